import { useEffect, useRef, useState } from 'react';
import { SEARCH_PROGRESS_INTERVAL_MS, SEARCH_PROGRESS_STEP_PERCENT } from '../../../common/domain/constants.ts';

/**
 * The search in flight (search-area.md §4 "Search"): started once per page, the bar
 * advancing SEARCH_PROGRESS_STEP_PERCENT every SEARCH_PROGRESS_INTERVAL_MS until the
 * browser leaves for the results. A page restored from the back-forward cache starts over.
 */
export function useSearchProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  // A Clear posted on a phone is a submission too, but shows no progress.
  const [clearing, setClearing] = useState(false);
  // The guard is a ref: a second submit can arrive before React has re-rendered.
  const started = useRef(false);
  const searching = progress !== null;

  useEffect(() => {
    if (!searching) return;
    const timer = window.setInterval(
      () => setProgress((value) => (value === null ? null : Math.min(100, value + SEARCH_PROGRESS_STEP_PERCENT))),
      SEARCH_PROGRESS_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [searching]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      started.current = false;
      setProgress(null);
      setClearing(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return {
    searching,
    clearing,
    progress: progress ?? 0,
    markClearing: () => setClearing(true),
    /** False when a search is already under way: the caller must not submit again. */
    start: (): boolean => {
      if (started.current) return false;
      started.current = true;
      setProgress(SEARCH_PROGRESS_STEP_PERCENT);
      return true;
    },
  };
}
