import pg from 'pg';
import type { DatabaseHandle, ExecuteSql, ReplicaStatus, SqlRows } from './database.ts';

/**
 * Where a read-only path's reads go: a read replica, or the primary when there is none in use.
 * Every statement made through one source goes to one server, so a sequence of reads (a
 * snapshot's load) sees one state of the data.
 */
export type ReadSource = Pick<DatabaseHandle, 'kind' | 'executeSql' | 'transaction'> & {
  /** The server's host, port and database, never its password: what logs and metrics name. */
  name: string;
  replica: boolean;
};

/** The two log lines an operator needs: when a replica is set aside and when it is used again. */
export type ReplicaLogger = {
  warn: (fields: Record<string, unknown>, message: string) => void;
  info: (fields: Record<string, unknown>, message: string) => void;
};

export type ReplicaOptions = {
  urls: string[];
  poolSize: number;
  connectionOptions: string;
  logger?: ReplicaLogger;
  /** How often each replica's reachability and lag are probed (not per request). */
  probeMs?: number;
  /**
   * A replica further behind than this is set aside until it catches up, so a read of a replica
   * never misses an import or edition the primary finished this long ago.
   */
  maxLagSeconds?: number;
};

export const REPLICA_PROBE_MS = 5000;
export const REPLICA_MAX_LAG_SECONDS = 30;
const CONNECT_TIMEOUT_MS = 3000;

type Replica = {
  name: string;
  pool: pg.Pool;
  source: ReadSource;
  reachable: boolean;
  /** Not further behind the primary than the allowed lag (always true for a server not replaying WAL). */
  current: boolean;
  lagSeconds: number | null;
};

/** `host:port/database` of a postgres URL: the password and user stay out of logs. */
export function replicaName(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'replica';
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Whether a failed statement failed because the server could not be reached (refused, reset,
 * shut down, too many connections), as opposed to the statement's own error, which the
 * primary would answer the same way.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && SQLSTATE.test(code)) return code.startsWith('08') || code.startsWith('57P') || code === '53300';
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true;
  return /connection|connect|terminated|timeout/i.test(error.message);
}

async function runOn(client: pg.Pool | pg.PoolClient, text: string, values: unknown[] | undefined, options: { prepare?: string } | undefined): Promise<SqlRows> {
  const result = await client.query(options?.prepare ? { name: options.prepare, text, values } : { text, values });
  return { rows: result.rows as Record<string, unknown>[] };
}

/** `work` in one transaction on one connection of `pool`; `connected` is told once the transaction has begun. */
export async function transactionOn<T>(pool: pg.Pool, work: (executeSql: ExecuteSql) => Promise<T>, connected?: () => void): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin');
    connected?.();
    const result = await work((text, values, options) => runOn(client, text, values, options));
    await client.query('commit');
    return result;
  } catch (error) {
    broken = isConnectionFailure(error);
    if (!broken) await client.query('rollback');
    throw error;
  } finally {
    // A connection that failed is not given back to the pool for the next read.
    client.release(broken);
  }
}

/**
 * The read replicas of one primary: reads go round-robin to the replicas in use; a replica that
 * cannot be reached or is too far behind is set aside (logged once) and its reads go to the
 * primary until a periodic probe finds it well again (logged once more). Choosing a source costs
 * one array read per call, nothing else per request.
 */
export function createReadReplicas(primary: ReadSource & { pool: pg.Pool }, options: ReplicaOptions) {
  const { logger, probeMs = REPLICA_PROBE_MS, maxLagSeconds = REPLICA_MAX_LAG_SECONDS } = options;
  let inUse: Replica[] = [];
  let next = 0;

  const refresh = () => {
    inUse = replicas.filter((replica) => replica.reachable && replica.current);
  };

  function setReachable(replica: Replica, reachable: boolean, error?: unknown) {
    if (replica.reachable === reachable) return;
    replica.reachable = reachable;
    if (reachable) logger?.info({ replica: replica.name }, 'replica reachable again');
    else logger?.warn({ replica: replica.name, reason: error instanceof Error ? error.message : String(error) }, 'replica unreachable; reading from the primary');
    refresh();
  }

  function setCurrent(replica: Replica, current: boolean) {
    if (replica.current === current) return;
    replica.current = current;
    if (current) logger?.info({ replica: replica.name, lagSeconds: replica.lagSeconds }, 'replica caught up');
    else logger?.warn({ replica: replica.name, lagSeconds: replica.lagSeconds, maxLagSeconds }, 'replica lagging; reading from the primary');
    refresh();
  }

  function replicaSource(replica: Omit<Replica, 'source'>): ReadSource {
    const fallBack = (error: unknown) => {
      if (!isConnectionFailure(error)) throw error;
      setReachable(replica as Replica, false, error);
    };
    return {
      kind: 'postgres',
      name: replica.name,
      replica: true,
      executeSql: async (text, values, statementOptions) => {
        try {
          return await runOn(replica.pool, text, values, statementOptions);
        } catch (error) {
          fallBack(error);
          return primary.executeSql(text, values, statementOptions);
        }
      },
      transaction: async (work) => {
        let begun = false;
        try {
          return await transactionOn(replica.pool, work, () => {
            begun = true;
          });
        } catch (error) {
          // Once `work` has started it may have acted on rows already read (a stream): only the
          // failure to begin is answered by the primary; a later one is the caller's to retry.
          if (begun) {
            if (isConnectionFailure(error)) setReachable(replica as Replica, false, error);
            throw error;
          }
          fallBack(error);
          return primary.transaction(work);
        }
      },
    };
  }

  const replicas: Replica[] = options.urls.map((url) => {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize, options: options.connectionOptions, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A dropped idle connection must not crash the process; the next read or probe notices.
    pool.on('error', () => undefined);
    const replica = { name: replicaName(url), pool, reachable: true, current: true, lagSeconds: null } as Omit<Replica, 'source'>;
    return Object.assign(replica, { source: replicaSource(replica) });
  });

  /** The primary's WAL position now, to measure each replica's distance from; null when it cannot be read. */
  async function primaryPosition(): Promise<string | null> {
    try {
      const { rows } = await primary.executeSql('select pg_current_wal_lsn()::text as lsn');
      return String(rows[0]?.lsn);
    } catch {
      return null;
    }
  }

  /**
   * One replica's state: a server not in recovery (a stand-in copy) has no lag to measure; a
   * streaming replica that has replayed up to the primary's position is 0 s behind, else as far
   * behind as its last replayed transaction is old.
   */
  async function probeOne(replica: Replica, position: string | null): Promise<void> {
    try {
      const { rows } = await replica.pool.query(
        `select pg_is_in_recovery() as recovery,
                case when pg_is_in_recovery() and $1::text is not null then pg_wal_lsn_diff($1::text::pg_lsn, pg_last_wal_replay_lsn()) end::float8 as behind_bytes,
                extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as replay_age`,
        [position],
      );
      const row = rows[0] as { recovery: boolean; behind_bytes: number | null; replay_age: number | null } | undefined;
      setReachable(replica, true);
      if (!row?.recovery || row.behind_bytes === null) replica.lagSeconds = row?.recovery ? replica.lagSeconds : null;
      else replica.lagSeconds = row.behind_bytes <= 0 ? 0 : Math.max(0, row.replay_age ?? 0);
      setCurrent(replica, replica.lagSeconds === null || replica.lagSeconds <= maxLagSeconds);
    } catch (error) {
      setReachable(replica, false, error);
    }
  }

  let probing: Promise<void> | null = null;
  function probe(): Promise<void> {
    probing ??= primaryPosition()
      .then((position) => Promise.all(replicas.map((replica) => probeOne(replica, position))))
      .then(() => undefined)
      .finally(() => {
        probing = null;
      });
    return probing;
  }

  const timer = setInterval(() => void probe(), probeMs);
  timer.unref();
  refresh();

  return {
    /** The source of the next read: a replica in use, in turn, or the primary. */
    read(): ReadSource {
      if (inUse.length === 0) return primary;
      next = (next + 1) % inUse.length;
      return inUse[next]?.source ?? primary;
    },
    /** Probes now (the first probe at start; the metrics' scrape) and answers each replica's state. */
    async status(): Promise<ReplicaStatus[]> {
      await probe();
      return replicas.map((replica) => ({ name: replica.name, healthy: replica.reachable && replica.current, lagSeconds: replica.reachable ? replica.lagSeconds : null }));
    },
    async close(): Promise<void> {
      clearInterval(timer);
      await probing?.catch(() => undefined);
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}

export type ReadReplicas = ReturnType<typeof createReadReplicas>;
