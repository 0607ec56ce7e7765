import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { readCpu, type CpuTarget } from '../scripts/scale/process-cpu.ts';
import { startScaleCluster, type ScaleCluster } from '../scripts/scale/scale-cluster.ts';
import { printTable } from './support/report.ts';

/**
 * `npm run bench:scale` (issue 23): search throughput at 20 clients through nginx, and the CPU time
 * per search of every process of the layout (web instances, the worker, all of the PostgreSQL
 * cluster's processes, nginx), with ONE and then TWO web instances behind the proxy, on the
 * harness's own PostgreSQL primary with the demo catalogue. The web instances run with
 * SEARCH_CACHE=false so every request does the whole search whichever instance gets it. This
 * 2-core machine cannot show more throughput from a second instance; the measure is that the
 * layout's CPU per search grows by at most 10 % from one instance to two.
 * The layouts alternate (ONE, TWO, ONE, TWO, … for three rounds) and each layout's rounds are summed, so
 * a neighbour's load on the machine falls on both alike; in a later ONE round the second instance
 * is running but idle, outside the proxy, and not counted.
 * Options: --seconds 20 (measured per round), --warmup 5, --clients 20, --rounds 3.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET_RATIO = 1.1;
const KINDS = ['web', 'worker', 'postgres', 'nginx'] as const;
type Kind = (typeof KINDS)[number];

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    clients: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
  },
});
const log = (line: string) => console.log(line);

type Measure = { layout: string; searches: number; errors: number; seconds: number; cpu: Map<string, number> };

function targetsOf(cluster: ScaleCluster, webs: number): CpuTarget[] {
  return [
    ...cluster.webs.slice(0, webs).map((web) => ({ kind: 'web', pid: web.pid(), tree: false })),
    ...cluster.workers.map((worker) => ({ kind: 'worker', pid: worker.pid(), tree: false })),
    { kind: 'postgres', pid: cluster.postgres.primaryPid(), tree: true },
    { kind: 'nginx', pid: cluster.proxy.pid, tree: true },
  ];
}

const perSearch = (m: Measure, kind: Kind | 'total') =>
  (kind === 'total' ? [...m.cpu.values()].reduce((sum, ms) => sum + ms, 0) : (m.cpu.get(kind) ?? 0)) / Math.max(1, m.searches);

/** Runs the load process against the proxy and reads every target's CPU when its measured part starts and ends. */
async function measure(cluster: ScaleCluster, layout: string, webs: number): Promise<Measure> {
  const targets = targetsOf(cluster, webs);
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/scale/search-load.ts'), '--base', cluster.proxy.url, '--clients', String(values.clients), '--warmup', String(values.warmup), '--seconds', String(values.seconds)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let before: Map<string, number> | null = null;
  let after: Map<string, number> | null = null;
  let result: { searches: number; errors: number; seconds: number } | null = null;
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === 'start') before = readCpu(targets);
    else if (line.startsWith('{')) {
      after = readCpu(targets);
      result = JSON.parse(line) as { searches: number; errors: number; seconds: number };
    }
  }
  if (!before || !after || !result) throw new Error(`the load process ended without its result (exit ${String(child.exitCode)})`);
  const cpu = new Map([...after].map(([kind, ms]) => [kind, ms - (before?.get(kind) ?? 0)]));
  const measured = { layout, ...result, cpu };
  log(`    ${(result.searches / result.seconds).toFixed(1)} searches/s, ${perSearch(measured, 'total').toFixed(2)} CPU ms per search (web ${perSearch(measured, 'web').toFixed(2)}, PostgreSQL ${perSearch(measured, 'postgres').toFixed(2)})`);
  return measured;
}

/** Several rounds of one layout as one measure: their searches, seconds and CPU summed. */
function combined(measures: Measure[]): Measure {
  const cpu = new Map<string, number>();
  for (const m of measures) for (const [kind, ms] of m.cpu) cpu.set(kind, (cpu.get(kind) ?? 0) + ms);
  const sum = (pick: (m: Measure) => number) => measures.reduce((total, m) => total + pick(m), 0);
  return { layout: measures[0]?.layout ?? '', searches: sum((m) => m.searches), errors: sum((m) => m.errors), seconds: sum((m) => m.seconds), cpu };
}

function report(one: Measure, two: Measure) {
  const rate = (m: Measure) => m.searches / m.seconds;
  const rows = [one, two].map((m) => [
    m.layout,
    `${rate(m).toFixed(1)}/s`,
    ...KINDS.map((kind) => perSearch(m, kind).toFixed(2)),
    perSearch(m, 'total').toFixed(2),
    String(m.errors),
  ]);
  const ratio = (kind: Kind | 'total') => {
    const base = perSearch(one, kind);
    return base > 0 ? `${(perSearch(two, kind) / base).toFixed(2)}×` : '–';
  };
  rows.push(['two / one', `${(rate(two) / rate(one)).toFixed(2)}×`, ...KINDS.map(ratio), ratio('total'), '']);
  log(
    `\n  Search throughput at ${String(values.clients)} clients through nginx, and CPU ms per search of each process kind ` +
      `(${String(values.rounds)} round(s) of ${String(values.seconds)} s measured after ${String(values.warmup)} s of warm-up, per layout):`,
  );
  printTable(['layout', 'searches/s', 'web ms', 'worker ms', 'PostgreSQL ms', 'nginx ms', 'total ms', 'errors'], rows);
  const total = perSearch(two, 'total') / perSearch(one, 'total');
  log(`\n  CPU per search of the whole layout, two instances against one: ${total.toFixed(2)}× (target ≤ ${TARGET_RATIO.toFixed(2)}×: ${total <= TARGET_RATIO ? 'met' : 'MISSED'})`);
}

/** After the seed, autovacuum would analyze the new tables during the first round and count as search CPU. */
async function vacuumAnalyze(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
}

log('Scale-out bench: PostgreSQL primary, one web instance (SEARCH_CACHE=false) and a worker behind nginx, demo catalogue...');
const cluster = await startScaleCluster({ replica: false, webInstances: 1, worker: true, webSettings: { SEARCH_CACHE: 'false', LOG_LEVEL: 'warn' }, log });
try {
  await vacuumAnalyze(cluster.postgres.primaryUrl);
  const ones: Measure[] = [];
  const twos: Measure[] = [];
  for (let round = 1; round <= Number(values.rounds); round++) {
    if (round > 1) await cluster.proxyTo(cluster.webs.slice(0, 1));
    log(`  round ${round}: measuring ONE web instance...`);
    ones.push(await measure(cluster, 'ONE web instance', 1));
    if (cluster.webs.length < 2) {
      log('  starting a second web instance...');
      await cluster.addWeb();
    }
    await cluster.proxyTo(cluster.webs);
    log(`  round ${round}: measuring TWO web instances (${cluster.webs.map((web) => web.name).join(', ')})...`);
    twos.push(await measure(cluster, 'TWO web instances', 2));
  }
  report(combined(ones), combined(twos));
} finally {
  await cluster.stop();
}
