import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createLegalAct } from '../../test/legal-act-factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { actCelexCandidates, DEMO_HARMONISED_LIST, importHarmonisedLists, parseHarmonisedCsv } from './harmonised-list-import.ts';
import { rebuildTitleCitations } from './legal-act-standards.service.ts';

let database: DatabaseHandle;
let dir: string;
let documents: Map<string, number>;
const acts: Record<string, number> = {};

const HEADER = 'standard_number,act_identifier,reference,date_from,date_to';

function csv(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

async function links(): Promise<{ act: number; number: string; documentId: number | null; relation: string; origin: string; reference: string | null; dateTo: string | null }[]> {
  const { rows } = await database.executeSql(
    `select act_id, standard_number, document_id, relation, origin, reference, to_char(date_to, 'YYYY-MM-DD') as date_to from legal_act_standards order by act_id, relation, standard_number`,
  );
  return rows.map((row) => ({
    act: Number(row.act_id),
    number: String(row.standard_number),
    documentId: row.document_id === null ? null : Number(row.document_id),
    relation: String(row.relation),
    origin: String(row.origin),
    reference: row.reference === null ? null : String(row.reference),
    dateTo: row.date_to === null ? null : String(row.date_to),
  }));
}

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'harmonised-'));
  documents = await importCatalogue(database, [
    standardRecord('ISO 12100:2010', { titles: [{ language: 'en', full: 'Safety of machinery — General principles for design' }] }),
    standardRecord('ISO 13849-1:2015', { workNumber: 'ISO 13849-1' }),
    standardRecord('IEC 60204-1:2016', { publisher: 'IEC', workNumber: 'IEC 60204-1' }),
    standardRecord('ETSI EN 300 328 V2.2.2', { publisher: 'ETSI', workNumber: 'ETSI EN 300 328' }),
  ]);
  acts.machinery = await createLegalAct(database, { identifier: '32006L0042', title: 'Directive 2006/42/EC of the European Parliament and of the Council on machinery' });
  acts.regulation42 = await createLegalAct(database, { identifier: '32006R0042', title: 'Commission Regulation (EC) No 42/2006 on something else' });
  acts.radio = await createLegalAct(database, { identifier: '32014L0053', title: 'Directive 2014/53/EU on radio equipment' });
  acts.construction = await createLegalAct(database, { identifier: '32011R0305', title: 'Regulation (EU) No 305/2011 on construction products' });
  acts.toys = await createLegalAct(database, {
    identifier: '32005D0195',
    title: '2005/195/EC: Commission Decision concerning the partial non-conformity of standard EN 71-1:1998 and of EN ISO 12100:2010 with Directive 88/378/EEC',
  });
  // The title citations, as the legislation importer builds them for the acts it writes: the toys decision cites two standards, the catalogue holds one.
  expect(await rebuildTitleCitations(database)).toEqual({ actsRead: 1, citations: 2, matched: 1, removed: 0 });
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const doc = (number: string) => documents.get(number) ?? -1;

describe('reading a harmonised-standards list', () => {
  it('reports bad rows with their line numbers and keeps the good ones', () => {
    const { rows, errors } = parseHarmonisedCsv(
      [
        '# a comment line',
        HEADER,
        'EN ISO 12100:2010,2006/42/EC,OJ C 110,2011-04-08,',
        ',2006/42/EC,,,',
        'EN ISO 13849-1:2015,,,,',
        'EN 1,not an act,,,',
        'EN 2,2006/42/EC,,2011-02-30,',
        'EN 3,2006/42/EC,,2012-01-01,2011-01-01',
        'Safety of machinery,2006/42/EC,,,',
        '"EN  ISO   13850:2015",Directive 2006/42/EC,,,2030-01-01',
      ].join('\n'),
      'list.csv',
    );
    expect(rows.map((row) => [row.line, row.standardNumber, row.celex[0], row.dateTo])).toEqual([
      [3, 'EN ISO 12100:2010', '32006L0042', null],
      [10, 'EN ISO 13850:2015', '32006L0042', '2030-01-01'],
    ]);
    expect(errors).toEqual([
      { file: 'list.csv', line: 4, reason: 'standard_number is empty' },
      { file: 'list.csv', line: 5, reason: 'act_identifier is empty' },
      { file: 'list.csv', line: 6, reason: "act_identifier 'not an act' is neither a CELEX number nor an act number such as 2006/42/EC" },
      { file: 'list.csv', line: 7, reason: "date_from '2011-02-30' is not a date (YYYY-MM-DD)" },
      { file: 'list.csv', line: 8, reason: 'date_to 2011-01-01 is before date_from 2012-01-01' },
      { file: 'list.csv', line: 9, reason: "standard_number 'Safety of machinery' has no number" },
    ]);
  });

  it('skips a file whose header is wrong, saying why', () => {
    expect(parseHarmonisedCsv('standard,act_identifier,date_too\nEN 1,2006/42/EC,', 'bad.csv').errors).toEqual([
      {
        file: 'bad.csv',
        line: 1,
        reason: "column standard_number is missing; column 'standard' is not one of standard_number, act_identifier, reference, date_from, date_to; column 'date_too' is not one of standard_number, act_identifier, reference, date_from, date_to",
      },
    ]);
    expect(parseHarmonisedCsv('', 'empty.csv').errors).toEqual([{ file: 'empty.csv', line: null, reason: 'the file has no header row' }]);
  });

  it('reads act identifiers as a list writes them', () => {
    expect(actCelexCandidates('2006/42/EC')).toEqual(['32006L0042', '32006D0042']);
    expect(actCelexCandidates('Directive 2014/53/EU')).toEqual(['32014L0053']);
    expect(actCelexCandidates('Regulation (EU) No 305/2011')).toEqual(['32011R0305']);
    expect(actCelexCandidates('32017R0745')).toEqual(['32017R0745']);
    expect(actCelexCandidates('2017/745')?.[0]).toBe('32017R0745');
    expect(actCelexCandidates('machinery')).toBeNull();
  });
});

describe('importing harmonised-standards lists', () => {
  it('links each act to its standards, matched to the catalogue by number, and reports what it could not', async () => {
    const file = csv('machinery.csv', [
      HEADER,
      'EN ISO 12100:2010,2006/42/EC,OJ C 110 of 8.4.2011,2011-04-08,',
      'EN ISO 13849-1:2015,32006L0042,OJ C 14 of 15.1.2016,2016-01-15,',
      'EN 60204-1:2018,Directive 2006/42/EC,,2019-03-19,',
      'EN 474-1:2006+A6:2019,2006/42/EC,,,',
      'ETSI EN 300 328 V2.2.2,2014/53/EU,Decision (EU) 2020/167,2020-02-06,',
      'EN 13986:2004+A1:2015,2015/9999/EU,,,',
      'EN 13986:2004+A1:2015,305/2011,OJ C 92,2016-09-01,',
      'EN 1,bad,,,',
    ]);
    const progress: number[] = [];
    const summary = await importHarmonisedLists(database, [file, path.join(dir, 'missing.csv')], (p) => progress.push(p.done));
    expect(summary).toMatchObject({ files: 2, rowsRead: 8, inserted: 6, updated: 0, unchanged: 0, matched: 4, relinked: 0 });
    expect(summary.unmatchedStandards).toEqual(['EN 13986:2004+A1:2015', 'EN 474-1:2006+A6:2019']);
    expect(summary.unknownActs).toEqual([{ identifier: '2015/9999/EU', where: [`${file}:7`] }]);
    expect(summary.errors.map((error) => [error.line, error.reason.slice(0, 30)])).toEqual([
      [9, "act_identifier 'bad' is neithe"],
      [null, 'cannot read the file: ENOENT: '],
    ]);
    expect(progress.at(-1)).toBe(7);

    expect(await links()).toEqual([
      { act: acts.machinery, number: 'EN 474-1:2006+A6:2019', documentId: null, relation: 'harmonised', origin: 'import', reference: null, dateTo: null },
      { act: acts.machinery, number: 'EN 60204-1:2018', documentId: doc('IEC 60204-1:2016'), relation: 'harmonised', origin: 'import', reference: null, dateTo: null },
      { act: acts.machinery, number: 'EN ISO 12100:2010', documentId: doc('ISO 12100:2010'), relation: 'harmonised', origin: 'import', reference: 'OJ C 110 of 8.4.2011', dateTo: null },
      { act: acts.machinery, number: 'EN ISO 13849-1:2015', documentId: doc('ISO 13849-1:2015'), relation: 'harmonised', origin: 'import', reference: 'OJ C 14 of 15.1.2016', dateTo: null },
      { act: acts.radio, number: 'ETSI EN 300 328 V2.2.2', documentId: doc('ETSI EN 300 328 V2.2.2'), relation: 'harmonised', origin: 'import', reference: 'Decision (EU) 2020/167', dateTo: null },
      { act: acts.construction, number: 'EN 13986:2004+A1:2015', documentId: null, relation: 'harmonised', origin: 'import', reference: 'OJ C 92', dateTo: null },
      { act: acts.toys, number: 'EN 71-1:1998', documentId: null, relation: 'cited', origin: 'title', reference: null, dateTo: null },
      { act: acts.toys, number: 'EN ISO 12100:2010', documentId: doc('ISO 12100:2010'), relation: 'cited', origin: 'title', reference: null, dateTo: null },
    ]);
  });

  it('changes nothing when run again, updates what the list changed, and matches standards the catalogue gained', async () => {
    const before = await links();
    const again = await importHarmonisedLists(database, [path.join(dir, 'machinery.csv')]);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 6, relinked: 0 });
    expect(await links()).toEqual(before);

    documents = await importCatalogue(database, [standardRecord('ISO 13849-1:2015', { workNumber: 'ISO 13849-1' }), standardRecord('EN 474-1:2006', { publisher: 'EN', workNumber: 'EN 474-1' })]);
    const changed = csv('changed.csv', [HEADER, 'EN ISO 13849-1:2015,2006/42/EC,OJ C 14 of 15.1.2016,2016-01-15,2027-01-20']);
    const summary = await importHarmonisedLists(database, [changed]);
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 0, relinked: 1 });
    const after = await links();
    expect(after.find((link) => link.number === 'EN ISO 13849-1:2015')?.dateTo).toBe('2027-01-20');
    expect(after.find((link) => link.number === 'EN 474-1:2006+A6:2019')?.documentId).toBe(doc('EN 474-1:2006'));
  });

  it('leaves title citations as they are, even those of an act the list names', async () => {
    const list = csv('toys.csv', [HEADER, 'EN 71-1:2014,2005/195/EC,OJ C 1,2015-01-01,']);
    // Altered by hand: a rebuild would match the cited number to its document again and remove the number the title does not give.
    await database.executeSql(`update legal_act_standards set document_id = $2 where act_id = $1 and relation = 'cited' and standard_number = 'EN ISO 12100:2010'`, [
      acts.toys,
      doc('IEC 60204-1:2016'),
    ]);
    await database.executeSql(`insert into legal_act_standards (act_id, standard_number, relation, origin) values ($1, 'EN 9999:2000', 'cited', 'title')`, [acts.toys]);
    const cited = async () => (await links()).filter((link) => link.act === acts.toys && link.relation === 'cited');
    const before = await cited();
    const summary = await importHarmonisedLists(database, [list]);
    expect(summary).toMatchObject({ inserted: 1, relinked: 0 });
    expect(summary).not.toHaveProperty('titleCitations');
    expect(await cited()).toEqual(before);
    expect(before.map((link) => [link.number, link.documentId])).toEqual([
      ['EN 71-1:1998', null],
      ['EN 9999:2000', null],
      ['EN ISO 12100:2010', doc('IEC 60204-1:2016')],
    ]);
    expect(await rebuildTitleCitations(database, [acts.toys ?? -1])).toMatchObject({ removed: 1 });
  });

  it('imports the labelled demo list once the demo acts are there', async () => {
    await createLegalAct(database, { identifier: '32014L0030', title: 'Directive 2014/30/EU on electromagnetic compatibility' });
    await createLegalAct(database, { identifier: '32014L0035', title: 'Directive 2014/35/EU on low voltage equipment' });
    await createLegalAct(database, { identifier: '32017R0745', title: 'Regulation (EU) 2017/745 on medical devices' });
    const summary = await importHarmonisedLists(database, [DEMO_HARMONISED_LIST]);
    expect(summary.errors).toEqual([]);
    expect(summary.unknownActs).toEqual([]);
    expect(summary.rowsRead).toBeGreaterThan(10);
  });
});
