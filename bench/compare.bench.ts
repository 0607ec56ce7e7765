import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompareParams } from '../common/ai/compare.contract.ts';
import { loadConfig } from '../server/config/config.ts';
import { openDatabase } from '../server/db/database.ts';
import type { Actor } from '../server/modules/account/index.ts';
import { importFullTextFiles, realDataDir } from '../server/modules/catalogue/index.ts';
import { createLogger } from '../server/platform/logger.ts';
import { createServicesFromConfig } from '../server/services.ts';
import { createDataset, createOrganisation, createSubscription, createUser } from '../server/test/factories.ts';
import { percentile, printTable } from './support/report.ts';
import { createScratchPostgres } from './support/scratch-postgres.ts';

/**
 * `npm run bench:compare`: AI compare's embedded engine on PostgreSQL (DATABASE_URL's server, else
 * the local one, in a scratch database): RFC 5246 (TLS 1.2) and RFC 8446 (TLS 1.3) imported from
 * the shared data, where they become two versions of one document, and a member of a subscription
 * with a compare quota. Then, as the service calls of the compare window and its job:
 * - TOC load (`getPdfTOC`): both tables of contents and the section pairs, first cold (the
 *   alignment is built and kept), then WARM_LOADS times warm;
 * - whole-document compare, once for each response format: the start (checks, quota, the queued
 *   job) and the job's work (`runCompare`: both texts read, aligned, diffed, classified,
 *   summarised and the result stored), then the finished result read as the summary page does;
 * - a repeat of a finished compare (the cached result: no job, no quota), by the same user and by
 *   a colleague.
 * Prints the figures beside the targets; asserts nothing.
 */
const WARM_LOADS = 50;
const TARGET_TOC_P95_MS = 200;
const TARGET_COMPARE_MS = 5000;
const PROMPTS = [
  { id: 1, title: 'Summary of changes' },
  { id: 2, title: 'Clause by clause' },
  { id: 3, title: 'Changed requirements' },
  { id: 4, title: 'Table of changed values' },
] as const;

const rfcFiles = ['rfc5246.txt', 'rfc8446.txt'].map((name) => path.join(realDataDir(), 'fulltext', name));
const missing = rfcFiles.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`No ${missing.join(', ')}; set SHARED_DATA_DIR to the shared data folder.`);
  process.exit(1);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const scratch = await createScratchPostgres('normscope_bench_compare');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-bench-compare-'));
const database = await openDatabase({ kind: 'postgres', url: scratch.url });
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: scratch.url });
const services = createServicesFromConfig(config, database, createLogger({ level: 'warn' }));
const { ai } = services;
try {
  await database.migrate();
  const summary = await importFullTextFiles(database, rfcFiles);
  const { rows: versions } = await database.executeSql(
    `select v.id, v.document_id, v.number, d.publisher_id, (select count(*)::int from document_sections s where s.version_id = v.id) as sections,
            (select coalesce(sum(length(s.body_text)), 0)::int from document_sections s where s.version_id = v.id) as chars
     from document_versions v join documents d on d.id = v.document_id where v.number in ('RFC 5246', 'RFC 8446') and v.has_content`,
  );
  const older = versions.find((row) => row.number === 'RFC 5246');
  const newer = versions.find((row) => row.number === 'RFC 8446');
  if (!older || !newer) throw new Error(`RFC 5246 and RFC 8446 were not imported: ${JSON.stringify(summary.errors)}`);
  if (older.document_id !== newer.document_id) throw new Error('RFC 5246 and RFC 8446 were imported as two documents, not as two versions of one.');
  const docId = Number(newer.document_id);
  const [olderId, newerId] = [Number(older.id), Number(newer.id)];
  console.log(
    `RFC 5246 (${older.sections} sections, ${kib(Number(older.chars))} of text) and RFC 8446 (${newer.sections} sections, ${kib(Number(newer.chars))}): two versions of document ${docId}.`,
  );

  // A subscription that opens the IETF's documents, with a compare quota, and two of its members.
  const db = database.db;
  const { rows: linked } = await database.executeSql(`select dataset_id from dataset_publishers where publisher_id = $1`, [Number(newer.publisher_id)]);
  const datasetIds = linked.map((row) => Number(row.dataset_id));
  if (datasetIds.length === 0) {
    const dataset = await createDataset(db, { code: 'bench_ietf', name: 'IETF (bench)' });
    await database.executeSql(`insert into dataset_publishers (dataset_id, publisher_id) values ($1, $2)`, [dataset.id, Number(newer.publisher_id)]);
    datasetIds.push(dataset.id);
  }
  const organisation = await createOrganisation(db, { name: 'Bench compare' });
  const subscription = await createSubscription(db, { organisationId: organisation.id, datasetIds, aiCompareQuota: 100 });
  const actorOf = async () => {
    const user = await createUser(db, { organisationId: organisation.id, subscriptionId: subscription.id, aiCompareQuota: 50 });
    const actor = await services.accounts.actorForUser(user.id);
    if (!actor) throw new Error('the bench user has no actor');
    return actor;
  };
  const member: Actor = await actorOf();
  const colleague: Actor = await actorOf();

  // The queue is installed and its sender started, as in a running server.
  await services.platform.jobs.start();

  // TOC load: cold (the alignment is built and kept), then warm.
  const cold = await timed(() => ai.compareToc(member, [newerId, olderId]));
  const toc = cold.value;
  const kinds = new Map<string, number>();
  for (const pair of toc.pairs) kinds.set(pair.kind, (kinds.get(pair.kind) ?? 0) + 1);
  const warm: number[] = [];
  for (let load = 0; load < WARM_LOADS; load++) warm.push((await timed(() => ai.compareToc(member, [olderId, newerId]))).ms);
  warm.sort((a, b) => a - b);
  const tocP95 = percentile(warm, 0.95);
  const tocBytes = Buffer.byteLength(JSON.stringify(toc));
  console.log(
    `Aligned: ${toc.pairs.length} pairs (${[...kinds.entries()].map(([kind, count]) => `${count} ${kind}`).join(', ')}); the TOC answer is ${kib(tocBytes)} of JSON.\n`,
  );
  printTable(
    [`TOC load (getPdfTOC, ${WARM_LOADS} warm loads)`, 'cold', 'p50', 'p95', 'max'],
    [['both trees and the section pairs', ms(cold.ms), ms(percentile(warm, 0.5)), ms(tocP95), ms(warm.at(-1) ?? Number.NaN)]],
  );
  console.log('');

  // Whole-document compares, one per response format, each computed by its job.
  const params = (promptId: number): CompareParams => ({ docId, itemId1: olderId, itemId2: newerId, toc1Selection: [], toc2Selection: [], promptId, language: 'en' });
  const compareIdOf = async (jobId: string) => Number((await database.executeSql(`select id from ai_compares where job_id = $1`, [jobId])).rows[0]?.id);
  const quotaBefore = await ai.compareQuota(member);
  const rows: string[][] = [];
  let slowestJob = 0;
  for (const prompt of PROMPTS) {
    const started = await timed(() => ai.startCompare(member, params(prompt.id)));
    const jobId = started.value.jobId;
    if (!jobId || started.value.cached) throw new Error(`the ${prompt.title} compare did not queue a job: ${JSON.stringify(started.value)}`);
    const job = await timed(async () => ai.runCompare(await compareIdOf(jobId), { retryCount: 0 }));
    const status = await ai.compareStatus(member, jobId);
    if (status.status !== 'FINISHED') throw new Error(`the ${prompt.title} compare ended ${status.status}`);
    const read = await timed(() => ai.compareResult(member, jobId));
    const result = read.value;
    const changes = Object.values(result.counts).reduce((sum, count) => sum + (count ?? 0), 0);
    slowestJob = Math.max(slowestJob, job.ms);
    rows.push([
      `${prompt.id} ${prompt.title}`,
      ms(started.ms),
      ms(job.ms),
      ms(read.ms),
      `${result.points.length} points, ${changes} changes, ${result.redline.length} rows; ${kib(Buffer.byteLength(JSON.stringify(result)))}`,
    ]);
  }
  printTable(['Whole-document compare (format)', 'start', 'job (runCompare)', 'result read', 'result'], rows);
  const quotaAfter = await ai.compareQuota(member);

  // The same compare again: the finished result, no job and no quota.
  const repeat = await timed(() => ai.startCompare(member, params(1)));
  const shared = await timed(() => ai.startCompare(colleague, params(1)));
  const quotaRepeat = await ai.compareQuota(member);
  const colleagueQuota = await ai.compareQuota(colleague);
  const statusOf = async (actor: Actor, jobId: string | null) => (jobId ? (await ai.compareStatus(actor, jobId)).status : 'no job');
  console.log('');
  printTable(
    ['Repeat of a finished compare (format 1)', 'start', 'cached', 'status at once', 'quota used'],
    [
      ['same user: their finished compare', ms(repeat.ms), String(repeat.value.cached), await statusOf(member, repeat.value.jobId), String(quotaRepeat.user.used - quotaAfter.user.used)],
      ['a colleague: the kept result', ms(shared.ms), String(shared.value.cached), await statusOf(colleague, shared.value.jobId), String(colleagueQuota.user.used)],
    ],
  );
  console.log(`Quota: ${quotaAfter.user.used - quotaBefore.user.used} compares used by the ${PROMPTS.length} computed ones, none by the repeats.`);
  console.log(`Target: TOC load p95 under ${TARGET_TOC_P95_MS} ms: ${verdict(tocP95 < TARGET_TOC_P95_MS)} (p95 ${ms(tocP95)}).`);
  console.log(`Target: whole-document compare on the job within ${TARGET_COMPARE_MS / 1000} s: ${verdict(slowestJob <= TARGET_COMPARE_MS)} (slowest format ${ms(slowestJob)}).`);
  const repeatsCached = repeat.value.cached && shared.value.cached && quotaRepeat.user.used === quotaAfter.user.used && colleagueQuota.user.used === 0;
  console.log(`Repeats answered from the cache without quota: ${repeatsCached ? 'yes' : 'NO'}.`);
} finally {
  await services.platform.jobs.stop(2000);
  services.platform.mailer.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  await scratch.drop();
}
