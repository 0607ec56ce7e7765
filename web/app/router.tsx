import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { NOT_FOUND_MODULE, PAGE_MODULES, type PageModule, type PageRoutePattern } from '../../common/page-modules.ts';
import { pagePaths } from '../../common/routes.ts';
import { OfflineGate } from '../features/offline-reading/offline-gate.tsx';
import { loadPageStrings } from './i18n.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { pageDataLoader } from './page-data.ts';
import { RequireSession } from './require-session.tsx';
import { PageLoadFailed, PageLoading } from './route-states.tsx';

/**
 * Each page is its own file, fetched when its route is first visited: a first visit downloads the
 * frame (layout, header) and the one page it shows (the server names that file in the page, so
 * the browser fetches it alongside the frame's), and its loader starts the page's first calls
 * meanwhile (page-data.ts). The router fetches a page's file before
 * switching to it, so a navigation keeps the current page on screen until the next is ready.
 */
const PAGE_FILES: Record<PageModule, () => Promise<ComponentType>> = {
  'pages/home/home-page.tsx': () => import('../pages/home/home-page.tsx').then((m) => m.HomePage),
  'pages/search/search-index-page.tsx': () => import('../pages/search/search-index-page.tsx').then((m) => m.SearchIndexPage),
  'pages/search/search-results-page.tsx': () => import('../pages/search/search-results-page.tsx').then((m) => m.SearchResultsPage),
  'pages/display/display-page.tsx': () => import('../pages/display/display-page.tsx').then((m) => m.DisplayPage),
  'pages/account/organisation-page.tsx': () => import('../pages/account/organisation-page.tsx').then((m) => m.OrganisationPage),
  'pages/collections/collections-page.tsx': () => import('../pages/collections/collections-page.tsx').then((m) => m.CollectionsPage),
  'pages/watches/watches-page.tsx': () => import('../pages/watches/watches-page.tsx').then((m) => m.WatchesPage),
  'pages/saved-searches/saved-searches-page.tsx': () => import('../pages/saved-searches/saved-searches-page.tsx').then((m) => m.SavedSearchesPage),
  'pages/exports/exports-page.tsx': () => import('../pages/exports/exports-page.tsx').then((m) => m.ExportsPage),
  'pages/reader/reader-page.tsx': () => import('../pages/reader/reader-page.tsx').then((m) => m.ReaderPage),
  'pages/metal/metal-page.tsx': () => import('../pages/metal/metal-page.tsx').then((m) => m.MetalPage),
  'pages/metal-supplier/metal-supplier-page.tsx': () => import('../pages/metal-supplier/metal-supplier-page.tsx').then((m) => m.MetalSupplierPage),
  'pages/material/material-page.tsx': () => import('../pages/material/material-page.tsx').then((m) => m.MaterialPage),
  'pages/material-supplier/material-supplier-page.tsx': () => import('../pages/material-supplier/material-supplier-page.tsx').then((m) => m.MaterialSupplierPage),
  'pages/legislation/legislation-search-page.tsx': () => import('../pages/legislation/legislation-search-page.tsx').then((m) => m.LegislationSearchPage),
  'pages/legislation/legal-act-page.tsx': () => import('../pages/legislation/legal-act-page.tsx').then((m) => m.LegalActPage),
  'pages/legislation/legislation-news-page.tsx': () => import('../pages/legislation/legislation-news-page.tsx').then((m) => m.LegislationNewsPage),
  'pages/legislation/legislation-news-item-page.tsx': () => import('../pages/legislation/legislation-news-item-page.tsx').then((m) => m.LegislationNewsItemPage),
  'pages/eu-law/eu-law-page.tsx': () => import('../pages/eu-law/eu-law-page.tsx').then((m) => m.EuLawPage),
  'pages/eu-law/eu-law-saved-search-page.tsx': () => import('../pages/eu-law/eu-law-saved-search-page.tsx').then((m) => m.EuLawSavedSearchPage),
  'pages/onboarding/onboarding-cases-page.tsx': () => import('../pages/onboarding/onboarding-cases-page.tsx').then((m) => m.OnboardingCasesPage),
  'pages/onboarding/onboarding-wizard-page.tsx': () => import('../pages/onboarding/onboarding-wizard-page.tsx').then((m) => m.OnboardingWizardPage),
  'pages/invitation/invitation-page.tsx': () => import('../pages/invitation/invitation-page.tsx').then((m) => m.InvitationPage),
  'pages/offline/offline-page.tsx': () => import('../pages/offline/offline-page.tsx').then((m) => m.OfflinePage),
  'pages/not-found/not-found-page.tsx': () => import('../pages/not-found/not-found-page.tsx').then((m) => m.NotFoundPage),
};

function page(module: PageModule): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  // On the page's own route, so what wraps it (RequireSession) already acts while the file downloads.
  // The page's strings beyond the main file (i18n.ts) download beside its code.
  return { lazy: async () => ({ Component: (await Promise.all([PAGE_FILES[module](), loadPageStrings(module)]))[0] }), hydrateFallbackElement: <PageLoading /> };
}

const route = (path: PageRoutePattern): RouteObject => ({ path, loader: pageDataLoader(path), ...page(PAGE_MODULES[path]) });

/**
 * The routes of search-area.md §2; the server serves this app for exactly the patterns in common/routes.ts.
 * Created before the translations are loaded, so the first page's file downloads alongside them.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        {
          // Under the layout, so the header stays usable when a page failed to load.
          errorElement: <PageLoadFailed />,
          // Offline mode (issue 22) leads every page but the reader to the offline page.
          element: <OfflineGate />,
          children: [
            { path: '/management', element: <Navigate to={pagePaths.home} replace /> },
            route('/management/home/index'),
            route('/management/invitation/:token'),
            route('/management/offline'),
            {
              element: (
                <RequireSession>
                  <Outlet />
                </RequireSession>
              ),
              children: [
                route('/management/search/index'),
                route('/management/search/index/0/-/:searchContext'),
                route('/management/display/index/:offset/:docId/-/:searchContext'),
                route('/management/display/version/:versionId/:docId'),
                route('/management/display/version/:versionId/:docId/-/:searchContext'),
                route('/management/account/organisation'),
                route('/management/collections'),
                route('/management/watches'),
                route('/management/search/saved'),
                route('/management/exports'),
                route('/management/reader/:docId/:versionId'),
                route('/management/metals/:id'),
                route('/management/metal-suppliers/:id'),
                route('/management/materials/:id'),
                route('/management/material-suppliers/:id'),
                route('/management/legislation'),
                route('/management/legislation/acts/:id'),
                route('/management/legislation/news'),
                route('/management/legislation/news/:id'),
                route('/management/eu-law'),
                route('/management/eu-law/saved/:id'),
                route('/management/onboarding'),
                route('/management/onboarding/:caseId'),
              ],
            },
            { path: '*', ...page(NOT_FOUND_MODULE) },
          ],
        },
      ],
    },
  ]);
}
