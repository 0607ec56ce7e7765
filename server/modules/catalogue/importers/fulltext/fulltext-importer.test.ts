import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/database.ts';
import { createTestDatabase } from '../../../../test/test-database.ts';
import { hasRealData, realDataDir } from '../real-data.ts';
import { importFullTextFiles } from './fulltext-importer.ts';

const fulltextDir = path.join(realDataDir(), 'fulltext');
const available = hasRealData();
describe.skipIf(available)('importing the RFC full texts', () => {
  it.skip(`needs the shared data, not found at ${realDataDir()}`, () => undefined);
});

describe.runIf(available)('importing the RFC full texts of ../shared/data/fulltext', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  async function chainOf(number: string) {
    const { rows } = await database.executeSql(
      `select v.number, v.status_code from document_versions v
       where v.document_id = (select document_id from document_versions where number = $1) order by v.position`,
      [number],
    );
    return rows;
  }

  it('makes RFC 2822 and RFC 5246 superseded versions of RFC 5322 and RFC 8446', async () => {
    const summary = await importFullTextFiles(database, [fulltextDir]);
    expect(summary).toMatchObject({ files: 10, skipped: 0, documentsMerged: 2 });
    expect(await chainOf('RFC 5322')).toEqual([
      { number: 'RFC 5322', status_code: 'CUR' },
      { number: 'RFC 2822', status_code: 'S' },
    ]);
    expect(await chainOf('RFC 8446')).toEqual([
      { number: 'RFC 8446', status_code: 'CUR' },
      { number: 'RFC 5246', status_code: 'S' },
    ]);
    // RFC 5321 obsoletes RFC 2821, which is not in the catalogue: it stays a document of its own.
    expect(await chainOf('RFC 5321')).toEqual([{ number: 'RFC 5321', status_code: 'CUR' }]);
  });

  it('changes nothing when the same files are imported again', async () => {
    await importFullTextFiles(database, [fulltextDir]);
    const again = await importFullTextFiles(database, [fulltextDir]);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 10, documentsMerged: 0, sectionsWritten: 0, events: {} });
  });
});
