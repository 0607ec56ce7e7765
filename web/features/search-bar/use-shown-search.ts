import { useState } from 'react';
import { useMatch } from 'react-router';
import { tabOfSearchContext } from '../../../common/search/search-paths.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { useSearchResults } from '../../api/search.api.ts';

const RESULTS_ROUTE = '/management/search/index/0/-/:searchContext';

/** The last search a results page showed, which the search bar holds ready to refine. */
export type ShownSearch = { key: string; results: SearchResults };

/**
 * The search the results page shows, kept on the pages visited afterwards until another search
 * is shown. Followed by the frame, so a search bar first opened later still starts from it.
 */
export function useShownSearch(): ShownSearch | null {
  const match = useMatch(RESULTS_ROUTE);
  const searchContext = match?.params.searchContext ?? '';
  const results = useSearchResults(searchContext === '' ? null : tabOfSearchContext(searchContext), searchContext).data;
  const [shown, setShown] = useState<ShownSearch | null>(null);
  if (match && results && !results.redirect && results.searchContext !== shown?.key) {
    setShown({ key: results.searchContext, results });
  }
  return shown;
}
