import type { AppConfig } from './config/config.ts';
import { dataPaths } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createAccountService, createInvitationsService, createMemberInvitationsService, type Actor } from './modules/account/index.ts';
import { createAiService } from './modules/ai/index.ts';
import { createCatalogueService } from './modules/catalogue/index.ts';
import { createCollectionsService, createWatchesService } from './modules/collections/index.ts';
import { createDocumentRequestsService } from './modules/document-requests/index.ts';
import { createExportsService } from './modules/exports/index.ts';
import { createHomeService } from './modules/home/index.ts';
import {
  createLegalActStandardsService,
  createLegislationDigest,
  createLegislationFeedsService,
  createLegislationLibraryService,
  createLegislationSavedSearchesService,
  createLegislationPanelsService,
  createLegislationSeatsService,
  findCitingActsForMail,
} from './modules/legislation/index.ts';
import { createMaterialsService } from './modules/materials/index.ts';
import { createOnboardingService } from './modules/onboarding/index.ts';
import { createSavedSearchesService } from './modules/saved-searches/index.ts';
import { createOfflineGrantsService, createReaderService } from './modules/reader/index.ts';
import { createSearchLookups, createSearchService, createSnapshotHolder } from './modules/search/index.ts';
import type { AnswerProvider } from './platform/answer-provider.ts';
import { createEmbeddedAnswerProvider } from './platform/embedded-answer-provider.ts';
import { fileStorageFor } from './platform/s3-file-storage.ts';
import type { Logger } from './platform/logger.ts';
import { createMailer, type Mailer } from './platform/mailer.ts';
import { createMetrics, type Metrics } from './platform/metrics.ts';
import { createOpenAiAnswerProvider } from './platform/openai-answer-provider.ts';
import { createBuiltinLegislationConnector } from './platform/builtin-legislation-connector.ts';
import { createHttpLegislationConnector } from './platform/http-legislation-connector.ts';
import type { LegislationConnector } from './platform/legislation-connector.ts';
import { createVirusScannerFromConfig } from './platform/virus-scanner.ts';

export type Platform = {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  jobs: JobQueue;
  mailer: Mailer;
  /** The process's metrics (one registry per process); services see only the PhaseRecorder they are given. */
  metrics: Metrics;
  /** The AI assistant's answers; by default what the configuration names (answerProviderFor). */
  answerProvider?: AnswerProvider;
};

/** The embedded provider, or an OpenAI-compatible server when AI_BASE_URL is set. */
export function answerProviderFor(config: AppConfig): AnswerProvider {
  const { baseUrl, apiKey, model, timeoutSeconds } = config.ai;
  return baseUrl ? createOpenAiAnswerProvider({ baseUrl, apiKey, model, timeoutSeconds }) : createEmbeddedAnswerProvider();
}

/** Normscope's own legislation library, or the external legislation service when LEGISLATION_URL is set. */
export function legislationConnectorFor(config: AppConfig, database: DatabaseHandle): LegislationConnector {
  const { url, apiKey, timeoutSeconds } = config.legislation;
  return url ? createHttpLegislationConnector({ baseUrl: url, apiKey, timeoutSeconds }) : createBuiltinLegislationConnector(database);
}

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
    loginClientMaxFailures: config.loginClientMaxFailures,
    chatUserQuota: config.ai.chatUserQuota,
  });
  const collections = createCollectionsService(database);
  const catalogue = createCatalogueService(database, collections);
  const snapshots = createSnapshotHolder(database);
  const search = createSearchService({ database, collections, snapshots, cacheResults: config.searchCache, recordPhase: platform.metrics.searchPhase });
  const lookups = createSearchLookups(database, snapshots);
  const watches = createWatchesService({
    database,
    mailer: platform.mailer,
    logger: platform.logger,
    publicUrl: config.publicUrl,
    actorForUser: (userId) => accounts.actorForUser(userId),
    citingActs: (sql, documentIds) => findCitingActsForMail(sql, documentIds),
  });
  const savedSearches = createSavedSearchesService({ database, search, collections, accounts, mailer: platform.mailer, logger: platform.logger, publicUrl: config.publicUrl });
  const materials = createMaterialsService(database);
  const exports = createExportsService({ database, search, materials, accounts, jobs: platform.jobs, mailer: platform.mailer, storage: fileStorageFor(config, 'exports'), logger: platform.logger, publicUrl: config.publicUrl, retentionDays: config.exportRetentionDays });
  const reader = createReaderService(database, catalogue, platform.metrics.readerPhase);
  const offlineGrants = createOfflineGrantsService({ database, reader, catalogue, licenceDays: config.offlineLicenceDays });
  const documentRequests = createDocumentRequestsService({ database, catalogue, mailer: platform.mailer, logger: platform.logger, publicUrl: config.publicUrl });
  const legislationSeats = createLegislationSeatsService({ database, mailer: platform.mailer, logger: platform.logger, publicUrl: config.publicUrl });
  // The dashboard takes the orders and unlock accordions' content from the document requests; the
  // orders accordion also lists the seat requests on the legislation add-ons beside them.
  const requests = {
    orders: async (actor: Actor) => ({ ...(await documentRequests.orders(actor)), seatRequests: await legislationSeats.orders(actor) }),
    unlocks: (actor: Actor) => documentRequests.unlocks(actor),
  };
  const home = createHomeService({ database, savedSearches, watches, requests, catalogue });
  const ai = createAiService({ database, reader, jobs: platform.jobs, provider: platform.answerProvider ?? answerProviderFor(config), logger: platform.logger, chatUserQuota: config.ai.chatUserQuota, compareUserQuota: config.ai.compareUserQuota });
  const legislationLibrary = createLegislationLibraryService(database);
  const legislationFeeds = createLegislationFeedsService({ database, jobs: platform.jobs, logger: platform.logger, fetch: config.legislationFeeds });
  const legislationSavedSearches = createLegislationSavedSearchesService(database);
  // The saved EU-law searches' digest runs with the daily alerts (job-handlers.ts).
  const legislationDigest = createLegislationDigest({ database, accounts, mailer: platform.mailer, logger: platform.logger, publicUrl: config.publicUrl });
  const legalActStandards = createLegalActStandardsService(database);
  const legislationPanels = createLegislationPanelsService({ database, connector: legislationConnectorFor(config, database), logger: platform.logger, helpUrl: config.legislation.helpUrl });
  const invitations = createInvitationsService(database);
  const memberInvitations = createMemberInvitationsService({
    database,
    mailer: platform.mailer,
    logger: platform.logger,
    publicUrl: config.publicUrl,
    invitationDays: config.invitationDays,
  });
  const onboarding = createOnboardingService({
    database,
    mailer: platform.mailer,
    logger: platform.logger,
    publicUrl: config.publicUrl,
    invitationDays: config.invitationDays,
    logos: fileStorageFor(config, 'logos'),
    scanner: createVirusScannerFromConfig(config),
  });
  return { platform, paths: dataPaths(config), invitations, memberInvitations, onboarding, legislationLibrary, legislationFeeds, legislationSavedSearches, legislationDigest, legalActStandards, legislationPanels, legislationSeats, reader, offlineGrants, accounts, collections, catalogue, snapshots, search, lookups, watches, savedSearches, exports, documentRequests, home, ai, materials };
}

export type Services = ReturnType<typeof createServices>;

/** The services with the job queue and mailer the configuration names: what every process (web, worker, tests, benchmarks) starts from. */
export function createServicesFromConfig(config: AppConfig, database: DatabaseHandle, logger: Logger): Services {
  const metrics = createMetrics({ database });
  const jobs = createJobQueue(database, logger, { recordJob: metrics.recordJob });
  metrics.watchQueues(() => jobs.queueDepths());
  const mailer = metrics.countMails(createMailer({ mailUrl: config.mailUrl, mailFrom: config.mailFrom, outboxDir: dataPaths(config).outbox, logger }));
  return createServices({ config, database, logger, jobs, mailer, metrics });
}
