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
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { CollectionsService } from './collections.service.ts';
import { RowIdText } from '../../../common/stored-values.ts';

const CollectionParams = z.strictObject({ id: RowIdText });
const CollectionDocumentParams = z.strictObject({ id: RowIdText, docId: RowIdText });

export function registerCollectionRoutes(app: FastifyInstance, collections: CollectionsService): void {
  const route = routeContracts('Collections');

  app.get(collectionPaths.list, route('user', { summary: "The caller's personal and company collections." }), async (request, reply) => reply.ok(await collections.list(actorOf(request))));

  app.post(collectionPaths.list, route('user', { summary: 'Creates a collection.', body: CreateCollectionRequest, status: 201 }), async (request, reply) => {
    const input = parseInput(CreateCollectionRequest, request.body);
    return reply.ok(await collections.create(actorOf(request), input), 201);
  });

  app.patch(collectionPaths.one(':id'), route('user', { summary: 'Renames a collection.', params: CollectionParams, body: RenameCollectionRequest }), async (request, reply) => {
    const { id } = parseInput(CollectionParams, request.params);
    return reply.ok(await collections.rename(actorOf(request), id, parseInput(RenameCollectionRequest, request.body)));
  });

  app.delete(collectionPaths.one(':id'), route('user', { summary: 'Deletes a collection.', params: CollectionParams }), async (request, reply) => {
    const { id } = parseInput(CollectionParams, request.params);
    return reply.ok(await collections.remove(actorOf(request), id));
  });

  app.put(collectionPaths.document(':id', ':docId'), route('user', { summary: "Sets a collection document's notes and tags.", params: CollectionDocumentParams, body: CollectionDocumentRequest }), async (request, reply) => {
    const { id, docId } = parseInput(CollectionDocumentParams, request.params);
    return reply.ok(await collections.updateDocument(actorOf(request), id, docId, parseInput(CollectionDocumentRequest, request.body)));
  });

  app.post(collectionPaths.active, route('user', { summary: 'Sets the active collection.', body: ActiveCollectionRequest }), async (request, reply) => {
    const { collectionId } = parseInput(ActiveCollectionRequest, request.body);
    return reply.ok(await collections.setActive(actorOf(request), collectionId));
  });
}
