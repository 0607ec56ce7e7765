import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialsSearchResults, MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { fetchMaterialsResults, materialsResultsKey } from '../../api/materials.api.ts';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast } from '../../components/ui/toast.ts';
import { changeFields, type MaterialsChanges } from './materials-facets.ts';
import { useNavigateIfStillHere } from '../search-results/use-navigate-if-still-here.ts';

/**
 * Changing a facet, the page or the order of a metals search (search-area.md §7): the current
 * context and the change go to the tab's search, whose answer names the new context; that becomes
 * a new history entry (bookmarkable, Back returns), its answer already in the cache.
 */
export function useMaterialsNavigation(tab: MaterialsSearchTab, searchContext: string) {
  const queryClient = useQueryClient();
  const here = useNavigateIfStillHere();
  const errorText = useErrorText();
  const mutation = useMutation({
    mutationFn: (input: { searchContext: string; changes: MaterialsChanges; from: string | null }) => fetchMaterialsResults(tab, input.searchContext, changeFields(tab, input.changes)),
    onSuccess: (next: MaterialsSearchResults, input) => {
      queryClient.setQueryData(materialsResultsKey(next.tab, next.searchContext), next);
      if (next.searchContext !== input.searchContext) here.navigateIfStillHere(input.from, pagePaths.searchResults(next.searchContext));
    },
    onError: (error) => {
      // A 401 already sends the browser to sign in.
      if (error instanceof ApiRequestError && error.code === 401) return;
      showErrorToast(errorText(error));
    },
  });

  /** Resolves true once the new state is on screen, false when the change failed (already reported). */
  const change = async (changes: MaterialsChanges): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ searchContext, changes, from: here.markHere() });
      return true;
    } catch {
      return false;
    }
  };

  return { change, isChanging: mutation.isPending };
}

export type MaterialsNavigation = ReturnType<typeof useMaterialsNavigation>;
