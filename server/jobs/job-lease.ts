/**
 * Leases on running jobs. pg-boss 11 has no heartbeat: a job is `active` until its
 * `started_on + expire_seconds` passes, and then its supervisor retries it. So a worker keeps
 * each of its jobs' deadlines a short lease ahead of now while it runs them, and a job whose
 * worker died runs out of lease within seconds instead of waiting out the whole expiry.
 * These statements are the only ones outside pg-boss's API that touch its tables.
 */

export const JOB_SCHEMA = 'pgboss';

/** How far ahead a heartbeat moves a running job's deadline. */
export const LEASE_SECONDS = 15;

/** One attempt at a job: pg-boss counts a retry at each fetch, so the retry count tells attempts apart. */
export type Attempt = { name: string; id: string; retryCount: number };

/** pg-boss's connection (`boss.getDb()`), so these run beside its own statements. */
type Db = { executeSql: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/**
 * Moves each attempt's deadline to `leaseSeconds` from now, while it is still the active
 * attempt of its job; answers the ids renewed. An id missing from the answer has lost its job
 * (it timed out and was retried or failed), so its worker must stop and leave it alone.
 */
export async function renewLeases(db: Db, attempts: Attempt[], leaseSeconds: number): Promise<Set<string>> {
  if (attempts.length === 0) return new Set();
  const { rows } = await db.executeSql(
    `update ${JOB_SCHEMA}.job j set expire_seconds = ceil(extract(epoch from now() - j.started_on))::int + $4
     from unnest($1::text[], $2::text[], $3::int[]) as mine(name, id, retry_count)
     where j.name = mine.name and j.id = mine.id::uuid and j.retry_count = mine.retry_count and j.state = 'active'
     returning j.id::text as id`,
    [attempts.map((a) => a.name), attempts.map((a) => a.id), attempts.map((a) => a.retryCount), leaseSeconds],
  );
  return new Set(rows.map((row) => String(row.id)));
}

/**
 * Completes the job if this attempt still holds it. pg-boss's own complete() goes by id
 * alone, and would complete a later attempt that another worker is running.
 */
export async function completeAttempt(db: Db, attempt: Attempt): Promise<boolean> {
  const { rows } = await db.executeSql(
    `update ${JOB_SCHEMA}.job set state = 'completed', completed_on = now()
     where name = $1 and id = $2::uuid and retry_count = $3 and state = 'active'
     returning id`,
    [attempt.name, attempt.id, attempt.retryCount],
  );
  return rows.length > 0;
}

/** Jobs left `active`: on the embedded database, by a process that has stopped, since only one process opens it. */
export async function findActiveJobs(db: Db, names: string[]): Promise<{ name: string; id: string }[]> {
  const { rows } = await db.executeSql(`select name, id::text as id from ${JOB_SCHEMA}.job where state = 'active' and name = any($1::text[])`, [names]);
  return rows.map((row) => ({ name: String(row.name), id: String(row.id) }));
}
