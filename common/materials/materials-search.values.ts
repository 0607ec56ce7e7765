/*
 * The plain values of the metals and materials tabs' searches: tabs, field names, paths and the search context's
 * mark, without zod. The web app imports them from here, so no schema is built in the browser;
 * materials-search.contract.ts builds its schemas from them and re-exports them for the server.
 */

export const MATERIALS_SEARCH_TABS = ['metals', 'metalsSupplier', 'materials', 'materialsSupplier'] as const;
export type MaterialsSearchTab = (typeof MATERIALS_SEARCH_TABS)[number];

/** Form fields that carry a list (each value once per field, or `name[]`). */
export const MATERIALS_LIST_FIELDS: Record<MaterialsSearchTab, readonly string[]> = {
  metals: ['facetCountry', 'facetForm', 'facetKind', 'facetStandard'],
  metalsSupplier: ['form', 'descriptionsList', 'facetCountry', 'facetForm', 'facetEstablishmentType'],
  materials: [
    'form',
    'chemicalAnalysis',
    'formulation',
    'specialCharacteristics',
    'chemicalResistance',
    'processing',
    'facetClass',
    'facetForm',
    'facetProductType',
    'facetStandard',
  ],
  materialsSupplier: ['facetCountry'],
};

/** The materials tab's seven property popups (search-area.md §2), each posted as one JSON field named `<group>Properties`. */
export const MATERIAL_PROPERTY_GROUPS = ['mechanical', 'physical', 'electrical', 'impact', 'processing', 'thermal', 'other'] as const;
export type MaterialPropertyGroup = (typeof MATERIAL_PROPERTY_GROUPS)[number];
export const materialPropertyField = (group: MaterialPropertyGroup) => `${group}Properties` as const;
export type MaterialPropertyField = ReturnType<typeof materialPropertyField>;
/** Form fields holding popup rows as one JSON array. */
export const MATERIALS_ROW_FIELDS: Record<MaterialsSearchTab, readonly string[]> = {
  metals: ['chemicalComposition', 'mechanicalComposition'],
  metalsSupplier: [],
  materials: MATERIAL_PROPERTY_GROUPS.map(materialPropertyField),
  materialsSupplier: [],
};

/** `POST /management/search/field/{key}` suggestions of the metals tabs (search-area.md §7). */
export const MATERIALS_SUGGEST_FIELDS = [
  'metals_designation',
  'metals_description',
  'metals_standard',
  'metals_supplier_name',
  'metals_supplier_description_autocomplete',
  'material_trade_name',
  'material_supplier_name',
] as const;
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
  'materialClasses',
  'materialForms',
  'materialProductTypes',
  'materialAdditives',
  'materialChemicalAnalysis',
  'materialFormulations',
  'materialSpecialCharacteristics',
  'materialChemicalResistance',
  'materialProcessing',
  'materialSupplierCountries',
  'materialMechanicalProperties',
  'materialPhysicalProperties',
  'materialElectricalProperties',
  'materialImpactProperties',
  'materialProcessingProperties',
  'materialThermalProperties',
  'materialOtherProperties',
] as const;
export type MaterialsOptionField = (typeof MATERIALS_OPTION_FIELDS)[number];

/**
 * A search context names its tab in its first character, as the standards ones do
 * (common/search/search-paths.ts: 's', 'c'), so the results page knows which search to call.
 */
export const MATERIALS_CONTEXT_MARKS: Record<MaterialsSearchTab, string> = { metals: 'm', metalsSupplier: 'p', materials: 'w', materialsSupplier: 'q' };

export function materialsTabOfSearchContext(searchContext: string): MaterialsSearchTab | null {
  for (const tab of MATERIALS_SEARCH_TABS) if (searchContext.startsWith(MATERIALS_CONTEXT_MARKS[tab])) return tab;
  return null;
}

export const materialsPaths = {
  search: (tab: MaterialsSearchTab) => `/management/services.v1.searchajax/${tab}`,
  metal: (id: number | string) => `/management/api/metals/${id}`,
  metalSupplier: (id: number | string) => `/management/api/metal-suppliers/${id}`,
  material: (id: number | string) => `/management/api/materials/${id}`,
  materialSupplier: (id: number | string) => `/management/api/material-suppliers/${id}`,
  suggest: (field: MaterialsSuggestField) => `/management/search/field/${field}`,
  options: (field: MaterialsOptionField) => `/management/search/field/${field}`,
} as const;
