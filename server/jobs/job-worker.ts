import type PgBoss from 'pg-boss';
import type { Logger } from '../platform/logger.ts';
import { completeAttempt, renewLeases, type Attempt } from './job-lease.ts';

export type FetchedJob = PgBoss.JobWithMetadata<unknown>;

export type QueueWork = {
  name: string;
  /** Jobs of this queue run at once in this process. */
  concurrency: number;
  pollingIntervalSeconds: number;
  /** The longest one attempt may run before it is abandoned and retried. */
  expireInSeconds: number;
  run: (job: FetchedJob, signal: AbortSignal) => Promise<void>;
};

export type JobRunner = {
  add: (work: QueueWork) => void;
  /** Stops fetching, lets running jobs finish for up to `timeoutMs`, then gives the rest back to the queue. */
  stop: (timeoutMs: number) => Promise<void>;
};

type Running = {
  attempt: Attempt;
  controller: AbortController;
  /** When the last renewal that succeeded was sent: the lease runs at least `leaseSeconds` from then. */
  renewedAt: number;
  expiresAt: number;
  /** Given up (lease lost, expired, shut down): its outcome is no longer this worker's to record. */
  abandoned: boolean;
  /** Its handler has returned: its lease matters no more, and its outcome is being recorded. */
  settled: boolean;
  done: Promise<void>;
};

type QueueState = QueueWork & { active: number; loop: Promise<void>; wake: () => void };

const errorOutput = (error: unknown) => (error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) });

/**
 * Runs fetched jobs with a lease (job-lease.ts) instead of pg-boss's work(): pg-boss 11
 * takes one batch per poll and waits for all of it, and it times a handler out at the job's
 * expiry, which here is only the lease. Each queue keeps up to its concurrency of jobs
 * running and fetches again as soon as a slot frees while jobs are waiting; one heartbeat
 * renews every running job's lease, and a job that lost its lease is aborted, never completed.
 */
export function createJobRunner({ boss, leaseSeconds, logger }: { boss: PgBoss; leaseSeconds: number; logger: Logger }): JobRunner {
  const db = boss.getDb();
  const leaseMs = leaseSeconds * 1000;
  const running = new Map<string, Running>();
  const queues: QueueState[] = [];
  let stopping = false;
  let beating: Promise<void> | null = null;

  async function failAttempt(entry: Running, error: unknown) {
    try {
      await boss.fail(entry.attempt.name, entry.attempt.id, errorOutput(error));
    } catch (failure) {
      logger.error({ err: failure, job: entry.attempt.name, jobId: entry.attempt.id }, 'could not record a failed job; its lease will run out');
    }
  }

  function release(entry: Running) {
    if (!running.delete(entry.attempt.id)) return;
    const queue = queues.find((q) => q.name === entry.attempt.name);
    if (!queue) return;
    queue.active -= 1;
    queue.wake();
  }

  /** Stops owning the attempt: its handler is told to stop, and its slot is free at once. */
  function abandon(entry: Running, reason: string, giveBack: boolean) {
    if (entry.abandoned) return;
    entry.abandoned = true;
    entry.controller.abort(new Error(`job ${entry.attempt.id} ${reason}`));
    logger.warn({ job: entry.attempt.name, jobId: entry.attempt.id, retryCount: entry.attempt.retryCount, reason }, 'job abandoned');
    release(entry);
    if (giveBack) void failAttempt(entry, new Error(`The job ${reason}.`));
  }

  async function renew(entries: Running[]) {
    const live = entries.filter((entry) => !entry.abandoned && !entry.settled);
    if (live.length === 0) return;
    const sentAt = Date.now();
    try {
      const renewed = await renewLeases(db, live.map((entry) => entry.attempt), leaseSeconds);
      for (const entry of live) {
        if (renewed.has(entry.attempt.id)) entry.renewedAt = sentAt;
        // A job completed meanwhile is not renewed either, and was not lost.
        else if (!entry.settled) abandon(entry, 'lost its lease (it ran out and the job was retried)', false);
      }
    } catch (error) {
      logger.warn({ err: error }, 'job leases not renewed');
      // Past its lease another worker may already hold the job: stop before touching it again.
      for (const entry of live) if (!entry.settled && Date.now() - entry.renewedAt >= leaseMs) abandon(entry, 'could not renew its lease', false);
    }
  }

  function heartbeat() {
    if (beating) return;
    const now = Date.now();
    for (const entry of running.values()) if (!entry.settled && now > entry.expiresAt) abandon(entry, 'ran past its expiry', true);
    beating = renew([...running.values()]).finally(() => {
      beating = null;
    });
  }
  const timer = setInterval(heartbeat, Math.max(200, leaseMs / 3));

  function start(queue: QueueState, job: FetchedJob, fetchedAt: number): Running {
    const entry: Running = {
      attempt: { name: queue.name, id: job.id, retryCount: job.retryCount },
      controller: new AbortController(),
      renewedAt: fetchedAt,
      expiresAt: fetchedAt + queue.expireInSeconds * 1000,
      abandoned: false,
      settled: false,
      done: Promise.resolve(),
    };
    running.set(job.id, entry);
    queue.active += 1;
    entry.done = (async () => {
      let failure: unknown = null;
      try {
        await queue.run(job, entry.controller.signal);
      } catch (error) {
        failure = error;
      }
      entry.settled = true;
      if (entry.abandoned) return;
      try {
        if (failure !== null) await failAttempt(entry, failure);
        else if (!(await completeAttempt(db, entry.attempt))) logger.warn({ job: queue.name, jobId: job.id }, 'job finished after losing its lease; left to the attempt that holds it');
      } catch (error) {
        logger.error({ err: error, job: queue.name, jobId: job.id }, 'could not record a finished job; its lease will run out and it will run again');
      } finally {
        release(entry);
      }
    })();
    return entry;
  }

  /** Sleeps a poll interval; a freed slot ends the sleep early when the last fetch left jobs waiting. */
  function pause(queue: QueueState, untilSlot: boolean): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(wake, queue.pollingIntervalSeconds * 1000);
      function wake() {
        clearTimeout(timer);
        queue.wake = () => undefined;
        resolve();
      }
      queue.wake = () => {
        if (untilSlot || stopping) wake();
      };
    });
  }

  async function loop(queue: QueueState) {
    while (!stopping) {
      const free = queue.concurrency - queue.active;
      let fetched = 0;
      if (free > 0) {
        const fetchedAt = Date.now();
        try {
          const jobs = await boss.fetch<unknown>(queue.name, { batchSize: free, includeMetadata: true });
          fetched = jobs.length;
          // At once, not at the next beat: a job sent before leases existed still carries a long expiry.
          if (fetched > 0) void renew(jobs.map((job) => start(queue, job, fetchedAt)));
        } catch (error) {
          logger.error({ err: error, job: queue.name }, 'could not fetch jobs');
        }
      }
      // A full batch means more may be waiting: fetch again as soon as a slot frees, not a poll later.
      if (!stopping) await pause(queue, free === 0 || fetched === free);
    }
  }

  return {
    add(work) {
      const queue: QueueState = { ...work, active: 0, loop: Promise.resolve(), wake: () => undefined };
      queues.push(queue);
      queue.loop = loop(queue);
    },

    async stop(timeoutMs) {
      stopping = true;
      for (const queue of queues) queue.wake();
      await Promise.all(queues.map((queue) => queue.loop));
      const unfinished = () => [...running.values()].filter((entry) => !entry.abandoned);
      const deadline = Date.now() + timeoutMs;
      let waiting: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(unfinished().map((entry) => entry.done)),
        new Promise((resolve) => {
          waiting = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        }),
      ]);
      clearTimeout(waiting);
      clearInterval(timer);
      if (beating) await beating;
      // Given back now, they run again after their retry delay instead of after their lease.
      const left = unfinished();
      for (const entry of left) abandon(entry, 'was stopped with its worker', false);
      await Promise.all(left.map((entry) => failAttempt(entry, new Error('The worker stopped before the job finished.'))));
    },
  };
}
