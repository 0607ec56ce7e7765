import type { LegislationAddOn } from '../../../common/legislation/legislation.values.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createOrganisation, createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { asUser, envelopeOf, type TestApp, type TestSession } from '../../test/test-app.ts';

/** The add-on flags of a subscription (the shared factories leave both off). */
export async function offerAddOns(database: DatabaseHandle, subscriptionId: number, addOns: { legislation?: boolean; euLaw?: boolean }): Promise<void> {
  await database.executeSql(`update subscriptions set legislation_add_on = $2, eu_law_add_on = $3 where id = $1`, [
    subscriptionId,
    addOns.legislation ?? false,
    addOns.euLaw ?? false,
  ]);
}

export async function giveSeat(database: DatabaseHandle, user: { id: number; organisationId: number }, addOn: LegislationAddOn, active = true): Promise<void> {
  await database.executeSql(`insert into legislation_seats (organisation_id, user_id, add_on, active) values ($1, $2, $3::text::legislation_add_on, $4)`, [
    user.organisationId,
    user.id,
    addOn,
    active,
  ]);
}

/**
 * The legislation tests' world: Acme with both add-ons (its admin seated on both, its member on
 * legislation only, a suspended member, a member of its lite subscription without add-ons), Globex
 * with both add-ons and seats (whose data Acme never sees), and Plain, whose subscription has none.
 */
export async function createLegislationWorld(database: DatabaseHandle) {
  const acme = await createOrganisationWithUsers(database.db, { name: 'Acme' });
  await offerAddOns(database, acme.subscription.id, { legislation: true, euLaw: true });
  const suspended = await createUser(database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, name: 'Sue Suspended' });
  const liteSubscription = await createSubscription(database.db, { organisationId: acme.organisation.id, isLite: true });
  const lite = await createUser(database.db, { organisationId: acme.organisation.id, subscriptionId: liteSubscription.id, name: 'Lee Lite' });
  await giveSeat(database, acme.admin, 'legislation');
  await giveSeat(database, acme.admin, 'euLaw');
  await giveSeat(database, acme.member, 'legislation');
  await giveSeat(database, suspended, 'legislation', false);
  // A seat without the subscription's flag opens nothing.
  await giveSeat(database, lite, 'legislation');

  const globex = await createOrganisationWithUsers(database.db, { name: 'Globex' });
  await offerAddOns(database, globex.subscription.id, { legislation: true, euLaw: true });
  await giveSeat(database, globex.member, 'legislation');
  await giveSeat(database, globex.member, 'euLaw');

  const plainOrganisation = await createOrganisation(database.db, { name: 'Plain' });
  const plainSubscription = await createSubscription(database.db, { organisationId: plainOrganisation.id });
  const plain = await createUser(database.db, { organisationId: plainOrganisation.id, subscriptionId: plainSubscription.id, roles: ['admin'] });
  return { acme, suspended, lite, globex, plain };
}

export type LegislationWorld = Awaited<ReturnType<typeof createLegislationWorld>>;

export type LegislationAnswer<T> = { status: number; data: T; reasonKey: string | undefined; body: string };

/** A call as a signed-in user (or none): a JSON body, a urlencoded form, or none (GET). */
export function legislationCalls(t: TestApp) {
  return async <T>(session: TestSession | null, method: 'GET' | 'POST', url: string, body?: { json: unknown } | { form: Record<string, string> }): Promise<LegislationAnswer<T>> => {
    const headers: Record<string, string> = session ? asUser(session) : {};
    const payload =
      body === undefined
        ? {}
        : 'json' in body
          ? { payload: body.json as object }
          : { payload: new URLSearchParams(body.form).toString(), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } };
    const response = await t.app.inject({ method, url, headers, ...payload });
    const envelope = envelopeOf<T>(response);
    return { status: response.statusCode, data: envelope.data as T, reasonKey: envelope.status === 'error' ? envelope.data.reasonKey : undefined, body: response.body };
  };
}
