import type { LegislationAddOn } from '../../../common/legislation/legislation.values.ts';
import type { ExecuteSql } from '../../db/database.ts';

/** The panels' own writes and reads; every query is scoped by the caller's organisation ($1). */

/** Records a click on a panel item, See more or the switcher. */
export async function insertClick(sql: ExecuteSql, click: { organisationId: number; userId: number; moduleName: string; linkClicked: string }): Promise<void> {
  await sql(
    `insert into legislation_click_log (organisation_id, user_id, module_name, link_clicked)
     select $1, u.id, $3, $4 from users u where u.id = $2 and u.organisation_id = $1`,
    [click.organisationId, click.userId, click.moduleName, click.linkClicked],
  );
}

/** The add-ons the user has a seat request pending for. */
export async function listPendingAddOns(sql: ExecuteSql, organisationId: number, userId: number): Promise<LegislationAddOn[]> {
  const { rows } = await sql(
    `select add_on::text as add_on from legislation_seat_requests where organisation_id = $1 and user_id = $2 and status = 'pending'`,
    [organisationId, userId],
  );
  return rows.map((row) => (row.add_on === 'euLaw' ? 'euLaw' : 'legislation'));
}
