import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS } from '../../modules/catalogue/publishers.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../database.ts';
import { DEMO_LOGINS, seedDemoAccounts } from './demo-accounts.seed.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('demo accounts seed', () => {
  it('uses the datasets an earlier import created, and runs only once', async () => {
    await database.executeSql(`insert into datasets (code, name, kind) values ('international', 'International standards (ISO, IEC, OIML, CIE)', 'standards')`);
    expect(await seedDemoAccounts(database.db, 'normscope-demo')).toBe(true);
    const { rows: datasets } = await database.executeSql(`select code from datasets order by code`);
    expect(datasets.map((row) => row.code)).toEqual(DATASETS.map((d) => d.code).sort());
    const { rows: entitled } = await database.executeSql(
      `select u.email, count(sd.dataset_id)::int as datasets from users u join subscription_datasets sd on sd.subscription_id = u.subscription_id group by u.email order by u.email`,
    );
    expect(entitled).toHaveLength(DEMO_LOGINS.length);
    expect(entitled.find((row) => row.email === 'admin@demo.normscope.test')?.datasets).toBe(DATASETS.length);
    // Every login starts with its "My documents", so reading the active collection never has to make one.
    const { rows: collections } = await database.executeSql(
      `select u.email, c.name, c.name_key from users u join collections c on c.owner_user_id = u.id and c.organisation_id = u.organisation_id and c.kind = 'personal' order by u.email`,
    );
    expect(collections).toEqual(
      DEMO_LOGINS.map((login) => ({ email: login.email, name: 'My documents', name_key: 'myDocuments' })).sort((a, b) => a.email.localeCompare(b.email)),
    );
    // The demo organisation's full subscription has both legislation add-ons, the lite one neither; the seats are the logins'.
    const { rows: seats } = await database.executeSql(
      `select u.email, l.add_on::text as add_on, l.active, s.legislation_add_on, s.eu_law_add_on from legislation_seats l join users u on u.id = l.user_id join subscriptions s on s.id = u.subscription_id order by u.email, l.add_on::text`,
    );
    expect(seats).toEqual(
      DEMO_LOGINS.flatMap((login) => login.legislationSeats.map((addOn) => ({ email: login.email, add_on: addOn, active: true, legislation_add_on: true, eu_law_add_on: true }))).sort(
        (a, b) => a.email.localeCompare(b.email) || a.add_on.localeCompare(b.add_on),
      ),
    );
    // Each organisation's email domain is its logins', so the demo admins can invite colleagues.
    const { rows: domains } = await database.executeSql(`select name, email_domains from organisations order by name`);
    expect(domains).toEqual([
      { name: 'Acme Engineering', email_domains: ['demo.normscope.test'] },
      { name: 'Globex Rail', email_domains: ['other.normscope.test'] },
    ]);
    const { rows: lite } = await database.executeSql(`select legislation_add_on, eu_law_add_on from subscriptions where is_lite`);
    expect(lite).toEqual([{ legislation_add_on: false, eu_law_add_on: false }]);
    expect(await seedDemoAccounts(database.db, 'normscope-demo')).toBe(false);
  });
});
