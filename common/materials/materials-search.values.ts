/*
 * The plain values of the metals tabs' searches: tabs, field names, paths and the search context's
 * mark, without zod. The web app imports them from here, so no schema is built in the browser;
 * materials-search.contract.ts builds its schemas from them and re-exports them for the server.
 */

export const MATERIALS_SEARCH_TABS = ['metals', 'metalsSupplier'] as const;
export type MaterialsSearchTab = (typeof MATERIALS_SEARCH_TABS)[number];

/** Form fields that carry a list (each value once per field, or `name[]`). */
export const MATERIALS_LIST_FIELDS: Record<MaterialsSearchTab, readonly string[]> = {
  metals: ['facetCountry', 'facetForm', 'facetKind', 'facetStandard'],
  metalsSupplier: ['form', 'descriptionsList', 'facetCountry', 'facetForm', 'facetEstablishmentType'],
};
/** Form fields holding popup rows as one JSON array. */
export const MATERIALS_ROW_FIELDS: Record<MaterialsSearchTab, readonly string[]> = {
  metals: ['chemicalComposition', 'mechanicalComposition'],
  metalsSupplier: [],
};

/** `POST /management/search/field/{key}` suggestions of the metals tabs (search-area.md §7). */
export const MATERIALS_SUGGEST_FIELDS = ['metals_designation', 'metals_description', 'metals_standard', 'metals_supplier_name', 'metals_supplier_description_autocomplete'] as const;
export type MaterialsSuggestField = (typeof MATERIALS_SUGGEST_FIELDS)[number];

/** `GET /management/search/field/{key}` option lists of the metals tabs. */
export const MATERIALS_OPTION_FIELDS = [
  'metalCountries',
  'metalForms',
  'metalKinds',
  'metalElements',
  'metalMechanicalProperties',
  'metalSupplierCountries',
  'metalSupplierForms',
  'establishmentTypes',
] as const;
export type MaterialsOptionField = (typeof MATERIALS_OPTION_FIELDS)[number];

/**
 * A search context names its tab in its first character, as the standards ones do
 * (common/search/search-paths.ts: 's', 'c'), so the results page knows which search to call.
 */
export const MATERIALS_CONTEXT_MARKS: Record<MaterialsSearchTab, string> = { metals: 'm', metalsSupplier: 'p' };

export function materialsTabOfSearchContext(searchContext: string): MaterialsSearchTab | null {
  for (const tab of MATERIALS_SEARCH_TABS) if (searchContext.startsWith(MATERIALS_CONTEXT_MARKS[tab])) return tab;
  return null;
}

export const materialsPaths = {
  search: (tab: MaterialsSearchTab) => `/management/services.v1.searchajax/${tab}`,
  metal: (id: number | string) => `/management/api/metals/${id}`,
  metalSupplier: (id: number | string) => `/management/api/metal-suppliers/${id}`,
  suggest: (field: MaterialsSuggestField) => `/management/search/field/${field}`,
  options: (field: MaterialsOptionField) => `/management/search/field/${field}`,
} as const;
