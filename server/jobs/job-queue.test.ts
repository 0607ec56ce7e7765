import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createLogger } from '../platform/logger.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import type { JobHandlers } from './job-registry.ts';

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

  function newQueue() {
    const queue = createJobQueue(database, logger);
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
});
