import type { FastifyInstance } from 'fastify';
import { LegalActParams, legislationApiPaths, LegislationSearchRequest } from '../../../common/legislation/legislation-library.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { LegislationLibraryService } from './legislation-library.service.ts';

/** The legislation library's search (a POST: its criteria are a JSON body) and an act's page. */
export function registerLegislationLibraryRoutes(app: FastifyInstance, library: LegislationLibraryService): void {
  const user = { config: { access: 'user' as const } };

  app.post(legislationApiPaths.search, user, async (request, reply) => {
    const input = parseInput(LegislationSearchRequest, request.body ?? {});
    return reply.ok(await library.search(actorOf(request), input));
  });

  app.get(legislationApiPaths.act(':id'), user, async (request, reply) => {
    const { id } = parseInput(LegalActParams, request.params);
    return reply.ok(await library.act(actorOf(request), id));
  });
}
