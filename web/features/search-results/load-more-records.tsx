import { Button, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { fetchSearchResults } from '../../api/search.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast } from '../../components/ui/toast.ts';
import { RecordList, type RecordListProps } from './record-list.tsx';

type Pages = InfiniteData<SearchResults, number>;

const SCROLL_KEY = 'normscope.loadMoreScroll';

/** The later pages of a search context; kept in the query cache, so Back finds the rows it left. */
export function useLoadMore(results: SearchResults) {
  const errorText = useErrorText();
  const query = useInfiniteQuery<SearchResults, Error, Pages, readonly unknown[], number>({
    queryKey: ['search', results.tab, results.searchContext, 'loadMore'],
    queryFn: ({ pageParam, signal }) => fetchSearchResults(results.tab, results.searchContext, { page: pageParam }, signal),
    initialPageParam: results.page,
    initialData: { pages: [results], pageParams: [results.page] },
    getNextPageParam: (last) => (last.page * last.recordsPerPage < last.hits ? last.page + 1 : undefined),
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (query.isFetchNextPageError) showErrorToast(errorText(query.error));
  }, [query.isFetchNextPageError, query.error, errorText]);
  const pages = query.data.pages;
  const loaded: SearchResults = { ...results, records: pages.flatMap((page) => page.records), docIds: pages.flatMap((page) => page.docIds) };
  return { loaded, hasMore: query.hasNextPage, loading: query.isFetchingNextPage, loadMore: () => void query.fetchNextPage({ cancelRefetch: false }) };
}

/**
 * The installed app's results (issue 22): a Load more button instead of pages, pressed for the user
 * when it scrolls into view. Where the window was is kept per search, so Back lands on the same row.
 */
export function LoadMoreButton({ searchContext, hasMore, loading, loadMore }: { searchContext: string; hasMore: boolean; loading: boolean; loadMore: () => void }) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const loadRef = useRef(loadMore);
  useEffect(() => {
    loadRef.current = loadMore;
  });

  const restoring = useRestoredScroll(searchContext);

  useEffect(() => {
    const button = buttonRef.current;
    if (!button || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    // The first report is where the button is now (still in view right after a load, while the new rows draw):
    // only its coming into view as the user scrolls loads more, not a chain of loads on its own.
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      // Back putting the window where it was is not the user scrolling to the button either.
      if (inView && !first && !restoring.current) loadRef.current();
      first = false;
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasMore, loading, restoring]);

  if (!hasMore) {
    return (
      <Text size="sm" c="dimmed" ta="center" data-testid="all-loaded">
        {t('installedApp.allLoaded')}
      </Text>
    );
  }
  return (
    <Stack align="center">
      <Button ref={buttonRef} variant="light" onClick={loadMore} loading={loading} data-testid="load-more" aria-live="polite">
        {loading ? t('installedApp.loadingMore') : t('installedApp.loadMore')}
      </Button>
      {loading ? <Loader size="xs" aria-hidden /> : null}
    </Stack>
  );
}

/**
 * Saves the scroll position of this search as the user leaves, and puts it back on return (the rows come
 * from the cache). Answers whether it is still putting it back.
 */
function useRestoredScroll(searchContext: string) {
  const restoring = useRef(false);
  useLayoutEffect(() => {
    const saved = readSaved();
    let frame = 0;
    if (saved?.searchContext === searchContext) {
      // The rows draw in slices (record-list.tsx): retry for a few frames until the page is tall enough.
      let tries = 0;
      restoring.current = true;
      const restore = () => {
        window.scrollTo({ top: saved.top, behavior: 'instant' });
        if (Math.abs(window.scrollY - saved.top) > 2 && tries++ < 60) frame = requestAnimationFrame(restore);
        // Two frames more: the observer hears of the last scroll after it.
        else frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (restoring.current = false))));
      };
      restore();
    }
    return () => {
      cancelAnimationFrame(frame);
      writeSaved({ searchContext, top: window.scrollY });
    };
  }, [searchContext]);
  return restoring;
}

function readSaved(): { searchContext: string; top: number } | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null');
    if (typeof value === 'object' && value !== null && 'searchContext' in value && 'top' in value) return { searchContext: String(value.searchContext), top: Number(value.top) || 0 };
  } catch {
    // No storage: Back starts at the top, with the rows kept.
  }
  return null;
}

function writeSaved(value: { searchContext: string; top: number }) {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(value));
  } catch {
    // As above.
  }
}

/** The records of every page loaded so far, then the button. */
export function LoadMoreRecords({ results, ...listProps }: Omit<RecordListProps, 'results'> & { results: SearchResults }) {
  const more = useLoadMore(results);
  return (
    <>
      <RecordList results={more.loaded} {...listProps} />
      <LoadMoreButton searchContext={results.searchContext} hasMore={more.hasMore} loading={more.loading} loadMore={more.loadMore} />
    </>
  );
}
