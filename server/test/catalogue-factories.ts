import type { DatabaseHandle } from '../db/database.ts';
import type { CatalogueRecord } from '../modules/catalogue/index.ts';
import { createCatalogueWriter } from '../modules/catalogue/index.ts';

/**
 * One edition for tests: an ISO-style record whose work number is the number without
 * its year, published on 15 September of that year, in English and French.
 */
export function standardRecord(number: string, overrides: Partial<CatalogueRecord> = {}): CatalogueRecord {
  const year = Number(/[:-](\d{4})\b/.exec(number)?.[1] ?? 2000);
  const publisher = overrides.publisher ?? number.split(/[\s/-]/)[0] ?? 'ISO';
  return {
    source: 'test',
    sourceKey: `test:${number}`,
    publisher,
    number,
    workNumber: number.replace(/:\d{4}$/, ''),
    titles: [{ language: 'en', full: `${number} title` }],
    abstracts: [],
    keywords: [],
    languages: ['en'],
    publishedOn: `${year}-09-15`,
    publicationYear: year,
    docType: 'standard',
    icsCodes: [],
    links: [],
    relations: [],
    raw: null,
    ...overrides,
  };
}

/** Writes records through the catalogue writer, as an import would; answers the ids by current number. */
export async function importCatalogue(database: DatabaseHandle, records: CatalogueRecord[]): Promise<Map<string, number>> {
  const writer = await createCatalogueWriter(database, { kind: 'test', paths: [] });
  await writer.writeRecords(records);
  await writer.finish();
  const { rows } = await database.executeSql(`select id, number from documents`);
  return new Map(rows.map((row) => [String(row.number), Number(row.id)]));
}

/** The id of a dataset the writer created for its publishers ('international', 'telecom', ...). */
export async function datasetId(database: DatabaseHandle, code: string): Promise<number> {
  const { rows } = await database.executeSql(`select id from datasets where code = $1`, [code]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no dataset ${code}`);
  return Number(id);
}
