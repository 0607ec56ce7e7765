import { describe, expect, it } from 'vitest';
import { diffWords, newerTextOf, olderTextOf, tokenize, type DiffSegment } from './word-diff.ts';

const show = (segments: DiffSegment[]) => segments.map(({ op, text }) => (op === 'equal' ? text : op === 'delete' ? `[-${text}-]` : `{+${text}+}`)).join('');

function expectRoundTrip(older: string, newer: string, segments = diffWords(older, newer)) {
  expect(olderTextOf(segments)).toBe(older);
  expect(newerTextOf(segments)).toBe(newer);
  segments.forEach((segment, index) => {
    expect(segment.text).not.toBe('');
    expect(segments[index + 1]?.op).not.toBe(segment.op);
  });
  return segments;
}

/** A small deterministic generator, so a failing case can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const WORDS = ['the', 'client', 'MUST', 'SHOULD', 'send', 'a', 'field', '998', 'characters', ',', '.', 'RFC 5322', 'ISO 9001:2015', 'line', '\n', '  '];

function sentence(next: () => number, length: number): string {
  return Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)] ?? '').join(' ');
}

describe('tokenize', () => {
  it('keeps words with inner dots, colons and hyphens whole and every character of the text', () => {
    const text = 'See ISO 9001:2015, section 3.6.2 (the reply-to field)  and RFC 5322.';
    expect(tokenize(text)).toContain('9001:2015');
    expect(tokenize(text)).toContain('3.6.2');
    expect(tokenize(text)).toContain('reply-to');
    expect(tokenize(text).join('')).toBe(text);
  });
});

describe('diffWords', () => {
  it('marks only the changed value in a sentence', () => {
    const segments = expectRoundTrip('Passwords shall have at least 8 characters.', 'Passwords shall have at least 12 characters.');
    expect(segments).toEqual([
      { op: 'equal', text: 'Passwords shall have at least ' },
      { op: 'delete', text: '8' },
      { op: 'insert', text: '12' },
      { op: 'equal', text: ' characters.' },
    ]);
  });

  it('turns a changed keyword and an added clause into a deletion and insertions', () => {
    const segments = expectRoundTrip('The supplier should keep records.', 'The supplier shall keep records of every audit.');
    expect(show(segments)).toBe('The supplier [-should-]{+shall+} keep records{+ of every audit+}.');
  });

  it('joins changes separated only by whitespace or punctuation into one', () => {
    const segments = expectRoundTrip('the cat sat', 'a dog sat');
    expect(segments).toEqual([
      { op: 'delete', text: 'the cat' },
      { op: 'insert', text: 'a dog' },
      { op: 'equal', text: ' sat' },
    ]);
  });

  it('handles empty, identical and wholly different texts', () => {
    expect(diffWords('', '')).toEqual([]);
    expect(diffWords('same text', 'same text')).toEqual([{ op: 'equal', text: 'same text' }]);
    expect(diffWords('', 'new text')).toEqual([{ op: 'insert', text: 'new text' }]);
    expect(diffWords('old text', '')).toEqual([{ op: 'delete', text: 'old text' }]);
    expectRoundTrip('alpha beta', 'gamma delta');
  });

  it('rebuilds both texts for random edits of random texts', () => {
    const next = random(18);
    for (let round = 0; round < 300; round += 1) {
      const older = sentence(next, Math.floor(next() * 40));
      const words = older.split(' ');
      for (let edit = Math.floor(next() * 6); edit > 0; edit -= 1) {
        const at = Math.floor(next() * (words.length + 1));
        const choice = next();
        if (choice < 0.4) words.splice(at, 1);
        else if (choice < 0.8) words.splice(at, 0, WORDS[Math.floor(next() * WORDS.length)] ?? '');
        else words.splice(at, 1, 'changed');
      }
      expectRoundTrip(older, words.join(' '));
    }
  });

  it('keeps the common words equal: the diff of a small edit is small', () => {
    const next = random(5322);
    const older = sentence(next, 400);
    const words = older.split(' ');
    words.splice(200, 3, 'an', 'inserted', 'phrase');
    const segments = expectRoundTrip(older, words.join(' '));
    const changed = segments.filter((segment) => segment.op !== 'equal').reduce((sum, segment) => sum + segment.text.length, 0);
    expect(changed).toBeLessThan(80);
  });

  it('falls back to sentences when the word-level work is over budget, and still rebuilds both texts', () => {
    const next = random(8446);
    // Dots inside words ("TLS 1.3", "e.g.") and lines without a full stop must survive the sentence split.
    const older = Array.from({ length: 60 }, (_, index) => `${sentence(next, 12)}${index % 7 === 0 ? ' as in TLS 1.3 e.g.' : ''}.${index % 9 === 0 ? '\nno stop here\n' : ''}`).join(' ');
    const newerSentences = older.split('. ');
    newerSentences.splice(10, 2, 'An entirely new sentence about key shares', 'Another one about tickets');
    newerSentences[40] = `${newerSentences[40]} with a small addition`;
    const newer = newerSentences.join('. ');
    const coarse = expectRoundTrip(older, newer, diffWords(older, newer, { maxWork: 5_000 }));
    const fine = expectRoundTrip(older, newer);
    // The sentence-level diff keeps the untouched sentences equal.
    const equalLength = (segments: DiffSegment[]) => segments.filter((segment) => segment.op === 'equal').reduce((sum, segment) => sum + segment.text.length, 0);
    expect(equalLength(coarse)).toBeGreaterThan(older.length * 0.8);
    expect(equalLength(fine)).toBeGreaterThanOrEqual(equalLength(coarse));
    expect(show(coarse)).toContain('{+ with a small addition+}');
  });

  it('diffs two unrelated section-size texts (fallback included) and rebuilds both', () => {
    const next = random(2246);
    const older = Array.from({ length: 300 }, () => `${sentence(next, 15)}.`).join('\n');
    const newer = Array.from({ length: 300 }, () => `${sentence(next, 15)}.`).join('\n');
    const segments = expectRoundTrip(older, newer);
    // Unrelated sentences still share their lines' ends and common words somewhere.
    expect(segments.some((segment) => segment.op === 'equal')).toBe(true);
  });
});
