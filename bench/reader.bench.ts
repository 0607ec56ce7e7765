import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ReaderOutline, ReaderSearchResult, ReaderSections, ReaderUser } from '../common/reader/reader.contract.ts';
import { readerPaths } from '../common/reader/reader-paths.ts';
import { openDatabase, type DatabaseOptions } from '../server/db/database.ts';
import { seedDemoAccounts } from '../server/db/seeds/demo-accounts.seed.ts';
import { importFullTextFiles, realDataDir } from '../server/modules/catalogue/index.ts';
import { signInForBench, startBenchServer, type BenchSession } from './support/bench-server.ts';
import { BENCH_PASSWORD } from './support/real-catalogue.ts';
import { percentile, printTable } from './support/report.ts';
import { createScratchPostgres } from './support/scratch-postgres.ts';

/**
 * `npm run bench:reader`: the reader on RFC 2616 (HTTP/1.1, about 175 pages, 260 sections),
 * imported from the shared data into a scratch database, served by the product's own server
 * in a child process. Times are the server's own (Server-Timing), over ROUNDS rounds:
 * - opening to the first section painted: the reader's user lookup, the table of contents
 *   and the first sections' content (the calls the page waits for before it paints text);
 * - in-document search: a set of phrases, from rare to a stop word found everywhere.
 * Options: --only postgres|pglite.
 */
const ROUNDS = 20;
const TARGET_MS = 300;
const SEARCHES = ['persistent connections', 'Content-Length', 'chunked transfer coding', 'If-Modified-Since', 'proxy', 'must not', 'the'];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const rfcFile = path.join(realDataDir(), 'fulltext', 'rfc2616.txt');
const log = (line: string) => console.log(line);

async function timedCall<T>(session: BenchSession, method: 'GET' | 'POST', url: string): Promise<{ data: T; server: number }> {
  const response = await fetch(`${session.base}${url}`, { method, headers: { cookie: session.cookie, 'x-nonce': session.nonce, 'x-requested-with': 'XMLHttpRequest' } });
  const json = (await response.json()) as { status: string; data: T };
  if (json.status !== 'ok') throw new Error(`${url} failed: ${JSON.stringify(json.data)}`);
  return { data: json.data, server: Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN) };
}

/** A database with the bench logins and RFC 2616; answers the server's environment and the document's ids. */
async function prepare(setup: 'postgres' | 'pglite') {
  let options: DatabaseOptions;
  let env: NodeJS.ProcessEnv;
  let cleanup: () => Promise<void>;
  if (setup === 'postgres') {
    const scratch = await createScratchPostgres('normscope_bench_reader');
    options = { kind: 'postgres', url: scratch.url };
    env = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-bench-reader-'));
    options = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await openDatabase(options);
  await database.migrate();
  await seedDemoAccounts(database.db, BENCH_PASSWORD);
  const summary = await importFullTextFiles(database, [rfcFile]);
  const { rows } = await database.executeSql(
    `select v.document_id, v.id, (select count(*)::int from document_sections s where s.version_id = v.id) as sections
     from document_versions v where v.number = 'RFC 2616' and v.has_content`,
  );
  await database.close();
  const row = rows[0];
  if (!row) throw new Error(`RFC 2616 was not imported: ${JSON.stringify(summary.errors)}`);
  return { env, cleanup, docId: Number(row.document_id), versionId: Number(row.id), sections: Number(row.sections) };
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? Number.NaN };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function runSetup(setup: 'postgres' | 'pglite') {
  log(`\n${setup}: importing RFC 2616 into a scratch database...`);
  const prepared = await prepare(setup);
  const server = await startBenchServer({ ...prepared.env, SEED_DEMO: 'false' });
  try {
    const session = await signInForBench(server.base, 'admin@demo.normscope.test', BENCH_PASSWORD);
    const user = await timedCall<ReaderUser>(session, 'POST', readerPaths.user);
    const scope = [prepared.docId, prepared.versionId, user.data.subId] as const;
    const rows: string[][] = [];
    let worst = 0;

    const opening: number[] = [];
    let firstSectionChars = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const lookup = await timedCall<ReaderUser>(session, 'POST', readerPaths.user);
      const outline = await timedCall<ReaderOutline>(session, 'GET', readerPaths.outline(...scope));
      const first = outline.data.tableOfContents[0]?.sectionId ?? '';
      const sections = await timedCall<ReaderSections>(session, 'GET', `${readerPaths.sections(...scope, first)}?count=8`);
      firstSectionChars = sections.data.sections.reduce((sum, section) => sum + section.html.length, 0);
      opening.push(lookup.server + outline.server + sections.server);
    }
    const open = stats(opening);
    worst = Math.max(worst, open.p95);
    rows.push([`open to first section (${prepared.sections} sections; first 8: ${Math.round(firstSectionChars / 1024)} KiB)`, ms(open.p50), ms(open.p95), ms(open.max), '—']);

    for (const searchText of SEARCHES) {
      const samples: number[] = [];
      let hits = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const result = await timedCall<ReaderSearchResult>(session, 'GET', `${readerPaths.search(...scope)}?q=${encodeURIComponent(searchText)}`);
        samples.push(result.server);
        hits = result.data.hits.length + (result.data.truncated ? 0.5 : 0);
      }
      const timing = stats(samples);
      worst = Math.max(worst, timing.p95);
      rows.push([`search "${searchText}"`, ms(timing.p50), ms(timing.p95), ms(timing.max), hits % 1 ? `${Math.floor(hits)}+` : String(hits)]);
    }
    printTable(['Call (RFC 2616)', 'p50', 'p95', 'max', 'places'], rows);
    log(`Target: each under ${TARGET_MS} ms on the server: ${worst < TARGET_MS ? 'met' : 'MISSED'} (worst p95 ${ms(worst)}).`);
  } finally {
    await server.stop();
    await prepared.cleanup();
  }
}

const setups: ('postgres' | 'pglite')[] = values.only === 'postgres' || values.only === 'pglite' ? [values.only] : ['postgres', 'pglite'];
for (const setup of setups) await runSetup(setup);
