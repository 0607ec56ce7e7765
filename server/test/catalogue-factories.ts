import type { DatabaseHandle } from '../db/database.ts';
import type { CatalogueRecord, SectionInput } from '../modules/catalogue/index.ts';
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

/** A document's text for tests: one section per title, each a paragraph saying what it is. */
export function sectionsFor(number: string, titles: string[] = ['Scope', 'Terms']): SectionInput[] {
  return titles.map((title, index) => {
    const text = `${title} of ${number}.`;
    return { key: String(index + 1), number: String(index + 1), title, level: 1, html: `<p>${text}</p>`, text };
  });
}

/**
 * Writes records with their full texts (a record without sections is written without one), as
 * the importers would; answers each current number's document and current version ids.
 */
export async function importWithTexts(
  database: DatabaseHandle,
  documents: { record: CatalogueRecord; sections?: SectionInput[] }[],
): Promise<Map<string, { docId: number; versionId: number }>> {
  const writer = await createCatalogueWriter(database, { kind: 'test', paths: [] });
  await writer.writeRecords(documents.map((document) => document.record));
  for (const { record, sections } of documents) if (sections) await writer.writeFullText({ record, sections });
  await writer.finish();
  const { rows } = await database.executeSql(`select id, number, current_version_id from documents`);
  return new Map(rows.map((row) => [String(row.number), { docId: Number(row.id), versionId: Number(row.current_version_id) }]));
}

/** A document's publisher id (the AI calls name it beside the document). */
export async function publisherIdOf(database: DatabaseHandle, docId: number): Promise<number> {
  const { rows } = await database.executeSql(`select publisher_id from documents where id = $1`, [docId]);
  return Number(rows[0]?.publisher_id);
}

/** Each version's document and version ids by the version's number (importWithTexts answers current versions only). */
export async function versionIdsByNumber(database: DatabaseHandle): Promise<Map<string, { docId: number; versionId: number }>> {
  const { rows } = await database.executeSql(`select id, document_id, number from document_versions`);
  return new Map(rows.map((row) => [String(row.number), { docId: Number(row.document_id), versionId: Number(row.id) }]));
}
