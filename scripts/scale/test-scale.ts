import { exportsSurviveWorkerKill } from './export-scenario.ts';
import { startScaleCluster, type ScaleCluster } from './scale-cluster.ts';
import { tailOfLog } from './scale-processes.ts';
import { importFoundEverywhere, migratedOnce, replicaStops, savedSearchAcrossInstances, signInAcrossInstances, type Scenario } from './scale-scenarios.ts';

/**
 * `npm run test:scale` (issue 23): the scale-out layout in temporary folders (PostgreSQL primary
 * and streaming replica, two web instances with JOBS_IN_WEB=false, a worker, nginx round-robin,
 * an SMTP server), then a check that the instances started together migrated once and the five scenarios, each reported pass or fail with what it saw. Exits 1
 * when a scenario fails; everything started is stopped and removed in every case.
 */

/** Numbered from 0: the startup check, then the five scenarios in its order. */
const SCENARIOS: Scenario[] = [migratedOnce, signInAcrossInstances, savedSearchAcrossInstances, importFoundEverywhere, exportsSurviveWorkerKill, replicaStops];

type Outcome = { title: string; ok: boolean; seen: string[]; seconds: number };

const say = (line: string) => process.stdout.write(`${line}\n`);

async function runScenario(cluster: ScaleCluster, scenario: Scenario, index: number): Promise<Outcome> {
  say(`\n${index}. ${scenario.title}`);
  const started = performance.now();
  try {
    const seen = await scenario.run(cluster);
    for (const line of seen) say(`   ${line}`);
    say('   PASS');
    return { title: scenario.title, ok: true, seen, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    say(`   FAIL: ${message}`);
    return { title: scenario.title, ok: false, seen: [message], seconds: (performance.now() - started) / 1000 };
  }
}

function printLogTails(cluster: ScaleCluster) {
  for (const child of [...cluster.webs, ...cluster.workers]) say(`\n--- the end of ${child.name}'s log (${child.logFile}) ---\n${tailOfLog(child.logFile, 8)}`);
}

async function main(): Promise<number> {
  const started = performance.now();
  say('Scale-out test: starting PostgreSQL (primary and replica), two web instances, a worker, nginx and an SMTP server...');
  let cluster: ScaleCluster;
  try {
    cluster = await startScaleCluster({ replica: true, webInstances: 2, worker: true, log: say });
  } catch (error) {
    say(`\nThe scale-out layout did not start: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const outcomes: Outcome[] = [];
  try {
    for (const [index, scenario] of SCENARIOS.entries()) outcomes.push(await runScenario(cluster, scenario, index));
    if (outcomes.some((outcome) => !outcome.ok)) printLogTails(cluster);
  } finally {
    await cluster.stop();
  }
  const total = (performance.now() - started) / 1000;
  say('\nSummary');
  for (const [index, outcome] of outcomes.entries()) say(`  ${outcome.ok ? 'PASS' : 'FAIL'}  ${index}. ${outcome.title} (${outcome.seconds.toFixed(1)} s)`);
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  say(`\n${outcomes.length - failed} of ${outcomes.length} checks passed in ${total.toFixed(0)} s (target < 180 s); everything stopped and removed.`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
