import type { FastifyInstance } from 'fastify';
import { LegalActParams, legislationApiPaths, LegislationSearchRequest, LegislationSearchResult } from '../../../common/legislation/legislation-library.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { LegislationLibraryService } from './legislation-library.service.ts';

/** The legislation library's search (a POST: its criteria are a JSON body) and an act's page. */
export function registerLegislationLibraryRoutes(app: FastifyInstance, library: LegislationLibraryService): void {
  const route = routeContracts('Legislation library');

  app.post(legislationApiPaths.search, route('user', { summary: 'Searches the legal acts library.', body: LegislationSearchRequest, response: LegislationSearchResult }), async (request, reply) => {
    const input = parseInput(LegislationSearchRequest, request.body ?? {});
    return reply.ok(await library.search(actorOf(request), input));
  });

  app.get(legislationApiPaths.act(':id'), route('user', { summary: "A legal act's page.", params: LegalActParams }), async (request, reply) => {
    const { id } = parseInput(LegalActParams, request.params);
    return reply.ok(await library.act(actorOf(request), id));
  });
}
