/**
 * PostgreSQL's text form of a tsvector, read without making a string per lexeme or position:
 * `'lexeme':1A,5B 'other':3` — lexemes quoted (a quote or backslash inside doubled), then
 * optional positions, each with its weight letter (D, the default, is not written).
 * Lexemes are numbered by a lexeme table as they are read: a lexeme seen before costs a hash of
 * its characters and one comparison, never a new string (reading the catalogue's five million
 * lexemes as strings and looking them up in a Map took most of the word index's build).
 */

/** Weights as tsvector stores them: D 0, C 1, B 2, A 3. */
export const WEIGHT_D = 0;
export const WEIGHT_C = 1;
export const WEIGHT_B = 2;
export const WEIGHT_A = 3;

export type TsvectorEntry = {
  /** The lexeme's number in the table. */
  lexeme: number;
  /** Positions in ascending order, with each one's weight at the same index. */
  positions: number[];
  weights: number[];
};

const QUOTE = 39;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Lexemes numbered in the order first seen: an open-addressing hash table over their characters. */
export function createLexemeTable() {
  const lexemes: string[] = [];
  let hashes = new Int32Array(1 << 15);
  let slots = new Int32Array(1 << 16).fill(-1);

  const place = (id: number) => {
    const mask = slots.length - 1;
    let slot = (hashes[id] ?? 0) & mask;
    while ((slots[slot] ?? -1) >= 0) slot = (slot + 1) & mask;
    slots[slot] = id;
  };
  const add = (lexeme: string, hash: number, slot: number): number => {
    const id = lexemes.push(lexeme) - 1;
    hashes[id] = hash;
    slots[slot] = id;
    // Kept at most half full, so a probe stays short.
    if (lexemes.length * 2 > slots.length) {
      slots = new Int32Array(slots.length * 2).fill(-1);
      const wider = new Int32Array(slots.length / 2);
      wider.set(hashes);
      hashes = wider;
      for (let known = 0; known < lexemes.length; known++) place(known);
    }
    return id;
  };

  return {
    lexemes,
    /** The number of the lexeme spelt by text[from, to), which holds no escapes; `hash` is hashOf over those characters. */
    idOfRange(text: string, from: number, to: number, hash: number): number {
      // Compared as stored: a signed 32-bit number.
      hash |= 0;
      const mask = slots.length - 1;
      for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
        const id = slots[slot] ?? -1;
        if (id < 0) return add(text.slice(from, to), hash, slot);
        const known = lexemes[id] ?? '';
        if (hashes[id] === hash && known.length === to - from && text.startsWith(known, from)) return id;
      }
    },
    idOf(lexeme: string): number {
      return this.idOfRange(lexeme, 0, lexeme.length, hashOf(lexeme, 0, lexeme.length));
    },
  };
}

export type LexemeTable = ReturnType<typeof createLexemeTable>;

/** FNV-1a over UTF-16 code units. */
export function hashOf(text: string, from: number, to: number): number {
  let hash = FNV_OFFSET;
  for (let at = from; at < to; at++) hash = Math.imul(hash ^ text.charCodeAt(at), FNV_PRIME);
  return hash;
}

/** Calls `onEntry` for each lexeme of the text in order; the entry and its arrays are reused for the next. */
export function readTsvectorText(text: string, table: LexemeTable, onEntry: (entry: TsvectorEntry) => void): void {
  const entry: TsvectorEntry = { lexeme: -1, positions: [], weights: [] };
  const end = text.length;
  let at = 0;
  while (at < end) {
    if (text.charCodeAt(at) !== QUOTE) {
      at++;
      continue;
    }
    const from = ++at;
    let hash = FNV_OFFSET;
    let escaped = false;
    for (; at < end; at++) {
      const code = text.charCodeAt(at);
      if (code === QUOTE && text.charCodeAt(at + 1) !== QUOTE) break;
      if (code === QUOTE || code === BACKSLASH) {
        escaped = true;
        at++;
      }
      hash = Math.imul(hash ^ code, FNV_PRIME);
    }
    const to = at;
    at++;
    // A doubled quote or backslash stands for one: rare enough to spell out as a string.
    entry.lexeme = escaped ? table.idOf(text.slice(from, to).replace(/''|\\\\/g, (pair) => pair.charAt(0))) : table.idOfRange(text, from, to, hash);
    entry.positions.length = 0;
    entry.weights.length = 0;
    if (text.charCodeAt(at) === COLON) {
      at++;
      for (;;) {
        let position = 0;
        let code = text.charCodeAt(at);
        while (code >= 48 && code <= 57) {
          position = position * 10 + (code - 48);
          code = text.charCodeAt(++at);
        }
        let weight = WEIGHT_D;
        if (code === 65) weight = WEIGHT_A;
        else if (code === 66) weight = WEIGHT_B;
        else if (code === 67) weight = WEIGHT_C;
        if (weight !== WEIGHT_D || code === 68) code = text.charCodeAt(++at);
        entry.positions.push(position);
        entry.weights.push(weight);
        if (code !== COMMA) break;
        at++;
      }
    }
    onEntry(entry);
  }
}
