import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/database.ts';
import { createTestDatabase } from '../../../../test/test-database.ts';
import { importIcsFile, parseIcsList } from './ics-importer.ts';

const ICS_FILE = new URL('../../../../../../shared/data/ics/ics-ed7.json', import.meta.url).pathname;

describe('parseIcsList', () => {
  it('builds the field / group / sub-group tree and reports bad entries by position', () => {
    const { rows, errors } = parseIcsList([
      { code: '03', description: 'Services', fieldcode: '03' },
      { code: '03.120', description: 'Quality', fieldcode: '03', groupcode: '120' },
      { code: '03.120.10', description: 'Quality management', fieldcode: '03', groupcode: '120', subgroupcode: '10' },
      { code: 'x', description: '', fieldcode: '03' },
    ]);
    expect(rows.map((r) => [r.code, r.level, r.parent_code])).toEqual([
      ['03', 1, null],
      ['03.120', 2, '03'],
      ['03.120.10', 3, '03.120'],
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.position).toBe(4);
  });
});

describe.skipIf(!existsSync(ICS_FILE))('importIcsFile on the real ICS list (../shared/data/ics)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads all 1,381 codes once; a second run changes nothing', async () => {
    const first = await importIcsFile(database, ICS_FILE);
    expect(first).toMatchObject({ read: 1381, written: 1381, errors: [] });
    const second = await importIcsFile(database, ICS_FILE);
    expect(second).toMatchObject({ written: 0, unchanged: 1381 });
    const { rows } = await database.executeSql(`select level, count(*)::int as n from ics_codes group by level order by level`);
    expect(rows).toEqual([
      { level: 1, n: 40 },
      { level: 2, n: 401 },
      { level: 3, n: 940 },
    ]);
    const sample = await database.executeSql(`select description, parent_code from ics_codes where code = '03.120.10'`);
    expect(sample.rows[0]).toEqual({ description: 'Quality management and quality assurance', parent_code: '03.120' });
  });
});
