import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMatch } from 'react-router';
import type { MaterialsSearchResults } from '../../../common/materials/materials-search.contract.ts';
import { materialsTabOfSearchContext } from '../../../common/materials/materials-search.values.ts';
import { tabOfSearchContext } from '../../../common/search/search-paths.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { materialsResultsQuery } from '../../api/materials.api.ts';
import { useSearchResults } from '../../api/search.api.ts';

const RESULTS_ROUTE = '/management/search/index/0/-/:searchContext';

/** The last search a results page showed, which the search bar holds ready to refine. */
export type ShownSearch = { key: string; results: SearchResults | MaterialsSearchResults };

/**
 * The search the results page shows, kept on the pages visited afterwards until another search
 * is shown. Followed by the frame, so a search bar first opened later still starts from it. The
 * results are the page's own query (the same cache entry), standards or metals.
 */
export function useShownSearch(): ShownSearch | null {
  const match = useMatch(RESULTS_ROUTE);
  const searchContext = match?.params.searchContext ?? '';
  const materialsTab = searchContext === '' ? null : materialsTabOfSearchContext(searchContext);
  const standards = useSearchResults(searchContext === '' || materialsTab ? null : tabOfSearchContext(searchContext), searchContext).data;
  const materials = useQuery({ ...materialsResultsQuery(materialsTab ?? 'metals', searchContext), enabled: materialsTab !== null }).data;
  const results = materialsTab ? materials : standards;
  const [shown, setShown] = useState<ShownSearch | null>(null);
  if (match && results && !('redirect' in results && results.redirect) && results.searchContext !== shown?.key) {
    setShown({ key: results.searchContext, results });
  }
  return shown;
}
