import type { FacetCountRow } from './metals.repo.ts';
import { trigramsOf, trigramSimilarity } from './trigram-similarity.ts';

/*
 * The part the in-memory metals and metal suppliers searches share: records in alphabetic order,
 * facet values as small codes counted in typed arrays, relevance by the name a user typed, and
 * the page. At ten times the demo data the same work in SQL took 80-120 ms a search (counting
 * facets over every match, reading long text columns twice); here it is a pass over arrays.
 */

export type FacetIndexPage = { offset: number; limit: number; alphabetic: boolean };
export type FacetIndexAnswer = { total: number; facetRows: FacetCountRow[]; hits: number; pageIds: number[] };

type Held<Entry> = {
  entry: Entry;
  id: number;
  /** The lower-cased name relevance and the alphabetic order compare. */
  nameKey: string;
  /** Place in the alphabetic order (lower-cased name, then id). */
  rank: number;
  /** The codes of each facet's values, in the order of the facet keys. */
  codes: number[][];
  trigrams: Set<string> | null;
};

type Dictionary = { codes: Map<string, number>; values: string[] };

export function createFacetIndex<Entry, Key extends string>(
  records: Entry[],
  shape: { facetKeys: readonly Key[]; idOf: (entry: Entry) => number; nameOf: (entry: Entry) => string; facetValuesOf: (entry: Entry) => Record<Key, string[]> },
) {
  const collator = new Intl.Collator('en');
  const dictionaries: Dictionary[] = shape.facetKeys.map(() => ({ codes: new Map(), values: [] }));
  const codeOf = (dictionary: Dictionary, value: string): number => {
    let code = dictionary.codes.get(value);
    if (code === undefined) {
      code = dictionary.values.length;
      dictionary.values.push(value);
      dictionary.codes.set(value, code);
    }
    return code;
  };
  const held: Held<Entry>[] = records.map((entry) => {
    const values = shape.facetValuesOf(entry);
    return {
      entry,
      id: shape.idOf(entry),
      nameKey: shape.nameOf(entry).toLowerCase(),
      rank: 0,
      codes: shape.facetKeys.map((key, facet) => values[key].map((value) => codeOf(dictionaries[facet] as Dictionary, value))),
      trigrams: null,
    };
  });
  held.sort((a, b) => collator.compare(a.nameKey, b.nameKey) || a.id - b.id);
  held.forEach((item, rank) => {
    item.rank = rank;
  });

  /**
   * One pass over what the fields found: a record every chosen facet keeps is found and counts in
   * every facet; one that a single facet leaves out still counts in that facet, whose options are
   * counted without its own choice.
   */
  function applyFacets(base: Held<Entry>[], facets: Record<Key, string[]>): { found: Held<Entry>[]; facetRows: FacetCountRow[] } {
    const chosen = shape.facetKeys.map((key, facet) => {
      if (facets[key].length === 0) return null;
      const dictionary = dictionaries[facet] as Dictionary;
      const wanted = new Uint8Array(dictionary.values.length);
      for (const value of facets[key]) {
        const code = dictionary.codes.get(value);
        if (code !== undefined) wanted[code] = 1;
      }
      return wanted;
    });
    const counts = dictionaries.map((dictionary) => new Int32Array(dictionary.values.length));
    const found: Held<Entry>[] = [];
    for (const item of base) {
      let failed = -1;
      let fails = 0;
      for (let facet = 0; facet < chosen.length && fails < 2; facet += 1) {
        const wanted = chosen[facet];
        if (wanted && !(item.codes[facet] ?? []).some((code) => wanted[code] === 1)) {
          fails += 1;
          failed = facet;
        }
      }
      if (fails > 1) continue;
      if (fails === 0) found.push(item);
      for (let facet = 0; facet < counts.length; facet += 1) {
        const tally = counts[facet];
        if (tally && (fails === 0 || facet === failed)) for (const code of item.codes[facet] ?? []) tally[code] = (tally[code] ?? 0) + 1;
      }
    }
    const facetRows: FacetCountRow[] = [];
    shape.facetKeys.forEach((key, facet) => {
      const values = (dictionaries[facet] as Dictionary).values;
      counts[facet]?.forEach((count, code) => {
        if (count > 0) facetRows.push({ facet: key, value: values[code] ?? '', count });
      });
    });
    return { found, facetRows };
  }

  /** The name equal to the text first, then beginning with it, then by trigram similarity (pg_trgm's). */
  function orderByRelevance(found: Held<Entry>[], text: string): Held<Entry>[] {
    const asked = trigramsOf(text);
    const scored = found.map((item) => {
      item.trigrams ??= trigramsOf(item.nameKey);
      return { item, exact: item.nameKey === text ? 1 : 0, prefix: item.nameKey.startsWith(text) ? 1 : 0, similarity: trigramSimilarity(item.trigrams, asked) };
    });
    scored.sort((a, b) => b.exact - a.exact || b.prefix - a.prefix || b.similarity - a.similarity || a.item.rank - b.item.rank);
    return scored.map((scoredItem) => scoredItem.item);
  }

  return {
    size: held.length,
    /**
     * The records `matches` keeps (null: every record), facet counts over them, and one page with
     * the facets applied, by relevance to `text` unless alphabetic or there is no text.
     */
    search(matches: ((entry: Entry) => boolean) | null, facets: Record<Key, string[]>, text: string, page: FacetIndexPage): FacetIndexAnswer {
      const base = matches ? held.filter((item) => matches(item.entry)) : held;
      const { found, facetRows } = applyFacets(base, facets);
      const asked = text.toLowerCase();
      const ordered = !page.alphabetic && asked ? orderByRelevance(found, asked) : found;
      return { total: base.length, facetRows, hits: found.length, pageIds: ordered.slice(page.offset, page.offset + page.limit).map((item) => item.id) };
    },
  };
}
