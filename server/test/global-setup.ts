import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { requireDatabaseUrl, testEngine, withDatabase } from './test-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run and lets every test file start from a copy of it:
 * a PGlite data-dir snapshot, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  if (testEngine() === 'postgres') {
    const url = requireDatabaseUrl();
    const template = `normscope_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'normscope-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const snapshot = path.join(dir, 'migrated.tar.gz');
  if (!database.dumpDataDir) throw new Error('PGlite handle cannot dump its data directory');
  const dump = await database.dumpDataDir();
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
