import { describe, expect, it } from 'vitest';
import { StatusCode } from '../../../../common/catalogue/document-status.ts';
import { KNOWN_PUBLISHERS } from '../../../modules/catalogue/publishers.ts';
import { demoFullTexts } from './demo-fulltexts.ts';
import { FULLTEXT_NUMBERS } from './demo-fulltext-works.data.ts';
import { LATEST_WHEN_DAYS } from '../../../../common/search/search-criteria.contract.ts';
import { DEFAULT_DEMO_SEED, generateDemoCatalogue, generateDemoCatalogueParts } from './demo-generate-catalogue.ts';
import { demoIcsRows } from './demo-ics.data.ts';
import { demoMaterialSuppliers, demoMaterials, demoMetalSuppliers, demoMetals } from './demo-materials.ts';

/** The day the catalogue is seeded: only the dates of the last year's editions depend on it. */
const SEEDED_ON = new Date('2026-11-24T09:30:00Z');
const records = generateDemoCatalogue(DEFAULT_DEMO_SEED, SEEDED_ON);

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('demo catalogue generator', () => {
  it('is deterministic: the same seed gives the same records, another seed others', () => {
    expect(generateDemoCatalogue(DEFAULT_DEMO_SEED, SEEDED_ON)).toEqual(records);
    const other = generateDemoCatalogue(7, SEEDED_ON);
    expect(other.map((r) => r.sourceKey)).not.toEqual(records.map((r) => r.sourceKey));
    expect(generateDemoCatalogue(7, SEEDED_ON)).toEqual(other);
  });

  it('dates a fixed few newest editions in the year before the seeding day, and nothing else', () => {
    const daysBefore = (day: Date, date: string) => Math.round((Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - Date.parse(date)) / 86_400_000);
    const { base, recent } = generateDemoCatalogueParts(DEFAULT_DEMO_SEED, SEEDED_ON);
    expect(recent.length).toBeGreaterThanOrEqual(20);
    const ages = recent.map((r) => daysBefore(SEEDED_ON, r.publishedOn ?? ''));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...ages)).toBeLessThanOrEqual(365);
    // Every period of the Latest tab finds some: a week, a month (the default), a quarter.
    for (const days of LATEST_WHEN_DAYS) expect(ages.filter((age) => age <= days).length, `${days} days`).toBeGreaterThanOrEqual(3);
    // Their numbers follow their new dates, and each is the newest edition of a work the first run brings.
    expect(recent.map((r) => r.number)).toContain('ISO 25964:2026');
    for (const record of recent) {
      expect(record.number).toContain(String(record.publicationYear));
      expect(base.some((r) => r.workNumber === record.workNumber && r.publisher === record.publisher)).toBe(true);
    }

    // Seeded another day, the same works move by the same number of days; every other record is the same.
    const later = new Date('2027-03-02T23:10:00Z');
    const other = generateDemoCatalogueParts(DEFAULT_DEMO_SEED, later);
    expect(other.base).toEqual(base);
    expect(other.recent.map((r) => [r.workNumber, daysBefore(later, r.publishedOn ?? '')])).toEqual(recent.map((r, i) => [r.workNumber, ages[i]]));
  });

  it('dates a few first editions in the year before the seeding day, and withdraws a few works in force, in every period of the Latest tab', () => {
    const daysBefore = (day: Date, date: string) => Math.round((Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - Date.parse(date)) / 86_400_000);
    const { base, recent, firstEditions, withdrawals } = generateDemoCatalogueParts(DEFAULT_DEMO_SEED, SEEDED_ON);
    const ages = firstEditions.map((r) => daysBefore(SEEDED_ON, r.publishedOn ?? ''));
    for (const days of LATEST_WHEN_DAYS) expect(ages.filter((age) => age >= 1 && age <= days).length, `${days} days`).toBeGreaterThanOrEqual(2);
    const works = (list: typeof base) => new Set(list.map((r) => `${r.publisher}|${r.workNumber}`));
    // A new document is a work of one edition, which the first run does not bring.
    const baseWorks = works(base);
    for (const record of firstEditions) expect(baseWorks.has(`${record.publisher}|${record.workNumber}`), record.number).toBe(false);
    // A withdrawal is a record of the first run again, withdrawn; none of the works revised in the last year.
    const recentWorks = works(recent);
    for (const { record, daysAgo } of withdrawals) {
      expect(record.statusCode).toBe('W');
      expect(base.find((r) => r.sourceKey === record.sourceKey)?.statusCode).toBeUndefined();
      expect(recentWorks.has(`${record.publisher}|${record.workNumber}`)).toBe(false);
      expect(daysAgo).toBeLessThanOrEqual(365);
    }
    for (const days of [7, 30]) expect(withdrawals.filter((w) => w.daysAgo <= days).length, `${days} days`).toBeGreaterThanOrEqual(2);
  });

  it('holds a few thousand records with unique source keys across all thirteen publishers', () => {
    expect(records.length).toBeGreaterThanOrEqual(3000);
    expect(records.length).toBeLessThanOrEqual(5000);
    expect(new Set(records.map((r) => r.sourceKey)).size).toBe(records.length);
    const works = countBy([...new Set(records.map((r) => `${r.publisher}|${r.workNumber}`))], (key) => key.split('|')[0] ?? '');
    for (const publisher of KNOWN_PUBLISHERS) expect(works.get(publisher.code) ?? 0, publisher.code).toBeGreaterThanOrEqual(10);
    expect(works.get('ISO')).toBeGreaterThanOrEqual(600);
    expect(works.get('IEC')).toBeGreaterThanOrEqual(300);
  });

  it('uses every status code the product knows', () => {
    const codes = new Set(records.map((r) => r.statusCode).filter((code) => code !== undefined));
    expect([...codes].sort()).toEqual([...StatusCode.options].sort());
  });

  it('includes the famous works with their real editions', () => {
    const iso9001 = records.filter((r) => r.workNumber === 'ISO 9001').map((r) => [r.number, r.statusCode ?? null, r.edition]);
    expect(iso9001).toEqual([
      ['ISO 9001:1987', null, '1'],
      ['ISO 9001:1994', null, '2'],
      ['ISO 9001:2000', null, '3'],
      ['ISO 9001:2008', null, '4'],
      ['ISO 9001:2015', 'CUR', '5'],
    ]);
    const amendment = records.find((r) => r.number === 'ISO 9001:2015/Amd 1:2024');
    expect(amendment).toMatchObject({ docType: 'amendment', relations: [{ type: 'amends', targetNumber: 'ISO 9001:2015' }] });
    expect(amendment?.titles[0]?.full).toBe('Quality management systems — Requirements — Amendment 1: Climate action changes');
    const numbers = new Set(records.map((r) => r.number));
    for (const number of ['ISO 14001:2015', 'ISO/IEC 27001:2022', 'IEC 61508-1:2010', 'ETSI EN 300 328 V2.2.2 (2019-07)', 'ITU-T H.264 (08/2021)', 'IEEE Std 802.3-2022', 'JIS Q 9001:2015', 'W3C REC-WCAG22-20241212', 'RFC 8446']) {
      expect(numbers.has(number), number).toBe(true);
    }
  });

  it('writes titles in the languages of each publisher', () => {
    const languagesOf = (number: string) => records.find((r) => r.number === number)?.titles.map((t) => t.language);
    expect(languagesOf('ISO 9001:2015')).toEqual(['en', 'fr']);
    expect(languagesOf('JIS G 3101:2024')).toEqual(['en', 'ja']);
    const iso = records.filter((r) => r.publisher === 'ISO' && r.docType === 'standard');
    expect(iso.every((r) => r.titles.some((t) => t.language === 'fr'))).toBe(true);
    const jis = records.filter((r) => r.publisher === 'JIS');
    expect(jis.every((r) => r.titles.some((t) => t.language === 'ja'))).toBe(true);
  });

  it('classifies documents only under ICS codes of the demo list, whatever the seed', () => {
    const rows = demoIcsRows();
    const known = new Set(rows.map((row) => row.code));
    for (const seed of [DEFAULT_DEMO_SEED, 1, 2, 3]) {
      const unknown = generateDemoCatalogue(seed).flatMap((r) => r.icsCodes.filter((code) => !known.has(code)));
      expect(unknown, `seed ${seed}`).toEqual([]);
    }
    for (const row of rows) if (row.parent_code) expect(known.has(row.parent_code), row.code).toBe(true);
    expect(rows.find((row) => row.code === '03.120.10')).toEqual({
      code: '03.120.10',
      level: 3,
      parent_code: '03.120',
      description: 'Quality management and quality assurance',
      description_full: 'Services. Company organization, management and quality. Administration. Transport. Sociology. Quality. Quality management and quality assurance.',
    });
  });
});

describe('demo full texts', () => {
  const texts = demoFullTexts(records);

  it('gives each text a well-formed tree of sanitised sections', () => {
    expect(texts).toHaveLength(6);
    for (const { record, sections } of texts) {
      expect(sections.length, record.number).toBeGreaterThanOrEqual(15);
      const levels = new Map(sections.map((s) => [s.key, s.level]));
      expect(levels.size).toBe(sections.length);
      for (const section of sections) {
        if (section.parentKey) expect(section.level).toBe((levels.get(section.parentKey) ?? 0) + 1);
        else expect(section.level).toBe(1);
        expect(section.html).not.toMatch(/<script|<h\d/);
      }
      expect(sections.some((s) => s.html.includes('<table>')), record.number).toBe(true);
    }
    const words = (number: string) => texts.find((t) => t.record.number === number)?.sections.reduce((n, s) => n + s.text.split(/\s+/).length, 0) ?? 0;
    expect(words(FULLTEXT_NUMBERS.qualityGuide)).toBeGreaterThan(2500);
    expect(Math.max(...texts.map((t) => Math.max(...t.sections.map((s) => s.level))))).toBe(3);
  });

  it('has two editions of one document whose texts differ visibly', () => {
    const text = (number: string) => new Map(texts.find((t) => t.record.number === number)?.sections.map((s) => [s.key, s.text]));
    const older = text(FULLTEXT_NUMBERS.valves2016);
    const newer = text(FULLTEXT_NUMBERS.valves2023);
    expect(older.get('4.1')).toContain('±2,5 %');
    expect(newer.get('4.1')).toContain('±1 %');
    expect(newer.get('foreword')).toContain('cancels and replaces the first edition (ISO 23847:2016)');
    expect(newer.has('annex-b') && !older.has('3.6')).toBe(true);
    expect(older.get('1')).not.toEqual(newer.get('1'));
  });
});

describe('demo metals and materials', () => {
  it('has metals with compositions and normalised properties, materials and suppliers', () => {
    const metals = demoMetals();
    expect(metals.length).toBeGreaterThanOrEqual(2700);
    expect(metals.length).toBeLessThanOrEqual(3300);
    const steel = metals.find((m) => m.materialNumber === '1.4301');
    expect(steel?.composition).toContainEqual({ element: 'Cr', min: 17.5, max: 19.5 });
    expect(steel?.properties).toContainEqual({ group: 'mechanical', key: 'ultimateTensileStrength', name: 'Tensile strength', min: 500, max: 700, unit: 'MPa' });
    expect(steel?.properties).toContainEqual({ group: 'thermal', key: 'thermalExpansionCoefficient', name: 'Thermal expansion coefficient', value: 16, unit: 'µm/m/K' });
    expect(new Set(metals.map((m) => m.kind)).size).toBeGreaterThanOrEqual(8);
    expect(demoMaterials().length).toBeGreaterThanOrEqual(30);
    expect(demoMetalSuppliers().length).toBeGreaterThanOrEqual(15);
    expect(demoMaterialSuppliers().length).toBeGreaterThanOrEqual(15);
  });
});
