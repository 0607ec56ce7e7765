export { can, canDeleteAnyAuthor, type AnnotationThing, type ReaderAction } from './reader.policy.ts';
export { registerReaderRoutes } from './reader.routes.ts';
export { createReaderService, type ReaderOpening, type ReaderService } from './reader.service.ts';
export type { ReadableVersion } from './reader.repo.ts';
export { registerOfflineGrantRoutes } from './offline-grants.routes.ts';
export { createOfflineGrantsService, type OfflineGrantsService } from './offline-grants.service.ts';
