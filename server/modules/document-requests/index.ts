export { can as canOnDocumentRequest, canSeeOrganisationRequests, type DocumentRequestAction, type DocumentRequestThing } from './document-requests.policy.ts';
export { registerDocumentRequestRoutes } from './document-requests.routes.ts';
export {
  createDocumentRequestsService,
  REQUESTS_SHOWN,
  UNLOCKS_SHOWN,
  type DocumentRequestsDependencies,
  type DocumentRequestsService,
} from './document-requests.service.ts';
