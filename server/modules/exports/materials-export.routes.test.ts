import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPaths, MATERIAL_EXPORT_FIELDS, type ExportCreated, type ExportSummary } from '../../../common/exports/exports.contract.ts';
import { materialsPaths, type MaterialsResults, type MaterialSuppliersResults } from '../../../common/materials/materials-search.contract.ts';
import { createOrganisation, createSubscription, createUser } from '../../test/factories.ts';
import { materialRecord, materialsDatasetId, materialSupplierRecord, metalsDatasetId, property, writeMaterials } from '../../test/materials-factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { startTestMailServer, type TestMailServer } from '../../test/test-mail-server.ts';

/* Exports of the materials tabs: the same call, job, file and limits as documents and metals, with the tab's own fields. */

let mailServer: TestMailServer;
let t: TestApp;
let full: TestSession;
let lite: TestSession;
let withoutMaterials: TestSession;

type Fields = Record<string, string | string[]>;
type Tab = 'materials' | 'materialsSupplier';

beforeAll(async () => {
  mailServer = await startTestMailServer();
  t = await createTestApp({ mailUrl: mailServer.url }, { runJobs: true });
  await writeMaterials(
    t.database,
    [
      materialRecord('PA66 GF30', {
        description: 'Polyamide 66 with 30 % glass fibre',
        forms: ['granulate'],
        productType: 'PA66 GF30',
        additives: '30 % glass fibre',
        standard: 'ISO 1874-1',
        chemicalAnalysis: ['polyamide 66'],
        formulation: ['glass fibre 30 %'],
        specialCharacteristics: ['high stiffness', 'heat stabilized'],
        chemicalResistance: ['mineral oils', 'fuels'],
        processing: ['injection moulding'],
        properties: [property('ultimateTensileStrength', { value: 185 }), property('density', { value: 1360 }, 'kg/m^3')],
      }),
      materialRecord('PA6 unfilled', { forms: ['granulate'], chemicalAnalysis: ['polyamide 6'] }),
      materialRecord('Alumina 99.5', { materialClass: 'ceramic' }),
    ],
    [materialSupplierRecord('Rhein Polymer Compounds GmbH', { country: 'DE', website: 'https://rhein-polymer.example/', materials: ['PA66 GF30', 'PA6 unfilled'] })],
  );
  const db = t.database.db;
  const materials = await materialsDatasetId(t.database);
  const organisation = await createOrganisation(db, { name: 'Polymer exports' });
  const fullSubscription = await createSubscription(db, { organisationId: organisation.id, datasetIds: [materials] });
  const liteSubscription = await createSubscription(db, { organisationId: organisation.id, datasetIds: [materials], isLite: true });
  const none = await createSubscription(db, { organisationId: organisation.id, datasetIds: [await metalsDatasetId(t.database)] });
  full = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: fullSubscription.id, email: 'buyer@polymer.test' })).email);
  lite = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: liteSubscription.id })).email);
  withoutMaterials = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: none.id })).email);
});

afterAll(async () => {
  await t.close();
  await mailServer.close();
});

async function search<T>(tab: Tab, fields: Fields): Promise<T> {
  const response = await t.app.inject({ method: 'POST', url: materialsPaths.search(tab), headers: asUser(full), payload: formData(fields) });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).data as T;
}

const postExport = (session: TestSession, tab: Tab, fields: Fields) => t.app.inject({ method: 'POST', url: exportPaths.create(tab), headers: asUser(session), payload: formData(fields) });

async function fileOf(id: number, delimiter = ','): Promise<string[][]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const summary = envelopeOf<ExportSummary>(await t.app.inject({ method: 'GET', url: exportPaths.one(id), headers: asUser(full) })).data as ExportSummary;
    if (summary.status !== 'inprogress') {
      expect(summary.status).toBe('complete');
      const download = await t.app.inject({ method: 'GET', url: exportPaths.download(id), headers: asUser(full) });
      return parse(download.rawPayload, { bom: true, delimiter }) as string[][];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

describe('exporting a materials search', () => {
  it('writes the materials the search found, in its order, each list and the properties in one cell', async () => {
    const results = await search<MaterialsResults>('materials', { tradeName: 'PA', orderBy: '1' });
    expect(results.hits).toBe(2);
    const response = await postExport(full, 'materials', { searchContext: results.searchContext, 'fieldsToExport[]': [...MATERIAL_EXPORT_FIELDS], csvSeparator: 'tsv' });
    expect(response.statusCode, response.body).toBe(200);
    const created = envelopeOf<ExportCreated>(response).data as ExportCreated;
    expect(created).toMatchObject({ total_found: 2, exported: 2, limit: 10_000 });
    const rows = await fileOf(created.id, '\t');
    expect(rows[0]).toEqual([...MATERIAL_EXPORT_FIELDS]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['PA6 unfilled', 'PA66 GF30']);
    expect(rows[2]).toEqual([
      String(results.records[1]?.id),
      'PA66 GF30',
      'thermoplastic',
      'Polyamide 66 with 30 % glass fibre',
      'granulate',
      'PA66 GF30',
      '30 % glass fibre',
      'ISO 1874-1',
      'polyamide 66',
      'glass fibre 30 %',
      'high stiffness; heat stabilized',
      'mineral oils; fuels',
      'injection moulding',
      'ultimateTensileStrength: 185 MPa; density: 1360 kg/m^3',
    ]);
    await mailServer.waitFor(() => mailServer.received.some((mail) => mail.envelopeTo.includes('buyer@polymer.test')));
  });

  it('writes a material suppliers search with the suppliers fields', async () => {
    const results = await search<MaterialSuppliersResults>('materialsSupplier', { name: 'rhein' });
    const response = await postExport(full, 'materialsSupplier', { searchContext: results.searchContext, fieldsToExport: 'materials,name,country,website', csvSeparator: 'csv' });
    const created = envelopeOf<ExportCreated>(response).data as ExportCreated;
    expect(await fileOf(created.id)).toEqual([
      ['name', 'country', 'website', 'materials'],
      ['Rhein Polymer Compounds GmbH', 'DE', 'https://rhein-polymer.example/', 'PA66 GF30; PA6 unfilled'],
    ]);
  });

  it('refuses fields of another tab, a foreign context, a lite subscription and one without the materials data, creating nothing', async () => {
    const { searchContext } = await search<MaterialsResults>('materials', {});
    const before = Number((await t.database.executeSql(`select count(*)::int as n from exports`)).rows[0]?.n);
    expect((await postExport(full, 'materials', { searchContext, fieldsToExport: 'designation,composition', csvSeparator: 'csv' })).statusCode).toBe(400);
    expect((await postExport(full, 'materialsSupplier', { searchContext, fieldsToExport: 'name', csvSeparator: 'csv' })).statusCode).toBe(400);
    expect((await postExport(lite, 'materials', { searchContext, fieldsToExport: 'tradeName', csvSeparator: 'csv' })).statusCode).toBe(403);
    expect((await postExport(withoutMaterials, 'materials', { searchContext, fieldsToExport: 'tradeName', csvSeparator: 'csv' })).statusCode).toBe(403);
    expect(Number((await t.database.executeSql(`select count(*)::int as n from exports`)).rows[0]?.n)).toBe(before);
  });
});
