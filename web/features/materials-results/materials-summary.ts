import type { MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';

/*
 * Which words the summary line and the no-results message of a metals tab read (search-area.md
 * §2): the count found, for the words searched when there are some, and what facets left of it.
 */

const WHAT: Record<MaterialsSearchTab, 'metals' | 'suppliers' | 'materials' | 'materialSuppliers'> = {
  metals: 'metals',
  metalsSupplier: 'suppliers',
  materials: 'materials',
  materialsSupplier: 'materialSuppliers',
};

/** The summary line's key: "Metals found: 12" or "Metals found for “steel”: 12". */
export function summaryKey(tab: MaterialsSearchTab, terms: string): string {
  return `materialsResults.summary.${WHAT[tab]}${terms.trim() ? 'FoundFor' : 'Found'}`;
}

/** The note after the count when facets narrowed the list: how many the fields found before them. */
export function narrowedNote(hits: number, total: number): boolean {
  return hits < total;
}

export function noResultsTitleKey(tab: MaterialsSearchTab, terms: string): string {
  return `materialsResults.noResults.${WHAT[tab]}${terms.trim() ? 'TitleFor' : 'Title'}`;
}

/** The search tips of each tab, about its own fields. */
export const NO_RESULT_TIP_KEYS: Record<MaterialsSearchTab, readonly string[]> = {
  metals: [1, 2, 3, 4].map((tip) => `materialsResults.noResults.tips.metals.${tip}`),
  metalsSupplier: [1, 2, 3, 4].map((tip) => `materialsResults.noResults.tips.suppliers.${tip}`),
  materials: [1, 2, 3, 4].map((tip) => `materialsResults.noResults.tips.materials.${tip}`),
  materialsSupplier: [1, 2].map((tip) => `materialsResults.noResults.tips.materialSuppliers.${tip}`),
};
