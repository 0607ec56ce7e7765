import type { DatabaseHandle } from '../db/database.ts';
import { DATASETS } from '../modules/catalogue/index.ts';
import { createMaterialsWriter } from '../modules/catalogue/importers/materials/materials-writer.ts';
import type { CompositionRange, MaterialProperty, MaterialRecord, MaterialSupplierRecord, MetalRecord, MetalSupplierRecord } from '../modules/catalogue/materials-record.ts';

/* Metals, materials and their suppliers for tests, in the importer's records and units. */

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const property = (key: string, range: { value?: number; min?: number; max?: number }, unit = 'MPa', group = 'mechanical'): MaterialProperty => ({
  group,
  key,
  name: key,
  ...range,
  unit,
});

export function metalRecord(designation: string, values: Partial<Omit<MetalRecord, 'designation' | 'sourceKey'>> & { composition?: CompositionRange[] } = {}): MetalRecord {
  return {
    source: 'test',
    sourceKey: `test:metals:${slug(designation)}`,
    designation,
    kind: 'steel',
    forms: [],
    properties: [],
    composition: [],
    raw: null,
    ...values,
  };
}

export function metalSupplierRecord(name: string, values: Partial<Omit<MetalSupplierRecord, 'name' | 'sourceKey'>> = {}): MetalSupplierRecord {
  return { source: 'test', sourceKey: `test:metal-suppliers:${slug(name)}`, name, forms: [], descriptions: [], keywords: [], metals: [], ...values };
}

export async function writeMetals(database: DatabaseHandle, metals: MetalRecord[], suppliers: MetalSupplierRecord[] = []): Promise<void> {
  const writer = createMaterialsWriter(database);
  await writer.writeMetals(metals);
  await writer.writeMetalSuppliers(suppliers);
}

/** The metals dataset's id, made as the catalogue makes it when no import has run yet. */
export async function metalsDatasetId(database: DatabaseHandle): Promise<number> {
  const metals = DATASETS.find((dataset) => dataset.kind === 'metals');
  if (!metals) throw new Error('no metals dataset is defined');
  await database.executeSql(`insert into datasets (code, name, kind) values ($1, $2, 'metals') on conflict (code) do nothing`, [metals.code, metals.name]);
  const { rows } = await database.executeSql(`select id from datasets where code = $1`, [metals.code]);
  return Number(rows[0]?.id);
}

export function materialRecord(tradeName: string, values: Partial<Omit<MaterialRecord, 'tradeName' | 'sourceKey'>> = {}): MaterialRecord {
  return { source: 'test', sourceKey: `test:materials:${slug(tradeName)}`, tradeName, materialClass: 'thermoplastic', forms: [], chemicalResistance: [], processing: [], properties: [], raw: null, ...values };
}

export function materialSupplierRecord(name: string, values: Partial<Omit<MaterialSupplierRecord, 'name' | 'sourceKey'>> = {}): MaterialSupplierRecord {
  return { source: 'test', sourceKey: `test:material-suppliers:${slug(name)}`, name, materials: [], ...values };
}

export async function writeMaterials(database: DatabaseHandle, materials: MaterialRecord[], suppliers: MaterialSupplierRecord[] = []): Promise<void> {
  const writer = createMaterialsWriter(database);
  await writer.writeMaterials(materials);
  await writer.writeMaterialSuppliers(suppliers);
}

/** The materials dataset's id, made as the catalogue makes it when no import has run yet. */
export async function materialsDatasetId(database: DatabaseHandle): Promise<number> {
  const materials = DATASETS.find((dataset) => dataset.kind === 'materials');
  if (!materials) throw new Error('no materials dataset is defined');
  await database.executeSql(`insert into datasets (code, name, kind) values ($1, $2, 'materials') on conflict (code) do nothing`, [materials.code, materials.name]);
  const { rows } = await database.executeSql(`select id from datasets where code = $1`, [materials.code]);
  return Number(rows[0]?.id);
}
