import { EXPORT_TABS, type ExportField, type ExportSeparator, type ExportStatus, type ExportTab } from '../../../common/exports/exports.contract.ts';
import { isOneOf } from '../../../common/one-of.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { toDate, toDateOrNull } from '../../db/timestamps.ts';

/**
 * Exports and the catalogue rows they write. Queries on a user's exports are scoped by
 * organisation and user in the query; the job's own reads go by the export id alone,
 * since the job has no caller and acts for the export's owner.
 */

export type ExportRow = {
  id: number;
  organisationId: number;
  userId: number;
  tab: ExportTab;
  criteria: unknown;
  fields: ExportField[];
  separator: ExportSeparator;
  status: ExportStatus;
  totalFound: number;
  exportedCount: number | null;
  fileName: string | null;
  storageKey: string | null;
  byteSize: number | null;
  error: string | null;
  createdAt: Date;
  completedAt: Date | null;
  mailedAt: Date | null;
  expiresAt: Date;
  details: Record<string, unknown>;
};

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toExport(row: Record<string, unknown>): ExportRow {
  return {
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    userId: Number(row.user_id),
    tab: isOneOf(EXPORT_TABS, row.tab) ? row.tab : 'standards',
    criteria: row.criteria,
    fields: row.fields as ExportField[],
    separator: row.separator === 'tsv' ? 'tsv' : 'csv',
    status: row.status as ExportStatus,
    totalFound: Number(row.total_found),
    exportedCount: numberOrNull(row.exported_count),
    fileName: (row.file_name as string | null) ?? null,
    storageKey: (row.storage_key as string | null) ?? null,
    byteSize: numberOrNull(row.byte_size),
    error: (row.error as string | null) ?? null,
    createdAt: toDate(row.created_at),
    completedAt: toDateOrNull(row.completed_at),
    mailedAt: toDateOrNull(row.mailed_at),
    expiresAt: toDate(row.expires_at),
    details: (row.details as Record<string, unknown> | null) ?? {},
  };
}

const COLUMNS = `id, organisation_id, user_id, tab, criteria, fields, separator, status, total_found, exported_count, file_name,
  storage_key, byte_size, error, created_at, completed_at, mailed_at, expires_at, details`;

export async function insertExport(
  sql: ExecuteSql,
  values: { organisationId: number; userId: number; tab: ExportTab; criteria: unknown; fields: ExportField[]; separator: ExportSeparator; totalFound: number; retentionDays: number },
): Promise<ExportRow> {
  const { rows } = await sql(
    `insert into exports (organisation_id, user_id, tab, criteria, fields, separator, status, total_found, expires_at)
     values ($1, $2, $3, $4::jsonb, $5::text[], $6, 'inprogress', $7, now() + make_interval(days => $8))
     returning ${COLUMNS}`,
    [values.organisationId, values.userId, values.tab, JSON.stringify(values.criteria), values.fields, values.separator, values.totalFound, values.retentionDays],
  );
  if (!rows[0]) throw new Error('export not created');
  return toExport(rows[0]);
}

export async function setJobId(sql: ExecuteSql, id: number, jobId: string): Promise<void> {
  await sql(`update exports set job_id = $2 where id = $1`, [id, jobId]);
}

/** The user's exports still kept, newest first. */
export async function listExports(sql: ExecuteSql, organisationId: number, userId: number): Promise<ExportRow[]> {
  const { rows } = await sql(
    `select ${COLUMNS} from exports where organisation_id = $1 and user_id = $2 and expires_at > now()
     order by created_at desc, id desc`,
    [organisationId, userId],
  );
  return rows.map(toExport);
}

export async function findExport(sql: ExecuteSql, organisationId: number, userId: number, id: number): Promise<ExportRow | undefined> {
  const { rows } = await sql(`select ${COLUMNS} from exports where organisation_id = $1 and user_id = $2 and id = $3`, [organisationId, userId, id]);
  return rows[0] ? toExport(rows[0]) : undefined;
}

export async function findExportForJob(sql: ExecuteSql, id: number): Promise<ExportRow | undefined> {
  const { rows } = await sql(`select ${COLUMNS} from exports where id = $1`, [id]);
  return rows[0] ? toExport(rows[0]) : undefined;
}

export async function recordFileWritten(
  sql: ExecuteSql,
  id: number,
  values: { storageKey: string; fileName: string; byteSize: number; exportedCount: number; details: Record<string, unknown> },
): Promise<void> {
  await sql(
    `update exports set storage_key = $2, file_name = $3, byte_size = $4, exported_count = $5, details = details || $6::jsonb
     where id = $1 and status = 'inprogress'`,
    [id, values.storageKey, values.fileName, values.byteSize, values.exportedCount, JSON.stringify(values.details)],
  );
}

export async function recordMailed(sql: ExecuteSql, id: number, details: Record<string, unknown>): Promise<void> {
  await sql(`update exports set mailed_at = coalesce(mailed_at, now()), details = details || $2::jsonb where id = $1`, [id, JSON.stringify(details)]);
}

/** Completes an export once: a second call finds it no longer in progress and changes nothing. */
export async function markComplete(sql: ExecuteSql, id: number): Promise<boolean> {
  const { rows } = await sql(`update exports set status = 'complete', completed_at = now() where id = $1 and status = 'inprogress' returning id`, [id]);
  return rows.length > 0;
}

export async function markFailed(sql: ExecuteSql, id: number, error: string): Promise<void> {
  await sql(`update exports set status = 'completewitherror', error = $2, completed_at = now() where id = $1 and status = 'inprogress'`, [id, error]);
}

/** Exports past their expiry, with their files, for the daily purge. */
export async function findExpired(sql: ExecuteSql, limit: number): Promise<{ id: number; storageKey: string | null }[]> {
  const { rows } = await sql(`select id, storage_key from exports where expires_at <= now() order by expires_at limit $1`, [limit]);
  return rows.map((row) => ({ id: Number(row.id), storageKey: (row.storage_key as string | null) ?? null }));
}

export async function deleteExports(sql: ExecuteSql, ids: number[]): Promise<void> {
  if (ids.length > 0) await sql(`delete from exports where id = any($1::int[])`, [ids]);
}

export type ExportDocumentRow = {
  id: number;
  number: string;
  title: string;
  titles: Record<string, { full?: string }>;
  statusCode: string;
  cancelled: string;
  superseded: string;
  languages: string[];
  publisher: string;
  publisherCountry: string;
  edition: string | null;
  version: string | null;
  publicationYear: number | null;
  publishedOn: string | null;
  abstracts: Record<string, string>;
};

/** One batch of documents with their current version, in any order; abstracts only when asked (they are the bulk). */
export async function findDocumentRows(sql: ExecuteSql, ids: number[], withAbstracts: boolean): Promise<ExportDocumentRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql(
    `select d.id, d.number, d.title, d.titles, d.status_code, d.cancelled, d.superseded, d.languages,
            p.abbreviation as publisher, p.country as publisher_country, v.edition, v.version,
            coalesce(v.publication_year, d.publication_year) as publication_year,
            coalesce(v.published_on, d.published_on)::text as published_on,
            ${withAbstracts ? `coalesce(v.abstracts, '{}'::jsonb)` : `'{}'::jsonb`} as abstracts
     from documents d
     join publishers p on p.id = d.publisher_id
     left join document_versions v on v.id = d.current_version_id
     where d.id = any($1::int[])`,
    [ids],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    number: String(row.number),
    title: String(row.title),
    titles: (row.titles as Record<string, { full?: string }> | null) ?? {},
    statusCode: String(row.status_code),
    cancelled: String(row.cancelled),
    superseded: String(row.superseded),
    languages: (row.languages as string[] | null) ?? [],
    publisher: String(row.publisher),
    publisherCountry: String(row.publisher_country),
    edition: (row.edition as string | null) ?? null,
    version: (row.version as string | null) ?? null,
    publicationYear: numberOrNull(row.publication_year),
    publishedOn: (row.published_on as string | null) ?? null,
    abstracts: (row.abstracts as Record<string, string> | null) ?? {},
  }));
}
