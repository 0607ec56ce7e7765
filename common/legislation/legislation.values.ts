/**
 * The legislation and EU-law add-ons (portal-area.md §2, §3, §7, §8): plain values shared by the
 * server and the web app (no zod here, so the browser never builds the schemas).
 */

/** The two add-ons of the nine-dots switcher: the legislation library ("Lawlex") and EU law ("Eurlex"). */
export const LEGISLATION_ADD_ONS = ['legislation', 'euLaw'] as const;
export type LegislationAddOn = (typeof LEGISLATION_ADD_ONS)[number];

/** errorCode of a legislation list (portal-area.md §2): absent when the list could be read. */
export const LEGISLATION_ERROR_CODES = { notRegistered: 1, somethingWentWrong: 2, notActive: 3 } as const;
export type LegislationErrorCode = (typeof LEGISLATION_ERROR_CODES)[keyof typeof LEGISLATION_ERROR_CODES];

/** The three panels of the legislation accordion, and the add-on each belongs to. */
export const LEGISLATION_PANELS = ['recentSearches', 'regulatoryNewsFeed', 'euLawSavedSearches'] as const;
export type LegislationPanel = (typeof LEGISLATION_PANELS)[number];
export const LEGISLATION_PANEL_ADD_ON: Record<LegislationPanel, LegislationAddOn> = {
  recentSearches: 'legislation',
  regulatoryNewsFeed: 'legislation',
  euLawSavedSearches: 'euLaw',
};

/** The module a click is logged under (addToIpdLog moduleName, redirect module). */
export const LEGISLATION_MODULES = ['recentSearches', 'regulatoryNewsFeed', 'euLawSavedSearches', 'appSwitcher'] as const;
export type LegislationModule = (typeof LEGISLATION_MODULES)[number];

/** The spec's calls (portal-area.md §7), all under /management. */
export const ipdPaths = {
  recentSearches: '/management/ipd/getLawlexRecentSearch',
  regulatoryNewsFeed: '/management/ipd/getLawlexRegulatoryNewsFeed',
  euLawSavedSearches: '/management/ipd/getEurlexSavedSearch',
  redirectToLegislation: '/management/ipd/redirectToLawlex',
  redirectToEuLaw: '/management/ipd/redirectToEurlex',
  log: '/management/ipd/addToIpdLog',
  status: '/management/ipd/getLawlexStatus',
} as const;

/** The list call of each panel. */
export const LEGISLATION_PANEL_PATHS: Record<LegislationPanel, string> = {
  recentSearches: ipdPaths.recentSearches,
  regulatoryNewsFeed: ipdPaths.regulatoryNewsFeed,
  euLawSavedSearches: ipdPaths.euLawSavedSearches,
};

/**
 * The add-on dashboards inside Normscope (the pages the redirect calls lead to). The built-in
 * connector's item and See more links point here; the allow-list admits them.
 */
export const legislationPagePaths = {
  /** The legislation dashboard: search acts (words, identifier, type, date, subject) with facets, recent searches. */
  legislation: '/management/legislation',
  /** A search of acts, its criteria in the query string (what a recent search re-runs). */
  legislationSearch: (query: string) => `/management/legislation${query ? `?${query}` : ''}`,
  act: (id: number | string) => `/management/legislation/acts/${id}`,
  /** The regulatory newsfeed reader; `item` opens one item. */
  news: '/management/legislation/news',
  newsItem: (id: number | string) => `/management/legislation/news/${id}`,
  /** The EU-law dashboard: saved EU-law searches and the search itself. */
  euLaw: '/management/eu-law',
  euLawSavedSearch: (id: number | string) => `/management/eu-law/saved/${id}`,
} as const;

/** The legislation library's own calls (search, act page, newsfeeds, saved EU-law searches), all under /management/api. */
export const legislationApiPaths = {
  search: '/management/api/legislation/search',
  act: (id: number | string) => `/management/api/legislation/acts/${id}`,
  feeds: '/management/api/legislation/feeds',
  feed: (id: number | string) => `/management/api/legislation/feeds/${id}`,
  newsItems: '/management/api/legislation/news',
  newsItem: (id: number | string) => `/management/api/legislation/news/${id}`,
  savedSearches: '/management/api/eu-law/saved-searches',
  savedSearch: (id: number | string) => `/management/api/eu-law/saved-searches/${id}`,
  runSavedSearch: (id: number | string) => `/management/api/eu-law/saved-searches/${id}/run`,
} as const;

/** Acts per page of a library search, and the subjects its facet lists. */
export const LEGISLATION_PAGE_SIZE = 20;
export const LEGISLATION_SUBJECT_FACET_SIZE = 20;
/** Feed items per page of the newsfeed reader. */
export const LEGISLATION_NEWS_PAGE_SIZE = 20;
/** The longest name of a saved EU-law search (portal-area.md §9). */
export const LEGISLATION_SAVED_SEARCH_NAME_MAX = 50;
export const LEGISLATION_SORTS = ['relevance', 'newest', 'oldest'] as const;
export const LEGISLATION_IN_FORCE = ['yes', 'no', 'unknown'] as const;

/** What an act page shows of where its data came from (the shared data README's terms), by the act's source. */
export const LEGISLATION_ATTRIBUTIONS: Record<string, string> = {
  'eurlex-2004-2019': 'Source: EUR-Lex, © European Union; compiled by D. Toshkov (2019); EuroVoc © European Union',
  'eurlex-current': '© European Union (EUR-Lex/Cellar); compilation: Lex project, github.com/SFHAJJI/lex-corpus-eu-eurlex, CC BY 4.0; EuroVoc © European Union',
  demo: 'Demo data: titles and numbers from EUR-Lex, © European Union; the other fields are illustrative.',
};

/** Seats on the add-ons: the organisation page's seat management and the members' seat requests (all under /management/api). */
export const legislationSeatPaths = {
  /** GET: the organisation's members with their seat on each add-on, and the seat requests (admins only). */
  seats: '/management/api/legislation/seats',
  /** POST: an admin sets a member's seat on an add-on (none, active or inactive). */
  seat: (userId: number | string) => `/management/api/legislation/seats/${userId}`,
  /** POST: a member asks the admins for a seat on an add-on. */
  seatRequests: '/management/api/legislation/seat-requests',
  /** POST: an admin approves or declines a pending seat request. */
  seatDecision: (requestId: number | string) => `/management/api/legislation/seat-requests/${requestId}/decision`,
} as const;

/** A member's seat on one add-on: none (not registered), active, or inactive (suspended). */
export const LEGISLATION_SEAT_STATES = ['none', 'active', 'inactive'] as const;
export type LegislationSeatState = (typeof LEGISLATION_SEAT_STATES)[number];
export const LEGISLATION_SEAT_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type LegislationSeatRequestStatus = (typeof LEGISLATION_SEAT_REQUEST_STATUSES)[number];
