import { MATERIALS_CONTEXT_MARKS, MATERIALS_SEARCH_TABS, materialsTabOfSearchContext, TAB_CRITERIA, type MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../http/validation.ts';

/*
 * A metals or materials search context is its tab's mark and the criteria that differ from their defaults, as
 * base64url JSON: the results page's address carries the whole search, so a bookmark or the back
 * button reruns it, and nothing is kept on the server. The criteria are checked again on the way in.
 */

const DEFAULTS = new Map<MaterialsSearchTab, Record<string, unknown>>(MATERIALS_SEARCH_TABS.map((tab) => [tab, TAB_CRITERIA[tab].parse({})]));
const invalidContext = () => new AppError(400, 'This search address is not valid.', { reasonKey: 'search.errors.invalidContext' });

export function encodeMaterialsContext(tab: MaterialsSearchTab, criteria: Record<string, unknown>): string {
  const defaults = DEFAULTS.get(tab) ?? {};
  const changed = Object.fromEntries(Object.entries(criteria).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(defaults[name])));
  return `${MATERIALS_CONTEXT_MARKS[tab]}${Buffer.from(JSON.stringify(changed)).toString('base64url')}`;
}

/** The criteria a context carries, for its own tab only; anything else is a 400. */
export function decodeMaterialsContext(tab: MaterialsSearchTab, searchContext: string): Record<string, unknown> {
  if (materialsTabOfSearchContext(searchContext) !== tab) throw invalidContext();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(searchContext.slice(1), 'base64url').toString('utf8'));
  } catch {
    throw invalidContext();
  }
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) throw invalidContext();
  // Checked here so a forged context is refused as such, not as a form field.
  parseInput(TAB_CRITERIA[tab], decoded);
  return decoded as Record<string, unknown>;
}
