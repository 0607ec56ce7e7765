import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DocumentDetailQuery, documentPaths } from '../../../common/catalogue/document.contract.ts';
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
}
