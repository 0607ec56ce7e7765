import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { jobHandlersFor } from './jobs/job-handlers.ts';
import type { JobContext } from './jobs/job-registry.ts';
import { createLogger } from './platform/logger.ts';
import { createServicesFromConfig, type Services } from './services.ts';
import { shutDownRole } from './shutdown.ts';
import { createTestDatabase } from './test/test-database.ts';

const logger = createLogger({ level: 'silent' });
let real: DatabaseHandle | null = null;

afterEach(async () => {
  await real?.close();
  real = null;
});

/** A process's services over a fresh database that the role's stop closes only in name, so the test can look at it after. */
async function openRole(): Promise<{ services: Services; database: DatabaseHandle; closed: () => boolean }> {
  real = await createTestDatabase();
  let closed = false;
  const database: DatabaseHandle = {
    ...real,
    close: async () => {
      closed = true;
    },
  };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent/normscope-shutdown-test' });
  return { services: createServicesFromConfig(config, database, logger), database, closed: () => closed };
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('graceful shutdown', () => {
  it('answers the request in flight before the server closes, and takes no new connection meanwhile', async () => {
    const { services, database, closed } = await openRole();
    const { config } = services.platform;
    const app = await buildApp({ config, database, logger, services });
    const entered = deferred();
    const release = deferred();
    // A slow answer, as a large export's download or a long search would be.
    app.get('/management/test/slow', { config: { access: 'public' } }, async (_request, reply) => {
      entered.resolve();
      await release.promise;
      return reply.ok({ finished: true });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const inFlight = fetch(`${base}/management/test/slow`);
    await entered.promise;
    let stopped = false;
    const stopping = shutDownRole({ app, ...services.platform, metricsServer: null }, 1000).then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped, 'the role stopped with a request still running').toBe(false);
    await expect(fetch(`${base}/management/healthz`)).rejects.toThrow();

    release.resolve();
    const response = await inFlight;
    expect(response.status).toBe(200);
    // Else the idle keep-alive connection would hold the close for its timeout.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ status: 'ok', data: { finished: true } });
    await stopping;
    expect(closed()).toBe(true);
  });

  it('gives a job still running at the deadline back to the queue, its handler told to stop, before the database closes', async () => {
    const { services, closed } = await openRole();
    const { jobs } = services.platform;
    let running: JobContext | undefined;
    let abortedBeforeClose: boolean | undefined;
    await jobs.work({
      handlers: {
        ...jobHandlersFor(services),
        'exports.run': async (_payload, context) => {
          running = context;
          await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }));
          abortedBeforeClose = !closed();
        },
      },
      schedules: {},
      pollingIntervalSeconds: 0.2,
    });
    const jobId = await jobs.send('exports.run', { exportId: 41 });
    await expect.poll(() => running !== undefined, { timeout: 20_000 }).toBe(true);

    const started = performance.now();
    await shutDownRole({ ...services.platform, metricsServer: null }, 500);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(running?.signal.aborted).toBe(true);
    expect(abortedBeforeClose).toBe(true);
    expect(closed()).toBe(true);
    // Given back, not lost: it waits for its retry, to run again in another process.
    const { rows } = await (real as DatabaseHandle).executeSql(`select state::text as state, retry_count from pgboss.job where id = $1`, [jobId]);
    expect(rows[0]).toMatchObject({ state: 'retry', retry_count: 0 });
  }, 40_000);
});
