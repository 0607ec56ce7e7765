import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../database.ts';
import { seedDemoAccounts } from './demo-accounts.seed.ts';
import { removeDemoLegislation, seedDemoLegislation } from './demo-legislation.seed.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoAccounts(database.db, 'normscope-demo');
});
afterAll(async () => {
  await database.close();
});

describe('demo legislation seed', () => {
  it('adds the labelled demo acts and the demo logins\' searches once', async () => {
    expect(await seedDemoLegislation(database)).toEqual({ acts: 43, standardLinks: 13, recentSearches: 7, savedSearches: 3 });
    expect(await seedDemoLegislation(database)).toEqual({ acts: 0, standardLinks: 0, recentSearches: 0, savedSearches: 0 });
    const { rows: sources } = await database.executeSql(`select source, count(*)::int as n from legal_acts group by source`);
    expect(sources).toEqual([{ source: 'demo', n: 43 }]);
    const { rows: recent } = await database.executeSql(
      `select r.label from legislation_recent_searches r join users u on u.id = r.user_id where u.email = 'member@demo.normscope.test' order by r.searched_at desc`,
    );
    expect(recent.map((row) => row.label)).toEqual(['harmonised standards', 'regulation, in force: yes', 'radio equipment', '2006/42/EC']);
    const { rows: saved } = await database.executeSql(
      `select s.name, s.notify, s.digested_through_act_id from legislation_saved_searches s join users u on u.id = s.user_id and u.organisation_id = s.organisation_id order by s.id`,
    );
    expect(saved.map((row) => row.name)).toEqual(['Machinery and harmonised standards', 'Product regulations in force', 'Electrical equipment']);
    // The digest starts after the demo acts: only acts imported later are mailed.
    expect(saved.every((row) => Number(row.digested_through_act_id) > 0)).toBe(true);
  });

  it('removes the demo acts for the real library', async () => {
    expect(await removeDemoLegislation(database)).toBe(43);
    expect((await database.executeSql(`select count(*)::int as n from legal_acts`)).rows[0]?.n).toBe(0);
  });
});
