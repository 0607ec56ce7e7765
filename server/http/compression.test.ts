import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPaths, type ExportCreated, type ExportSummary } from '../../common/exports/exports.contract.ts';
import type { SearchResults } from '../../common/search/search-results.contract.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import { datasetId, importCatalogue, standardRecord } from '../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../test/test-app.ts';
import { chosenEncoding, COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

let t: TestApp;
let session: TestSession;

beforeAll(async () => {
  t = await createTestApp({}, { runJobs: true });
  await importCatalogue(
    t.database,
    Array.from({ length: 12 }, (_, index) => standardRecord(`ISO ${9001 + index}:2015`, { titles: [{ language: 'en', full: `Quality management systems, part ${index + 1}` }] })),
  );
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
  session = await signIn(t.app, acme.admin.email);
});

afterAll(async () => {
  await t.close();
});

function search(acceptEncoding?: string) {
  const headers = { ...asUser(session), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  return t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers, payload: formData({ query_2: 'quality' }) });
}

describe('compressed answers', () => {
  it('compresses an API answer above the threshold with brotli or gzip as accepted, and the envelope is unchanged', async () => {
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const expected = envelopeOf<SearchResults>(plain);
    expect((expected.data as SearchResults).hits).toBe(12);

    const brotli = await search('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const unpacked = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8')) as typeof expected;
    expect({ ...unpacked.data, searchContext: '' }).toEqual({ ...expected.data, searchContext: '' });
    expect(unpacked).toMatchObject({ status: 'ok', code: 200 });

    const gzip = await search('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toMatchObject({ status: 'ok', data: { hits: 12 } });
  });

  it('chooses brotli, else gzip, as the client accepts them', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip, deflate')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/management/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('sends an export file as stored, with its length, whatever the browser accepts', async () => {
    const results = envelopeOf<SearchResults>(await search()).data as SearchResults;
    const created = await t.app.inject({
      method: 'POST',
      url: exportPaths.create('standards'),
      headers: asUser(session),
      payload: formData({ searchContext: results.searchContext, fieldsToExport: ['docId', 'name', 'title'], csvSeparator: 'csv' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = envelopeOf<ExportCreated>(created).data as ExportCreated;
    let summary: ExportSummary | undefined;
    // Polls until the job has written the file (no timing is asserted).
    for (let attempt = 0; attempt < 200 && summary?.status !== 'complete'; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      summary = envelopeOf<ExportSummary>(await t.app.inject({ method: 'GET', url: exportPaths.one(id), headers: asUser(session) })).data as ExportSummary;
    }
    expect(summary?.status).toBe('complete');

    const download = await t.app.inject({ method: 'GET', url: exportPaths.download(id), headers: { ...asUser(session), 'accept-encoding': 'br, gzip' } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(Number(download.headers['content-length'])).toBe(summary?.byteSize);
    expect(download.rawPayload.length).toBe(summary?.byteSize);
    expect(download.rawPayload.toString('utf8')).toContain('Quality management systems, part 1');
  });
});
