import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config/config.ts';
import { databaseOptionsFromConfig, openDatabase } from '../server/db/database.ts';
import { seedDemoAccounts } from '../server/db/seeds/demo-accounts.seed.ts';
import { seedDemoCatalogue } from '../server/db/seeds/demo-catalogue.seed.ts';
import { importFullTextFiles, realDataDir } from '../server/modules/catalogue/index.ts';
import { datasets } from '../server/db/schema/index.ts';
import { createOrganisation, createSubscription, createUser } from '../server/test/factories.ts';
import { SCREEN_ORGANISATION, SCREEN_USERS } from '../e2e/support/screen-users.ts';

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

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await database.migrate();
await seedDemoAccounts(database.db, config.demoPassword);
await seedDemoCatalogue(database);

// The reader's browser tests read the real RFC texts: imported after the demo seed where the shared data is.
const fullTextDir = path.join(realDataDir(), 'fulltext');
if (existsSync(fullTextDir)) await importFullTextFiles(database, [fullTextDir]);

// The screen tests' users: one per language, in an organisation of their own with every dataset.
const organisation = await createOrganisation(database.db, { name: SCREEN_ORGANISATION.organisation });
const allDatasets = await database.db.select({ id: datasets.id }).from(datasets);
const subscription = await createSubscription(database.db, {
  organisationId: organisation.id,
  name: SCREEN_ORGANISATION.subscription,
  seatCount: 25,
  datasetIds: allDatasets.map((dataset) => dataset.id),
});
for (const user of SCREEN_USERS) {
  await createUser(database.db, { organisationId: organisation.id, subscriptionId: subscription.id, roles: ['admin', 'powerUser'], name: user.name, email: user.email, language: user.locale });
}
await database.close();

await import('../server/main.ts');
