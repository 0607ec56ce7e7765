import { MATERIAL_PROPERTY_GROUPS, materialPropertyField } from '../../../common/materials/materials-search.values.ts';
import type { RangeRow } from '../../../common/materials/range-rows.ts';
import { LATEST_DATE_RANGE, latestRangeIssue } from '../../../common/search/search-criteria.values.ts';
import {
  filledRows,
  type CategoriesFilters,
  type CollectionsFilters,
  type LatestFilters,
  type MaterialsFilters,
  type MetalsFilters,
  type MetalSuppliersFilters,
  type SearchBarFilters,
  type StandardsFilters,
} from './search-bar-filters.ts';
import type { BarTab } from './search-bar-tabs.ts';

/** One form field the bar posts: its name as the server reads it (common/search/search-form-fields.ts) and a value. */
export type PostedField = readonly [name: string, value: string];

const many = (name: string, values: string[]): PostedField[] => values.map((value) => [`${name}[]`, value] as const);

function standardsFields(filters: StandardsFilters, advanced: boolean): PostedField[] {
  const quick: PostedField[] = [
    ['query_1', filters.documentNumber],
    ['query_2', filters.documentTitle],
  ];
  if (!advanced) return quick;
  return [
    ...quick,
    ...many('publisher', filters.publisher),
    ...many('include', filters.status),
    ['country', filters.country],
    ['dataset', filters.dataset],
    ['query_5', filters.crossReference],
  ];
}

function collectionsFields(filters: CollectionsFilters, advanced: boolean): PostedField[] {
  const quick: PostedField[] = [['query_1', filters.documentNumber]];
  if (!advanced) return quick;
  return [
    ...quick,
    ...many('colls', filters.collections),
    ['dcoll', filters.companyCollection],
    ['type', filters.documentType],
    ...many('include', filters.status),
    ...many('tags', filters.tags),
    ['notes', filters.notes],
  ];
}

/** The most specific ICS level chosen, or empty (search-area.md §4 "ICS categories"). */
export function effectiveIcsCode(filters: CategoriesFilters): string {
  if (!filters.isDescriptorFilter) return filters.icsCode.trim();
  return [filters.descriptorSubGroup, filters.descriptorGroup, filters.descriptorField].find((level) => level !== '') ?? '';
}

function categoriesFields(filters: CategoriesFilters, advanced: boolean): PostedField[] {
  const quick: PostedField[] = filters.isDescriptorFilter
    ? [
        ['ics_code_descriptor_filter', '1'],
        ['ics_level1', filters.descriptorField],
        ['ics_level2', filters.descriptorGroup],
        ['ics_level3', filters.descriptorSubGroup],
      ]
    : [
        ['ics_code_descriptor_filter', '0'],
        ['ics_code', filters.icsCode.trim()],
      ];
  if (!advanced) return quick;
  return [...quick, ...many('publisher', filters.publisher), ['country', filters.country], ...many('include', filters.status)];
}

/** Latest: what, publishers, the period, and its dates only when the period is a date range. */
function latestFields(filters: LatestFilters): PostedField[] {
  const range: PostedField[] =
    filters.when === LATEST_DATE_RANGE
      ? [
          ['dateFrom', filters.dateFrom.trim()],
          ['dateTo', filters.dateTo.trim()],
        ]
      : [];
  return [['what', filters.what], ...many('publisher', filters.publisher), ['when', filters.when], ...range, ['dataset', filters.dataset]];
}

/**
 * A popup's rows as the one JSON field the server reads (search-area.md §3): the rows that ask
 * for something, each with the six row fields; no field at all when none does.
 */
function rowsField(name: string, rows: readonly RangeRow[]): PostedField[] {
  const filled = filledRows(rows).map(({ element, elementValue, minValue, maxValue, singleValue, deviation }) => ({
    element,
    elementValue,
    minValue,
    maxValue,
    singleValue,
    deviation,
  }));
  return filled.length > 0 ? [[name, JSON.stringify(filled)]] : [];
}

/** Metals (named as the criteria, MetalsCriteria): designation and description quick, the rest advanced. */
function metalsFields(filters: MetalsFilters, advanced: boolean): PostedField[] {
  const quick: PostedField[] = [
    ['designation', filters.designation],
    ['description', filters.description],
  ];
  if (!advanced) return quick;
  return [
    ...quick,
    ['country', filters.country],
    ['form', filters.form],
    ['standard', filters.standard],
    ['keyword', filters.keyword],
    ...rowsField('chemicalComposition', filters.chemicalComposition),
    ...rowsField('mechanicalComposition', filters.mechanicalComposition),
  ];
}

/** Metal suppliers (MetalSuppliersCriteria): the name quick, the rest advanced; lists as `name[]`. */
function metalSuppliersFields(filters: MetalSuppliersFilters, advanced: boolean): PostedField[] {
  const quick: PostedField[] = [['name', filters.name]];
  if (!advanced) return quick;
  return [
    ...quick,
    ['country', filters.country],
    ...many('form', filters.form),
    ['establishmentType', filters.establishmentType],
    ['descriptions', filters.descriptions],
    ...many('descriptionsList', filters.descriptionsList),
    ['keyword', filters.keyword],
  ];
}

/** Materials (MaterialsCriteria): trade name and description quick; the rest, with one JSON field per property popup, advanced. */
function materialsFields(filters: MaterialsFilters, advanced: boolean): PostedField[] {
  const quick: PostedField[] = [
    ['tradeName', filters.tradeName],
    ['description', filters.description],
  ];
  if (!advanced) return quick;
  return [
    ...quick,
    ['class', filters.class],
    ...many('form', filters.form),
    ['productType', filters.productType],
    ['additives', filters.additives],
    ['keyword', filters.keyword],
    ...many('chemicalAnalysis', filters.chemicalAnalysis),
    ...many('formulation', filters.formulation),
    ...many('specialCharacteristics', filters.specialCharacteristics),
    ...many('chemicalResistance', filters.chemicalResistance),
    ...many('processing', filters.processing),
    ...MATERIAL_PROPERTY_GROUPS.flatMap((group) => rowsField(materialPropertyField(group), filters[materialPropertyField(group)])),
  ];
}

/**
 * The fields the active tab posts. Advanced fields go only when the advanced row is
 * shown for that tab (search-area.md §4 "Search"); the other tabs post nothing.
 */
export function postedFields(tab: BarTab, filters: SearchBarFilters, advancedShown: boolean): PostedField[] {
  switch (tab) {
    case 'standards':
      return standardsFields(filters.standards, advancedShown);
    case 'collections':
      return collectionsFields(filters.collections, advancedShown);
    case 'categories':
      return categoriesFields(filters.categories, advancedShown);
    case 'latest':
      return latestFields(filters.latest);
    case 'metals':
      return metalsFields(filters.metals, advancedShown);
    case 'metalsSupplier':
      return metalSuppliersFields(filters.metalsSupplier, advancedShown);
    case 'materials':
      return materialsFields(filters.materials, advancedShown);
    case 'materialsSupplier':
      return [
        ['name', filters.materialsSupplier.name],
        ['country', filters.materialsSupplier.country],
      ];
  }
}

/** An ICS code has digits and dots only (the server's rule), e.g. 03.120.10. */
export function isValidIcsCode(code: string): boolean {
  return /^[0-9.]*$/.test(code.trim());
}

/** What stops a Latest search with a date range (the server's rule, search-area.md §5 style), or null. */
export function latestDateIssue(filters: LatestFilters): ReturnType<typeof latestRangeIssue> {
  return filters.when === LATEST_DATE_RANGE ? latestRangeIssue(filters.dateFrom, filters.dateTo) : null;
}
