import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPaths, type ExportCreated, type ExportSummary } from '../../common/exports/exports.contract.ts';
import { operationsPaths } from '../../common/operations/health.contract.ts';
import { readerPaths } from '../../common/reader/reader-paths.ts';
import type { SearchResults } from '../../common/search/search-results.contract.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import { buildApp } from '../app.ts';
import { createLogger } from '../platform/logger.ts';
import { datasetId, importWithTexts, sectionsFor, standardRecord } from '../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../test/test-app.ts';
import { startMetricsServer } from './metrics.routes.ts';

const TOKEN = 'metrics-token-for-the-tests';
const bearer = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
let session: TestSession;
let scope: { docId: number; versionId: number; subId: number };
/** Every line the app and its jobs logged, parsed. */
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger({ level: 'info', destination: sink });
  t = await createTestApp({ metrics: { token: TOKEN, port: undefined } }, { runJobs: true, logger });
  const ids = await importWithTexts(t.database, [
    { record: standardRecord('ISO 9001:2015', { titles: [{ language: 'en', full: 'Quality management systems' }] }), sections: sectionsFor('ISO 9001:2015') },
  ]);
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
  session = await signIn(t.app, acme.admin.email);
  const document = ids.get('ISO 9001:2015');
  if (!document) throw new Error('no document');
  scope = { ...document, subId: session.profile.subId };
});

afterAll(async () => {
  await t.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: operationsPaths.metrics, headers: bearer });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** A sample's value, by its name and labels as the text format writes them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

function search() {
  return t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers: asUser(session), payload: formData({ query_2: 'quality' }) });
}

describe('the metrics endpoint', () => {
  it('answers only with the bearer token, and as an unknown address where no token is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: operationsPaths.metrics })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: operationsPaths.metrics, headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 'error', code: 401 });
    // A session is no key to the metrics.
    expect((await t.app.inject({ method: 'GET', url: operationsPaths.metrics, headers: asUser(session) })).statusCode).toBe(401);

    const allowed = await t.app.inject({ method: 'GET', url: operationsPaths.metrics, headers: bearer });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(allowed.body).toContain('# HELP normscope_http_requests_total ');
    // Process memory and event-loop delay come with the prefix too.
    expect(allowed.body).toMatch(/^normscope_process_resident_memory_bytes \d+/m);
    expect(allowed.body).toMatch(/^normscope_nodejs_eventloop_lag_seconds /m);
    // PostgreSQL's pool use; the embedded database has no pool, and its gauges are left out.
    if (t.database.poolStats) expect(allowed.body).toMatch(/^normscope_db_pool_max_connections \d+/m);
    else expect(allowed.body).not.toContain('normscope_db_pool');

    const closed = await buildApp({ config: { ...t.config, metrics: { token: undefined, port: undefined } }, database: t.database, logger: createLogger({ level: 'silent' }), services: t.services });
    try {
      const response = await closed.inject({ method: 'GET', url: operationsPaths.metrics, headers: bearer });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', code: 404, data: { reasonKey: 'errors.notFound' } });
    } finally {
      await closed.close();
    }
  });

  it('counts requests and their time per route pattern, method and status, never per address', async () => {
    const url = readerPaths.sections(scope.docId, scope.versionId, scope.subId, '1');
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'GET', url, headers: asUser(session) })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/management/api/no-such-thing', headers: { accept: 'application/json' } });
    const text = await scrape();
    const route = '/management/webreader/getContent/:docId/:versionId/:subId/:sectionKey';
    const labels = `method="GET",route="${route}",status="200"`;
    expect(sample(text, `normscope_http_requests_total{${labels}}`)).toBe(2);
    expect(sample(text, `normscope_http_request_duration_seconds_count{${labels}}`)).toBe(2);
    expect(sample(text, 'normscope_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain(`route="${url}"`);
  });

  it('times the search and reader phases', async () => {
    expect((await search()).statusCode).toBe(200);
    const found = await t.app.inject({ method: 'GET', url: `${readerPaths.search(scope.docId, scope.versionId, scope.subId)}?q=Scope`, headers: asUser(session) });
    expect(found.statusCode, found.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: readerPaths.sections(scope.docId, scope.versionId, scope.subId, '1'), headers: asUser(session) });
    expect(read.statusCode, read.body).toBe(200);
    const text = await scrape();
    for (const phase of ['context', 'snapshot', 'match', 'facets', 'order', 'page']) {
      expect(sample(text, `normscope_search_phase_seconds_count{phase="${phase}"}`), phase).toBeGreaterThanOrEqual(1);
    }
    for (const phase of ['access', 'sections', 'search']) {
      expect(sample(text, `normscope_reader_phase_seconds_count{phase="${phase}"}`), phase).toBeGreaterThanOrEqual(1);
    }
  });

  it('carries the request id of a request into the job it queues, and counts the job and its mail', async () => {
    const results = envelopeOf<SearchResults>(await search()).data as SearchResults;
    const created = await t.app.inject({
      method: 'POST',
      url: exportPaths.create('standards'),
      headers: { ...asUser(session), 'x-request-id': 'abc' },
      payload: formData({ searchContext: results.searchContext, fieldsToExport: ['docId', 'name', 'title'], csvSeparator: 'csv' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = envelopeOf<ExportCreated>(created).data as ExportCreated;
    let summary: ExportSummary | undefined;
    for (let attempt = 0; attempt < 200 && summary?.status !== 'complete'; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      summary = envelopeOf<ExportSummary>(await t.app.inject({ method: 'GET', url: exportPaths.one(id), headers: asUser(session) })).data as ExportSummary;
    }
    expect(summary?.status).toBe('complete');
    await expect.poll(() => lines.some((line) => line.job === 'exports.run' && line.msg === 'job done'), { timeout: 10_000 }).toBe(true);

    const jobLines = lines.filter((line) => line.job === 'exports.run');
    expect(jobLines.length).toBeGreaterThan(0);
    expect(jobLines.every((line) => line.reqId === 'abc')).toBe(true);
    // The services' own lines inside the job (the mail the export sends) name the request too.
    const mailLine = lines.find((line) => typeof line.msg === 'string' && line.msg.startsWith('mail '));
    expect(mailLine?.reqId).toBe('abc');
    // And the request's own line.
    expect(lines.some((line) => line.reqId === 'abc' && line.msg === 'request completed')).toBe(true);

    const text = await scrape();
    expect(sample(text, 'normscope_job_duration_seconds_count{queue="exports.run",outcome="completed"}')).toBe(1);
    expect(sample(text, 'normscope_mails_sent_total')).toBe(1);
    expect(sample(text, 'normscope_mails_failed_total')).toBe(0);
    for (const state of ['queued', 'deferred', 'active']) expect(sample(text, `normscope_job_queue_depth{queue="exports.run",state="${state}"}`), state).toBeGreaterThanOrEqual(0);
  });

  it('serves the metrics alone on a port of their own, with the token when one is set', async () => {
    const server = await startMetricsServer({ metrics: t.services.platform.metrics, host: '127.0.0.1', port: 0, token: TOKEN, logger: createLogger({ level: 'silent' }) });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${base}${operationsPaths.metrics}`)).status).toBe(401);
      const allowed = await fetch(`${base}${operationsPaths.metrics}`, { headers: bearer });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain('normscope_http_requests_total');
      expect((await fetch(`${base}/management/healthz`, { headers: bearer })).status).toBe(404);
      expect((await fetch(`${base}${operationsPaths.metrics}`, { method: 'POST', headers: bearer })).status).toBe(405);
    } finally {
      await server.close();
    }
  });
});
