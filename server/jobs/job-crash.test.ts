import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPaths, type ExportCreated } from '../../common/exports/exports.contract.ts';
import { savedSearchPaths } from '../../common/saved-searches/saved-searches.contract.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import type { SearchResults } from '../../common/search/search-results.contract.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { datasetId, importCatalogue, standardRecord } from '../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createUser } from '../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { testEngine } from '../test/test-engine.ts';
import { startTestMailServer, type ReceivedMail, type TestMailServer } from '../test/test-mail-server.ts';

/**
 * The crash the job queue is built for: a worker process (`node server/main.ts worker`)
 * killed with SIGKILL in the middle of an export, an alert run and a watch notification,
 * then a new worker. Each job must complete within a minute of the kill, and its effect
 * (the export's file and mail, each digest, each watch mail) must happen exactly once.
 * The mail server holds some mails unanswered, so the first worker is killed while it
 * waits on them, the other mails of the same runs already sent.
 */
const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const RECOVERY_DEADLINE_MS = 60_000;

async function until(what: string, deadline: number, check: () => Promise<boolean> | boolean, output: () => string): Promise<void> {
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in time.\nWorker output:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(testEngine() !== 'postgres')('a worker killed with SIGKILL mid-job (PostgreSQL only: PGlite is one process’s database)', () => {
  let mail: TestMailServer;
  let database: DatabaseHandle;
  let t: TestApp;
  let dataDir: string;
  const workers: ChildProcess[] = [];
  let output = '';

  beforeAll(async () => {
    mail = await startTestMailServer();
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-crash-'));
    t = await createTestApp({ mailUrl: mail.url, dataDir }, { runJobs: false, database });
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    await t.close();
    await database.close();
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function startWorker(): ChildProcess {
    if (!('connectionString' in database.jobQueueConnection)) throw new Error('not PostgreSQL');
    const { TEST_DB_ENGINE: _engine, ...inherited } = process.env;
    const worker = spawn(process.execPath, ['server/main.ts', 'worker'], {
      cwd: PROJECT_ROOT,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        DATABASE_URL: database.jobQueueConnection.connectionString,
        MAIL_URL: mail.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        JOB_POLL_SECONDS: '0.5',
        JOB_CONCURRENCY: '4',
        // No scheduled runs beside the ones this test sends.
        ALERTS_CRON: '0 0 1 1 *',
        WATCH_NOTIFY_CRON: '0 0 1 1 *',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const label = `[worker ${workers.length + 1}] `;
    worker.stdout?.on('data', (chunk: Buffer) => (output += label + chunk.toString()));
    worker.stderr?.on('data', (chunk: Buffer) => (output += label + chunk.toString()));
    workers.push(worker);
    return worker;
  }

  async function saveNotifySearch(session: TestSession) {
    const searched = await t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers: asUser(session), payload: formData({ query_1: 'ISO 9001' }) });
    const results = envelopeOf<SearchResults>(searched).data as SearchResults;
    const response = await t.app.inject({
      method: 'POST',
      url: savedSearchPaths.save(results.searchContext),
      headers: asUser(session),
      payload: formData({ save_search_name: 'Quality', save_search_notify: '1', save_search_sel: 'standards', onclk_saveSearch: '1' }),
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  async function watch(session: TestSession, documentId: number) {
    const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax('addToWatch'), headers: asUser(session), payload: formData({ docIds: documentId, bulk: 0 }) });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function requestExport(session: TestSession): Promise<ExportCreated> {
    const searched = await t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers: asUser(session), payload: formData({ query_1: 'ISO' }) });
    const results = envelopeOf<SearchResults>(searched).data as SearchResults;
    const response = await t.app.inject({
      method: 'POST',
      url: exportPaths.create('standards'),
      headers: asUser(session),
      payload: formData({ searchContext: results.searchContext, fieldsToExport: 'name,title', csvSeparator: 'csv' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<ExportCreated>(response).data as ExportCreated;
  }

  const jobState = async (jobId: string) => String((await database.executeSql(`select state::text as state from pgboss.job where id = $1`, [jobId])).rows[0]?.state);
  const exportRow = async (id: number) => (await database.executeSql(`select status, exported_count, mailed_at, storage_key from exports where id = $1`, [id])).rows[0];
  const count = async (table: string) => Number((await database.executeSql(`select count(*)::int as n from ${table}`)).rows[0]?.n);

  it('completes the export, the alert run and the watch notification once each, within a minute of the kill', async () => {
    const ids = await importCatalogue(database, [
      standardRecord('ISO 9001:2015', { workNumber: 'ISO 9001', statusCode: 'CUR', titles: [{ language: 'en', full: 'Quality management systems' }] }),
      standardRecord('ISO 14001:2015', { statusCode: 'CUR', titles: [{ language: 'en', full: 'Environmental management systems' }] }),
    ]);
    const acme = await createOrganisationWithUsers(database.db, { datasetIds: [await datasetId(database, 'international')] });
    const newUser = (name: string) =>
      createUser(database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, email: `${name}-${Date.now()}@crash.example.test` });
    // In id order, as the runs take users: the first of each pair is mailed before the kill, the second is held.
    const [alertSent, alertHeld, watchSent, watchHeld] = [await newUser('alert-sent'), await newUser('alert-held'), await newUser('watch-sent'), await newUser('watch-held')];
    const exporter = acme.member;
    await saveNotifySearch(await signIn(t.app, alertSent.email));
    await saveNotifySearch(await signIn(t.app, alertHeld.email));
    const iso9001 = ids.get('ISO 9001:2015') ?? 0;
    await watch(await signIn(t.app, watchSent.email), iso9001);
    await watch(await signIn(t.app, watchHeld.email), iso9001);
    // The change both runs mail about: a new edition, after the searches were saved and the watches began.
    await importCatalogue(database, [standardRecord('ISO 9001:2025', { workNumber: 'ISO 9001', statusCode: 'CUR', titles: [{ language: 'en', full: 'Quality management systems' }] })]);

    for (const user of [exporter, alertHeld, watchHeld]) mail.hold.add(user.email.toLowerCase());
    const created = await requestExport(await signIn(t.app, exporter.email));
    const exportJob = String((await database.executeSql(`select job_id from exports where id = $1`, [created.id])).rows[0]?.job_id);
    const alertJob = await t.services.platform.jobs.send('alerts.run', {});
    const watchJob = await t.services.platform.jobs.send('watches.notify', {});
    if (!alertJob || !watchJob) throw new Error('jobs not queued');

    const first = startWorker();
    const addressedTo = (user: { email: string }) => (sent: ReceivedMail) => sent.envelopeTo.some((address) => address.toLowerCase() === user.email.toLowerCase());
    const mailed = (user: { email: string }) => mail.received.filter(addressedTo(user)).length;
    const waiting = (user: { email: string }) => mail.held.some(addressedTo(user));
    await until(
      'the first worker mid-way through the three jobs',
      Date.now() + 60_000,
      () => waiting(exporter) && waiting(alertHeld) && waiting(watchHeld) && mailed(alertSent) === 1 && mailed(watchSent) === 1,
      () => output,
    );
    expect((await exportRow(created.id))?.storage_key).toBeTruthy();
    expect([await jobState(exportJob), await jobState(alertJob), await jobState(watchJob)]).toEqual(['active', 'active', 'active']);

    first.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((resolve) => first.once('exit', resolve));
    mail.hold.clear();
    startWorker();

    await until(
      'every job completed after the restart',
      killedAt + RECOVERY_DEADLINE_MS,
      async () => (await Promise.all([exportJob, alertJob, watchJob].map(jobState))).every((state) => state === 'completed'),
      () => output,
    );
    // Completed jobs never run again, so these counts are final.
    expect(await exportRow(created.id)).toMatchObject({ status: 'complete', exported_count: created.exported });
    expect(readdirSync(path.join(dataDir, 'exports')).filter((name) => !name.startsWith('.'))).toEqual([`export-${created.id}.csv`]);
    expect([exporter, alertSent, alertHeld, watchSent, watchHeld].map(mailed)).toEqual([1, 1, 1, 1, 1]);
    expect(mail.received).toHaveLength(5);
    expect(await count('saved_search_alerts')).toBe(2);
    expect(await count('watch_notifications')).toBe(2);
    const { rows: attempts } = await database.executeSql(`select retry_count from pgboss.job where id = any($1::uuid[])`, [[exportJob, alertJob, watchJob]]);
    expect(attempts.map((row) => Number(row.retry_count))).toEqual([1, 1, 1]);
  }, 150_000);
});
