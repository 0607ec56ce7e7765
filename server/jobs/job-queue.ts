import PgBoss from 'pg-boss';
import { defaultJobConcurrency } from '../config/config.ts';
import type { DatabaseHandle, ExecuteSql } from '../db/database.ts';
import type { Logger } from '../platform/logger.ts';
import type { JobRecorder, QueueDepth } from '../platform/metrics.ts';
import { currentRequestId, runInRequestScope } from '../platform/request-context.ts';
import { findActiveJobs, JOB_SCHEMA, LEASE_SECONDS } from './job-lease.ts';
import { JOB_NAMES, jobDefinitions, type JobHandlers, type JobName, type JobPayload, type JobSchedules } from './job-registry.ts';
import { createJobRunner, type JobRunner } from './job-worker.ts';

/** How often the supervisor looks for jobs whose lease ran out and retries them. */
const SUPERVISE_SECONDS = 5;
/**
 * On the embedded database one long query holds up the heartbeat as well, so leases are
 * longer there; a dead process's jobs do not wait for them, since they are recovered at start.
 */
const PGLITE_LEASE_SECONDS = 60;
/**
 * Where a job keeps the id of the request that queued it, beside its payload: the job's log lines
 * then carry that id too. Taken off before the payload meets its contract.
 */
const REQUEST_ID_FIELD = '_reqId';

/** The request id a job's data carries, and its payload without it. */
function splitRequestId(data: unknown): { reqId: string | undefined; payload: unknown } {
  if (!data || typeof data !== 'object' || !(REQUEST_ID_FIELD in data)) return { reqId: undefined, payload: data };
  const { [REQUEST_ID_FIELD]: reqId, ...payload } = data as Record<string, unknown>;
  return { reqId: typeof reqId === 'string' ? reqId : undefined, payload };
}

export type SendOptions = {
  /** Send inside the caller's transaction: the job exists only if the transaction commits. */
  executeSql?: ExecuteSql;
  singletonKey?: string;
};

export type WorkOptions = {
  handlers: JobHandlers;
  schedules: JobSchedules;
  pollingIntervalSeconds: number;
  /** Jobs of a parallel queue (exports) that run at once in this process (JOB_CONCURRENCY). */
  concurrency?: number;
};

export type JobQueueOptions = {
  /** How far ahead a running job's heartbeat keeps its deadline (tests shorten it). */
  leaseSeconds?: number;
  superviseSeconds?: number;
  /** Shorter expiries than the registry's, for tests. */
  expireInSeconds?: Partial<Record<JobName, number>>;
  /** Told of every attempt this process runs (the metrics' job durations and failures). */
  recordJob?: JobRecorder;
};

export type JobQueue = {
  /** Installs or upgrades the queue's tables and creates or updates the queues; idempotent. */
  start: () => Promise<void>;
  send: <N extends JobName>(name: N, payload: JobPayload<N>, options?: SendOptions) => Promise<string | null>;
  /** Starts the workers and the schedules in this process (web role by default, or the worker role). */
  work: (options: WorkOptions) => Promise<void>;
  /** Lets running jobs finish (up to `timeoutMs`), gives the others back to the queue, then closes. */
  stop: (timeoutMs?: number) => Promise<void>;
  /** Each queue's jobs by state as pg-boss last counted them (cheap: no count over the jobs); none before start. */
  queueDepths: () => Promise<QueueDepth[]>;
};

/**
 * The durable job queue: pg-boss in the product's own database (PostgreSQL or the
 * embedded PGlite), so jobs survive restarts and retry with backoff. pg-boss stores and
 * schedules the jobs; job-worker.ts runs them, with a lease each, so a job whose worker
 * died is retried within a minute however long the job may take.
 */
export function createJobQueue(database: DatabaseHandle, logger: Logger, options: JobQueueOptions = {}): JobQueue {
  const leaseSeconds = options.leaseSeconds ?? (database.kind === 'pglite' ? PGLITE_LEASE_SECONDS : LEASE_SECONDS);
  const superviseSeconds = options.superviseSeconds ?? SUPERVISE_SECONDS;
  const connection = {
    ...database.jobQueueConnection,
    ...('connectionString' in database.jobQueueConnection ? { max: 3 } : {}),
    schema: JOB_SCHEMA,
  };
  function newBoss(role: 'install' | 'send' | 'work'): PgBoss {
    const instance = new PgBoss({
      ...connection,
      application_name: `normscope-${role}`,
      migrate: role === 'install',
      // Maintenance and cron run only where workers run.
      supervise: role === 'work',
      schedule: role === 'work',
      superviseIntervalSeconds: superviseSeconds,
      monitorIntervalSeconds: superviseSeconds,
    });
    instance.on('error', (error: Error) => logger.error({ err: error, role }, 'job queue error'));
    return instance;
  }
  let sender: Promise<PgBoss> | null = null;
  let worker: { boss: PgBoss; runner: JobRunner } | null = null;

  /** The queue's stored options: every job copies them when sent, its expiry being the first lease. */
  function queueOptions(name: JobName) {
    return { ...jobDefinitions[name].queue, expireInSeconds: leaseSeconds };
  }

  async function installQueues(installer: PgBoss) {
    for (const name of JOB_NAMES) {
      const wanted = queueOptions(name);
      const existing = await installer.getQueue(name);
      if (!existing) await installer.createQueue(name, wanted);
      else if ((Object.keys(wanted) as (keyof typeof wanted)[]).some((key) => existing[key] !== wanted[key])) await installer.updateQueue(name, wanted);
    }
  }

  /** Only one process opens an embedded database, so a job active when it starts belongs to a process that died. */
  async function recoverOrphans(installer: PgBoss) {
    for (const job of await findActiveJobs(installer.getDb(), JOB_NAMES)) {
      await installer.fail(job.name, job.id, { message: 'The process running the job stopped.' });
      logger.warn({ job: job.name, jobId: job.id }, 'job left running by a stopped process; retrying it');
    }
  }

  function start(): Promise<void> {
    // pg-boss caches its queues when it starts, and on a cache miss it reads them outside the
    // caller's transaction, which on PGlite would wait for that transaction forever; so the
    // queues are created first, by a short-lived instance, and the sending one starts after.
    sender ??= (async () => {
      const installer = newBoss('install');
      await installer.start();
      await installQueues(installer);
      if (database.kind === 'pglite') await recoverOrphans(installer);
      await installer.stop({ graceful: false, wait: true, timeout: 1000 });
      const instance = newBoss('send');
      await instance.start();
      return instance;
    })();
    return sender.then(() => undefined);
  }

  return {
    start,

    async send(name, payload, sendOptions = {}) {
      const data = jobDefinitions[name].payload.parse(payload);
      await start();
      const boss = await (sender as Promise<PgBoss>);
      const reqId = currentRequestId();
      return boss.send(name, reqId ? { ...data, [REQUEST_ID_FIELD]: reqId } : data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.executeSql ? { db: { executeSql: sendOptions.executeSql } } : {}),
      });
    },

    async work({ handlers, schedules, pollingIntervalSeconds, concurrency = defaultJobConcurrency() }) {
      await start();
      const boss = newBoss('work');
      await boss.start();
      const runner = createJobRunner({ boss, leaseSeconds, logger });
      worker = { boss, runner };
      for (const name of JOB_NAMES) {
        const definition = jobDefinitions[name];
        const handler = handlers[name] as (payload: unknown, context: { jobId: string; retryCount: number; signal: AbortSignal }) => Promise<void>;
        runner.add({
          name,
          concurrency: definition.concurrency === 'parallel' ? concurrency : 1,
          pollingIntervalSeconds,
          expireInSeconds: options.expireInSeconds?.[name] ?? definition.expireInSeconds,
          run: async (job, signal) => {
            const { reqId, payload: data } = splitRequestId(job.data);
            const log = logger.child({ job: name, jobId: job.id, retryCount: job.retryCount });
            const started = performance.now();
            const attempt = async () => {
              try {
                const payload = definition.payload.parse(data);
                await handler(payload, { jobId: job.id, retryCount: job.retryCount, signal });
                const ms = performance.now() - started;
                options.recordJob?.(name, ms, 'completed');
                log.info({ ms: Math.round(ms) }, 'job done');
              } catch (error) {
                const ms = performance.now() - started;
                options.recordJob?.(name, ms, 'failed');
                log.error({ err: error, ms: Math.round(ms) }, 'job failed');
                throw error;
              }
            };
            // Everything the job logs (the services' lines too) carries the id of the request that queued it.
            return reqId ? runInRequestScope({ reqId }, attempt) : attempt();
          },
        });
      }
      for (const name of JOB_NAMES) {
        const cron = schedules[name];
        if (cron) await boss.schedule(name, cron, {});
        else await boss.unschedule(name);
      }
    },

    async stop(timeoutMs = 10_000) {
      const running = worker;
      const sending = sender;
      worker = null;
      sender = null;
      if (running) {
        await running.runner.stop(timeoutMs);
        await running.boss.stop({ graceful: false, wait: true, timeout: 1000 });
      }
      if (sending) await (await sending).stop({ graceful: true, wait: true, timeout: 1000 });
    },

    async queueDepths() {
      if (!sender) return [];
      const queues = await (await sender).getQueues();
      return queues
        .filter((queue) => (JOB_NAMES as readonly string[]).includes(queue.name))
        .map((queue) => ({ queue: queue.name, queued: queue.queuedCount, active: queue.activeCount, deferred: queue.deferredCount }));
    },
  };
}
