import type { SqlSource } from '../../db/database.ts';
import * as repo from './search-snapshot.repo.ts';
import { createLexemeTable, readTsvectorText, WEIGHT_A, WEIGHT_B, type TsvectorEntry } from './tsvector-text.ts';
import { sortedOrder } from './sorted-strings.ts';

/**
 * Every document's search vector (the lexemes of its numbers, titles, keywords and abstracts,
 * as PostgreSQL's text search made them in each title's language) held in memory as an inverted
 * index. PostgreSQL must visit every match's row to answer which documents hold a word (a quarter
 * of a million for "testing" at a million documents: over a second); here a word's documents are
 * one contiguous run of positions, and a search costs what its posting lists cost to walk.
 *
 * Per posting the index keeps the lexeme's part of `ts_rank(title_vector, query, 1)` (0 when the
 * lexeme is not in a title), so a match is ranked exactly as the database would rank it without
 * reading the titles again; per document the title's lexemes by place, for the phrase check.
 */
export type WordIndex = {
  /** Every lexeme, in code-unit order. */
  lexemes: string[];
  /** The postings of lexemes[l]: from start[l] to start[l + 1]. */
  start: Int32Array;
  /** Snapshot positions, ascending within each lexeme. */
  postings: Int32Array;
  /** Per posting: the lexeme's share of the title's rank in units of TITLE_SCORE_SCALE; 0 when it is not in a title. */
  titleScore: Uint16Array;
  /** The title lexemes of the document at each position: from tokenStart[p] to tokenStart[p + 1], by place. */
  tokenStart: Int32Array;
  tokenLexeme: Int32Array;
  tokenPlace: Uint16Array;
};

export const TITLE_SCORE_SCALE = 65_535;

/** ts_rank's default weights of D, C, B and A. */
const RANK_WEIGHTS = [0.1, 0.2, 0.4, 1.0];
/** ts_rank's limit of the sum of 1/i² (π²/6). */
const RANK_LIMIT = 1.64493406685;
const BATCH = 20_000;
/** Lexemes a document's vector holds, on average, in the real catalogue: the first guess of the build's room. */
const ENTRIES_PER_DOCUMENT = 52;

export async function loadWordIndex(database: SqlSource, positionOfId: Int32Array, size: number): Promise<WordIndex> {
  const builder = createWordIndexBuilder(size);
  await repo.streamSearchVectors(database, BATCH, (rows) => {
    for (const row of rows) {
      // A document imported since the snapshot's columns were read has no position yet.
      const position = row.id < positionOfId.length ? (positionOfId[row.id] ?? -1) : -1;
      if (position >= 0) builder.add(position, row.vector);
    }
  });
  return builder.build();
}

function growInt32(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const wider = new Int32Array(Math.max(needed, Math.ceil(array.length * 1.5)));
  wider.set(array);
  return wider;
}

function growUint16(array: Uint16Array<ArrayBuffer>, needed: number): Uint16Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const wider = new Uint16Array(Math.max(needed, Math.ceil(array.length * 1.5)));
  wider.set(array);
  return wider;
}

/**
 * One lexeme's part of ts_rank over the title vector before the length normalisation, as
 * PostgreSQL's calc_rank_or works it out: each position's weight over the square of its rank,
 * with the heaviest position counted in full.
 */
function titleRankPart(weights: readonly number[], from: number, to: number): number {
  let sum = 0;
  let heaviest = -1;
  let heaviestAt = 0;
  for (let j = from; j < to; j++) {
    const weight = RANK_WEIGHTS[weights[j] ?? 0] ?? 0;
    const rank = j - from + 1;
    sum += weight / (rank * rank);
    if (weight > heaviest) {
      heaviest = weight;
      heaviestAt = rank;
    }
  }
  return (heaviest + sum - heaviest / (heaviestAt * heaviestAt)) / RANK_LIMIT;
}

function inOrder(list: readonly string[], order: Int32Array): string[] {
  const sorted = new Array<string>(order.length);
  for (let at = 0; at < order.length; at++) sorted[at] = list[order[at] ?? 0] ?? '';
  return sorted;
}

/** Collects documents under provisional lexeme numbers in any order, then sorts the vocabulary and lays the postings out once. */
export function createWordIndexBuilder(size: number) {
  const table = createLexemeTable();
  const { lexemes } = table;
  let pairLexeme = new Int32Array(Math.max(1024, size * ENTRIES_PER_DOCUMENT));
  let pairScore = new Uint16Array(pairLexeme.length);
  let pairCount = 0;
  const pairStart = new Int32Array(size);
  const pairEnd = new Int32Array(size);
  let tokenLexeme = new Int32Array(Math.max(1024, size * 16));
  let tokenPlace = new Uint16Array(tokenLexeme.length);
  let tokenCount = 0;
  const tokenFrom = new Int32Array(size);
  const tokenTo = new Int32Array(size);
  // One document's title parts before its length is known.
  const parts: number[] = [];

  const onEntry = (entry: TsvectorEntry) => {
    const id = entry.lexeme;
    pairLexeme = growInt32(pairLexeme, pairCount + 1);
    pairScore = growUint16(pairScore, pairCount + 1);
    pairLexeme[pairCount++] = id;
    // Title positions (numbers A, titles B) come first: the title vector is the search vector's left part.
    let titleEnd = 0;
    while (titleEnd < entry.weights.length && ((entry.weights[titleEnd] ?? 0) === WEIGHT_A || (entry.weights[titleEnd] ?? 0) === WEIGHT_B)) titleEnd++;
    parts.push(titleEnd === 0 ? 0 : titleRankPart(entry.weights, 0, titleEnd));
    tokenLexeme = growInt32(tokenLexeme, tokenCount + titleEnd);
    tokenPlace = growUint16(tokenPlace, tokenCount + titleEnd);
    for (let j = 0; j < titleEnd; j++) {
      tokenLexeme[tokenCount] = id;
      tokenPlace[tokenCount++] = entry.positions[j] ?? 0;
    }
  };

  return {
    /** A document's search vector in PostgreSQL's text form, once per position. */
    add(position: number, vectorText: string) {
      pairStart[position] = pairCount;
      tokenFrom[position] = tokenCount;
      parts.length = 0;
      readTsvectorText(vectorText, table, onEntry);
      // ts_rank's normalisation 1: divided by log2(1 + the title vector's length in positions).
      const titleLength = tokenCount - (tokenFrom[position] ?? 0);
      const norm = titleLength > 0 ? Math.log2(titleLength + 1) : 1;
      for (let at = 0; at < parts.length; at++) {
        const part = parts[at] ?? 0;
        pairScore[(pairStart[position] ?? 0) + at] = part === 0 ? 0 : Math.max(1, Math.min(TITLE_SCORE_SCALE, Math.round((part / norm) * TITLE_SCORE_SCALE)));
      }
      pairEnd[position] = pairCount;
      tokenTo[position] = tokenCount;
    },

    build(): WordIndex {
      const order = sortedOrder(lexemes);
      const sortedId = new Int32Array(lexemes.length);
      order.forEach((id, sorted) => (sortedId[id] = sorted));
      const start = new Int32Array(lexemes.length + 1);
      for (let pair = 0; pair < pairCount; pair++) {
        const slot = (sortedId[pairLexeme[pair] ?? 0] ?? 0) + 1;
        start[slot] = (start[slot] ?? 0) + 1;
      }
      for (let l = 0; l < lexemes.length; l++) start[l + 1] = (start[l + 1] ?? 0) + (start[l] ?? 0);
      const postings = new Int32Array(pairCount);
      const titleScore = new Uint16Array(pairCount);
      const fill = start.slice(0, lexemes.length);
      const tokenStart = new Int32Array(size + 1);
      const tokens = new Int32Array(tokenCount);
      const places = new Uint16Array(tokenCount);
      let nextToken = 0;
      const byPlace: number[] = [];
      // In position order, so each lexeme's postings come out ascending without a sort.
      for (let position = 0; position < size; position++) {
        for (let pair = pairStart[position] ?? 0; pair < (pairEnd[position] ?? 0); pair++) {
          const lexeme = sortedId[pairLexeme[pair] ?? 0] ?? 0;
          const at = fill[lexeme] ?? 0;
          postings[at] = position;
          titleScore[at] = pairScore[pair] ?? 0;
          fill[lexeme] = at + 1;
        }
        tokenStart[position] = nextToken;
        byPlace.length = 0;
        for (let token = tokenFrom[position] ?? 0; token < (tokenTo[position] ?? 0); token++) byPlace.push(token);
        byPlace.sort((a, b) => (tokenPlace[a] ?? 0) - (tokenPlace[b] ?? 0));
        for (const token of byPlace) {
          tokens[nextToken] = sortedId[tokenLexeme[token] ?? 0] ?? 0;
          places[nextToken++] = tokenPlace[token] ?? 0;
        }
      }
      tokenStart[size] = nextToken;
      return {
        lexemes: inOrder(lexemes, order),
        start,
        postings,
        titleScore,
        tokenStart,
        tokenLexeme: tokens,
        tokenPlace: places,
      };
    },
  };
}
