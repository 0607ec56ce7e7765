export { can, canCreateCollection, recordActions, type CollectionThing } from './collections.policy.ts';
export { registerCollectionRoutes } from './collections.routes.ts';
export {
  createCollectionsService,
  DEFAULT_COLLECTION_NAMES,
  noDocumentSelected,
  type CollectionsService,
  type DocumentUserState,
} from './collections.service.ts';
