export { can, canCreateCollection, recordActions, watchActions, type CollectionThing } from './collections.policy.ts';
export { registerCollectionRoutes } from './collections.routes.ts';
export { collectionName, DEFAULT_COLLECTION_NAMES } from './collection-names.ts';
export { defaultCollectionFor, type DefaultCollection } from './default-collection.ts';
export {
  createCollectionsService,
  noDocumentSelected,
  type CollectionsService,
  type DocumentUserState,
} from './collections.service.ts';
export type { CollectionRow, MembershipRow, WatchStateRow } from './collections.repo.ts';
export { registerWatchRoutes } from './watches.routes.ts';
export { createWatchesService, type WatchesService, type WatchNotifyReport } from './watches.service.ts';
