export { can, canDeleteAnyAuthor, type AnnotationThing, type ReaderAction } from './reader.policy.ts';
export { registerReaderRoutes } from './reader.routes.ts';
export { createReaderService, type ReaderOpening, type ReaderService } from './reader.service.ts';
export type { ReadableVersion } from './reader.repo.ts';
