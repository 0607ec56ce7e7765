import type { MatchPart } from './match-part.ts';
import { lowerBound } from './sorted-strings.ts';
import { TITLE_SCORE_SCALE, type WordIndex } from './word-index.ts';

/**
 * Title words as PostgreSQL's text search reads them in each catalogue language (search.repo.ts's
 * readWordQuery): per language, the lexemes a document must all hold, and their places in the
 * query for the phrase. A language in which every word is a stop word has no reading.
 */
export type WordQuery = {
  readings: { lexemes: string[]; phrase: { lexeme: string; place: number }[] }[];
  /** More than one word: a title holding them as a phrase ranks first. */
  phraseCounts: boolean;
};

/** Score units: what the ranking compares (a title score of 1.2345 is 12345). */
const SCORE_UNITS = 10_000;
const MAX_FRACTION = 0.9999;

/**
 * Documents whose search vector holds every lexeme of one of the query's readings (what
 * `search_vector @@ plainto_tsquery(english) || plainto_tsquery(french) || ...` matches), with a
 * title score: 2 and more when a title holds the words as a phrase, 1 and more when it holds
 * them all, 0 for a match elsewhere (keywords, abstracts); the fraction is
 * `ts_rank(title_vector, query, 1)`, at most 0.9999. Positions ascending.
 */
export function matchWordQuery(index: WordIndex, query: WordQuery): MatchPart {
  const distinct = [...new Set(query.readings.flatMap((reading) => reading.lexemes))];
  const lexemeOf = distinct.map((lexeme) => findLexeme(index, lexeme));
  const readings = distinctReadings(query, distinct, lexemeOf);
  if (readings.length === 0) return { positions: new Int32Array(0), tier: null, score: new Float32Array(0) };
  const matched = unionAll(readings.map((reading) => intersectAll(Array.from(reading.terms, (term) => postingsOf(index, lexemeOf[term] ?? -1)))));

  // Per match: the sum of each lexeme's share of the title rank, and which lexemes a title holds.
  const words = Math.ceil(distinct.length / 32);
  const rank = new Float64Array(matched.length);
  const inTitle = new Uint32Array(matched.length * words);
  lexemeOf.forEach((lexeme, term) => {
    if (lexeme < 0) return;
    const bit = 1 << (term & 31);
    const word = term >>> 5;
    walkCommon(matched, index.postings, index.start[lexeme] ?? 0, index.start[lexeme + 1] ?? 0, (match, posting) => {
      const share = index.titleScore[posting] ?? 0;
      if (share === 0) return;
      rank[match] = (rank[match] ?? 0) + share;
      inTitle[match * words + word] = (inTitle[match * words + word] ?? 0) | bit;
    });
  });

  const score = new Float32Array(matched.length);
  for (let match = 0; match < matched.length; match++) {
    let level = 0;
    for (const reading of readings) {
      if (!holdsAll(inTitle, match * words, reading.terms)) continue;
      level = Math.max(level, !query.phraseCounts || reading.phrases.some((phrase) => holdsPhrase(index, matched[match] ?? 0, phrase)) ? 2 : 1);
      if (level === 2) break;
    }
    if (level === 0) continue;
    const fraction = Math.min(MAX_FRACTION, (rank[match] ?? 0) / TITLE_SCORE_SCALE / distinct.length);
    score[match] = Math.round((level + fraction) * SCORE_UNITS) / SCORE_UNITS;
  }
  return { positions: matched, tier: null, score };
}

type Reading = {
  /** Indexes into the query's distinct lexemes, the bits of `inTitle`. */
  terms: Int32Array;
  /** The phrases of every language reading the words as these lexemes: index lexemes at query places. */
  phrases: { lexeme: number; place: number }[][];
};

/**
 * The query's readings, one per set of lexemes (most languages read most words alike), leaving
 * out those that hold a lexeme no document has: they cannot match.
 */
function distinctReadings(query: WordQuery, distinct: string[], lexemeOf: number[]): Reading[] {
  const readings = new Map<string, Reading & { phraseKeys: Set<string> }>();
  for (const reading of query.readings) {
    const terms = Int32Array.from(new Set(reading.lexemes), (lexeme) => distinct.indexOf(lexeme)).sort();
    if (terms.length === 0 || terms.some((term) => (lexemeOf[term] ?? -1) < 0)) continue;
    const key = terms.join(',');
    const entry = readings.get(key) ?? { terms, phrases: [], phraseKeys: new Set<string>() };
    const phrase = reading.phrase.map((token) => ({ lexeme: lexemeOf[distinct.indexOf(token.lexeme)] ?? -1, place: token.place }));
    const phraseKey = JSON.stringify(phrase);
    if (!entry.phraseKeys.has(phraseKey)) {
      entry.phraseKeys.add(phraseKey);
      entry.phrases.push(phrase);
    }
    readings.set(key, entry);
  }
  return [...readings.values()].map(({ terms, phrases }) => ({ terms, phrases }));
}

function holdsAll(inTitle: Uint32Array, offset: number, terms: Int32Array): boolean {
  for (const term of terms) if (((inTitle[offset + (term >>> 5)] ?? 0) & (1 << (term & 31))) === 0) return false;
  return true;
}

function findLexeme(index: WordIndex, lexeme: string): number {
  const at = lowerBound(index.lexemes, lexeme);
  return index.lexemes[at] === lexeme ? at : -1;
}

function postingsOf(index: WordIndex, lexeme: number): Int32Array {
  return index.postings.subarray(index.start[lexeme] ?? 0, index.start[lexeme + 1] ?? 0);
}

/** The first index in sorted `list` from `low` whose value is not below `value`: galloping, then binary search. */
function seek(list: Int32Array, low: number, high: number, value: number): number {
  let step = 1;
  let bound = low;
  while (bound < high && (list[bound] ?? 0) < value) {
    low = bound + 1;
    bound += step;
    step *= 2;
  }
  high = Math.min(high, bound + 1);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Positions in every list, shortest list first, each next one sought by galloping. */
function intersectAll(lists: Int32Array[]): Int32Array {
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let result = sorted[0] ?? new Int32Array(0);
  for (const list of sorted.slice(1)) {
    const out = new Int32Array(result.length);
    let n = 0;
    let at = 0;
    for (const position of result) {
      at = seek(list, at, list.length, position);
      if (at >= list.length) break;
      if (list[at] === position) out[n++] = position;
    }
    result = out.subarray(0, n);
  }
  return result;
}

/** Positions in any of the sorted lists, once each, ascending. */
function unionAll(lists: Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0] ?? new Int32Array(0);
  return lists.reduce((a, b) => {
    const out = new Int32Array(a.length + b.length);
    let n = 0;
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      const left = i < a.length ? (a[i] ?? 0) : Number.MAX_SAFE_INTEGER;
      const right = j < b.length ? (b[j] ?? 0) : Number.MAX_SAFE_INTEGER;
      out[n++] = Math.min(left, right);
      if (left <= right) i++;
      if (right <= left) j++;
    }
    return out.subarray(0, n);
  });
}

/** Calls `found(indexInMatched, postingIndex)` for each position in both `matched` and postings[from, to). */
function walkCommon(matched: Int32Array, postings: Int32Array, from: number, to: number, found: (match: number, posting: number) => void) {
  // The shorter side drives; the longer one is sought by galloping.
  if (to - from <= matched.length) {
    let at = 0;
    for (let posting = from; posting < to; posting++) {
      at = seek(matched, at, matched.length, postings[posting] ?? 0);
      if (at >= matched.length) return;
      if (matched[at] === postings[posting]) found(at, posting);
    }
    return;
  }
  let at = from;
  for (let match = 0; match < matched.length; match++) {
    at = seek(postings, at, to, matched[match] ?? 0);
    if (at >= to) return;
    if (postings[at] === matched[match]) found(match, at);
  }
}

/**
 * Whether the title of the document at `position` holds the tokens at their distances from each
 * other (phraseto_tsquery's `<->` and `<N>`): some place of the first token with every other
 * token at the same distance after it.
 */
function holdsPhrase(index: WordIndex, position: number, phrase: { lexeme: number; place: number }[]): boolean {
  const first = phrase[0];
  if (!first || phrase.some((token) => token.lexeme < 0)) return false;
  const { tokenLexeme, tokenPlace } = index;
  const from = index.tokenStart[position] ?? 0;
  const to = index.tokenStart[position + 1] ?? 0;
  const hasToken = (lexeme: number, place: number) => {
    let at = from;
    let high = to;
    while (at < high) {
      const middle = (at + high) >>> 1;
      if ((tokenPlace[middle] ?? 0) < place) at = middle + 1;
      else high = middle;
    }
    for (; at < to && tokenPlace[at] === place; at++) if (tokenLexeme[at] === lexeme) return true;
    return false;
  };
  tokens: for (let token = from; token < to; token++) {
    if (tokenLexeme[token] !== first.lexeme) continue;
    const base = (tokenPlace[token] ?? 0) - first.place;
    for (let other = 1; other < phrase.length; other++) {
      const next = phrase[other] as { lexeme: number; place: number };
      if (!hasToken(next.lexeme, base + next.place)) continue tokens;
    }
    return true;
  }
  return false;
}
