import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { CREATE_BULK_LOAD_INDEXES } from './bulk-load-indexes.ts';
import pg from 'pg';
import { createReadReplicas, transactionOn, type ReadSource, type ReplicaLogger } from './read-replicas.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one query interface services and repos see, whichever engine runs underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type SqlRows = { rows: Record<string, unknown>[] };
/**
 * `prepare` names a statement a hot path runs again and again: on PostgreSQL each connection then
 * parses it once and, after a few runs, keeps one plan for any values (PostgreSQL's plan cache)
 * instead of planning every call, which cost more than running it. The name must stand for one text only.
 */
export type ExecuteSql = (text: string, values?: unknown[], options?: { prepare?: string }) => Promise<SqlRows>;

/**
 * Lets a statement just started leave before synchronous work: the pool hands a connection over
 * on a later tick, which a chain of settled awaits (a search's matching) would hold up until it ends.
 */
export const statementSent = () => new Promise<void>((resolve) => setImmediate(resolve));

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: AppDatabase;
  /** Raw SQL with positional parameters, for the job queue and importers' bulk statements. */
  executeSql: ExecuteSql;
  /** Runs `work` in one transaction on one connection; a throw rolls everything back. */
  transaction: <T>(work: (executeSql: ExecuteSql) => Promise<T>) => Promise<T>;
  /** Runs statements without parameters, several per string allowed. */
  executeScript: (text: string) => Promise<void>;
  /**
   * The read-only paths' source (search, suggestions, display, reader content, lookups): a read
   * replica in turn when DATABASE_REPLICA_URLS names some and one is in use, else the primary
   * itself (the same functions as `executeSql` and `transaction`). Catalogue data only: a
   * caller's own data (collections, notes, sessions) is always read from the primary, so a user
   * never misses what they just wrote.
   */
  read: () => ReadSource;
  /** Applies the migrations and the bulk-load indexes; on PostgreSQL once at a time across every process that starts together. */
  migrate: () => Promise<void>;
  /**
   * Runs `work` alone among the processes sharing this database (under the lock migrations take on
   * PostgreSQL; PGlite belongs to one process): what every instance does at start, such as the demo seed.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /**
   * How the job queue (pg-boss) reaches this database: its own small pool on PostgreSQL,
   * or this process's PGlite, where a parameterless call may hold several statements.
   */
  jobQueueConnection: { connectionString: string } | { db: { executeSql: ExecuteSql } };
  /** PGlite only: the whole data directory as a tarball (test snapshots, backups). */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: the primary pool's connections now (the metrics' pool use). */
  poolStats?: () => DatabasePoolStats;
  /** PostgreSQL with DATABASE_REPLICA_URLS only: each replica's health and lag behind the primary (the metrics' replica lag). */
  replicaStatus?: () => Promise<ReplicaStatus[]>;
};

/** What a sequence of reads needs of a database: its statements and transactions (the primary, or a read source). */
export type SqlSource = Pick<DatabaseHandle, 'executeSql' | 'transaction'>;

export type DatabasePoolStats = { total: number; idle: number; waiting: number; max: number };
export type ReplicaStatus = { name: string; healthy: boolean; lagSeconds: number | null };

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  /** `replicaUrls`: read replicas of `url` (DATABASE_REPLICA_URLS); `replicaProbeMs` how often their state is probed. */
  | { kind: 'postgres'; url: string; poolSize?: number; replicaUrls?: string[]; replicaProbeMs?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `sharedBuffersMb` sizes the
   * buffer pool, which lives in the process's WebAssembly memory (128 MB by default).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; sharedBuffersMb?: number };

/** `logger`: where a replica's being set aside and taken back is logged. */
export async function openDatabase(options: DatabaseOptions, context: { logger?: ReplicaLogger } = {}): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options, context.logger);
  return openPglite(options);
}

/**
 * The advisory lock migrations run under (an arbitrary constant of this product's own): instances
 * starting together migrate one after another, and the later ones find nothing left to apply.
 */
export const MIGRATION_LOCK_KEY = 4_172_023_001;

/**
 * Planner settings of every connection the product opens. The catalogue's pages are in memory or on
 * SSD, where a random read costs about what a sequential one does: with PostgreSQL's default (4,
 * made for spinning disks) a word in a quarter of the titles was matched by reading and unpacking
 * every document's search vector (testing, 25,000 of 113,000 documents: 160-180 ms) instead of
 * through its index (40 ms). 1.1 is the value commonly recommended for SSD.
 */
export const CONNECTION_SETTINGS = { random_page_cost: '1.1' } as const;
/** The settings as a PostgreSQL connection's startup options, for any pg client (the benchmarks' floor too). */
export const CONNECTION_OPTIONS = Object.entries(CONNECTION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/**
 * Runs `work` while holding the start-up advisory lock, on a connection of its own outside the pool the
 * work uses (a pool of one would wait for itself). Closing that session releases the lock, even when
 * the unlock could not be sent.
 */
async function underStartLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await lock.end().catch(() => undefined);
  }
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>, logger: ReplicaLogger | undefined): Promise<DatabaseHandle> {
  const { url } = options;
  const poolSize = options.poolSize ?? 10;
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: CONNECTION_OPTIONS });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as AppDatabase;
  const executeSql: ExecuteSql = async (text, values, statementOptions) => {
    const result = await pool.query(statementOptions?.prepare ? { name: statementOptions.prepare, text, values } : { text, values });
    return { rows: result.rows as Record<string, unknown>[] };
  };
  const transaction: DatabaseHandle['transaction'] = (work) => transactionOn(pool, work);
  const primary = { kind: 'postgres' as const, name: 'primary', replica: false, executeSql, transaction, pool };
  const replicaUrls = options.replicaUrls ?? [];
  const replicas =
    replicaUrls.length > 0
      ? createReadReplicas(primary, { urls: replicaUrls, poolSize, connectionOptions: CONNECTION_OPTIONS, ...(logger ? { logger } : {}), ...(options.replicaProbeMs ? { probeMs: options.replicaProbeMs } : {}) })
      : undefined;
  // The first probe, so a replica that is down at start is set aside before the first read.
  await replicas?.status();
  return {
    kind: 'postgres',
    db,
    executeSql,
    transaction,
    read: replicas ? () => replicas.read() : () => primary,
    executeScript: async (text) => {
      await pool.query(text);
    },
    migrate: () =>
      underStartLock(url, async () => {
        await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        await pool.query(CREATE_BULK_LOAD_INDEXES);
      }),
    exclusively: (work) => underStartLock(url, work),
    jobQueueConnection: { connectionString: url },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    ...(replicas ? { replicaStatus: () => replicas.status() } : {}),
    close: async () => {
      await replicas?.close();
      await pool.end();
    },
  };
}

async function openPglite({ dataDir, loadDataDir, sharedBuffersMb }: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    postgresqlconf: [...Object.entries(CONNECTION_SETTINGS).map(([name, value]) => `${name} = ${value}`), ...(sharedBuffersMb ? [`shared_buffers = ${sharedBuffersMb}MB`] : [])],
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema }) as unknown as AppDatabase;
  const executeSql: ExecuteSql = async (text, values) => {
    const result = await client.query<Record<string, unknown>>(text, values);
    return { rows: result.rows };
  };
  const transaction: DatabaseHandle['transaction'] = (work) =>
    client.transaction((tx) =>
      work(async (text, values) => {
        const answer = await tx.query<Record<string, unknown>>(text, values);
        return { rows: answer.rows };
      }),
    );
  // One process's embedded database: no replicas, so the read path is the database itself.
  const primary: ReadSource = { kind: 'pglite', name: 'embedded', replica: false, executeSql, transaction };
  return {
    kind: 'pglite',
    db,
    executeSql,
    transaction,
    read: () => primary,
    executeScript: async (text) => {
      await client.exec(text);
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      await client.exec(CREATE_BULK_LOAD_INDEXES);
    },
    exclusively: (work) => work(),
    jobQueueConnection: {
      db: {
        executeSql: async (text, values) => {
          if (values && values.length > 0) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
          const results = await client.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        },
      },
    },
    close: () => client.close(),
    dumpDataDir: async () => {
      const dump = await client.dumpDataDir('gzip');
      return dump;
    },
  };
}

/**
 * PostgreSQL when DATABASE_URL is set; otherwise the embedded PGlite under DATA_DIR.
 * Bulk imports stream through the database: a small buffer pool keeps their memory low.
 */
export function databaseOptionsFromConfig(
  config: { databaseUrl: string | undefined; dataDir: string; databaseReplicaUrls?: string[] },
  purpose: 'serve' | 'import' = 'serve',
): DatabaseOptions {
  // An import writes: it has no use for the replicas.
  const replicaUrls = purpose === 'serve' ? (config.databaseReplicaUrls ?? []) : [];
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl, ...(replicaUrls.length > 0 ? { replicaUrls } : {}) };
  return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite'), ...(purpose === 'import' ? { sharedBuffersMb: IMPORT_SHARED_BUFFERS_MB } : {}) };
}

export const IMPORT_SHARED_BUFFERS_MB = 32;
