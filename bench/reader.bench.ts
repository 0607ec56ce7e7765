import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ReaderOutline, ReaderSearchResult, ReaderSections, ReaderUser } from '../common/reader/reader.contract.ts';
import { readerPaths } from '../common/reader/reader-paths.ts';
import { openDatabase, type DatabaseOptions } from '../server/db/database.ts';
import { seedDemoAccounts } from '../server/db/seeds/demo-accounts.seed.ts';
import { createCatalogueWriter, importFullTextFiles, realDataDir, type SectionInput } from '../server/modules/catalogue/index.ts';
import { standardRecord } from '../server/test/catalogue-factories.ts';
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
 * Then the same on a 500-page standard: RFC 2616's sections three times over in one document.
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
  await writeLongStandard(database);
  const documents: BenchDocument[] = [];
  for (const [label, number, pages] of [['RFC 2616', 'RFC 2616', RFC_2616_PAGES], ['RFC 2616 three times', LONG_STANDARD, 3 * RFC_2616_PAGES]] as const) {
    const { rows } = await database.executeSql(
      `select v.document_id, v.id, (select count(*)::int from document_sections s where s.version_id = v.id) as sections
       from document_versions v where v.number = $1 and v.has_content`,
      [number],
    );
    const row = rows[0];
    if (!row) throw new Error(`${number} was not written: ${JSON.stringify(summary.errors)}`);
    documents.push({ label, pages, docId: Number(row.document_id), versionId: Number(row.id), sections: Number(row.sections) });
  }
  await database.close();
  return { env, cleanup, documents };
}

type BenchDocument = { label: string; pages: number; docId: number; versionId: number; sections: number };

const LONG_STANDARD = 'IETF BENCH 500';
/** RFC 2616's printed length. */
const RFC_2616_PAGES = 176;

/** A 500-page standard: RFC 2616's sections three times over, as parts 1 to 3 of one document. */
async function writeLongStandard(database: Awaited<ReturnType<typeof openDatabase>>) {
  const { rows } = await database.executeSql(
    `select s.section_key, s.parent_key, s.number, s.title, s.level, s.body_html, s.body_text
     from document_sections s join document_versions v on v.id = s.version_id
     where v.number = 'RFC 2616' order by s.position`,
  );
  const sections: SectionInput[] = [1, 2, 3].flatMap((part) =>
    rows.map((row) => ({
      key: `p${part}-${String(row.section_key)}`,
      ...(row.parent_key ? { parentKey: `p${part}-${String(row.parent_key)}` } : {}),
      ...(row.number ? { number: `${part}.${String(row.number)}` } : {}),
      title: String(row.title),
      level: Number(row.level),
      html: String(row.body_html),
      text: String(row.body_text),
    })),
  );
  const writer = await createCatalogueWriter(database, { kind: 'bench', paths: [] });
  await writer.writeFullText({ record: standardRecord(LONG_STANDARD, { publisher: 'IETF', titles: [{ language: 'en', full: 'A 500-page standard' }] }), sections });
  await writer.finish();
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? Number.NaN };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function benchDocument(session: BenchSession, subId: number, document: BenchDocument): Promise<number> {
  const scope = [document.docId, document.versionId, subId] as const;
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
  rows.push([`open to first section (${document.sections} sections; first 8: ${Math.round(firstSectionChars / 1024)} KiB)`, ms(open.p50), ms(open.p95), ms(open.max), '—']);

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
  printTable([`Call (${document.label}: ${document.pages} pages)`, 'p50', 'p95', 'max', 'places'], rows);
  return worst;
}

async function runSetup(setup: 'postgres' | 'pglite') {
  log(`\n${setup}: importing RFC 2616 and a 500-page standard into a scratch database...`);
  const prepared = await prepare(setup);
  const server = await startBenchServer({ ...prepared.env, SEED_DEMO: 'false' });
  try {
    const session = await signInForBench(server.base, 'admin@demo.normscope.test', BENCH_PASSWORD);
    const user = await timedCall<ReaderUser>(session, 'POST', readerPaths.user);
    let worst = 0;
    for (const document of prepared.documents) worst = Math.max(worst, await benchDocument(session, user.data.subId, document));
    log(`Target: each under ${TARGET_MS} ms on the server: ${worst < TARGET_MS ? 'met' : 'MISSED'} (worst p95 ${ms(worst)}).`);
  } finally {
    await server.stop();
    await prepared.cleanup();
  }
}

const setups: ('postgres' | 'pglite')[] = values.only === 'postgres' || values.only === 'pglite' ? [values.only] : ['postgres', 'pglite'];
for (const setup of setups) await runSetup(setup);
