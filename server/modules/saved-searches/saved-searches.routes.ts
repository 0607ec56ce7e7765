import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  EditSavedSearchRequest,
  SavedSearchCommand,
  SavedSearchParams,
  savedSearchPaths,
  SaveSearchForm,
} from '../../../common/saved-searches/saved-searches.contract.ts';
import { readLastFormValues } from '../../http/form-fields.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

const SaveParams = z.strictObject({ searchContext: z.string().min(1).max(8192) });

export function registerSavedSearchRoutes(app: FastifyInstance, savedSearches: SavedSearchesService): void {
  const user = { config: { access: 'user' as const } };

  /** Save search (search-area.md §7): a form posted to the results page of the search it saves. */
  app.post(savedSearchPaths.save(':searchContext'), user, async (request, reply) => {
    const { searchContext } = parseInput(SaveParams, request.params);
    const input = parseInput(SaveSearchForm, await readLastFormValues(request));
    return reply.ok(await savedSearches.save(actorOf(request), searchContext, input), 201);
  });

  app.get(savedSearchPaths.list, user, async (request, reply) => reply.ok(await savedSearches.list(actorOf(request))));

  app.post(savedSearchPaths.edit(':id'), user, async (request, reply) => {
    const { id } = parseInput(SavedSearchParams, request.params);
    const input = parseInput(EditSavedSearchRequest, await readLastFormValues(request));
    return reply.ok(await savedSearches.edit(actorOf(request), id, input));
  });

  app.post(savedSearchPaths.remove(':id'), user, async (request, reply) => {
    const { id } = parseInput(SavedSearchParams, request.params);
    parseInput(SavedSearchCommand, await readLastFormValues(request));
    return reply.ok(await savedSearches.remove(actorOf(request), id));
  });

  app.post(savedSearchPaths.favourite(':id'), user, async (request, reply) => {
    const { id } = parseInput(SavedSearchParams, request.params);
    parseInput(SavedSearchCommand, await readLastFormValues(request));
    return reply.ok(await savedSearches.setFavourite(actorOf(request), id, true), 201);
  });

  /** portal-area.md §7: a GET answering 201. It changes state, so the session guard checks its nonce as for a POST. */
  app.get(savedSearchPaths.unFavourite(':id'), { config: { access: 'user', changesState: true } }, async (request, reply) => {
    const { id } = parseInput(SavedSearchParams, request.params);
    return reply.ok(await savedSearches.setFavourite(actorOf(request), id, false), 201);
  });
}
