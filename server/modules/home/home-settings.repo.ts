import type { ExecuteSql } from '../../db/database.ts';

/** The dashboard's per-user settings (home_settings): every query is by the user's own id, the row being theirs alone. */

export type HomeSettingsRow = { layout: unknown; tourSections: Record<string, unknown> };

export async function findHomeSettings(sql: ExecuteSql, userId: number): Promise<HomeSettingsRow | undefined> {
  const { rows } = await sql(`select layout, tour_sections from home_settings where user_id = $1`, [userId], { prepare: 'home_settings_find' });
  const row = rows[0];
  if (!row) return undefined;
  const tour = row.tour_sections;
  return { layout: row.layout ?? null, tourSections: tour && typeof tour === 'object' && !Array.isArray(tour) ? (tour as Record<string, unknown>) : {} };
}

/** The add-on flags of the user's own subscription, scoped by their organisation. */
export async function findSubscriptionAddOns(sql: ExecuteSql, organisationId: number, subscriptionId: number): Promise<{ legislation: boolean; euLaw: boolean }> {
  const { rows } = await sql(
    `select legislation_add_on, eu_law_add_on from subscriptions where id = $1 and organisation_id = $2`,
    [subscriptionId, organisationId],
    { prepare: 'home_subscription_add_ons' },
  );
  const row = rows[0];
  return { legislation: row?.legislation_add_on === true, euLaw: row?.eu_law_add_on === true };
}

export async function saveLayout(sql: ExecuteSql, userId: number, layout: unknown): Promise<void> {
  await sql(
    `insert into home_settings (user_id, layout, updated_at) values ($1, $2::jsonb, now())
     on conflict (user_id) do update set layout = excluded.layout, updated_at = now()`,
    [userId, JSON.stringify(layout)],
  );
}

/** Sets one tour section's state, leaving the others as they are. */
export async function saveTourSection(sql: ExecuteSql, userId: number, section: string, state: string): Promise<void> {
  await sql(
    `insert into home_settings (user_id, tour_sections, updated_at) values ($1, jsonb_build_object($2::text, $3::text), now())
     on conflict (user_id) do update set tour_sections = home_settings.tour_sections || excluded.tour_sections, updated_at = now()`,
    [userId, section, state],
  );
}

/** Forgets every tour section, so the whole tour is offered again. */
export async function resetTour(sql: ExecuteSql, userId: number): Promise<void> {
  await sql(`update home_settings set tour_sections = '{}'::jsonb, updated_at = now() where user_id = $1`, [userId]);
}
