import { describe, expect, it } from 'vitest';
import { createLexemeTable, readTsvectorText, WEIGHT_A, WEIGHT_B, WEIGHT_C, WEIGHT_D } from './tsvector-text.ts';

function read(text: string, table = createLexemeTable()) {
  const entries: { lexeme: string; positions: number[]; weights: number[] }[] = [];
  readTsvectorText(text, table, (entry) => entries.push({ lexeme: table.lexemes[entry.lexeme] ?? '?', positions: [...entry.positions], weights: [...entry.weights] }));
  return entries;
}

describe('readTsvectorText', () => {
  it('reads lexemes with their positions and weights, D unwritten', () => {
    expect(read(`'60086':2A,6A,35 'batteri':22B,49 'ensay':33C 'x'`)).toEqual([
      { lexeme: '60086', positions: [2, 6, 35], weights: [WEIGHT_A, WEIGHT_A, WEIGHT_D] },
      { lexeme: 'batteri', positions: [22, 49], weights: [WEIGHT_B, WEIGHT_D] },
      { lexeme: 'ensay', positions: [33], weights: [WEIGHT_C] },
      { lexeme: 'x', positions: [], weights: [] },
    ]);
  });

  it('reads doubled quotes and backslashes as one, and numbers each lexeme once', () => {
    const table = createLexemeTable();
    const entries = read(`'l''eau':1B 'a\\\\b':2 'électr':3A 'l''eau':4`, table);
    expect(entries.map((entry) => entry.lexeme)).toEqual([`l'eau`, 'a\\b', 'électr', `l'eau`]);
    expect(table.lexemes).toEqual([`l'eau`, 'a\\b', 'électr']);
    expect(table.idOf('électr')).toBe(2);
  });

  it('keeps numbering right past many lexemes (the table grows)', () => {
    const table = createLexemeTable();
    const words = Array.from({ length: 100_000 }, (_, n) => `w${n.toString(36)}`);
    read(words.map((word, n) => `'${word}':${(n % 9) + 1}`).join(' '), table);
    expect(table.lexemes.length).toBe(words.length);
    expect(table.idOf('w0')).toBe(0);
    expect(table.idOf(words[77_777] ?? '')).toBe(77_777);
  });
});
