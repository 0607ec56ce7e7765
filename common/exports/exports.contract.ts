import { z } from 'zod';
import { EXPORT_SEPARATORS } from '../domain/constants.ts';
import { ANY_EXPORT_FIELDS, EXPORT_TABS } from './exports.values.ts';

// The plain values (fields, paths, helpers) live apart from the schemas, for the web app.
export * from './exports.values.ts';

export const ExportField = z.enum(ANY_EXPORT_FIELDS);
export type ExportField = z.infer<typeof ExportField>;

export const ExportTab = z.enum(EXPORT_TABS);
export type ExportTab = z.infer<typeof ExportTab>;

export const ExportSeparator = z.enum(EXPORT_SEPARATORS);
export type ExportSeparator = z.infer<typeof ExportSeparator>;

/** search-area.md §4 "Export": empty (nothing asked yet, the modal's own state), then these. */
export const ExportStatus = z.enum(['inprogress', 'complete', 'completewitherror']);
export type ExportStatus = z.infer<typeof ExportStatus>;

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
  tab: ExportTab,
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
