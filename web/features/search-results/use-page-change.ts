import { useEffect, useRef, type RefObject } from 'react';

/**
 * Going to another page of results: once the new page is on screen, the window scrolls to its top
 * and keyboard users land on its summary (search-area.md §2 "The page scrolls to the top on a page
 * change"). A change the navigation refused leaves the page where it was.
 */
export function usePageChange(searchContext: string, summaryRef: RefObject<HTMLElement | null>, change: (changes: { page: number }) => Promise<boolean>) {
  const scrollOnNextPage = useRef(false);
  useEffect(() => {
    if (!scrollOnNextPage.current) return;
    scrollOnNextPage.current = false;
    window.scrollTo({ top: 0, behavior: 'instant' });
    summaryRef.current?.focus({ preventScroll: true });
  }, [searchContext, summaryRef]);
  return async (page: number) => {
    scrollOnNextPage.current = true;
    if (!(await change({ page }))) scrollOnNextPage.current = false;
  };
}
