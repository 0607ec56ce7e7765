import { searchPaths } from '../../../common/search/search-paths.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { apiRequest } from '../../api/client.ts';

/**
 * A new collections-tab search over one collection's documents (search-area.md §7,
 * `from_collection`). fetchSearchResults needs an existing context; this starts one,
 * and the answer's searchContext names the results page.
 */
export function searchCollection(collectionId: number, options: { documentNumber?: string; signal?: AbortSignal } = {}): Promise<SearchResults> {
  const form = new FormData();
  form.append('mainsearch', '1');
  form.append('from_collection', String(collectionId));
  if (options.documentNumber) form.append('query_1', options.documentNumber);
  return apiRequest<SearchResults>(searchPaths.ajax('collections'), { form, ...(options.signal ? { signal: options.signal } : {}) });
}
