import { createFacetIndex, type FacetIndexAnswer, type FacetIndexPage } from './facet-index.ts';
import type { MetalFacets, MetalFields, RangeFilter } from './metals.repo.ts';
import { wordsOf } from './sql-conditions.ts';

/*
 * The metals search in memory: the text and facet columns of every metal and its intervals, so a
 * search reads no rows but the page it shows (bench/metals.bench.ts measures it).
 */

export type MetalEntryRow = {
  id: number;
  designation: string;
  material_number: string | null;
  description: string | null;
  standard: string | null;
  kind: string;
  country: string | null;
  forms: string[];
};

/** One element's or property's intervals over every metal, as parallel arrays. */
export type MetalRangeGroup = { key: string; chemical: boolean; ids: number[]; lows: number[]; highs: number[] };

type MetalEntry = {
  id: number;
  designationKey: string;
  numberKey: string;
  descriptionKey: string;
  standardKey: string;
  country: string | null;
  forms: string[];
  keywordText: string;
};

type Intervals = { ids: Int32Array; low: Float64Array; high: Float64Array };

const FACET_KEYS = ['country', 'form', 'kind', 'standard'] as const satisfies readonly (keyof MetalFacets)[];

const present = (value: string | null): string[] => (value === null ? [] : [value]);

export function createMetalsIndex(rows: MetalEntryRow[], ranges: MetalRangeGroup[]) {
  const entries = rows.map((row): MetalEntry & { row: MetalEntryRow } => ({
    row,
    id: row.id,
    designationKey: row.designation.toLowerCase(),
    numberKey: (row.material_number ?? '').toLowerCase(),
    descriptionKey: (row.description ?? '').toLowerCase(),
    standardKey: (row.standard ?? '').toLowerCase(),
    country: row.country,
    forms: row.forms,
    keywordText: [row.designation, row.material_number ?? '', row.description ?? '', row.standard ?? '', row.kind, row.forms.join(' ')].join(' ').toLowerCase(),
  }));
  const index = createFacetIndex(entries, {
    facetKeys: FACET_KEYS,
    idOf: (entry) => entry.id,
    nameOf: (entry) => entry.row.designation,
    facetValuesOf: ({ row }) => ({ country: present(row.country), form: row.forms, kind: [row.kind], standard: present(row.standard) }),
  });
  const intervals = new Map<string, Intervals>(
    ranges.map((group) => [`${group.chemical ? 'c' : 'p'}:${group.key}`, { ids: Int32Array.from(group.ids), low: Float64Array.from(group.lows), high: Float64Array.from(group.highs) }]),
  );
  const idLimit = rows.reduce((highest, row) => Math.max(highest, row.id), 0) + 1;

  /** Marks, by id, the metals whose interval for the row's key overlaps the asked one. */
  function idsInRange(range: RangeFilter): Uint8Array {
    const found = new Uint8Array(idLimit);
    const list = intervals.get(`${range.chemical ? 'c' : 'p'}:${range.key}`);
    if (!list) return found;
    const low = range.low ?? Number.NEGATIVE_INFINITY;
    const high = range.high ?? Number.POSITIVE_INFINITY;
    for (let position = 0; position < list.ids.length; position += 1) {
      const id = list.ids[position] ?? 0;
      if (id < idLimit && (list.high[position] ?? 0) >= low && (list.low[position] ?? 0) <= high) found[id] = 1;
    }
    return found;
  }

  /** What the fields ask: each text contained, every word of the description and keyword somewhere. */
  function matcherOf(fields: MetalFields): ((entry: MetalEntry) => boolean) | null {
    const designation = fields.designation.toLowerCase();
    const descriptionWords = wordsOf(fields.description);
    const country = fields.country.toUpperCase();
    const form = fields.form.toLowerCase();
    const standard = fields.standard.toLowerCase();
    const keywordWords = wordsOf(fields.keyword);
    const rangeSets = fields.ranges.map(idsInRange);
    if (!designation && descriptionWords.length === 0 && !country && !form && !standard && keywordWords.length === 0 && rangeSets.length === 0) return null;
    return (entry) =>
      (!designation || entry.designationKey.includes(designation) || entry.numberKey.includes(designation)) &&
      descriptionWords.every((word) => entry.descriptionKey.includes(word)) &&
      (!country || entry.country === country) &&
      (!form || entry.forms.includes(form)) &&
      (!standard || entry.standardKey.includes(standard)) &&
      keywordWords.every((word) => entry.keywordText.includes(word)) &&
      rangeSets.every((ids) => ids[entry.id] === 1);
  }

  return {
    size: index.size,
    /** Facet counts of what the fields find, and one page with the facets applied, by relevance to the designation or keyword. */
    search(fields: MetalFields, facets: MetalFacets, page: FacetIndexPage): FacetIndexAnswer {
      return index.search(matcherOf(fields), facets, fields.designation || fields.keyword, page);
    },
  };
}

export type MetalsIndex = ReturnType<typeof createMetalsIndex>;
