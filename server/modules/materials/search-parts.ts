import { ORDER_BY_ALPHABETIC, ORDER_BY_RELEVANCE, RECORDS_PER_PAGE } from '../../../common/domain/constants.ts';
import type { MaterialsFacet, MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import { firstRangeRowProblem, RANGE_ROW_MESSAGES, type RangeRow, type RangeRule } from '../../../common/materials/range-rows.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Actor } from '../account/index.ts';
import { encodeMaterialsContext } from './materials-context.ts';
import type { FacetCountRow } from './metals.repo.ts';

/* What the metals and materials searches share: the popup rows' check, a facet's options, the page asked and the frame of an answer. */

const FACET_OPTIONS = 100;

/** The first bad popup row is refused with the popup's own message (search-area.md §5). */
export function checkRows(field: string, rows: RangeRow[], rule: RangeRule): void {
  const problem = firstRangeRowProblem(rows, rule);
  if (!problem) return;
  const message = RANGE_ROW_MESSAGES[problem.error].replace('{{min}}', String(problem.values.min)).replace('{{max}}', String(problem.values.max));
  throw new AppError(400, message, { reasonKey: `materials.rows.${problem.error}`, issues: [{ path: `${field}.${problem.row}`, message }] });
}

export function facetOf(key: MaterialsFacet['key'], rows: FacetCountRow[], selected: string[]): MaterialsFacet {
  const counted = rows.filter((row) => row.facet === key).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const options = counted.slice(0, FACET_OPTIONS).map((row) => ({ id: row.value, text: row.value, count: row.count, selected: selected.includes(row.value) }));
  // A chosen value the fields no longer find stays listed, so it can be unchosen.
  for (const value of selected) if (!options.some((option) => option.id === value)) options.push({ id: value, text: value, count: 0, selected: true });
  return { key, kind: 'multi', options };
}

/** Where a suggestion or option list of a tab comes from; the caller needs the tab's dataset. */
export type Source<A extends unknown[]> = { tab: MaterialsSearchTab; values: (database: DatabaseHandle, ...args: A) => Promise<string[]> };

/** What a search may do for the caller (403 without the tab's dataset): sort and export. */
export type AllowedActions = (actor: Actor, tab: MaterialsSearchTab) => Promise<{ sort: boolean; export: boolean }>;

type OrderBy = typeof ORDER_BY_RELEVANCE | typeof ORDER_BY_ALPHABETIC;

/** The rows a search asks for: its page of RECORDS_PER_PAGE, alphabetic or by relevance. */
export function pageOf(criteria: { page: number }, alphabetic: boolean) {
  return { offset: (criteria.page - 1) * RECORDS_PER_PAGE, limit: RECORDS_PER_PAGE, alphabetic };
}

/**
 * What every tab's answer says of its search beside the records and facets: the criteria as run
 * (alphabetic only where sorting is allowed), their search context, the page and the counts.
 */
export function resultsFrame<Tab extends MaterialsSearchTab, Criteria extends { page: number; orderBy: OrderBy }>(
  tab: Tab,
  criteria: Criteria,
  alphabetic: boolean,
  counts: { hits: number; total: number },
) {
  const shown: Criteria = { ...criteria, orderBy: alphabetic ? ORDER_BY_ALPHABETIC : criteria.orderBy };
  return {
    tab,
    criteria: shown,
    searchContext: encodeMaterialsContext(tab, shown),
    page: criteria.page,
    recordsPerPage: RECORDS_PER_PAGE as typeof RECORDS_PER_PAGE,
    orderBy: alphabetic ? ORDER_BY_ALPHABETIC : ORDER_BY_RELEVANCE,
    hits: counts.hits,
    total: counts.total,
    nohits: counts.hits === 0,
  };
}
