import type { FastifyInstance } from 'fastify';
import { AccessRequestCreate, AccessRequestParams, DecisionParams, DecisionRequest, homePaths } from '../../../common/home/home.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { DocumentRequestsService } from './document-requests.service.ts';

/**
 * "Request access" from the display page and an admin's decision from the dashboard. Both change
 * state, so the session guard checks the session's nonce and the origin ('user' access). The
 * dashboard's lists come through the home module (orders, unlocks).
 */
export function registerDocumentRequestRoutes(app: FastifyInstance, requests: DocumentRequestsService): void {
  const route = routeContracts('Document requests');

  app.post(homePaths.accessRequests(':docId'), route('user', { summary: 'Asks the organisation\'s admins for a document outside the subscription.', params: AccessRequestParams, body: AccessRequestCreate, status: 201 }), async (request, reply) => {
    const { docId } = parseInput(AccessRequestParams, request.params);
    const input = parseInput(AccessRequestCreate, request.body);
    return reply.ok(await requests.request(actorOf(request), docId, input), 201);
  });

  app.post(homePaths.decision(':requestId'), route('user', { summary: 'An admin approves or declines a request.', params: DecisionParams, body: DecisionRequest }), async (request, reply) => {
    const { requestId } = parseInput(DecisionParams, request.params);
    const input = parseInput(DecisionRequest, request.body);
    return reply.ok(await requests.decide(actorOf(request), requestId, input));
  });
}
