
/*
 * The exports' plain values: the fields, the paths and pure helpers, without zod. The web app
 * imports them from here, so no schema is built in the browser; exports.contract.ts builds its
 * schemas from them and re-exports them for the server.
 */

/** The fields an export of documents can write, in the modal's order (search-area.md §3 "Export"). */
export const EXPORT_FIELDS = ['docId', 'name', 'title', 'status', 'language', 'publisher', 'country', 'latestVersion', 'versionDate', 'summary'] as const;
/** The fields of an export of metals: compositions and properties each in one cell. */
export const METAL_EXPORT_FIELDS = ['id', 'designation', 'materialNumber', 'kind', 'description', 'country', 'forms', 'standard', 'composition', 'properties'] as const;
export const METAL_SUPPLIER_EXPORT_FIELDS = ['id', 'name', 'country', 'forms', 'establishmentType', 'descriptions', 'keywords', 'website', 'metals'] as const;
/** The fields of an export of materials: each list and the properties in one cell. */
export const MATERIAL_EXPORT_FIELDS = [
  'id',
  'tradeName',
  'materialClass',
  'description',
  'forms',
  'productType',
  'additives',
  'standard',
  'chemicalAnalysis',
  'formulation',
  'specialCharacteristics',
  'chemicalResistance',
  'processing',
  'properties',
] as const;
export const MATERIAL_SUPPLIER_EXPORT_FIELDS = ['id', 'name', 'country', 'website', 'materials'] as const;

export type DocumentExportField = (typeof EXPORT_FIELDS)[number];
export type ExportField =
  | DocumentExportField
  | (typeof METAL_EXPORT_FIELDS)[number]
  | (typeof METAL_SUPPLIER_EXPORT_FIELDS)[number]
  | (typeof MATERIAL_EXPORT_FIELDS)[number]
  | (typeof MATERIAL_SUPPLIER_EXPORT_FIELDS)[number];

/** The searches whose results can be exported: documents (standards, collections), the metals and the materials tabs. */
export const EXPORT_TABS = ['standards', 'collections', 'metals', 'metalsSupplier', 'materials', 'materialsSupplier'] as const;
export type ExportTab = (typeof EXPORT_TABS)[number];

export const EXPORT_FIELDS_BY_TAB: Record<ExportTab, readonly ExportField[]> = {
  standards: EXPORT_FIELDS,
  collections: EXPORT_FIELDS,
  metals: METAL_EXPORT_FIELDS,
  metalsSupplier: METAL_SUPPLIER_EXPORT_FIELDS,
  materials: MATERIAL_EXPORT_FIELDS,
  materialsSupplier: MATERIAL_SUPPLIER_EXPORT_FIELDS,
};

/** Every field name any tab exports, each once. */
export const ANY_EXPORT_FIELDS = [
  ...new Set<ExportField>([...EXPORT_FIELDS, ...METAL_EXPORT_FIELDS, ...METAL_SUPPLIER_EXPORT_FIELDS, ...MATERIAL_EXPORT_FIELDS, ...MATERIAL_SUPPLIER_EXPORT_FIELDS]),
] as [ExportField, ...ExportField[]];

export const exportPaths = {
  /** The search service's export action (search-area.md §7): a multipart form. */
  create: (tab: ExportTab) => `/management/services.v1.searchajax/${tab}/export`,
  list: '/management/api/exports',
  one: (id: number | string) => `/management/api/exports/${id}`,
  download: (id: number | string) => `/management/api/exports/${id}/download`,
} as const;

/** The field list of a form: repeated fields, `fieldsToExport[]`, comma lists, or a mix. */
export function readFieldList(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** The chosen fields in the modal's order for the tab, each once; fields of another tab are left out. */
export function inExportOrder(fields: readonly ExportField[], tab: ExportTab = 'standards'): ExportField[] {
  const chosen = new Set(fields);
  return EXPORT_FIELDS_BY_TAB[tab].filter((field) => chosen.has(field));
}
