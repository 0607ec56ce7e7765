import { MATERIALS_LIST_FIELDS, MATERIALS_ROW_FIELDS, TAB_CRITERIA, type CriteriaOf, type MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../http/validation.ts';
import { decodeMaterialsContext } from './materials-context.ts';

/** Fields every search form carries that are not criteria (the nonce travels in its header too). */
const TRANSPORT_FIELDS = new Set(['nonce', 'subId', 'searchCriteria', 'mainsearch']);

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
 * The criteria a form carries for a tab, over its search context's when it names one: the results
 * page sends the context and only what changed (a facet, the page, the order), the search bar a new
 * search (`mainsearch=1`). A change other than the page starts at the first page.
 */
export function materialsCriteriaFrom<T extends MaterialsSearchTab>(tab: T, fields: Map<string, string[]>): CriteriaOf<T> {
  const token = fields.get('searchContext')?.at(-1);
  const fresh = fields.get('mainsearch')?.at(-1) === '1';
  fields.delete('searchContext');
  const input = criteriaInput(tab, fields);
  const base = token && !fresh ? decodeMaterialsContext(tab, token) : {};
  const merged: Record<string, unknown> = { ...base, ...input };
  if (!('page' in input) && Object.keys(input).length > 0) merged.page = 1;
  return parseInput(TAB_CRITERIA[tab], merged) as CriteriaOf<T>;
}
