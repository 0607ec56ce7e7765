import pg from 'pg';
import { withDatabase } from '../../server/test/test-engine.ts';

/** The server benchmarks run on: DATABASE_URL's, else the local one of the machines. */
export function benchServerUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/**
 * A fresh database on the benchmark server, named `${prefix}_${pid}`, so a benchmark
 * never touches the database DATABASE_URL names; `drop` removes it.
 */
export async function createScratchPostgres(prefix: string, options: { keep?: boolean } = {}) {
  const server = benchServerUrl();
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    name,
    url: withDatabase(server, name),
    drop: async () => {
      if (options.keep) return;
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
