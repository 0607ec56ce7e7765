import type { ExecuteSql } from '../../db/database.ts';
import { toDate } from '../../db/timestamps.ts';

/** Read queries of the catalogue: one document for the display page, views, entitlement. */

export type DocumentVersionRow = {
  documentId: number;
  versionId: number;
  isCurrent: boolean;
  number: string;
  title: string;
  titles: Record<string, { full: string; intro?: string; main?: string; part?: string }>;
  subtitle: string | null;
  abstracts: Record<string, string>;
  keywords: string[];
  languages: string[];
  publishedOn: string | null;
  publicationYear: number | null;
  edition: string | null;
  version: string | null;
  docType: string;
  statusCode: string;
  stage: string | null;
  icsCodes: string[];
  committee: string | null;
  links: { type: string; url: string }[];
  hasContent: boolean;
  documentHasContent: boolean;
  publisherId: number;
  publisherCode: string;
  publisherName: string;
  publisherCountry: string;
  organisationId: number | null;
  /** Unlocked for the organisation by an approved document request. */
  unlocked: boolean;
  /** The user asked for this document and no administrator has decided yet. */
  requestPending: boolean;
};

/**
 * Whether an approved request opened a document for the organisation, as an SQL condition:
 * `organisation` is the organisation's parameter ('$1'), `documentId` the document's id column.
 * The document-requests module writes document_unlocks; what an unlock grants is the catalogue's
 * rule (catalogue.policy.ts), so every query that decides entitlement (display page, reader,
 * search rows) reads it with this, in its own statement.
 */
export function unlockedSql(organisation: string, documentId: string): string {
  return `exists (select 1 from document_unlocks u where u.organisation_id = ${organisation} and u.document_id = ${documentId})`;
}

const UNLOCKED_SQL = unlockedSql('$1', 'd.id');

/**
 * One version of a document the organisation can see (the public catalogue or its own
 * documents); `versionId` undefined or 0 means the current version. `userId`: whose pending
 * request for it the display page reports.
 */
export async function findDocumentVersion(
  sql: ExecuteSql,
  caller: { organisationId: number; userId: number },
  documentId: number,
  versionId: number | undefined,
): Promise<DocumentVersionRow | undefined> {
  const { rows } = await sql(
    `select d.id as document_id, v.id as version_id, v.id = d.current_version_id as is_current, v.number, v.title, v.titles, v.subtitle,
            v.abstracts, v.keywords, v.languages, v.published_on::text as published_on, v.publication_year, v.edition, v.version,
            v.doc_type, v.status_code, v.stage, v.ics_codes, v.committee, v.links, v.has_content, d.has_content as document_has_content,
            p.id as publisher_id, p.code as publisher_code, p.name as publisher_name, p.country as publisher_country, d.organisation_id,
            ${UNLOCKED_SQL} as unlocked,
            exists (select 1 from document_requests r where r.organisation_id = $1 and r.requester_user_id = $4 and r.document_id = d.id
                    and r.status = 'pending') as request_pending
     from documents d
     join publishers p on p.id = d.publisher_id
     join document_versions v on v.document_id = d.id and v.id = coalesce(nullif($3::int, 0), d.current_version_id)
     where d.id = $2 and (d.organisation_id is null or d.organisation_id = $1)`,
    [caller.organisationId, documentId, versionId ?? 0, caller.userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    documentId: Number(row.document_id),
    versionId: Number(row.version_id),
    isCurrent: Boolean(row.is_current),
    number: String(row.number),
    title: String(row.title),
    titles: (row.titles as DocumentVersionRow['titles']) ?? {},
    subtitle: (row.subtitle as string | null) ?? null,
    abstracts: (row.abstracts as Record<string, string>) ?? {},
    keywords: (row.keywords as string[]) ?? [],
    languages: (row.languages as string[]) ?? [],
    publishedOn: (row.published_on as string | null) ?? null,
    publicationYear: row.publication_year === null ? null : Number(row.publication_year),
    edition: (row.edition as string | null) ?? null,
    version: (row.version as string | null) ?? null,
    docType: String(row.doc_type),
    statusCode: String(row.status_code),
    stage: (row.stage as string | null) ?? null,
    icsCodes: (row.ics_codes as string[]) ?? [],
    committee: (row.committee as string | null) ?? null,
    links: (row.links as { type: string; url: string }[]) ?? [],
    hasContent: Boolean(row.has_content),
    documentHasContent: Boolean(row.document_has_content),
    publisherId: Number(row.publisher_id),
    publisherCode: String(row.publisher_code),
    publisherName: String(row.publisher_name),
    publisherCountry: String(row.publisher_country),
    organisationId: row.organisation_id === null ? null : Number(row.organisation_id),
    unlocked: row.unlocked === true,
    requestPending: row.request_pending === true,
  };
}

export async function findVersions(sql: ExecuteSql, documentId: number) {
  const { rows } = await sql(
    `select v.id, v.number, v.title, v.edition, v.published_on::text as published_on, v.status_code, v.has_content,
            v.id = d.current_version_id as current
     from document_versions v join documents d on d.id = v.document_id
     where v.document_id = $1 order by v.position, v.id`,
    [documentId],
  );
  return rows.map((row) => ({
    versionId: Number(row.id),
    number: String(row.number),
    title: String(row.title),
    edition: (row.edition as string | null) ?? null,
    publishedOn: (row.published_on as string | null) ?? null,
    statusCode: String(row.status_code),
    hasContent: Boolean(row.has_content),
    current: Boolean(row.current),
  }));
}

/** Relations of a version, stated or inferred, with what the catalogue knows of each target. */
export async function findRelations(sql: ExecuteSql, organisationId: number, versionId: number) {
  const { rows } = await sql(
    `select r.type::text as type, r.target_number, t.id as target_doc_id, r.target_version_id,
            coalesce(tv.title, t.title) as target_title, coalesce(tv.status_code, t.status_code) as target_status_code
     from document_relations r
     left join documents t on t.id = r.target_document_id and (t.organisation_id is null or t.organisation_id = $1)
     left join document_versions tv on tv.id = r.target_version_id and tv.document_id = t.id
     where r.version_id = $2
     order by r.type, r.target_number`,
    [organisationId, versionId],
  );
  return rows.map((row) => ({
    type: String(row.type),
    targetNumber: String(row.target_number),
    targetDocId: row.target_doc_id === null ? null : Number(row.target_doc_id),
    targetVersionId: row.target_doc_id === null || row.target_version_id === null ? null : Number(row.target_version_id),
    targetTitle: (row.target_title as string | null) ?? null,
    targetStatusCode: (row.target_status_code as string | null) ?? null,
  }));
}

export async function findIcsDescriptions(sql: ExecuteSql, codes: string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const { rows } = await sql(`select code, description from ics_codes where code = any($1::text[])`, [codes]);
  return new Map(rows.map((row) => [String(row.code), String(row.description)]));
}

export type DocumentOwnership = { organisationId: number | null; publisherId: number; hasContent: boolean; unlocked: boolean };

/**
 * Who a document belongs to (null: the public catalogue), whether any of its versions has a
 * text and whether it was unlocked for the organisation, when the organisation can see it at all.
 */
export async function findDocumentOwnership(sql: ExecuteSql, organisationId: number, documentId: number): Promise<DocumentOwnership | undefined> {
  const { rows } = await sql(
    `select d.organisation_id, d.publisher_id, d.has_content, ${UNLOCKED_SQL} as unlocked
     from documents d where d.id = $2 and (d.organisation_id is null or d.organisation_id = $1)`,
    [organisationId, documentId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    organisationId: row.organisation_id === null ? null : Number(row.organisation_id),
    publisherId: Number(row.publisher_id),
    hasContent: row.has_content === true,
    unlocked: row.unlocked === true,
  };
}

export async function recordDocumentView(sql: ExecuteSql, view: { userId: number; organisationId: number; documentId: number }) {
  await sql(
    `insert into document_views (user_id, document_id, organisation_id) values ($1, $2, $3)
     on conflict (user_id, document_id) do update set last_viewed_at = now(), view_count = document_views.view_count + 1`,
    [view.userId, view.documentId, view.organisationId],
  );
}

export async function findRecentlyViewed(sql: ExecuteSql, userId: number, organisationId: number, limit: number) {
  const { rows } = await sql(
    `select d.id, d.number, d.title, v.last_viewed_at from document_views v join documents d on d.id = v.document_id
     where v.user_id = $1 and (d.organisation_id is null or d.organisation_id = $2)
     order by v.last_viewed_at desc limit $3`,
    [userId, organisationId, limit],
  );
  return rows.map((row) => ({ id: Number(row.id), number: String(row.number), title: String(row.title), viewedAt: toDate(row.last_viewed_at) }));
}

export async function insertTrackingEvent(
  sql: ExecuteSql,
  event: { organisationId: number; userId: number; kind: string; documentId: number; collectionId: number | null },
) {
  await sql(`insert into tracking_events (organisation_id, user_id, kind, document_id, collection_id) values ($1, $2, $3, $4, $5)`, [
    event.organisationId,
    event.userId,
    event.kind,
    event.documentId,
    event.collectionId,
  ]);
}

/** Publishers the subscription includes, through its datasets. */
export async function findEntitledPublisherIds(sql: ExecuteSql, subscriptionId: number): Promise<number[]> {
  const { rows } = await sql(
    `select distinct dp.publisher_id from subscription_datasets sd join dataset_publishers dp on dp.dataset_id = sd.dataset_id
     where sd.subscription_id = $1`,
    [subscriptionId],
  );
  return rows.map((row) => Number(row.publisher_id));
}
