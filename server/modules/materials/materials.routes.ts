import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MATERIALS_LIST_FIELDS,
  MATERIALS_OPTION_FIELDS,
  MATERIALS_ROW_FIELDS,
  MaterialsSuggestField,
  MaterialsSuggestRequest,
  materialsPaths,
  MetalsCriteria,
  MetalSuppliersCriteria,
  type MaterialsSearchTab,
} from '../../../common/materials/materials-search.contract.ts';
import { AppError } from '../../errors/app-error.ts';
import { readFormFields } from '../../http/form-fields.ts';
import { actorOf } from '../../http/session-guard.ts';
import { parseInput } from '../../http/validation.ts';
import type { MaterialsService } from './materials.service.ts';

/** Fields every search form carries that are not criteria (the nonce travels in its header too). */
const TRANSPORT_FIELDS = new Set(['nonce', 'subId', 'searchCriteria', 'mainsearch']);
const SuggestParams = z.strictObject({ field: MaterialsSuggestField });

const badRows = (field: string) =>
  new AppError(400, `Invalid request. ${field}: not a JSON list of rows.`, {
    reasonKey: 'errors.invalidRequest',
    issues: [{ path: field, message: 'Not a JSON list of rows.' }],
  });

/**
 * A tab's form as its criteria's input: list fields keep every value (`form` or `form[]`), popup
 * fields are parsed from their JSON, the rest keep their last value; unknown names stay in, for
 * the contract to refuse them.
 */
function criteriaInput(tab: MaterialsSearchTab, fields: Map<string, string[]>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [rawName, values] of fields) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    if (TRANSPORT_FIELDS.has(name)) continue;
    if (MATERIALS_LIST_FIELDS[tab].includes(name)) {
      input[name] = [...((input[name] as string[] | undefined) ?? []), ...values.filter((value) => value.trim() !== '')];
    } else if (MATERIALS_ROW_FIELDS[tab].includes(name)) {
      const text = values.at(-1) ?? '';
      if (text.trim() === '') continue;
      try {
        input[name] = JSON.parse(text) as unknown;
      } catch {
        throw badRows(name);
      }
      if (!Array.isArray(input[name])) throw badRows(name);
    } else {
      input[name] = values.at(-1);
    }
  }
  return input;
}

/**
 * The metals and metal suppliers searches and their lookups (search-area.md §7). Searches are
 * reads, but posted like the standards search, so the session guard checks the nonce ('user').
 */
export function registerMaterialsRoutes(app: FastifyInstance, materials: MaterialsService): void {
  const user = { config: { access: 'user' as const } };

  app.post(materialsPaths.search('metals'), user, async (request, reply) => {
    const criteria = parseInput(MetalsCriteria, criteriaInput('metals', await readFormFields(request)));
    return reply.ok(await materials.searchMetals(actorOf(request), criteria));
  });

  app.post(materialsPaths.search('metalsSupplier'), user, async (request, reply) => {
    const criteria = parseInput(MetalSuppliersCriteria, criteriaInput('metalsSupplier', await readFormFields(request)));
    return reply.ok(await materials.searchMetalSuppliers(actorOf(request), criteria));
  });

  app.post(materialsPaths.suggest(':field' as never), user, async (request, reply) => {
    const { field } = parseInput(SuggestParams, request.params);
    const fields = await readFormFields(request);
    fields.delete('nonce');
    fields.delete('subId');
    const input = parseInput(MaterialsSuggestRequest, Object.fromEntries([...fields].map(([name, values]) => [name, values.at(-1)])));
    return reply.ok(await materials.suggest(actorOf(request), field, input.term));
  });

  for (const field of MATERIALS_OPTION_FIELDS) {
    app.get(materialsPaths.options(field), user, async (request, reply) => reply.ok(await materials.options(actorOf(request), field)));
  }
}
