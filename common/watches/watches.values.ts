/*
 * The watches' plain values: the path, the page size and the change kinds, without zod. The web
 * app imports them from here, so no schema is built in the browser; watches.contract.ts builds
 * its schemas from them and re-exports them for the server.
 */

export const watchPaths = {
  /** The caller's watched documents, a page at a time (GET, `?page=`). */
  list: '/management/api/watches',
} as const;

/** Watched documents shown per page: a user may watch hundreds. */
export const WATCHES_PAGE_SIZE = 50;

/** The document events a watch mails about; 'added' is not a change to a watched document. */
export const WATCHED_CHANGE_KINDS = ['newEdition', 'superseded', 'withdrawn', 'amended', 'statusChanged'] as const;
