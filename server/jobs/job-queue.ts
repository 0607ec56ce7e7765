import PgBoss from 'pg-boss';
import type { DatabaseHandle, ExecuteSql } from '../db/database.ts';
import type { Logger } from '../platform/logger.ts';
import { JOB_NAMES, jobDefinitions, type JobHandlers, type JobName, type JobPayload, type JobSchedules } from './job-registry.ts';

const SCHEMA = 'pgboss';

export type SendOptions = {
  /** Send inside the caller's transaction: the job exists only if the transaction commits. */
  executeSql?: ExecuteSql;
  singletonKey?: string;
};

export type WorkOptions = {
  handlers: JobHandlers;
  schedules: JobSchedules;
  pollingIntervalSeconds: number;
};

export type JobQueue = {
  /** Installs or upgrades the queue's tables and creates the queues; idempotent. */
  start: () => Promise<void>;
  send: <N extends JobName>(name: N, payload: JobPayload<N>, options?: SendOptions) => Promise<string | null>;
  /** Starts the workers and the schedules in this process (web role by default, or the worker role). */
  work: (options: WorkOptions) => Promise<void>;
  /** Lets running jobs finish (up to `timeoutMs`), then closes. */
  stop: (timeoutMs?: number) => Promise<void>;
};

/**
 * The durable job queue: pg-boss in the product's own database (PostgreSQL or the
 * embedded PGlite), so jobs survive restarts and retry with backoff.
 */
export function createJobQueue(database: DatabaseHandle, logger: Logger): JobQueue {
  const connection = {
    ...database.jobQueueConnection,
    ...('connectionString' in database.jobQueueConnection ? { max: 3 } : {}),
    schema: SCHEMA,
  };
  function newBoss(role: 'install' | 'send' | 'work'): PgBoss {
    const instance = new PgBoss({
      ...connection,
      application_name: `normscope-${role}`,
      migrate: role === 'install',
      // Maintenance and cron run only where workers run.
      supervise: role === 'work',
      schedule: role === 'work',
    });
    instance.on('error', (error: Error) => logger.error({ err: error, role }, 'job queue error'));
    return instance;
  }
  let sender: Promise<PgBoss> | null = null;
  let worker: PgBoss | null = null;

  function start(): Promise<void> {
    // pg-boss caches its queues when it starts, and on a cache miss it reads them outside the
    // caller's transaction, which on PGlite would wait for that transaction forever; so the
    // queues are created first, by a short-lived instance, and the sending one starts after.
    sender ??= (async () => {
      const installer = newBoss('install');
      await installer.start();
      for (const name of JOB_NAMES) {
        const existing = await installer.getQueue(name);
        if (!existing) await installer.createQueue(name, { ...jobDefinitions[name].queue });
      }
      await installer.stop({ graceful: false, wait: true, timeout: 1000 });
      const instance = newBoss('send');
      await instance.start();
      return instance;
    })();
    return sender.then(() => undefined);
  }

  return {
    start,

    async send(name, payload, options = {}) {
      const data = jobDefinitions[name].payload.parse(payload);
      await start();
      const boss = await (sender as Promise<PgBoss>);
      return boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.executeSql ? { db: { executeSql: options.executeSql } } : {}),
      });
    },

    async work({ handlers, schedules, pollingIntervalSeconds }) {
      await start();
      const working = newBoss('work');
      worker = working;
      await working.start();
      for (const name of JOB_NAMES) {
        const handler = handlers[name] as (payload: unknown, context: { jobId: string; retryCount: number }) => Promise<void>;
        await working.work(name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          const log = logger.child({ job: name, jobId: job.id, retryCount: job.retryCount });
          const started = performance.now();
          try {
            const payload = jobDefinitions[name].payload.parse(job.data);
            await handler(payload, { jobId: job.id, retryCount: job.retryCount });
            log.info({ ms: Math.round(performance.now() - started) }, 'job done');
          } catch (error) {
            log.error({ err: error, ms: Math.round(performance.now() - started) }, 'job failed');
            throw error;
          }
        });
      }
      for (const name of JOB_NAMES) {
        const cron = schedules[name];
        if (cron) await working.schedule(name, cron, {});
        else await working.unschedule(name);
      }
    },

    async stop(timeoutMs = 10_000) {
      const running = worker;
      const sending = sender;
      worker = null;
      sender = null;
      if (running) await running.stop({ graceful: true, wait: true, timeout: timeoutMs });
      if (sending) await (await sending).stop({ graceful: true, wait: true, timeout: 1000 });
    },
  };
}
