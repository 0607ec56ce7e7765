import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DocumentDetailQuery, documentPaths, DocumentViewRequest } from '../../../common/catalogue/document.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { RowIdText } from '../../../common/stored-values.ts';

const DocumentParams = z.strictObject({ docId: RowIdText });

export function registerCatalogueRoutes(app: FastifyInstance, catalogue: CatalogueService): void {
  app.get(documentPaths.detail(':docId'), { config: { access: 'user' } }, async (request, reply) => {
    const { docId } = parseInput(DocumentParams, request.params);
    const { versionId } = parseInput(DocumentDetailQuery, request.query);
    return reply.ok(await catalogue.getDocument(actorOf(request), docId, versionId));
  });

  // Apart from the GET, so a preload, a prefetch or a link checker never counts as a view.
  app.post(documentPaths.views(':docId'), { config: { access: 'user' } }, async (request, reply) => {
    const { docId } = parseInput(DocumentParams, request.params);
    parseInput(DocumentViewRequest, request.body);
    return reply.ok(await catalogue.recordView(actorOf(request), docId));
  });
}
