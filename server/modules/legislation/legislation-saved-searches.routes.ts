import type { FastifyInstance } from 'fastify';
import {
  IdParams,
  legislationApiPaths,
  LegislationSavedSearchCreate,
  LegislationSavedSearchEdit,
  LegislationSavedSearchRun,
} from '../../../common/legislation/legislation-library.contract.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { LegislationSavedSearchesService } from './legislation-saved-searches.service.ts';

/** Saved EU-law searches: save, list, rename or turn the digest on or off, delete, run. */
export function registerLegislationSavedSearchRoutes(app: FastifyInstance, saved: LegislationSavedSearchesService): void {
  const route = routeContracts('Legislation saved searches');

  app.get(legislationApiPaths.savedSearches, route('user', { summary: "The caller's saved EU-law searches." }), async (request, reply) => reply.ok(await saved.list(actorOf(request))));

  app.post(legislationApiPaths.savedSearches, route('user', { summary: 'Saves an EU-law search.', body: LegislationSavedSearchCreate, status: 201 }), async (request, reply) => {
    const input = parseInput(LegislationSavedSearchCreate, request.body ?? {});
    return reply.ok(await saved.save(actorOf(request), input), 201);
  });

  app.put(legislationApiPaths.savedSearch(':id'), route('user', { summary: 'Renames a saved EU-law search or turns its digest on or off.', params: IdParams, body: LegislationSavedSearchEdit }), async (request, reply) => {
    const { id } = parseInput(IdParams, request.params);
    const edit = parseInput(LegislationSavedSearchEdit, request.body ?? {});
    return reply.ok(await saved.edit(actorOf(request), id, edit));
  });

  app.delete(legislationApiPaths.savedSearch(':id'), route('user', { summary: 'Deletes a saved EU-law search.', params: IdParams }), async (request, reply) => {
    const { id } = parseInput(IdParams, request.params);
    return reply.ok(await saved.remove(actorOf(request), id));
  });

  app.post(legislationApiPaths.runSavedSearch(':id'), route('user', { summary: 'Runs a saved EU-law search.', params: IdParams, body: LegislationSavedSearchRun }), async (request, reply) => {
    const { id } = parseInput(IdParams, request.params);
    const options = parseInput(LegislationSavedSearchRun, request.body ?? {});
    return reply.ok(await saved.run(actorOf(request), id, options));
  });
}
