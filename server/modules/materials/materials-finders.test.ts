import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { materialRecord, metalRecord, metalSupplierRecord, property, writeMaterials, writeMetals } from '../../test/materials-factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createMaterialsFinder, createMetalsFinder, createMetalSuppliersFinder } from './materials-finders.ts';
import type { MaterialFields } from './materials-search.repo.ts';
import type { MetalFields } from './metals.repo.ts';

/* The in-memory metals, suppliers and materials searches follow their tables: what a writer adds or rewrites is found by the next search. */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const fields = (values: Partial<MetalFields> = {}): MetalFields => ({ designation: '', description: '', country: '', form: '', standard: '', keyword: '', ranges: [], ...values });
const noFacets = { country: [], form: [], kind: [], standard: [] };
const page = { offset: 0, limit: 15, alphabetic: true };

describe('the metals finder', () => {
  it('sees metals written after its first search, and rewritten ones as they now are', async () => {
    const finder = createMetalsFinder(database);
    await writeMetals(database, [metalRecord('C45', { description: 'Quenched and tempered steel', properties: [property('yieldStrength', { min: 300, max: 340 })] })]);
    const first = await finder.search(fields(), noFacets, page);
    expect(first.rows.map((row) => row.designation)).toEqual(['C45']);

    await writeMetals(database, [metalRecord('C60', { description: 'Spring steel', properties: [property('yieldStrength', { min: 450 })] })]);
    const strong = await finder.search(fields({ ranges: [{ key: 'yieldStrength', chemical: false, low: 400, high: null }] }), noFacets, page);
    expect(strong.rows.map((row) => row.designation)).toEqual(['C60']);

    await writeMetals(database, [metalRecord('C45', { description: 'Induction hardened shaft steel', properties: [property('yieldStrength', { min: 300, max: 340 })] })]);
    const rewritten = await finder.search(fields({ description: 'induction' }), noFacets, page);
    expect(rewritten).toMatchObject({ total: 1, hits: 1 });
    expect(rewritten.rows[0]).toMatchObject({ designation: 'C45', description: 'Induction hardened shaft steel' });
  });

  it('sees suppliers written after its first search, and rewritten ones as they now are', async () => {
    const finder = createMetalSuppliersFinder(database);
    const suppliers = { name: '', country: '', forms: [], establishmentType: '', descriptions: '', descriptionsList: [], keyword: '' };
    const noSupplierFacets = { country: [], form: [], establishmentType: [] };
    await writeMetals(database, [], [metalSupplierRecord('Rhein Stahlhandel', { country: 'DE', forms: ['bar'], metals: ['C45'] })]);
    expect((await finder.search({ ...suppliers, keyword: 'c45' }, noSupplierFacets, page)).rows.map((row) => row.name)).toEqual(['Rhein Stahlhandel']);

    await writeMetals(database, [], [metalSupplierRecord('Nordic Plate', { country: 'SE', forms: ['plate'], metals: ['C45'] })]);
    const both = await finder.search({ ...suppliers, keyword: 'c45' }, { ...noSupplierFacets, country: ['SE'] }, page);
    expect(both).toMatchObject({ total: 2, hits: 1 });
    expect(both.facetRows).toContainEqual({ facet: 'country', value: 'DE', count: 1 });

    await writeMetals(database, [], [metalSupplierRecord('Rhein Stahlhandel', { country: 'DE', forms: ['bar'], metals: ['C60'] })]);
    expect((await finder.search({ ...suppliers, keyword: 'c45' }, noSupplierFacets, page)).rows.map((row) => row.name)).toEqual(['Nordic Plate']);
  });

  it('sees materials written after its first search, their property ranges included', async () => {
    const finder = createMaterialsFinder(database);
    const noFields: MaterialFields = {
      tradeName: '', description: '', class: '', form: [], productType: '', additives: '', keyword: '',
      chemicalAnalysis: [], formulation: [], specialCharacteristics: [], chemicalResistance: [], processing: [], ranges: [],
    };
    const noMaterialFacets = { class: [], form: [], productType: [], standard: [] };
    await writeMaterials(database, [materialRecord('PA66 GF30', { materialClass: 'thermoplastic', properties: [property('ultimateTensileStrength', { value: 180 })] })]);
    expect((await finder.search(noFields, noMaterialFacets, page)).rows.map((row) => row.trade_name)).toEqual(['PA66 GF30']);

    await writeMaterials(database, [materialRecord('PP-H', { materialClass: 'thermoplastic', properties: [property('ultimateTensileStrength', { value: 33 })] })]);
    const weak = await finder.search({ ...noFields, ranges: [{ key: 'ultimateTensileStrength', low: 20, high: 40 }] }, noMaterialFacets, page);
    expect(weak.rows.map((row) => row.trade_name)).toEqual(['PP-H']);
    expect(weak.facetRows).toContainEqual({ facet: 'class', value: 'thermoplastic', count: 1 });
  });
});
