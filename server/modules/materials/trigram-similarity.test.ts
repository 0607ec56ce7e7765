import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { trigramsOf, trigramSimilarity } from './trigram-similarity.ts';

const PAIRS: [string, string][] = [
  ['s355', 'S355J2+N'],
  ['1.4', '1.4301'],
  ['x5crni18-10', 'X5CrNi18-10'],
  ['aluminium', 'EN AW-6082 aluminium alloy'],
  ['42crmo4', '42CrMo4 ·3'],
  ['ab', 'Ab'],
  ['c', 'Cu-ETP'],
  ['inconel 625', 'Alloy 625 (Inconel)'],
  ['stähle', 'Stahl'],
  ['', 'S235JR'],
];

describe('the in-process trigram similarity', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives what pg_trgm gives for the same texts', async () => {
    for (const [query, designation] of PAIRS) {
      const { rows } = await database.executeSql(`select similarity(lower($1), lower($2))::float8 as value`, [designation, query]);
      expect(trigramSimilarity(trigramsOf(designation), trigramsOf(query)), `${query} ~ ${designation}`).toBeCloseTo(Number(rows[0]?.value), 5);
    }
  });
});
