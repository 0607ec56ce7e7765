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
import { browserOffline, mayHaveOfflineWork, readOfflineFlags } from '../features/offline-reading/offline-flags.ts';
import type * as OfflineService from '../features/offline-reading/offline-service.ts';
import { ApiRequestError, apiRequest } from './client.ts';

/** Which version the reader calls are about, and for which subscription (portal-area.md §7). */
export type ReaderScope = { docId: number; versionId: number; subId: number };

const key = (scope: ReaderScope, ...rest: unknown[]) => ['reader', scope.docId, scope.versionId, ...rest];

/** Logs a failed query once, with the message of portal-area.md §8 (reader failures are logged only). */
function useLoggedFailure(error: unknown, message: string) {
  useEffect(() => {
    if (error) logClientFailure(message, error);
  }, [error, message]);
}

type OfflineReader = typeof OfflineService;

/** The browser's copies (issue 22), loaded only when the network fails and this browser holds some. */
const offlineReader = (): Promise<OfflineReader> => import('../features/offline-reading/offline-service.ts');

const unreachable = () => new ApiRequestError(0, 'Normscope cannot be reached.', 'errors.network');

/** After a call that reached the server: changes made offline and still queued are sent (one sync at a time). */
function afterReachedServer(): void {
  if (!readOfflineFlags().pending) return;
  offlineReader()
    .then((service) => service.syncNow())
    .catch((error: unknown) => logClientFailure('Offline sync failed', error));
}

/**
 * Asks the server; when the network is down (the browser says so, or the call cannot reach the
 * server) and the version has a copy in this browser, answers from the copy instead. Without a copy
 * the network failure stands. The reader's queries and mutations run with networkMode 'always' for
 * this: TanStack Query would otherwise hold them paused while the browser says it is offline.
 */
async function orOffline<T>(online: () => Promise<T>, offline: (reader: OfflineReader) => Promise<T | undefined>): Promise<T> {
  if (!browserOffline()) {
    try {
      const answer = await online();
      afterReachedServer();
      return answer;
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.code === 0) || !mayHaveOfflineWork()) throw error;
      const fromCopy = await offlineReader().then(offline, () => undefined);
      if (fromCopy === undefined) throw error;
      return fromCopy;
    }
  }
  const fromCopy = mayHaveOfflineWork() ? await offlineReader().then(offline) : undefined;
  if (fromCopy === undefined) throw unreachable();
  return fromCopy;
}

/** An online answer about a version with a copy keeps the copy current (the copy is left alone while offline changes wait). */
function keepCopy(scope: ReaderScope, patch: { bookmarks?: Bookmark[]; highlights?: ReaderHighlight[] }): void {
  if (readOfflineFlags().copies === 0) return;
  offlineReader()
    .then((reader) => reader.offlineRefresh(scope.versionId, patch))
    .catch((error: unknown) => logClientFailure('Offline copy update failed', error));
}

/** The reader opening a version whose copy's licence has ended deletes the copy, with a word to the user. */
function checkLicence(scope: ReaderScope): void {
  if (readOfflineFlags().copies === 0) return;
  offlineReader()
    .then((reader) => reader.readableCopy(scope.versionId))
    .catch((error: unknown) => logClientFailure('Offline licence check failed', error));
}

/** The reader's user; a failed lookup leaves the reader for /management (§8). */
export const readerUserQuery = queryOptions({
  networkMode: 'always',
  queryKey: ['reader', 'user'],
  queryFn: ({ signal }) =>
    orOffline(
      () => apiRequest<ReaderUser>(readerPaths.user, { method: 'POST', signal }),
      (reader) => reader.offlineUser(),
    ),
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
    networkMode: 'always',
    mutationFn: (activeFontSize: ReaderFontSize) => apiRequest<ReaderUser>(readerPaths.user, { method: 'PUT', json: { activeFontSize } }),
    onSuccess: (user) => client.setQueryData(['reader', 'user'], user),
    onError: (error) => logClientFailure('Save font size failed', error),
  });
}

export function readerOutlineQuery(scope: ReaderScope) {
  return queryOptions({
    networkMode: 'always',
    queryKey: key(scope, 'outline'),
    queryFn: ({ signal }) =>
      orOffline(
        async () => {
          const outline = await apiRequest<ReaderOutline>(readerPaths.outline(scope.docId, scope.versionId, scope.subId), { signal });
          checkLicence(scope);
          return outline;
        },
        (reader) => reader.offlineOutline(scope.versionId),
      ),
    retry: false,
  });
}

export function useReaderOutline(scope: ReaderScope) {
  return useQuery(readerOutlineQuery(scope));
}

/** Sections from `sectionKey` on, `count` of them (the reader loads around the reading position). */
export function fetchSections(scope: ReaderScope, sectionKey: string, count: number): Promise<ReaderSections> {
  return orOffline(
    () => apiRequest<ReaderSections>(`${readerPaths.sections(scope.docId, scope.versionId, scope.subId, sectionKey)}?count=${count}`),
    (reader) => reader.offlineSections(scope.versionId, sectionKey, count),
  );
}

/**
 * The sections a version opens with when no section is asked for: the first one and those after
 * it, exactly as the reader's section loader asks for them (so the page's preload serves it). Over
 * the first screen the server drew, the reader draws its text with its frame from this answer.
 */
export function readerOpeningSectionsQuery(scope: ReaderScope, tableOfContents: readonly ReaderTocEntry[]) {
  const first = tableOfContents[0]?.sectionId ?? '';
  return queryOptions({
    networkMode: 'always',
    queryKey: key(scope, 'opening', first),
    queryFn: () => fetchSections(scope, first, Math.min(SECTIONS_PER_LOAD, tableOfContents.length)),
    retry: false,
    // Read once, by the reader's first drawing over the first screen: a later visit loads its sections afresh.
    gcTime: 30_000,
  });
}

function searchQuery(scope: ReaderScope, searchText: string) {
  return {
    networkMode: 'always' as const,
    queryKey: key(scope, 'search', searchText),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      orOffline(
        () => apiRequest<ReaderSearchResult>(`${readerPaths.search(scope.docId, scope.versionId, scope.subId)}?q=${encodeURIComponent(searchText)}`, { signal }),
        (reader) => reader.offlineSearch(scope.versionId, searchText),
      ),
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
    networkMode: 'always',
    queryKey: key(scope, 'bookmarks'),
    queryFn: ({ signal }) =>
      orOffline(
        async () => {
          const bookmarks = await apiRequest<Bookmark[]>(readerPaths.bookmarks(scope.docId, scope.versionId, scope.subId), { signal });
          keepCopy(scope, { bookmarks });
          return bookmarks;
        },
        (reader) => reader.offlineBookmarks(scope.versionId),
      ),
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
    networkMode: 'always',
    mutationFn: (sectionId: string) =>
      orOffline(
        () => apiRequest<Bookmark[]>(readerPaths.bookmarks(scope.docId, scope.versionId, scope.subId), { json: { sectionId } }),
        async (reader) => (await reader.offlineChange(scope.versionId, { kind: 'bookmark.add', sectionId }))?.bookmarks,
      ),
    onSuccess: (bookmarks) => client.setQueryData(key(scope, 'bookmarks'), bookmarks),
    onError: (error) => logClientFailure('Save bookmark failed!', error),
  });
}

export function useDeleteBookmark(scope: ReaderScope) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (bookmarkId: number) =>
      orOffline(
        () => apiRequest<Deleted>(readerPaths.bookmark(scope.docId, scope.versionId, scope.subId, bookmarkId), { method: 'DELETE' }),
        async (reader) => ((await reader.offlineChange(scope.versionId, { kind: 'bookmark.delete', bookmarkId })) ? { deleted: 1 } : undefined),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: key(scope, 'bookmarks') }),
    onError: (error) => logClientFailure('Delete bookmark failed', error),
  });
}

export function useComments(scope: ReaderScope, sort: CommentSort) {
  const query = useQuery({
    networkMode: 'always',
    queryKey: key(scope, 'comments', sort),
    queryFn: ({ signal }) =>
      orOffline(
        () => apiRequest<ReaderComment[]>(`${readerPaths.comments(scope.docId, scope.versionId, scope.subId)}?sort=${sort}`, { signal }),
        (reader) => reader.offlineComments(scope.versionId, sort),
      ),
  });
  useLoggedFailure(query.error, 'Get comments failed!');
  return query;
}

export function useCommentReplies(scope: ReaderScope, commentId: number, sort: CommentSort, enabled: boolean) {
  const query = useQuery({
    networkMode: 'always',
    queryKey: key(scope, 'comments', 'replies', commentId, sort),
    queryFn: ({ signal }) =>
      orOffline(
        () => apiRequest<ReaderComment[]>(`${readerPaths.commentReplies(scope.docId, scope.versionId, scope.subId, commentId)}?sort=${sort}`, { signal }),
        (reader) => reader.offlineComments(scope.versionId, sort, commentId),
      ),
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
    networkMode: 'always',
    mutationFn: (input: CommentRequest) =>
      orOffline(
        () => apiRequest<ReaderComment>(readerPaths.comments(scope.docId, scope.versionId, scope.subId), { json: input }),
        async (reader) => {
          const change = { kind: 'comment.add', sectionId: input.sectionId, type: input.type, parentId: input.parentId ?? null, content: input.content } as const;
          return (await reader.offlineChange(scope.versionId, change))?.comments.at(-1);
        },
      ),
    onSuccess: refresh,
    onError: (error) => logClientFailure('Save comment failed!', error),
  });
}

export function useDeleteComment(scope: ReaderScope) {
  const refresh = useRefreshAnnotations(scope);
  return useMutation({
    networkMode: 'always',
    mutationFn: (commentId: number) =>
      orOffline(
        () => apiRequest<Deleted>(readerPaths.comment(scope.docId, scope.versionId, scope.subId, commentId), { method: 'DELETE' }),
        async (reader) => ((await reader.offlineChange(scope.versionId, { kind: 'comment.delete', commentId })) ? { deleted: 1 } : undefined),
      ),
    onSuccess: refresh,
    onError: (error) => logClientFailure('Delete comment failed', error),
  });
}

export function readerHighlightsQuery(scope: ReaderScope) {
  return queryOptions({
    networkMode: 'always',
    queryKey: key(scope, 'highlights'),
    queryFn: ({ signal }) =>
      orOffline(
        async () => {
          const highlights = await apiRequest<ReaderHighlight[]>(readerPaths.highlights(scope.docId, scope.versionId, scope.subId), { signal });
          keepCopy(scope, { highlights });
          return highlights;
        },
        (reader) => reader.offlineHighlights(scope.versionId),
      ),
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
    networkMode: 'always',
    mutationFn: (input: HighlightRequest) =>
      orOffline(
        () => apiRequest<ReaderHighlight>(readerPaths.highlights(scope.docId, scope.versionId, scope.subId), { json: input }),
        async (reader) => {
          const change = { kind: 'highlight.add', sectionId: input.sectionId, offsets: input.offsets, colour: input.colour ?? 'yellow', quote: input.quote ?? '' } as const;
          return (await reader.offlineChange(scope.versionId, change))?.highlights.at(-1);
        },
      ),
    onSuccess: refresh,
    onError: (error) => logClientFailure('Save highlight failed!', error),
  });
}

export function useDeleteHighlight(scope: ReaderScope) {
  const refresh = useRefreshAnnotations(scope);
  return useMutation({
    networkMode: 'always',
    mutationFn: (highlightId: number) =>
      orOffline(
        () => apiRequest<Deleted>(readerPaths.highlight(scope.docId, scope.versionId, scope.subId, highlightId), { method: 'DELETE' }),
        async (reader) => ((await reader.offlineChange(scope.versionId, { kind: 'highlight.delete', highlightId })) ? { deleted: 1 } : undefined),
      ),
    onSuccess: refresh,
    onError: (error) => logClientFailure('Delete highlight failed', error),
  });
}
