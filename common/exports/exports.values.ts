import type { ResultsTab } from '../search/search-criteria.contract.ts';
import type { ExportField } from './exports.contract.ts';

/*
 * The exports' plain values: the fields, the paths and pure helpers, without zod. The web app
 * imports them from here, so no schema is built in the browser; exports.contract.ts builds its
 * schemas from them and re-exports them for the server.
 */

/** The fields an export can write, in the modal's order (search-area.md §3 "Export"). */
export const EXPORT_FIELDS = ['docId', 'name', 'title', 'status', 'language', 'publisher', 'country', 'latestVersion', 'versionDate', 'summary'] as const;

export const exportPaths = {
  /** The search service's export action (search-area.md §7): a multipart form. */
  create: (tab: ResultsTab) => `/management/services.v1.searchajax/${tab}/export`,
  list: '/management/api/exports',
  one: (id: number | string) => `/management/api/exports/${id}`,
  download: (id: number | string) => `/management/api/exports/${id}/download`,
} as const;

/** The field list of a form: repeated fields, `fieldsToExport[]`, comma lists, or a mix. */
export function readFieldList(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** The chosen fields in the modal's order, each once. */
export function inExportOrder(fields: readonly ExportField[]): ExportField[] {
  const chosen = new Set(fields);
  return EXPORT_FIELDS.filter((field) => chosen.has(field));
}
