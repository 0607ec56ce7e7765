import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { databaseOptionsFromConfig, openDatabase } from './db/database.ts';
import { DEMO_LOGINS, seedDemoAccounts } from './db/seeds/demo-accounts.seed.ts';
import { seedDemoCatalogue } from './db/seeds/demo-catalogue.seed.ts';
import { pagePaths } from '../common/routes.ts';
import { createLogger } from './platform/logger.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function startWeb() {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  const database = await openDatabase(databaseOptionsFromConfig(config));
  await database.migrate();
  if (config.seedDemo) {
    if (await seedDemoAccounts(database.db, config.demoPassword)) logger.info('seeded the demo organisations and logins');
    const started = performance.now();
    const catalogue = await seedDemoCatalogue(database);
    if (Object.values(catalogue).some((count) => count > 0)) {
      logger.info({ ...catalogue, ms: Math.round(performance.now() - started) }, 'seeded the demo catalogue');
    }
  }

  const app = await buildApp({ config, database, logger });
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  const lines = [
    '',
    `  Normscope is running (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}).`,
    `  Open ${base}${pagePaths.home}`,
    '',
    `  Demo logins (password: ${config.demoPassword}):`,
    ...DEMO_LOGINS.map((login) => `    ${login.email.padEnd(30)} ${login.description}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

startWeb().catch((error: unknown) => {
  process.stderr.write(`Normscope failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
