import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createLogger } from '../platform/logger.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.ts';
import type { JobContext, JobHandlers } from './job-registry.ts';
import { testEngine } from '../test/test-engine.ts';

const logger = createLogger({ level: 'silent' });

function recordingHandlers(seen: number[], onExport?: (exportId: number) => Promise<void>): JobHandlers {
  return {
    'exports.run': async ({ exportId }) => {
      await onExport?.(exportId);
      seen.push(exportId);
    },
    'exports.purge': async () => undefined,
    'alerts.run': async () => undefined,
    'watches.notify': async () => undefined,
    'ai.index': async () => undefined,
    'ai.index-sweep': async () => undefined,
    'ai.faq': async () => undefined,
    'ai.compare': async () => undefined,
    'legislation.feeds-poll': async () => undefined,
  };
}

function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (condition()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error('condition not met in time'));
      }
    }, 50);
  });
}

describe('job queue', () => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
  });

  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop(2000);
    await database.close();
  });

  function newQueue(options: JobQueueOptions = {}) {
    const queue = createJobQueue(database, logger, options);
    queues.push(queue);
    return queue;
  }

  it('runs a sent job once in a worker', async () => {
    const queue = newQueue();
    const seen: number[] = [];
    await queue.work({ handlers: recordingHandlers(seen), schedules: {}, pollingIntervalSeconds: 0.5 });
    await queue.send('exports.run', { exportId: 7 });
    await waitFor(() => seen.length > 0);
    expect(seen).toEqual([7]);
  });

  it('keeps a job sent before a restart and runs it in the next process', async () => {
    const first = newQueue();
    await first.send('exports.run', { exportId: 11 });
    await first.stop();
    const second = newQueue();
    const seen: number[] = [];
    await second.work({ handlers: recordingHandlers(seen), schedules: {}, pollingIntervalSeconds: 0.5 });
    await waitFor(() => seen.length > 0);
    expect(seen).toEqual([11]);
  });

  it('creates no job when the transaction that sent it rolls back', async () => {
    const queue = newQueue();
    await queue.start();
    await expect(
      database.transaction(async (executeSql) => {
        await queue.send('exports.run', { exportId: 3 }, { executeSql });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await database.executeSql(`select count(*)::int as count from pgboss.job where name = 'exports.run'`);
    expect(rows[0]?.count).toBe(0);
  });

  it('rejects a payload that does not match the job contract', async () => {
    const queue = newQueue();
    await expect(queue.send('exports.run', { exportId: -1 })).rejects.toThrow();
  });

  it('runs a parallel queue up to its concurrency at once and fetches as soon as a slot frees; a sweep runs alone', async () => {
    const queue = newQueue();
    const exportsRunning = { now: 0, most: 0 };
    const alertsRunning = { now: 0, most: 0, done: 0 };
    const seen: number[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (let id = 1; id <= 9; id++) await queue.send('exports.run', { exportId: id });
    await queue.send('alerts.run', {});
    await queue.send('alerts.run', {});
    await queue.work({
      handlers: {
        ...recordingHandlers(seen),
        'exports.run': async ({ exportId }) => {
          exportsRunning.now += 1;
          exportsRunning.most = Math.max(exportsRunning.most, exportsRunning.now);
          // The first three wait for each other: with fewer at once they would wait forever.
          if (exportsRunning.most < 3) await released;
          else release();
          exportsRunning.now -= 1;
          seen.push(exportId);
        },
        'alerts.run': async () => {
          alertsRunning.now += 1;
          alertsRunning.most = Math.max(alertsRunning.most, alertsRunning.now);
          await waitFor(() => seen.length === 9);
          alertsRunning.now -= 1;
          alertsRunning.done += 1;
        },
      },
      schedules: {},
      // Longer than the test: every job after the first batch is fetched because a slot freed.
      pollingIntervalSeconds: 60,
      concurrency: 3,
    });
    await waitFor(() => seen.length === 9 && alertsRunning.done === 2);
    expect(seen.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(exportsRunning.most).toBe(3);
    expect(alertsRunning.most).toBe(1);
  });

  /** As a worker that fetched the job and then died: active, and no heartbeat ever after. */
  async function takeAndDie(jobId: string) {
    await database.executeSql(`update pgboss.job set state = 'active', started_on = now() where id = $1`, [jobId]);
  }

  async function jobRow(jobId: string) {
    const { rows } = await database.executeSql(`select state::text as state, retry_count from pgboss.job where id = $1`, [jobId]);
    return rows[0];
  }

  it('retries a job whose worker died once its lease runs out, and runs it once', async () => {
    const queue = newQueue({ leaseSeconds: 2, superviseSeconds: 1 });
    await queue.start();
    const jobId = await queue.send('exports.run', { exportId: 21 });
    if (!jobId) throw new Error('no job');
    await takeAndDie(jobId);
    const attempts: number[] = [];
    await queue.work({
      handlers: {
        ...recordingHandlers([]),
        'exports.run': async (_payload, context) => {
          attempts.push(context.retryCount);
        },
      },
      schedules: {},
      pollingIntervalSeconds: 0.5,
    });
    await waitFor(() => attempts.length > 0, 25_000);
    const row = await pollRow(jobId, (value) => value?.state === 'completed');
    expect(row).toMatchObject({ state: 'completed', retry_count: 1 });
    expect(attempts).toEqual([1]);
  }, 40_000);

  it('renews a running job’s lease, so a job longer than its lease is neither retried nor run twice', async () => {
    const queue = newQueue({ leaseSeconds: 2, superviseSeconds: 1 });
    const runs: JobContext[] = [];
    let finished = false;
    await queue.work({
      handlers: {
        ...recordingHandlers([]),
        'exports.run': async (_payload, context) => {
          runs.push(context);
          // Three leases long; the supervisor looks every second.
          await new Promise((resolve) => setTimeout(resolve, 6000));
          finished = true;
        },
      },
      schedules: {},
      pollingIntervalSeconds: 0.5,
    });
    const jobId = await queue.send('exports.run', { exportId: 22 });
    if (!jobId) throw new Error('no job');
    await waitFor(() => finished);
    const row = await pollRow(jobId, (value) => value?.state !== 'active');
    expect(row).toMatchObject({ state: 'completed', retry_count: 0 });
    expect(runs).toHaveLength(1);
    expect(runs[0]?.signal.aborted).toBe(false);
  }, 40_000);

  it('aborts an attempt that lost its lease and leaves the job to the attempt that holds it', async () => {
    const queue = newQueue({ leaseSeconds: 2, superviseSeconds: 1 });
    let aborted = false;
    let started = false;
    await queue.work({
      handlers: {
        ...recordingHandlers([]),
        'exports.run': async (_payload, { signal }) => {
          started = true;
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
          aborted = true;
        },
      },
      schedules: {},
      pollingIntervalSeconds: 0.5,
    });
    const jobId = await queue.send('exports.run', { exportId: 23 });
    if (!jobId) throw new Error('no job');
    await waitFor(() => started);
    // As if its lease had run out and another worker had fetched the job again.
    await database.executeSql(`update pgboss.job set retry_count = retry_count + 1, started_on = now() where id = $1`, [jobId]);
    await waitFor(() => aborted);
    expect(await jobRow(jobId)).toMatchObject({ state: 'active', retry_count: 1 });
  }, 40_000);

  it('abandons an attempt that runs past its expiry and gives the job back for a retry', async () => {
    const queue = newQueue({ leaseSeconds: 2, superviseSeconds: 1, expireInSeconds: { 'exports.run': 1 } });
    const attempts: JobContext[] = [];
    await queue.work({
      handlers: {
        ...recordingHandlers([]),
        'exports.run': async (_payload, context) => {
          attempts.push(context);
          // The first attempt hangs until it is told to stop; the retry is quick.
          if (context.retryCount === 0) await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }));
        },
      },
      schedules: {},
      pollingIntervalSeconds: 0.5,
    });
    const jobId = await queue.send('exports.run', { exportId: 25 });
    if (!jobId) throw new Error('no job');
    const row = await pollRow(jobId, (value) => value?.state === 'completed');
    expect(row).toMatchObject({ state: 'completed', retry_count: 1 });
    expect(attempts.map((attempt) => [attempt.retryCount, attempt.signal.aborted])).toEqual([
      [0, true],
      [1, false],
    ]);
  }, 40_000);

  it('gives a job still running when its worker stops back to the queue, and tells its handler', async () => {
    const queue = newQueue();
    let running: JobContext | undefined;
    await queue.work({
      handlers: {
        ...recordingHandlers([]),
        'exports.run': async (_payload, context) => {
          running = context;
          await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }));
        },
      },
      schedules: {},
      pollingIntervalSeconds: 0.5,
    });
    const jobId = await queue.send('exports.run', { exportId: 26 });
    if (!jobId) throw new Error('no job');
    await waitFor(() => running !== undefined);
    await queue.stop(500);
    expect(running?.signal.aborted).toBe(true);
    expect(await jobRow(jobId)).toMatchObject({ state: 'retry', retry_count: 0 });
  });

  it.skipIf(testEngine() !== 'pglite')('retries at start a job left active on the embedded database, which only one process opens', async () => {
    const first = newQueue();
    const jobId = await first.send('exports.run', { exportId: 24 });
    if (!jobId) throw new Error('no job');
    await takeAndDie(jobId);
    await first.stop();
    const second = newQueue();
    await second.start();
    expect(await jobRow(jobId)).toMatchObject({ state: 'retry' });
  });

  async function pollRow(jobId: string, done: (row: Record<string, unknown> | undefined) => boolean) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const row = await jobRow(jobId);
      if (done(row) || Date.now() > deadline) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});
