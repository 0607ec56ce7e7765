import type { FastifyInstance } from 'fastify';
import { ActStandardsParams, DocumentActsParams, legalActStandardPaths } from '../../../common/legislation/legal-act-standards.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { LegalActStandardsService } from './legal-act-standards.service.ts';

/** The standards an act lists (act page) and the acts linking a standard (display page); both only read. */
export function registerLegalActStandardsRoutes(app: FastifyInstance, links: LegalActStandardsService): void {
  const route = routeContracts('Legislation links');

  app.get(legalActStandardPaths.actStandards(':id'), route('user', { summary: 'The standards a legal act lists.', params: ActStandardsParams }), async (request, reply) => {
    const { id } = parseInput(ActStandardsParams, request.params);
    return reply.ok(await links.actStandards(actorOf(request), id));
  });

  app.get(legalActStandardPaths.documentActs(':docId'), route('user', { summary: 'The legal acts that cite a standard.', params: DocumentActsParams }), async (request, reply) => {
    const { docId } = parseInput(DocumentActsParams, request.params);
    return reply.ok(await links.citingActs(actorOf(request), docId));
  });
}
