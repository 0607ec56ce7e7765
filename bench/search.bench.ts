import { parseArgs } from 'node:util';
import type { SearchResults, Suggestion } from '../common/search/search-results.contract.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { hasRealData, realDataDir } from '../server/modules/catalogue/index.ts';
import { signInForBench, startBenchServer, timedPost, type BenchSession } from './support/bench-server.ts';
import { BENCH_PASSWORD, millionOnPostgres, realCatalogueOnPglite, realCatalogueOnPostgres } from './support/real-catalogue.ts';
import { percentile, printTable } from './support/report.ts';
import { FLOOR_KINDS, openFloor, openHttpFloor } from './support/search-floor.ts';
import { BENCH_QUERIES, BENCH_SUGGESTIONS, type BenchQuery } from './support/search-queries.ts';

/**
 * `npm run bench:search`: the fixed query set against the whole real catalogue, on
 * PostgreSQL, on PGlite, and on PostgreSQL at a million documents. The server runs in
 * its own process with SEARCH_CACHE=false, so every request does the whole search
 * (matching, exact counts, facets, records); Server-Timing gives its own time.
 * On PostgreSQL the title-word searches then run beside the database's floor, one statement that
 * answers the count and the first page (search-floor.ts), interleaved, with the ratio per kind.
 * Options: --only postgres|pglite|million, --rebuild (re-import the fixtures).
 */
const ROUNDS = 3;
/** Rounds beside the floor: 7 narrow words × 3 gave p50s that moved by a third from run to run. */
const FLOOR_ROUNDS = 10;
/** Rounds that warm the floors' code before they are timed: cold, the floor over HTTP read up to 0.4 ms slower. */
const FLOOR_WARM_ROUNDS = 30;
const CLIENTS = 20;
const THROUGHPUT_SECONDS = 20;
const TARGETS = {
  postgres: { search: 50, suggest: 15, throughput: 150 },
  pglite: { search: 100, suggest: Number.POSITIVE_INFINITY, throughput: 0 },
  million: { search: 150, suggest: Number.POSITIVE_INFINITY, throughput: 40 },
} as const;
type Setup = keyof typeof TARGETS;

const { values } = parseArgs({ options: { only: { type: 'string' }, rebuild: { type: 'boolean', default: false } } });
if (!hasRealData()) {
  console.error(`No real data at ${realDataDir()}; set SHARED_DATA_DIR to the shared data folder.`);
  process.exit(1);
}
const log = (line: string) => console.log(line);

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
}

const search = (session: BenchSession, query: BenchQuery) => timedPost<SearchResults>(session, searchPaths.ajax('standards'), form(query.fields));

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? Number.NaN };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Number queries must have their document in the top 3; paging must be stable and disjoint. */
async function checkRelevance(session: BenchSession): Promise<string[]> {
  const problems: string[] = [];
  for (const query of BENCH_QUERIES.filter((q) => q.expectTop3)) {
    const { data } = await search(session, query);
    const top = data.records.slice(0, 3).map((record) => record.name);
    if (!top.includes(query.expectTop3 ?? '')) problems.push(`${String(query.fields.query_1)}: expected ${query.expectTop3} in the top 3, got ${top.join(', ')}`);
  }
  const first = (await search(session, { kind: 'broad word', fields: { query_2: 'safety' } })).data;
  const pages = [first.docIds];
  for (const page of [2, 3]) pages.push((await timedPost<SearchResults>(session, searchPaths.ajax('standards'), form({ searchContext: first.searchContext, page: String(page) }))).data.docIds);
  const again = (await timedPost<SearchResults>(session, searchPaths.ajax('standards'), form({ searchContext: first.searchContext, page: '2' }))).data.docIds;
  if (new Set(pages.flat()).size !== pages.flat().length) problems.push('pages 1 to 3 of "safety" overlap');
  if (JSON.stringify(again) !== JSON.stringify(pages[1])) problems.push('page 2 of "safety" changed between two requests');
  return problems;
}

/** Requests per second that CLIENTS concurrent clients get through `run`, each starting on its own query. */
async function throughput(queries: BenchQuery[], run: (query: BenchQuery) => Promise<unknown>): Promise<number> {
  let done = 0;
  const deadline = performance.now() + THROUGHPUT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = client; performance.now() < deadline; n++) {
        await run(queries[n % queries.length] as BenchQuery);
        done += 1;
      }
    }),
  );
  return done / THROUGHPUT_SECONDS;
}

/**
 * Normscope beside the database's floor (search-floor.ts) on the title-word searches: the three run
 * interleaved, query by query, on the same database; wall times as their clients see them. The floor
 * over HTTP is the same statement served by a bare node:http process, called as Normscope is.
 */
async function compareWithFloor(session: BenchSession, url: string) {
  const floor = openFloor(url, CLIENTS);
  const httpFloor = await openHttpFloor(url, CLIENTS);
  try {
    const queries = BENCH_QUERIES.filter((query) => FLOOR_KINDS.has(query.kind));
    const times = new Map<string, { product: number[]; server: number[]; floor: number[]; httpFloor: number[] }>();
    const mismatches: string[] = [];
    // Normscope's server is warm from the runs before; the floors' clients and server start cold here.
    for (let round = 0; round < FLOOR_WARM_ROUNDS; round++) {
      for (const query of queries) await Promise.all([floor.run(query), httpFloor.run(query)]);
    }
    for (let round = 0; round < FLOOR_ROUNDS; round++) {
      for (const query of queries) {
        const product = await search(session, query);
        const base = await floor.run(query);
        const overHttp = await httpFloor.run(query);
        const entry = times.get(query.kind) ?? { product: [], server: [], floor: [], httpFloor: [] };
        entry.product.push(product.wall);
        entry.server.push(product.server);
        entry.floor.push(base.wall);
        entry.httpFloor.push(overHttp.wall);
        times.set(query.kind, entry);
        // The whole catalogue's count ("Results in": whole catalogue), as the floor sees no subscription.
        const catalogue = product.data.facets.find((facet) => facet.key === 'filterby')?.options.find((option) => option.id === 'all')?.count;
        if (round === 0 && catalogue !== base.hits) mismatches.push(`"${String(query.fields.query_2)}": ${catalogue} against ${base.hits}`);
      }
    }
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
    const ratios = (a: ReturnType<typeof stats>, b: ReturnType<typeof stats>) => `${ratio(a.p50, b.p50)} / ${ratio(a.p95, b.p95)}`;
    const rows = [...times].map(([kind, entry]) => {
      const [product, server, base, overHttp] = [entry.product, entry.server, entry.floor, entry.httpFloor].map(stats) as [ReturnType<typeof stats>, ReturnType<typeof stats>, ReturnType<typeof stats>, ReturnType<typeof stats>];
      const times = (s: ReturnType<typeof stats>) => `${ms(s.p50)} / ${ms(s.p95)}`;
      return [kind, times(product), times(server), times(base), times(overHttp), ratios(product, base), ratios(server, base), ratios(product, overHttp)];
    });
    const productRate = await throughput(queries, (query) => search(session, query));
    const floorRate = await throughput(queries, (query) => floor.run(query));
    rows.push([`throughput, ${CLIENTS} clients`, `${productRate.toFixed(0)}/s`, '', `${floorRate.toFixed(0)}/s`, '', ratio(floorRate, productRate), '', '']);
    log('\n  Beside the floor (one SQL statement: exact count and the first page, ranked by ts_rank on the title), p50 / p95.');
    log('  Normscope over HTTP as its client sees it, and its own time (Server-Timing); the floor as its pg client sees it,');
    log('  and served over HTTP by a bare node:http process (search-floor-server.ts) as the same client sees it:');
    printTable(['query kind', 'Normscope (HTTP)', 'Normscope (server)', 'floor', 'floor (HTTP)', 'ratio HTTP', 'ratio server (target ≤ 1.3×)', 'ratio HTTP to HTTP'], rows);
    log(mismatches.length === 0 ? '  hit counts: the same as the floor on every query' : `  hit counts differ from the floor:\n    ${mismatches.join('\n    ')}`);
  } finally {
    await floor.close();
    await httpFloor.close();
  }
}

async function runSetup(setup: Setup) {
  log(`\n## ${setup === 'million' ? 'PostgreSQL, 1,000,000 documents' : setup === 'postgres' ? 'PostgreSQL, real catalogue' : 'PGlite, real catalogue'}`);
  const env =
    setup === 'pglite'
      ? { DATA_DIR: await realCatalogueOnPglite(Boolean(values.rebuild), log), DATABASE_URL: '' }
      : { DATABASE_URL: setup === 'million' ? await millionOnPostgres(Boolean(values.rebuild), log) : await realCatalogueOnPostgres(Boolean(values.rebuild), log) };
  const server = await startBenchServer({ ...env, SEARCH_CACHE: 'false' });
  try {
    const session = await signInForBench(server.base, 'admin@demo.normscope.test', BENCH_PASSWORD);
    const warm = await search(session, { kind: 'filter', fields: { query_1: '*' } });
    log(`  ${warm.data.hits.toLocaleString('en-GB')} documents; the first search (loading the catalogue columns) took ${ms(warm.wall)}`);
    for (const query of BENCH_QUERIES) await search(session, query);

    const byKind = new Map<string, number[]>();
    const all: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of BENCH_QUERIES) {
        const { server: time } = await search(session, query);
        all.push(time);
        byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), time]);
      }
    }
    const suggestTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const { type, term } of BENCH_SUGGESTIONS) {
        suggestTimes.push((await timedPost<Suggestion[]>(session, searchPaths.suggest, new URLSearchParams({ type, term }))).server);
      }
    }
    const problems = await checkRelevance(session);
    const perSecond = await throughput(BENCH_QUERIES, (query) => search(session, query));

    const rows = [...byKind].map(([kind, samples]) => {
      const s = stats(samples);
      return [kind, String(samples.length / ROUNDS), ms(s.p50), ms(s.p95), ms(s.max)];
    });
    const total = stats(all);
    const suggest = stats(suggestTimes);
    rows.push(['all searches', String(BENCH_QUERIES.length), ms(total.p50), ms(total.p95), ms(total.max)]);
    rows.push(['suggestions', String(BENCH_SUGGESTIONS.length), ms(suggest.p50), ms(suggest.p95), ms(suggest.max)]);
    printTable(['query kind', 'queries', 'p50 (server)', 'p95 (server)', 'max'], rows);
    const target = TARGETS[setup];
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    log(`\n  searches p95 ${ms(total.p95)} (target < ${target.search} ms: ${verdict(total.p95 < target.search)})`);
    if (Number.isFinite(target.suggest)) log(`  suggestions p95 ${ms(suggest.p95)} (target < ${target.suggest} ms: ${verdict(suggest.p95 < target.suggest)})`);
    log(`  throughput with ${CLIENTS} concurrent clients: ${perSecond.toFixed(0)} searches/s${target.throughput ? ` (target ≥ ${target.throughput}: ${verdict(perSecond >= target.throughput)})` : ''}`);
    log(problems.length === 0 ? '  relevance: every number query has its document in the top 3; paging is stable' : `  relevance problems:\n    ${problems.join('\n    ')}`);
    if (env.DATABASE_URL) await compareWithFloor(session, env.DATABASE_URL);
  } finally {
    await server.stop();
  }
}

const setups: Setup[] = values.only ? [values.only as Setup] : ['postgres', 'pglite', 'million'];
for (const setup of setups) await runSetup(setup);
