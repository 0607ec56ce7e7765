import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DocumentDetailQuery, documentPaths, DocumentViewRequest } from '../../../common/catalogue/document.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { RowIdText } from '../../../common/stored-values.ts';

const DocumentParams = z.strictObject({ docId: RowIdText });
const route = routeContracts('Catalogue');

export function registerCatalogueRoutes(app: FastifyInstance, catalogue: CatalogueService): void {
  app.get(documentPaths.detail(':docId'), route('user', { summary: "A document's record and its versions, as the caller's subscription opens them.", params: DocumentParams, query: DocumentDetailQuery }), async (request, reply) => {
    const { docId } = parseInput(DocumentParams, request.params);
    const { versionId } = parseInput(DocumentDetailQuery, request.query);
    return reply.ok(await catalogue.getDocument(actorOf(request), docId, versionId));
  });

  // Apart from the GET, so a preload, a prefetch or a link checker never counts as a view.
  app.post(documentPaths.views(':docId'), route('user', { summary: 'Records that the caller viewed the document (recently viewed).', params: DocumentParams, body: DocumentViewRequest }), async (request, reply) => {
    const { docId } = parseInput(DocumentParams, request.params);
    parseInput(DocumentViewRequest, request.body);
    return reply.ok(await catalogue.recordView(actorOf(request), docId));
  });
}
