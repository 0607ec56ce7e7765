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
