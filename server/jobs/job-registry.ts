import { z } from 'zod';
import { RowId } from '../../common/stored-values.ts';

/**
 * Every background job the product runs: its payload contract and its queue's retry
 * policy. Handlers live in the feature modules; server/jobs/job-handlers.ts wires them.
 */
export const jobDefinitions = {
  /** Writes one export's file, mails it and marks it complete (exports module). */
  'exports.run': {
    payload: z.strictObject({ exportId: RowId }),
    queue: { retryLimit: 4, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 },
  },
  /** Removes expired export files (daily). */
  'exports.purge': {
    payload: z.strictObject({}),
    queue: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  },
  /** Runs every notify-enabled saved search and mails each user one digest (daily by default). */
  'alerts.run': {
    payload: z.strictObject({}),
    queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 * 60 },
  },
  /** Mails watchers about changes to the documents they watch (every few minutes). */
  'watches.notify': {
    payload: z.strictObject({}),
    queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 * 60 },
  },
} as const;

export type JobName = keyof typeof jobDefinitions;
export const JOB_NAMES = Object.keys(jobDefinitions) as JobName[];
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]['payload']>;

/** What a handler learns about its job besides the payload. */
export type JobContext = { jobId: string; retryCount: number };
export type JobHandler<N extends JobName> = (payload: JobPayload<N>, context: JobContext) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** Recurring jobs: cron expressions come from the configuration. */
export type JobSchedules = Partial<Record<JobName, string>>;
