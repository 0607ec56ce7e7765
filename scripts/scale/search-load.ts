import { parseArgs } from 'node:util';
import { searchPaths } from '../../common/search/search-paths.ts';
import type { SearchResults } from '../../common/search/search-results.contract.ts';
import { signInForBench, timedPost, type BenchSession } from '../../bench/support/bench-server.ts';
import { BENCH_QUERIES, type BenchQuery } from '../../bench/support/search-queries.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './scale-client.ts';

/**
 * The search load of `npm run bench:scale`, in a process of its own so its work is apart from the
 * processes measured: `clients` concurrent clients, each on one kept-open connection, cycling
 * through the search benchmark's query set (bench/support/search-queries.ts) for `warmup`
 * seconds, then for `seconds` more. It prints `start` when the measured part begins and, at its
 * end, one JSON line: {"searches", "seconds", "errors"}; the parent reads the processes' CPU
 * time at these two moments.
 */

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    clients: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '20' },
  },
});
if (!values.base) throw new Error('--base is required');
const clients = Number(values.clients);

function form(fields: BenchQuery['fields']): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
}

/** Searches (and failed ones) that `clients` clients get through before `deadline`. */
async function load(session: BenchSession, deadline: number): Promise<{ searches: number; errors: number }> {
  let searches = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = client; performance.now() < deadline; n++) {
        const query = BENCH_QUERIES[n % BENCH_QUERIES.length] as BenchQuery;
        try {
          await timedPost<SearchResults>(session, searchPaths.ajax('standards'), form(query.fields));
          searches += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { searches, errors };
}

const session = await signInForBench(values.base, DEMO_ADMIN, DEMO_PASSWORD);
await load(session, performance.now() + Number(values.warmup) * 1000);
process.stdout.write('start\n');
const started = performance.now();
const result = await load(session, started + Number(values.seconds) * 1000);
process.stdout.write(`${JSON.stringify({ ...result, seconds: (performance.now() - started) / 1000 })}\n`);
