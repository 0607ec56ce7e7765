import type { MaterialResult, MaterialSupplierResult, MetalResult, MetalSupplierResult, PropertyShown } from '../../../common/materials/materials-search.contract.ts';
import type { ExportField } from '../../../common/exports/exports.contract.ts';
import type { CellValue } from './csv-writer.ts';

/*
 * The cells of metals, materials and their suppliers' exports. Lists go in one cell joined by '; ', a range as
 * min-max (an open end as ≥ or ≤), so a spreadsheet row stays one record.
 */

function rangeText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? String(min) : `${min}-${max}`;
  if (min !== null) return `≥${min}`;
  if (max !== null) return `≤${max}`;
  return '';
}

const propertyText = (property: PropertyShown) => `${property.name}: ${rangeText(property.min, property.max)}${property.unit ? ` ${property.unit}` : ''}`;

const METAL_CELLS: Partial<Record<ExportField, (metal: MetalResult) => CellValue>> = {
  id: (metal) => metal.id,
  designation: (metal) => metal.designation,
  materialNumber: (metal) => metal.materialNumber,
  kind: (metal) => metal.kind,
  description: (metal) => metal.description,
  country: (metal) => metal.country,
  forms: (metal) => metal.forms.join('; '),
  standard: (metal) => metal.standard,
  composition: (metal) => metal.composition.map((range) => `${range.element}: ${rangeText(range.min, range.max) || 'rest'}`).join('; '),
  properties: (metal) => metal.properties.map(propertyText).join('; '),
};

const SUPPLIER_CELLS: Partial<Record<ExportField, (supplier: MetalSupplierResult) => CellValue>> = {
  id: (supplier) => supplier.id,
  name: (supplier) => supplier.name,
  country: (supplier) => supplier.country,
  forms: (supplier) => supplier.forms.join('; '),
  establishmentType: (supplier) => supplier.establishmentType,
  descriptions: (supplier) => supplier.descriptions.join('; '),
  keywords: (supplier) => supplier.keywords.join('; '),
  website: (supplier) => supplier.website,
  metals: (supplier) => supplier.metals.join('; '),
};

const MATERIAL_CELLS: Partial<Record<ExportField, (material: MaterialResult) => CellValue>> = {
  id: (material) => material.id,
  tradeName: (material) => material.tradeName,
  materialClass: (material) => material.materialClass,
  description: (material) => material.description,
  forms: (material) => material.forms.join('; '),
  productType: (material) => material.productType,
  additives: (material) => material.additives,
  standard: (material) => material.standard,
  chemicalAnalysis: (material) => material.chemicalAnalysis.join('; '),
  formulation: (material) => material.formulation.join('; '),
  specialCharacteristics: (material) => material.specialCharacteristics.join('; '),
  chemicalResistance: (material) => material.chemicalResistance.join('; '),
  processing: (material) => material.processing.join('; '),
  properties: (material) => material.properties.map(propertyText).join('; '),
};

const MATERIAL_SUPPLIER_CELLS: Partial<Record<ExportField, (supplier: MaterialSupplierResult) => CellValue>> = {
  id: (supplier) => supplier.id,
  name: (supplier) => supplier.name,
  country: (supplier) => supplier.country,
  website: (supplier) => supplier.website,
  materials: (supplier) => supplier.materials.join('; '),
};

function cellsOf<T>(cells: Partial<Record<ExportField, (record: T) => CellValue>>, record: T, fields: readonly ExportField[]): CellValue[] {
  return fields.flatMap((field) => {
    const cell = cells[field];
    return cell ? [cell(record)] : [];
  });
}

export const materialCells = (material: MaterialResult, fields: readonly ExportField[]) => cellsOf(MATERIAL_CELLS, material, fields);
export const materialSupplierCells = (supplier: MaterialSupplierResult, fields: readonly ExportField[]) => cellsOf(MATERIAL_SUPPLIER_CELLS, supplier, fields);

export function metalCells(metal: MetalResult, fields: readonly ExportField[]): CellValue[] {
  return fields.flatMap((field) => {
    const cell = METAL_CELLS[field];
    return cell ? [cell(metal)] : [];
  });
}

export function metalSupplierCells(supplier: MetalSupplierResult, fields: readonly ExportField[]): CellValue[] {
  return fields.flatMap((field) => {
    const cell = SUPPLIER_CELLS[field];
    return cell ? [cell(supplier)] : [];
  });
}
