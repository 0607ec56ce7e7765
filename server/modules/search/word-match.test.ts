import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { seedDemoCatalogue } from '../../db/seeds/demo-catalogue.seed.ts';
import { importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createSnapshotHolder, type CatalogueSnapshot } from './catalogue-snapshot.ts';
import { readWordQuery } from './search.repo.ts';
import { titleWords } from './search-text.ts';
import { matchWordQuery } from './word-match.ts';

/**
 * The in-memory word index against PostgreSQL's own text search as the oracle: the same
 * documents match, with the same title score, on the demo catalogue and on titles, keywords
 * and abstracts in several languages.
 */
const CONFIGS = ['english', 'french', 'german', 'italian', 'spanish', 'russian', 'simple'];
const inEveryLanguage = (make: string) => CONFIGS.map((config) => `${make}('${config}', $1)`).join(' || ');
const ORACLE = `with query as (select (${inEveryLanguage('plainto_tsquery')}) as q, (${inEveryLanguage('phraseto_tsquery')}) as phrase)
  select d.id, case when not d.title_vector @@ query.q then 0
                    else (case when not $2 or d.title_vector @@ query.phrase then 2 else 1 end) + least(ts_rank(d.title_vector, query.q, 1), 0.9999) end as score
  from documents d, query where numnode(query.q) > 0 and d.search_vector @@ query.q order by d.id`;

const QUERIES = [
  'quality management systems',
  'systèmes de management de la qualité',
  'management',
  'safety',
  'safety of machinery',
  'electrical installations',
  'Sicherheit von Maschinen',
  'e-mail message format',
  'audio/video',
  'requirements',
  'the',
  'of the',
  'welding',
  'steel tubes for pressure purposes',
  'машины безопасность',
  'information technology security techniques',
  'test methods',
  'quality quality',
  'gaskets',
  'nothing-like-this-anywhere',
];

let database: DatabaseHandle;
let snapshot: CatalogueSnapshot;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalogue(database);
  await importCatalogue(database, [
    standardRecord('ISO 9001:2015', {
      titles: [
        { language: 'en', full: 'Quality management systems — Requirements' },
        { language: 'fr', full: 'Systèmes de management de la qualité — Exigences' },
        { language: 'de', full: 'Qualitätsmanagementsysteme — Anforderungen' },
        { language: 'ru', full: 'Системы менеджмента качества — Требования' },
      ],
      keywords: ['quality', 'audit'],
      abstracts: [{ language: 'en', text: 'Specifies requirements for a quality management system when an organization needs to demonstrate its ability.' }],
    }),
    standardRecord('IEC 60204-1:2016', {
      titles: [
        { language: 'en', full: 'Safety of machinery — Electrical equipment of machines' },
        { language: 'fr', full: 'Sécurité des machines — Équipement électrique des machines' },
        { language: 'de', full: 'Sicherheit von Maschinen — Elektrische Ausrüstung von Maschinen' },
        { language: 'ru', full: 'Безопасность машин — Электрооборудование машин' },
      ],
      abstracts: [{ language: 'en', text: 'Applies to electrical installations of machines; safety of machinery in general.' }],
    }),
    standardRecord('ISO 5322:2008', {
      titles: [{ language: 'en', full: 'Internet e-mail message format for audio/video attachments' }],
      keywords: ['e-mail', 'MIME'],
    }),
    standardRecord('ISO 1000:2001', {
      titles: [{ language: 'en', full: 'Quality of quality: the quality management of quality systems' }],
      abstracts: [{ language: 'fr', text: 'Gestion de la qualité et systèmes de management.' }],
    }),
  ]);
  snapshot = await createSnapshotHolder(database).get();
});

afterAll(async () => {
  await database.close();
});

async function oracle(text: string): Promise<Map<number, number>> {
  const { rows } = await database.executeSql(ORACLE, [text, titleWords(text).length > 1]);
  return new Map(rows.map((row) => [Number(row.id), Math.round(Number(row.score) * 10_000)]));
}

async function inMemory(text: string): Promise<Map<number, number>> {
  const matched = matchWordQuery(snapshot.words, await readWordQuery(database.executeSql, text));
  return new Map(Array.from(matched.positions, (position, at) => [snapshot.ids[position] ?? 0, Math.round((matched.score?.[at] ?? 0) * 10_000)]));
}

describe('the word index', () => {
  it('holds every document of the catalogue', () => {
    expect(snapshot.size).toBeGreaterThan(1000);
    expect(snapshot.words.postings.length).toBeGreaterThan(snapshot.size);
  });

  it.each(QUERIES)('matches and scores "%s" as PostgreSQL does', async (text) => {
    const expected = await oracle(text);
    const found = await inMemory(text);
    expect([...found.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    // ts_rank works in single precision: a score may differ in its last unit, never more.
    const off = [...expected].filter(([id, units]) => Math.abs((found.get(id) ?? -100) - units) > 1);
    expect(off).toEqual([]);
  });

  it('finds documents by their keywords and abstracts, ranked after those whose titles hold the words', async () => {
    const found = await inMemory('demonstrate ability');
    const iso9001 = (await database.executeSql(`select id from documents where number = 'ISO 9001:2015'`)).rows[0]?.id;
    expect([...found.keys()]).toContain(Number(iso9001));
    expect(found.get(Number(iso9001))).toBe(0);
  });
});
