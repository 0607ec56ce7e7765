import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActStandardList, CitingActList } from '../../common/legislation/legal-act-standards.contract.ts';
// The zod-free values: the browser never builds the contracts' schemas.
import { legalActStandardPaths } from '../../common/legislation/legal-act-standards.values.ts';
import type {
  LegalActDetail,
  LegislationFeed,
  LegislationFilters,
  LegislationNewsItem,
  LegislationNewsPage,
  LegislationSavedSearch,
  LegislationSearchRequest,
  LegislationSearchResult,
} from '../../common/legislation/legislation-library.contract.ts';
import { legislationApiPaths, type LEGISLATION_SORTS } from '../../common/legislation/legislation.values.ts';
import { apiRequest } from './client.ts';

export type LegislationSort = (typeof LEGISLATION_SORTS)[number];

const LIBRARY_KEY = ['legislationLibrary'] as const;
const SAVED_KEY = [...LIBRARY_KEY, 'savedSearches'] as const;
const FEEDS_KEY = [...LIBRARY_KEY, 'feeds'] as const;

/** A library search (POST: the criteria are a JSON body); the previous page stays on screen while the next loads. */
export function useLegislationSearch(request: LegislationSearchRequest, enabled: boolean) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'search', request],
    queryFn: ({ signal }) => apiRequest<LegislationSearchResult>(legislationApiPaths.search, { json: request, signal }),
    enabled,
    retry: false,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** An act's page: every field, its versions and attribution (its standards: useActStandards). */
export function useLegalAct(id: number | null) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'act', id],
    queryFn: ({ signal }) => apiRequest<LegalActDetail>(legislationApiPaths.act(id ?? 0), { signal }),
    enabled: id !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/** The standards an act lists, matched to the catalogue with their status (the act page's list). */
export function useActStandards(id: number | null) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'actStandards', id],
    queryFn: ({ signal }) => apiRequest<ActStandardList>(legalActStandardPaths.actStandards(id ?? 0), { signal }),
    enabled: id !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/** The acts citing a catalogue document (a standard's display page). */
export function useCitingActs(docId: number) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'citingActs', docId],
    queryFn: ({ signal }) => apiRequest<CitingActList>(legalActStandardPaths.documentActs(docId), { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

/** One page of the regulatory news, newest first. */
export function useLegislationNews(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'news', page],
    queryFn: ({ signal }) => apiRequest<LegislationNewsPage>(`${legislationApiPaths.newsItems}?page=${page}`, { signal }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useLegislationNewsItem(id: number | null) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'newsItem', id],
    queryFn: ({ signal }) => apiRequest<LegislationNewsItem>(legislationApiPaths.newsItem(id ?? 0), { signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** The organisation's newsfeeds (admins only). */
export function useLegislationFeeds(enabled: boolean) {
  return useQuery({
    queryKey: FEEDS_KEY,
    queryFn: ({ signal }) => apiRequest<LegislationFeed[]>(legislationApiPaths.feeds, { signal }),
    enabled,
    retry: false,
  });
}

export function useAddLegislationFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiRequest<LegislationFeed>(legislationApiPaths.feeds, { json: { url } }),
    onSuccess: () => client.invalidateQueries({ queryKey: FEEDS_KEY }),
  });
}

export function useRemoveLegislationFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ removed: true }>(legislationApiPaths.feed(id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });
}

/** The user's saved EU-law searches. */
export function useLegislationSavedSearches(enabled: boolean) {
  return useQuery({
    queryKey: SAVED_KEY,
    queryFn: ({ signal }) => apiRequest<LegislationSavedSearch[]>(legislationApiPaths.savedSearches, { signal }),
    enabled,
    retry: false,
  });
}

/** After a saved search changes: the EU-law page's list and the dashboard's EU-law panel. */
function useRefreshSaved() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: SAVED_KEY }), client.invalidateQueries({ queryKey: ['legislation', 'panel'] })]);
}

export function useCreateLegislationSavedSearch() {
  const refresh = useRefreshSaved();
  return useMutation({
    mutationFn: (input: { name: string; criteria: LegislationFilters; notify: boolean }) =>
      apiRequest<LegislationSavedSearch>(legislationApiPaths.savedSearches, { json: input }),
    onSuccess: refresh,
  });
}

export function useEditLegislationSavedSearch() {
  const refresh = useRefreshSaved();
  return useMutation({
    mutationFn: ({ id, ...edit }: { id: number; name?: string; notify?: boolean }) =>
      apiRequest<LegislationSavedSearch>(legislationApiPaths.savedSearch(id), { method: 'PUT', json: edit }),
    onSuccess: refresh,
  });
}

export function useDeleteLegislationSavedSearch() {
  const refresh = useRefreshSaved();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(legislationApiPaths.savedSearch(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** One saved search run: its acts in the order and page asked for. */
export function useRunLegislationSavedSearch(id: number | null, sort: LegislationSort, page: number) {
  return useQuery({
    queryKey: [...SAVED_KEY, 'run', id, sort, page],
    queryFn: ({ signal }) => apiRequest<LegislationSearchResult>(legislationApiPaths.runSavedSearch(id ?? 0), { json: { sort, page }, signal }),
    enabled: id !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
