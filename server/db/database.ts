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

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: AppDatabase;
  /** Raw SQL with positional parameters, for the job queue and importers' bulk statements. */
  executeSql: ExecuteSql;
  /** Runs `work` in one transaction on one connection; a throw rolls everything back. */
  transaction: <T>(work: (executeSql: ExecuteSql) => Promise<T>) => Promise<T>;
  /** Runs statements without parameters, several per string allowed. */
  executeScript: (text: string) => Promise<void>;
  migrate: () => Promise<void>;
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

export type DatabasePoolStats = { total: number; idle: number; waiting: number; max: number };
export type ReplicaStatus = { name: string; healthy: boolean; lagSeconds: number | null };

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `sharedBuffersMb` sizes the
   * buffer pool, which lives in the process's WebAssembly memory (128 MB by default).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; sharedBuffersMb?: number };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options);
}

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

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: CONNECTION_OPTIONS });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as AppDatabase;
  return {
    kind: 'postgres',
    db,
    executeSql: async (text, values, options) => {
      const result = await pool.query(options?.prepare ? { name: options.prepare, text, values } : { text, values });
      return { rows: result.rows as Record<string, unknown>[] };
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(async (text, values, options) => {
          const answer = await client.query(options?.prepare ? { name: options.prepare, text, values } : { text, values });
          return { rows: answer.rows as Record<string, unknown>[] };
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    executeScript: async (text) => {
      await pool.query(text);
    },
    migrate: async () => {
      await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      await pool.query(CREATE_BULK_LOAD_INDEXES);
    },
    jobQueueConnection: { connectionString: url },
    close: () => pool.end(),
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
  return {
    kind: 'pglite',
    db,
    executeSql: async (text, values) => {
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    transaction: (work) =>
      client.transaction((tx) =>
        work(async (text, values) => {
          const answer = await tx.query<Record<string, unknown>>(text, values);
          return { rows: answer.rows };
        }),
      ),
    executeScript: async (text) => {
      await client.exec(text);
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      await client.exec(CREATE_BULK_LOAD_INDEXES);
    },
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
  config: { databaseUrl: string | undefined; dataDir: string },
  purpose: 'serve' | 'import' = 'serve',
): DatabaseOptions {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite'), ...(purpose === 'import' ? { sharedBuffersMb: IMPORT_SHARED_BUFFERS_MB } : {}) };
}

export const IMPORT_SHARED_BUFFERS_MB = 32;
