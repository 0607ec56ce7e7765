import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MATERIALS_OPTION_FIELDS,
  MaterialIdParams,
  MaterialsSuggestField,
  MaterialsSuggestRequest,
  materialsPaths,
} from '../../../common/materials/materials-search.contract.ts';
import { readFormFields } from '../../http/form-fields.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import { materialsCriteriaFrom } from './materials-form.ts';
import type { MaterialsService } from './materials.service.ts';

const SuggestParams = z.strictObject({ field: MaterialsSuggestField });

/**
 * The metals, materials and their suppliers' searches, lookups and record pages (search-area.md §7). Searches are
 * reads, but posted like the standards search, so the session guard checks the nonce ('user').
 */
export function registerMaterialsRoutes(app: FastifyInstance, materials: MaterialsService): void {
  const user = { config: { access: 'user' as const } };

  app.post(materialsPaths.search('metals'), user, async (request, reply) => {
    const criteria = materialsCriteriaFrom('metals', await readFormFields(request));
    return reply.ok(await materials.searchMetals(actorOf(request), criteria));
  });

  app.post(materialsPaths.search('metalsSupplier'), user, async (request, reply) => {
    const criteria = materialsCriteriaFrom('metalsSupplier', await readFormFields(request));
    return reply.ok(await materials.searchMetalSuppliers(actorOf(request), criteria));
  });

  app.post(materialsPaths.search('materials'), user, async (request, reply) => {
    const criteria = materialsCriteriaFrom('materials', await readFormFields(request));
    return reply.ok(await materials.searchMaterials(actorOf(request), criteria));
  });

  app.post(materialsPaths.search('materialsSupplier'), user, async (request, reply) => {
    const criteria = materialsCriteriaFrom('materialsSupplier', await readFormFields(request));
    return reply.ok(await materials.searchMaterialSuppliers(actorOf(request), criteria));
  });

  app.post(materialsPaths.suggest(':field' as never), user, async (request, reply) => {
    const { field } = parseInput(SuggestParams, request.params);
    const fields = await readFormFields(request);
    fields.delete('nonce');
    fields.delete('subId');
    const input = parseInput(MaterialsSuggestRequest, Object.fromEntries([...fields].map(([name, values]) => [name, values.at(-1)])));
    return reply.ok(await materials.suggest(actorOf(request), field, input.term));
  });

  app.get(materialsPaths.metal(':id'), user, async (request, reply) => {
    const { id } = parseInput(MaterialIdParams, request.params);
    return reply.ok(await materials.metal(actorOf(request), id));
  });

  app.get(materialsPaths.metalSupplier(':id'), user, async (request, reply) => {
    const { id } = parseInput(MaterialIdParams, request.params);
    return reply.ok(await materials.metalSupplier(actorOf(request), id));
  });

  app.get(materialsPaths.material(':id'), user, async (request, reply) => {
    const { id } = parseInput(MaterialIdParams, request.params);
    return reply.ok(await materials.material(actorOf(request), id));
  });

  app.get(materialsPaths.materialSupplier(':id'), user, async (request, reply) => {
    const { id } = parseInput(MaterialIdParams, request.params);
    return reply.ok(await materials.materialSupplier(actorOf(request), id));
  });

  for (const field of MATERIALS_OPTION_FIELDS) {
    app.get(materialsPaths.options(field), user, async (request, reply) => reply.ok(await materials.options(actorOf(request), field)));
  }
}
