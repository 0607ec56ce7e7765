import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SearchResults } from '../common/search/search-results.contract.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { hasRealData, realDataDir } from '../server/modules/catalogue/index.ts';
import { signInForBench, startBenchServer, timedPost, type BenchSession } from './support/bench-server.ts';
import { BENCH_PASSWORD, realCatalogueOnPostgres } from './support/real-catalogue.ts';
import { printTable } from './support/report.ts';
import { isExpectedDocument, RelevanceSet, type RelevanceEntry } from './support/relevance-judgement.ts';

/**
 * `npm run bench:relevance`: the judged relevance set (`bench/support/relevance-set.json`: natural
 * searches in English, French and German, each with the documents a standards engineer expects
 * in the first 3) against the whole real catalogue on PostgreSQL, through the product's own
 * server as a user of the demo organisation. Prints the share found in the first 3 and the mean
 * reciprocal rank (first expected document within the first 10), per language and publisher, and
 * lists every miss with what came first. Exits 1 below the target.
 * Options: --rebuild (re-import the catalogue), --show <n> (list the first n results of every search).
 */
const TARGET_TOP3 = 0.9;
const RANKED = 10;

const { values } = parseArgs({ options: { rebuild: { type: 'boolean', default: false }, show: { type: 'string' } } });
if (!hasRealData()) {
  console.error(`No real data at ${realDataDir()}; set SHARED_DATA_DIR to the shared data folder.`);
  process.exit(1);
}
const log = (line: string) => console.log(line);
const entries = RelevanceSet.parse(JSON.parse(readFileSync(path.join(import.meta.dirname, 'support', 'relevance-set.json'), 'utf8')));

type Judged = { entry: RelevanceEntry; rank: number | null; top: string[]; hits: number; corrected: string | null };

async function judge(session: BenchSession, entry: RelevanceEntry): Promise<Judged> {
  const form = new FormData();
  form.append('query_2', entry.query);
  form.append('filterby', 'all');
  const { data } = await timedPost<SearchResults>(session, searchPaths.ajax('standards'), form);
  const names = data.records.slice(0, RANKED).map((record) => record.name);
  const index = names.findIndex((name) => entry.expect.some((expected) => isExpectedDocument(name, expected)));
  return { entry, rank: index < 0 ? null : index + 1, top: names, hits: data.hits, corrected: data.summary.correctedTerms };
}

function summarise(label: string, judged: Judged[]) {
  const inTop3 = judged.filter((item) => item.rank !== null && item.rank <= 3).length;
  const mrr = judged.reduce((sum, item) => sum + (item.rank === null ? 0 : 1 / item.rank), 0) / Math.max(1, judged.length);
  return [label, String(judged.length), `${inTop3} (${((100 * inTop3) / Math.max(1, judged.length)).toFixed(0)} %)`, mrr.toFixed(3)];
}

const url = await realCatalogueOnPostgres(values.rebuild, log);
const server = await startBenchServer({ DATABASE_URL: url, SEARCH_CACHE: 'false' });
try {
  const session = await signInForBench(server.base, 'admin@demo.normscope.test', BENCH_PASSWORD);
  const judged: Judged[] = [];
  for (const entry of entries) judged.push(await judge(session, entry));

  const groups = (key: (item: Judged) => string) => [...new Set(judged.map(key))].sort().map((value) => summarise(value, judged.filter((item) => key(item) === value)));
  console.log(`\nRelevance on the real catalogue (PostgreSQL), ${judged.length} judged searches:\n`);
  printTable(['Searches', 'Count', 'Expected in the first 3', 'Mean reciprocal rank'], [summarise('all', judged), ...groups((item) => item.entry.language)]);
  console.log('');
  printTable(['Publisher', 'Count', 'Expected in the first 3', 'Mean reciprocal rank'], groups((item) => item.entry.publisher));

  const misses = judged.filter((item) => item.rank === null || item.rank > 3);
  if (misses.length > 0) {
    console.log(`\nNot in the first 3 (${misses.length}):`);
    for (const miss of misses) {
      const where = miss.rank === null ? `not in the first ${RANKED}` : `at ${miss.rank}`;
      const corrected = miss.corrected ? ` (corrected to "${miss.corrected}")` : '';
      console.log(`- "${miss.entry.query}" [${miss.entry.language}]${corrected}: ${miss.entry.expect.join(' / ')} ${where}, ${miss.hits} hits; first: ${miss.top.slice(0, 3).join(' | ')}`);
    }
  }
  const show = Number(values.show ?? 0);
  if (show > 0) for (const item of judged) console.log(`\n"${item.entry.query}": ${item.top.slice(0, show).join(' | ')}`);

  const share = judged.filter((item) => item.rank !== null && item.rank <= 3).length / Math.max(1, judged.length);
  console.log(`\nTarget: at least ${TARGET_TOP3 * 100} % in the first 3: ${share >= TARGET_TOP3 ? 'met' : 'missed'} (${(share * 100).toFixed(1)} %).`);
  process.exitCode = share >= TARGET_TOP3 ? 0 : 1;
} finally {
  await server.stop();
}
