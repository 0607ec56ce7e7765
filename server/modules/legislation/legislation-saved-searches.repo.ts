import type { LegislationFilters } from '../../../common/legislation/legislation-library.contract.ts';
import type { ExecuteSql } from '../../db/database.ts';

export type SavedSearchRow = {
  id: number;
  organisationId: number;
  userId: number;
  name: string;
  criteria: LegislationFilters;
  notify: boolean;
  digestedThroughActId: number;
  digestedThroughFeedItemId: number;
  createdAt: string;
  lastDigestAt: string | null;
};

type Owner = { organisationId: number; userId: number };

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null);

function savedOf(row: Record<string, unknown>): SavedSearchRow {
  return {
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    userId: Number(row.user_id),
    name: String(row.name),
    criteria: (row.criteria ?? {}) as LegislationFilters,
    notify: row.notify === true,
    digestedThroughActId: Number(row.digested_through_act_id),
    digestedThroughFeedItemId: Number(row.digested_through_feed_item_id),
    createdAt: iso(row.created_at) ?? '',
    lastDigestAt: iso(row.last_digest_at),
  };
}

const COLUMNS = `id, organisation_id, user_id, name, criteria, notify, digested_through_act_id, digested_through_feed_item_id, created_at, last_digest_at`;

/** Saves a search; its digest starts after the newest act and feed item there are now. */
export async function insertSavedSearch(sql: ExecuteSql, owner: Owner, values: { name: string; criteria: LegislationFilters; notify: boolean }): Promise<SavedSearchRow> {
  const { rows } = await sql(
    `insert into legislation_saved_searches (organisation_id, user_id, name, criteria, notify, digested_through_act_id, digested_through_feed_item_id)
     values ($1, $2, $3, $4::jsonb, $5, (select coalesce(max(id), 0) from legal_acts), (select coalesce(max(id), 0) from legislation_feed_items))
     returning ${COLUMNS}`,
    [owner.organisationId, owner.userId, values.name, JSON.stringify(values.criteria), values.notify],
  );
  return savedOf(rows[0] ?? {});
}

export async function listSavedSearches(sql: ExecuteSql, owner: Owner): Promise<SavedSearchRow[]> {
  const { rows } = await sql(`select ${COLUMNS} from legislation_saved_searches where organisation_id = $1 and user_id = $2 order by created_at desc, id desc`, [
    owner.organisationId,
    owner.userId,
  ]);
  return rows.map(savedOf);
}

export async function findSavedSearch(sql: ExecuteSql, owner: Owner, id: number): Promise<SavedSearchRow | undefined> {
  const { rows } = await sql(`select ${COLUMNS} from legislation_saved_searches where id = $1 and organisation_id = $2 and user_id = $3`, [id, owner.organisationId, owner.userId]);
  return rows[0] ? savedOf(rows[0]) : undefined;
}

/** Renames it and/or turns its digest on or off; a digest turned on starts after what exists now. */
export async function updateSavedSearch(sql: ExecuteSql, owner: Owner, id: number, edit: { name?: string | undefined; notify?: boolean | undefined }): Promise<SavedSearchRow | undefined> {
  const { rows } = await sql(
    `update legislation_saved_searches set
       name = coalesce($4, name),
       notify = coalesce($5, notify),
       digested_through_act_id = case when $5 and not notify then (select coalesce(max(id), 0) from legal_acts) else digested_through_act_id end,
       digested_through_feed_item_id = case when $5 and not notify then (select coalesce(max(id), 0) from legislation_feed_items) else digested_through_feed_item_id end,
       updated_at = now()
     where id = $1 and organisation_id = $2 and user_id = $3 returning ${COLUMNS}`,
    [id, owner.organisationId, owner.userId, edit.name ?? null, edit.notify ?? null],
  );
  return rows[0] ? savedOf(rows[0]) : undefined;
}

export async function deleteSavedSearch(sql: ExecuteSql, owner: Owner, id: number): Promise<boolean> {
  const { rows } = await sql(`delete from legislation_saved_searches where id = $1 and organisation_id = $2 and user_id = $3 returning id`, [id, owner.organisationId, owner.userId]);
  return rows.length > 0;
}

/** Notify-enabled searches with an act or feed item after their cursors (the digest's work). */
export async function listDigestsDue(sql: ExecuteSql, newestActId: number, newestFeedItemId: number): Promise<SavedSearchRow[]> {
  const { rows } = await sql(
    `select ${COLUMNS} from legislation_saved_searches
     where notify and (digested_through_act_id < $1 or digested_through_feed_item_id < $2) order by user_id, id`,
    [newestActId, newestFeedItemId],
  );
  return rows.map(savedOf);
}

/** Moves the user's searches' cursors to what this digest looked at. */
export async function advanceDigestCursors(sql: ExecuteSql, owner: Owner, ids: number[], through: { actId: number; feedItemId: number }, mailed: boolean): Promise<void> {
  await sql(
    `update legislation_saved_searches set
       digested_through_act_id = greatest(digested_through_act_id, $4),
       digested_through_feed_item_id = greatest(digested_through_feed_item_id, $5),
       last_digest_at = case when $6 then now() else last_digest_at end
     where organisation_id = $1 and user_id = $2 and id = any($3::int[])`,
    [owner.organisationId, owner.userId, ids, through.actId, through.feedItemId, mailed],
  );
}
