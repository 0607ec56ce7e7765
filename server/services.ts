import type { AppConfig } from './config/config.ts';
import { dataPaths } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createAccountService } from './modules/account/index.ts';
import { createCatalogueService } from './modules/catalogue/index.ts';
import { createCollectionsService } from './modules/collections/index.ts';
import { createSearchLookups, createSearchService, createSnapshotHolder } from './modules/search/index.ts';
import type { Logger } from './platform/logger.ts';
import type { Mailer } from './platform/mailer.ts';

export type Platform = {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  jobs: JobQueue;
  mailer: Mailer;
};

/**
 * The composition root: every feature service, built once per process and shared by the
 * HTTP routes (web role) and the job handlers (web or worker role).
 */
export function createServices(platform: Platform) {
  const { config, database } = platform;
  const accounts = createAccountService(database.db, {
    sessionIdleMinutes: config.sessionIdleMinutes,
    sessionMaxHours: config.sessionMaxHours,
    loginMaxFailures: config.loginMaxFailures,
    loginWindowMinutes: config.loginWindowMinutes,
  });
  const collections = createCollectionsService(database);
  const catalogue = createCatalogueService(database, collections);
  const snapshots = createSnapshotHolder(database);
  const search = createSearchService({ database, collections, catalogue, snapshots, cacheResults: config.searchCache });
  const lookups = createSearchLookups(database, snapshots);
  return { platform, paths: dataPaths(config), accounts, collections, catalogue, snapshots, search, lookups };
}

export type Services = ReturnType<typeof createServices>;
