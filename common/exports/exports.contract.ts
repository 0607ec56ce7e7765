import { z } from 'zod';
import { EXPORT_SEPARATORS } from '../domain/constants.ts';
import { ResultsTab } from '../search/search-criteria.contract.ts';

/** The fields an export can write, in the modal's order (search-area.md §3 "Export"). */
export const EXPORT_FIELDS = ['docId', 'name', 'title', 'status', 'language', 'publisher', 'country', 'latestVersion', 'versionDate', 'summary'] as const;
export const ExportField = z.enum(EXPORT_FIELDS);
export type ExportField = z.infer<typeof ExportField>;

export const ExportSeparator = z.enum(EXPORT_SEPARATORS);
export type ExportSeparator = z.infer<typeof ExportSeparator>;

/** search-area.md §4 "Export": empty (nothing asked yet, the modal's own state), then these. */
export const ExportStatus = z.enum(['inprogress', 'complete', 'completewitherror']);
export type ExportStatus = z.infer<typeof ExportStatus>;

export const exportPaths = {
  /** The search service's export action (search-area.md §7): a multipart form. */
  create: (tab: ResultsTab) => `/management/services.v1.searchajax/${tab}/export`,
  list: '/management/api/exports',
  one: (id: number | string) => `/management/api/exports/${id}`,
  download: (id: number | string) => `/management/api/exports/${id}/download`,
} as const;

/** The form of an export call, once its field list is read (repeated field or comma list). */
export const CreateExportRequest = z.strictObject({
  searchContext: z.string().min(1, 'The search to export is missing.').max(8192),
  fieldsToExport: z.array(ExportField).min(1, 'Choose at least one field to export.'),
  csvSeparator: ExportSeparator,
});
export type CreateExportRequest = z.infer<typeof CreateExportRequest>;

/** The answer of an export call: the job is created, the file comes by mail. */
export const ExportCreated = z.object({
  total_found: z.number().int(),
  /** How many documents the file will hold: total_found up to the export limit. */
  exported: z.number().int(),
  limit: z.number().int(),
  id: z.number().int(),
  status: ExportStatus,
});
export type ExportCreated = z.infer<typeof ExportCreated>;

export const ExportAbilities = z.object({ download: z.boolean() });
export type ExportAbilities = z.infer<typeof ExportAbilities>;

export const ExportSummary = z.object({
  id: z.number().int(),
  tab: ResultsTab,
  createdAt: z.string(),
  status: ExportStatus,
  totalFound: z.number().int(),
  exportedCount: z.number().int().nullable(),
  separator: ExportSeparator,
  fields: z.array(ExportField),
  fileName: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  completedAt: z.string().nullable(),
  mailedAt: z.string().nullable(),
  expiresAt: z.string(),
  abilities: ExportAbilities,
});
export type ExportSummary = z.infer<typeof ExportSummary>;

export const ExportList = z.object({
  exports: z.array(ExportSummary),
  /** How many days an export stays listed and downloadable. */
  retentionDays: z.number().int(),
});
export type ExportList = z.infer<typeof ExportList>;

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
