import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { metalRecord, property, writeMetals } from '../../test/materials-factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/* The intervals the popups search are kept by the database itself, whoever writes a metal. */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function rangesOf(designation: string) {
  const { rows } = await database.executeSql(
    `select r.family, r.key, r.low, r.high from material_ranges r join metals m on m.id = r.owner_id and r.owner = 'metal' where m.designation = $1 order by r.key`,
    [designation],
  );
  return rows;
}

describe('material_ranges', () => {
  it('holds every numeric composition and property as an interval, open ends unbounded', async () => {
    await writeMetals(database, [
      metalRecord('C45', {
        composition: [{ element: 'C', min: 0.42, max: 0.5 }, { element: 'Fe' }],
        properties: [property('yieldStrength', { min: 340 }), property('ultimateStrain', { max: 14 }, '%'), { group: 'mechanical', key: 'note', name: 'Note', text: 'normalised' }],
      }),
    ]);
    expect(await rangesOf('C45')).toEqual([
      { family: 'chemical', key: 'C', low: 0.42, high: 0.5 },
      { family: 'chemical', key: 'Fe', low: 0, high: 100 },
      { family: 'mechanical', key: 'ultimateStrain', low: Number.NEGATIVE_INFINITY, high: 14 },
      { family: 'mechanical', key: 'yieldStrength', low: 340, high: Number.POSITIVE_INFINITY },
    ]);
  });

  it('follows a changed metal and forgets a deleted one', async () => {
    await writeMetals(database, [metalRecord('C45', { composition: [{ element: 'C', min: 0.4, max: 0.48 }], properties: [] })]);
    expect(await rangesOf('C45')).toEqual([{ family: 'chemical', key: 'C', low: 0.4, high: 0.48 }]);
    await database.executeSql(`delete from metals where designation = 'C45'`);
    const { rows } = await database.executeSql(`select count(*)::int as count from material_ranges`);
    expect(rows[0]?.count).toBe(0);
  });
});
