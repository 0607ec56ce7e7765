import type { SqlSource } from '../../db/database.ts';
import { createLruCache, type LruCache } from '../../platform/lru-cache.ts';
import * as repo from './search-snapshot.repo.ts';
import { sortedOrder } from './sorted-strings.ts';

/**
 * Document numbers held in memory for matching what users type in the number box. A
 * broad key ("ISO", "ISO 2") matches tens of thousands of numbers: PostgreSQL answers
 * that in 100-250 ms through its prefix and trigram indexes, a binary search over
 * sorted word-start suffixes in a few milliseconds.
 *
 * Every number key (current number and those of earlier editions) is stored from each
 * word start: "iso 9001 2015" as "iso 9001 2015", "9001 2015" and "2015". A key then
 * matches where a suffix starts with it.
 */
export type NumberIndex = {
  /** Every number key and work number, one after another: one string instead of millions of suffixes for the collector to walk. */
  text: string;
  /** The word-start suffixes in code-unit order: suffix i is text[suffixStart[i], suffixEnd[i]). */
  suffixStart: Int32Array;
  suffixEnd: Int32Array;
  /** The document of each suffix. */
  documentIds: Int32Array;
  /** WHOLE when the suffix is a whole number key, CURRENT when that key is the document's current number, WORK for a work number. */
  flags: Uint8Array;
  /** The highest document id: the size of a bitmap of documents. */
  highestDocumentId: number;
};

/** How well a document's number matches (search.repo.ts matchNumber had the same tiers). */
export const NUMBER_TIER = {
  /** The number itself, or the work it names. */
  exact: 3,
  /** The key followed by more of the number: ISO 9001 → ISO 9001:2015/Amd 1. */
  continued: 2,
  /** The key as a plain prefix (ISO 900 → ISO 9001) or from a word start (9001 → ISO 9001:2015). */
  partial: 1,
} as const;

const BATCH = 50_000;
const WHOLE = 1;
const CURRENT = 2;
/** A work number (ISO 9001 names the ISO 9001 chain): matched only whole. */
const WORK = 4;
const SPACE = 32;

export type NumberKeyRow = { documentId: number; numberKey: string; current: boolean; workNumber: string | null };

export async function loadNumberIndex(database: SqlSource): Promise<NumberIndex> {
  const builder = createNumberIndexBuilder();
  await repo.streamNumberKeys(database, BATCH, (rows) => {
    for (const row of rows) builder.add(row);
  });
  return builder.build();
}

/** Collects number keys (a document's rows together, as the repo streams them), then sorts once. */
export function createNumberIndexBuilder() {
  const keys: string[] = [];
  let length = 0;
  // The suffixes as strings only while they are sorted.
  const suffixes: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const owners: number[] = [];
  const flags: number[] = [];
  let lastWorkDocument = -1;
  const addKey = (key: string, documentId: number, flag: number, suffixesToo: boolean) => {
    const at = length;
    keys.push(key);
    length += key.length;
    for (let start = 0; start >= 0 && start < key.length; ) {
      suffixes.push(start === 0 ? key : key.slice(start));
      starts.push(at + start);
      ends.push(at + key.length);
      owners.push(documentId);
      flags.push(start === 0 ? flag | WHOLE : flag);
      const space = suffixesToo ? key.indexOf(' ', start) : -1;
      start = space < 0 ? -1 : space + 1;
    }
  };
  return {
    add(row: NumberKeyRow) {
      addKey(row.numberKey, row.documentId, row.current ? CURRENT : 0, true);
      if (row.workNumber && row.documentId !== lastWorkDocument) {
        lastWorkDocument = row.documentId;
        addKey(row.workNumber, row.documentId, WORK, false);
      }
    },
    build(): NumberIndex {
      const order = sortedOrder(suffixes);
      const index: NumberIndex = {
        text: keys.join(''),
        suffixStart: new Int32Array(order.length),
        suffixEnd: new Int32Array(order.length),
        documentIds: new Int32Array(order.length),
        flags: new Uint8Array(order.length),
        highestDocumentId: owners.reduce((highest, owner) => Math.max(highest, owner), 0),
      };
      for (let at = 0; at < order.length; at++) {
        const from = order[at] ?? 0;
        index.suffixStart[at] = starts[from] ?? 0;
        index.suffixEnd[at] = ends[from] ?? 0;
        index.documentIds[at] = owners[from] ?? 0;
        index.flags[at] = flags[from] ?? 0;
      }
      return index;
    },
  };
}

/** Compares suffix `at` with `key` as far as the key goes: -1 below it, 0 starting with it, 1 above it. */
function compareWithKey(index: NumberIndex, at: number, key: string): number {
  const start = index.suffixStart[at] ?? 0;
  const end = index.suffixEnd[at] ?? 0;
  for (let offset = 0; offset < key.length; offset++) {
    if (start + offset >= end) return -1;
    const difference = index.text.charCodeAt(start + offset) - key.charCodeAt(offset);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}

/** The suffixes starting with `key`: [from, to), found by two binary searches. */
function rangeOf(index: NumberIndex, key: string): { from: number; to: number } {
  const firstWhere = (above: number) => {
    let low = 0;
    let high = index.suffixStart.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareWithKey(index, middle, key) < above) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return { from: firstWhere(0), to: firstWhere(1) };
}

/** Calls `raise` with each document whose number matches a normalised key and how well (a document may come more than once). */
export function forEachNumberMatch(index: NumberIndex, key: string, raise: (documentId: number, tier: number) => void): void {
  const { text, suffixStart, suffixEnd, documentIds } = index;
  const { from, to } = rangeOf(index, key);
  for (let at = from; at < to; at++) {
    const flags = index.flags[at] ?? 0;
    const documentId = documentIds[at] ?? 0;
    const rest = (suffixEnd[at] ?? 0) - (suffixStart[at] ?? 0) - key.length;
    if ((flags & WORK) !== 0) {
      if (rest === 0) raise(documentId, NUMBER_TIER.exact);
    } else if ((flags & WHOLE) === 0) raise(documentId, NUMBER_TIER.partial);
    else if (rest === 0) raise(documentId, NUMBER_TIER.exact);
    // The key followed by more of the number ("iso 9001" in "iso 9001 2015 amd 1"), not by more of a word ("iso 900").
    else raise(documentId, text.charCodeAt((suffixStart[at] ?? 0) + key.length) === SPACE ? NUMBER_TIER.continued : NUMBER_TIER.partial);
  }
}

/** Documents whose number matches a normalised key, each with its best tier. */
export function matchNumberKey(index: NumberIndex, key: string): Map<number, number> {
  const tiers = new Map<number, number>();
  forEachNumberMatch(index, key, (documentId, tier) => {
    if ((tiers.get(documentId) ?? 0) < tier) tiers.set(documentId, tier);
  });
  return tiers;
}

/** What suggestDocumentIds needs to know of the documents, from its caller. */
export type SuggestionAccess = {
  /**
   * A document's place in natural number order, the order suggestions come in: the same
   * for every caller of one index (the snapshot's position), since remembered candidates
   * are ordered by it once for all. Negative for a document the snapshot does not hold.
   */
  positionOf: (documentId: number) => number;
  /** Whether this caller may see the document (another organisation's are hidden). */
  visible: (documentId: number) => boolean;
};

/**
 * Above this many suffixes in its range, a key's best candidates are remembered. Keys
 * this broad are the first characters every user types ("is", "iso"): their scan takes
 * several milliseconds, a narrower key's well under one.
 */
const REMEMBER_ABOVE = 2_000;
/** Candidates remembered per group: a margin over the 10 suggestions for documents hidden from a caller. */
const REMEMBERED_CANDIDATES = 64;
/** Broad keys remembered per index, the least recently used forgotten first. */
const REMEMBERED_KEYS = 2_000;

/** A group's best documents in suggestion order, and whether they are all of the group. */
type Candidates = { documentIds: Int32Array; complete: boolean };
/** The whole-number group, then the word-start group. */
type Remembered = readonly [Candidates, Candidates];
type Ranked = { documentId: number; rank: number };

// Weak: the candidates go with their index when a re-import replaces it.
const rememberedByIndex = new WeakMap<NumberIndex, LruCache<Remembered>>();

/**
 * Number suggestions: documents whose current number starts with the key, then those
 * where it follows a word start ("9001" → ISO 9001:2015), each group in `positionOf`
 * order (natural number order), at most `limit`, only documents the caller may see.
 */
export function suggestDocumentIds(index: NumberIndex, key: string, limit: number, access: SuggestionAccess): number[] {
  // The answer is whole documents: a fractional limit counts as its whole part, as slice does.
  const wanted = Math.floor(limit);
  if (!(wanted > 0)) return [];
  let remembered = rememberedByIndex.get(index);
  const candidates = remembered?.get(key);
  if (candidates) return answerFrom(candidates, wanted, access.visible) ?? scan(index, rangeOf(index, key), wanted, access, false).answer;
  const range = rangeOf(index, key);
  if (range.to - range.from <= REMEMBER_ABOVE) return scan(index, range, wanted, access, false).answer;
  const { answer, candidates: found } = scan(index, range, wanted, access, true);
  if (!remembered) {
    remembered = createLruCache<Remembered>({ maxWeight: REMEMBERED_KEYS });
    rememberedByIndex.set(index, remembered);
  }
  remembered.set(key, found);
  return answer;
}

/**
 * The suggestions from remembered candidates, or null when a group's remembered
 * candidates run out before `limit` visible ones and the group holds more: those only a
 * full scan finds. Filtering keeps the order, so the visible ones among a group's best
 * are that group's best visible ones.
 */
function answerFrom(remembered: Remembered, limit: number, visible: (documentId: number) => boolean): number[] | null {
  const answer: number[] = [];
  for (const group of remembered) {
    for (const documentId of group.documentIds) {
      if (answer.length === limit) return answer;
      if (visible(documentId)) answer.push(documentId);
    }
    if (answer.length < limit && !group.complete) return null;
  }
  return answer;
}

/**
 * The range's suggestions for this caller and, when `remember`, every caller's
 * candidates. A document counts once, at its first current suffix in range order, in
 * that suffix's group. That suffix is the same whoever asks: whether a document is
 * visible, or in the snapshot, holds for all its suffixes, so a hidden document is left
 * out entirely and never moves another into a different group. Hence one scan without
 * visibility serves every caller.
 */
function scan(
  index: NumberIndex,
  { from, to }: { from: number; to: number },
  limit: number,
  { positionOf, visible }: SuggestionAccess,
  remember: boolean,
): { answer: number[]; candidates: Remembered } {
  const best: Ranked[][] = [[], []];
  const kept: Ranked[][] = [[], []];
  const counts = [0, 0];
  const met = documentsMet(index, to - from);
  for (let at = from; at < to; at++) {
    const flags = index.flags[at] ?? 0;
    if ((flags & CURRENT) === 0) continue;
    const documentId = index.documentIds[at] ?? 0;
    if (met.has(documentId)) continue;
    met.add(documentId);
    const rank = positionOf(documentId);
    if (rank < 0) continue;
    const group = (flags & WHOLE) !== 0 ? 0 : 1;
    if (remember) {
      counts[group] = (counts[group] ?? 0) + 1;
      keepSmallest(kept[group] ?? [], documentId, rank, REMEMBERED_CANDIDATES);
    }
    // Whether the caller may see it is asked only of a document that would be among the best.
    const list = best[group] ?? [];
    if (!(list.length === limit && rank >= (list[limit - 1]?.rank ?? 0)) && visible(documentId)) keepSmallest(list, documentId, rank, limit);
  }
  const candidatesOf = (group: 0 | 1): Candidates => ({
    documentIds: Int32Array.from(kept[group] ?? [], (entry) => entry.documentId),
    complete: (counts[group] ?? 0) <= REMEMBERED_CANDIDATES,
  });
  return { answer: best.flatMap((group) => group.map((entry) => entry.documentId)).slice(0, limit), candidates: [candidatesOf(0), candidatesOf(1)] };
}

/** Keeps `list` as the `limit` smallest ranks, sorted; of equal ranks, the first met. */
function keepSmallest(list: Ranked[], documentId: number, rank: number, limit: number) {
  if (list.length === limit && rank >= (list[limit - 1]?.rank ?? 0)) return;
  let at = list.length;
  while (at > 0 && (list[at - 1]?.rank ?? 0) > rank) at--;
  list.splice(at, 0, { documentId, rank });
  if (list.length > limit) list.pop();
}

/** Above this many suffixes a scan marks the documents it met in a bitmap: a Set of hundreds of thousands took most of its time. */
const BITMAP_ABOVE = 20_000;

/** The documents a scan of `suffixes` suffixes has met. */
function documentsMet(index: NumberIndex, suffixes: number): { has: (documentId: number) => boolean; add: (documentId: number) => void } {
  if (suffixes <= BITMAP_ABOVE) return new Set<number>();
  const bits = new Uint8Array((index.highestDocumentId >>> 3) + 1);
  return {
    has: (documentId) => ((bits[documentId >>> 3] ?? 0) & (1 << (documentId & 7))) !== 0,
    add: (documentId) => {
      bits[documentId >>> 3] = (bits[documentId >>> 3] ?? 0) | (1 << (documentId & 7));
    },
  };
}
