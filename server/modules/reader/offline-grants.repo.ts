import type { OfflineGrantFilter, OfflineGrantState } from '../../../common/reader/offline.values.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { toIsoTimestamp as toIso } from '../../db/timestamps.ts';

/**
 * Offline grants' queries, scoped by organisation (and by user for a user's own). A stored
 * 'active' row past its expires_at reads as 'expired': nothing needs to run to end a licence.
 */

export type GrantRecord = {
  grantId: number;
  organisationId: number;
  userId: number;
  docId: number;
  versionId: number;
  subId: number;
  number: string;
  title: string;
  grantedAt: string;
  expiresAt: string;
  state: OfflineGrantState;
  revokedAt: string | null;
  user: { id: number; name: string; email: string };
};

const STATE_SQL = `case when g.state = 'active' and g.expires_at <= now() then 'expired' else g.state::text end`;

const GRANT_COLUMNS = `g.id, g.organisation_id, g.user_id, v.document_id, g.version_id, g.subscription_id, v.number, v.title,
  g.granted_at, g.expires_at, ${STATE_SQL} as state, g.revoked_at, u.name as user_name, u.email as user_email`;

const GRANT_FROM = `offline_grants g join document_versions v on v.id = g.version_id join users u on u.id = g.user_id`;

function toGrant(row: Record<string, unknown>): GrantRecord {
  return {
    grantId: Number(row.id),
    organisationId: Number(row.organisation_id),
    userId: Number(row.user_id),
    docId: Number(row.document_id),
    versionId: Number(row.version_id),
    subId: Number(row.subscription_id),
    number: String(row.number),
    title: String(row.title),
    grantedAt: toIso(row.granted_at),
    expiresAt: toIso(row.expires_at),
    state: row.state as OfflineGrantState,
    revokedAt: row.revoked_at === null || row.revoked_at === undefined ? null : toIso(row.revoked_at),
    user: { id: Number(row.user_id), name: String(row.user_name), email: String(row.user_email) },
  };
}

/** The end of the subscription's last day (UTC), or undefined when it is not the organisation's. */
export async function findSubscriptionEnd(sql: ExecuteSql, organisationId: number, subscriptionId: number): Promise<Date | undefined> {
  const { rows } = await sql(`select (ends_on + 1)::timestamp at time zone 'UTC' as ends_at from subscriptions where id = $1 and organisation_id = $2`, [
    subscriptionId,
    organisationId,
  ]);
  return rows[0] ? new Date(toIso(rows[0].ends_at)) : undefined;
}

type GrantOwner = { organisationId: number; userId: number; subscriptionId: number };

/**
 * Grants the user a copy of the version until `expiresAt`: renews their active grant of it, or
 * makes a new one (an active row past its end is marked expired first, so one row stays active).
 * Answers the grant's id. Runs inside the caller's transaction.
 */
export async function upsertGrant(sql: ExecuteSql, owner: GrantOwner, versionId: number, expiresAt: Date): Promise<number> {
  await sql(`update offline_grants set state = 'expired' where user_id = $1 and version_id = $2 and state = 'active' and expires_at <= now()`, [owner.userId, versionId]);
  const { rows } = await sql(
    `insert into offline_grants (organisation_id, subscription_id, user_id, version_id, expires_at) values ($1, $2, $3, $4, $5)
     on conflict (user_id, version_id) where state = 'active'
     do update set expires_at = excluded.expires_at, subscription_id = excluded.subscription_id, granted_at = now()
     returning id`,
    [owner.organisationId, owner.subscriptionId, owner.userId, versionId, expiresAt.toISOString()],
  );
  return Number(rows[0]?.id);
}

/** Records the grant for usage reporting, alongside the reader's page views. */
export async function insertGrantEvent(sql: ExecuteSql, owner: GrantOwner, documentId: number, details: { versionId: number; grantId: number; expiresAt: string }) {
  await sql(`insert into tracking_events (organisation_id, user_id, kind, document_id, details) values ($1, $2, 'offlineGrant', $3, $4::jsonb)`, [
    owner.organisationId,
    owner.userId,
    documentId,
    JSON.stringify(details),
  ]);
}

export async function findGrant(sql: ExecuteSql, organisationId: number, grantId: number): Promise<GrantRecord | undefined> {
  const { rows } = await sql(`select ${GRANT_COLUMNS} from ${GRANT_FROM} where g.organisation_id = $1 and g.id = $2`, [organisationId, grantId]);
  return rows[0] ? toGrant(rows[0]) : undefined;
}

/** The user's grants in their organisation, newest first. */
export async function listUserGrants(sql: ExecuteSql, organisationId: number, userId: number): Promise<GrantRecord[]> {
  const { rows } = await sql(`select ${GRANT_COLUMNS} from ${GRANT_FROM} where g.organisation_id = $1 and g.user_id = $2 order by g.granted_at desc, g.id desc`, [
    organisationId,
    userId,
  ]);
  return rows.map(toGrant);
}

/** A page of the organisation's grants, newest first: all of them, or the ones still readable. */
export async function listOrganisationGrants(sql: ExecuteSql, organisationId: number, filter: OfflineGrantFilter, page: number, pageSize: number) {
  const where = `g.organisation_id = $1${filter === 'active' ? ` and g.state = 'active' and g.expires_at > now()` : ''}`;
  const { rows } = await sql(`select ${GRANT_COLUMNS} from ${GRANT_FROM} where ${where} order by g.granted_at desc, g.id desc limit $2 offset $3`, [
    organisationId,
    pageSize,
    (page - 1) * pageSize,
  ]);
  const { rows: counted } = await sql(`select count(*)::int as n from offline_grants g where ${where}`, [organisationId]);
  return { rows: rows.map(toGrant), total: Number(counted[0]?.n ?? 0) };
}

/** Ends an active grant (given back by its user, or withdrawn by an admin); answers whether it was active. */
export async function endGrant(sql: ExecuteSql, organisationId: number, grantId: number, end: { state: 'released' } | { state: 'revoked'; by: number }): Promise<boolean> {
  const { rows } =
    end.state === 'released'
      ? await sql(`update offline_grants set state = 'released', released_at = now() where organisation_id = $1 and id = $2 and state = 'active' and expires_at > now() returning id`, [
          organisationId,
          grantId,
        ])
      : await sql(
          `update offline_grants set state = 'revoked', revoked_at = now(), revoked_by = $3 where organisation_id = $1 and id = $2 and state = 'active' and expires_at > now() returning id`,
          [organisationId, grantId, end.by],
        );
  return rows.length > 0;
}

/** What an offline client reference names: the caller's bookmark or annotation made with it, if any. */
export async function findByClientRef(sql: ExecuteSql, userId: number, table: 'bookmark' | 'annotation', clientRef: string): Promise<{ id: number; versionId: number } | undefined> {
  const { rows } = await sql(`select id, version_id from ${table === 'bookmark' ? 'reader_bookmarks' : 'reader_annotations'} where user_id = $1 and client_ref = $2`, [
    userId,
    clientRef,
  ]);
  return rows[0] ? { id: Number(rows[0].id), versionId: Number(rows[0].version_id) } : undefined;
}

/** Marks what a replayed add made with the client's reference (only when it has none yet: a bookmark may have existed). */
export async function setClientRef(sql: ExecuteSql, userId: number, table: 'bookmark' | 'annotation', id: number, clientRef: string) {
  await sql(`update ${table === 'bookmark' ? 'reader_bookmarks' : 'reader_annotations'} set client_ref = $3 where user_id = $1 and id = $2 and client_ref is null`, [
    userId,
    id,
    clientRef,
  ]);
}

/** Who owns a bookmark of the organisation's on the version (a delete of someone else's is refused, not ignored). */
export async function findBookmarkOwner(sql: ExecuteSql, organisationId: number, versionId: number, bookmarkId: number): Promise<number | undefined> {
  const { rows } = await sql(`select user_id from reader_bookmarks where organisation_id = $1 and version_id = $2 and id = $3`, [organisationId, versionId, bookmarkId]);
  return rows[0] ? Number(rows[0].user_id) : undefined;
}
