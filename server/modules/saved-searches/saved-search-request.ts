import { CollectionsCriteria, emptyCriteria, ResultsTab, StandardsCriteria, type SearchRequest } from '../../../common/search/search-criteria.contract.ts';

/**
 * The search a stored row re-runs, always from its first page. Criteria saved by an
 * older version gain the defaults of fields added since; criteria that no longer parse
 * re-run as an empty search of their tab rather than break the list.
 */
export function searchRequestOf(record: { tab: string; criteria: unknown }): SearchRequest {
  const tab = ResultsTab.catch('standards').parse(record.tab);
  const parsed = (tab === 'standards' ? StandardsCriteria : CollectionsCriteria).safeParse(record.criteria);
  const criteria = parsed.success ? parsed.data : emptyCriteria(tab);
  return { tab, criteria: { ...criteria, page: 1 } } as SearchRequest;
}
