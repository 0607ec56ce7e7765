import type { UserRole } from '../../../common/domain/roles.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { toDate, toDateOrNull } from '../../db/timestamps.ts';

/**
 * An organisation admin's invitations to join (purpose 'join'), their organisation's email
 * domains and its subscriptions' seats. Every query is scoped by the organisation in the query.
 */

export type MemberInvitationRecord = {
  id: number;
  subscriptionId: number;
  email: string;
  name: string;
  roles: UserRole[];
  language: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

export type SeatsRecord = { subscriptionId: number; name: string; seatCount: number; seatsUsed: number; seatsPending: number };

/** PostgreSQL arrays of an enum may come back as text ('{admin,powerUser}') from a raw query. */
function rolesOf(value: unknown): UserRole[] {
  const list = Array.isArray(value) ? value : String(value ?? '').replace(/^\{|\}$/g, '').split(',').filter(Boolean);
  return list.map(String) as UserRole[];
}

const INVITATION_COLUMNS = `i.id, i.subscription_id, i.email, i.name, i.roles::text[] as roles, i.language, u.name as invited_by,
  i.created_at, i.expires_at, i.accepted_at, i.revoked_at`;

function invitationOf(row: Record<string, unknown>): MemberInvitationRecord {
  return {
    id: Number(row.id),
    subscriptionId: Number(row.subscription_id),
    email: String(row.email),
    name: String(row.name),
    roles: rolesOf(row.roles),
    language: String(row.language),
    invitedBy: row.invited_by === null || row.invited_by === undefined ? null : String(row.invited_by),
    createdAt: toDate(row.created_at),
    expiresAt: toDate(row.expires_at),
    acceptedAt: toDateOrNull(row.accepted_at),
    revokedAt: toDateOrNull(row.revoked_at),
  };
}

/** The organisation's invitations to join, newest first. */
export async function listInvitations(sql: ExecuteSql, organisationId: number): Promise<MemberInvitationRecord[]> {
  const { rows } = await sql(
    `select ${INVITATION_COLUMNS}
     from invitations i left join users u on u.id = i.invited_by and u.organisation_id = i.organisation_id
     where i.organisation_id = $1 and i.purpose = 'join'
     order by i.created_at desc, i.id desc`,
    [organisationId],
  );
  return rows.map(invitationOf);
}

/** Some of the organisation's invitations to join, by id; `lock` holds their rows until the transaction ends. */
export async function findInvitations(sql: ExecuteSql, organisationId: number, ids: number[], lock = false): Promise<MemberInvitationRecord[]> {
  const { rows } = await sql(
    `select ${INVITATION_COLUMNS}
     from invitations i left join users u on u.id = i.invited_by and u.organisation_id = i.organisation_id
     where i.organisation_id = $1 and i.purpose = 'join' and i.id = any($2::int[])
     order by i.created_at desc, i.id desc${lock ? ' for update of i' : ''}`,
    [organisationId, ids],
  );
  return rows.map(invitationOf);
}

/** The corporate email domain(s) and the listed sub-domains, lower case, each once. */
export async function organisationDomains(sql: ExecuteSql, organisationId: number): Promise<{ name: string; domains: string[] } | undefined> {
  const { rows } = await sql(
    `select name, array(select distinct lower(d) from unnest(email_domains || sub_domains) as d where d <> '' order by 1) as domains
     from organisations where id = $1`,
    [organisationId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const domains = Array.isArray(row.domains) ? row.domains.map(String) : String(row.domains ?? '').replace(/^\{|\}$/g, '').split(',').filter(Boolean);
  return { name: String(row.name), domains };
}

/**
 * Each subscription's seats: its enabled users, and its pending invitations to join (unexpired,
 * neither accepted nor withdrawn), which hold a seat. `subscriptionId` narrows it to one, whose
 * row is then locked so two invitations at once cannot both take the last seat.
 */
export async function seatsOf(sql: ExecuteSql, organisationId: number, now: Date, subscriptionId?: number): Promise<SeatsRecord[]> {
  const { rows } = await sql(
    `select s.id, s.name, s.seat_count,
       (select count(*) from users u where u.subscription_id = s.id and u.organisation_id = s.organisation_id and not u.disabled)::int as seats_used,
       (select count(*) from invitations i where i.subscription_id = s.id and i.organisation_id = s.organisation_id and i.purpose = 'join'
          and i.accepted_at is null and i.revoked_at is null and i.expires_at > $2)::int as seats_pending
     from subscriptions s
     where s.organisation_id = $1 ${subscriptionId === undefined ? '' : 'and s.id = $3'}
     order by s.id${subscriptionId === undefined ? '' : ' for update of s'}`,
    subscriptionId === undefined ? [organisationId, now] : [organisationId, now, subscriptionId],
  );
  return rows.map((row) => ({
    subscriptionId: Number(row.id),
    name: String(row.name),
    seatCount: Number(row.seat_count),
    seatsUsed: Number(row.seats_used),
    seatsPending: Number(row.seats_pending),
  }));
}

/** Which of the addresses (lower case) belong to a user already, in any organisation. */
export async function existingUserEmails(sql: ExecuteSql, emails: string[]): Promise<Set<string>> {
  const { rows } = await sql(`select lower(email) as email from users where lower(email) = any($1::text[])`, [emails]);
  return new Set(rows.map((row) => String(row.email)));
}

/** Which of the addresses (lower case) have a pending invitation to join the organisation. */
export async function pendingEmails(sql: ExecuteSql, organisationId: number, emails: string[], now: Date): Promise<Set<string>> {
  const { rows } = await sql(
    `select lower(email) as email from invitations
     where organisation_id = $1 and purpose = 'join' and lower(email) = any($2::text[]) and accepted_at is null and revoked_at is null and expires_at > $3`,
    [organisationId, emails, now],
  );
  return new Set(rows.map((row) => String(row.email)));
}

/** Withdraws the addresses' expired invitations to join, which a new one replaces (one open invitation per address). */
export async function revokeExpired(sql: ExecuteSql, organisationId: number, emails: string[], now: Date): Promise<void> {
  await sql(
    `update invitations set revoked_at = $3
     where organisation_id = $1 and purpose = 'join' and lower(email) = any($2::text[]) and accepted_at is null and revoked_at is null and expires_at <= $3`,
    [organisationId, emails, now],
  );
}

/** Inserts the invitations to join in one statement (a CSV's thousand lines included); their ids by address (lower case). */
export async function insertJoinInvitations(
  sql: ExecuteSql,
  values: {
    organisationId: number;
    subscriptionId: number;
    invitedBy: number;
    language: string;
    expiresAt: Date;
    now: Date;
    invitees: { email: string; name: string; roles: UserRole[]; tokenHash: string }[];
  },
): Promise<Map<string, number>> {
  const { rows } = await sql(
    `insert into invitations (organisation_id, subscription_id, purpose, email, name, roles, language, token_hash, invited_by, created_at, sent_at, expires_at)
     select $1, $2, 'join', v.email, v.name, string_to_array(v.roles, ',')::user_role[], $3, v.token_hash, $4, $5, $5, $6
     from unnest($7::text[], $8::text[], $9::text[], $10::text[]) as v(email, name, roles, token_hash)
     returning id, lower(email) as email`,
    [
      values.organisationId,
      values.subscriptionId,
      values.language,
      values.invitedBy,
      values.now,
      values.expiresAt,
      values.invitees.map((invitee) => invitee.email),
      values.invitees.map((invitee) => invitee.name),
      values.invitees.map((invitee) => invitee.roles.join(',')),
      values.invitees.map((invitee) => invitee.tokenHash),
    ],
  );
  return new Map(rows.map((row) => [String(row.email), Number(row.id)]));
}

/** A new link for an invitation: the old token no longer matches, and the expiry starts again. */
export async function renewInvitation(sql: ExecuteSql, organisationId: number, id: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await sql(
    `update invitations set token_hash = $3, expires_at = $4, sent_at = $5
     where organisation_id = $1 and id = $2 and purpose = 'join' and accepted_at is null and revoked_at is null`,
    [organisationId, id, tokenHash, expiresAt, now],
  );
}

export async function revokeInvitation(sql: ExecuteSql, organisationId: number, id: number, now: Date): Promise<void> {
  await sql(
    `update invitations set revoked_at = $3 where organisation_id = $1 and id = $2 and purpose = 'join' and accepted_at is null and revoked_at is null`,
    [organisationId, id, now],
  );
}
