import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/database.ts';
import { materialSuppliers, materials, metalSuppliers, metals } from '../../../../db/schema/index.ts';
import type { MaterialRecord, MaterialSupplierRecord, MetalRecord, MetalSupplierRecord } from '../../materials-record.ts';
import { createTestDatabase } from '../../../../test/test-database.ts';
import { createMaterialsWriter } from './materials-writer.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

function metalRecord(designation: string, overrides: Partial<MetalRecord> = {}): MetalRecord {
  return {
    source: 'test',
    sourceKey: `test:metals:${designation.toLowerCase()}`,
    designation,
    materialNumber: '1.0038',
    standard: 'EN 10025-2',
    kind: 'steel',
    forms: ['sheet', 'plate'],
    properties: [{ group: 'mechanical', key: 'yieldStrength', name: 'Yield strength', value: 235, unit: 'MPa' }],
    composition: [{ element: 'C', max: 0.17 }],
    raw: { General: { Name: designation } },
    ...overrides,
  };
}

const PLASTIC: MaterialRecord = {
  source: 'test',
  sourceKey: 'test:materials:abs',
  tradeName: 'ABS',
  materialClass: 'thermoplastic',
  forms: [],
  chemicalResistance: ['water'],
  processing: ['injection moulding'],
  properties: [{ group: 'mechanical', key: 'density', name: 'Density', value: 1060, unit: 'kg/m^3' }],
  raw: null,
};

const METAL_SUPPLIER: MetalSupplierRecord = {
  source: 'test',
  sourceKey: 'test:metal-suppliers:nord',
  name: 'Stahlhandel Nord',
  country: 'DE',
  forms: ['sheet'],
  descriptions: ['Cut to size'],
  keywords: ['steel'],
  website: 'https://nord.example/',
  metals: ['S235JR'],
};

const MATERIAL_SUPPLIER: MaterialSupplierRecord = {
  source: 'test',
  sourceKey: 'test:material-suppliers:kunststoff',
  name: 'Kunststoff AG',
  materials: ['ABS'],
};

describe('materials writer', () => {
  it('inserts metals, leaves an identical rewrite alone and updates only what changed', async () => {
    const writer = createMaterialsWriter(database);
    const records = [metalRecord('S235JR'), metalRecord('S355J2', { materialNumber: '1.0577' }), metalRecord('C45', { standard: undefined })];

    expect(await writer.writeMetals(records)).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    const [before] = await database.db.select().from(metals).where(eq(metals.sourceKey, 'test:metals:s235jr'));

    expect(await writer.writeMetals(structuredClone(records))).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
    const [after] = await database.db.select().from(metals).where(eq(metals.sourceKey, 'test:metals:s235jr'));
    expect(after?.updatedAt, 'an unchanged row keeps its timestamp').toEqual(before?.updatedAt);

    const changed = [
      metalRecord('S235JR', { properties: [{ group: 'mechanical', key: 'yieldStrength', name: 'Yield strength', value: 225, unit: 'MPa' }] }),
      records[1] as MetalRecord,
      metalRecord('C45', { standard: 'EN 10083-2' }),
      metalRecord('S275JR'),
    ];
    expect(await writer.writeMetals(changed)).toEqual({ inserted: 1, updated: 2, unchanged: 1 });

    const rows = await database.db.select().from(metals).where(eq(metals.source, 'test'));
    expect(rows).toHaveLength(4);
    const s235 = rows.find((row) => row.designation === 'S235JR');
    expect(s235).toMatchObject({ materialNumber: '1.0038', kind: 'steel', forms: ['sheet', 'plate'], composition: [{ element: 'C', max: 0.17 }] });
    expect(s235?.properties[0]?.value).toBe(225);
    expect(rows.find((row) => row.designation === 'C45')?.standard).toBe('EN 10083-2');
  });

  it('clears a field a source no longer has', async () => {
    const writer = createMaterialsWriter(database);
    expect(await writer.writeMetals([metalRecord('S275JR', { materialNumber: undefined })])).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const [row] = await database.db.select().from(metals).where(eq(metals.sourceKey, 'test:metals:s275jr'));
    expect(row?.materialNumber).toBeNull();
  });

  it('collapses duplicate source keys in one call, the last record winning', async () => {
    const writer = createMaterialsWriter(database);
    const counts = await writer.writeMetals([metalRecord('Dup', { kind: 'steel' }), metalRecord('Dup', { kind: 'cast-steel' })]);
    expect(counts).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    const [row] = await database.db.select().from(metals).where(eq(metals.sourceKey, 'test:metals:dup'));
    expect(row?.kind).toBe('cast-steel');
  });

  it('upserts materials and both kinds of supplier the same way', async () => {
    const writer = createMaterialsWriter(database);
    expect(await writer.writeMaterials([PLASTIC])).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    expect(await writer.writeMaterials([PLASTIC])).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await writer.writeMaterials([{ ...PLASTIC, processing: ['injection moulding', 'extrusion'] }])).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const [plastic] = await database.db.select().from(materials).where(eq(materials.sourceKey, PLASTIC.sourceKey));
    expect(plastic).toMatchObject({ tradeName: 'ABS', materialClass: 'thermoplastic', processing: ['injection moulding', 'extrusion'], raw: null });

    expect(await writer.writeMetalSuppliers([METAL_SUPPLIER])).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    expect(await writer.writeMetalSuppliers([METAL_SUPPLIER])).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await writer.writeMetalSuppliers([{ ...METAL_SUPPLIER, keywords: ['steel', 'plate'] }])).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const [supplier] = await database.db.select().from(metalSuppliers).where(eq(metalSuppliers.sourceKey, METAL_SUPPLIER.sourceKey));
    expect(supplier).toMatchObject({ name: 'Stahlhandel Nord', country: 'DE', keywords: ['steel', 'plate'], metals: ['S235JR'] });

    expect(await writer.writeMaterialSuppliers([MATERIAL_SUPPLIER])).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    expect(await writer.writeMaterialSuppliers([MATERIAL_SUPPLIER])).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await writer.writeMaterialSuppliers([{ ...MATERIAL_SUPPLIER, country: 'CH' }])).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const [materialSupplier] = await database.db.select().from(materialSuppliers).where(eq(materialSuppliers.sourceKey, MATERIAL_SUPPLIER.sourceKey));
    expect(materialSupplier).toMatchObject({ country: 'CH', website: null, materials: ['ABS'] });
  });

  it('writes nothing for no records', async () => {
    expect(await createMaterialsWriter(database).writeMaterials([])).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
  });

  it('writes in batches larger than one statement takes', async () => {
    const writer = createMaterialsWriter(database);
    const many = Array.from({ length: 1201 }, (_, index) => metalRecord(`Bulk-${index}`));
    expect(await writer.writeMetals(many)).toEqual({ inserted: 1201, updated: 0, unchanged: 0 });
    expect(await writer.writeMetals(many)).toEqual({ inserted: 0, updated: 0, unchanged: 1201 });
  });
});
