import type { LegislationAddOn, LegislationSeatRequestStatus, LegislationSeatState } from '../../../common/legislation/legislation.values.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { toDate, toDateOrNull } from '../../db/timestamps.ts';

/** Seats and seat requests: every query is scoped by the caller's organisation ($1). */

const seatState = (active: unknown): LegislationSeatState => (active === null || active === undefined ? 'none' : active === true ? 'active' : 'inactive');
const addOnOf = (value: unknown): LegislationAddOn => (value === 'euLaw' ? 'euLaw' : 'legislation');
const STATUSES: readonly LegislationSeatRequestStatus[] = ['pending', 'approved', 'declined'];

export type MemberSeatRecord = {
  userId: number;
  name: string;
  email: string;
  offers: Record<LegislationAddOn, boolean>;
  seats: Record<LegislationAddOn, LegislationSeatState>;
};

/** The organisation's enabled members, by name, with their current subscription's add-on flags and their seats. */
export async function listMemberSeats(sql: ExecuteSql, organisationId: number, userId?: number): Promise<MemberSeatRecord[]> {
  const { rows } = await sql(
    `select u.id, u.name, u.email, coalesce(s.legislation_add_on, false) as offers_legislation, coalesce(s.eu_law_add_on, false) as offers_eu_law,
       l.active as legislation_active, e.active as eu_law_active
     from users u
     left join subscriptions s on s.id = u.subscription_id and s.organisation_id = u.organisation_id
       and s.starts_on <= current_date and s.ends_on >= current_date
     left join legislation_seats l on l.user_id = u.id and l.organisation_id = u.organisation_id and l.add_on = 'legislation'
     left join legislation_seats e on e.user_id = u.id and e.organisation_id = u.organisation_id and e.add_on = 'euLaw'
     where u.organisation_id = $1 and not u.disabled and ($2::int is null or u.id = $2)
     order by lower(u.name), u.id`,
    [organisationId, userId ?? null],
  );
  return rows.map((row) => ({
    userId: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    offers: { legislation: row.offers_legislation === true, euLaw: row.offers_eu_law === true },
    seats: { legislation: seatState(row.legislation_active), euLaw: seatState(row.eu_law_active) },
  }));
}

/** Gives the member a seat (active or not) or, with 'none', takes it away. */
export async function setSeat(sql: ExecuteSql, organisationId: number, userId: number, addOn: LegislationAddOn, seat: LegislationSeatState): Promise<void> {
  if (seat === 'none') {
    await sql(`delete from legislation_seats where organisation_id = $1 and user_id = $2 and add_on = $3::text::legislation_add_on`, [organisationId, userId, addOn]);
    return;
  }
  await sql(
    `insert into legislation_seats (organisation_id, user_id, add_on, active)
     select $1, u.id, $3::text::legislation_add_on, $4 from users u where u.id = $2 and u.organisation_id = $1
     on conflict (user_id, add_on) do update set active = excluded.active, updated_at = now()
     where legislation_seats.organisation_id = excluded.organisation_id`,
    [organisationId, userId, addOn, seat === 'active'],
  );
}

/** A new pending request; undefined when the member already has one pending for the add-on (the partial unique index decides). */
export async function insertSeatRequest(sql: ExecuteSql, organisationId: number, userId: number, addOn: LegislationAddOn): Promise<number | undefined> {
  const { rows } = await sql(
    `insert into legislation_seat_requests (organisation_id, user_id, add_on) values ($1, $2, $3::text::legislation_add_on)
     on conflict (user_id, add_on) where status = 'pending' do nothing
     returning id`,
    [organisationId, userId, addOn],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

export type SeatRequestRecord = {
  id: number;
  organisationId: number;
  userId: number;
  requesterName: string;
  requesterEmail: string;
  requesterLanguage: string;
  addOn: LegislationAddOn;
  status: LegislationSeatRequestStatus;
  deciderName: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  organisationName: string;
};

const REQUEST_SELECT = `select r.id, r.organisation_id, r.user_id, q.name as requester_name, q.email as requester_email, q.language as requester_language,
    r.add_on::text as add_on, r.status, k.name as decider_name, r.decided_at, r.created_at, o.name as organisation_name
  from legislation_seat_requests r
  join users q on q.id = r.user_id
  left join users k on k.id = r.decider_user_id
  join organisations o on o.id = r.organisation_id
  where r.organisation_id = $1`;

function toRequest(row: Record<string, unknown>): SeatRequestRecord {
  return {
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    userId: Number(row.user_id),
    requesterName: String(row.requester_name),
    requesterEmail: String(row.requester_email),
    requesterLanguage: String(row.requester_language),
    addOn: addOnOf(row.add_on),
    status: STATUSES.find((status) => status === row.status) ?? 'pending',
    deciderName: typeof row.decider_name === 'string' ? row.decider_name : null,
    decidedAt: toDateOrNull(row.decided_at),
    createdAt: toDate(row.created_at),
    organisationName: String(row.organisation_name),
  };
}

export async function findSeatRequest(sql: ExecuteSql, organisationId: number, id: number): Promise<SeatRequestRecord | undefined> {
  const { rows } = await sql(`${REQUEST_SELECT} and r.id = $2`, [organisationId, id]);
  return rows[0] ? toRequest(rows[0]) : undefined;
}

/**
 * The organisation's seat requests (`userId` null: an admin's view), pending ones first, the
 * longest waiting first, then the latest decided; or one member's own, newest first.
 */
export async function listSeatRequests(sql: ExecuteSql, scope: { organisationId: number; userId: number | null }, limit: number): Promise<SeatRequestRecord[]> {
  const { rows } = await sql(
    `${REQUEST_SELECT} and ($2::int is null or r.user_id = $2)
     order by r.status = 'pending' desc, case when r.status = 'pending' then r.created_at end asc, r.decided_at desc nulls last, r.id desc
     limit $3`,
    [scope.organisationId, scope.userId, limit],
  );
  return rows.map(toRequest);
}

/** Records the decision on a request still pending; false when it no longer is (the update is the claim). */
export async function setSeatDecision(sql: ExecuteSql, organisationId: number, id: number, status: 'approved' | 'declined', deciderUserId: number): Promise<boolean> {
  const { rows } = await sql(
    `update legislation_seat_requests set status = $3, decider_user_id = $4, decided_at = now()
     where organisation_id = $1 and id = $2 and status = 'pending'
     returning id`,
    [organisationId, id, status, deciderUserId],
  );
  return rows.length > 0;
}

/** The organisation's enabled admins, whom a new seat request is mailed to. */
export async function listAdmins(sql: ExecuteSql, organisationId: number): Promise<{ name: string; email: string; language: string }[]> {
  const { rows } = await sql(`select name, email, language from users where organisation_id = $1 and not disabled and 'admin' = any(roles) order by id`, [organisationId]);
  return rows.map((row) => ({ name: String(row.name), email: String(row.email), language: String(row.language) }));
}
