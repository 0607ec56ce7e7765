import type { DatabaseHandle } from '../db/database.ts';

/**
 * A legal act of the legislation library for tests, written as the importer would (the trigger keeps
 * its search vector); answers its id. Family and type follow the CELEX letter.
 */
export async function createLegalAct(
  database: DatabaseHandle,
  values: { identifier: string; title: string; datePublication?: string; source?: string },
): Promise<number> {
  const letter = /^\d{5}([A-Z])/.exec(values.identifier)?.[1] ?? 'R';
  const family = letter === 'L' ? 'directive' : letter === 'D' ? 'decision' : 'regulation';
  const type = letter === 'L' ? 'DIR' : letter === 'D' ? 'DEC' : 'REG';
  const { rows } = await database.executeSql(
    `insert into legal_acts (identifier, title, act_type, family, date_publication, source) values ($1, $2, $3, $4, $5, $6) returning id`,
    [values.identifier, values.title, type, family, values.datePublication ?? null, values.source ?? 'test'],
  );
  return Number(rows[0]?.id);
}

/** Turns the legislation add-ons on for a subscription, as the operator does. */
export async function enableLegislationAddOns(database: DatabaseHandle, subscriptionId: number, addOns: { legislation?: boolean; euLaw?: boolean } = { legislation: true }) {
  await database.executeSql(`update subscriptions set legislation_add_on = $2, eu_law_add_on = $3 where id = $1`, [subscriptionId, addOns.legislation ?? false, addOns.euLaw ?? false]);
}

/** A user's seat on an add-on, as an admin gives it (active false: suspended). */
export async function giveLegislationSeat(
  database: DatabaseHandle,
  user: { id: number; organisationId: number },
  options: { addOn?: 'legislation' | 'euLaw'; active?: boolean } = {},
) {
  await database.executeSql(
    `insert into legislation_seats (organisation_id, user_id, add_on, active) values ($1, $2, $3, $4)
     on conflict (user_id, add_on) do update set active = excluded.active`,
    [user.organisationId, user.id, options.addOn ?? 'legislation', options.active ?? true],
  );
}
