import pg from 'pg';
import { withDatabase } from '../../server/test/test-engine.ts';

/** The server benchmarks run on: DATABASE_URL's, else the local one of the machines. */
export function benchServerUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** One statement on the benchmark server's maintenance database (create and drop databases). */
export async function queryBenchServer(text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: benchServerUrl() });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the benchmark server, named `${prefix}_${pid}`, so a benchmark
 * never touches the database DATABASE_URL names; `drop` removes it.
 */
export async function createScratchPostgres(prefix: string, options: { keep?: boolean } = {}) {
  const server = benchServerUrl();
  const name = `${prefix}_${process.pid}`;
  await queryBenchServer(`drop database if exists ${name} with (force)`);
  await queryBenchServer(`create database ${name}`);
  return {
    name,
    url: withDatabase(server, name),
    drop: async () => {
      if (options.keep) return;
      await queryBenchServer(`drop database if exists ${name} with (force)`);
    },
  };
}
