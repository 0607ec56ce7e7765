import type { MetalResult, MetalSupplierResult, PropertyShown } from '../../../common/materials/materials-search.contract.ts';
import type { MetalRow } from './metals.repo.ts';
import type { SupplierRow } from './metal-suppliers.repo.ts';

/** Rows as the results list shows them: a property's single value is an interval of one point. */
export function toMetalResult(row: MetalRow, standardDocId: number | null, matched: string[]): MetalResult {
  const properties: PropertyShown[] = row.properties
    .filter((property) => property.value !== undefined || property.min !== undefined || property.max !== undefined)
    .map((property) => ({
      group: property.group,
      key: property.key,
      name: property.name,
      min: property.min ?? property.value ?? null,
      max: property.max ?? property.value ?? null,
      unit: property.unit ?? null,
    }));
  return {
    id: Number(row.id),
    designation: row.designation,
    materialNumber: row.material_number,
    description: row.description,
    kind: row.kind,
    country: row.country,
    forms: row.forms,
    standard: row.standard,
    standardDocId,
    composition: row.composition.map((range) => ({ element: range.element, min: range.min ?? null, max: range.max ?? null })),
    properties,
    matched: [...new Set(matched)],
  };
}

export function toSupplierResult(row: SupplierRow): MetalSupplierResult {
  return {
    id: Number(row.id),
    name: row.name,
    country: row.country,
    forms: row.forms,
    establishmentType: row.establishment_type,
    descriptions: row.descriptions,
    keywords: row.keywords,
    website: row.website,
    metals: row.metals,
  };
}
