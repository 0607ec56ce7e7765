import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '../../common/account/account.contract.ts';
import { documentPaths } from '../../common/catalogue/document.values.ts';
import { collectionPaths } from '../../common/collections/collections.contract.ts';
import { exportPaths, type ExportCreated, type ExportSummary } from '../../common/exports/exports.contract.ts';
import { readerPaths } from '../../common/reader/reader-paths.ts';
import { pagePaths } from '../../common/routes.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import type { SearchResults } from '../../common/search/search-results.contract.ts';
import { createCatalogueWriter } from '../modules/catalogue/index.ts';
import { datasetId, standardRecord } from '../test/catalogue-factories.ts';
import { createOrganisationWithUsers, TEST_PASSWORD } from '../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../test/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ASSET = 'app-Cafe1234.js';
const HASHED_ASSET_CACHING = 'public, max-age=31536000, immutable';

let t: TestApp;
let buildDir: string;
let member: TestSession;
let email: string;
let docId: number;
let versionId: number;

beforeAll(async () => {
  // A small build, as `vite build` writes it: the page template, one hashed asset, the public files.
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-cache-build-'));
  mkdirSync(path.join(buildDir, 'assets'));
  writeFileSync(path.join(buildDir, 'index.html'), readFileSync(path.join(ROOT, 'web/index.html'), 'utf8'));
  writeFileSync(path.join(buildDir, 'assets', ASSET), 'export const answer = 42;\n');
  cpSync(path.join(ROOT, 'web/public'), buildDir, { recursive: true });
  t = await createTestApp({ webBuildDir: buildDir }, { runJobs: true });

  const record = standardRecord('ISO 5322:2020');
  const writer = await createCatalogueWriter(t.database, { kind: 'test', paths: [] });
  await writer.writeFullText({ record, sections: [{ key: '1', number: '1', title: 'Scope', level: 1, html: '<p>Licensed words.</p>', text: 'Licensed words.' }] });
  await writer.finish();
  const { rows } = await t.database.executeSql(
    `select d.id as doc_id, v.id as version_id from document_versions v join documents d on d.id = v.document_id where v.number = $1`,
    [record.number],
  );
  docId = Number(rows[0]?.doc_id);
  versionId = Number(rows[0]?.version_id);
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
  email = acme.member.email;
  member = await signIn(t.app, email);
});

afterAll(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(method: Method, url: string, headers: Record<string, string>, payload?: object | FormData) {
  return t.app.inject({ method, url, headers: { 'x-requested-with': 'XMLHttpRequest', ...headers }, ...(payload === undefined ? {} : { payload }) });
}

async function finishedExport(id: number): Promise<ExportSummary> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const summary = envelopeOf<ExportSummary>(await send('GET', exportPaths.one(id), asUser(member))).data as ExportSummary;
    if (summary.status !== 'inprogress') return summary;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

describe('answers behind a session', () => {
  it('are no-store: the session with its nonce, collections, the document, licensed full text, a mutation, an error', async () => {
    const sub = member.profile.subId;
    const cases: [Method, string, number, (object | FormData)?][] = [
      ['GET', accountPaths.session, 200],
      ['GET', collectionPaths.list, 200],
      ['GET', documentPaths.detail(docId), 200],
      ['GET', readerPaths.outline(docId, versionId, sub), 200],
      ['GET', `${readerPaths.sections(docId, versionId, sub, '1')}?count=1`, 200],
      ['GET', searchPaths.recentlyViewed, 200],
      ['POST', collectionPaths.list, 201, { name: 'Audit', kind: 'personal' }],
      ['POST', searchPaths.ajax('standards'), 200, formData({ query_1: 'ISO 5322' })],
      ['GET', documentPaths.detail(987_654), 404],
    ];
    for (const [method, url, status, payload] of cases) {
      const response = await send(method, url, asUser(member), payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
      expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });

  it('is no-store for the sign-in answer, which hands out the session and its nonce', async () => {
    const response = await send('POST', accountPaths.login, {}, { email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store for an export download', async () => {
    const search = envelopeOf<SearchResults>(await send('POST', searchPaths.ajax('standards'), asUser(member), formData({ query_1: 'ISO 5322' }))).data as SearchResults;
    const created = await send(
      'POST',
      exportPaths.create('standards'),
      asUser(member),
      formData({ searchContext: search.searchContext, fieldsToExport: 'docId,name,title', csvSeparator: 'csv' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { id } = envelopeOf<ExportCreated>(created).data as ExportCreated;
    expect((await finishedExport(id)).status).toBe('complete');
    const download = await send('GET', exportPaths.download(id), { cookie: member.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['cache-control']).toBe('no-store');
  });

  it('is no-store for a page, which embeds the profile and nonce; a signed-out page is only revalidated', async () => {
    const signedIn = await send('GET', pagePaths.version(0, docId), { cookie: member.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('name="normscope-profile"');
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const signedOut = await send('GET', pagePaths.home, {});
    expect(signedOut.body).not.toContain('name="normscope-profile"');
    expect(signedOut.headers['cache-control']).toBe('no-cache, private');
  });
});

describe('static files', () => {
  it('keep their long-lived caching even when the browser sends its session cookie', async () => {
    const asset = await send('GET', `/management/assets/${ASSET}`, { cookie: member.cookie });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(HASHED_ASSET_CACHING);
    const icon = await send('GET', '/management/favicon.svg', { cookie: member.cookie });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });
});
