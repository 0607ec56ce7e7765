import { createBrowserRouter, Navigate } from 'react-router';
import { pagePaths } from '../../common/routes.ts';
import { OrganisationPage } from '../pages/account/organisation-page.tsx';
import { CollectionsPage } from '../pages/collections/collections-page.tsx';
import { DisplayPage } from '../pages/display/display-page.tsx';
import { ExportsPage } from '../pages/exports/exports-page.tsx';
import { HomePage } from '../pages/home/home-page.tsx';
import { NotFoundPage } from '../pages/not-found/not-found-page.tsx';
import { ReaderPage } from '../pages/reader/reader-page.tsx';
import { SavedSearchesPage } from '../pages/saved-searches/saved-searches-page.tsx';
import { SearchIndexPage } from '../pages/search/search-index-page.tsx';
import { SearchResultsPage } from '../pages/search/search-results-page.tsx';
import { WatchesPage } from '../pages/watches/watches-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RequireSession } from './require-session.tsx';

/** The routes of search-area.md §2; the server serves this app for exactly the patterns in common/routes.ts. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { path: '/management', element: <Navigate to={pagePaths.home} replace /> },
        { path: pagePaths.home, element: <HomePage /> },
        { path: pagePaths.searchIndex, element: <RequireSession><SearchIndexPage /></RequireSession> },
        { path: '/management/search/index/0/-/:searchContext', element: <RequireSession><SearchResultsPage /></RequireSession> },
        { path: '/management/display/index/:offset/:docId/-/:searchContext', element: <RequireSession><DisplayPage /></RequireSession> },
        { path: '/management/display/version/:versionId/:docId', element: <RequireSession><DisplayPage /></RequireSession> },
        { path: '/management/display/version/:versionId/:docId/-/:searchContext', element: <RequireSession><DisplayPage /></RequireSession> },
        { path: pagePaths.organisation, element: <RequireSession><OrganisationPage /></RequireSession> },
        { path: pagePaths.collections, element: <RequireSession><CollectionsPage /></RequireSession> },
        { path: pagePaths.watchedDocuments, element: <RequireSession><WatchesPage /></RequireSession> },
        { path: pagePaths.savedSearches, element: <RequireSession><SavedSearchesPage /></RequireSession> },
        { path: pagePaths.exports, element: <RequireSession><ExportsPage /></RequireSession> },
        { path: '/management/reader/:docId/:versionId', element: <RequireSession><ReaderPage /></RequireSession> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
