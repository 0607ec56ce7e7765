export { createSnapshotHolder, type SnapshotHolder } from './catalogue-snapshot.ts';
export { createSearchLookups, type SearchLookups } from './search-lookups.ts';
export { registerSearchRoutes } from './search.routes.ts';
export { createSearchService, type SearchService } from './search.service.ts';
