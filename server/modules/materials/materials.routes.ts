import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MATERIALS_OPTION_FIELDS,
  MaterialsCriteria,
  MaterialsResults,
  MaterialSuppliersCriteria,
  MaterialSuppliersResults,
  MetalsCriteria,
  MetalsResults,
  MetalSuppliersCriteria,
  MetalSuppliersResults,
  MaterialIdParams,
  MaterialsSuggestField,
  MaterialsSuggestRequest,
  materialsPaths,
} from '../../../common/materials/materials-search.contract.ts';
import { LookupOption, Suggestion } from '../../../common/search/search-results.contract.ts';
import { readFormFields } from '../../http/form-fields.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import { materialsCriteriaFrom } from './materials-form.ts';
import type { MaterialsService } from './materials.service.ts';

const SuggestParams = z.strictObject({ field: MaterialsSuggestField });
const route = routeContracts('Materials');
/** A search form: any of the tab's criteria, as fields (popup rows as one JSON field each). */
const search = (summary: string, body: z.ZodObject, response: z.ZodType) => route('user', { summary, body: body.partial(), encoding: 'form', response });

/**
 * The metals, materials and their suppliers' searches, lookups and record pages (search-area.md §7). Searches are
 * reads, but posted like the standards search, so the session guard checks the nonce ('user').
 */
export function registerMaterialsRoutes(app: FastifyInstance, materials: MaterialsService): void {

  app.post(materialsPaths.search('metals'), search('Searches metals.', MetalsCriteria, MetalsResults), async (request, reply) => {
    const criteria = materialsCriteriaFrom('metals', await readFormFields(request));
    return reply.ok(await materials.searchMetals(actorOf(request), criteria));
  });

  app.post(materialsPaths.search('metalsSupplier'), search('Searches metal suppliers.', MetalSuppliersCriteria, MetalSuppliersResults), async (request, reply) => {
    const criteria = materialsCriteriaFrom('metalsSupplier', await readFormFields(request));
    return reply.ok(await materials.searchMetalSuppliers(actorOf(request), criteria));
  });

  app.post(materialsPaths.search('materials'), search('Searches materials.', MaterialsCriteria, MaterialsResults), async (request, reply) => {
    const criteria = materialsCriteriaFrom('materials', await readFormFields(request));
    return reply.ok(await materials.searchMaterials(actorOf(request), criteria));
  });

  app.post(materialsPaths.search('materialsSupplier'), search('Searches material suppliers.', MaterialSuppliersCriteria, MaterialSuppliersResults), async (request, reply) => {
    const criteria = materialsCriteriaFrom('materialsSupplier', await readFormFields(request));
    return reply.ok(await materials.searchMaterialSuppliers(actorOf(request), criteria));
  });

  app.post(materialsPaths.suggest(':field' as never), route('user', { summary: 'Suggestions for a field as the user types.', params: SuggestParams, body: MaterialsSuggestRequest, encoding: 'form', response: z.array(Suggestion) }), async (request, reply) => {
    const { field } = parseInput(SuggestParams, request.params);
    const fields = await readFormFields(request);
    fields.delete('nonce');
    fields.delete('subId');
    const input = parseInput(MaterialsSuggestRequest, Object.fromEntries([...fields].map(([name, values]) => [name, values.at(-1)])));
    return reply.ok(await materials.suggest(actorOf(request), field, input.term));
  });

  app.get(materialsPaths.metal(':id'), route('user', { summary: "A metal's record.", params: MaterialIdParams }), async (request, reply) => {
    const { id } = parseInput(MaterialIdParams, request.params);
    return reply.ok(await materials.metal(actorOf(request), id));
  });

  app.get(materialsPaths.metalSupplier(':id'), route('user', { summary: "A metal supplier's record.", params: MaterialIdParams }), async (request, reply) => {
    const { id } = parseInput(MaterialIdParams, request.params);
    return reply.ok(await materials.metalSupplier(actorOf(request), id));
  });

  app.get(materialsPaths.material(':id'), route('user', { summary: "A material's record.", params: MaterialIdParams }), async (request, reply) => {
    const { id } = parseInput(MaterialIdParams, request.params);
    return reply.ok(await materials.material(actorOf(request), id));
  });

  app.get(materialsPaths.materialSupplier(':id'), route('user', { summary: "A material supplier's record.", params: MaterialIdParams }), async (request, reply) => {
    const { id } = parseInput(MaterialIdParams, request.params);
    return reply.ok(await materials.materialSupplier(actorOf(request), id));
  });

  for (const field of MATERIALS_OPTION_FIELDS) {
    app.get(materialsPaths.options(field), route('user', { summary: `The options of the ${field} field.`, response: z.array(LookupOption) }), async (request, reply) => reply.ok(await materials.options(actorOf(request), field)));
  }
}
