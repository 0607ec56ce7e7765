import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { PageRoutePattern } from '../../common/page-modules.ts';
import { readDisplayRoute, readReaderRoute } from '../../common/page-route-params.ts';
import { tabOfSearchContext } from '../../common/search/search-paths.ts';
import { organisationOverviewQuery } from '../api/account.api.ts';
import { collectionsQuery } from '../api/collections.api.ts';
import { documentQuery } from '../api/documents.api.ts';
import { readerOutlineQuery, readerUserQuery } from '../api/reader.api.ts';
import { searchResultsQuery } from '../api/search.api.ts';
import { takeFirstResults } from './page-variables.ts';
import { queryClient } from './query-client.ts';
import { currentProfile } from './session-context.tsx';

type Params = Readonly<Partial<Record<string, string>>>;
/** Starts the calls whose answers a page draws first. */
type Prefetch = (params: Params) => void;

/**
 * Fetches what the cache does not hold yet (a later visit of the same page keeps what it has, and
 * the page's own hooks decide when to refresh it); a failure is the page's to show, not the loader's.
 */
function start<T, K extends QueryKey>(options: EnsureQueryDataOptions<T, Error, T, K>): void {
  queryClient.ensureQueryData(options).catch(() => undefined);
}

function prefetchDocument(params: Params) {
  const route = readDisplayRoute(params);
  if (route) start(documentQuery(route.docId, route.versionId));
  start(collectionsQuery);
}

/**
 * The calls each page makes as soon as it is drawn, with the same query options as the page's
 * own hooks (the page then finds them under way or answered). Only for a signed-in user: the
 * others are sent to sign in.
 */
const PAGE_DATA: Partial<Record<PageRoutePattern, Prefetch>> = {
  '/management/home/index': () => start(organisationOverviewQuery),
  '/management/search/index/0/-/:searchContext': ({ searchContext = '' }) => {
    const tab = tabOfSearchContext(searchContext);
    const carried = tab === null ? undefined : takeFirstResults(searchContext);
    if (tab !== null && carried) queryClient.setQueryData(searchResultsQuery(tab, searchContext).queryKey, carried);
    else if (tab !== null) start(searchResultsQuery(tab, searchContext));
    start(collectionsQuery);
  },
  '/management/display/index/:offset/:docId/-/:searchContext': prefetchDocument,
  '/management/display/version/:versionId/:docId': prefetchDocument,
  '/management/display/version/:versionId/:docId/-/:searchContext': prefetchDocument,
  '/management/collections': () => start(collectionsQuery),
  '/management/reader/:docId/:versionId': (params) => {
    const profile = currentProfile();
    const route = readReaderRoute(params);
    start(readerUserQuery);
    if (profile && route) start(readerOutlineQuery({ ...route, subId: profile.subId }));
  },
};

/**
 * A route's loader that starts its page's calls while the page's code downloads, instead of once
 * the page is drawn: the answers arrive one round trip and one drawing sooner. It returns at
 * once (the page shows its own loading state), so it never holds a navigation.
 */
export function pageDataLoader(pattern: PageRoutePattern): LoaderFunction | undefined {
  const prefetch = PAGE_DATA[pattern];
  if (!prefetch) return undefined;
  return ({ params }) => {
    if (currentProfile()) prefetch(params);
    return null;
  };
}
