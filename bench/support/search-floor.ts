import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { freePort, stopChild, waitUntil } from '../../scripts/scale/scale-processes.ts';
import { CONNECTION_OPTIONS } from '../../server/db/database.ts';
import { timedPost } from './bench-server.ts';
import type { BenchQuery } from './search-queries.ts';

/** The catalogue languages the product searches title words in (server/modules/search/search.repo.ts). */
const CONFIGS = ['english', 'french', 'german', 'italian', 'spanish', 'russian', 'simple'];

/** The query kinds a single statement answers as the product does: title words. */
export const FLOOR_KINDS: ReadonlySet<BenchQuery['kind']> = new Set(['broad word', 'narrow word', 'title words']);

/**
 * The database's own floor for a title-words search: one SQL statement on the same database that
 * gives what a results page shows at least, the exact number of matches and the first page's 15
 * rows, over the product's own `search_vector` index in the same languages, ranked by `ts_rank` on
 * `title_vector`. No facets, no entitlements, no collections: what any search must pay.
 */
export const FLOOR_STATEMENT = `with q as (select ${CONFIGS.map((config) => `plainto_tsquery('${config}', $1)`).join(' || ')} as q)
  select d.id, d.number, d.title, d.status_code, count(*) over () as hits
  from documents d, q where d.search_vector @@ q.q
  order by ts_rank(d.title_vector, q.q, 1) desc, d.number_sort limit 15`;

export type Floor = { run(query: BenchQuery): Promise<{ wall: number; hits: number }>; close(): Promise<void> };

/** A pool on the benchmark database, as many connections as the load needs. */
export function openFloor(url: string, connections: number): Floor {
  // The product's own planner settings, so the floor runs as the product's statements do.
  const pool = new pg.Pool({ connectionString: url, max: connections, options: CONNECTION_OPTIONS });
  return {
    async run(query) {
      const words = String(query.fields.query_2 ?? '');
      const started = performance.now();
      const { rows } = await pool.query(FLOOR_STATEMENT, [words]);
      return { wall: performance.now() - started, hits: Number(rows[0]?.hits ?? 0) };
    },
    close: () => pool.end(),
  };
}

/**
 * The same statement served over HTTP by a bare node:http process (search-floor-server.ts), called
 * as the product is (timedPost): what the HTTP exchange costs a service that does nothing else.
 */
export async function openHttpFloor(url: string, connections: number): Promise<Floor> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'search-floor-server.ts')], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), CONNECTIONS: String(connections) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const caller = { base: `http://127.0.0.1:${port}`, cookie: '', nonce: '' };
  const call = (words: string) => timedPost<{ hits: number }>(caller, '/floor', new URLSearchParams({ query_2: words }));
  await waitUntil('the floor over HTTP to listen', () => call('').then(() => true, () => undefined), 10_000);
  return {
    async run(query) {
      const { data, wall } = await call(String(query.fields.query_2 ?? ''));
      return { wall, hits: data.hits };
    },
    close: () => stopChild(child),
  };
}
