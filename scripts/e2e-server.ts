import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config/config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../server/db/database.ts';
import { seedDemoAccounts } from '../server/db/seeds/demo-accounts.seed.ts';
import { seedDemoCatalogue } from '../server/db/seeds/demo-catalogue.seed.ts';
import { importFullTextFiles, realDataDir } from '../server/modules/catalogue/index.ts';

/**
 * The server the browser suite runs against: demo data in a fresh database every
 * run (a new PGlite folder, or a recreated database on the DATABASE_URL server).
 */
const E2E_DATABASE = 'normscope_e2e';

if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${E2E_DATABASE} with (force)`);
  await admin.query(`create database ${E2E_DATABASE}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${E2E_DATABASE}`;
  process.env.DATABASE_URL = url.toString();
}
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'normscope-e2e-'));
process.env.SEED_DEMO = 'true';
process.env.LOG_LEVEL ??= 'warn';
process.env.JOB_POLL_SECONDS ??= '0.5';
process.env.DEMO_PASSWORD = 'normscope-demo';

// The reader's browser tests read the real RFC texts: imported after the demo seed where the shared data is.
const fullTextDir = path.join(realDataDir(), 'fulltext');
if (existsSync(fullTextDir)) {
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFromConfig(config));
  await database.migrate();
  await seedDemoAccounts(database.db, config.demoPassword);
  await seedDemoCatalogue(database);
  await importFullTextFiles(database, [fullTextDir]);
  await database.close();
}

await import('../server/main.ts');
