import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type {
  Bookmark,
  CommentRequest,
  CommentSort,
  Deleted,
  HighlightRequest,
  ReaderComment,
  ReaderFontSize,
  ReaderHighlight,
  ReaderOutline,
  ReaderSearchResult,
  ReaderSections,
  ReaderTocEntry,
  ReaderUser,
} from '../../common/reader/reader.contract.ts';
import { readerPaths } from '../../common/reader/reader-paths.ts';
import { SECTIONS_PER_LOAD } from '../../common/reader/reader.values.ts';
import { MANAGEMENT_BASE } from '../../common/routes.ts';
import { logClientFailure } from '../app/client-log.ts';
import { apiRequest } from './client.ts';

/** Which version the reader calls are about, and for which subscription (portal-area.md §7). */
export type ReaderScope = { docId: number; versionId: number; subId: number };

const key = (scope: ReaderScope, ...rest: unknown[]) => ['reader', scope.docId, scope.versionId, ...rest];

/** Logs a failed query once, with the message of portal-area.md §8 (reader failures are logged only). */
function useLoggedFailure(error: unknown, message: string) {
  useEffect(() => {
    if (error) logClientFailure(message, error);
  }, [error, message]);
}

/** The reader's user; a failed lookup leaves the reader for /management (§8). */
export const readerUserQuery = queryOptions({
  queryKey: ['reader', 'user'],
  queryFn: ({ signal }) => apiRequest<ReaderUser>(readerPaths.user, { method: 'POST', signal }),
  retry: false,
  staleTime: Infinity,
});

export function useReaderUser() {
  const query = useQuery(readerUserQuery);
  useEffect(() => {
    if (query.error) window.location.assign(MANAGEMENT_BASE);
  }, [query.error]);
  return query;
}

export function useSaveFontSize() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (activeFontSize: ReaderFontSize) => apiRequest<ReaderUser>(readerPaths.user, { method: 'PUT', json: { activeFontSize } }),
    onSuccess: (user) => client.setQueryData(['reader', 'user'], user),
    onError: (error) => logClientFailure('Save font size failed', error),
  });
}

export function readerOutlineQuery(scope: ReaderScope) {
  return queryOptions({
    queryKey: key(scope, 'outline'),
    queryFn: ({ signal }) => apiRequest<ReaderOutline>(readerPaths.outline(scope.docId, scope.versionId, scope.subId), { signal }),
    retry: false,
  });
}

export function useReaderOutline(scope: ReaderScope) {
  return useQuery(readerOutlineQuery(scope));
}

/** Sections from `sectionKey` on, `count` of them (the reader loads around the reading position). */
export function fetchSections(scope: ReaderScope, sectionKey: string, count: number): Promise<ReaderSections> {
  return apiRequest<ReaderSections>(`${readerPaths.sections(scope.docId, scope.versionId, scope.subId, sectionKey)}?count=${count}`);
}

/**
 * The sections a version opens with when no section is asked for: the first one and those after
 * it, exactly as the reader's section loader asks for them (so the page's preload serves it). Over
 * the first screen the server drew, the reader draws its text with its frame from this answer.
 */
export function readerOpeningSectionsQuery(scope: ReaderScope, tableOfContents: readonly ReaderTocEntry[]) {
  const first = tableOfContents[0]?.sectionId ?? '';
  return queryOptions({
    queryKey: key(scope, 'opening', first),
    queryFn: () => fetchSections(scope, first, Math.min(SECTIONS_PER_LOAD, tableOfContents.length)),
    retry: false,
    // Read once, by the reader's first drawing over the first screen: a later visit loads its sections afresh.
    gcTime: 30_000,
  });
}

function searchQuery(scope: ReaderScope, searchText: string) {
  return {
    queryKey: key(scope, 'search', searchText),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<ReaderSearchResult>(`${readerPaths.search(scope.docId, scope.versionId, scope.subId)}?q=${encodeURIComponent(searchText)}`, { signal }),
    staleTime: Infinity,
  };
}

/** The answer of the last search (from the cache the search call below fills). */
export function useReaderSearch(scope: ReaderScope, searchText: string) {
  return useQuery({ ...searchQuery(scope, searchText), enabled: searchText.trim() !== '' });
}

/** Runs an in-document search and answers its result, so the reader can land on the first place. */
export function useRunReaderSearch(scope: ReaderScope) {
  const client = useQueryClient();
  return useCallback((searchText: string) => client.fetchQuery(searchQuery(scope, searchText)), [client, scope]);
}

/** Keeps the session alive while the reader is open. */
export function useHeartbeat(intervalMs: number) {
  useEffect(() => {
    const timer = window.setInterval(() => {
      apiRequest(readerPaths.heartbeat).catch((error: unknown) => logClientFailure('Heartbeat failed', error));
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
}

export function savePageView(scope: ReaderScope, sectionIndex: number): void {
  apiRequest(readerPaths.savePageView(scope.docId, scope.versionId, sectionIndex, scope.subId), { method: 'POST' }).catch((error: unknown) =>
    logClientFailure('Save page view failed', error),
  );
}

export function readerBookmarksQuery(scope: ReaderScope) {
  return queryOptions({
    queryKey: key(scope, 'bookmarks'),
    queryFn: ({ signal }) => apiRequest<Bookmark[]>(readerPaths.bookmarks(scope.docId, scope.versionId, scope.subId), { signal }),
  });
}

export function useBookmarks(scope: ReaderScope) {
  const query = useQuery(readerBookmarksQuery(scope));
  useLoggedFailure(query.error, 'Get bookmarks failed!');
  return query;
}

export function useAddBookmark(scope: ReaderScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sectionId: string) => apiRequest<Bookmark[]>(readerPaths.bookmarks(scope.docId, scope.versionId, scope.subId), { json: { sectionId } }),
    onSuccess: (bookmarks) => client.setQueryData(key(scope, 'bookmarks'), bookmarks),
    onError: (error) => logClientFailure('Save bookmark failed!', error),
  });
}

export function useDeleteBookmark(scope: ReaderScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookmarkId: number) => apiRequest<Deleted>(readerPaths.bookmark(scope.docId, scope.versionId, scope.subId, bookmarkId), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(scope, 'bookmarks') }),
    onError: (error) => logClientFailure('Delete bookmark failed', error),
  });
}

export function useComments(scope: ReaderScope, sort: CommentSort) {
  const query = useQuery({
    queryKey: key(scope, 'comments', sort),
    queryFn: ({ signal }) => apiRequest<ReaderComment[]>(`${readerPaths.comments(scope.docId, scope.versionId, scope.subId)}?sort=${sort}`, { signal }),
  });
  useLoggedFailure(query.error, 'Get comments failed!');
  return query;
}

export function useCommentReplies(scope: ReaderScope, commentId: number, sort: CommentSort, enabled: boolean) {
  const query = useQuery({
    queryKey: key(scope, 'comments', 'replies', commentId, sort),
    queryFn: ({ signal }) =>
      apiRequest<ReaderComment[]>(`${readerPaths.commentReplies(scope.docId, scope.versionId, scope.subId, commentId)}?sort=${sort}`, { signal }),
    enabled,
  });
  useLoggedFailure(query.error, 'Get comments failed!');
  return query;
}

/** Comments and highlights change together (deleting a highlight deletes the comments on it). */
function useRefreshAnnotations(scope: ReaderScope) {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: key(scope, 'comments') }), client.invalidateQueries({ queryKey: key(scope, 'highlights') })]);
}

export function useAddComment(scope: ReaderScope) {
  const refresh = useRefreshAnnotations(scope);
  return useMutation({
    mutationFn: (input: CommentRequest) => apiRequest<ReaderComment>(readerPaths.comments(scope.docId, scope.versionId, scope.subId), { json: input }),
    onSuccess: refresh,
    onError: (error) => logClientFailure('Save comment failed!', error),
  });
}

export function useDeleteComment(scope: ReaderScope) {
  const refresh = useRefreshAnnotations(scope);
  return useMutation({
    mutationFn: (commentId: number) => apiRequest<Deleted>(readerPaths.comment(scope.docId, scope.versionId, scope.subId, commentId), { method: 'DELETE' }),
    onSuccess: refresh,
    onError: (error) => logClientFailure('Delete comment failed', error),
  });
}

export function readerHighlightsQuery(scope: ReaderScope) {
  return queryOptions({
    queryKey: key(scope, 'highlights'),
    queryFn: ({ signal }) => apiRequest<ReaderHighlight[]>(readerPaths.highlights(scope.docId, scope.versionId, scope.subId), { signal }),
  });
}

export function useHighlights(scope: ReaderScope) {
  const query = useQuery(readerHighlightsQuery(scope));
  useLoggedFailure(query.error, 'Get highlights failed!');
  return query;
}

export function useAddHighlight(scope: ReaderScope) {
  const refresh = useRefreshAnnotations(scope);
  return useMutation({
    mutationFn: (input: HighlightRequest) => apiRequest<ReaderHighlight>(readerPaths.highlights(scope.docId, scope.versionId, scope.subId), { json: input }),
    onSuccess: refresh,
    onError: (error) => logClientFailure('Save highlight failed!', error),
  });
}

export function useDeleteHighlight(scope: ReaderScope) {
  const refresh = useRefreshAnnotations(scope);
  return useMutation({
    mutationFn: (highlightId: number) => apiRequest<Deleted>(readerPaths.highlight(scope.docId, scope.versionId, scope.subId, highlightId), { method: 'DELETE' }),
    onSuccess: refresh,
    onError: (error) => logClientFailure('Delete highlight failed', error),
  });
}
