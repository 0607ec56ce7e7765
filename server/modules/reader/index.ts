export { can, canDeleteAnyAuthor, type AnnotationThing, type ReaderAction } from './reader.policy.ts';
export { registerReaderRoutes } from './reader.routes.ts';
export { createReaderService, type ReaderService } from './reader.service.ts';
