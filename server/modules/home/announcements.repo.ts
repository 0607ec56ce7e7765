import type { ExecuteSql } from '../../db/database.ts';
import { toDate } from '../../db/timestamps.ts';

/**
 * Announcements. A user's queries read the operator's (no organisation) and their own
 * organisation's, and change only their organisation's; the operator's queries (the CLI)
 * touch only the rows without an organisation.
 */

export type AnnouncementRow = {
  id: number;
  organisationId: number | null;
  authorName: string | null;
  organisationName: string | null;
  note: string;
  linkUrl: string | null;
  linkName: string | null;
  updatedAt: Date;
};

export type AnnouncementValues = { note: string; linkUrl: string | null; linkName: string | null };

const COLUMNS = `a.id, a.organisation_id, u.name as author_name, o.name as organisation_name, a.note, a.link_url, a.link_name, a.updated_at`;
const FROM = `from announcements a left join users u on u.id = a.author_user_id left join organisations o on o.id = a.organisation_id`;

function toAnnouncement(row: Record<string, unknown>): AnnouncementRow {
  return {
    id: Number(row.id),
    organisationId: row.organisation_id === null || row.organisation_id === undefined ? null : Number(row.organisation_id),
    authorName: (row.author_name as string | null) ?? null,
    organisationName: (row.organisation_name as string | null) ?? null,
    note: String(row.note),
    linkUrl: (row.link_url as string | null) ?? null,
    linkName: (row.link_name as string | null) ?? null,
    updatedAt: toDate(row.updated_at),
  };
}

/** The operator's and the organisation's announcements, newest first. */
export async function listAnnouncements(sql: ExecuteSql, organisationId: number, limit: number): Promise<AnnouncementRow[]> {
  const { rows } = await sql(
    `select ${COLUMNS} ${FROM} where a.organisation_id is null or a.organisation_id = $1 order by a.updated_at desc, a.id desc limit $2`,
    [organisationId, limit],
    { prepare: 'home_announcements_list' },
  );
  return rows.map(toAnnouncement);
}

/** One announcement the organisation sees (its own or the operator's); another organisation's is not found. */
export async function findAnnouncement(sql: ExecuteSql, organisationId: number, id: number): Promise<AnnouncementRow | undefined> {
  const { rows } = await sql(`select ${COLUMNS} ${FROM} where a.id = $2 and (a.organisation_id is null or a.organisation_id = $1)`, [organisationId, id]);
  return rows[0] ? toAnnouncement(rows[0]) : undefined;
}

export async function insertAnnouncement(sql: ExecuteSql, organisationId: number, authorUserId: number, values: AnnouncementValues): Promise<number> {
  const { rows } = await sql(
    `insert into announcements (organisation_id, author_user_id, note, link_url, link_name) values ($1, $2, $3, $4, $5) returning id`,
    [organisationId, authorUserId, values.note, values.linkUrl, values.linkName],
  );
  return Number(rows[0]?.id);
}

/** Changes one of the organisation's own announcements (never an operator's); false when there is none. */
export async function updateAnnouncement(sql: ExecuteSql, organisationId: number, id: number, values: AnnouncementValues): Promise<boolean> {
  const { rows } = await sql(
    `update announcements set note = $3, link_url = $4, link_name = $5, updated_at = now() where organisation_id = $1 and id = $2 returning id`,
    [organisationId, id, values.note, values.linkUrl, values.linkName],
  );
  return rows.length > 0;
}

export async function deleteAnnouncement(sql: ExecuteSql, organisationId: number, id: number): Promise<boolean> {
  const { rows } = await sql(`delete from announcements where organisation_id = $1 and id = $2 returning id`, [organisationId, id]);
  return rows.length > 0;
}

/** The operator's announcement under `key`, as stored. */
export async function findGlobalAnnouncement(sql: ExecuteSql, key: string): Promise<AnnouncementValues | undefined> {
  const { rows } = await sql(`select note, link_url, link_name from announcements where organisation_id is null and operator_key = $1`, [key]);
  const row = rows[0];
  return row ? { note: String(row.note), linkUrl: (row.link_url as string | null) ?? null, linkName: (row.link_name as string | null) ?? null } : undefined;
}

export async function insertGlobalAnnouncement(sql: ExecuteSql, key: string, values: AnnouncementValues): Promise<void> {
  await sql(`insert into announcements (organisation_id, operator_key, note, link_url, link_name) values (null, $1, $2, $3, $4)`, [
    key,
    values.note,
    values.linkUrl,
    values.linkName,
  ]);
}

export async function updateGlobalAnnouncement(sql: ExecuteSql, key: string, values: AnnouncementValues): Promise<void> {
  await sql(`update announcements set note = $2, link_url = $3, link_name = $4, updated_at = now() where organisation_id is null and operator_key = $1`, [
    key,
    values.note,
    values.linkUrl,
    values.linkName,
  ]);
}

export async function deleteGlobalAnnouncement(sql: ExecuteSql, key: string): Promise<boolean> {
  const { rows } = await sql(`delete from announcements where organisation_id is null and operator_key = $1 returning id`, [key]);
  return rows.length > 0;
}

/** Removes the operator's announcements whose keys are not in `keys`; answers the keys removed. */
export async function deleteGlobalAnnouncementsExcept(sql: ExecuteSql, keys: string[]): Promise<string[]> {
  const { rows } = await sql(
    `delete from announcements where organisation_id is null and operator_key is not null and not (operator_key = any($1::text[])) returning operator_key`,
    [keys],
  );
  return rows.map((row) => String(row.operator_key)).sort();
}
