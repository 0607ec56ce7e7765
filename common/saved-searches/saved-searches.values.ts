import { pagePaths } from '../routes.ts';

/*
 * The saved searches' plain values: the paths and the save form's field names, without zod. The
 * web app imports them from here, so no schema is built in the browser; saved-searches.contract.ts
 * re-exports them for the server.
 */

/** Saved searches and favourites (search-area.md §7 "Save a search", portal-area.md §7). */
export const savedSearchPaths = {
  /** Saving posts to the search's own results page (search-area.md §7). */
  save: (searchContext: string) => pagePaths.searchResults(searchContext),
  list: '/management/search/savedSearches',
  edit: (id: number | string) => `/management/search/editInquiry/${id}`,
  remove: (id: number | string) => `/management/search/deleteSavedSearch/${id}`,
  favourite: (id: number | string) => `/management/reports/favourite/${id}`,
  /** A GET that changes state, as the spec has it; it still needs the session's nonce header. */
  unFavourite: (id: number | string) => `/management/reports/unFavourite/${id}`,
} as const;

/** The save-search form's field names (search-area.md §7). */
export const SAVE_SEARCH_FIELDS = {
  notify: 'save_search_notify',
  name: 'save_search_name',
  /** The results tab the modal was opened on; it must be the search context's. */
  selection: 'save_search_sel',
  /** Marks the post as a save (the same URL shows the results page). */
  submit: 'onclk_saveSearch',
  nonce: 'nonce',
} as const;
