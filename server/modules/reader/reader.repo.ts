import { toIsoTimestamp as toIso } from '../../db/timestamps.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { unlockedSql } from '../catalogue/index.ts';

/**
 * The reader's queries. Catalogue reads are scoped to what the organisation may see;
 * bookmarks by organisation and user; highlights and comments by organisation.
 */

export type ReadableVersion = {
  documentId: number;
  versionId: number;
  number: string;
  title: string;
  organisationId: number | null;
  publisherId: number;
  publisherName: string;
  hasContent: boolean;
  /** Unlocked for the organisation by an approved document request. */
  unlocked: boolean;
};

/** A version of a document the organisation may see (public catalogue or its own). */
export async function findVersion(sql: ExecuteSql, organisationId: number, documentId: number, versionId: number): Promise<ReadableVersion | undefined> {
  const { rows } = await sql(
    `select d.id as document_id, v.id as version_id, v.number, v.title, d.organisation_id, p.id as publisher_id, p.name as publisher_name, v.has_content,
            ${unlockedSql('$1', 'd.id')} as unlocked
     from document_versions v join documents d on d.id = v.document_id join publishers p on p.id = d.publisher_id
     where v.id = $3 and d.id = $2 and (d.organisation_id is null or d.organisation_id = $1)`,
    [organisationId, documentId, versionId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    documentId: Number(row.document_id),
    versionId: Number(row.version_id),
    number: String(row.number),
    title: String(row.title),
    organisationId: row.organisation_id === null ? null : Number(row.organisation_id),
    publisherId: Number(row.publisher_id),
    publisherName: String(row.publisher_name),
    hasContent: Boolean(row.has_content),
    unlocked: row.unlocked === true,
  };
}

export async function findTableOfContents(sql: ExecuteSql, versionId: number) {
  const { rows } = await sql(
    `select section_key, parent_key, number, title, level, position, length(body_text) as text_length
     from document_sections where version_id = $1 order by position`,
    [versionId],
  );
  return rows.map((row, index) => ({
    sectionId: String(row.section_key),
    parentId: (row.parent_key as string | null) ?? null,
    number: (row.number as string | null) ?? null,
    title: String(row.title),
    level: Number(row.level),
    index,
    textLength: Number(row.text_length),
  }));
}

/** The section with `sectionKey` and the ones after it in reading order, `count` in all. */
/** The first section of a version and how many there are, for the reader's first call. */
export async function findReadingStart(sql: ExecuteSql, versionId: number) {
  const { rows } = await sql(
    `select (select section_key from document_sections where version_id = $1 order by position limit 1) as first_key,
            (select count(*) from document_sections where version_id = $1) as total`,
    [versionId],
  );
  const firstKey = rows[0]?.first_key;
  return typeof firstKey === 'string' ? { firstKey, total: Number(rows[0]?.total) } : undefined;
}

export async function findSectionsFrom(sql: ExecuteSql, versionId: number, sectionKey: string, count: number) {
  const { rows } = await sql(
    `with ordered as (select s.*, row_number() over (order by position) - 1 as section_index from document_sections s where version_id = $1)
     select section_key, section_index, number, title, level, body_html from ordered
     where position >= (select position from document_sections where version_id = $1 and section_key = $2)
     order by position limit $3`,
    [versionId, sectionKey, count],
  );
  return rows.map((row) => ({
    sectionId: String(row.section_key),
    index: Number(row.section_index),
    number: (row.number as string | null) ?? null,
    title: String(row.title),
    level: Number(row.level),
    html: String(row.body_html),
  }));
}

export async function findSectionKeyAt(sql: ExecuteSql, versionId: number, sectionIndex: number): Promise<string | undefined> {
  const { rows } = await sql(`select section_key from document_sections where version_id = $1 order by position offset $2 limit 1`, [versionId, sectionIndex]);
  return rows[0] ? String(rows[0].section_key) : undefined;
}

export async function sectionExists(sql: ExecuteSql, versionId: number, sectionKey: string): Promise<boolean> {
  const { rows } = await sql(`select 1 from document_sections where version_id = $1 and section_key = $2`, [versionId, sectionKey]);
  return rows.length > 0;
}

/**
 * Sections that may hold the search text: PostgreSQL full text (every word, stemmed, on the
 * section's search vector: a superset of where the phrase is, whatever hyphens split it);
 * a text of stop words alone has no query, so a plain scan decides. The caller finds the places.
 */
export async function findSearchCandidates(sql: ExecuteSql, versionId: number, searchText: string) {
  const { rows } = await sql(
    `with q as (select plainto_tsquery(normscope_ts_config(coalesce((select languages[1] from document_versions where id = $1), 'en')), $2) as query)
     select s.section_key, s.number, s.title, s.body_text from document_sections s, q
     where s.version_id = $1
       and case when numnode(q.query) > 0 then s.search_vector @@ q.query
                else s.body_text ilike '%' || replace(replace(replace($3, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' end
     order by s.position`,
    [versionId, searchText, searchText.trim().split(/\s+/)[0] ?? ''],
  );
  return rows.map((row) => ({
    sectionId: String(row.section_key),
    number: (row.number as string | null) ?? null,
    title: String(row.title),
    text: String(row.body_text),
  }));
}

export async function findFontSize(sql: ExecuteSql, userId: number): Promise<string | undefined> {
  const { rows } = await sql(`select font_size from reader_settings where user_id = $1`, [userId]);
  return rows[0] ? String(rows[0].font_size) : undefined;
}

export async function saveFontSize(sql: ExecuteSql, userId: number, fontSize: string) {
  await sql(
    `insert into reader_settings (user_id, font_size) values ($1, $2)
     on conflict (user_id) do update set font_size = excluded.font_size, updated_at = now()`,
    [userId, fontSize],
  );
}

type Owner = { organisationId: number; userId: number };

export async function listBookmarks(sql: ExecuteSql, owner: Owner, versionId: number) {
  const { rows } = await sql(
    `select b.id, b.section_key, b.created_at from reader_bookmarks b
     left join document_sections s on s.version_id = b.version_id and s.section_key = b.section_key
     where b.organisation_id = $1 and b.user_id = $2 and b.version_id = $3
     order by s.position nulls last, b.id`,
    [owner.organisationId, owner.userId, versionId],
  );
  return rows.map((row) => ({ bookmarkId: Number(row.id), sectionId: String(row.section_key), timestamp: toIso(row.created_at) }));
}

export async function insertBookmark(sql: ExecuteSql, owner: Owner, versionId: number, sectionKey: string) {
  await sql(
    `insert into reader_bookmarks (organisation_id, user_id, version_id, section_key) values ($1, $2, $3, $4)
     on conflict (user_id, version_id, section_key) do nothing`,
    [owner.organisationId, owner.userId, versionId, sectionKey],
  );
}

export async function deleteBookmark(sql: ExecuteSql, owner: Owner, versionId: number, bookmarkId: number): Promise<number> {
  const { rows } = await sql(
    `delete from reader_bookmarks where organisation_id = $1 and user_id = $2 and version_id = $3 and id = $4 returning id`,
    [owner.organisationId, owner.userId, versionId, bookmarkId],
  );
  return rows.length;
}

export type AnnotationRow = {
  id: number;
  userId: number;
  organisationId: number;
  username: string;
  sectionKey: string;
  kind: 'highlight' | 'comment';
  commentType: 'section' | 'highlight' | 'reply' | null;
  parentId: number | null;
  content: string;
  startOffset: number | null;
  endOffset: number | null;
  colour: string | null;
  quote: string | null;
  createdAt: string;
  replyCount: number;
};

const ANNOTATION_COLUMNS = `a.id, a.user_id, a.organisation_id, u.name as username, a.section_key, a.kind, a.comment_type, a.parent_id, a.content,
  a.start_offset, a.end_offset, a.colour, a.quote, a.created_at,
  (select count(*)::int from reader_annotations r where r.parent_id = a.id and r.comment_type = 'reply') as reply_count`;

function toAnnotation(row: Record<string, unknown>): AnnotationRow {
  const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    organisationId: Number(row.organisation_id),
    username: String(row.username),
    sectionKey: String(row.section_key),
    kind: row.kind === 'highlight' ? 'highlight' : 'comment',
    commentType: (row.comment_type as AnnotationRow['commentType']) ?? null,
    parentId: nullableNumber(row.parent_id),
    content: String(row.content),
    startOffset: nullableNumber(row.start_offset),
    endOffset: nullableNumber(row.end_offset),
    colour: (row.colour as string | null) ?? null,
    quote: (row.quote as string | null) ?? null,
    createdAt: toIso(row.created_at),
    replyCount: Number(row.reply_count ?? 0),
  };
}

const COMMENT_ORDER = {
  NtoO: 'a.created_at desc, a.id desc',
  OtoN: 'a.created_at asc, a.id asc',
  Auth: 'lower(u.name), a.created_at desc, a.id desc',
} as const;

export type CommentOrder = keyof typeof COMMENT_ORDER;

/** The organisation's comments on sections and highlights of the version (replies come with their thread). */
export async function listComments(sql: ExecuteSql, organisationId: number, versionId: number, order: CommentOrder) {
  const { rows } = await sql(
    `select ${ANNOTATION_COLUMNS} from reader_annotations a join users u on u.id = a.user_id
     where a.organisation_id = $1 and a.version_id = $2 and a.kind = 'comment' and a.comment_type <> 'reply'
     order by ${COMMENT_ORDER[order]}`,
    [organisationId, versionId],
  );
  return rows.map(toAnnotation);
}

export async function listReplies(sql: ExecuteSql, organisationId: number, versionId: number, parentId: number, order: CommentOrder) {
  const { rows } = await sql(
    `select ${ANNOTATION_COLUMNS} from reader_annotations a join users u on u.id = a.user_id
     where a.organisation_id = $1 and a.version_id = $2 and a.parent_id = $3 and a.comment_type = 'reply'
     order by ${COMMENT_ORDER[order]}`,
    [organisationId, versionId, parentId],
  );
  return rows.map(toAnnotation);
}

export async function listHighlights(sql: ExecuteSql, organisationId: number, versionId: number) {
  const { rows } = await sql(
    `select ${ANNOTATION_COLUMNS} from reader_annotations a join users u on u.id = a.user_id
     left join document_sections s on s.version_id = a.version_id and s.section_key = a.section_key
     where a.organisation_id = $1 and a.version_id = $2 and a.kind = 'highlight'
     order by s.position nulls last, a.start_offset, a.id`,
    [organisationId, versionId],
  );
  return rows.map(toAnnotation);
}

export async function findAnnotation(sql: ExecuteSql, organisationId: number, versionId: number, id: number): Promise<AnnotationRow | undefined> {
  const { rows } = await sql(
    `select ${ANNOTATION_COLUMNS} from reader_annotations a join users u on u.id = a.user_id
     where a.organisation_id = $1 and a.version_id = $2 and a.id = $3`,
    [organisationId, versionId, id],
  );
  return rows[0] ? toAnnotation(rows[0]) : undefined;
}

export async function insertAnnotation(
  sql: ExecuteSql,
  values: Owner & { versionId: number } & Pick<
      AnnotationRow,
      'sectionKey' | 'kind' | 'commentType' | 'parentId' | 'content' | 'startOffset' | 'endOffset' | 'colour' | 'quote'
    >,
): Promise<number> {
  const { rows } = await sql(
    `insert into reader_annotations (organisation_id, user_id, version_id, section_key, kind, comment_type, parent_id, content, start_offset, end_offset, colour, quote)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      values.organisationId,
      values.userId,
      values.versionId,
      values.sectionKey,
      values.kind,
      values.commentType,
      values.parentId,
      values.content,
      values.startOffset,
      values.endOffset,
      values.colour,
      values.quote,
    ],
  );
  return Number(rows[0]?.id);
}

/**
 * Deletes an annotation of the organisation: the author's own, or any when `anyAuthor` (an
 * organisation admin). What hangs under it (replies, comments on a highlight) goes with it
 * through the parent foreign key; answers how many rows went.
 */
export async function deleteAnnotation(
  sql: ExecuteSql,
  owner: Owner & { anyAuthor: boolean },
  versionId: number,
  id: number,
  kind: 'highlight' | 'comment',
): Promise<number> {
  const { rows: counted } = await sql(
    `with recursive thread as (
       select id from reader_annotations where organisation_id = $1 and version_id = $2 and id = $3
       union all select a.id from reader_annotations a join thread t on a.parent_id = t.id
     ) select count(*)::int as n from thread`,
    [owner.organisationId, versionId, id],
  );
  const { rows } = await sql(
    `delete from reader_annotations where organisation_id = $1 and version_id = $3 and id = $4 and kind = $5 and (user_id = $2 or $6::boolean) returning id`,
    [owner.organisationId, owner.userId, versionId, id, kind, owner.anyAuthor],
  );
  return rows.length > 0 ? Number(counted[0]?.n ?? 1) : 0;
}

export async function insertPageView(sql: ExecuteSql, owner: Owner, documentId: number, details: { versionId: number; sectionIndex: number; sectionKey: string }) {
  await sql(`insert into tracking_events (organisation_id, user_id, kind, document_id, details) values ($1, $2, 'readerPageView', $3, $4::jsonb)`, [
    owner.organisationId,
    owner.userId,
    documentId,
    JSON.stringify(details),
  ]);
}
