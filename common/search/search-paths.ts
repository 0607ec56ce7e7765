import { z } from 'zod';
import type { ResultsTab } from './search-criteria.contract.ts';
import { RowId } from '../stored-values.ts';

export const SearchAjaxAction = z.enum([
  'standards',
  'collections',
  'addToCollection',
  'removeFromCollection',
  'addToWatch',
  'removeFromWatch',
  'getDocumentActions',
]);
export type SearchAjaxAction = z.infer<typeof SearchAjaxAction>;

/** Lookup lists behind `GET /management/search/field/{fieldKey}` (answers id/text options). */
export const SearchFieldKey = z.enum(['publishers', 'statuses', 'countries', 'datasets', 'languages', 'collections', 'companyCollections', 'documentTypes', 'tags']);
export type SearchFieldKey = z.infer<typeof SearchFieldKey>;

export const searchPaths = {
  /** The search bar's form post (search-area.md §7); answers a redirect to the results or the document. */
  formPost: '/management/search/index',
  ajax: (action: SearchAjaxAction) => `/management/services.v1.searchajax/${action}`,
  suggest: '/management/api/search/suggest.php',
  xrefSuggest: '/management/search/xref_name_suggest',
  field: (fieldKey: SearchFieldKey) => `/management/search/field/${fieldKey}`,
  /** The next level of the ICS under a code ('0' for the fields); answers `{codes, labels}`. */
  nextIcs: (code: string) => `/management/search/ajax_getNextICS/${code}`,
  recentlyViewed: '/management/api/search/recently-viewed',
  tracking: '/management/api/tracking',
} as const;

/** Form fields of a row or bulk action (search-area.md §4 "Selection and actions"). */
export const ActionRequest = z.strictObject({
  collectionId: RowId.nullable(),
  docIds: z.array(RowId).min(1, 'No document selected').max(500, 'At most 500 documents at once.'),
  bulk: z.union([z.literal(0), z.literal(1)]),
  /** removeFromWatch only: 1 ends every watch of the organisation on the documents (unWatchItemGlobal). */
  global: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type ActionRequest = z.infer<typeof ActionRequest>;

export const SuggestRequest = z.strictObject({
  subId: z.coerce.number().int().optional(),
  type: z.enum(['name', 'title']),
  term: z.string().trim().max(200),
});
export type SuggestRequest = z.infer<typeof SuggestRequest>;

export const TrackingEvent = z.strictObject({
  event: z.literal('collectionDocumentOpened'),
  docId: RowId,
  collectionId: RowId.nullable(),
});
export type TrackingEvent = z.infer<typeof TrackingEvent>;

/**
 * A search context names its tab in its first character, so the results page knows
 * which search to call before the server has decoded the rest.
 */
const TAB_MARKS: Record<ResultsTab, string> = { standards: 's', collections: 'c' };

export function searchContextMark(tab: ResultsTab): string {
  return TAB_MARKS[tab];
}

export function tabOfSearchContext(searchContext: string): ResultsTab | null {
  if (searchContext.startsWith(TAB_MARKS.standards)) return 'standards';
  if (searchContext.startsWith(TAB_MARKS.collections)) return 'collections';
  return null;
}

export const ICS_ROOT = '0';
export const NextIcsParams = z.strictObject({ code: z.string().regex(/^(0|\d{2}(\.\d{3}(\.\d{2})?)?)$/, 'Not an ICS code.') });
export const NextIcsOptions = z.object({ codes: z.array(z.string()), labels: z.array(z.string()) });
export type NextIcsOptions = z.infer<typeof NextIcsOptions>;
