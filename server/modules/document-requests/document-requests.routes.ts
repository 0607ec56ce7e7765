import type { FastifyInstance } from 'fastify';
import { AccessRequestCreate, AccessRequestParams, DecisionParams, DecisionRequest, homePaths } from '../../../common/home/home.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { DocumentRequestsService } from './document-requests.service.ts';

/**
 * "Request access" from the display page and an admin's decision from the dashboard. Both change
 * state, so the session guard checks the session's nonce and the origin ('user' access). The
 * dashboard's lists come through the home module (orders, unlocks).
 */
export function registerDocumentRequestRoutes(app: FastifyInstance, requests: DocumentRequestsService): void {
  const user = { config: { access: 'user' as const } };

  app.post(homePaths.accessRequests(':docId'), user, async (request, reply) => {
    const { docId } = parseInput(AccessRequestParams, request.params);
    const input = parseInput(AccessRequestCreate, request.body);
    return reply.ok(await requests.request(actorOf(request), docId, input), 201);
  });

  app.post(homePaths.decision(':requestId'), user, async (request, reply) => {
    const { requestId } = parseInput(DecisionParams, request.params);
    const input = parseInput(DecisionRequest, request.body);
    return reply.ok(await requests.decide(actorOf(request), requestId, input));
  });
}
