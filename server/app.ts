import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '../common/envelope.ts';
import { materialsTabOfSearchContext } from '../common/materials/materials-search.contract.ts';
import type { AppConfig } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { registerSessionCacheControl } from './http/cache-control.ts';
import { registerCompression } from './http/compression.ts';
import { answerFrameworkError, registerEnvelope } from './http/envelope.ts';
import { registerHealthRoutes } from './http/health.routes.ts';
import { registerMetrics } from './http/metrics.routes.ts';
import { registerRequestScope } from './http/request-scope.ts';
import { RequestLogController } from './http/request-log.ts';
import { recordRouteTable } from './http/route-table.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessionGuard } from './http/session-guard.ts';
import { registerWebApp } from './http/web-app.routes.ts';
import { registerOpenApiRoutes } from './http/openapi/openapi.routes.ts';
import { registerFormParsing } from './http/form-fields.ts';
import { registerAccountRoutes, registerInvitationRoutes, registerMemberInvitationRoutes } from './modules/account/index.ts';
import { registerAiRoutes } from './modules/ai/index.ts';
import { registerCatalogueRoutes } from './modules/catalogue/index.ts';
import { registerCollectionRoutes, registerWatchRoutes } from './modules/collections/index.ts';
import { registerDocumentRequestRoutes } from './modules/document-requests/index.ts';
import { registerExportRoutes } from './modules/exports/index.ts';
import { registerHomeRoutes } from './modules/home/index.ts';
import { registerLegalActStandardsRoutes, registerLegislationFeedRoutes, registerLegislationLibraryRoutes, registerLegislationSavedSearchRoutes, registerLegislationPanelRoutes, registerLegislationSeatRoutes } from './modules/legislation/index.ts';
import { registerMaterialsRoutes } from './modules/materials/index.ts';
import { registerOnboardingRoutes } from './modules/onboarding/index.ts';
import { registerSavedSearchRoutes } from './modules/saved-searches/index.ts';
import { registerOfflineGrantRoutes, registerReaderRoutes } from './modules/reader/index.ts';
import { registerSearchRoutes } from './modules/search/index.ts';
import type { Logger } from './platform/logger.ts';
import { createServicesFromConfig, type Services } from './services.ts';

export type AppDependencies = {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  /** The process's services (main.ts shares them with the job workers); built here when absent. */
  services?: Services;
};

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole HTTP application; it never listens (main.ts and tests decide that). */
export async function buildApp({ config, database, logger, services: given }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // pino's Logger carries more than Fastify's logger type declares; the value is the same object.
    loggerInstance: logger as FastifyBaseLogger,
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    // Search contexts travel in the path; a search with many filters makes a long one.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8192 },
    frameworkErrors: answerFrameworkError,
  });
  recordRouteTable(app);
  registerRequestScope(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // The server's own time, so clients and benchmarks can tell it from the network's.
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await registerFormParsing(app);
  registerEnvelope(app);
  registerSecurityHeaders(app);
  registerSessionCacheControl(app);

  const services = given ?? createServicesFromConfig(config, database, logger);
  if (!given) {
    app.addHook('onClose', async () => {
      await services.platform.jobs.stop();
      services.platform.mailer.close();
    });
  }
  const { accounts, collections, catalogue, search, lookups } = services;
  registerSessionGuard(app, accounts, config.publicUrl);
  registerHealthRoutes(app, { database, catalogueLoaded: () => services.snapshots.loaded() });
  registerMetrics(app, services.platform.metrics, { token: config.metrics.token });
  registerAccountRoutes(app, accounts);
  registerCollectionRoutes(app, collections);
  registerWatchRoutes(app, services.watches);
  registerCatalogueRoutes(app, catalogue);
  registerSearchRoutes(app, { search, lookups, collections, catalogue, materials: services.materials });
  registerSavedSearchRoutes(app, services.savedSearches);
  registerExportRoutes(app, services.exports);
  registerReaderRoutes(app, services.reader);
  registerOfflineGrantRoutes(app, services.offlineGrants);
  registerDocumentRequestRoutes(app, services.documentRequests);
  registerHomeRoutes(app, services.home);
  registerAiRoutes(app, services.ai);
  registerMaterialsRoutes(app, services.materials);
  registerLegislationLibraryRoutes(app, services.legislationLibrary);
  registerLegislationFeedRoutes(app, services.legislationFeeds);
  registerLegislationSavedSearchRoutes(app, services.legislationSavedSearches);
  registerLegalActStandardsRoutes(app, services.legalActStandards);
  registerLegislationPanelRoutes(app, services.legislationPanels);
  registerLegislationSeatRoutes(app, services.legislationSeats);
  registerInvitationRoutes(app, services.invitations);
  registerMemberInvitationRoutes(app, services.memberInvitations);
  registerOnboardingRoutes(app, services.onboarding);
  registerOpenApiRoutes(app);
  await registerWebApp(app, accounts, config.webBuildDir, {
    readerOpening: (actor, scope) => services.reader.opening(actor, scope),
    firstSearchResults: (actor, searchContext) => {
      const materialsTab = materialsTabOfSearchContext(searchContext);
      return materialsTab ? services.materials.resultsOfContext(actor, materialsTab, searchContext) : search.firstResults(actor, searchContext);
    },
    document: (actor, docId, versionId) => catalogue.getDocument(actor, docId, versionId),
    organisation: (actor) => accounts.getOrganisationOverview(actor),
    home: services.home,
  });
  return app;
}
