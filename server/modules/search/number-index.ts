import type { DatabaseHandle } from '../../db/database.ts';
import * as repo from './search-snapshot.repo.ts';

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
  /** Word-start suffixes of every number key, in code-unit order. */
  suffixes: string[];
  /** The document of each suffix. */
  documentIds: Int32Array;
  /** WHOLE when the suffix is a whole number key, CURRENT when that key is the document's current number. */
  flags: Uint8Array;
  /** Documents by their work number (ISO 9001 names the ISO 9001 chain). */
  works: Map<string, number[]>;
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

export type NumberKeyRow = { documentId: number; numberKey: string; current: boolean; workNumber: string | null };

export async function loadNumberIndex(database: DatabaseHandle): Promise<NumberIndex> {
  const builder = createNumberIndexBuilder();
  await repo.streamNumberKeys(database, BATCH, (rows) => {
    for (const row of rows) builder.add(row);
  });
  return builder.build();
}

/** Collects number keys (a document's rows together, as the repo streams them), then sorts once. */
export function createNumberIndexBuilder() {
  const suffixes: string[] = [];
  const owners: number[] = [];
  const flags: number[] = [];
  const works = new Map<string, number[]>();
  let lastWorkDocument = -1;
  return {
    add(row: NumberKeyRow) {
      for (let start = 0; start >= 0 && start < row.numberKey.length; ) {
        suffixes.push(start === 0 ? row.numberKey : row.numberKey.slice(start));
        owners.push(row.documentId);
        flags.push((start === 0 ? WHOLE : 0) | (row.current ? CURRENT : 0));
        const space = row.numberKey.indexOf(' ', start);
        start = space < 0 ? -1 : space + 1;
      }
      if (row.workNumber && row.documentId !== lastWorkDocument) {
        lastWorkDocument = row.documentId;
        const list = works.get(row.workNumber);
        if (list) list.push(row.documentId);
        else works.set(row.workNumber, [row.documentId]);
      }
    },
    build(): NumberIndex {
      const order = Int32Array.from(suffixes, (_, index) => index).sort((a, b) => compare(suffixes[a] ?? '', suffixes[b] ?? ''));
      return {
        suffixes: Array.from(order, (index) => suffixes[index] ?? ''),
        documentIds: Int32Array.from(order, (index) => owners[index] ?? 0),
        flags: Uint8Array.from(order, (index) => flags[index] ?? 0),
        works,
      };
    },
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first index whose suffix is not below `key`. */
function lowerBound(suffixes: string[], key: string): number {
  let low = 0;
  let high = suffixes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((suffixes[middle] ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Documents whose number matches a normalised key, each with its best tier. */
export function matchNumberKey(index: NumberIndex, key: string): Map<number, number> {
  const tiers = new Map<number, number>();
  const raise = (documentId: number, tier: number) => {
    if ((tiers.get(documentId) ?? 0) < tier) tiers.set(documentId, tier);
  };
  const continued = `${key} `;
  for (let at = lowerBound(index.suffixes, key); at < index.suffixes.length; at++) {
    const suffix = index.suffixes[at] ?? '';
    if (!suffix.startsWith(key)) break;
    const documentId = index.documentIds[at] ?? 0;
    if (((index.flags[at] ?? 0) & WHOLE) === 0) raise(documentId, NUMBER_TIER.partial);
    else if (suffix.length === key.length) raise(documentId, NUMBER_TIER.exact);
    else raise(documentId, suffix.startsWith(continued) ? NUMBER_TIER.continued : NUMBER_TIER.partial);
  }
  for (const documentId of index.works.get(key) ?? []) raise(documentId, NUMBER_TIER.exact);
  return tiers;
}

/**
 * Number suggestions: documents whose current number starts with the key, then those
 * where it follows a word start ("9001" → ISO 9001:2015), each group in the order
 * `rank` gives (natural number order), at most `limit`. A negative rank leaves the
 * document out (one the caller may not see).
 */
export function suggestDocumentIds(index: NumberIndex, key: string, limit: number, rank: (documentId: number) => number): number[] {
  const best: { documentId: number; rank: number }[][] = [[], []];
  const seen = new Set<number>();
  for (let at = lowerBound(index.suffixes, key); at < index.suffixes.length; at++) {
    if (!(index.suffixes[at] ?? '').startsWith(key)) break;
    const flags = index.flags[at] ?? 0;
    if ((flags & CURRENT) === 0) continue;
    const documentId = index.documentIds[at] ?? 0;
    const order = rank(documentId);
    if (order < 0 || seen.has(documentId)) continue;
    seen.add(documentId);
    keepSmallest(best[(flags & WHOLE) !== 0 ? 0 : 1] ?? [], { documentId, rank: order }, limit);
  }
  return best.flatMap((group) => group.map((entry) => entry.documentId)).slice(0, limit);
}

/** Keeps `list` as the `limit` smallest ranks, sorted. */
function keepSmallest(list: { documentId: number; rank: number }[], entry: { documentId: number; rank: number }, limit: number) {
  if (list.length === limit && entry.rank >= (list[limit - 1]?.rank ?? 0)) return;
  let at = list.length;
  while (at > 0 && (list[at - 1]?.rank ?? 0) > entry.rank) at--;
  list.splice(at, 0, entry);
  if (list.length > limit) list.pop();
}
