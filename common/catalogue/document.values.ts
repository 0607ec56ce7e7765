/*
 * The display page's plain values, without zod: the web app imports them from here, so no schema
 * is built in the browser; document.contract.ts re-exports them for the server.
 */

export const documentPaths = {
  /** GET: the display page's document; it only reads. */
  detail: (docId: number | string) => `/management/api/documents/${docId}`,
  /** POST (with the nonce, empty body): the display page showed the document; answers DocumentViewRecorded. */
  views: (docId: number | string) => `/management/api/documents/${docId}/views`,
} as const;

/** What recording a view answers: the recently viewed list and "most viewed" ordering count it. */
export type DocumentViewRecorded = { docId: number; recorded: true };
