import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPaths, type ExportCreated, type ExportSummary } from '../../../common/exports/exports.contract.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { jobHandlersFor } from '../../jobs/job-handlers.ts';
import { jobDefinitions } from '../../jobs/job-registry.ts';
import { createLocalFileStorage } from '../../platform/file-storage.ts';
import { createLogger } from '../../platform/logger.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { startTestMailServer, type TestMailServer } from '../../test/test-mail-server.ts';
import type { Actor } from '../account/index.ts';
import { createExportsService, type ExportsServiceDeps } from './exports.service.ts';

/**
 * The export job's durability: a restart before the job ran, a worker that crashes after
 * writing the file, a retry after the mail went out, the last failed attempt, the limit
 * and the purge. Each app here shares one database with the next, like a restarted server.
 */
let mailServer: TestMailServer;
let database: DatabaseHandle;
let userEmail: string;
let userId: number;

const NUMBERS = ['ISO 7001:2023', 'ISO 7002:2023', 'ISO 7003:2023'];

beforeAll(async () => {
  mailServer = await startTestMailServer();
  database = await createTestDatabase();
  await importCatalogue(
    database,
    NUMBERS.map((number) => standardRecord(number, { titles: [{ language: 'en', full: `Graphical symbols ${number}` }] })),
  );
  const acme = await createOrganisationWithUsers(database.db, { datasetIds: [await datasetId(database, 'international')] });
  userEmail = acme.member.email;
  userId = acme.member.id;
});

afterAll(async () => {
  await database.close();
  await mailServer.close();
});

const mailsTo = (email: string) => mailServer.received.filter((mail) => mail.envelopeTo.includes(email));

async function exportRow(id: number) {
  const { rows } = await database.executeSql(`select status, error, exported_count, mailed_at, completed_at, storage_key, details from exports where id = $1`, [id]);
  return rows[0];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export did not reach the expected state');
}

async function searchContext(t: TestApp, session: TestSession): Promise<SearchResults> {
  const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers: asUser(session), payload: formData({ query_2: 'graphical symbols' }) });
  return envelopeOf<SearchResults>(response).data as SearchResults;
}

async function requestExport(t: TestApp, session: TestSession): Promise<ExportCreated> {
  const results = await searchContext(t, session);
  const response = await t.app.inject({
    method: 'POST',
    url: exportPaths.create('standards'),
    headers: asUser(session),
    payload: formData({ searchContext: results.searchContext, fieldsToExport: 'name,title', csvSeparator: 'csv' }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<ExportCreated>(response).data as ExportCreated;
}

/** A queue that keeps nothing: these tests run the job themselves, so no worker may run it too. */
const heldJobs: ExportsServiceDeps['jobs'] = { start: async () => undefined, send: async () => null };

/** An exports service of the app's own parts, with test options (a crash hook, a small limit). */
function serviceOf(t: TestApp, options: Partial<ExportsServiceDeps> = {}) {
  const { services, config } = t;
  return createExportsService({
    database: t.database,
    search: services.search,
    materials: services.materials,
    accounts: services.accounts,
    jobs: heldJobs,
    mailer: services.platform.mailer,
    storage: createLocalFileStorage(services.paths.exports),
    logger: createLogger({ level: 'silent' }),
    publicUrl: config.publicUrl,
    retentionDays: config.exportRetentionDays,
    ...options,
  });
}

async function actorOf(t: TestApp): Promise<Actor> {
  const actor = await t.services.accounts.actorForUser(userId);
  if (!actor) throw new Error('no actor');
  return actor;
}

describe('a restarted server', () => {
  it('runs the export queued before the restart, completes it once and mails once', async () => {
    const first = await createTestApp({ mailUrl: mailServer.url }, { runJobs: false, database });
    const session = await signIn(first.app, userEmail);
    const mailsBefore = mailsTo(userEmail).length;
    const created = await requestExport(first, session);
    expect(created.total_found).toBe(3);
    const { rows: queued } = await database.executeSql(`select state from pgboss.job where name = 'exports.run' and data->>'exportId' = $1`, [String(created.id)]);
    expect(queued.map((row) => row.state)).toEqual(['created']);
    await first.close();
    expect((await exportRow(created.id))?.status).toBe('inprogress');

    const second = await createTestApp({ mailUrl: mailServer.url }, { runJobs: true, database });
    try {
      const row = await until(() => exportRow(created.id), (value) => value?.status !== 'inprogress');
      expect(row).toMatchObject({ status: 'complete', exported_count: 3, error: null });
      expect(mailsTo(userEmail)).toHaveLength(mailsBefore + 1);
      const download = await second.app.inject({ method: 'GET', url: exportPaths.download(created.id), headers: asUser(session) });
      expect(download.statusCode).toBe(200);
      expect((parse(download.rawPayload, { bom: true }) as string[][]).map((line) => line[0])).toEqual(['name', ...NUMBERS]);
    } finally {
      await second.close();
    }
  });
});

describe('the export job', () => {
  let t: TestApp;
  let session: TestSession;

  beforeAll(async () => {
    t = await createTestApp({ mailUrl: mailServer.url }, { runJobs: false, database });
    session = await signIn(t.app, userEmail);
  });

  afterAll(async () => {
    await t.close();
  });

  it('is retried by the queue after a worker crashes past the written file, and mails once', async () => {
    let crashes = 0;
    const written: number[] = [];
    const attempts: number[] = [];
    const crashing = serviceOf(t, {
      jobs: t.services.platform.jobs,
      afterFileWritten: (exportId) => {
        written.push(exportId);
        if (crashes === 0) {
          crashes += 1;
          throw new Error('worker crashed');
        }
      },
    });
    await t.services.platform.jobs.work({
      handlers: {
        ...jobHandlersFor(t.services),
        'exports.run': async ({ exportId }, context) => {
          attempts.push(context.retryCount);
          await crashing.run(exportId, context);
        },
      },
      schedules: {},
      pollingIntervalSeconds: 0.5,
    });
    const mailsBefore = mailsTo(userEmail).length;
    const created = await requestExport(t, session);
    const row = await until(() => exportRow(created.id), (value) => value?.status !== 'inprogress');
    expect(row).toMatchObject({ status: 'complete', exported_count: 3 });
    expect(attempts).toEqual([0, 1]);
    // The retry found the file the crashed attempt wrote, so it was written once.
    expect(written).toEqual([created.id]);
    expect(mailsTo(userEmail)).toHaveLength(mailsBefore + 1);
    const attachment = mailsTo(userEmail).at(-1)?.attachments[0]?.content as Buffer;
    expect((parse(attachment, { bom: true }) as string[][]).slice(1).map((line) => line[0])).toEqual(NUMBERS);
  });

  it('completes without a second mail when retried after the mail went out', async () => {
    const service = serviceOf(t);
    const created = await service.create(await actorOf(t), { tab: 'standards', searchContext: (await searchContext(t, session)).searchContext, fieldsToExport: ['name'], csvSeparator: 'csv' });
    const mailsBefore = mailsTo(userEmail).length;
    await service.run(created.id, { retryCount: 0 });
    expect(mailsTo(userEmail)).toHaveLength(mailsBefore + 1);
    // As if the worker died between the mail and the completion.
    await database.executeSql(`update exports set status = 'inprogress', completed_at = null where id = $1`, [created.id]);
    await service.run(created.id, { retryCount: 1 });
    expect(await exportRow(created.id)).toMatchObject({ status: 'complete' });
    await service.run(created.id, { retryCount: 2 });
    expect(mailsTo(userEmail)).toHaveLength(mailsBefore + 1);
  });

  it('sends the same message (one Message-ID) again when the worker died before the mail server’s answer was recorded', async () => {
    const service = serviceOf(t);
    const created = await service.create(await actorOf(t), { tab: 'standards', searchContext: (await searchContext(t, session)).searchContext, fieldsToExport: ['name'], csvSeparator: 'csv' });
    const mailsBefore = mailsTo(userEmail).length;
    await service.run(created.id, { retryCount: 0 });
    // As if the worker died after the server accepted the mail, before it recorded so.
    await database.executeSql(`update exports set status = 'inprogress', completed_at = null, mailed_at = null where id = $1`, [created.id]);
    await service.run(created.id, { retryCount: 1 });
    const sent = mailsTo(userEmail).slice(mailsBefore);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.messageId).toMatch(new RegExp(`^<export-${created.id}-\\d+@`));
    expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(1);
    const other = await service.create(await actorOf(t), { tab: 'standards', searchContext: (await searchContext(t, session)).searchContext, fieldsToExport: ['name'], csvSeparator: 'csv' });
    await service.run(other.id, { retryCount: 0 });
    expect(mailsTo(userEmail).at(-1)?.messageId).not.toBe(sent[0]?.messageId);
  });

  it('leaves a failed attempt to the retry, and marks the last one completewitherror with the error kept', async () => {
    const service = serviceOf(t, {
      mailer: {
        send: async () => {
          throw new Error('mail server unreachable');
        },
      },
    });
    const created = await service.create(await actorOf(t), { tab: 'standards', searchContext: (await searchContext(t, session)).searchContext, fieldsToExport: ['name'], csvSeparator: 'tsv' });
    const mailsBefore = mailsTo(userEmail).length;
    await expect(service.run(created.id, { retryCount: 0 })).rejects.toThrow('mail server unreachable');
    expect(await exportRow(created.id)).toMatchObject({ status: 'inprogress', error: null });
    await expect(service.run(created.id, { retryCount: jobDefinitions['exports.run'].queue.retryLimit })).rejects.toThrow('mail server unreachable');
    expect(await exportRow(created.id)).toMatchObject({ status: 'completewitherror', error: 'mail server unreachable' });
    expect(mailsTo(userEmail)).toHaveLength(mailsBefore);
    const summary = envelopeOf<ExportSummary>(await t.app.inject({ method: 'GET', url: exportPaths.one(created.id), headers: asUser(session) })).data;
    expect(summary).toMatchObject({ status: 'completewitherror', abilities: { download: false } });
    expect((await t.app.inject({ method: 'GET', url: exportPaths.download(created.id), headers: asUser(session) })).statusCode).toBe(409);
  });

  it('mails nothing from an attempt whose job was lost (its signal aborted), even its last, and leaves the export to the attempt that holds it', async () => {
    const service = serviceOf(t);
    const created = await service.create(await actorOf(t), { tab: 'standards', searchContext: (await searchContext(t, session)).searchContext, fieldsToExport: ['name'], csvSeparator: 'csv' });
    const mailsBefore = mailsTo(userEmail).length;
    const lost = new AbortController();
    lost.abort(new Error('lost its lease'));
    const retryLimit = jobDefinitions['exports.run'].queue.retryLimit;
    await expect(service.run(created.id, { retryCount: retryLimit, signal: lost.signal })).rejects.toThrow('lost its lease');
    expect(await exportRow(created.id)).toMatchObject({ status: 'inprogress', error: null, mailed_at: null });
    expect(mailsTo(userEmail)).toHaveLength(mailsBefore);
    await service.run(created.id, { retryCount: retryLimit, signal: new AbortController().signal });
    expect(await exportRow(created.id)).toMatchObject({ status: 'complete' });
    expect(mailsTo(userEmail)).toHaveLength(mailsBefore + 1);
  });

  it('creates no export when its job cannot be queued (one transaction)', async () => {
    const service = serviceOf(t, {
      jobs: {
        start: async () => undefined,
        send: async () => {
          throw new Error('queue unavailable');
        },
      },
    });
    const count = async () => Number((await database.executeSql(`select count(*)::int as n from exports`)).rows[0]?.n);
    const before = await count();
    const searchContextToken = (await searchContext(t, session)).searchContext;
    await expect(service.create(await actorOf(t), { tab: 'standards', searchContext: searchContextToken, fieldsToExport: ['name'], csvSeparator: 'csv' })).rejects.toThrow(
      'queue unavailable',
    );
    expect(await count()).toBe(before);
  });

  it('writes at most the export limit, in the search’s order, and says so in the mail', async () => {
    const service = serviceOf(t, { exportLimit: 2, batchSize: 1 });
    const results = await searchContext(t, session);
    const created = await service.create(await actorOf(t), { tab: 'standards', searchContext: results.searchContext, fieldsToExport: ['docId'], csvSeparator: 'csv' });
    expect(created).toMatchObject({ total_found: 3, exported: 2, limit: 2 });
    await service.run(created.id, { retryCount: 0 });
    expect(await exportRow(created.id)).toMatchObject({ status: 'complete', exported_count: 2 });
    const mail = mailsTo(userEmail).at(-1);
    expect(mail?.subject).toBe('Your Normscope export: 2 documents');
    expect(mail?.text).toContain('The search found 3 documents, but an export holds at most 2.');
    const rows = parse(mail?.attachments[0]?.content as Buffer, { bom: true }) as string[][];
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(results.docIds.slice(0, 2));
  });

  it('fails at once, without mail, when its user can no longer sign in', async () => {
    const service = serviceOf(t);
    const created = await service.create(await actorOf(t), { tab: 'standards', searchContext: (await searchContext(t, session)).searchContext, fieldsToExport: ['name'], csvSeparator: 'csv' });
    const mailsBefore = mailsTo(userEmail).length;
    await database.executeSql(`update users set disabled = true where id = $1`, [userId]);
    try {
      await service.run(created.id, { retryCount: 0 });
    } finally {
      await database.executeSql(`update users set disabled = false where id = $1`, [userId]);
    }
    expect(await exportRow(created.id)).toMatchObject({ status: 'completewitherror', error: 'The user of this export can no longer sign in.' });
    expect(mailsTo(userEmail)).toHaveLength(mailsBefore);
  });

  it('purges expired exports with their files; until then an expired one is neither listed nor downloadable', async () => {
    const service = serviceOf(t);
    const storage = createLocalFileStorage(t.services.paths.exports);
    const created = await service.create(await actorOf(t), { tab: 'standards', searchContext: (await searchContext(t, session)).searchContext, fieldsToExport: ['name'], csvSeparator: 'csv' });
    await service.run(created.id, { retryCount: 0 });
    const key = String((await exportRow(created.id))?.storage_key);
    expect(await storage.size(key)).toBeGreaterThan(0);
    await database.executeSql(`update exports set expires_at = now() - interval '1 minute' where id = $1`, [created.id]);
    expect((await t.app.inject({ method: 'GET', url: exportPaths.download(created.id), headers: asUser(session) })).statusCode).toBe(404);
    const list = await service.list(await actorOf(t));
    expect(list.exports.map((item) => item.id)).not.toContain(created.id);

    const { removed } = await service.purgeExpired();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await exportRow(created.id)).toBeUndefined();
    expect(await storage.size(key)).toBeNull();
    // A job for an export that no longer exists has nothing left to do.
    await expect(service.run(created.id, { retryCount: 0 })).resolves.toBeUndefined();
  });
});
