import type { ActivityKind } from '../../../common/home/home.contract.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { toDate } from '../../db/timestamps.ts';

/**
 * myActivities: what happened lately for the user ($2) and their organisation ($1), read in one
 * statement. Each kind is its own branch, newest first with the limit ($4), so each reads only
 * its newest rows by its own index; the union is then cut to the limit once more.
 */

export type ActivityRecord = {
  kind: ActivityKind;
  at: Date;
  actor: string | null;
  subject: string;
  detail: string | null;
  count: number | null;
  documentId: number | null;
  versionId: number | null;
  sectionKey: string | null;
  /** A collection name's product key (translated by the collections module), for a company collection named by the product. */
  nameKey: string | null;
};

/** What the caller's organisation may see of a document: the public catalogue and its own. */
const VISIBLE = `(d.organisation_id is null or d.organisation_id = $1)`;

const ACTIVITIES = `
with followed as (
  select cd.document_id from collection_documents cd join collections c on c.id = cd.collection_id
  where c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2)
  union
  select w.document_id from watches w where w.organisation_id = $1 and w.user_id = $2),
mine as (select id, name from saved_searches where organisation_id = $1 and user_id = $2),
-- A digest is one alerts run: its alerts share the run's time. The newest runs are found search
-- by search (each search's newest distinct times, by index), never by grouping every alert ever sent.
runs as (
  select distinct r.alerted_at from mine s
  cross join lateral (select distinct a.alerted_at from saved_search_alerts a where a.saved_search_id = s.id order by a.alerted_at desc limit $4) r
  order by r.alerted_at desc limit $4)
select * from (
  (select 'documentOpened'::text as kind, v.last_viewed_at as at, null::text as actor, d.number as subject,
      coalesce(d.titles -> $3 ->> 'full', d.title) as detail, null::int as count,
      d.id as document_id, null::int as version_id, null::text as section_key, null::text as name_key
   from document_views v join documents d on d.id = v.document_id and ${VISIBLE}
   where v.user_id = $2 and v.organisation_id = $1
   order by v.last_viewed_at desc limit $4)
  union all
  (select 'comment', a.created_at, u.name, d.number, left(a.content, 2000), null, d.id, a.version_id, a.section_key, null
   from reader_annotations a
   join users u on u.id = a.user_id and u.organisation_id = $1
   join document_versions dv on dv.id = a.version_id
   join documents d on d.id = dv.document_id and ${VISIBLE}
   where a.organisation_id = $1 and a.kind = 'comment' and a.user_id <> $2 and dv.document_id in (select document_id from followed)
   order by a.created_at desc limit $4)
  union all
  (select 'exportReady', e.completed_at, null, coalesce(e.file_name, ''), null, e.exported_count, null, null, null, null
   from exports e
   where e.organisation_id = $1 and e.user_id = $2 and e.status = 'complete' and e.storage_key is not null
     and e.completed_at is not null and e.expires_at > now()
   order by e.completed_at desc limit $4)
  union all
  (select 'collectionDocument', cd.added_at, u.name, d.number, c.name, null, d.id, null, null, c.name_key
   from (select cd.collection_id, cd.document_id, cd.added_by, cd.added_at
         from collection_documents cd join collections c on c.id = cd.collection_id
         where c.organisation_id = $1 and c.kind = 'company' and cd.added_by <> $2
         order by cd.added_at desc limit $4) cd
   join collections c on c.id = cd.collection_id
   join users u on u.id = cd.added_by and u.organisation_id = $1
   join documents d on d.id = cd.document_id and ${VISIBLE}
   order by cd.added_at desc)
  union all
  (select 'alertDigest', g.alerted_at, null, g.names, array_to_string(g.numbers[1:3], ', '), g.documents, null, null, null, null
   from (
     select a.alerted_at, string_agg(distinct s.name, ', ') as names, count(distinct a.document_id)::int as documents,
       array_agg(distinct d.number order by d.number) as numbers
     from mine s cross join runs r
     join saved_search_alerts a on a.saved_search_id = s.id and a.alerted_at = r.alerted_at
     join documents d on d.id = a.document_id and ${VISIBLE}
     group by a.alerted_at
     order by a.alerted_at desc) g)
) cards
order by at desc, kind, subject
limit $4`;

const KINDS: readonly ActivityKind[] = ['documentOpened', 'comment', 'exportReady', 'collectionDocument', 'alertDigest'];
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const id = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The newest `limit` activities of every kind together, newest first. */
export async function listActivities(sql: ExecuteSql, organisationId: number, userId: number, options: { language: string; limit: number }): Promise<ActivityRecord[]> {
  const { rows } = await sql(ACTIVITIES, [organisationId, userId, options.language, options.limit], { prepare: 'home_activities' });
  return rows.map((row) => ({
    kind: KINDS.find((kind) => kind === row.kind) ?? 'documentOpened',
    at: toDate(row.at),
    actor: text(row.actor),
    subject: String(row.subject ?? ''),
    detail: text(row.detail),
    count: id(row.count),
    documentId: id(row.document_id),
    versionId: id(row.version_id),
    sectionKey: text(row.section_key),
    nameKey: text(row.name_key),
  }));
}
