import { createFacetIndex, type FacetIndexAnswer, type FacetIndexPage } from './facet-index.ts';
import type { SupplierFacets, SupplierFields, SupplierRow } from './metal-suppliers.repo.ts';
import { wordsOf } from './sql-conditions.ts';

/*
 * The metal suppliers search in memory. Its keyword reads every metal a supplier lists: in SQL that
 * meant reading those long lists twice a search (100 ms at ten times the demo data).
 */

/** A supplier as the index holds it: every column of its record but the website. */
export type SupplierEntryRow = Omit<SupplierRow, 'website'>;

const FACET_KEYS = ['country', 'form', 'establishmentType'] as const satisfies readonly (keyof SupplierFacets)[];

const present = (value: string | null): string[] => (value === null ? [] : [value]);

export function createMetalSuppliersIndex(rows: SupplierEntryRow[]) {
  const entries = rows.map((row) => ({
    row,
    nameKey: row.name.toLowerCase(),
    typeKey: (row.establishment_type ?? '').toLowerCase(),
    descriptionKeys: row.descriptions.map((description) => description.toLowerCase()),
    descriptionText: row.descriptions.join(' | ').toLowerCase(),
    keywordText: [row.name, row.establishment_type ?? '', row.descriptions.join(' '), row.keywords.join(' '), row.metals.join(' ')].join(' ').toLowerCase(),
  }));
  type Entry = (typeof entries)[number];
  const index = createFacetIndex(entries, {
    facetKeys: FACET_KEYS,
    idOf: (entry) => entry.row.id,
    nameOf: (entry) => entry.row.name,
    facetValuesOf: ({ row }) => ({ country: present(row.country), form: row.forms, establishmentType: present(row.establishment_type) }),
  });

  /** Each text contained; a supplier offering any of the forms; every description chosen from the suggestions among its own. */
  function matcherOf(fields: SupplierFields): ((entry: Entry) => boolean) | null {
    const name = fields.name.toLowerCase();
    const country = fields.country.toUpperCase();
    const forms = fields.forms.map((form) => form.toLowerCase());
    const type = fields.establishmentType.toLowerCase();
    const description = fields.descriptions.toLowerCase();
    const chosen = fields.descriptionsList.map((item) => item.toLowerCase());
    const keywordWords = wordsOf(fields.keyword);
    if (!name && !country && forms.length === 0 && !type && !description && chosen.length === 0 && keywordWords.length === 0) return null;
    return (entry) =>
      (!name || entry.nameKey.includes(name)) &&
      (!country || entry.row.country === country) &&
      (forms.length === 0 || entry.row.forms.some((form) => forms.includes(form))) &&
      (!type || entry.typeKey === type) &&
      (!description || entry.descriptionText.includes(description)) &&
      chosen.every((item) => entry.descriptionKeys.includes(item)) &&
      keywordWords.every((word) => entry.keywordText.includes(word));
  }

  return {
    /** Facet counts of what the fields find, and one page with the facets applied, by relevance to the name. */
    search(fields: SupplierFields, facets: SupplierFacets, page: FacetIndexPage): FacetIndexAnswer {
      return index.search(matcherOf(fields), facets, fields.name, page);
    },
  };
}

export type MetalSuppliersIndex = ReturnType<typeof createMetalSuppliersIndex>;
