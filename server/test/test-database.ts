import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { requireDatabaseUrl, testEngine, withDatabase } from './test-engine.ts';

/**
 * A fresh, migrated database for one test file: a copy of the run's template on
 * PostgreSQL, or a PGlite restored from the migrated snapshot. `close` removes it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testEngine() === 'postgres') {
    const url = requireDatabaseUrl();
    const name = `normscope_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([snapshot]) });
}
