import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { countInLog, freePort, GiveUp, spawnLogged, stopChild, tailOfLog, waitUntil } from './scale-processes.ts';

/**
 * The product's own processes as the harness runs them: web instances (`node server/main.ts`) and
 * job workers (`node server/main.ts worker`, what `npm run worker` runs), each with its own log file.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'server/main.ts');
/** A web instance listens only after migrating, seeding and loading the catalogue; on a loaded 2-core machine that takes a while. */
const START_TIMEOUT_MS = 120_000;

export type ProductProcess = {
  name: string;
  kind: 'web' | 'worker';
  child: ChildProcess;
  logFile: string;
  /** The instance's own address (web only): requests pinned to this instance. */
  url: string;
  port: number;
  pid: () => number;
  /** SIGTERM and wait for the graceful shutdown (SIGKILL after the grace). */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash: nothing is handed back. */
  kill: () => Promise<void>;
};

/**
 * The environment of every product process: only what the harness means, not what its own
 * environment happens to hold (CI exports DATABASE_URL for the main suite).
 */
export function productEnv(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(['PATH', 'HOME', 'LANG', 'TZ', 'TMPDIR'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  const own = Object.fromEntries(Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { ...inherited, NODE_ENV: 'production', LOG_FORMAT: 'json', LOG_LEVEL: 'info', ...own };
}

async function readinessOf(url: string): Promise<true | undefined> {
  // readyz (database, migrations, catalogue) where the product has it, else healthz.
  const ready = await fetch(`${url}/management/readyz`);
  if (ready.status === 404) return (await fetch(`${url}/management/healthz`)).ok ? true : undefined;
  return ready.ok ? true : undefined;
}

function processOf(name: string, kind: 'web' | 'worker', child: ChildProcess, logFile: string, port: number): ProductProcess {
  return {
    name,
    kind,
    child,
    logFile,
    url: `http://127.0.0.1:${port}`,
    port,
    pid: () => child.pid ?? 0,
    stop: () => stopChild(child, 'SIGTERM', 15_000),
    kill: () => stopChild(child, 'SIGKILL'),
  };
}

function exitedError(name: string, child: ChildProcess, logFile: string): GiveUp {
  return new GiveUp(`${name} exited (${String(child.exitCode ?? child.signalCode)}); the end of its log:\n${tailOfLog(logFile)}`);
}

/** Starts one web instance and answers at once; `ready` resolves when it answers readyz (or healthz). */
export async function spawnWeb(dir: string, name: string, env: NodeJS.ProcessEnv): Promise<ProductProcess & { ready: Promise<void> }> {
  const port = await freePort();
  const logFile = path.join(dir, `${name}.log`);
  const child = spawnLogged(process.execPath, [MAIN], { cwd: ROOT, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, logFile });
  const instance = processOf(name, 'web', child, logFile, port);
  const ready = waitUntil(
    `${name} to be ready`,
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw exitedError(name, child, logFile);
      return readinessOf(instance.url).catch(() => undefined);
    },
    START_TIMEOUT_MS,
    200,
  ).then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof GiveUp) throw error;
      throw new Error(`${error instanceof Error ? error.message : String(error)}; the end of its log:\n${tailOfLog(logFile)}`);
    },
  );
  // Kept from being an unhandled rejection until the caller awaits it.
  ready.catch(() => undefined);
  return { ...instance, ready };
}

/** Starts a job worker and answers at once; `ready` resolves once it logged that it started. */
export function spawnWorker(dir: string, name: string, env: NodeJS.ProcessEnv): ProductProcess & { ready: Promise<void> } {
  const logFile = path.join(dir, `${name}.log`);
  const child = spawnLogged(process.execPath, [MAIN, 'worker'], { cwd: ROOT, env, logFile });
  const ready = waitUntil(
    `${name} to start`,
    () => {
      if (child.exitCode !== null || child.signalCode !== null) throw exitedError(name, child, logFile);
      return countInLog(logFile, '"worker started"') > 0 ? true : undefined;
    },
    START_TIMEOUT_MS,
    200,
  ).then(() => undefined);
  ready.catch(() => undefined);
  return { ...processOf(name, 'worker', child, logFile, 0), ready };
}
