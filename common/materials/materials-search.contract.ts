import { z } from 'zod';
import { ORDER_BY_ALPHABETIC, ORDER_BY_RELEVANCE, RECORDS_PER_PAGE } from '../domain/constants.ts';
import { SEARCH_TEXT_MAX } from '../search/search-criteria.values.ts';
import { FacetOption, LookupOption } from '../search/search-results.contract.ts';
import { RowIdText } from '../stored-values.ts';
import { MATERIAL_PROPERTY_GROUPS, MATERIALS_OPTION_FIELDS, MATERIALS_SEARCH_TABS, MATERIALS_SUGGEST_FIELDS } from './materials-search.values.ts';

// The plain values (tabs, field names, paths, context marks) live apart from the schemas, for the web app.
export * from './materials-search.values.ts';

/*
 * The metals, metal suppliers, materials and material suppliers searches (search-area.md §2 "Quick
 * and advanced fields by tab", §3 "Search criteria per tab"):
 * `POST /management/services.v1.searchajax/{metals|metalsSupplier|materials|materialsSupplier}`
 * with the spec's logical field names as form fields; popups post their rows as one JSON field.
 */

export const MaterialsSearchTab = z.enum(MATERIALS_SEARCH_TABS);
export type MaterialsSearchTab = z.infer<typeof MaterialsSearchTab>;

const text = z.string().trim().max(SEARCH_TEXT_MAX, `At most ${SEARCH_TEXT_MAX} characters.`);
const choices = z.array(z.string().trim().min(1).max(100)).max(100, 'Too many values.');
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const orderBy = z.coerce
  .number()
  .pipe(z.union([z.literal(ORDER_BY_RELEVANCE), z.literal(ORDER_BY_ALPHABETIC)]))
  .default(ORDER_BY_RELEVANCE);

/** One popup row (search-area.md §3): the element's label and id, then the range; numbers may come as text. */
const cell = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .transform((value) => (value === null ? '' : String(value).trim()))
    .pipe(z.string().max(max, `At most ${max} characters.`))
    .default('');
export const RangeRowInput = z.strictObject({
  element: cell(100),
  elementValue: cell(100),
  minValue: cell(32),
  maxValue: cell(32),
  singleValue: cell(32),
  deviation: cell(32),
});
const rows = z.array(RangeRowInput).max(30, 'At most 30 rows.').default([]);

export const MetalsCriteria = z.strictObject({
  designation: text.default(''),
  description: text.default(''),
  country: text.default(''),
  form: text.default(''),
  standard: text.default(''),
  keyword: text.default(''),
  chemicalComposition: rows,
  mechanicalComposition: rows,
  facetCountry: choices.default([]),
  facetForm: choices.default([]),
  facetKind: choices.default([]),
  facetStandard: choices.default([]),
  page,
  orderBy,
});
export type MetalsCriteria = z.infer<typeof MetalsCriteria>;

export const MetalSuppliersCriteria = z.strictObject({
  name: text.default(''),
  country: text.default(''),
  form: choices.default([]),
  establishmentType: text.default(''),
  /** The descriptions box as typed; `descriptionsList` the ones chosen from its suggestions. */
  descriptions: text.default(''),
  descriptionsList: choices.default([]),
  keyword: text.default(''),
  facetCountry: choices.default([]),
  facetForm: choices.default([]),
  facetEstablishmentType: choices.default([]),
  page,
  orderBy,
});
export type MetalSuppliersCriteria = z.infer<typeof MetalSuppliersCriteria>;

/**
 * The materials tab: its texts, its multi selects (each value once per field, or `name[]`), and
 * one JSON field of popup rows per property group, named `<group>Properties`
 * (mechanicalProperties, physicalProperties, electricalProperties, impactProperties,
 * processingProperties, thermalProperties, otherProperties).
 */
export const MaterialsCriteria = z.strictObject({
  tradeName: text.default(''),
  description: text.default(''),
  class: text.default(''),
  form: choices.default([]),
  productType: text.default(''),
  additives: text.default(''),
  keyword: text.default(''),
  chemicalAnalysis: choices.default([]),
  formulation: choices.default([]),
  specialCharacteristics: choices.default([]),
  chemicalResistance: choices.default([]),
  processing: choices.default([]),
  mechanicalProperties: rows,
  physicalProperties: rows,
  electricalProperties: rows,
  impactProperties: rows,
  processingProperties: rows,
  thermalProperties: rows,
  otherProperties: rows,
  facetClass: choices.default([]),
  facetForm: choices.default([]),
  facetProductType: choices.default([]),
  facetStandard: choices.default([]),
  page,
  orderBy,
});
export type MaterialsCriteria = z.infer<typeof MaterialsCriteria>;

export const MaterialSuppliersCriteria = z.strictObject({
  name: text.default(''),
  country: text.default(''),
  facetCountry: choices.default([]),
  page,
  orderBy,
});
export type MaterialSuppliersCriteria = z.infer<typeof MaterialSuppliersCriteria>;

export const MaterialPropertyGroup = z.enum(MATERIAL_PROPERTY_GROUPS);

/** Each tab's criteria, for what reads them by tab (the form post, the search context, exports). */
export const TAB_CRITERIA = {
  metals: MetalsCriteria,
  metalsSupplier: MetalSuppliersCriteria,
  materials: MaterialsCriteria,
  materialsSupplier: MaterialSuppliersCriteria,
} as const satisfies Record<MaterialsSearchTab, z.ZodType>;
export type CriteriaOf<T extends MaterialsSearchTab> = z.infer<(typeof TAB_CRITERIA)[T]>;


export const CompositionShown = z.object({ element: z.string(), min: z.number().nullable(), max: z.number().nullable() });
export const PropertyShown = z.object({
  group: z.string(),
  key: z.string(),
  name: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  unit: z.string().nullable(),
});
export type PropertyShown = z.infer<typeof PropertyShown>;

/** A metal as the results list shows it; `matched` names the elements and properties the popups asked about. */
export const MetalResult = z.object({
  id: z.number().int(),
  designation: z.string(),
  materialNumber: z.string().nullable(),
  description: z.string().nullable(),
  kind: z.string(),
  country: z.string().nullable(),
  forms: z.array(z.string()),
  standard: z.string().nullable(),
  /** The catalogue's document of the governing standard, when the catalogue holds it. */
  standardDocId: z.number().int().nullable(),
  composition: z.array(CompositionShown),
  properties: z.array(PropertyShown),
  matched: z.array(z.string()),
});
export type MetalResult = z.infer<typeof MetalResult>;

export const MetalSupplierResult = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string().nullable(),
  forms: z.array(z.string()),
  establishmentType: z.string().nullable(),
  descriptions: z.array(z.string()),
  keywords: z.array(z.string()),
  website: z.string().nullable(),
  metals: z.array(z.string()),
});
export type MetalSupplierResult = z.infer<typeof MetalSupplierResult>;

/** A material as the results list shows it; `matched` names the properties the popups asked about. */
export const MaterialResult = z.object({
  id: z.number().int(),
  tradeName: z.string(),
  materialClass: z.string(),
  description: z.string().nullable(),
  forms: z.array(z.string()),
  productType: z.string().nullable(),
  additives: z.string().nullable(),
  standard: z.string().nullable(),
  standardDocId: z.number().int().nullable(),
  chemicalAnalysis: z.array(z.string()),
  formulation: z.array(z.string()),
  specialCharacteristics: z.array(z.string()),
  chemicalResistance: z.array(z.string()),
  processing: z.array(z.string()),
  properties: z.array(PropertyShown),
  matched: z.array(z.string()),
});
export type MaterialResult = z.infer<typeof MaterialResult>;

/** A material supplier; each material it offers linked to its page when a trade name matches one in the data. */
export const MaterialSupplierResult = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  materials: z.array(z.string()),
  materialLinks: z.array(z.object({ id: z.number().int().nullable(), tradeName: z.string() })),
});
export type MaterialSupplierResult = z.infer<typeof MaterialSupplierResult>;

export const MaterialsFacet = z.object({
  key: z.enum(['country', 'form', 'kind', 'standard', 'establishmentType', 'class', 'productType']),
  kind: z.literal('multi'),
  options: z.array(FacetOption),
});
export type MaterialsFacet = z.infer<typeof MaterialsFacet>;

const resultsBase = {
  /** The search as the results page's address carries it; paging, facets and order post it back with what changed. */
  searchContext: z.string(),
  page: z.number().int(),
  recordsPerPage: z.literal(RECORDS_PER_PAGE),
  orderBy: z.number().int(),
  /** Records found with the facets applied. */
  hits: z.number().int(),
  /** Records the fields found before the facets narrowed them. */
  total: z.number().int(),
  facets: z.array(MaterialsFacet),
  summary: z.object({ terms: z.string() }),
  nohits: z.boolean(),
  canReset: z.boolean(),
  /** What the caller may do with the list (lite subscriptions: no sort, save or export). */
  actions: z.object({ sort: z.boolean(), export: z.boolean() }),
};

export const MetalsResults = z.object({ tab: z.literal('metals'), criteria: MetalsCriteria, records: z.array(MetalResult), ...resultsBase });
export type MetalsResults = z.infer<typeof MetalsResults>;
export const MetalSuppliersResults = z.object({
  tab: z.literal('metalsSupplier'),
  criteria: MetalSuppliersCriteria,
  records: z.array(MetalSupplierResult),
  ...resultsBase,
});
export type MetalSuppliersResults = z.infer<typeof MetalSuppliersResults>;
export const MaterialsResults = z.object({ tab: z.literal('materials'), criteria: MaterialsCriteria, records: z.array(MaterialResult), ...resultsBase });
export type MaterialsResults = z.infer<typeof MaterialsResults>;
export const MaterialSuppliersResults = z.object({
  tab: z.literal('materialsSupplier'),
  criteria: MaterialSuppliersCriteria,
  records: z.array(MaterialSupplierResult),
  ...resultsBase,
});
export type MaterialSuppliersResults = z.infer<typeof MaterialSuppliersResults>;
export type MaterialsSearchResults = MetalsResults | MetalSuppliersResults | MaterialsResults | MaterialSuppliersResults;

export const MaterialsSuggestField = z.enum(MATERIALS_SUGGEST_FIELDS);
export type MaterialsSuggestField = z.infer<typeof MaterialsSuggestField>;
export const MaterialsSuggestRequest = z.strictObject({ term: z.string().trim().max(SEARCH_TEXT_MAX), type: z.string().trim().max(40).optional() });

export const MaterialsOptionField = z.enum(MATERIALS_OPTION_FIELDS);
export type MaterialsOptionField = z.infer<typeof MaterialsOptionField>;
export const MaterialsOptions = z.array(LookupOption);

/** A metal's page: the result's fields, and the suppliers that list it. */
export const MetalDetail = MetalResult.extend({
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string(), country: z.string().nullable() })),
});
export type MetalDetail = z.infer<typeof MetalDetail>;

/** A supplier's page: the result's fields, each metal it lists linked to its page when the data holds it. */
export const MetalSupplierDetail = MetalSupplierResult.extend({
  metalLinks: z.array(z.object({ id: z.number().int().nullable(), designation: z.string() })),
});
export type MetalSupplierDetail = z.infer<typeof MetalSupplierDetail>;

/** A material's page: the result's fields, and the suppliers that offer it. */
export const MaterialDetail = MaterialResult.extend({
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string(), country: z.string().nullable() })),
});
export type MaterialDetail = z.infer<typeof MaterialDetail>;

/** A material supplier's page: the result's fields (its materials linked as in the results). */
export const MaterialSupplierDetail = MaterialSupplierResult;
export type MaterialSupplierDetail = z.infer<typeof MaterialSupplierDetail>;

export const MaterialIdParams = z.strictObject({ id: RowIdText });
