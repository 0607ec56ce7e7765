import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXPORT_LIMIT } from '../common/domain/constants.ts';
import { EXPORT_FIELDS } from '../common/exports/exports.contract.ts';
import { emptyCriteria, type SearchRequest } from '../common/search/search-criteria.contract.ts';
import { dataPaths, loadConfig } from '../server/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import { seedDemoAccounts } from '../server/db/seeds/demo-accounts.seed.ts';
import { createCatalogueWriter, type CatalogueRecord } from '../server/modules/catalogue/index.ts';
import { jobHandlersFor } from '../server/jobs/job-handlers.ts';
import { createExportsService, type ExportsService } from '../server/modules/exports/index.ts';
import { createLocalFileStorage } from '../server/platform/file-storage.ts';
import { createLogger } from '../server/platform/logger.ts';
import type { Actor } from '../server/modules/account/index.ts';
import { createServicesFromConfig } from '../server/services.ts';
import { standardRecord } from '../server/test/catalogue-factories.ts';
import { withDatabase } from '../server/test/test-engine.ts';
import { percentile, printTable } from './support/report.ts';
import { isBuiltOnPostgres, markBuilt, REAL_DATABASE, realCatalogueOnPostgres } from './support/real-catalogue.ts';
import { benchServerUrl, queryBenchServer } from './support/scratch-postgres.ts';

/**
 * `npm run bench:export`: a 10,000-document export on PostgreSQL, from the export call to
 * the file written, through the product's own service: the call (search, export row and
 * job in one transaction), then the job's work (the search again, the rows read in
 * batches, the CSV written), then its mail (an outbox file with the CSV attached).
 * The catalogue is the search benchmark's real one when it exists (or with --catalogue real,
 * which builds it, a few minutes), else a generated one of 12,000 documents kept between runs.
 * Every search runs whole (SEARCH_CACHE=false). Then a queue of exports through a real worker:
 * --queue N (40) exports of --queue-documents N (2,400) each, sent at once, run JOB_CONCURRENCY
 * at a time (--concurrency N to compare), from the first call to the last export complete.
 * Options: --rounds N, --catalogue real|generated, --database NAME (the generated catalogue's), --rebuild.
 */
const TARGET_MS = 3000;
const QUEUE_TARGET_MS = 15_000;
const GENERATED_DOCUMENTS = 12_000;
const BENCH_PASSWORD = 'normscope-bench';
const ADMIN_EMAIL = 'admin@demo.normscope.test';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    catalogue: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    database: { type: 'string', default: 'normscope_bench_exports' },
    queue: { type: 'string', default: '40' },
    'queue-documents': { type: 'string', default: '2400' },
    concurrency: { type: 'string' },
  },
});
const GENERATED_DATABASE = values.database;
const serverUrl = benchServerUrl();
const rounds = Math.max(1, Number(values.rounds));
const log = (line: string) => console.log(line);
const ms = (value: number) => `${Math.round(value)} ms`;

/** A standards record with a realistic shape: titles in two languages, an abstract, an edition. */
function generatedRecord(n: number): CatalogueRecord {
  const year = 1990 + (n % 34);
  const number = `ISO ${20_000 + n}:${year}`;
  const subject = ['Quality management', 'Safety of machinery', 'Electrical installations', 'Information security', 'Road vehicles'][n % 5] ?? 'Testing';
  return standardRecord(number, {
    source: 'bench',
    sourceKey: `bench:${number}`,
    workNumber: `ISO ${20_000 + n}`,
    edition: String(1 + (n % 4)),
    titles: [
      { language: 'en', full: `${subject} — Part ${n}: Requirements, "guidance" and test methods` },
      { language: 'fr', full: `${subject} (fr) — Partie ${n} : exigences et méthodes d’essai` },
    ],
    abstracts: [{ language: 'en', text: `This document specifies requirements for ${subject.toLowerCase()}, part ${n}.\n`.repeat(4) }],
    languages: ['en', 'fr'],
    publishedOn: `${year}-0${1 + (n % 9)}-15`,
  });
}

async function generatedCatalogue(): Promise<string> {
  const url = withDatabase(serverUrl, GENERATED_DATABASE);
  if (!values.rebuild && (await isBuiltOnPostgres(GENERATED_DATABASE))) {
    log(`Catalogue: ${GENERATED_DATABASE} (generated earlier; --rebuild makes it again).`);
    return url;
  }
  const why = values.catalogue === 'generated' ? '--catalogue generated' : `no benchmark catalogue (${REAL_DATABASE}) on this server`;
  log(`Catalogue: ${why}; generating ${GENERATED_DOCUMENTS.toLocaleString('en-GB')} documents into ${GENERATED_DATABASE} (kept for later runs)...`);
  await queryBenchServer(`drop database if exists ${GENERATED_DATABASE} with (force)`);
  await queryBenchServer(`create database ${GENERATED_DATABASE}`);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    const started = performance.now();
    const writer = await createCatalogueWriter(database, { kind: 'bench', paths: [] });
    for (let start = 0; start < GENERATED_DOCUMENTS; start += 1000) {
      await writer.writeRecords(Array.from({ length: Math.min(1000, GENERATED_DOCUMENTS - start) }, (_, i) => generatedRecord(start + i)));
    }
    await writer.finish();
    await seedDemoAccounts(database.db, BENCH_PASSWORD);
    await markBuilt(database);
    log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  return url;
}

async function catalogueUrl(): Promise<string> {
  if (values.catalogue === 'real') return realCatalogueOnPostgres(Boolean(values.rebuild), log);
  if (values.catalogue !== 'generated' && (await isBuiltOnPostgres(REAL_DATABASE))) {
    log(`Catalogue: ${REAL_DATABASE}, the search benchmark's real catalogue.`);
    return withDatabase(serverUrl, REAL_DATABASE);
  }
  return generatedCatalogue();
}

async function run(database: DatabaseHandle) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-bench-export-'));
  const { JOB_CONCURRENCY, JOB_POLL_SECONDS } = process.env;
  const config = loadConfig({ DATABASE_URL: 'postgres://bench', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEARCH_CACHE: 'false', JOB_CONCURRENCY, JOB_POLL_SECONDS });
  const logger = createLogger({ level: 'silent' });
  const services = createServicesFromConfig(config, database, logger);
  const { jobs, mailer } = services.platform;
  const created: number[] = [];
  try {
    await jobs.start();
    const { rows } = await database.executeSql(`select id from users where email = $1`, [ADMIN_EMAIL]);
    const actor = await services.accounts.actorForUser(Number(rows[0]?.id));
    if (!actor) throw new Error(`no ${ADMIN_EMAIL} in the benchmark catalogue`);
    const request = { tab: 'standards', criteria: { ...emptyCriteria('standards'), documentNumber: '*', filterBy: 'all' } } as SearchRequest;
    const searchContext = await services.search.encodeContext(actor, request);

    let fileWrittenAt = 0;
    const exportsService = createExportsService({
      database,
      search: services.search,
      materials: services.materials,
      accounts: services.accounts,
      jobs,
      mailer,
      storage: createLocalFileStorage(dataPaths(config).exports),
      logger,
      publicUrl: config.publicUrl,
      retentionDays: 1,
      afterFileWritten: () => {
        fileWrittenAt = performance.now();
      },
    });

    const samples: { call: number; file: number; mail: number; bytes: number; rows: number; found: number }[] = [];
    for (let round = 0; round <= rounds; round++) {
      const started = performance.now();
      const answer = await exportsService.create(actor, { tab: 'standards', searchContext, fieldsToExport: [...EXPORT_FIELDS], csvSeparator: 'csv' });
      const answered = performance.now();
      created.push(answer.id);
      // The job, run here at once: a worker would add up to JOB_POLL_SECONDS of pick-up delay.
      await exportsService.run(answer.id, { retryCount: 0 });
      const done = performance.now();
      const summary = await exportsService.get(actor, answer.id);
      if (summary.status !== 'complete') throw new Error(`export ${answer.id} ended ${summary.status}`);
      const sample = { call: answered - started, file: fileWrittenAt - started, mail: done - fileWrittenAt, bytes: summary.byteSize ?? 0, rows: summary.exportedCount ?? 0, found: answer.total_found };
      if (round === 0) log(`First export (loads the search's catalogue columns): ${ms(sample.file)} to the file; not counted.`);
      else samples.push(sample);
    }

    const first = samples[0];
    log(`\nExport of ${first?.rows.toLocaleString('en-GB')} documents (the search found ${first?.found.toLocaleString('en-GB')}; limit ${EXPORT_LIMIT.toLocaleString('en-GB')}), all ${EXPORT_FIELDS.length} fields, CSV of ${((first?.bytes ?? 0) / 1024 / 1024).toFixed(1)} MiB, ${rounds} rounds:\n`);
    const stat = (pick: (sample: (typeof samples)[number]) => number) => {
      const sorted = samples.map(pick).sort((a, b) => a - b);
      return [ms(percentile(sorted, 0.5)), ms(sorted.at(-1) ?? Number.NaN)];
    };
    printTable(
      ['Step', 'p50', 'max'],
      [
        ['export call (search, row and job)', ...stat((s) => s.call)],
        ['request to file written', ...stat((s) => s.file)],
        ['then the mail (outbox, file attached)', ...stat((s) => s.mail)],
      ],
    );
    const p50 = percentile(samples.map((s) => s.file).sort((a, b) => a - b), 0.5);
    log(`\nTarget: request to file written under ${TARGET_MS / 1000} s: ${p50 < TARGET_MS ? 'met' : 'missed'} (p50 ${ms(p50)}).`);

    // The rounds' jobs were run above by hand; a worker must not find them.
    await database.executeSql(`delete from pgboss.job where name = 'exports.run' and (data->>'exportId')::int = any($1::int[])`, [created]);
    await runQueue(database, services, config, actor, searchContext, created);
  } finally {
    if (created.length > 0) {
      await database.executeSql(`delete from pgboss.job where name = 'exports.run' and (data->>'exportId')::int = any($1::int[])`, [created]);
      await database.executeSql(`delete from exports where id = any($1::int[])`, [created]);
    }
    await jobs.stop(1000);
    mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The queue: N exports sent at once and run by this process's worker, as a web process with JOBS_IN_WEB runs them. */
async function runQueue(
  database: DatabaseHandle,
  services: ReturnType<typeof createServicesFromConfig>,
  config: ReturnType<typeof loadConfig>,
  actor: Actor,
  searchContext: string,
  created: number[],
) {
  const count = Math.max(1, Number(values.queue));
  const documents = Math.max(1, Number(values['queue-documents']));
  const concurrency = values.concurrency ? Math.max(1, Number(values.concurrency)) : config.jobConcurrency;
  const exportsService: ExportsService = createExportsService({
    database,
    search: services.search,
    materials: services.materials,
    accounts: services.accounts,
    jobs: services.platform.jobs,
    mailer: services.platform.mailer,
    storage: createLocalFileStorage(dataPaths(config).exports),
    logger: createLogger({ level: 'silent' }),
    publicUrl: config.publicUrl,
    retentionDays: 1,
    exportLimit: documents,
  });
  await services.platform.jobs.work({
    handlers: { ...jobHandlersFor(services), 'exports.run': ({ exportId }, context) => exportsService.run(exportId, context) },
    schedules: {},
    pollingIntervalSeconds: config.jobPollSeconds,
    concurrency,
  });
  const started = performance.now();
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const answer = await exportsService.create(actor, { tab: 'standards', searchContext, fieldsToExport: [...EXPORT_FIELDS], csvSeparator: 'csv' });
    ids.push(answer.id);
    created.push(answer.id);
  }
  const sent = performance.now();
  for (;;) {
    const { rows } = await database.executeSql(
      `select count(*) filter (where status = 'inprogress')::int as waiting, count(*) filter (where status = 'complete' and exported_count = $2)::int as done
       from exports where id = any($1::int[])`,
      [ids, documents],
    );
    if (Number(rows[0]?.waiting) === 0) {
      if (Number(rows[0]?.done) !== count) throw new Error(`only ${String(rows[0]?.done)} of ${count} exports completed with ${documents} documents`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const wall = performance.now() - started;
  log(`\nQueue: ${count} exports of ${documents.toLocaleString('en-GB')} documents (all fields, CSV, mailed to the outbox) sent at once, run by a worker with`);
  log(`JOB_CONCURRENCY=${concurrency} and JOB_POLL_SECONDS=${config.jobPollSeconds}: all sent in ${ms(sent - started)}, all complete ${(wall / 1000).toFixed(1)} s after the first call`);
  log(`(${(wall / count).toFixed(0)} ms per export). Target under ${QUEUE_TARGET_MS / 1000} s: ${wall < QUEUE_TARGET_MS ? 'met' : 'missed'}.`);
}

const url = await catalogueUrl();
const database = await openDatabase({ kind: 'postgres', url });
try {
  await database.migrate();
  const { rows } = await database.executeSql(`select count(*)::int as n from documents`);
  if (Number(rows[0]?.n) < EXPORT_LIMIT) throw new Error(`the catalogue holds ${String(rows[0]?.n)} documents, fewer than the export limit`);
  await run(database);
} finally {
  await database.close();
}
