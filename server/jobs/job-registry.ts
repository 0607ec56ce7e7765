import { z } from 'zod';
import { RowId } from '../../common/stored-values.ts';

/** What the registry says about one kind of job; the runtime (job-queue.ts, job-worker.ts) reads it. */
export type JobDefinition = {
  payload: z.ZodType;
  /**
   * pg-boss's retry policy for the queue. The retry delay is also how long a job whose worker
   * died waits, once its lease has run out, before another worker takes it: keep it short.
   */
  queue: { retryLimit: number; retryDelay: number; retryBackoff: boolean; retryDelayMax: number };
  /**
   * The longest one attempt may run, fitted to the work: past it the attempt is abandoned
   * (its signal aborts) and the job retried. A dead worker is noticed long before, by its lease.
   */
  expireInSeconds: number;
  /** `parallel`: up to JOB_CONCURRENCY jobs at once per process; `single`: one at a time (whole-catalogue sweeps). */
  concurrency: 'parallel' | 'single';
};

/**
 * Every background job the product runs: its payload contract, its queue's retry policy,
 * its longest run and how many run at once. Handlers live in the feature modules;
 * server/jobs/job-handlers.ts wires them.
 */
export const jobDefinitions = {
  /** Writes one export's file, mails it and marks it complete (exports module); 10,000 rows take seconds. */
  'exports.run': {
    payload: z.strictObject({ exportId: RowId }),
    queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300 },
    expireInSeconds: 5 * 60,
    concurrency: 'parallel',
  },
  /** Removes expired export files (daily). */
  'exports.purge': {
    payload: z.strictObject({}),
    queue: { retryLimit: 2, retryDelay: 30, retryBackoff: true, retryDelayMax: 300 },
    expireInSeconds: 15 * 60,
    concurrency: 'single',
  },
  /** Runs every notify-enabled saved search and mails each user one digest (daily by default; 1,000 searches take seconds). */
  'alerts.run': {
    payload: z.strictObject({}),
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 },
    expireInSeconds: 20 * 60,
    concurrency: 'single',
  },
  /** Mails watchers about changes to the documents they watch (every few minutes). */
  'watches.notify': {
    payload: z.strictObject({}),
    queue: { retryLimit: 4, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 },
    expireInSeconds: 5 * 60,
    concurrency: 'single',
  },
  /** Builds one version's AI retrieval index (ai module); RFC 2616, the longest text, takes seconds. */
  'ai.index': {
    payload: z.strictObject({ versionId: RowId }),
    queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 },
    expireInSeconds: 5 * 60,
    concurrency: 'parallel',
  },
  /** Indexes every version whose full text is new or changed since its index was built (every few minutes). */
  'ai.index-sweep': {
    payload: z.strictObject({}),
    queue: { retryLimit: 2, retryDelay: 30, retryBackoff: true, retryDelayMax: 300 },
    expireInSeconds: 20 * 60,
    concurrency: 'single',
  },
  /** Writes one version's FAQ in one language, once; the chat's FAQ step reads it. */
  'ai.faq': {
    payload: z.strictObject({ versionId: RowId, language: z.string().regex(/^[a-z]{2}$/) }),
    queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 },
    expireInSeconds: 5 * 60,
    concurrency: 'parallel',
  },
  /** Compares two versions for one user's compare (ai module): RFC 5246 against RFC 8446 whole takes a few seconds. */
  'ai.compare': {
    payload: z.strictObject({ compareId: RowId }),
    queue: { retryLimit: 2, retryDelay: 2, retryBackoff: true, retryDelayMax: 30 },
    expireInSeconds: 3 * 60,
    concurrency: 'parallel',
  },
  /** Polls every regulatory newsfeed and stores each new item once (legislation module; every half hour by default). */
  'legislation.feeds-poll': {
    payload: z.strictObject({}),
    queue: { retryLimit: 2, retryDelay: 30, retryBackoff: true, retryDelayMax: 300 },
    expireInSeconds: 10 * 60,
    concurrency: 'single',
  },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof jobDefinitions;
export const JOB_NAMES = Object.keys(jobDefinitions) as JobName[];
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]['payload']>;

/** What a handler learns about its job besides the payload. */
export type JobContext = {
  jobId: string;
  retryCount: number;
  /**
   * Aborts when this attempt no longer owns its job (its lease was lost, or it ran past its
   * expiry): a handler checks it before an effect that must happen once, such as a mail.
   */
  signal: AbortSignal;
};
export type JobHandler<N extends JobName> = (payload: JobPayload<N>, context: JobContext) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** Recurring jobs: cron expressions come from the configuration. */
export type JobSchedules = Partial<Record<JobName, string>>;
