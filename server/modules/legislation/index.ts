export { createLegislationAccess, readAddOnState, readAddOnStates, type AddOnActor, type LegislationAccess } from './legislation-access.service.ts';
export { allowedRedirect, can as canOnLegislation, canManageOrganisationSeats, decideAddOnState } from './legislation.policy.ts';
export { registerLegislationPanelRoutes } from './legislation-panels.routes.ts';
export { createLegislationPanelsService, type LegislationPanelsDependencies, type LegislationPanelsService } from './legislation-panels.service.ts';
export { registerLegislationSeatRoutes } from './legislation-seats.routes.ts';
export { createLegislationSeatsService, SEAT_REQUESTS_SHOWN, type LegislationSeatsDependencies, type LegislationSeatsService } from './legislation-seats.service.ts';
export { importLegislationFiles, realLegislationFiles, LEGISLATION_SOURCES, type LegislationImportStats } from './legislation-import.ts';
export { registerLegislationLibraryRoutes } from './legislation-library.routes.ts';
export { createLegislationLibraryService, type LegislationLibraryService } from './legislation-library.service.ts';
export { actCelexCandidates, DEMO_HARMONISED_LIST, importHarmonisedLists, type HarmonisedImportSummary } from './harmonised-list-import.ts';
export { registerLegalActStandardsRoutes } from './legal-act-standards.routes.ts';
export {
  createLegalActStandardsService,
  findCitingActsForMail,
  linkUnmatchedStandards,
  rebuildTitleCitations,
  type CitingActsSummary,
  type LegalActStandardsService,
  type TitleCitationReport,
} from './legal-act-standards.service.ts';
export { findCitedStandards } from './standard-citations.ts';
export { labelOf as legislationSearchLabel } from './legislation-library.service.ts';
export { registerLegislationFeedRoutes } from './legislation-feeds.routes.ts';
export { createLegislationFeedsService, type LegislationFeedsService } from './legislation-feeds.service.ts';
export { registerLegislationSavedSearchRoutes } from './legislation-saved-searches.routes.ts';
export { createLegislationSavedSearchesService, type LegislationSavedSearchesService } from './legislation-saved-searches.service.ts';
export { createLegislationDigest, type LegislationDigest, type LegislationDigestSummary } from './legislation-digest.ts';
