import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle, DatabasePoolStats, ReplicaStatus } from '../db/database.ts';
import type { Mailer } from './mailer.ts';
import type { PhaseRecorder } from './phase-timer.ts';

/** Every metric's name starts with it, the process and Node.js ones too. */
export const METRIC_PREFIX = 'normscope_';

export type JobOutcome = 'completed' | 'failed';
/** The job queue's view of the metrics: one attempt of a job ended after `ms`. */
export type JobRecorder = (queue: string, ms: number, outcome: JobOutcome) => void;

/** A queue's jobs by state, as pg-boss last counted them. */
export type QueueDepth = { queue: string; queued: number; active: number; deferred: number };

export type RequestLabels = { method: string; route: string; status: number };

export type Metrics = {
  /** The exposition format's content type, for the answer that carries `render()`. */
  readonly contentType: string;
  /** Every metric in the Prometheus text format; the gauges that read the database and the queue read it now. */
  render: () => Promise<string>;
  recordRequest: (labels: RequestLabels, ms: number) => void;
  searchPhase: PhaseRecorder;
  readerPhase: PhaseRecorder;
  recordJob: JobRecorder;
  /** The mailer with each mail counted as sent or failed. */
  countMails: (mailer: Mailer) => Mailer;
  /** Where the queue depths are read on each scrape (the job queue, built after the metrics). */
  watchQueues: (depths: () => Promise<QueueDepth[]>) => void;
};

/** From 5 ms to 30 s: a search phase or a request takes milliseconds, a slow one seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Phases are shorter than whole requests: from a tenth of a millisecond. */
const PHASE_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Jobs run from milliseconds (a sweep with nothing to do) to many minutes (a large export). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 120, 300, 600, 1800];

export type MetricsOptions = {
  /** The database whose pool use and replica lag are read on each scrape (each only where the handle offers it). */
  database?: Pick<DatabaseHandle, 'poolStats' | 'replicaStatus'>;
  /** Process memory, CPU, event-loop delay, GC (prom-client's default metrics); on unless turned off. */
  processMetrics?: boolean;
};

/**
 * The process's metrics, in a registry of its own (no prom-client global, so one test's app never
 * sees another's counts). The HTTP layer records requests, the services their phases through a
 * PhaseRecorder, the job queue each attempt; the database and queue gauges are read when scraped.
 */
export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const name = (suffix: string) => `${METRIC_PREFIX}${suffix}`;
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });

  const requests = new Counter({
    name: name('http_requests_total'),
    help: 'HTTP requests answered, by method, route pattern (not the address asked for; "unmatched" when no route matched) and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: name('http_request_duration_seconds'),
    help: 'Time from receiving an HTTP request to sending its answer, in seconds, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const searchSeconds = new Histogram({
    name: name('search_phase_seconds'),
    help: 'Time spent in each phase of a search, in seconds (the collections tab has the order and page phases only): context (reading the caller\'s catalogue version and entitlements), snapshot (getting the in-memory catalogue, waiting for a reload), match (number, title-word, ICS, cross-reference and latest matching), facets (filtering and counting facets), order (putting results in order as far as the page), page (the page\'s records and the caller\'s state of each: waiting for the confirming statement sent before the matching, then from memory or one statement).',
    labelNames: ['phase'] as const,
    buckets: PHASE_BUCKETS,
    registers,
  });
  const readerSeconds = new Histogram({
    name: name('reader_phase_seconds'),
    help: 'Time spent in each phase of a reader call, in seconds: access (the version and the caller\'s entitlement), sections (reading a run of sections), search (finding the places a text occurs in a version).',
    labelNames: ['phase'] as const,
    buckets: PHASE_BUCKETS,
    registers,
  });
  const jobSeconds = new Histogram({
    name: name('job_duration_seconds'),
    help: 'Time one attempt of a background job ran in this process, in seconds, by queue and outcome (completed or failed).',
    labelNames: ['queue', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const jobFailures = new Counter({
    name: name('job_failures_total'),
    help: 'Attempts of background jobs that failed in this process, by queue (each failure is retried with backoff until the queue\'s retry limit).',
    labelNames: ['queue'] as const,
    registers,
  });
  const mailsSent = new Counter({ name: name('mails_sent_total'), help: 'Mails handed to the SMTP server (or written to the outbox folder) by this process.', registers });
  const mailsFailed = new Counter({ name: name('mails_failed_total'), help: 'Mails this process could not send (the job that sent it fails and retries).', registers });

  let queueDepths: (() => Promise<QueueDepth[]>) | null = null;
  new Gauge({
    name: name('job_queue_depth'),
    help: 'Jobs in each queue by state (queued: waiting for a worker, the deferred ones included; deferred: waiting for their start time or retry delay; active: running), as the job queue last counted them (every few seconds where workers run).',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      if (!queueDepths) return;
      // A scrape must answer even when the database does not: the depths are then left out.
      const depths = await queueDepths().catch(() => []);
      this.reset();
      for (const depth of depths) {
        this.set({ queue: depth.queue, state: 'queued' }, depth.queued);
        this.set({ queue: depth.queue, state: 'deferred' }, depth.deferred);
        this.set({ queue: depth.queue, state: 'active' }, depth.active);
      }
    },
  });

  const database = options.database;
  // PGlite has no pool and a primary without replicas no replica status: their gauges are left out.
  if (database?.poolStats) {
    const poolGauge = (suffix: string, help: string, read: (stats: DatabasePoolStats) => number) =>
      new Gauge({
        name: name(suffix),
        help,
        registers,
        collect() {
          const stats = database.poolStats?.();
          if (stats) this.set(read(stats));
        },
      });
    poolGauge('db_pool_connections', 'Connections the primary database pool holds now, busy or idle.', (stats) => stats.total);
    poolGauge('db_pool_idle_connections', 'Connections of the primary database pool that are idle now.', (stats) => stats.idle);
    poolGauge('db_pool_waiting_clients', 'Queries waiting for a connection of the primary database pool now (above 0 for long: the pool is too small or queries too slow).', (stats) => stats.waiting);
    poolGauge('db_pool_max_connections', 'The most connections the primary database pool may open.', (stats) => stats.max);
  }
  if (database?.replicaStatus) {
    let reading: Promise<ReplicaStatus[]> | null = null;
    // A scrape collects both gauges at once: they share one reading of the replicas.
    const replicas = () => {
      reading ??= (database.replicaStatus?.() ?? Promise.resolve([])).finally(() => {
        reading = null;
      });
      return reading;
    };
    new Gauge({
      name: name('db_replica_lag_seconds'),
      help: 'How far each read replica is behind the primary, in seconds (left out while it cannot be measured).',
      labelNames: ['replica'] as const,
      registers,
      async collect() {
        const statuses = await replicas().catch(() => []);
        this.reset();
        for (const status of statuses) if (status.lagSeconds !== null) this.set({ replica: status.name }, status.lagSeconds);
      },
    });
    new Gauge({
      name: name('db_replica_up'),
      help: 'Whether each read replica is in use (1) or set aside because it failed (0: reads go to the primary).',
      labelNames: ['replica'] as const,
      registers,
      async collect() {
        const statuses = await replicas().catch(() => []);
        this.reset();
        for (const status of statuses) this.set({ replica: status.name }, status.healthy ? 1 : 0);
      },
    });
  }

  return {
    contentType: registry.contentType,
    render: () => registry.metrics(),
    recordRequest({ method, route, status }, ms) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, ms / 1000);
    },
    searchPhase: (phase, ms) => searchSeconds.observe({ phase }, ms / 1000),
    readerPhase: (phase, ms) => readerSeconds.observe({ phase }, ms / 1000),
    recordJob(queue, ms, outcome) {
      jobSeconds.observe({ queue, outcome }, ms / 1000);
      if (outcome === 'failed') jobFailures.inc({ queue });
    },
    countMails: (mailer) => ({
      destination: mailer.destination,
      close: () => mailer.close(),
      async send(message) {
        try {
          const sent = await mailer.send(message);
          mailsSent.inc();
          return sent;
        } catch (error) {
          mailsFailed.inc();
          throw error;
        }
      },
    }),
    watchQueues(depths) {
      queueDepths = depths;
    },
  };
}
