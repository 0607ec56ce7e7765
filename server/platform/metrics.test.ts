import { describe, expect, it } from 'vitest';
import type { ReplicaStatus } from '../db/database.ts';
import type { Mailer } from './mailer.ts';
import { createMetrics } from './metrics.ts';

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const message = { to: 'someone@example.test', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

describe('the metrics', () => {
  it('reads the pool use and each replica’s lag and health when scraped, with one reading of the replicas per scrape', async () => {
    let replicaReadings = 0;
    let replicas: ReplicaStatus[] = [
      { name: 'replica-1', healthy: true, lagSeconds: 0.25 },
      { name: 'replica-2', healthy: false, lagSeconds: null },
    ];
    const metrics = createMetrics({
      processMetrics: false,
      database: {
        poolStats: () => ({ total: 7, idle: 3, waiting: 2, max: 10 }),
        replicaStatus: async () => {
          replicaReadings += 1;
          return replicas;
        },
      },
    });
    let text = await metrics.render();
    expect(sample(text, 'normscope_db_pool_connections')).toBe(7);
    expect(sample(text, 'normscope_db_pool_idle_connections')).toBe(3);
    expect(sample(text, 'normscope_db_pool_waiting_clients')).toBe(2);
    expect(sample(text, 'normscope_db_pool_max_connections')).toBe(10);
    expect(sample(text, 'normscope_db_replica_lag_seconds{replica="replica-1"}')).toBe(0.25);
    // A replica whose lag cannot be measured has no lag sample, but says it is down.
    expect(sample(text, 'normscope_db_replica_lag_seconds{replica="replica-2"}')).toBeUndefined();
    expect(sample(text, 'normscope_db_replica_up{replica="replica-1"}')).toBe(1);
    expect(sample(text, 'normscope_db_replica_up{replica="replica-2"}')).toBe(0);
    expect(replicaReadings).toBe(1);

    replicas = [{ name: 'replica-1', healthy: true, lagSeconds: 1.5 }];
    text = await metrics.render();
    expect(sample(text, 'normscope_db_replica_lag_seconds{replica="replica-1"}')).toBe(1.5);
    expect(sample(text, 'normscope_db_replica_up{replica="replica-2"}')).toBeUndefined();
    expect(replicaReadings).toBe(2);
  });

  it('leaves out the pool and replica gauges where the database has neither (the embedded one)', async () => {
    const text = await createMetrics({ processMetrics: false, database: {} }).render();
    expect(text).not.toContain('normscope_db_pool');
    expect(text).not.toContain('normscope_db_replica');
  });

  it('reads the queue depths when scraped, and still answers when they cannot be read', async () => {
    const metrics = createMetrics({ processMetrics: false });
    let failing = false;
    metrics.watchQueues(async () => {
      if (failing) throw new Error('the database is down');
      return [{ queue: 'exports.run', queued: 4, active: 2, deferred: 1 }];
    });
    let text = await metrics.render();
    expect(sample(text, 'normscope_job_queue_depth{queue="exports.run",state="queued"}')).toBe(4);
    expect(sample(text, 'normscope_job_queue_depth{queue="exports.run",state="active"}')).toBe(2);
    expect(sample(text, 'normscope_job_queue_depth{queue="exports.run",state="deferred"}')).toBe(1);
    failing = true;
    text = await metrics.render();
    expect(text).toContain('# TYPE normscope_job_queue_depth gauge');
    expect(sample(text, 'normscope_job_queue_depth{queue="exports.run",state="queued"}')).toBeUndefined();
  });

  it('counts jobs by outcome and failures per queue, and mails sent and failed', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.recordJob('exports.run', 1200, 'completed');
    metrics.recordJob('exports.run', 300, 'failed');
    metrics.recordJob('alerts.run', 50, 'failed');
    let fail = false;
    const mailer: Mailer = {
      destination: 'outbox',
      close: () => undefined,
      send: async () => {
        if (fail) throw new Error('SMTP refused');
        return { messageId: 'm1', outboxFile: null };
      },
    };
    const counted = metrics.countMails(mailer);
    expect(counted.destination).toBe('outbox');
    await counted.send(message);
    fail = true;
    await expect(counted.send(message)).rejects.toThrow('SMTP refused');
    const text = await metrics.render();
    expect(sample(text, 'normscope_job_duration_seconds_count{queue="exports.run",outcome="completed"}')).toBe(1);
    expect(sample(text, 'normscope_job_duration_seconds_sum{queue="exports.run",outcome="completed"}')).toBe(1.2);
    expect(sample(text, 'normscope_job_failures_total{queue="exports.run"}')).toBe(1);
    expect(sample(text, 'normscope_job_failures_total{queue="alerts.run"}')).toBe(1);
    expect(sample(text, 'normscope_mails_sent_total')).toBe(1);
    expect(sample(text, 'normscope_mails_failed_total')).toBe(1);
  });

  it('keeps each process’s counts in a registry of its own', async () => {
    const first = createMetrics({ processMetrics: false });
    const second = createMetrics({ processMetrics: false });
    first.recordRequest({ method: 'GET', route: '/management/healthz', status: 200 }, 3);
    first.searchPhase('match', 2);
    expect(sample(await first.render(), 'normscope_http_requests_total{method="GET",route="/management/healthz",status="200"}')).toBe(1);
    expect(sample(await first.render(), 'normscope_search_phase_seconds_count{phase="match"}')).toBe(1);
    expect(await second.render()).not.toContain('route="/management/healthz"');
  });

  it('gives every metric a help text and the normscope_ prefix', async () => {
    const text = await createMetrics({ database: { poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 10 }), replicaStatus: async () => [] } }).render();
    const names = [...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1] ?? '');
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !name.startsWith('normscope_'))).toEqual([]);
    for (const name of names) expect(text, name).toMatch(new RegExp(`^# HELP ${name} \\S`, 'm'));
  });
});
