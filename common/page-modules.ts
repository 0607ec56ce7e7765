import { pagePaths, type PAGE_ROUTE_PATTERNS } from './routes.ts';

export type PageRoutePattern = Exclude<(typeof PAGE_ROUTE_PATTERNS)[number], '/management'>;

/**
 * The file under web/ that draws each page route (web/app/router.tsx loads it on demand). The
 * server names that file and what it imports in the page it sends, so the browser fetches them
 * with the frame's files instead of after them.
 */
export const PAGE_MODULES = {
  '/management/home/index': 'pages/home/home-page.tsx',
  '/management/search/index': 'pages/search/search-index-page.tsx',
  '/management/search/index/0/-/:searchContext': 'pages/search/search-results-page.tsx',
  '/management/display/index/:offset/:docId/-/:searchContext': 'pages/display/display-page.tsx',
  '/management/display/version/:versionId/:docId': 'pages/display/display-page.tsx',
  '/management/display/version/:versionId/:docId/-/:searchContext': 'pages/display/display-page.tsx',
  '/management/account/organisation': 'pages/account/organisation-page.tsx',
  '/management/collections': 'pages/collections/collections-page.tsx',
  '/management/search/saved': 'pages/saved-searches/saved-searches-page.tsx',
  '/management/watches': 'pages/watches/watches-page.tsx',
  '/management/exports': 'pages/exports/exports-page.tsx',
  '/management/reader/:docId/:versionId': 'pages/reader/reader-page.tsx',
  '/management/metals/:id': 'pages/metal/metal-page.tsx',
  '/management/metal-suppliers/:id': 'pages/metal-supplier/metal-supplier-page.tsx',
  '/management/materials/:id': 'pages/material/material-page.tsx',
  '/management/material-suppliers/:id': 'pages/material-supplier/material-supplier-page.tsx',
  '/management/legislation': 'pages/legislation/legislation-search-page.tsx',
  '/management/legislation/acts/:id': 'pages/legislation/legal-act-page.tsx',
  '/management/legislation/news': 'pages/legislation/legislation-news-page.tsx',
  '/management/legislation/news/:id': 'pages/legislation/legislation-news-item-page.tsx',
  '/management/eu-law': 'pages/eu-law/eu-law-page.tsx',
  '/management/eu-law/saved/:id': 'pages/eu-law/eu-law-saved-search-page.tsx',
  '/management/onboarding': 'pages/onboarding/onboarding-cases-page.tsx',
  '/management/onboarding/:caseId': 'pages/onboarding/onboarding-wizard-page.tsx',
  '/management/invitation/:token': 'pages/invitation/invitation-page.tsx',
  '/management/offline': 'pages/offline/offline-page.tsx',
} as const satisfies Record<PageRoutePattern, string>;

/** What an address no page route matches shows. */
export const NOT_FOUND_MODULE = 'pages/not-found/not-found-page.tsx';

/** Every page file, as PAGE_MODULES and NOT_FOUND_MODULE name them. */
export type PageModule = (typeof PAGE_MODULES)[PageRoutePattern] | typeof NOT_FOUND_MODULE;

/**
 * Pages whose code names no PAGE_ONLY_STRING_SECTIONS string (web/app/string-files.test.ts checks it): they
 * load only a language's main strings file, so a first visit to them downloads less. Every other page also
 * loads the page-only strings before it draws.
 */
export const LEAN_STRING_PAGES: ReadonlySet<PageModule> = new Set<PageModule>([
  'pages/search/search-index-page.tsx',
  'pages/search/search-results-page.tsx',
  'pages/collections/collections-page.tsx',
  'pages/saved-searches/saved-searches-page.tsx',
  'pages/watches/watches-page.tsx',
  'pages/exports/exports-page.tsx',
  'pages/offline/offline-page.tsx',
  'pages/not-found/not-found-page.tsx',
]);

/** The page a visitor without a session sees: the others send them to it to sign in. */
export const PUBLIC_PAGE = pagePaths.home;

/** Pages that need no session (a one-time link's page: the token is the proof); every other sends a visitor without one to PUBLIC_PAGE. */
export const SESSIONLESS_PAGES: ReadonlySet<PageRoutePattern> = new Set<PageRoutePattern>(['/management/home/index', '/management/invitation/:token']);

/** The element of a results page that carries its first answer (server/http/page-data-preloads.ts writes it, web/app/page-variables.ts takes it). */
export const FIRST_RESULTS_ELEMENT_ID = 'normscope-first-results';

/** The element of a display page that carries its document's record (server/http/page-data-preloads.ts writes it, web/app/page-variables.ts takes it). */
export const FIRST_DOCUMENT_ELEMENT_ID = 'normscope-first-document';

/** The element of the home page that carries the dashboard's first answers (server/http/page-data-preloads.ts writes it, web/features/home/first-dashboard.ts takes it). */
export const FIRST_DASHBOARD_ELEMENT_ID = 'normscope-first-dashboard';

/** The reader's opening text the server draws in the page (server/http/page-first-screen.ts) until the app replaces it (web/app/first-screen.ts). */
export const FIRST_SCREEN_TEST_ID = 'first-screen';
