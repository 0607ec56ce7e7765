import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ResultsTab, StandardsCriteria, CollectionsCriteria } from '../../common/search/search-criteria.contract.ts';
import { criteriaToFields } from '../../common/search/search-form-fields.ts';
import { searchPaths, type NextIcsOptions, type SearchAjaxAction, type SearchFieldKey } from '../../common/search/search-paths.ts';
import type { ActionResult, LookupOption, RecentlyViewedDoc, SearchResults, Suggestion } from '../../common/search/search-results.contract.ts';
import { logClientFailure } from '../app/client-log.ts';
import { apiRequest } from './client.ts';

/**
 * The results page's call (search-area.md §7): the search context plus whatever changed
 * (facets, page, order) as multipart fields. The answer carries the new search context.
 */
export function fetchSearchResults(
  tab: ResultsTab,
  searchContext: string,
  changes: Partial<StandardsCriteria> | Partial<CollectionsCriteria> = {},
  signal?: AbortSignal,
): Promise<SearchResults> {
  const form = new FormData();
  form.append('searchContext', searchContext);
  for (const [name, value] of criteriaToFields(tab, changes as StandardsCriteria)) form.append(name, value);
  // A field the change empties must still be sent, or the context's value would stay.
  for (const [key, value] of Object.entries(changes)) {
    if ((Array.isArray(value) && value.length === 0) || value === '' || value === null) appendEmpty(form, tab, key);
  }
  return apiRequest<SearchResults>(searchPaths.ajax(tab), { form, signal });
}

const EMPTY_FIELD_NAMES: Record<ResultsTab, Record<string, string>> = {
  standards: {
    facetPublisher: 'filter-publisher',
    facetStatus: 'filter-include',
    facetCountry: 'filter-country',
    facetLanguage: 'filter-language',
    facetYear: 'filter-year',
    facetCrossReference: 'filter-xref',
  },
  collections: {
    facetCollections: 'filter-colls',
    facetPublisher: 'filter-publisher',
    facetCompanyCollections: 'filter-dcoll',
    facetStatus: 'filter-include',
    facetDocumentType: 'filter-type',
    facetTags: 'filter-tags',
  },
};

function appendEmpty(form: FormData, tab: ResultsTab, key: string) {
  const name = EMPTY_FIELD_NAMES[tab][key];
  if (name && !form.has(name)) form.append(name, '');
}

/** The results of a search context, shared by the page and the router, which starts them with the page's code. */
export function searchResultsQuery(tab: ResultsTab | null, searchContext: string) {
  return queryOptions({
    queryKey: ['search', tab, searchContext],
    queryFn: ({ signal }) => fetchSearchResults(tab ?? 'standards', searchContext, {}, signal),
    retry: false,
    staleTime: 30_000,
  });
}

/** Results of a search context; the previous page stays on screen while the next loads. */
export function useSearchResults(tab: ResultsTab | null, searchContext: string) {
  return useQuery({ ...searchResultsQuery(tab, searchContext), enabled: tab !== null, placeholderData: keepPreviousData });
}

export type DocumentActionName = Exclude<SearchAjaxAction, 'standards' | 'collections'>;

export function runDocumentAction(
  action: DocumentActionName,
  input: { docIds: number[]; collectionId?: number | null; bulk: boolean; global?: boolean },
): Promise<ActionResult> {
  const form = new FormData();
  form.append('docIds', input.docIds.join(','));
  if (input.collectionId) form.append('collectionId', String(input.collectionId));
  form.append('bulk', input.bulk ? '1' : '0');
  if (input.global) form.append('global', '1');
  return apiRequest<ActionResult>(searchPaths.ajax(action), { form });
}

export function useDocumentAction() {
  return useMutation({
    mutationFn: (input: { action: DocumentActionName; docIds: number[]; collectionId?: number | null; bulk: boolean; global?: boolean }) =>
      runDocumentAction(input.action, input),
  });
}

/** Suggestions for the number (name), title or cross-reference boxes; failures are only logged. */
export function fetchSuggestions(kind: 'name' | 'title' | 'xref', term: string, subId: number, signal?: AbortSignal): Promise<Suggestion[]> {
  const body = new URLSearchParams({ subId: String(subId), type: kind === 'title' ? 'title' : 'name', term });
  return apiRequest<Suggestion[]>(kind === 'xref' ? searchPaths.xrefSuggest : searchPaths.suggest, { form: body, signal });
}

/** Option lists: fetched on first open, then reused (search-area.md §4). */
export function useFieldOptions(fieldKey: SearchFieldKey, enabled: boolean) {
  return useQuery({
    queryKey: ['search', 'field', fieldKey],
    queryFn: ({ signal }) => apiRequest<LookupOption[]>(searchPaths.field(fieldKey), { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Opening a document refreshes the list (documents.api.ts); views in another tab show within five minutes. */
export function useRecentlyViewed(enabled: boolean) {
  return useQuery({
    queryKey: ['search', 'recentlyViewed'],
    queryFn: ({ signal }) => apiRequest<RecentlyViewedDoc[]>(searchPaths.recentlyViewed, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The tracking event of a collection document opened from a result list (fire and forget). */
export function trackCollectionDocumentOpened(docId: number, collectionId: number | null): void {
  apiRequest(searchPaths.tracking, { json: { event: 'collectionDocumentOpened', docId, collectionId } }).catch((error: unknown) => {
    logClientFailure('Tracking the opened collection document failed', error);
  });
}

/** The ICS level under `code` ('0' for the fields); failures empty the options (and are logged by the caller). */
export function fetchNextIcs(code: string, signal?: AbortSignal): Promise<NextIcsOptions> {
  return apiRequest<NextIcsOptions>(searchPaths.nextIcs(code), { signal });
}
