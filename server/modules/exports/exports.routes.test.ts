import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FIELDS, exportPaths, type ExportCreated, type ExportList, type ExportSummary } from '../../../common/exports/exports.contract.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { startTestMailServer, type ReceivedMail, type TestMailServer } from '../../test/test-mail-server.ts';

let mailServer: TestMailServer;
let t: TestApp;
let ids: Map<string, number>;
let french: TestSession;
let member: TestSession;
let colleague: TestSession;
let lite: TestSession;
let other: TestSession;
let frenchEmail: string;
let memberEmail: string;

type Fields = Record<string, string | number | (string | number)[]>;

beforeAll(async () => {
  mailServer = await startTestMailServer();
  t = await createTestApp({ mailUrl: mailServer.url }, { runJobs: true });
  ids = await importCatalogue(t.database, [
    standardRecord('ISO 9001:2015', {
      workNumber: 'ISO 9001',
      edition: '5',
      titles: [
        { language: 'en', full: 'Quality management systems — Requirements' },
        { language: 'fr', full: 'Systèmes de management de la qualité — Exigences' },
      ],
      languages: ['en', 'fr'],
      abstracts: [
        { language: 'en', text: 'Requirements, for a "quality" system.\nSecond line.' },
        { language: 'fr', text: 'Exigences, pour un système « qualité ».\nDeuxième ligne.' },
      ],
    }),
    standardRecord('ISO 9000:2015', { titles: [{ language: 'en', full: 'Quality management systems — Fundamentals and vocabulary' }] }),
    standardRecord('ISO 10005:2018', {
      statusCode: 'W',
      titles: [{ language: 'en', full: 'Quality management — Guidelines for quality plans' }],
      abstracts: [{ language: 'en', text: '=HYPERLINK("http://example.test","quality")' }],
    }),
    standardRecord('IEC 60300-1:2014', { titles: [{ language: 'en', full: 'Dependability management — Part 1: Guidance for quality, in\tpractice' }] }),
    standardRecord('ISO 2:1973', { titles: [{ language: 'en', full: 'Textiles — Designation of the direction of twist' }] }),
  ]);
  const db = t.database.db;
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(db, { datasetIds: [international], name: 'Acme' });
  const frenchUser = await createUser(db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, language: 'fr' });
  const liteSubscription = await createSubscription(db, { organisationId: acme.organisation.id, isLite: true, datasetIds: [international] });
  const liteUser = await createUser(db, { organisationId: acme.organisation.id, subscriptionId: liteSubscription.id });
  const globex = await createOrganisationWithUsers(db, { datasetIds: [international], name: 'Globex' });
  frenchEmail = frenchUser.email;
  memberEmail = acme.member.email;
  french = await signIn(t.app, frenchUser.email);
  member = await signIn(t.app, acme.member.email);
  colleague = await signIn(t.app, acme.admin.email);
  lite = await signIn(t.app, liteUser.email);
  other = await signIn(t.app, globex.admin.email);
});

afterAll(async () => {
  await t.close();
  await mailServer.close();
});

async function searchFor(session: TestSession, fields: Fields, tab: 'standards' | 'collections' = 'standards'): Promise<SearchResults> {
  const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax(tab), headers: asUser(session), payload: formData(fields) });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<SearchResults>(response).data as SearchResults;
}

function postExport(session: TestSession, fields: Fields, tab: 'standards' | 'collections' = 'standards', headers = asUser(session)) {
  return t.app.inject({ method: 'POST', url: exportPaths.create(tab), headers, payload: formData(fields) });
}

async function createExport(session: TestSession, fields: Fields): Promise<ExportCreated> {
  const response = await postExport(session, fields);
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<ExportCreated>(response).data as ExportCreated;
}

/** Polls the export until its job has finished (no timing is asserted). */
async function finished(session: TestSession, id: number): Promise<ExportSummary> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await t.app.inject({ method: 'GET', url: exportPaths.one(id), headers: asUser(session) });
    const summary = envelopeOf<ExportSummary>(response).data as ExportSummary;
    if (summary.status !== 'inprogress') return summary;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

const mailsTo = (email: string) => mailServer.received.filter((mail) => mail.envelopeTo.includes(email));

async function mailFor(email: string, subject: string): Promise<ReceivedMail> {
  await mailServer.waitFor(() => mailsTo(email).some((mail) => mail.subject === subject));
  const found = mailsTo(email).filter((mail) => mail.subject === subject);
  expect(found).toHaveLength(1);
  return found[0] as ReceivedMail;
}

async function counts() {
  const exportsRows = await t.database.executeSql(`select count(*)::int as n from exports`);
  const jobs = await t.database.executeSql(`select count(*)::int as n from pgboss.job where name = 'exports.run'`);
  return { exports: Number(exportsRows.rows[0]?.n), jobs: Number(jobs.rows[0]?.n) };
}

describe('exporting a standards search', () => {
  it('answers total_found at once and mails the file, in the user’s language and the search’s order', async () => {
    const results = await searchFor(french, { query_2: 'quality' });
    expect(results.hits).toBe(4);
    const created = await createExport(french, { searchContext: results.searchContext, fieldsToExport: [...EXPORT_FIELDS], csvSeparator: 'csv' });
    expect(created).toMatchObject({ total_found: 4, exported: 4, limit: 10_000, status: 'inprogress' });

    const mail = await mailFor(frenchEmail, 'Votre export Normscope : 4 documents');
    expect(mail.text).toContain('Documents exportés de votre recherche Normes');
    expect(mail.text).toContain('/management/exports');
    expect(mail.attachments).toHaveLength(1);
    const attachment = mail.attachments[0];
    expect(attachment?.filename).toMatch(/^normscope-standards-export-\d+-\d{8}\.csv$/);
    expect(attachment?.contentType).toBe('text/csv');
    const bytes = attachment?.content as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('\r\n');

    const rows = parse(bytes, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...EXPORT_FIELDS]);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(results.docIds);
    const iso9001 = rows.find((row) => row[1] === 'ISO 9001:2015');
    expect(iso9001).toEqual([
      String(ids.get('ISO 9001:2015')),
      'ISO 9001:2015',
      'Systèmes de management de la qualité — Exigences',
      'CUR (En vigueur)',
      'en; fr',
      'ISO',
      'INT',
      '5',
      '2015-09-15',
      'Exigences, pour un système « qualité ».\nDeuxième ligne.',
    ]);
    const withdrawn = rows.find((row) => row[1] === 'ISO 10005:2018');
    expect(withdrawn?.[3]).toBe('W (Retiré)');
    expect(withdrawn?.[2]).toBe('Quality management — Guidelines for quality plans');
    expect(withdrawn?.[9]).toBe(`'=HYPERLINK("http://example.test","quality")`);
    expect(rows.find((row) => row[1] === 'IEC 60300-1:2014')?.[2]).toBe('Dependability management — Part 1: Guidance for quality, in\tpractice');

    const summary = await finished(french, created.id);
    expect(summary).toMatchObject({ status: 'complete', exportedCount: 4, totalFound: 4, separator: 'csv', abilities: { download: true } });
    expect(summary.byteSize).toBe(bytes.length);
    expect(summary.mailedAt).not.toBeNull();

    const list = envelopeOf<ExportList>(await t.app.inject({ method: 'GET', url: exportPaths.list, headers: asUser(french) })).data as ExportList;
    expect(list.retentionDays).toBe(7);
    expect(list.exports.map((item) => item.id)).toContain(created.id);

    const download = await t.app.inject({ method: 'GET', url: exportPaths.download(created.id), headers: asUser(french) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${attachment?.filename}"; filename*=UTF-8''${attachment?.filename}`);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    for (const stranger of [colleague, other]) {
      const refused = await t.app.inject({ method: 'GET', url: exportPaths.download(created.id), headers: asUser(stranger) });
      expect(refused.statusCode).toBe(404);
      expect(envelopeOf(refused)).toMatchObject({ status: 'error', code: 404, data: { reasonKey: 'errors.notFound' } });
      expect((await t.app.inject({ method: 'GET', url: exportPaths.one(created.id), headers: asUser(stranger) })).statusCode).toBe(404);
      const theirs = envelopeOf<ExportList>(await t.app.inject({ method: 'GET', url: exportPaths.list, headers: asUser(stranger) })).data as ExportList;
      expect(theirs.exports.map((item) => item.id)).not.toContain(created.id);
    }
    expect((await t.app.inject({ method: 'GET', url: exportPaths.download(999_999), headers: asUser(french) })).statusCode).toBe(404);
  });

  it('writes TSV with the chosen fields only, in the modal’s order, sent as a comma list and repeated fields', async () => {
    const results = await searchFor(member, { query_2: 'quality', orderBy: 1 });
    const created = await createExport(member, { searchContext: results.searchContext, fieldsToExport: ['versionDate,name', 'title'], csvSeparator: 'tsv' });
    const mail = await mailFor(memberEmail, 'Your Normscope export: 4 documents');
    const attachment = mail.attachments[0];
    expect(attachment?.filename).toMatch(/\.tsv$/);
    expect(attachment?.contentType).toBe('text/tab-separated-values');
    const bytes = attachment?.content as Buffer;
    expect(bytes.toString('utf8').startsWith('\uFEFFname\ttitle\tversionDate\r\n')).toBe(true);
    const rows = parse(bytes, { bom: true, delimiter: '\t' }) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual(results.records.map((record) => record.name));
    expect(rows.find((row) => row[0] === 'ISO 9001:2015')).toEqual(['ISO 9001:2015', 'Quality management systems — Requirements', '2015-09-15']);
    expect(rows.find((row) => row[0] === 'IEC 60300-1:2014')?.[1]).toBe('Dependability management — Part 1: Guidance for quality, in\tpractice');
    expect(await finished(member, created.id)).toMatchObject({ status: 'complete', fields: ['name', 'title', 'versionDate'], separator: 'tsv' });
  });

  it('exports a collections search, in its order', async () => {
    const docIds = [ids.get('ISO 2:1973'), ids.get('ISO 9000:2015')].join(',');
    const added = await t.app.inject({ method: 'POST', url: searchPaths.ajax('addToCollection'), headers: asUser(colleague), payload: formData({ docIds, bulk: 1 }) });
    expect(added.statusCode, added.body).toBe(200);
    const results = await searchFor(colleague, {}, 'collections');
    expect(results.hits).toBe(2);
    const response = await postExport(colleague, { searchContext: results.searchContext, fieldsToExport: ['docId', 'name'], csvSeparator: 'csv' }, 'collections');
    expect(response.statusCode, response.body).toBe(200);
    const created = envelopeOf<ExportCreated>(response).data as ExportCreated;
    expect(await finished(colleague, created.id)).toMatchObject({ status: 'complete', tab: 'collections', exportedCount: 2 });
    const download = await t.app.inject({ method: 'GET', url: exportPaths.download(created.id), headers: asUser(colleague) });
    expect(download.headers['content-disposition']).toMatch(/filename="normscope-collections-export-\d+-\d{8}\.csv"/);
    const rows = parse(download.rawPayload, { bom: true }) as string[][];
    expect(rows).toEqual([['docId', 'name'], ...results.records.map((record) => [String(record.doc_id), record.name])]);
  });

  it('keeps the search route beside the export route', async () => {
    const results = await searchFor(member, { query_1: 'ISO 2' });
    expect(results.records.map((record) => record.name)).toContain('ISO 2:1973');
  });
});

describe('refusals', () => {
  it('refuses lite subscriptions with a clear reason, and creates nothing', async () => {
    const before = await counts();
    const results = await searchFor(lite, { query_2: 'quality' });
    const response = await postExport(lite, { searchContext: results.searchContext, fieldsToExport: 'name', csvSeparator: 'csv' });
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response)).toMatchObject({ data: { reason: 'Exports are not part of a lite subscription.', reasonKey: 'exports.errors.liteSubscription' } });
    expect(await counts()).toEqual(before);
  });

  it('refuses a wrong nonce and a missing session', async () => {
    const results = await searchFor(member, { query_2: 'quality' });
    const fields = { searchContext: results.searchContext, fieldsToExport: 'name', csvSeparator: 'csv' };
    const before = await counts();
    const badNonce = await postExport(member, fields, 'standards', { cookie: member.cookie, 'x-nonce': 'not-the-nonce' });
    expect(badNonce.statusCode).toBe(403);
    expect(envelopeOf(badNonce)).toMatchObject({ data: { reasonKey: 'errors.badNonce' } });
    expect((await postExport(member, fields, 'standards', {})).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an unknown field name', { fieldsToExport: ['name', 'isbn'], csvSeparator: 'csv' }, 'fieldsToExport.1'],
    ['no field', { fieldsToExport: ' , ', csvSeparator: 'csv' }, 'fieldsToExport'],
    ['the separator xls', { fieldsToExport: 'name', csvSeparator: 'xls' }, 'csvSeparator'],
    ['no separator', { fieldsToExport: 'name' }, 'csvSeparator'],
    ['an unknown form field', { fieldsToExport: 'name', csvSeparator: 'csv', format: 'xlsx' }, 'format'],
  ])('answers 400 for %s and creates nothing', async (_, fields, path) => {
    const results = await searchFor(member, { query_2: 'quality' });
    const before = await counts();
    const response = await postExport(member, { searchContext: results.searchContext, ...fields });
    expect(response.statusCode, response.body).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ status: 'error', data: { reasonKey: 'errors.invalidRequest', issues: expect.arrayContaining([expect.objectContaining({ path })]) } });
    expect(await counts()).toEqual(before);
  });

  it('answers 400 for a tampered or missing search context, or one of another tab, and creates nothing', async () => {
    const results = await searchFor(member, { query_2: 'quality' });
    const context = results.searchContext;
    const tampered = `${context.slice(0, 5)}${context[5] === 'A' ? 'B' : 'A'}${context.slice(6)}`;
    const before = await counts();
    const forged = await postExport(member, { searchContext: tampered, fieldsToExport: 'name', csvSeparator: 'csv' });
    expect(forged.statusCode).toBe(400);
    expect(envelopeOf(forged)).toMatchObject({ data: { reasonKey: 'search.errors.invalidContext' } });
    expect((await postExport(member, { fieldsToExport: 'name', csvSeparator: 'csv' })).statusCode).toBe(400);
    expect((await postExport(member, { searchContext: context, fieldsToExport: 'name', csvSeparator: 'csv' }, 'collections')).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for a search context of another organisation', async () => {
    const results = await searchFor(member, { query_2: 'quality' });
    const before = await counts();
    const response = await postExport(other, { searchContext: results.searchContext, fieldsToExport: 'name', csvSeparator: 'csv' });
    expect(response.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
