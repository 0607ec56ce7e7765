import { WATCHED_CHANGE_KINDS } from '../../../common/watches/watches.values.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { unlockedSql } from '../catalogue/index.ts';
import { toDate } from '../../db/timestamps.ts';

/**
 * The dashboard's document tables: what the user keeps (their own and the company's
 * collections) and what changed among what they keep or watch. Every query is scoped by the
 * user's organisation and id; documents are the public catalogue's or the organisation's own.
 */

// Sent as text[] and cast in SQL: PGlite cannot serialise a parameter of an enum array type.
const KINDS = [...WATCHED_CHANGE_KINDS];

/** The documents of the user's visible collections ($1 organisation, $2 user), each with when it was first and last added. */
const KEPT = `select cd.document_id, min(cd.added_at) as kept_since, max(cd.added_at) as added_at
  from collection_documents cd join collections c on c.id = cd.collection_id
  join documents d on d.id = cd.document_id and (d.organisation_id is null or d.organisation_id = $1)
  where c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2)
  group by cd.document_id`;

/** What the user follows: kept or watched ($1 organisation, $2 user), since when they first did. */
const FOLLOWED = `select document_id, min(since) as since from (
    select document_id, kept_since as since from (${KEPT}) k
    union all
    select w.document_id, w.created_at from watches w join documents d on d.id = w.document_id and (d.organisation_id is null or d.organisation_id = $1)
    where w.organisation_id = $1 and w.user_id = $2
  ) f group by document_id`;

export type KeptDocumentRecord = {
  documentId: number;
  number: string;
  title: string;
  statusCode: string;
  addedAt: Date;
  collections: { id: number; name: string; nameKey: string | null; kind: 'personal' | 'company' }[];
};

/** A page of the kept documents, the latest added first, with the visible collections each is in, and how many there are. */
export async function listKeptDocuments(
  sql: ExecuteSql,
  organisationId: number,
  userId: number,
  options: { language: string; limit: number },
): Promise<{ rows: KeptDocumentRecord[]; total: number }> {
  const { rows } = await sql(
    `with kept as (${KEPT})
     select k.document_id, k.added_at, d.number, coalesce(d.titles -> $3 ->> 'full', d.title) as title, d.status_code,
       (select count(*)::int from kept) as total,
       (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'nameKey', c.name_key, 'kind', c.kind)
                 order by c.kind = 'company' desc, lower(c.name), c.id), '[]'::jsonb)
          from collection_documents cd join collections c on c.id = cd.collection_id
          where cd.document_id = k.document_id and c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2)) as collections
     from (select * from kept order by added_at desc, document_id desc limit $4) k
     join documents d on d.id = k.document_id
     order by k.added_at desc, k.document_id desc`,
    [organisationId, userId, options.language, options.limit],
    { prepare: 'home_kept_documents' },
  );
  return {
    // No row on the page means no kept document at all: the page starts at the first.
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      documentId: Number(row.document_id),
      number: String(row.number),
      title: String(row.title),
      statusCode: String(row.status_code),
      addedAt: toDate(row.added_at),
      collections: (row.collections as { id: number; name: string; nameKey: string | null; kind: string }[]).map((c) => ({
        id: Number(c.id),
        name: String(c.name),
        nameKey: c.nameKey ?? null,
        kind: c.kind === 'company' ? 'company' : 'personal',
      })),
    })),
  };
}

export type ChangedDocumentRecord = {
  documentId: number;
  number: string;
  title: string;
  statusCode: string;
  /** The newest change's event, described by the watches module. */
  latestEventId: number;
  changes: number;
  /** What entitlement reads (catalogue policy): the document's owner, publisher and unlock. */
  organisationId: number | null;
  publisherId: number;
  unlocked: boolean;
  /** Versions with full text: AI compare needs two. */
  textVersions: number;
};

/**
 * The documents the user follows with changes of a watched kind after they began following it
 * and after their last review of it, the latest changed first, each with its newest change and
 * how many there are; and how many such documents there are.
 */
export async function listChangedDocuments(
  sql: ExecuteSql,
  organisationId: number,
  userId: number,
  options: { language: string; limit: number },
): Promise<{ rows: ChangedDocumentRecord[]; total: number }> {
  const { rows } = await sql(
    `with changed as (
       select f.document_id, count(*)::int as changes,
         (array_agg(e.id order by e.occurred_at desc, e.id desc))[1] as latest_event_id, max(e.occurred_at) as latest_at
       from (${FOLLOWED}) f
       left join document_reviews r on r.user_id = $2 and r.document_id = f.document_id
       join document_events e on e.document_id = f.document_id and e.kind = any($3::text[]::document_event_kind[])
         and e.occurred_at > greatest(f.since, r.reviewed_at)
       group by f.document_id)
     select c.document_id, c.changes, c.latest_event_id, d.number, coalesce(d.titles -> $4 ->> 'full', d.title) as title, d.status_code,
       d.organisation_id, d.publisher_id, ${unlockedSql('$1', 'd.id')} as unlocked,
       (select count(*)::int from document_versions v where v.document_id = d.id and v.has_content) as text_versions,
       (select count(*)::int from changed) as total
     from (select * from changed order by latest_at desc, document_id desc limit $5) c
     join documents d on d.id = c.document_id
     order by c.latest_at desc, c.document_id desc`,
    [organisationId, userId, KINDS, options.language, options.limit],
    { prepare: 'home_changed_documents' },
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      documentId: Number(row.document_id),
      number: String(row.number),
      title: String(row.title),
      statusCode: String(row.status_code),
      latestEventId: Number(row.latest_event_id),
      changes: Number(row.changes),
      organisationId: row.organisation_id === null ? null : Number(row.organisation_id),
      publisherId: Number(row.publisher_id),
      unlocked: row.unlocked === true,
      textVersions: Number(row.text_versions),
    })),
  };
}

/**
 * Marks the document's changes so far as reviewed by the user, when they keep or watch it;
 * answers when, or undefined for a document they do not follow.
 */
export async function markReviewed(sql: ExecuteSql, organisationId: number, userId: number, documentId: number): Promise<Date | undefined> {
  const { rows } = await sql(
    `insert into document_reviews (user_id, document_id, reviewed_at)
     select $2, d.id, now() from documents d
     where d.id = $3 and (d.organisation_id is null or d.organisation_id = $1)
       and (exists (select 1 from collection_documents cd join collections c on c.id = cd.collection_id
                    where cd.document_id = d.id and c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2))
            or exists (select 1 from watches w where w.organisation_id = $1 and w.user_id = $2 and w.document_id = d.id))
     on conflict (user_id, document_id) do update set reviewed_at = excluded.reviewed_at
     returning reviewed_at`,
    [organisationId, userId, documentId],
  );
  return rows[0] ? toDate(rows[0].reviewed_at) : undefined;
}
