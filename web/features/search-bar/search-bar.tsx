import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useMatch } from 'react-router';
import { tabOfSearchContext } from '../../../common/search/search-paths.ts';
import { useSearchResults } from '../../api/search.api.ts';
import { RecentlyViewedList } from './recently-viewed-list.tsx';
import { seedFromResults } from './search-bar-filters.ts';
import { SearchBarForm } from './search-bar-form.tsx';
import type { SearchBarSeed } from './use-search-bar-state.ts';

const RESULTS_ROUTE = '/management/search/index/0/-/:searchContext';

/**
 * On the results page the bar holds the search shown, ready to refine; it keeps those
 * fields on the pages visited afterwards, until another search is shown.
 */
function useShownSearch(): { key: string; seed: SearchBarSeed } | null {
  const match = useMatch(RESULTS_ROUTE);
  const searchContext = match?.params.searchContext ?? '';
  const results = useSearchResults(searchContext === '' ? null : tabOfSearchContext(searchContext), searchContext).data;
  const [shown, setShown] = useState<{ key: string; seed: SearchBarSeed } | null>(null);
  if (match && results && !results.redirect && results.searchContext !== shown?.key) {
    setShown({ key: results.searchContext, seed: seedFromResults(results) });
  }
  return shown;
}

/** The search bar (search-area.md §2): the form, then the recently viewed documents. */
export function SearchBar() {
  const shown = useShownSearch();
  return (
    <Stack gap="md">
      <SearchBarForm key={shown?.key ?? 'new'} seed={shown?.seed ?? null} />
      <RecentlyViewedList />
    </Stack>
  );
}
