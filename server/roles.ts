import { buildApp } from './app.ts';
import { loadConfig, type AppConfig } from './config/config.ts';
import { databaseOptionsFromConfig, openDatabase, type DatabaseHandle } from './db/database.ts';
import { DEMO_LOGINS, seedDemoAccounts } from './db/seeds/demo-accounts.seed.ts';
import { seedDemoCatalogue } from './db/seeds/demo-catalogue.seed.ts';
import { seedDemoLegislation } from './db/seeds/demo-legislation.seed.ts';
import { pagePaths } from '../common/routes.ts';
import { startMetricsServer, type MetricsServer } from './http/metrics.routes.ts';
import { jobHandlersFor, jobSchedulesFor } from './jobs/job-handlers.ts';
import { createLogger, wantsPrettyLogs, type Logger } from './platform/logger.ts';
import { createServicesFromConfig, type Services } from './services.ts';
import { shutDownRole } from './shutdown.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** How long running jobs may go on finishing at shutdown: inside the grace, so the rest are given back, not lost to the exit. */
const JOBS_STOP_MS = 7000;

/** What `npm start` is doing, as plain lines for the person who ran it (logs are for programs). */
function say(line: string) {
  process.stdout.write(`${line}\n`);
}

function secondsSince(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

function loggerFor(config: AppConfig, name?: string): Logger {
  return createLogger({ level: config.logLevel, ...(name ? { name } : {}), pretty: wantsPrettyLogs(config.logFormat, config.env) });
}

async function openPlatform(config: AppConfig, logger: Logger): Promise<Services> {
  const database = await openDatabase(databaseOptionsFromConfig(config), { logger });
  await database.migrate();
  const services = createServicesFromConfig(config, database, logger);
  await services.platform.jobs.start();
  return services;
}

async function catalogueIsEmpty(database: DatabaseHandle): Promise<boolean> {
  const { rows } = await database.executeSql('select not exists (select 1 from documents) as empty');
  return rows[0]?.empty === true;
}

async function seedDemo(database: DatabaseHandle, config: AppConfig, logger: Logger) {
  const firstStart = await catalogueIsEmpty(database);
  if (firstStart) say('Seeding the demo organisations, logins and catalogue (first start only; a few seconds)...');
  const started = performance.now();
  if (await seedDemoAccounts(database.db, config.demoPassword)) logger.info('seeded the demo organisations and logins');
  const catalogue = await seedDemoCatalogue(database);
  if (Object.values(catalogue).some((count) => count > 0)) {
    logger.info({ ...catalogue, ms: Math.round(performance.now() - started) }, 'seeded the demo catalogue');
  }
  if (firstStart) say(`  ${catalogue.documents.toLocaleString('en-GB')} documents and ${catalogue.versions.toLocaleString('en-GB')} editions in ${secondsSince(started)}`);
  const legislation = await seedDemoLegislation(database);
  if (Object.values(legislation).some((count) => count > 0)) logger.info(legislation, 'seeded the demo legislation');
}

/** The first search would otherwise load the catalogue's columns itself (seconds on a large catalogue). */
async function warmSearch(services: Services) {
  say('Loading the search catalogue...');
  const started = performance.now();
  const snapshot = await services.snapshots.get();
  say(`  ${snapshot.size.toLocaleString('en-GB')} documents in ${secondsSince(started)}`);
}

function startWorkers(services: Services) {
  return services.platform.jobs.work({
    handlers: jobHandlersFor(services),
    schedules: jobSchedulesFor(services),
    pollingIntervalSeconds: services.platform.config.jobPollSeconds,
    concurrency: services.platform.config.jobConcurrency,
  });
}

/** METRICS_PORT: the metrics on a port of their own (the worker's only listener); none without it. */
function startMetricsListener(config: AppConfig, services: Services, logger: Logger): Promise<MetricsServer | null> {
  const { port, token } = config.metrics;
  if (port === undefined) return Promise.resolve(null);
  return startMetricsServer({ metrics: services.platform.metrics, host: config.host, port, token, logger });
}

function onShutdown(logger: Logger, close: () => Promise<void>) {
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
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** The web role: the API and the web app, and the jobs too unless JOBS_IN_WEB is false. */
export async function startWeb(): Promise<{ services: Services; app: Awaited<ReturnType<typeof buildApp>> }> {
  const config = loadConfig();
  const logger = loggerFor(config);
  say(`Preparing the database (${config.databaseUrl ? 'PostgreSQL' : `embedded, in ${config.dataDir}`})...`);
  const services = await openPlatform(config, logger);
  const { database, jobs, mailer } = services.platform;
  // Instances starting together on one database seed one after another: the later ones find the demo there.
  if (config.seedDemo) await database.exclusively(() => seedDemo(database, config, logger));
  await services.legislationFeeds.ensureOperatorFeeds(config.legislationFeeds.urls);
  await warmSearch(services);

  const app = await buildApp({ config, database, logger, services });
  await app.listen({ port: config.port, host: config.host });
  const metricsServer = await startMetricsListener(config, services, logger);
  if (config.jobsInWeb) await startWorkers(services);
  // The newsfeeds are read once at every start, so a fresh machine's panel has items before the first scheduled poll.
  await jobs.send('legislation.feeds-poll', {});

  // Printed once the server answers, so the address works as soon as it is shown; performance.now() counts from
  // the process's start, web build included.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  const lines = [
    '',
    `  Normscope is running (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}; ready ${secondsSince(0)} after start).`,
    `  Open ${base}${pagePaths.home}`,
    `  Mail goes to ${mailer.destination}${config.jobsInWeb ? '' : ' (jobs run in `npm run worker`)'}.`,
    '',
    `  Demo logins (password: ${config.demoPassword}):`,
    ...DEMO_LOGINS.map((login) => `    ${login.email.padEnd(30)} ${login.description}`),
    '',
  ];
  say(lines.join('\n'));

  onShutdown(logger, () => shutDownRole({ app, jobs, mailer, database, metricsServer }, JOBS_STOP_MS));
  return { services, app };
}

/** `npm run worker`: the job workers and schedules alone, for scale; PostgreSQL only (PGlite is one process's). */
export async function startWorker() {
  const config = loadConfig();
  const logger = loggerFor(config, 'worker');
  if (!config.databaseUrl) throw new Error('npm run worker needs DATABASE_URL: the embedded database belongs to the web process, which runs the jobs itself.');
  const services = await openPlatform(config, logger);
  await startWorkers(services);
  const metricsServer = await startMetricsListener(config, services, logger);
  logger.info({ mail: services.platform.mailer.destination, concurrency: config.jobConcurrency }, 'worker started');
  onShutdown(logger, () => shutDownRole({ ...services.platform, metricsServer }, JOBS_STOP_MS));
}
