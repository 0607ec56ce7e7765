import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagePaths } from '../../../common/routes.ts';
import type { ResultsTab } from '../../../common/search/search-criteria.contract.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { fetchSearchResults } from '../../api/search.api.ts';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast } from '../../components/ui/toast.ts';
import type { CriteriaChanges } from './facet-draft.ts';
import { useNavigateIfStillHere } from './use-navigate-if-still-here.ts';

/**
 * Changing a facet, the page or the order (search-area.md §7): the server answers the
 * new state with a new search context, which becomes a new history entry so the URL
 * stays bookmarkable and Back returns to the previous state. The answer seeds the cache
 * for the new URL, so the page does not ask twice.
 */
export function useResultsNavigation(tab: ResultsTab | null, searchContext: string) {
  const queryClient = useQueryClient();
  const here = useNavigateIfStillHere();
  const errorText = useErrorText();
  const mutation = useMutation({
    mutationFn: (input: { tab: ResultsTab; searchContext: string; changes: CriteriaChanges; from: string | null }) =>
      fetchSearchResults(input.tab, input.searchContext, input.changes),
    onSuccess: (next: SearchResults, input) => {
      queryClient.setQueryData(['search', next.tab, next.searchContext], next);
      if (next.searchContext !== input.searchContext) here.navigateIfStillHere(input.from, pagePaths.searchResults(next.searchContext));
    },
    onError: (error) => {
      // A 401 already sends the browser to sign in.
      if (error instanceof ApiRequestError && error.code === 401) return;
      showErrorToast(errorText(error));
    },
  });

  /** Resolves true once the new state is on screen, false when the change failed (already reported). */
  const change = async (changes: CriteriaChanges): Promise<boolean> => {
    if (!tab) return false;
    try {
      await mutation.mutateAsync({ tab, searchContext, changes, from: here.markHere() });
      return true;
    } catch {
      return false;
    }
  };

  return { change, isChanging: mutation.isPending };
}

export type ResultsNavigation = ReturnType<typeof useResultsNavigation>;
