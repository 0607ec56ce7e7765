import type { ResultsTab, StandardsCriteria } from '../../../common/search/search-criteria.contract.ts';

/** What a standards search that found nothing was: words or a number typed, a category, the latest documents, or filters alone. */
export type StandardsSearchKind = 'words' | 'categories' | 'latest' | 'filters';

const CLEAR_FACETS_TIP = 'results.noResults.tips.standards.7';

/** The tips for words or a number typed: the standards tab's seven (search-area.md §2). */
const WORDS_TIPS = [1, 2, 3, 4, 5, 6, 7].map((n) => `results.noResults.tips.standards.${n}`);
const KIND_TIPS: Record<Exclude<StandardsSearchKind, 'words'>, string[]> = {
  latest: [1, 2, 3].map((n) => `results.noResults.tips.latest.${n}`),
  categories: [1, 2, 3].map((n) => `results.noResults.tips.categories.${n}`),
  filters: [1, 2].map((n) => `results.noResults.tips.filters.${n}`),
};
const COLLECTIONS_TIPS = [1, 2, 3, 4, 5, 6].map((n) => `results.noResults.tips.collections.${n}`);

export function standardsSearchKind(criteria: StandardsCriteria): StandardsSearchKind {
  if (criteria.latestWhat !== '') return 'latest';
  if (criteria.icsCode !== '') return 'categories';
  const typed = [criteria.documentNumber, criteria.documentTitle].some((text) => text.trim() !== '' && text.trim() !== '*');
  return typed ? 'words' : 'filters';
}

/**
 * The translation keys of the tips that fit a search that found nothing: the spelling
 * and numbering tips only when something was typed; the period and what happened for
 * the latest documents, broader levels for a category, fewer filters for a filter-only
 * search, each then with the facets' tip. The whole catalogue, when it has documents,
 * is offered by the no-result message itself.
 */
export function noResultTips(tab: ResultsTab, criteria: StandardsCriteria | null): string[] {
  if (tab === 'collections') return COLLECTIONS_TIPS;
  const kind = criteria ? standardsSearchKind(criteria) : 'words';
  return kind === 'words' ? WORDS_TIPS : [...KIND_TIPS[kind], CLEAR_FACETS_TIP];
}
