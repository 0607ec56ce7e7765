import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database.ts';
import type { MetricsServer } from './http/metrics.routes.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './platform/mailer.ts';

export type RoleParts = {
  /** The web role's HTTP server; the worker role has none. */
  app?: FastifyInstance;
  jobs: JobQueue;
  mailer: Mailer;
  database: DatabaseHandle;
  metricsServer: MetricsServer | null;
};

/**
 * A role's graceful stop, in the order that loses nothing: readiness fails at once (the proxy stops
 * sending), the HTTP server stops taking connections and waits for the requests in flight, the job
 * workers stop fetching, let running jobs go on for up to `jobsStopMs` and give the rest back to the
 * queue (they run again elsewhere after their retry delay), and only then do the mailer and the
 * database close under them.
 */
export async function shutDownRole({ app, jobs, mailer, database, metricsServer }: RoleParts, jobsStopMs: number): Promise<void> {
  if (app) {
    app.stopAccepting();
    await app.close();
  }
  await jobs.stop(jobsStopMs);
  await metricsServer?.close();
  mailer.close();
  await database.close();
}
