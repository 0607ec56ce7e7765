import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestMailServer, type TestMailServer } from '../../server/test/test-mail-server.ts';
import { startNginx, type NginxProxy } from './nginx-proxy.ts';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { productEnv, spawnWeb, spawnWorker, type ProductProcess } from './product-processes.ts';
import { recordPid, startReaper } from './scale-reaper.ts';
import { freePort } from './scale-processes.ts';

/**
 * The scale-out layout in one temporary folder: a PostgreSQL primary (and a streaming replica),
 * web instances with JOBS_IN_WEB=false, a job worker, nginx round-robin in front, and a real SMTP
 * server inside this process. `stop` takes all of it down and removes the folder; it also runs on
 * Ctrl-C, SIGTERM and an uncaught failure, and a detached reaper (scale-reaper.ts) does it should
 * the harness be killed outright, so nothing is left behind.
 */

export type ScaleClusterOptions = {
  replica: boolean;
  webInstances: number;
  worker: boolean;
  /** Extra settings for the web instances (the bench turns the search cache off). */
  webSettings?: Record<string, string>;
  log?: (line: string) => void;
};

export type ScaleCluster = {
  dir: string;
  postgres: PostgresCluster;
  mail: TestMailServer;
  webs: ProductProcess[];
  workers: ProductProcess[];
  /** The proxy running now (proxyTo replaces it). */
  readonly proxy: NginxProxy;
  /** The settings every product process gets (DATABASE_URL, replicas, mail, data folder). */
  env: NodeJS.ProcessEnv;
  addWorker: () => Promise<ProductProcess>;
  addWeb: () => Promise<ProductProcess>;
  /** Starts a proxy (again) in front of the given instances, replacing the running one. */
  proxyTo: (webs: ProductProcess[]) => Promise<NginxProxy>;
  stop: () => Promise<void>;
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

type Cleanup = { name: string; run: () => Promise<void> | void };

/** Cleanups run last-in first-out, each once, whatever the others do. */
function cleanupStack() {
  const stack: Cleanup[] = [];
  let running: Promise<void> | null = null;
  return {
    push: (name: string, run: Cleanup['run']) => stack.push({ name, run }),
    runAll: () => {
      running ??= (async () => {
        while (stack.length > 0) {
          const item = stack.pop() as Cleanup;
          try {
            await item.run();
          } catch (error) {
            process.stderr.write(`cleanup of ${item.name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
          }
        }
      })();
      return running;
    },
  };
}

/** A reader that went away (`| head`) must not crash the harness before it has cleaned up. */
function ignoreBrokenPipe(error: NodeJS.ErrnoException) {
  if (error.code !== 'EPIPE') throw error;
}

/** Ctrl-C, SIGTERM and a failure nothing caught all stop the cluster before the process exits. */
function onInterrupt(cleanup: () => Promise<void>): () => void {
  const stopAndExit = (reason: string, code: number) => {
    process.stderr.write(`\n${reason}: stopping the scale-out cluster...\n`);
    void cleanup().finally(() => process.exit(code));
  };
  const onSignal = (signal: NodeJS.Signals) => stopAndExit(signal, 130);
  const onFailure = (error: unknown) => stopAndExit(error instanceof Error ? (error.stack ?? error.message) : String(error), 1);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.on('uncaughtException', onFailure);
  process.on('unhandledRejection', onFailure);
  process.stdout.on('error', ignoreBrokenPipe);
  process.stderr.on('error', ignoreBrokenPipe);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('uncaughtException', onFailure);
    process.off('unhandledRejection', onFailure);
  };
}

export async function startScaleCluster(options: ScaleClusterOptions): Promise<ScaleCluster> {
  const log = options.log ?? (() => undefined);
  const cleanup = cleanupStack();
  const releaseSignals = onInterrupt(cleanup.runAll);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'normscope-scale-'));
  // The postgres user must reach its data folders inside.
  chmodSync(dir, 0o755);
  cleanup.push('the temporary folder', () => rmSync(dir, { recursive: true, force: true }));
  startReaper(dir);
  try {
    const started = performance.now();
    const postgres = await startPostgresCluster(dir, { primary: await freePort(), ...(options.replica ? { replica: await freePort() } : {}) });
    cleanup.push('PostgreSQL', postgres.stop);
    log(`  PostgreSQL primary${options.replica ? ' and streaming replica' : ''} up in ${seconds(started)}`);

    const mail = await startTestMailServer();
    cleanup.push('the SMTP server', mail.close);
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir);
    const proxyPort = await freePort();
    const env = productEnv({
      DATABASE_URL: postgres.primaryUrl,
      DATABASE_REPLICA_URLS: postgres.replicaUrl,
      DATA_DIR: dataDir,
      MAIL_URL: mail.url,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: 'true',
      JOBS_IN_WEB: 'false',
      JOB_POLL_SECONDS: '0.5',
      SEED_DEMO: 'true',
    });

    const webs: ProductProcess[] = [];
    const workers: ProductProcess[] = [];
    // Named before anything is awaited, so instances started together get names of their own.
    let webCount = 0;
    let workerCount = 0;
    const addWeb = async () => {
      webCount += 1;
      const web = await spawnWeb(dir, `web-${webCount}`, { ...env, ...options.webSettings });
      webs.push(web);
      recordPid(dir, web.pid());
      cleanup.push(web.name, web.stop);
      await web.ready;
      return web;
    };
    const addWorker = async () => {
      workerCount += 1;
      const worker = spawnWorker(dir, `worker-${workerCount}`, env);
      workers.push(worker);
      recordPid(dir, worker.pid());
      cleanup.push(worker.name, worker.stop);
      await worker.ready;
      return worker;
    };

    // Every web instance and the worker start together against the fresh primary: they migrate and
    // seed the demo at once, and the start-up advisory lock has one do it while the others wait and
    // then find it done.
    const first = performance.now();
    await Promise.all([...Array.from({ length: options.webInstances }, () => addWeb()), ...(options.worker ? [addWorker()] : [])]);
    log(`  ${[...webs, ...workers].map((p) => p.name).join(', ')} started together on the fresh primary (migrated${webs.length > 0 ? ', seeded' : ''}) in ${seconds(first)}`);

    let proxyRound = 0;
    const startProxy = async (targets: ProductProcess[]) => {
      proxyRound += 1;
      const proxyDir = path.join(dir, `nginx-${proxyRound}`);
      mkdirSync(proxyDir);
      const started = await startNginx(proxyDir, proxyPort, targets.map((web) => web.port));
      recordPid(dir, started.pid);
      cleanup.push(`nginx ${proxyRound}`, started.stop);
      return started;
    };
    let proxy = await startProxy(webs);
    const cluster: ScaleCluster = {
      dir,
      postgres,
      mail,
      webs,
      workers,
      get proxy() {
        return proxy;
      },
      env,
      addWorker,
      addWeb,
      proxyTo: async (targets) => {
        await proxy.stop();
        proxy = await startProxy(targets);
        return proxy;
      },
      stop: async () => {
        await cleanup.runAll();
        releaseSignals();
      },
    };
    log(`  nginx round-robin on ${cluster.proxy.url} in front of ${webs.map((web) => `${web.name} (:${web.port})`).join(', ')}`);
    return cluster;
  } catch (error) {
    await cleanup.runAll();
    releaseSignals();
    throw error;
  }
}
