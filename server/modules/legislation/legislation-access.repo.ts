import type { LegislationAddOn } from '../../../common/legislation/legislation-panels.contract.ts';
import type { ExecuteSql } from '../../db/database.ts';
import type { AddOnFacts } from './legislation.policy.ts';

/** The add-on facts of one user: every query is scoped by the caller's organisation ($2). */

export type UserAddOnFacts = Record<LegislationAddOn, AddOnFacts>;

const seatOf = (active: unknown): AddOnFacts['seat'] => (active === null || active === undefined ? null : { active: active === true });

/**
 * The flags of the user's own subscription while it is current (a lite subscription of the same
 * organisation has its own flags) and the user's seats; a user of another organisation has none.
 */
export async function readUserAddOnFacts(sql: ExecuteSql, actor: { userId: number; organisationId: number }): Promise<UserAddOnFacts> {
  const { rows } = await sql(
    `select coalesce(s.legislation_add_on, false) as legislation, coalesce(s.eu_law_add_on, false) as eu_law,
       (select seat.active from legislation_seats seat where seat.user_id = u.id and seat.organisation_id = u.organisation_id and seat.add_on = 'legislation') as legislation_seat,
       (select seat.active from legislation_seats seat where seat.user_id = u.id and seat.organisation_id = u.organisation_id and seat.add_on = 'euLaw') as eu_law_seat
     from users u
     left join subscriptions s on s.id = u.subscription_id and s.organisation_id = u.organisation_id
       and s.starts_on <= current_date and s.ends_on >= current_date
     where u.id = $1 and u.organisation_id = $2 and not u.disabled`,
    [actor.userId, actor.organisationId],
  );
  const row = rows[0];
  return {
    legislation: { subscribed: row?.legislation === true, seat: seatOf(row?.legislation_seat) },
    euLaw: { subscribed: row?.eu_law === true, seat: seatOf(row?.eu_law_seat) },
  };
}
