import { createFacetIndex, type FacetIndexAnswer, type FacetIndexPage } from './facet-index.ts';
import { createIntervalIndex, idLimitOf, type RangeGroup } from './interval-index.ts';
import type { MaterialFacets, MaterialFields, MaterialRow } from './materials-search.repo.ts';
import { wordsOf } from './sql-conditions.ts';

/* The materials search in memory, on the same rules as the metals one: only the page shown is read from the database. */

export type MaterialEntryRow = Omit<MaterialRow, 'properties'>;

const FACET_KEYS = ['class', 'form', 'productType', 'standard'] as const satisfies readonly (keyof MaterialFacets)[];

/** The lists a multi select filters: a material matches when it has any of the values chosen. */
const LIST_FIELDS = {
  form: 'forms',
  chemicalAnalysis: 'chemical_analysis',
  formulation: 'formulation',
  specialCharacteristics: 'special_characteristics',
  chemicalResistance: 'chemical_resistance',
  processing: 'processing',
} as const satisfies Partial<Record<keyof MaterialFields, keyof MaterialEntryRow>>;

const present = (value: string | null): string[] => (value === null ? [] : [value]);
const lowered = (values: readonly string[]) => values.map((value) => value.toLowerCase());

export function createMaterialsIndex(rows: MaterialEntryRow[], ranges: RangeGroup[]) {
  const entries = rows.map((row) => ({
    row,
    tradeNameKey: row.trade_name.toLowerCase(),
    descriptionKey: (row.description ?? '').toLowerCase(),
    classKey: row.material_class.toLowerCase(),
    productTypeKey: (row.product_type ?? '').toLowerCase(),
    additivesKey: (row.additives ?? '').toLowerCase(),
    lists: Object.fromEntries(Object.entries(LIST_FIELDS).map(([field, column]) => [field, lowered(row[column])])) as Record<keyof typeof LIST_FIELDS, string[]>,
    keywordText: [
      row.trade_name,
      row.material_class,
      row.description ?? '',
      row.product_type ?? '',
      row.additives ?? '',
      row.standard ?? '',
      [...row.chemical_analysis, ...row.formulation, ...row.special_characteristics, ...row.forms].join(' '),
    ]
      .join(' ')
      .toLowerCase(),
  }));
  type Entry = (typeof entries)[number];
  const index = createFacetIndex(entries, {
    facetKeys: FACET_KEYS,
    idOf: (entry) => entry.row.id,
    nameOf: (entry) => entry.row.trade_name,
    facetValuesOf: ({ row }) => ({ class: [row.material_class], form: row.forms, productType: present(row.product_type), standard: present(row.standard) }),
  });
  const intervals = createIntervalIndex(ranges, idLimitOf(rows));

  /** Each text contained, every word of the description and keyword somewhere, any of each list's values, every property row's range. */
  function matcherOf(fields: MaterialFields): ((entry: Entry) => boolean) | null {
    const tradeName = fields.tradeName.toLowerCase();
    const descriptionWords = wordsOf(fields.description);
    const materialClass = fields.class.toLowerCase();
    const productType = fields.productType.toLowerCase();
    const additives = fields.additives.toLowerCase();
    const keywordWords = wordsOf(fields.keyword);
    const lists = (Object.keys(LIST_FIELDS) as (keyof typeof LIST_FIELDS)[]).filter((field) => fields[field].length > 0).map((field) => ({ field, wanted: lowered(fields[field]) }));
    const rangeSets = fields.ranges.map((range) => intervals.overlapping(range.key, range.low, range.high));
    if (!tradeName && descriptionWords.length === 0 && !materialClass && !productType && !additives && keywordWords.length === 0 && lists.length === 0 && rangeSets.length === 0) return null;
    return (entry) =>
      (!tradeName || entry.tradeNameKey.includes(tradeName)) &&
      descriptionWords.every((word) => entry.descriptionKey.includes(word)) &&
      (!materialClass || entry.classKey === materialClass) &&
      (!productType || entry.productTypeKey === productType) &&
      (!additives || entry.additivesKey.includes(additives)) &&
      lists.every(({ field, wanted }) => entry.lists[field].some((value) => wanted.includes(value))) &&
      keywordWords.every((word) => entry.keywordText.includes(word)) &&
      rangeSets.every((ids) => ids[entry.row.id] === 1);
  }

  return {
    /** Facet counts of what the fields find, and one page with the facets applied, by relevance to the trade name or keyword. */
    search(fields: MaterialFields, facets: MaterialFacets, page: FacetIndexPage): FacetIndexAnswer {
      return index.search(matcherOf(fields), facets, fields.tradeName || fields.keyword, page);
    },
  };
}
