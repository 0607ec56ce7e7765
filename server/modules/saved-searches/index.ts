export { registerSavedSearchRoutes } from './saved-searches.routes.ts';
export { createSavedSearchesService, type SavedSearchesService } from './saved-searches.service.ts';
export { ALERT_DOCUMENTS_PER_SEARCH, ALERT_SEARCH_LIMIT, type AlertRunSummary } from './saved-search-alerts.service.ts';
