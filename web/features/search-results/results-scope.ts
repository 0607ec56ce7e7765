import type { FilterBy } from '../../../common/search/search-criteria.contract.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';

export type ScopeCounts = { filterBy: FilterBy; subscription: number; catalogue: number };

/**
 * The 'Results in' facet of a standards search (search-area.md §2 "Facets"): which scope
 * the results are in, and how many documents each scope holds with the other facets
 * applied. Null for collections and special searches, which have no such facet.
 */
export function scopeCounts(results: SearchResults): ScopeCounts | null {
  const facet = results.facets.find((entry) => entry.key === 'filterby');
  if (!facet || !('filterBy' in results.criteria)) return null;
  const count = (id: FilterBy) => facet.options.find((option) => option.id === id)?.count ?? 0;
  return { filterBy: results.criteria.filterBy, subscription: count('subscription'), catalogue: count('all') };
}
