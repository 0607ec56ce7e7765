import { count, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { collections, datasets, legislationSeats, organisations, subscriptionDatasets, subscriptions, users } from '../schema/index.ts';
import type { LegislationAddOn } from '../../../common/legislation/legislation.values.ts';
import { defaultCollectionFor } from '../../modules/collections/index.ts';
import { DATASETS } from '../../modules/catalogue/publishers.ts';
import { hashPassword } from '../../platform/password-hasher.ts';

type DemoSubscriptionKey = 'full' | 'lite' | 'other';

export const DEMO_LOGINS: readonly {
  email: string;
  name: string;
  roles: ('admin' | 'powerUser' | 'member')[];
  subscription: DemoSubscriptionKey;
  description: string;
  /** The legislation add-ons the login has an active seat on (its subscription must have them). */
  legislationSeats: readonly LegislationAddOn[];
}[] = [
  { email: 'admin@demo.normscope.test', name: 'Alex Morgan', roles: ['admin', 'powerUser'], subscription: 'full', description: 'organisation admin and power user', legislationSeats: ['legislation'] },
  { email: 'member@demo.normscope.test', name: 'Sam Patel', roles: ['member'], subscription: 'full', description: 'member', legislationSeats: ['legislation', 'euLaw'] },
  { email: 'lite@demo.normscope.test', name: 'Lee Chen', roles: ['member'], subscription: 'lite', description: 'member of the lite subscription', legislationSeats: [] },
  { email: 'admin@other.normscope.test', name: 'Jordan Reyes', roles: ['admin', 'powerUser'], subscription: 'other', description: 'admin of a second organisation', legislationSeats: [] },
];

function isoDay(date: Date) {
  return date.toISOString().slice(0, 10);
}

/**
 * Creates the demo organisations, subscriptions and logins once; a database that
 * already has an organisation is left alone so a restart never touches user data.
 */
export async function seedDemoAccounts(db: AppDatabase, password: string, today = new Date()): Promise<boolean> {
  const existing = await db.select({ value: count() }).from(organisations);
  if ((existing[0]?.value ?? 0) > 0) return false;

  const passwordHash = await hashPassword(password);
  const startsOn = `${today.getUTCFullYear()}-01-01`;
  const endsOn = isoDay(new Date(Date.UTC(today.getUTCFullYear() + 2, 11, 31)));

  await db.transaction(async (tx) => {
    // An import run before the first start may have created the datasets already.
    await tx
      .insert(datasets)
      .values(DATASETS.map((d) => ({ ...d })))
      .onConflictDoNothing();
    const datasetRows = await tx
      .select()
      .from(datasets)
      .where(inArray(datasets.code, DATASETS.map((d) => d.code)));
    const datasetId = (code: string) => {
      const row = datasetRows.find((d) => d.code === code);
      if (!row) throw new Error(`demo dataset ${code} missing`);
      return row.id;
    };

    // Each organisation's email domain is its logins' (admin@demo.normscope.test: demo.normscope.test), so its admin can invite colleagues.
    const domainOf = (keys: DemoSubscriptionKey[]) => [
      ...new Set(DEMO_LOGINS.filter((login) => keys.includes(login.subscription)).map((login) => login.email.slice(login.email.indexOf('@') + 1))),
    ];
    const [demo, other] = await tx
      .insert(organisations)
      .values([
        { name: 'Acme Engineering', emailDomains: domainOf(['full', 'lite']) },
        { name: 'Globex Rail', emailDomains: domainOf(['other']) },
      ])
      .returning();
    if (!demo || !other) throw new Error('demo organisations were not created');

    const [full, lite, otherSub] = await tx
      .insert(subscriptions)
      .values([
        {
          organisationId: demo.id,
          name: 'Acme Engineering — Enterprise',
          startsOn,
          endsOn,
          seatCount: 25,
          aiChatQuota: 500,
          aiCompareQuota: 100,
          legislationAddOn: true,
          euLawAddOn: true,
        },
        { organisationId: demo.id, name: 'Acme Field Team — Lite', isLite: true, startsOn, endsOn, seatCount: 10 },
        {
          organisationId: other.id,
          name: 'Globex Rail — Professional',
          startsOn,
          endsOn,
          seatCount: 10,
          aiChatQuota: 200,
          aiCompareQuota: 50,
        },
      ])
      .returning();
    if (!full || !lite || !otherSub) throw new Error('demo subscriptions were not created');

    await tx.insert(subscriptionDatasets).values([
      ...DATASETS.map((d) => ({ subscriptionId: full.id, datasetId: datasetId(d.code) })),
      { subscriptionId: lite.id, datasetId: datasetId('international') },
      { subscriptionId: otherSub.id, datasetId: datasetId('international') },
      { subscriptionId: otherSub.id, datasetId: datasetId('telecom') },
    ]);

    const subscriptionByKey = { full, lite, other: otherSub };
    const created = await tx
      .insert(users)
      .values(
        DEMO_LOGINS.map((login) => {
          const subscription = subscriptionByKey[login.subscription];
          return {
            organisationId: subscription.organisationId,
            subscriptionId: subscription.id,
            name: login.name,
            email: login.email,
            passwordHash,
            roles: login.roles,
          };
        }),
      )
      .returning();
    // Every user starts with their "My documents" (default-collection.ts).
    await tx.insert(collections).values(created.map(defaultCollectionFor));
    const seats = created.flatMap((user) =>
      (DEMO_LOGINS.find((login) => login.email === user.email)?.legislationSeats ?? []).map((addOn) => ({ organisationId: user.organisationId, userId: user.id, addOn })),
    );
    if (seats.length > 0) await tx.insert(legislationSeats).values(seats);
  });
  return true;
}
