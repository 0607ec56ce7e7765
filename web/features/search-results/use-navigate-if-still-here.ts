import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A change of the results (a facet, a page, the order) answers after a moment; by then the user
 * may have followed a record's link or gone Back. The answer's navigation must not pull them back
 * to the results, so it only happens while the page that asked is still the one on screen.
 */
export function useNavigateIfStillHere() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef<string | null>(location.key);

  useEffect(() => {
    current.current = location.key;
    return () => {
      current.current = null;
    };
  }, [location.key]);

  /** The mark of the page on screen, taken when a change is asked for. */
  const markHere = useCallback(() => current.current, []);
  const navigateIfStillHere = useCallback(
    (mark: string | null, to: string) => {
      if (mark !== null && mark === current.current) void navigate(to);
    },
    [navigate],
  );
  return { markHere, navigateIfStillHere };
}
