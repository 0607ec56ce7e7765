import { describe, expect, it } from 'vitest';
import { parseComposition } from '../../../modules/catalogue/importers/materials/material-units.ts';
import type { MaterialProperty } from '../../../modules/catalogue/materials-record.ts';
import { generateDemoMetals } from './demo-generate-metals.ts';
import { DEMO_MARK, demoMetalRows, demoMetals } from './demo-materials.ts';
import { DEMO_NONFERROUS } from './demo-metals-nonferrous.data.ts';
import { DEMO_STEELS } from './demo-metals-steel.data.ts';

const handWritten = [...DEMO_STEELS, ...DEMO_NONFERROUS];
const generated = generateDemoMetals(handWritten);
const rows = demoMetalRows();
const records = demoMetals();

const KINDS = ['steel', 'stainless-steel', 'tool-steel', 'cast-steel', 'cast-iron', 'aluminium-alloy', 'copper-alloy', 'nickel-alloy', 'titanium-alloy', 'magnesium-alloy', 'zinc-alloy'];

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function bounded(property: { min?: number; max?: number }): boolean {
  return property.min === undefined || property.max === undefined || property.min <= property.max;
}

describe('generated demo metals', () => {
  it('has about three thousand metals, the hand-written ones first and kept as they were', () => {
    expect(rows.length).toBeGreaterThanOrEqual(2700);
    expect(rows.length).toBeLessThanOrEqual(3300);
    expect(rows.slice(0, handWritten.length)).toEqual(handWritten);
    expect(records).toHaveLength(rows.length);
  });

  it('covers every metal kind with real grade families', () => {
    const kinds = countBy(rows, (metal) => metal.kind);
    expect([...kinds.keys()].sort()).toEqual([...KINDS].sort());
    expect(kinds.get('steel')).toBeGreaterThan(1000);
    expect(kinds.get('stainless-steel')).toBeGreaterThan(150);
    expect(kinds.get('aluminium-alloy')).toBeGreaterThan(300);
    expect(kinds.get('copper-alloy')).toBeGreaterThan(250);
    for (const kind of ['cast-iron', 'tool-steel', 'cast-steel', 'nickel-alloy', 'titanium-alloy']) expect(kinds.get(kind), kind).toBeGreaterThanOrEqual(20);
  });

  it('has unique designations and source keys', () => {
    expect(new Set(rows.map((metal) => metal.designation)).size).toBe(rows.length);
    expect(new Set(records.map((record) => record.sourceKey)).size).toBe(records.length);
  });

  it('fills designation, standard, kind, country, forms and EN numbers in their formats', () => {
    for (const metal of rows) {
      expect(metal.standard, metal.designation).toMatch(/^(EN|ISO|DIN|ASTM|AMS|API|JIS|GB)/);
      expect(KINDS, metal.designation).toContain(metal.kind);
      expect(metal.country, metal.designation).toMatch(/^[A-Z]{2}$/);
      expect(metal.forms.length, metal.designation).toBeGreaterThan(0);
      for (const form of metal.forms) expect(form, metal.designation).toBe(form.toLowerCase());
      if (metal.number) expect(metal.number, metal.designation).toMatch(/^\d\.\d{4}$/);
      expect(Object.keys(metal.properties).length, metal.designation).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every metal a composition that parses, with element minimums adding up to at most 100 %', () => {
    for (const metal of generated) {
      expect(metal.composition, metal.designation).toBeTruthy();
      const ranges = parseComposition(metal.composition ?? '');
      expect(ranges.some((range) => range.min === undefined && range.max === undefined) || ranges.some((range) => (range.min ?? 0) >= 50), metal.designation).toBe(true);
      const minimums = ranges.reduce((sum, range) => sum + (range.min ?? 0), 0);
      expect(minimums, metal.designation).toBeLessThanOrEqual(100);
      for (const range of ranges) expect(bounded(range), `${metal.designation} ${range.element}`).toBe(true);
    }
  });

  it('has min ≤ max in every property and composition of the importer records', () => {
    for (const record of records) {
      for (const property of record.properties as MaterialProperty[]) expect(bounded(property), `${record.designation} ${property.key}`).toBe(true);
      for (const range of record.composition) expect(bounded(range), `${record.designation} ${range.element}`).toBe(true);
    }
  });

  it('marks every description as demo data', () => {
    for (const record of records) expect(record.description, record.designation).toMatch(/ \(demo data\)$/);
    expect(records.every((record) => !record.description?.endsWith(`${DEMO_MARK}${DEMO_MARK}`))).toBe(true);
  });

  it('is deterministic: two runs give the same metals and records', () => {
    expect(generateDemoMetals(handWritten)).toEqual(generated);
    expect(JSON.stringify(demoMetals())).toBe(JSON.stringify(records));
  });

  it('writes each delivery condition and temper as its own record with its own values', () => {
    const byDesignation = new Map(records.map((record) => [record.designation, record]));
    const value = (designation: string, key: string) => byDesignation.get(designation)?.properties.find((property) => property.key === key);
    expect(byDesignation.get('S355J2+N')).toMatchObject({ materialNumber: '1.0577', standard: 'EN 10025-2', kind: 'steel', country: 'EU' });
    expect(value('S355J2+N', 'yieldStrength')).toMatchObject({ min: 355, unit: 'MPa' });
    expect(value('42CrMo4+A', 'hardnessBrinell')).toMatchObject({ max: 241 });
    expect(value('EN AW-6082-T651', 'ultimateTensileStrength')).toMatchObject({ min: 300 });
    expect(value('EN AW-6082-O', 'ultimateTensileStrength')).toMatchObject({ max: 150 });
    expect(value('CuZn37 R550', 'ultimateTensileStrength')).toMatchObject({ min: 550 });
    expect(byDesignation.get('X2CrNiMo17-12-3')?.description).toContain('AISI 316L, UNS S31603');
    expect(byDesignation.get('Alloy 718 precipitation hardened')?.description).toContain('UNS N07718');
    expect(byDesignation.get('Ti Grade 23')).toMatchObject({ standard: 'ASTM B348', kind: 'titanium-alloy', country: 'US' });
    expect(byDesignation.get('EN-GJS-600-3')?.composition).toContainEqual({ element: 'Mg', min: 0.025, max: 0.06 });
  });

  it('leaves conditions the hand-written records describe to them, and 1.4301 to X5CrNi18-10', () => {
    const designations = new Set(generated.map((metal) => metal.designation));
    for (const described of ['C45+QT', '42CrMo4+QT', 'EN AW-6082-T6', 'EN AW-5083-O', 'EN AW-1050A-H14', 'S235JR']) expect(designations.has(described), described).toBe(false);
    expect(records.filter((record) => record.materialNumber === '1.4301').map((record) => record.designation)).toEqual(['X5CrNi18-10']);
  });
});
