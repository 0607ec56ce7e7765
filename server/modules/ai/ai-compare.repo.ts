import type { CompareJobStatus } from '../../../common/ai/ai.contract.ts';
import type { CompareHistoryRequest, CompareTocEntry } from '../../../common/ai/compare.contract.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { toIsoTimestamp } from '../../db/timestamps.ts';
import type { SectionInput } from '../catalogue/index.ts';

/** Queries of AI compare (issue 18): the versions and texts compared, the cached results and each user's compares. */

export type Owner = { organisationId: number; userId: number };

export type CompareVersionRow = {
  versionId: number;
  documentId: number;
  number: string;
  title: string;
  publishedOn: string | null;
  /** 0 is the newest. */
  position: number;
  hasContent: boolean;
  sectionsHash: string | null;
};

/** Versions by id that the organisation may see (the public catalogue or its own documents). */
export async function findVersions(sql: ExecuteSql, organisationId: number, versionIds: number[]): Promise<CompareVersionRow[]> {
  const { rows } = await sql(
    `select v.id, v.document_id, v.number, v.title, v.published_on::text as published_on, v.position, v.has_content, v.sections_hash
     from document_versions v join documents d on d.id = v.document_id
     where v.id = any($1::int[]) and (d.organisation_id is null or d.organisation_id = $2)`,
    [versionIds, organisationId],
  );
  return rows.map((row) => ({
    versionId: Number(row.id),
    documentId: Number(row.document_id),
    number: String(row.number),
    title: String(row.title),
    publishedOn: (row.published_on as string | null) ?? null,
    position: Number(row.position),
    hasContent: Boolean(row.has_content),
    sectionsHash: (row.sections_hash as string | null) ?? null,
  }));
}

export async function findDocumentName(sql: ExecuteSql, documentId: number): Promise<string> {
  const { rows } = await sql(`select number from document_versions where document_id = $1 order by position limit 1`, [documentId]);
  return String(rows[0]?.number ?? '');
}

export async function findToc(sql: ExecuteSql, versionId: number): Promise<CompareTocEntry[]> {
  const { rows } = await sql(`select section_key, parent_key, number, title, level from document_sections where version_id = $1 order by position`, [versionId]);
  return rows.map((row) => ({
    key: String(row.section_key),
    parentKey: (row.parent_key as string | null) ?? null,
    number: (row.number as string | null) ?? null,
    title: String(row.title),
    level: Number(row.level),
  }));
}

/** A version's sections with their text, as the compare engine reads them. */
export async function findSections(sql: ExecuteSql, versionId: number): Promise<SectionInput[]> {
  const { rows } = await sql(`select section_key, parent_key, number, title, level, body_text from document_sections where version_id = $1 order by position`, [versionId]);
  return rows.map((row) => ({
    key: String(row.section_key),
    ...(row.parent_key === null ? {} : { parentKey: String(row.parent_key) }),
    ...(row.number === null ? {} : { number: String(row.number) }),
    title: String(row.title),
    level: Number(row.level),
    html: '',
    text: String(row.body_text),
  }));
}

export async function findAlignment(sql: ExecuteSql, olderVersionId: number, newerVersionId: number, textsHash: string): Promise<unknown> {
  const { rows } = await sql(`select pairs from ai_compare_alignments where older_version_id = $1 and newer_version_id = $2 and texts_hash = $3`, [olderVersionId, newerVersionId, textsHash]);
  return rows[0]?.pairs;
}

export async function saveAlignment(sql: ExecuteSql, olderVersionId: number, newerVersionId: number, textsHash: string, pairs: unknown): Promise<void> {
  await sql(
    `insert into ai_compare_alignments (older_version_id, newer_version_id, texts_hash, pairs) values ($1, $2, $3, $4::jsonb)
     on conflict (older_version_id, newer_version_id) do update set texts_hash = excluded.texts_hash, pairs = excluded.pairs, built_at = now()`,
    [olderVersionId, newerVersionId, textsHash, JSON.stringify(pairs)],
  );
}

export type CompareRow = {
  id: number;
  jobId: string;
  organisationId: number;
  subscriptionId: number;
  userId: number;
  documentId: number;
  olderVersionId: number;
  newerVersionId: number;
  promptId: number;
  language: string;
  olderSelection: string[];
  newerSelection: string[];
  cacheKey: string;
  status: CompareJobStatus;
  resultId: number | null;
  rating: number;
  quotaPeriod: string | null;
  createdAt: string;
  updatedAt: string;
};

const COMPARE_COLUMNS = `c.id, c.job_id, c.organisation_id, c.subscription_id, c.user_id, c.document_id, c.older_version_id, c.newer_version_id, c.prompt_id, c.language,
  c.older_selection, c.newer_selection, c.cache_key, c.status, c.result_id, c.rating, c.quota_period::text as quota_period, c.created_at, c.updated_at`;

const keys = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

function compareOf(row: Record<string, unknown>): CompareRow {
  return {
    id: Number(row.id),
    jobId: String(row.job_id),
    organisationId: Number(row.organisation_id),
    subscriptionId: Number(row.subscription_id),
    userId: Number(row.user_id),
    documentId: Number(row.document_id),
    olderVersionId: Number(row.older_version_id),
    newerVersionId: Number(row.newer_version_id),
    promptId: Number(row.prompt_id),
    language: String(row.language),
    olderSelection: keys(row.older_selection),
    newerSelection: keys(row.newer_selection),
    cacheKey: String(row.cache_key),
    status: String(row.status) as CompareJobStatus,
    resultId: row.result_id === null ? null : Number(row.result_id),
    rating: Number(row.rating),
    quotaPeriod: (row.quota_period as string | null) ?? null,
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

export type NewCompare = Omit<CompareRow, 'id' | 'status' | 'rating' | 'createdAt' | 'updatedAt'> & { status: 'PENDING' | 'FINISHED' };

export async function insertCompare(sql: ExecuteSql, compare: NewCompare): Promise<number> {
  const { rows } = await sql(
    `insert into ai_compares (job_id, organisation_id, subscription_id, user_id, document_id, older_version_id, newer_version_id, prompt_id, language,
                              older_selection, newer_selection, cache_key, status, result_id, quota_period)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13, $14, $15::date) returning id`,
    [
      compare.jobId,
      compare.organisationId,
      compare.subscriptionId,
      compare.userId,
      compare.documentId,
      compare.olderVersionId,
      compare.newerVersionId,
      compare.promptId,
      compare.language,
      JSON.stringify(compare.olderSelection),
      JSON.stringify(compare.newerSelection),
      compare.cacheKey,
      compare.status,
      compare.resultId,
      compare.quotaPeriod,
    ],
  );
  return Number(rows[0]?.id);
}

/** The caller's own compare of the same texts, selection, format and language that has not failed: a repeat reuses it. */
export async function findReusableCompare(sql: ExecuteSql, owner: Owner, cacheKey: string): Promise<CompareRow | undefined> {
  const { rows } = await sql(`select ${COMPARE_COLUMNS} from ai_compares c where c.user_id = $1 and c.organisation_id = $2 and c.cache_key = $3 and c.status <> 'ERROR' order by c.id desc limit 1`, [
    owner.userId,
    owner.organisationId,
    cacheKey,
  ]);
  return rows[0] ? compareOf(rows[0]) : undefined;
}

export async function touchCompare(sql: ExecuteSql, compareId: number): Promise<void> {
  await sql(`update ai_compares set updated_at = now() where id = $1`, [compareId]);
}

export async function findCompareOfOwner(sql: ExecuteSql, owner: Owner, where: { jobId: string } | { id: number }): Promise<CompareRow | undefined> {
  const [column, value] = 'jobId' in where ? ['job_id', where.jobId] : ['id', where.id];
  const { rows } = await sql(`select ${COMPARE_COLUMNS} from ai_compares c where c.${column} = $1 and c.user_id = $2 and c.organisation_id = $3`, [value, owner.userId, owner.organisationId]);
  return rows[0] ? compareOf(rows[0]) : undefined;
}

/** The job's own read: the compare whatever its owner. */
export async function findCompare(sql: ExecuteSql, compareId: number): Promise<CompareRow | undefined> {
  const { rows } = await sql(`select ${COMPARE_COLUMNS} from ai_compares c where c.id = $1`, [compareId]);
  return rows[0] ? compareOf(rows[0]) : undefined;
}

/** Moves a compare on, only from the states given: a finished or failed compare never changes again. */
export async function moveCompare(sql: ExecuteSql, compareId: number, from: CompareJobStatus[], to: CompareJobStatus, fields: { resultId?: number; error?: string } = {}): Promise<boolean> {
  const { rows } = await sql(
    `update ai_compares set status = $3, result_id = coalesce($4, result_id), error = coalesce($5, error), updated_at = now()
     where id = $1 and status = any($2::ai_compare_status[]) returning id`,
    [compareId, from, to, fields.resultId ?? null, fields.error ?? null],
  );
  return rows.length > 0;
}

export async function findResultId(sql: ExecuteSql, cacheKey: string): Promise<number | undefined> {
  const { rows } = await sql(`select id from ai_compare_results where cache_key = $1`, [cacheKey]);
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** Stores a result once per cache key; a second writer of the same key gets the first one's id. */
export async function saveResult(sql: ExecuteSql, result: { cacheKey: string; olderVersionId: number; newerVersionId: number; result: unknown; writtenBy: string }): Promise<number> {
  const { rows } = await sql(
    `with inserted as (
       insert into ai_compare_results (cache_key, older_version_id, newer_version_id, result, written_by) values ($1, $2, $3, $4::jsonb, $5)
       on conflict (cache_key) do nothing returning id)
     select id from inserted union all select id from ai_compare_results where cache_key = $1 limit 1`,
    [result.cacheKey, result.olderVersionId, result.newerVersionId, JSON.stringify(result.result), result.writtenBy],
  );
  return Number(rows[0]?.id);
}

export async function findResult(sql: ExecuteSql, resultId: number): Promise<{ result: unknown; writtenBy: string } | undefined> {
  const { rows } = await sql(`select result, written_by from ai_compare_results where id = $1`, [resultId]);
  return rows[0] ? { result: rows[0].result, writtenBy: String(rows[0].written_by) } : undefined;
}

export async function rateCompare(sql: ExecuteSql, owner: Owner, compareId: number, rating: number): Promise<boolean> {
  const { rows } = await sql(`update ai_compares set rating = $4 where id = $1 and user_id = $2 and organisation_id = $3 and status = 'FINISHED' returning id`, [
    compareId,
    owner.userId,
    owner.organisationId,
    rating,
  ]);
  return rows.length > 0;
}

export async function deleteCompare(sql: ExecuteSql, owner: Owner, compareId: number): Promise<number> {
  const { rows } = await sql(`delete from ai_compares where id = $1 and user_id = $2 and organisation_id = $3 returning id`, [compareId, owner.userId, owner.organisationId]);
  return rows.length;
}

export type HistoryRow = CompareRow & {
  docName: string;
  older: { number: string; title: string };
  newer: { number: string; title: string };
  summary: string;
};

/** The caller's compares, filtered and sorted, with the total before paging. */
export async function findHistory(sql: ExecuteSql, owner: Owner, filters: CompareHistoryRequest): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = ['c.user_id = $1', 'c.organisation_id = $2'];
  const values: unknown[] = [owner.userId, owner.organisationId];
  const add = (condition: (at: string) => string, value: unknown) => {
    values.push(value);
    where.push(condition(`$${values.length}`));
  };
  if (filters.docId !== undefined) add((at) => `c.document_id = ${at}`, filters.docId);
  if (filters.startDate) add((at) => `c.updated_at >= ${at}::date`, filters.startDate);
  if (filters.endDate) add((at) => `c.updated_at < ${at}::date + 1`, filters.endDate);
  if (filters.priorVersion !== undefined) add((at) => `c.older_version_id = ${at}`, filters.priorVersion);
  if (filters.newerVersion !== undefined) add((at) => `c.newer_version_id = ${at}`, filters.newerVersion);
  const direction = filters.sortOrder === 'asc' ? 'asc' : 'desc';
  const order = filters.sortBy === 'rating' ? `c.rating ${direction}, c.updated_at desc, c.id desc` : `c.updated_at ${direction}, c.id ${direction}`;
  const condition = where.join(' and ');
  const total = await sql(`select count(*)::int as total from ai_compares c where ${condition}`, values);
  const { rows } = await sql(
    `select ${COMPARE_COLUMNS},
            (select number from document_versions where document_id = c.document_id order by position limit 1) as doc_name,
            o.number as older_number, o.title as older_title, n.number as newer_number, n.title as newer_title,
            coalesce(r.result ->> 'summary', '') as summary
     from ai_compares c
     join document_versions o on o.id = c.older_version_id
     join document_versions n on n.id = c.newer_version_id
     left join ai_compare_results r on r.id = c.result_id
     where ${condition} order by ${order} limit ${filters.limit} offset ${filters.offset}`,
    values,
  );
  return {
    total: Number(total.rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      ...compareOf(row),
      docName: String(row.doc_name ?? ''),
      older: { number: String(row.older_number), title: String(row.older_title) },
      newer: { number: String(row.newer_number), title: String(row.newer_title) },
      summary: String(row.summary),
    })),
  };
}
