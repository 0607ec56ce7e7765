/**
 * What the page routes' addresses carry, read once for the web app's pages, the router's
 * prefetching and the server's preloads, so all three agree on which addresses name a document.
 */

/** What the display routes carry (search-area.md §2). */
export type DisplayRoute = {
  docId: number;
  /** Undefined shows the current version (a version link with 0 means the same). */
  versionId: number | undefined;
  /** The record's position in the results it was opened from: (page-1)*recordsPerPage + row index. */
  offset: number | null;
  searchContext: string | null;
};

const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * Reads /display/index/{offset}/{docId}/-/{searchContext} and
 * /display/version/{versionId}/{docId}[/-/{searchContext}]; null when the numbers are not numbers.
 */
export function readDisplayRoute(params: Readonly<Partial<Record<string, string>>>): DisplayRoute | null {
  const { docId, versionId, offset, searchContext } = params;
  if (!docId || !WHOLE_NUMBER.test(docId) || Number(docId) === 0) return null;
  if (versionId !== undefined && !WHOLE_NUMBER.test(versionId)) return null;
  if (offset !== undefined && !WHOLE_NUMBER.test(offset)) return null;
  return {
    docId: Number(docId),
    versionId: versionId === undefined || Number(versionId) === 0 ? undefined : Number(versionId),
    offset: offset === undefined ? null : Number(offset),
    searchContext: searchContext ? searchContext : null,
  };
}

/** The document and version a reader address names; null unless both are positive whole numbers. */
export function readReaderRoute(params: Readonly<Partial<Record<string, string>>>): { docId: number; versionId: number } | null {
  const { docId = '', versionId = '' } = params;
  if (!WHOLE_NUMBER.test(docId) || !WHOLE_NUMBER.test(versionId) || Number(docId) === 0 || Number(versionId) === 0) return null;
  return { docId: Number(docId), versionId: Number(versionId) };
}
