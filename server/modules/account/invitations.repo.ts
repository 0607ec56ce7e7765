import type { UserRole } from '../../../common/domain/roles.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { defaultCollectionFor } from '../collections/index.ts';
import { toDate, toDateOrNull } from '../../db/timestamps.ts';

/**
 * One-time links (invitations to join, first passwords) and the users they make. Every query
 * runs on the caller's connection, so another module's transaction can issue a link with the
 * rows it belongs to.
 */

export type InvitationPurpose = 'join' | 'setPassword';

export type InvitationRecord = {
  id: number;
  organisationId: number;
  organisationName: string;
  subscriptionId: number;
  purpose: InvitationPurpose;
  email: string;
  name: string;
  roles: UserRole[];
  language: string;
  userId: number | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

/** PostgreSQL arrays of an enum may come back as text ('{admin,powerUser}') from a raw query. */
function rolesOf(value: unknown): UserRole[] {
  const list = Array.isArray(value) ? value : String(value ?? '').replace(/^\{|\}$/g, '').split(',').filter(Boolean);
  return list.map(String) as UserRole[];
}

export async function insertInvitation(
  sql: ExecuteSql,
  values: {
    organisationId: number;
    subscriptionId: number;
    purpose: InvitationPurpose;
    email: string;
    name: string;
    roles: UserRole[];
    language: string;
    tokenHash: string;
    userId: number | null;
    invitedBy: number | null;
    expiresAt: Date;
  },
): Promise<number> {
  const { rows } = await sql(
    `insert into invitations (organisation_id, subscription_id, purpose, email, name, roles, language, token_hash, user_id, invited_by, expires_at)
     values ($1, $2, $3::text::invitation_purpose, $4, $5, $6::text[]::user_role[], $7, $8, $9, $10, $11)
     returning id`,
    [values.organisationId, values.subscriptionId, values.purpose, values.email, values.name, values.roles, values.language, values.tokenHash, values.userId, values.invitedBy, values.expiresAt],
  );
  return Number(rows[0]?.id);
}

/** Withdraws the organisation's pending link of this purpose for the address (a new one replaces it). */
export async function revokePending(sql: ExecuteSql, organisationId: number, email: string, purpose: InvitationPurpose, at: Date): Promise<void> {
  await sql(
    `update invitations set revoked_at = $4
     where organisation_id = $1 and lower(email) = lower($2) and purpose = $3::text::invitation_purpose and accepted_at is null and revoked_at is null`,
    [organisationId, email, purpose, at],
  );
}

/** The link with this token hash; `lock` holds its row until the transaction ends (one acceptance at a time). */
export async function findByTokenHash(sql: ExecuteSql, tokenHash: string, lock = false): Promise<InvitationRecord | undefined> {
  const { rows } = await sql(
    `select i.id, i.organisation_id, o.name as organisation_name, i.subscription_id, i.purpose, i.email, i.name, i.roles::text[] as roles, i.language,
       i.user_id, i.expires_at, i.accepted_at, i.revoked_at
     from invitations i join organisations o on o.id = i.organisation_id
     where i.token_hash = $1${lock ? ' for update of i' : ''}`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    organisationName: String(row.organisation_name),
    subscriptionId: Number(row.subscription_id),
    purpose: row.purpose === 'setPassword' ? 'setPassword' : 'join',
    email: String(row.email),
    name: String(row.name),
    roles: rolesOf(row.roles),
    language: String(row.language),
    userId: row.user_id === null ? null : Number(row.user_id),
    expiresAt: toDate(row.expires_at),
    acceptedAt: toDateOrNull(row.accepted_at),
    revokedAt: toDateOrNull(row.revoked_at),
  };
}

export async function markAccepted(sql: ExecuteSql, id: number, userId: number, at: Date): Promise<void> {
  await sql(`update invitations set accepted_at = $3, user_id = $2 where id = $1 and accepted_at is null`, [id, userId, at]);
}

/** A user's new password; their sessions end (whoever held one no longer may). */
export async function setUserPassword(sql: ExecuteSql, organisationId: number, userId: number, passwordHash: string): Promise<boolean> {
  const { rows } = await sql(`update users set password_hash = $3 where id = $2 and organisation_id = $1 returning id`, [organisationId, userId, passwordHash]);
  await sql(`delete from sessions where user_id = $1`, [userId]);
  return rows.length > 0;
}

export async function emailTaken(sql: ExecuteSql, email: string): Promise<boolean> {
  const { rows } = await sql(`select 1 from users where lower(email) = lower($1)`, [email]);
  return rows.length > 0;
}

/** The subscription's seats and how many enabled users hold one. */
export async function seatsOf(sql: ExecuteSql, organisationId: number, subscriptionId: number): Promise<{ seatCount: number; seatsUsed: number } | undefined> {
  const { rows } = await sql(
    `select s.seat_count, (select count(*) from users u where u.subscription_id = s.id and not u.disabled)::int as seats_used
     from subscriptions s where s.id = $2 and s.organisation_id = $1 for update of s`,
    [organisationId, subscriptionId],
  );
  const row = rows[0];
  return row ? { seatCount: Number(row.seat_count), seatsUsed: Number(row.seats_used) } : undefined;
}

/** A new user with their "My documents", as every user is created (defaultCollectionFor). */
export async function insertUserWithCollection(
  sql: ExecuteSql,
  values: { organisationId: number; subscriptionId: number; name: string; email: string; passwordHash: string; roles: UserRole[]; language: string; platformOperator?: boolean },
): Promise<number> {
  const { rows } = await sql(
    `insert into users (organisation_id, subscription_id, name, email, password_hash, roles, language, platform_operator)
     values ($1, $2, $3, $4, $5, $6::text[]::user_role[], $7, $8) returning id`,
    [values.organisationId, values.subscriptionId, values.name, values.email, values.passwordHash, values.roles, values.language, values.platformOperator ?? false],
  );
  const userId = Number(rows[0]?.id);
  const collection = defaultCollectionFor({ id: userId, organisationId: values.organisationId, language: values.language });
  await sql(`insert into collections (organisation_id, kind, owner_user_id, name, name_key, created_by) values ($1, 'personal', $2, $3, $4, $5)`, [
    collection.organisationId,
    collection.ownerUserId,
    collection.name,
    collection.nameKey,
    collection.createdBy,
  ]);
  return userId;
}
