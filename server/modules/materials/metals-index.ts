import { createFacetIndex, type FacetIndexAnswer, type FacetIndexPage } from './facet-index.ts';
import { createIntervalIndex, idLimitOf, type RangeGroup } from './interval-index.ts';
import type { MetalFacets, MetalFields } from './metals.repo.ts';
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

/** A metal range group is named after its family and key: `c:Cr` for a composition, `p:yieldStrength` for a property. */
export const metalRangeName = (chemical: boolean, key: string): string => `${chemical ? 'c' : 'p'}:${key}`;

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

const FACET_KEYS = ['country', 'form', 'kind', 'standard'] as const satisfies readonly (keyof MetalFacets)[];

const present = (value: string | null): string[] => (value === null ? [] : [value]);

export function createMetalsIndex(rows: MetalEntryRow[], ranges: RangeGroup[]) {
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
  const intervals = createIntervalIndex(ranges, idLimitOf(rows));

  /** What the fields ask: each text contained, every word of the description and keyword somewhere. */
  function matcherOf(fields: MetalFields): ((entry: MetalEntry) => boolean) | null {
    const designation = fields.designation.toLowerCase();
    const descriptionWords = wordsOf(fields.description);
    const country = fields.country.toUpperCase();
    const form = fields.form.toLowerCase();
    const standard = fields.standard.toLowerCase();
    const keywordWords = wordsOf(fields.keyword);
    const rangeSets = fields.ranges.map((range) => intervals.overlapping(metalRangeName(range.chemical, range.key), range.low, range.high));
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
