import type { ExecuteSql } from '../../db/database.ts';

/** Joining two documents into one: RFC-style chains, and documents whose editions all moved elsewhere. */

/** Of `ids`, the documents left without any edition. */
export async function findEmptyDocuments(sql: ExecuteSql, ids: number[]) {
  if (ids.length === 0) return [];
  const { rows } = await sql(
    `select d.id from documents d where d.id = any($1::int[]) and not exists (select 1 from document_versions v where v.document_id = d.id)`,
    [ids],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * For versions whose numbers change every edition (RFCs): pairs of (document of the
 * obsoleting version, document it obsoletes) where both share a publisher and the
 * titles are alike, the most alike first.
 */
export async function findChainMerges(sql: ExecuteSql, versionIds: number[]) {
  if (versionIds.length === 0) return [];
  const { rows } = await sql(
    `select distinct on (r.document_id) r.document_id as newer, r.target_document_id as older
     from document_relations r
     join document_versions v on v.id = r.version_id
     join documents a on a.id = r.document_id
     join documents b on b.id = r.target_document_id
     where r.version_id = any($1::int[]) and r.type = 'obsoletes' and not r.inferred
       and a.id <> b.id and a.publisher_id = b.publisher_id and similarity(v.title, b.title) >= 0.5
     order by r.document_id, similarity(v.title, b.title) desc`,
    [versionIds],
  );
  return rows.map((row) => ({ newer: Number(row.newer), older: Number(row.older) }));
}

/**
 * Moves everything of `mergedId` onto `survivorId` and keeps the merged work key as an
 * alias. Every table that references documents must be repointed here
 * (catalogue-writer.test.ts checks the list against the database's foreign keys).
 */
export const DOCUMENT_REFERENCES = [
  'document_versions.document_id',
  'document_relations.document_id',
  'document_relations.target_document_id',
  'document_events.document_id',
  'document_aliases.document_id',
  'document_ics.document_id',
  'collection_documents.document_id',
  'watches.document_id',
  'document_views.document_id',
  'tracking_events.document_id',
  'saved_search_alerts.document_id',
  'document_requests.document_id',
  'document_unlocks.document_id',
  'document_reviews.document_id',
  'ai_chats.document_id',
  'ai_compares.document_id',
  'legal_act_standards.document_id',
] as const;

export async function mergeDocuments(sql: ExecuteSql, survivorId: number, mergedId: number) {
  await sql(`update document_versions set document_id = $1 where document_id = $2`, [survivorId, mergedId]);
  await sql(`update document_relations set document_id = $1 where document_id = $2`, [survivorId, mergedId]);
  await sql(`update document_relations set target_document_id = $1 where target_document_id = $2`, [survivorId, mergedId]);
  await sql(`update document_events set document_id = $1 where document_id = $2`, [survivorId, mergedId]);
  await sql(`update document_aliases set document_id = $1 where document_id = $2`, [survivorId, mergedId]);
  await sql(
    `insert into document_aliases (work_key, document_id) select work_key, $1 from documents where id = $2
     on conflict (work_key) do update set document_id = excluded.document_id`,
    [survivorId, mergedId],
  );
  // What users saved moves to the survivor; where both were saved, the two are combined.
  await sql(
    `insert into collection_documents (collection_id, document_id, added_by, added_at, notes, tags)
     select collection_id, $1, added_by, added_at, notes, tags from collection_documents where document_id = $2
     on conflict (collection_id, document_id) do update set
       notes = nullif(concat_ws(E'\n\n', collection_documents.notes, excluded.notes), ''),
       tags = array(select distinct unnest(collection_documents.tags || excluded.tags)),
       added_at = least(collection_documents.added_at, excluded.added_at)`,
    [survivorId, mergedId],
  );
  await sql(
    `insert into watches (user_id, organisation_id, document_id, created_at)
     select user_id, organisation_id, $1, created_at from watches where document_id = $2
     on conflict (user_id, document_id) do nothing`,
    [survivorId, mergedId],
  );
  // The changes a watch was already mailed about stay mailed on the survivor's watch.
  await sql(
    `insert into watch_notifications (watch_id, event_id, notified_at)
     select survivor.id, n.event_id, n.notified_at
     from watch_notifications n
     join watches merged on merged.id = n.watch_id and merged.document_id = $2
     join watches survivor on survivor.user_id = merged.user_id and survivor.document_id = $1
     on conflict (watch_id, event_id) do nothing`,
    [survivorId, mergedId],
  );
  await sql(`update saved_search_alerts set document_id = $1 where document_id = $2`, [survivorId, mergedId]);
  await sql(
    `insert into document_views (user_id, document_id, organisation_id, first_viewed_at, last_viewed_at, view_count)
     select user_id, $1, organisation_id, first_viewed_at, last_viewed_at, view_count from document_views where document_id = $2
     on conflict (user_id, document_id) do update set
       first_viewed_at = least(document_views.first_viewed_at, excluded.first_viewed_at),
       last_viewed_at = greatest(document_views.last_viewed_at, excluded.last_viewed_at),
       view_count = document_views.view_count + excluded.view_count`,
    [survivorId, mergedId],
  );
  await sql(`update tracking_events set document_id = $1 where document_id = $2`, [survivorId, mergedId]);
  // An act's link to a standard names the standard, whichever chain it is now in.
  await sql(`update legal_act_standards set document_id = $1 where document_id = $2`, [survivorId, mergedId]);
  // A chat is about a version, which keeps its id; it follows the version to the survivor.
  await sql(`update ai_chats set document_id = $1 where document_id = $2`, [survivorId, mergedId]);
  // So is a compare, of two versions: both follow the merge, so it stays whole.
  await sql(`update ai_compares set document_id = $1 where document_id = $2`, [survivorId, mergedId]);
  // A member's request waiting on both documents becomes one (one pending request per member and
  // document): the survivor's keeps both reasons, the merged one goes with its document. Decided
  // requests move as they are.
  await sql(
    `update document_requests s set reason = concat_ws(E'\n\n', s.reason, m.reason)
     from document_requests m
     where s.document_id = $1 and m.document_id = $2 and s.status = 'pending' and m.status = 'pending' and m.requester_user_id = s.requester_user_id`,
    [survivorId, mergedId],
  );
  await sql(
    `update document_requests m set document_id = $1
     where m.document_id = $2 and not (m.status = 'pending' and exists (
       select 1 from document_requests s where s.document_id = $1 and s.status = 'pending' and s.requester_user_id = m.requester_user_id))`,
    [survivorId, mergedId],
  );
  // An organisation that unlocked either document keeps the survivor open; where both were, the survivor's unlock stands.
  await sql(
    `insert into document_unlocks (organisation_id, document_id, request_id, approver_user_id, unlocked_at)
     select organisation_id, $1, request_id, approver_user_id, unlocked_at from document_unlocks where document_id = $2
     on conflict (organisation_id, document_id) do nothing`,
    [survivorId, mergedId],
  );
  // Reviewed as of the earlier mark: the merged document's changes, now the survivor's, are not hidden by a later review of the other.
  await sql(
    `insert into document_reviews (user_id, document_id, reviewed_at)
     select user_id, $1, reviewed_at from document_reviews where document_id = $2
     on conflict (user_id, document_id) do update set reviewed_at = least(document_reviews.reviewed_at, excluded.reviewed_at)`,
    [survivorId, mergedId],
  );
  // document_ics rows are rebuilt by the survivor's refresh; the merged document's go with it,
  // as do its collection entries, watches, views, unlocks, reviews and merged pending requests, now copied onto the survivor.
  await sql(`delete from documents where id = $1`, [mergedId]);
}
