import type { ExecuteSql } from '../../db/database.ts';
import { toDate } from '../../db/timestamps.ts';

/** Saved searches: every query is scoped by the owner's organisation and user. */

export type SavedSearchRecord = {
  id: number;
  organisationId: number;
  userId: number;
  name: string;
  tab: string;
  criteria: unknown;
  notify: boolean;
  favourite: boolean;
  alertedThroughEventId: number;
  createdAt: Date;
  updatedAt: Date;
};

const COLUMNS = `id, organisation_id, user_id, name, tab, criteria, notify, favourite, alerted_through_event_id, created_at, updated_at`;

function toRecord(row: Record<string, unknown>): SavedSearchRecord {
  return {
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    userId: Number(row.user_id),
    name: String(row.name),
    tab: String(row.tab),
    criteria: row.criteria,
    notify: row.notify === true,
    favourite: row.favourite === true,
    alertedThroughEventId: Number(row.alerted_through_event_id),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

/**
 * A new saved search starts at the newest document event, so its first alert is about
 * what changes after it was saved, never about the past.
 */
export async function insertSavedSearch(
  sql: ExecuteSql,
  values: { organisationId: number; userId: number; name: string; tab: string; criteria: unknown; notify: boolean },
): Promise<SavedSearchRecord> {
  const { rows } = await sql(
    `insert into saved_searches (organisation_id, user_id, name, tab, criteria, notify, alerted_through_event_id)
     values ($1, $2, $3, $4, $5::jsonb, $6, (select coalesce(max(id), 0) from document_events))
     returning ${COLUMNS}`,
    [values.organisationId, values.userId, values.name, values.tab, JSON.stringify(values.criteria), values.notify],
  );
  if (!rows[0]) throw new Error('the saved search was not stored');
  return toRecord(rows[0]);
}

/** The user's saved searches, favourites first, then by name; the first `limit` of them when given. */
export async function listSavedSearches(sql: ExecuteSql, organisationId: number, userId: number, limit: number | null = null): Promise<SavedSearchRecord[]> {
  const { rows } = await sql(
    `select ${COLUMNS} from saved_searches where organisation_id = $1 and user_id = $2
     order by favourite desc, lower(name), id limit $3`,
    [organisationId, userId, limit],
  );
  return rows.map(toRecord);
}

export async function countSavedSearches(sql: ExecuteSql, organisationId: number, userId: number): Promise<number> {
  const { rows } = await sql(`select count(*)::int as n from saved_searches where organisation_id = $1 and user_id = $2`, [organisationId, userId]);
  return Number(rows[0]?.n ?? 0);
}

export async function findSavedSearch(sql: ExecuteSql, organisationId: number, userId: number, id: number): Promise<SavedSearchRecord | undefined> {
  const { rows } = await sql(`select ${COLUMNS} from saved_searches where organisation_id = $1 and user_id = $2 and id = $3`, [
    organisationId,
    userId,
    id,
  ]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** Whether another of the user's saved searches has this name, ignoring case. */
export async function nameTaken(sql: ExecuteSql, organisationId: number, userId: number, name: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await sql(
    `select 1 from saved_searches where organisation_id = $1 and user_id = $2 and lower(name) = lower($3) and id <> coalesce($4::int, 0) limit 1`,
    [organisationId, userId, name, exceptId],
  );
  return rows.length > 0;
}

/**
 * Renames and sets notify. Alerts switched on start from the newest event: changes made
 * while they were off are not sent afterwards.
 */
export async function updateSavedSearch(
  sql: ExecuteSql,
  organisationId: number,
  userId: number,
  id: number,
  values: { name: string; notify: boolean },
): Promise<SavedSearchRecord | undefined> {
  const { rows } = await sql(
    `update saved_searches set name = $4, notify = $5, updated_at = now(),
       alerted_through_event_id = case when $5 and not notify then (select coalesce(max(id), 0) from document_events) else alerted_through_event_id end
     where organisation_id = $1 and user_id = $2 and id = $3
     returning ${COLUMNS}`,
    [organisationId, userId, id, values.name, values.notify],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export async function setFavourite(sql: ExecuteSql, organisationId: number, userId: number, id: number, favourite: boolean): Promise<SavedSearchRecord | undefined> {
  const { rows } = await sql(
    `update saved_searches set favourite = $4, updated_at = case when favourite = $4 then updated_at else now() end
     where organisation_id = $1 and user_id = $2 and id = $3
     returning ${COLUMNS}`,
    [organisationId, userId, id, favourite],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export async function deleteSavedSearch(sql: ExecuteSql, organisationId: number, userId: number, id: number): Promise<boolean> {
  const { rows } = await sql(`delete from saved_searches where organisation_id = $1 and user_id = $2 and id = $3 returning id`, [organisationId, userId, id]);
  return rows.length > 0;
}
