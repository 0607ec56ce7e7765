import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireDatabaseUrl, testEngine, withDatabase } from '../test/test-engine.ts';
import { MIGRATIONS_FOLDER, openDatabase } from './database.ts';

/** Several instances starting together on one fresh PostgreSQL database: each migration runs once. */
describe.skipIf(testEngine() !== 'postgres')('migrations under the advisory lock', () => {
  let admin: pg.Client;
  const name = `normscope_migrate_test_${process.pid}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: requireDatabaseUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
  });

  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('lets three instances migrate at once; every migration is applied once', async () => {
    const url = withDatabase(requireDatabaseUrl(), name);
    // Pools of one connection: the lock's own connection must not be taken from the pool drizzle migrates with.
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url, poolSize: 1 })));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const database = new pg.Client({ connectionString: url });
    await database.connect();
    try {
      const { rows } = await database.query(`select count(*)::int as applied, count(distinct hash)::int as distinct_migrations from drizzle.__drizzle_migrations`);
      expect(rows[0]).toEqual({ applied: journal.entries.length, distinct_migrations: journal.entries.length });
      const { rows: locks } = await database.query(`select count(*)::int as held from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`);
      expect(locks[0]?.held).toBe(0);
    } finally {
      await database.end();
    }
  });
});
