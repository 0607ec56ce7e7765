import type { SqlSource } from '../../db/database.ts';
import * as repo from './search-snapshot.repo.ts';
import { splitWords } from './search-text.ts';
import { lowerBound, sortedOrder } from './sorted-strings.ts';

/**
 * The words of every document's titles (the main title and each language's) held in memory
 * for the search bar's title suggestions. PostgreSQL's prefix scans over the title vectors
 * took 20-30 ms for a prefix like "electrical ins"; walking these arrays takes well under one.
 *
 * Documents are numbered here by their rank, their place in the suggestion order (in force
 * first, then shorter main titles, then natural number order), not by snapshot position: the
 * postings then list the best documents first, and a query stops after the first few it can
 * show instead of collecting and sorting every match.
 */
export type TitleIndex = {
  /** Every title word, lower-cased, accents kept, in code-unit order. */
  words: string[];
  /** The ranks of the documents using words[w]: postings[wordStart[w]] up to postings[wordStart[w + 1]], ascending. */
  wordStart: Int32Array;
  postings: Int32Array;
  /** The words of the document of each rank (indexes into `words`, ascending), the other way round, for checking a match. */
  documentStart: Int32Array;
  documentWords: Int32Array;
  /** Snapshot position of each rank. */
  positionAt: Int32Array;
};

/** Left out of finished words: they would only make titles fail to match. */
const STOP_WORDS = new Set([
  ...['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'into', 'is', 'it', 'its', 'of', 'on', 'or', 'the', 'to', 'with'],
  ...['à', 'au', 'aux', 'avec', 'd', 'dans', 'de', 'des', 'du', 'en', 'et', 'l', 'la', 'le', 'les', 'ou', 'par', 'pour', 'sans', 'sur', 'un', 'une'],
]);

/** A finished word this long also matches its plurals and inflections ("system" → "systems"); a shorter one only itself ("gas" ≠ "gasket"). */
const STEM_LETTERS = 4;

/**
 * Candidates a query looks at, at most. Each costs a few binary searches over a title's
 * dozen words and a heap step (~0.05 µs to 0.1 µs), so a query stays within about 1 ms
 * whatever the catalogue's size; only a query whose words rarely meet within the rarest
 * word's first 10,000 documents comes back short.
 */
const MAX_CANDIDATES = 10_000;

/** A prefix with more words than this ("s", "co" at a million documents) is checked document by document in rank order instead of merged. */
const MERGE_WORDS = 1024;

const BATCH = 50_000;
const LENGTH_GROUPS = 256;

export async function loadTitleIndex(database: SqlSource, positionOfId: Int32Array, size: number, inForce: (position: number) => boolean): Promise<TitleIndex> {
  const builder = createTitleIndexBuilder(size);
  await repo.streamTitleRows(database, BATCH, (rows) => {
    for (const row of rows) {
      // A document imported since the snapshot's columns were read has no position yet.
      const position = row.id < positionOfId.length ? (positionOfId[row.id] ?? -1) : -1;
      if (position >= 0) builder.add(position, row.title, row.otherTitles);
    }
  });
  return builder.build(inForce);
}

/** Collects each document's words under provisional word numbers, then sorts the vocabulary and ranks the documents once. */
export function createTitleIndexBuilder(size: number) {
  const vocabulary = new Map<string, number>();
  const words: string[] = [];
  const lastPosition: number[] = [];
  let pairs = new Int32Array(Math.max(1024, size * 16));
  let pairCount = 0;
  const pairStart = new Int32Array(size);
  const pairEnd = new Int32Array(size);
  const titleLength = new Uint8Array(size);

  /** Adds the words of `text` once per document; answers how many it has. */
  const addWords = (position: number, text: string): number => {
    const split = splitWords(text);
    for (const word of split) {
      let id = vocabulary.get(word);
      if (id === undefined) {
        id = words.push(word) - 1;
        vocabulary.set(word, id);
        lastPosition.push(-1);
      }
      if (lastPosition[id] === position) continue;
      lastPosition[id] = position;
      if (pairCount === pairs.length) {
        const wider = new Int32Array(pairs.length * 2);
        wider.set(pairs);
        pairs = wider;
      }
      pairs[pairCount++] = id;
    }
    return split.length;
  };

  return {
    /** A document's titles, once per position. */
    add(position: number, mainTitle: string, otherTitles: string | null) {
      pairStart[position] = pairCount;
      titleLength[position] = Math.min(LENGTH_GROUPS - 1, addWords(position, mainTitle));
      if (otherTitles) addWords(position, otherTitles);
      pairEnd[position] = pairCount;
    },
    build(inForce: (position: number) => boolean): TitleIndex {
      const positionAt = rankPositions(size, titleLength, inForce);
      const order = sortedOrder(words);
      const sortedId = new Int32Array(words.length);
      order.forEach((id, sorted) => (sortedId[id] = sorted));

      const wordStart = new Int32Array(words.length + 1);
      for (let pair = 0; pair < pairCount; pair++) {
        const slot = (sortedId[pairs[pair] ?? 0] ?? 0) + 1;
        wordStart[slot] = (wordStart[slot] ?? 0) + 1;
      }
      for (let word = 0; word < words.length; word++) wordStart[word + 1] = (wordStart[word + 1] ?? 0) + (wordStart[word] ?? 0);
      const postings = new Int32Array(pairCount);
      const documentStart = new Int32Array(size + 1);
      const documentWords = new Int32Array(pairCount);
      const fill = wordStart.slice(0, words.length);
      let next = 0;
      // In rank order, so each word's postings come out ascending without a sort.
      for (let rank = 0; rank < size; rank++) {
        const position = positionAt[rank] ?? 0;
        documentStart[rank] = next;
        for (let pair = pairStart[position] ?? 0; pair < (pairEnd[position] ?? 0); pair++) {
          const word = sortedId[pairs[pair] ?? 0] ?? 0;
          documentWords[next++] = word;
          const at = fill[word] ?? 0;
          postings[at] = rank;
          fill[word] = at + 1;
        }
        documentWords.subarray(documentStart[rank], next).sort();
      }
      documentStart[size] = next;
      const sortedWords = new Array<string>(order.length);
      for (let at = 0; at < order.length; at++) sortedWords[at] = words[order[at] ?? 0] ?? '';
      return { words: sortedWords, wordStart, postings, documentStart, documentWords, positionAt };
    },
  };
}

/** Positions in suggestion order: in force first, then fewer words in the main title, then position; a counting sort, stable. */
function rankPositions(size: number, titleLength: Uint8Array, inForce: (position: number) => boolean): Int32Array {
  const groupOf = new Uint16Array(size);
  const groupStart = new Int32Array(2 * LENGTH_GROUPS + 1);
  for (let position = 0; position < size; position++) {
    const group = (inForce(position) ? 0 : LENGTH_GROUPS) + (titleLength[position] ?? 0);
    groupOf[position] = group;
    groupStart[group + 1] = (groupStart[group + 1] ?? 0) + 1;
  }
  for (let group = 0; group < 2 * LENGTH_GROUPS; group++) groupStart[group + 1] = (groupStart[group + 1] ?? 0) + (groupStart[group] ?? 0);
  const positionAt = new Int32Array(size);
  for (let position = 0; position < size; position++) {
    const group = groupOf[position] ?? 0;
    const at = groupStart[group] ?? 0;
    positionAt[at] = position;
    groupStart[group] = at + 1;
  }
  return positionAt;
}



/** The words a query word stands for: [from, to) in the vocabulary. */
type Term = { from: number; to: number; postings: number };

function termOf(index: TitleIndex, word: string, prefix: boolean): Term {
  const from = lowerBound(index.words, word);
  let to = from;
  if (prefix) {
    // Every word starting with `word` sorts before `word` followed by the highest code unit.
    to = lowerBound(index.words, `${word}\uffff`);
  } else if (index.words[from] === word) {
    to = from + 1;
  }
  return { from, to, postings: (index.wordStart[to] ?? 0) - (index.wordStart[from] ?? 0) };
}

/** Whether the document of `rank` uses a word of `term`: a binary search over its few words. */
function hasTerm(index: TitleIndex, rank: number, term: Term): boolean {
  let low = index.documentStart[rank] ?? 0;
  let high = index.documentStart[rank + 1] ?? 0;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((index.documentWords[middle] ?? 0) < term.from) low = middle + 1;
    else high = middle;
  }
  return low < (index.documentStart[rank + 1] ?? 0) && (index.documentWords[low] ?? 0) < term.to;
}

/**
 * Title suggestions: documents whose titles hold every finished word (stop words left out;
 * one of four letters or more also as the start of a longer word) and a word beginning with
 * the last one, best first, at most `limit`, leaving out positions `visible` refuses.
 *
 * The rarest term drives: its documents come in rank order (one posting list, a heap merge
 * of its words' lists, or for a prefix of very many words every rank checked in turn), each
 * checked against the other terms through its own word list. At most MAX_CANDIDATES are
 * looked at, so the work is bounded whatever the catalogue's size.
 */
export function suggestTitlePositions(index: TitleIndex, words: string[], limit: number, visible: (position: number) => boolean): number[] {
  const last = words.length - 1;
  if (last < 0 || limit <= 0 || words.every((word) => STOP_WORDS.has(word))) return [];
  const terms: Term[] = [];
  words.forEach((word, at) => {
    if (at === last) terms.push(termOf(index, word, true));
    else if (!STOP_WORDS.has(word)) terms.push(termOf(index, word, word.length >= STEM_LETTERS));
  });
  if (terms.some((term) => term.postings === 0)) return [];
  terms.sort((a, b) => a.postings - b.postings);
  const [driver, ...others] = terms as [Term, ...Term[]];

  const found: number[] = [];
  let budget = MAX_CANDIDATES;
  const consider = (rank: number) => {
    budget--;
    for (const term of others) if (!hasTerm(index, rank, term)) return;
    const position = index.positionAt[rank] ?? 0;
    if (visible(position)) found.push(position);
  };
  const done = () => found.length >= limit || budget <= 0;

  if (driver.to - driver.from > MERGE_WORDS) {
    for (let rank = 0; rank < index.positionAt.length && !done(); rank++) {
      if (hasTerm(index, rank, driver)) consider(rank);
      else budget--;
    }
  } else {
    const merge = createPostingsMerge(index, driver);
    for (let rank = merge.next(); rank >= 0 && !done(); rank = merge.next()) consider(rank);
  }
  return found;
}

/** The distinct ranks of a term's words, ascending: a min-heap over one cursor per word. */
function createPostingsMerge(index: TitleIndex, term: Term) {
  const { postings, wordStart } = index;
  const count = term.to - term.from;
  const at = new Int32Array(count);
  const end = new Int32Array(count);
  let size = 0;
  for (let word = term.from; word < term.to; word++) {
    at[size] = wordStart[word] ?? 0;
    end[size++] = wordStart[word + 1] ?? 0;
  }
  const head = (slot: number) => postings[at[slot] ?? 0] ?? 0;
  const swap = (a: number, b: number) => {
    const cursor = at[a] ?? 0;
    const stop = end[a] ?? 0;
    at[a] = at[b] ?? 0;
    end[a] = end[b] ?? 0;
    at[b] = cursor;
    end[b] = stop;
  };
  const siftDown = (slot: number) => {
    for (;;) {
      const left = 2 * slot + 1;
      if (left >= size) return;
      const right = left + 1;
      const child = right < size && head(right) < head(left) ? right : left;
      if (head(child) >= head(slot)) return;
      swap(slot, child);
      slot = child;
    }
  };
  for (let slot = (size >>> 1) - 1; slot >= 0; slot--) siftDown(slot);
  let previous = -1;

  return {
    /** The next rank, -1 at the end. */
    next(): number {
      while (size > 0) {
        const rank = head(0);
        at[0] = (at[0] ?? 0) + 1;
        if ((at[0] ?? 0) === (end[0] ?? 0)) swap(0, --size);
        siftDown(0);
        // A document using two of the words ("system", "systems") comes out once.
        if (rank !== previous) return (previous = rank);
      }
      return -1;
    },
  };
}
