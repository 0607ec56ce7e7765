import type { MaterialResult, MaterialSupplierResult, MetalResult, MetalSupplierResult, PropertyShown } from '../../../common/materials/materials-search.contract.ts';
import type { MaterialRow } from './materials-search.repo.ts';
import type { MaterialSupplierRow } from './material-suppliers.repo.ts';
import type { MetalRow } from './metals.repo.ts';
import type { SupplierRow } from './metal-suppliers.repo.ts';

/** Properties as the results list shows them: a single value is an interval of one point. */
const propertiesShown = (properties: (MetalRow | MaterialRow)['properties']): PropertyShown[] =>
  properties
    .filter((property) => property.value !== undefined || property.min !== undefined || property.max !== undefined)
    .map((property) => ({
      group: property.group,
      key: property.key,
      name: property.name,
      min: property.min ?? property.value ?? null,
      max: property.max ?? property.value ?? null,
      unit: property.unit ?? null,
    }));

export function toMetalResult(row: MetalRow, standardDocId: number | null, matched: string[]): MetalResult {
  const properties = propertiesShown(row.properties);
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

export function toMaterialResult(row: MaterialRow, standardDocId: number | null, matched: string[]): MaterialResult {
  return {
    id: Number(row.id),
    tradeName: row.trade_name,
    materialClass: row.material_class,
    description: row.description,
    forms: row.forms,
    productType: row.product_type,
    additives: row.additives,
    standard: row.standard,
    standardDocId,
    chemicalAnalysis: row.chemical_analysis,
    formulation: row.formulation,
    specialCharacteristics: row.special_characteristics,
    chemicalResistance: row.chemical_resistance,
    processing: row.processing,
    properties: propertiesShown(row.properties),
    matched: [...new Set(matched)],
  };
}

/** A supplier as the results show it; `materialIds` are the data's materials by trade name (a name it lacks stays unlinked). */
export function toMaterialSupplierResult(row: MaterialSupplierRow, materialIds: ReadonlyMap<string, number>): MaterialSupplierResult {
  return {
    id: Number(row.id),
    name: row.name,
    country: row.country,
    website: row.website,
    materials: row.materials,
    materialLinks: row.materials.map((tradeName) => ({ id: materialIds.get(tradeName) ?? null, tradeName })),
  };
}
