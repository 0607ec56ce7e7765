import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/database.ts';
import { materials, metalSuppliers, metals } from '../../../../db/schema/index.ts';
import { createTestDatabase } from '../../../../test/test-database.ts';
import { importMaterialsFiles, type MaterialsImportProgress } from './materials-files.ts';

const CARDS = '/work/shared/data/materials/freecad-fcmat';

let database: DatabaseHandle;
let directory: string;

beforeAll(async () => {
  database = await createTestDatabase();
  directory = mkdtempSync(path.join(os.tmpdir(), 'materials-files-'));
  mkdirSync(path.join(directory, 'nested'));
  writeFileSync(
    path.join(directory, 'metals-structural.csv'),
    'designation,material_number,standard,kind,composition,yield_strength_mpa\n' +
      'S355J2,1.0577,EN 10025-2,steel,C:<=0.20|Mn:<=1.60,355\n' +
      'Broken,1.0050,,steel,C:0.3-0.2,\n',
  );
  writeFileSync(path.join(directory, 'nested', 'metal-suppliers.csv'), 'name,country,metals\nStahlhandel Nord,DE,S355J2|S235JR\n');
  // Neither name tells the kind; the header does.
  writeFileSync(path.join(directory, 'nested', 'export.csv'), 'trade_name,class,density_kg_m3\nPEEK 450G,thermoplastic,1300\n');
  writeFileSync(path.join(directory, 'notes.txt'), 'not imported');
});

afterAll(async () => {
  await database.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('importMaterialsFiles', () => {
  it('routes CSV files by name or header, reports bad rows with file and line', async () => {
    const progress: MaterialsImportProgress[] = [];
    const summary = await importMaterialsFiles(database, [directory], (step) => progress.push(step));
    expect(summary).toEqual({
      files: 3,
      metals: { inserted: 1, updated: 0, unchanged: 0 },
      materials: { inserted: 1, updated: 0, unchanged: 0 },
      metalSuppliers: { inserted: 1, updated: 0, unchanged: 0 },
      materialSuppliers: { inserted: 0, updated: 0, unchanged: 0 },
      errors: [{ file: path.join(directory, 'metals-structural.csv'), row: 3, reason: 'range "0.3-0.2" has its minimum above its maximum' }],
    });
    expect(progress.map((step) => step.done)).toEqual([1, 2, 3]);
    expect(progress.every((step) => step.total === 3)).toBe(true);

    const [s355] = await database.db.select().from(metals).where(eq(metals.sourceKey, 'csv:metals:s355j2'));
    expect(s355).toMatchObject({ source: 'csv', materialNumber: '1.0577', composition: [{ element: 'C', max: 0.2 }, { element: 'Mn', max: 1.6 }] });
    const [supplier] = await database.db.select().from(metalSuppliers).where(eq(metalSuppliers.sourceKey, 'csv:metal-suppliers:stahlhandel-nord'));
    expect(supplier?.metals).toEqual(['S355J2', 'S235JR']);
    const [peek] = await database.db.select().from(materials).where(eq(materials.sourceKey, 'csv:materials:peek-450g'));
    expect(peek?.materialClass).toBe('thermoplastic');
  });

  it('reports paths it cannot import', async () => {
    const summary = await importMaterialsFiles(database, [path.join(directory, 'notes.txt'), path.join(directory, 'missing.csv')]);
    expect(summary.files).toBe(0);
    expect(summary.errors.map((error) => [path.basename(error.file), error.reason.split(':')[0]])).toEqual([
      ['notes.txt', 'neither a .FCMat card nor a .csv file'],
      ['missing.csv', 'cannot open'],
    ]);
  });

  it.skipIf(!existsSync(CARDS))('imports the FreeCAD cards, and a second import changes nothing', async () => {
    const first = await importMaterialsFiles(database, [CARDS]);
    expect(first.files).toBe(118);
    expect(first.metals).toEqual({ inserted: 101, updated: 0, unchanged: 0 });
    expect(first.materials).toEqual({ inserted: 15, updated: 0, unchanged: 0 });
    expect(first.errors.map((error) => path.basename(error.file)).sort()).toEqual(['None.FCMat', 'TEMPLATE.FCMat']);

    const again = await importMaterialsFiles(database, [CARDS]);
    expect(again.metals).toEqual({ inserted: 0, updated: 0, unchanged: 101 });
    expect(again.materials).toEqual({ inserted: 0, updated: 0, unchanged: 15 });

    const [s235] = await database.db.select().from(metals).where(eq(metals.sourceKey, 'fcmat:steel-s235jr'));
    expect(s235).toMatchObject({ source: 'fcmat', designation: 'S235JR', materialNumber: '1.0037', standard: 'EN 10025', kind: 'steel' });
    expect(s235?.properties.find((property) => property.key === 'youngsModulus')).toMatchObject({ value: 210000, unit: 'MPa' });
  });
});
