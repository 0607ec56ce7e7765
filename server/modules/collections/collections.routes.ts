import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ActiveCollectionRequest,
  CollectionDocumentRequest,
  collectionPaths,
  CreateCollectionRequest,
  RenameCollectionRequest,
} from '../../../common/collections/collections.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { CollectionsService } from './collections.service.ts';
import { RowIdText } from '../../../common/stored-values.ts';

const CollectionParams = z.strictObject({ id: RowIdText });
const CollectionDocumentParams = z.strictObject({ id: RowIdText, docId: RowIdText });

export function registerCollectionRoutes(app: FastifyInstance, collections: CollectionsService): void {
  const user = { config: { access: 'user' as const } };

  app.get(collectionPaths.list, user, async (request, reply) => reply.ok(await collections.list(actorOf(request))));

  app.post(collectionPaths.list, user, async (request, reply) => {
    const input = parseInput(CreateCollectionRequest, request.body);
    return reply.ok(await collections.create(actorOf(request), input), 201);
  });

  app.patch(collectionPaths.one(':id'), user, async (request, reply) => {
    const { id } = parseInput(CollectionParams, request.params);
    return reply.ok(await collections.rename(actorOf(request), id, parseInput(RenameCollectionRequest, request.body)));
  });

  app.delete(collectionPaths.one(':id'), user, async (request, reply) => {
    const { id } = parseInput(CollectionParams, request.params);
    return reply.ok(await collections.remove(actorOf(request), id));
  });

  app.put(collectionPaths.document(':id', ':docId'), user, async (request, reply) => {
    const { id, docId } = parseInput(CollectionDocumentParams, request.params);
    return reply.ok(await collections.updateDocument(actorOf(request), id, docId, parseInput(CollectionDocumentRequest, request.body)));
  });

  app.post(collectionPaths.active, user, async (request, reply) => {
    const { collectionId } = parseInput(ActiveCollectionRequest, request.body);
    return reply.ok(await collections.setActive(actorOf(request), collectionId));
  });
}
