import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { documentPaths } from '../../common/catalogue/document.values.ts';
import type { PageRoutePattern } from '../../common/page-modules.ts';
import { readDisplayRoute, readReaderRoute } from '../../common/page-route-params.ts';
import { tabOfSearchContext } from '../../common/search/search-paths.ts';
import { organisationOverviewQuery } from '../api/account.api.ts';
import { collectionsQuery } from '../api/collections.api.ts';
import { documentQuery } from '../api/documents.api.ts';
import { tourSectionsQuery } from '../api/home.api.ts';
import { readerBookmarksQuery, readerHighlightsQuery, readerOpeningSectionsQuery, readerOutlineQuery, readerUserQuery } from '../api/reader.api.ts';
import { searchResultsQuery } from '../api/search.api.ts';
import { showsFirstScreen } from './first-screen.ts';
import { takeFirstDocument, takeFirstResults } from './page-variables.ts';
import { queryClient } from './query-client.ts';
import { currentProfile } from './session-context.tsx';

type Params = Readonly<Partial<Record<string, string>>>;
/**
 * Starts the calls whose answers a page draws first; a page the server may draw a first screen of
 * answers when the data that screen shows is in.
 */
type Prefetch = (params: Params, url: URL, overFirstScreen: boolean) => Promise<unknown> | void;

/**
 * Fetches what the cache does not hold yet (a later visit of the same page keeps what it has, and
 * the page's own hooks decide when to refresh it); a failure is the page's to show, not the loader's.
 */
function start<T, K extends QueryKey>(options: EnsureQueryDataOptions<T, Error, T, K>): Promise<unknown> {
  return queryClient.ensureQueryData(options).catch(() => undefined);
}

/**
 * The page's first screen is drawn from these answers (the tour's offer too, so nothing is pushed
 * down once drawn); the document from the page itself when it carries it.
 */
function prefetchDocument(params: Params) {
  const route = readDisplayRoute(params);
  const carried = route ? takeFirstDocument(documentPaths.detailOf(route.docId, route.versionId)) : undefined;
  if (route && carried) queryClient.setQueryData(documentQuery(route.docId, route.versionId).queryKey, carried);
  return Promise.all([route && !carried ? start(documentQuery(route.docId, route.versionId)) : null, start(collectionsQuery), start(tourSectionsQuery)]);
}

/**
 * The calls each page makes as soon as it is drawn, with the same query options as the page's
 * own hooks (the page then finds them under way or answered). Only for a signed-in user: the
 * others are sent to sign in.
 */
const PAGE_DATA: Partial<Record<PageRoutePattern, Prefetch>> = {
  // The pages that offer a part of the tour ask whether to with their own data, so the offer is drawn with the page, not into it later.
  // The dashboard's (its accordions and the open ones' contents too, carried by a first visit's page) come with the page's own file.
  '/management/home/index': () =>
    Promise.all([
      start(organisationOverviewQuery),
      import('../pages/home/home-page.tsx').then((page) => page.prefetchDashboard(queryClient)).catch(() => undefined),
    ]),
  '/management/search/index/0/-/:searchContext': ({ searchContext = '' }) => {
    const tab = tabOfSearchContext(searchContext);
    const carried = tab === null ? undefined : takeFirstResults(searchContext);
    if (tab !== null && carried) queryClient.setQueryData(searchResultsQuery(tab, searchContext).queryKey, carried);
    const answer = tab !== null && !carried ? start(searchResultsQuery(tab, searchContext)) : null;
    return Promise.all([answer, start(collectionsQuery), start(tourSectionsQuery)]);
  },
  '/management/display/index/:offset/:docId/-/:searchContext': prefetchDocument,
  '/management/display/version/:versionId/:docId': prefetchDocument,
  '/management/display/version/:versionId/:docId/-/:searchContext': prefetchDocument,
  '/management/collections': () => Promise.all([start(collectionsQuery), start(tourSectionsQuery)]),
  '/management/reader/:docId/:versionId': (params, url, overFirstScreen) => {
    const profile = currentProfile();
    const route = readReaderRoute(params);
    if (!profile || !route) return start(readerUserQuery);
    const scope = { ...route, subId: profile.subId };
    // The sections the server drew (named by the outline, preloaded by the page) are the reader's
    // first ones; elsewhere the reader's section loader asks for its sections itself.
    const opensAtStart = overFirstScreen && !url.searchParams.has('section');
    const outline = queryClient.ensureQueryData(readerOutlineQuery(scope)).then((answer) =>
      opensAtStart && answer.tableOfContents.length > 0 ? queryClient.ensureQueryData(readerOpeningSectionsQuery(scope, answer.tableOfContents)) : null,
    );
    const calls = [queryClient.ensureQueryData(readerUserQuery), queryClient.ensureQueryData(readerBookmarksQuery(scope)), queryClient.ensureQueryData(readerHighlightsQuery(scope)), outline];
    return Promise.allSettled(calls);
  },
};

const FIRST_SCREEN_WAIT_MS = 4000;

/**
 * A route's loader that starts its page's calls while the page's code downloads, instead of once
 * the page is drawn: the answers arrive one round trip and one drawing sooner. It returns at
 * once (the page shows its own loading state), so it never holds a navigation, except the first
 * one over a first screen drawn by the server.
 */
export function pageDataLoader(pattern: PageRoutePattern): LoaderFunction | undefined {
  const prefetch = PAGE_DATA[pattern];
  if (!prefetch) return undefined;
  return async ({ params, request }) => {
    if (!currentProfile()) return null;
    const overFirstScreen = showsFirstScreen();
    const drawn = prefetch(params, new URL(request.url), overFirstScreen);
    // Over a first screen the server drew, the app's first drawing waits for that screen's data, so
    // it replaces it with the same content rather than with a loading state; a slow answer does
    // not keep the app from the user longer than FIRST_SCREEN_WAIT_MS.
    if (drawn && overFirstScreen) await Promise.race([drawn, new Promise((resolve) => window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
    return null;
  };
}
