import { legislationPagePaths } from './legislation/legislation.values.ts';

/** Page routes of the web app (search-area.md §2). The server serves the SPA for exactly these. */
export const MANAGEMENT_BASE = '/management';

export const PAGE_ROUTE_PATTERNS = [
  '/management',
  '/management/home/index',
  '/management/search/index',
  '/management/search/index/0/-/:searchContext',
  '/management/display/index/:offset/:docId/-/:searchContext',
  '/management/display/version/:versionId/:docId',
  '/management/display/version/:versionId/:docId/-/:searchContext',
  '/management/account/organisation',
  '/management/collections',
  '/management/search/saved',
  '/management/watches',
  '/management/exports',
  '/management/reader/:docId/:versionId',
  '/management/metals/:id',
  '/management/metal-suppliers/:id',
  '/management/materials/:id',
  '/management/material-suppliers/:id',
  '/management/legislation',
  '/management/legislation/acts/:id',
  '/management/legislation/news',
  '/management/legislation/news/:id',
  '/management/eu-law',
  '/management/eu-law/saved/:id',
  '/management/onboarding',
  '/management/onboarding/:caseId',
  '/management/invitation/:token',
  '/management/offline',
] as const;

export const pagePaths = {
  home: '/management/home/index',
  searchIndex: '/management/search/index',
  searchResults: (searchContext: string) => `/management/search/index/0/-/${searchContext}`,
  display: (offset: number, docId: number | string, searchContext: string) =>
    `/management/display/index/${offset}/${docId}/-/${searchContext}`,
  /** Links to historic versions omit the search context (search-area.md §2). */
  version: (versionId: number | string, docId: number | string, searchContext?: string) =>
    searchContext
      ? `/management/display/version/${versionId}/${docId}/-/${searchContext}`
      : `/management/display/version/${versionId}/${docId}`,
  organisation: '/management/account/organisation',
  /** Offline mode (issue 22): the network is unreachable; what this browser holds to read offline. */
  offline: '/management/offline',
  /** The user's personal and company collections (create, rename, delete, notes and tags). */
  collections: '/management/collections',
  /** My saved searches (user menu): the dashboard's saved-search table until the home dashboard exists. */
  savedSearches: '/management/search/saved',
  /** Watched documents (user menu) with their current status. */
  watchedDocuments: '/management/watches',
  /** The user's exports, downloadable until they expire. */
  exports: '/management/exports',
  /**
   * The document reader of a version with full text; `section` deep-links to a section (common/reader/reader-paths.ts),
   * `quote` marks a passage of it (an AI answer's citation).
   */
  /** A metal's page: its composition, properties, governing standard and suppliers. */
  metal: (id: number | string) => `/management/metals/${id}`,
  /** A metal supplier's page: what it offers and the metals it stocks. */
  metalSupplier: (id: number | string) => `/management/metal-suppliers/${id}`,
  /** A material's page: its lists, properties by group, governing standard and suppliers. */
  material: (id: number | string) => `/management/materials/${id}`,
  /** A material supplier's page: the materials it offers. */
  materialSupplier: (id: number | string) => `/management/material-suppliers/${id}`,
  /** The legislation library's search (its criteria in the query string), an act, the regulatory news and one item. */
  legislation: legislationPagePaths.legislation,
  legislationSearch: legislationPagePaths.legislationSearch,
  legalAct: legislationPagePaths.act,
  legislationNews: legislationPagePaths.news,
  legislationNewsItem: legislationPagePaths.newsItem,
  /** The user's saved EU-law searches, and one of them run. */
  euLaw: legislationPagePaths.euLaw,
  euLawSavedSearch: legislationPagePaths.euLawSavedSearch,
  /** Operators only: the onboarding cases, open and finished, and one case's wizard. */
  onboarding: '/management/onboarding',
  onboardingCase: (caseId: string) => `/management/onboarding/${caseId}`,
  /** A one-time link's page (set a first password, or join an organisation); no session needed. */
  invitation: (token: string) => `/management/invitation/${token}`,
  reader: (docId: number | string, versionId: number | string, sectionKey?: string | null, quote?: string | null) => {
    const query = new URLSearchParams();
    if (sectionKey) query.set('section', sectionKey);
    if (sectionKey && quote) query.set('quote', quote);
    const text = query.toString();
    return `/management/reader/${docId}/${versionId}${text ? `?${text}` : ''}`;
  },
} as const;

