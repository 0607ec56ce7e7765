import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { testEngine } from '../../../test/test-engine.ts';
import { importRelatonFiles } from './relaton/relaton-importer.ts';
import { hasRealData, importRealData, realDataDir, relatonFilesInOrder, type RealDataSummary } from './real-data.ts';

/**
 * Loads every file of ../shared/data (ICS, all twelve Relaton files, the RFC full texts,
 * the material cards) and checks counts and a sample of mapped fields per publisher.
 * It runs on PostgreSQL (CI sets DATABASE_URL); the whole catalogue on PGlite is
 * `npm run bench:import`'s job.
 */
const dataDir = realDataDir();
const available = hasRealData(dataDir);
const onPostgres = testEngine() === 'postgres';
// Vitest lists a skipped test by its name, so the name says why.
describe.skipIf(available && onPostgres)('the real data in ../shared/data', () => {
  it.skip(available ? 'loads on PostgreSQL only (npm test with DATABASE_URL set)' : `needs the shared data, not found at ${dataDir}`, () => undefined);
});

/** Per-publisher record counts of the shared data files. */
const RECORDS_PER_FILE = {
  ccsds: 706,
  cie: 990,
  ecma: 799,
  etsi: 28_616,
  iec: 32_524,
  ieee: 11_787,
  iso: 71_267,
  itu: 21_506,
  jis: 21_327,
  ogc: 1_237,
  oiml: 5_707,
  w3c: 16_811,
};

describe.runIf(available && onPostgres)('the real data in ../shared/data', () => {
  let database: DatabaseHandle;
  let summary: RealDataSummary;

  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await importRealData(database, dataDir);
  }, 1_800_000);
  afterAll(async () => {
    await database?.close();
  });

  async function query(text: string, values: unknown[] = []) {
    return (await database.executeSql(text, values)).rows;
  }

  /** A document by its current number, with its chain of versions newest first. */
  async function documentNumbered(number: string): Promise<Record<string, unknown> & { versions: Record<string, unknown>[] }> {
    const [document] = await query(
      `select d.id, d.number, d.status_code, d.languages, d.ics_codes, d.doc_type, d.titles, p.code as publisher, p.country
       from documents d join publishers p on p.id = d.publisher_id where d.number = $1`,
      [number],
    );
    if (!document) throw new Error(`${number} is not in the catalogue`);
    const versions = await query(
      `select number, status_code, edition, stage from document_versions where document_id = $1 order by position`,
      [document.id],
    );
    return { ...document, versions };
  }

  it('reads every record of every file and skips none', () => {
    const expected = Object.values(RECORDS_PER_FILE).reduce((sum, count) => sum + count, 0);
    expect(relatonFilesInOrder(dataDir)).toHaveLength(Object.keys(RECORDS_PER_FILE).length);
    expect(summary.relaton.records).toBe(expected);
    expect(summary.relaton.skipped).toBe(0);
    expect(summary.relaton.inserted + summary.relaton.duplicates + summary.relaton.updated + summary.relaton.unchanged).toBe(expected);
  });

  it('loads the whole ICS', async () => {
    expect(summary.ics.read).toBe(1381);
    const [row] = await query(`select count(*)::int as n, count(*) filter (where level = 3)::int as subgroups from ics_codes`);
    expect(row?.n).toBe(1381);
    expect(row?.subgroups).toBeGreaterThan(800);
    const [quality] = await query(`select description, parent_code from ics_codes where code = '03.120.10'`);
    expect(quality).toEqual({ description: 'Quality management and quality assurance', parent_code: '03.120' });
  });

  it('has the documents of every publisher', async () => {
    const rows = await query(
      `select p.code, count(*)::int as n from documents d join publishers p on p.id = d.publisher_id group by p.code`,
    );
    const counts = Object.fromEntries(rows.map((row) => [String(row.code), Number(row.n)]));
    // Editions chain into works, so every publisher has fewer documents than records, and many.
    const expected: Record<string, [number, number]> = {
      ISO: [30_000, 71_267],
      IEC: [12_000, 32_524],
      ETSI: [8_000, 28_616],
      ITU: [10_000, 21_506],
      JIS: [15_000, 21_327],
      W3C: [1_000, 16_811],
      IEEE: [3_000, 11_787],
      OIML: [3_000, 5_707],
      OGC: [800, 1_237],
      CIE: [700, 990],
      ECMA: [300, 799],
      CCSDS: [200, 706],
    };
    for (const [publisher, [least, most]] of Object.entries(expected)) {
      expect(counts[publisher], publisher).toBeGreaterThanOrEqual(least);
      expect(counts[publisher], publisher).toBeLessThanOrEqual(most);
    }
  });

  it('maps ISO: ISO 9001:2015 is current, edition 5, two ICS codes, French title, 2008 superseded', async () => {
    const iso9001 = await documentNumbered('ISO 9001:2015');
    expect(iso9001).toMatchObject({ status_code: 'CUR', publisher: 'ISO', country: 'INT', doc_type: 'standard' });
    expect(iso9001.ics_codes).toEqual(['03.100.70', '03.120.10']);
    expect(iso9001.languages).toEqual(expect.arrayContaining(['en', 'fr']));
    expect(iso9001.titles).toMatchObject({
      en: { full: 'Quality management systems — Requirements' },
      fr: { full: 'Systèmes de management de la qualité — Exigences' },
    });
    expect(iso9001.versions[0]).toMatchObject({ number: 'ISO 9001:2015', edition: '5', status_code: 'CUR' });
    expect(iso9001.versions).toContainEqual(expect.objectContaining({ number: 'ISO 9001:2008', edition: '4', status_code: 'S' }));
  });

  it('maps IEC editions and consolidated versions into one chain', async () => {
    const iec = await documentNumbered('IEC 60086-2:2021');
    expect(iec).toMatchObject({ status_code: 'CUR', publisher: 'IEC' });
    expect(iec.languages).toEqual(expect.arrayContaining(['en', 'fr']));
    expect(iec.versions).toContainEqual(expect.objectContaining({ number: 'IEC 60086-2:2015', status_code: 'S' }));
    expect(iec.versions).toContainEqual(expect.objectContaining({ number: 'IEC 60086-2:2000+AMD1:2001 CSV', status_code: 'S' }));
  });

  it('maps IEEE standard statuses: active, superseded and withdrawn', async () => {
    const ethernet = await documentNumbered('IEEE Std 802.3.1-2024');
    expect(ethernet.status_code).toBe('CUR');
    expect(ethernet.versions).toContainEqual(expect.objectContaining({ number: 'IEEE Std 802.3.1-2013', status_code: 'S' }));
    expect((await documentNumbered('ANSI/IEEE Std 201-1979')).status_code).toBe('W');
  });

  it('maps ETSI versions, ITU editions and OIML recommendations', async () => {
    const etsi = await documentNumbered('ETSI EN 300 328 V2.2.2 (2019-07)');
    expect(etsi.status_code).toBe('CUR');
    expect(etsi.versions).toContainEqual(expect.objectContaining({ number: 'ETSI EN 300 328 V1.9.1 (2015-02)', status_code: 'S' }));
    const itu = await documentNumbered('ITU-T G.711 (11/1988)');
    expect(itu).toMatchObject({ status_code: 'CUR', doc_type: 'recommendation' });
    expect(itu.versions.map((v) => v.number)).toContain('ITU-T G.711 (12/1972)');
    const oiml = await documentNumbered('OIML R 76:2006');
    expect(oiml.status_code).toBe('CUR');
    expect(oiml.versions).toContainEqual(expect.objectContaining({ number: 'OIML R 76:1992', status_code: 'S' }));
  });

  it('maps JIS confirmations, in Japanese', async () => {
    const jis = await documentNumbered('JIS Z 8301:2019');
    expect(jis).toMatchObject({ status_code: 'CUR', publisher: 'JIS', country: 'JP', languages: ['ja'] });
    expect(jis.versions[0]?.stage).toContain('confirmed 2024-06-20');
  });

  it('maps W3C drafts as editions of their specification', async () => {
    const w3c = await documentNumbered('W3C html-aam-1.0');
    expect(w3c.status_code).toBe('CUR');
    expect(w3c.versions.length).toBeGreaterThan(50);
    expect(w3c.versions.slice(1).every((v) => v.status_code === 'NA')).toBe(true);
  });

  it('maps OGC revisions, Ecma editions, CIE editions and CCSDS silver books', async () => {
    const ogc = await documentNumbered('OGC 12-128r19');
    expect(ogc.status_code).toBe('CUR');
    expect(ogc.versions).toContainEqual(expect.objectContaining({ number: 'OGC 12-128r18', status_code: 'S' }));
    const ecma = await documentNumbered('ECMA-262 (16th edition)');
    expect(ecma.status_code).toBe('CUR');
    expect(ecma.versions[1]).toMatchObject({ number: 'ECMA-262 (15th edition)', status_code: 'S' });
    // CIE lists every edition as obsoleting every other: the newest stays current.
    const cie = await documentNumbered('CIE 015:2018');
    expect(cie.status_code).toBe('CUR');
    expect(cie.versions).toContainEqual(expect.objectContaining({ number: 'CIE 15:2004', status_code: 'S' }));
    expect((await documentNumbered('CCSDS 401.0-B-31-S')).status_code).toBe('AVS');
  });

  it('chains the RFC version pairs and keeps their full text', async () => {
    const numbers = summary.fulltext.documents.map((d) => d.number).sort();
    expect(numbers).toHaveLength(10);
    const mail = await documentNumbered('RFC 5322');
    expect(mail.status_code).toBe('CUR');
    expect(mail.versions).toContainEqual(expect.objectContaining({ number: 'RFC 2822', status_code: 'S' }));
    const tls = await documentNumbered('RFC 8446');
    expect(tls.versions).toContainEqual(expect.objectContaining({ number: 'RFC 5246', status_code: 'S' }));
    const [section] = await query(
      `select s.title from document_sections s join document_versions v on v.id = s.version_id
       where v.number = 'RFC 5322' and s.section_key = '3.6'`,
    );
    expect(section?.title).toBe('Field Definitions');
  });

  it('loads the material cards into metals and materials', async () => {
    // Two of the 118 cards describe no material: FreeCAD's template and its "None" placeholder.
    expect(summary.materials.errors.map((error) => path.basename(error.file)).sort()).toEqual(['None.FCMat', 'TEMPLATE.FCMat']);
    const [row] = await query(`select (select count(*) from metals)::int as metals, (select count(*) from materials)::int as materials`);
    expect(row).toEqual({ metals: 101, materials: 15 });
  });

  it('changes nothing when a file is imported again', async () => {
    const again = await importRelatonFiles(database, relatonFilesInOrder(dataDir).filter((file) => /oiml|ccsds/.test(file)));
    expect(again).toMatchObject({ inserted: 0, updated: 0, documentsCreated: 0, events: {} });
    expect(again.unchanged).toBe(again.records - again.duplicates);
  });
});
