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
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

const SaveParams = z.strictObject({ searchContext: z.string().min(1).max(8192) });
const route = routeContracts('Saved searches');

export function registerSavedSearchRoutes(app: FastifyInstance, savedSearches: SavedSearchesService): void {

  /** Save search (search-area.md §7): a form posted to the results page of the search it saves. */
  app.post(savedSearchPaths.save(':searchContext'), route('user', { summary: 'Saves the search of a results page.', params: SaveParams, body: SaveSearchForm, encoding: 'form', status: 201 }), async (request, reply) => {
    const { searchContext } = parseInput(SaveParams, request.params);
    const input = parseInput(SaveSearchForm, await readLastFormValues(request));
    return reply.ok(await savedSearches.save(actorOf(request), searchContext, input), 201);
  });

  app.get(savedSearchPaths.list, route('user', { summary: "The caller's saved searches." }), async (request, reply) => reply.ok(await savedSearches.list(actorOf(request))));

  app.post(savedSearchPaths.edit(':id'), route('user', { summary: 'Renames a saved search or sets its alert.', params: SavedSearchParams, body: EditSavedSearchRequest, encoding: 'form' }), async (request, reply) => {
    const { id } = parseInput(SavedSearchParams, request.params);
    const input = parseInput(EditSavedSearchRequest, await readLastFormValues(request));
    return reply.ok(await savedSearches.edit(actorOf(request), id, input));
  });

  app.post(savedSearchPaths.remove(':id'), route('user', { summary: 'Deletes a saved search.', params: SavedSearchParams, body: SavedSearchCommand, encoding: 'form' }), async (request, reply) => {
    const { id } = parseInput(SavedSearchParams, request.params);
    parseInput(SavedSearchCommand, await readLastFormValues(request));
    return reply.ok(await savedSearches.remove(actorOf(request), id));
  });

  app.post(savedSearchPaths.favourite(':id'), route('user', { summary: 'Makes a saved search a favourite.', params: SavedSearchParams, body: SavedSearchCommand, encoding: 'form', status: 201 }), async (request, reply) => {
    const { id } = parseInput(SavedSearchParams, request.params);
    parseInput(SavedSearchCommand, await readLastFormValues(request));
    return reply.ok(await savedSearches.setFavourite(actorOf(request), id, true), 201);
  });

  /** portal-area.md §7: a GET answering 201. It changes state, so the session guard checks its nonce as for a POST. */
  app.get(savedSearchPaths.unFavourite(':id'), route('user', { summary: 'Makes a saved search no favourite: a GET that changes state, so it needs the nonce.', params: SavedSearchParams, status: 201 }, { changesState: true }), async (request, reply) => {
    const { id } = parseInput(SavedSearchParams, request.params);
    return reply.ok(await savedSearches.setFavourite(actorOf(request), id, false), 201);
  });
}
