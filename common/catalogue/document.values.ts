/*
 * The display page's plain values, without zod: the web app imports them from here, so no schema
 * is built in the browser; document.contract.ts re-exports them for the server.
 */

export const documentPaths = {
  detail: (docId: number | string) => `/management/api/documents/${docId}`,
} as const;
