/*
 * The display page's plain values, without zod: the web app imports them from here, so no schema
 * is built in the browser; document.contract.ts re-exports them for the server.
 */

export const documentPaths = {
  /** GET: the display page's document; it only reads. */
  detail: (docId: number | string) => `/management/api/documents/${docId}`,
  /** The detail call for one version (none: the current one), as the app makes it and the page's preload names it. */
  detailOf: (docId: number, versionId?: number) => `/management/api/documents/${docId}${versionId ? `?versionId=${versionId}` : ''}`,
  /** POST (with the nonce, empty body): the display page showed the document; answers DocumentViewRecorded. */
  views: (docId: number | string) => `/management/api/documents/${docId}/views`,
} as const;

/** What recording a view answers: the recently viewed list and "most viewed" ordering count it. */
export type DocumentViewRecorded = { docId: number; recorded: true };
