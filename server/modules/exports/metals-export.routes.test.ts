import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPaths, METAL_EXPORT_FIELDS, METAL_SUPPLIER_EXPORT_FIELDS, type ExportCreated, type ExportSummary } from '../../../common/exports/exports.contract.ts';
import { materialsPaths, type MetalsResults, type MetalSuppliersResults } from '../../../common/materials/materials-search.contract.ts';
import { createOrganisation, createSubscription, createUser } from '../../test/factories.ts';
import { metalRecord, metalsDatasetId, metalSupplierRecord, property, writeMetals } from '../../test/materials-factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { startTestMailServer, type TestMailServer } from '../../test/test-mail-server.ts';

/* Exports of the metals tabs: the same call, job, mail, file and limits as documents, with the tab's own fields. */

let mailServer: TestMailServer;
let t: TestApp;
let full: TestSession;
let lite: TestSession;
let withoutMetals: TestSession;

type Fields = Record<string, string | string[]>;

beforeAll(async () => {
  mailServer = await startTestMailServer();
  t = await createTestApp({ mailUrl: mailServer.url }, { runJobs: true });
  await writeMetals(
    t.database,
    [
      metalRecord('X5CrNi18-10', {
        materialNumber: '1.4301',
        kind: 'stainless-steel',
        country: 'EU',
        forms: ['sheet', 'tube'],
        standard: 'EN 10088-2',
        description: '=cmd|"austenitic"',
        composition: [{ element: 'Cr', min: 17.5, max: 19.5 }, { element: 'C', max: 0.07 }, { element: 'Fe' }],
        properties: [property('ultimateTensileStrength', { min: 520, max: 720 }), property('yieldStrength', { min: 210 })],
      }),
      metalRecord('X2CrNiMo17-12-2', { materialNumber: '1.4404', kind: 'stainless-steel', forms: ['sheet'], composition: [{ element: 'Mo', min: 2, max: 2.5 }] }),
      metalRecord('S235JR', { forms: ['plate'] }),
    ],
    [metalSupplierRecord('Rivière Inox SA', { country: 'FR', forms: ['sheet'], establishmentType: 'service centre', descriptions: ['cold-rolled sheet'], metals: ['X5CrNi18-10'] })],
  );
  const db = t.database.db;
  const metals = await metalsDatasetId(t.database);
  const organisation = await createOrganisation(db, { name: 'Inox exports' });
  const fullSubscription = await createSubscription(db, { organisationId: organisation.id, datasetIds: [metals] });
  const liteSubscription = await createSubscription(db, { organisationId: organisation.id, datasetIds: [metals], isLite: true });
  const noMetals = await createSubscription(db, { organisationId: organisation.id, datasetIds: [] });
  full = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: fullSubscription.id, email: 'buyer@inox.test' })).email);
  lite = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: liteSubscription.id })).email);
  withoutMetals = await signIn(t.app, (await createUser(db, { organisationId: organisation.id, subscriptionId: noMetals.id })).email);
});

afterAll(async () => {
  await t.close();
  await mailServer.close();
});

async function search<T>(tab: 'metals' | 'metalsSupplier', fields: Fields): Promise<T> {
  const response = await t.app.inject({ method: 'POST', url: materialsPaths.search(tab), headers: asUser(full), payload: formData(fields) });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).data as T;
}

const postExport = (session: TestSession, tab: 'metals' | 'metalsSupplier', fields: Fields) =>
  t.app.inject({ method: 'POST', url: exportPaths.create(tab), headers: asUser(session), payload: formData(fields) });

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

describe('exporting a metals search', () => {
  it('writes the metals the search found, in its order, with compositions and properties in one cell each', async () => {
    const results = await search<MetalsResults>('metals', { keyword: 'stainless', orderBy: '1' });
    expect(results.hits).toBe(2);
    const response = await postExport(full, 'metals', { searchContext: results.searchContext, 'fieldsToExport[]': [...METAL_EXPORT_FIELDS], csvSeparator: 'tsv' });
    expect(response.statusCode, response.body).toBe(200);
    const created = envelopeOf<ExportCreated>(response).data as ExportCreated;
    expect(created).toMatchObject({ total_found: 2, exported: 2, limit: 10_000 });
    const rows = await fileOf(created.id, '\t');
    expect(rows[0]).toEqual([...METAL_EXPORT_FIELDS]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['X2CrNiMo17-12-2', 'X5CrNi18-10']);
    expect(rows[2]).toEqual([
      String(results.records[1]?.id),
      'X5CrNi18-10',
      '1.4301',
      'stainless-steel',
      `'=cmd|"austenitic"`,
      'EU',
      'sheet; tube',
      'EN 10088-2',
      'Cr: 17.5-19.5; C: ≤0.07; Fe: rest',
      'ultimateTensileStrength: 520-720 MPa; yieldStrength: ≥210 MPa',
    ]);
    await mailServer.waitFor(() => mailServer.received.some((mail) => mail.envelopeTo.includes('buyer@inox.test')));
  });

  it('writes a suppliers search with the suppliers fields', async () => {
    const results = await search<MetalSuppliersResults>('metalsSupplier', { name: 'inox' });
    const response = await postExport(full, 'metalsSupplier', { searchContext: results.searchContext, fieldsToExport: 'name,country,metals,website', csvSeparator: 'csv' });
    const created = envelopeOf<ExportCreated>(response).data as ExportCreated;
    expect(await fileOf(created.id)).toEqual([
      ['name', 'country', 'website', 'metals'],
      ['Rivière Inox SA', 'FR', '', 'X5CrNi18-10'],
    ]);
    expect(METAL_SUPPLIER_EXPORT_FIELDS).toContain('establishmentType');
  });

  it('refuses fields of another tab, a foreign context, a lite subscription and one without the metals data, creating nothing', async () => {
    const { searchContext } = await search<MetalsResults>('metals', {});
    const before = Number((await t.database.executeSql(`select count(*)::int as n from exports`)).rows[0]?.n);
    const wrongFields = await postExport(full, 'metals', { searchContext, fieldsToExport: 'title,publisher', csvSeparator: 'csv' });
    expect(wrongFields.statusCode).toBe(400);
    expect(envelopeOf(wrongFields).data).toMatchObject({ reason: 'Choose at least one field of this search to export.' });
    expect((await postExport(full, 'metalsSupplier', { searchContext, fieldsToExport: 'name', csvSeparator: 'csv' })).statusCode).toBe(400);
    expect((await postExport(lite, 'metals', { searchContext, fieldsToExport: 'designation', csvSeparator: 'csv' })).statusCode).toBe(403);
    expect((await postExport(withoutMetals, 'metals', { searchContext, fieldsToExport: 'designation', csvSeparator: 'csv' })).statusCode).toBe(403);
    expect(Number((await t.database.executeSql(`select count(*)::int as n from exports`)).rows[0]?.n)).toBe(before);
  });
});
