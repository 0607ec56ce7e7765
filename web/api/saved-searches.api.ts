import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchList, SavedSearchRemoved, SavedSearchRow } from '../../common/saved-searches/saved-searches.contract.ts';
import { SAVE_SEARCH_FIELDS, savedSearchPaths } from '../../common/saved-searches/saved-searches.values.ts';
import type { ResultsTab } from '../../common/search/search-criteria.contract.ts';
import { apiRequest } from './client.ts';

const SAVED_SEARCHES_KEY = ['savedSearches'] as const;

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: ({ signal }) => apiRequest<SavedSearchList>(savedSearchPaths.list, { signal }),
    enabled,
  });
}

/** The saved searches page and the dashboard's alerts table show the change. */
function useInvalidateSavedSearches() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }), client.invalidateQueries({ queryKey: ['home', 'content'] })]);
}

/** Save search (search-area.md §7): the form posted to the results page of the search it saves. */
export function useSaveSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (input: { searchContext: string; tab: ResultsTab; name: string; notify: boolean; nonce: string }) =>
      apiRequest<SavedSearchRow>(savedSearchPaths.save(input.searchContext), {
        form: new URLSearchParams({
          [SAVE_SEARCH_FIELDS.notify]: input.notify ? '1' : '0',
          [SAVE_SEARCH_FIELDS.name]: input.name,
          [SAVE_SEARCH_FIELDS.selection]: input.tab,
          [SAVE_SEARCH_FIELDS.submit]: '1',
          [SAVE_SEARCH_FIELDS.nonce]: input.nonce,
        }),
      }),
    onSuccess: invalidate,
  });
}

export function useEditSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (input: { id: number; name: string; notify: boolean }) =>
      apiRequest<SavedSearchRow>(savedSearchPaths.edit(input.id), { form: new URLSearchParams({ name: input.name, notify: input.notify ? '1' : '0' }) }),
    onSuccess: invalidate,
  });
}

export function useDeleteSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (id: number) => apiRequest<SavedSearchRemoved>(savedSearchPaths.remove(id), { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** Star (POST favourite) or unstar (GET unFavourite, portal-area.md §7); both answer 201. */
export function useSetFavourite() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation({
    mutationFn: (input: { id: number; favourite: boolean }) =>
      input.favourite
        ? apiRequest<SavedSearchRow>(savedSearchPaths.favourite(input.id), { method: 'POST' })
        : apiRequest<SavedSearchRow>(savedSearchPaths.unFavourite(input.id), { method: 'GET' }),
    onSuccess: invalidate,
  });
}
