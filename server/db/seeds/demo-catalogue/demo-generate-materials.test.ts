import { describe, expect, it } from 'vitest';
import { generateDemoMaterials } from './demo-generate-materials.ts';
import { DEMO_MATERIALS } from './demo-materials.data.ts';
import { demoMaterialRows, demoMaterials } from './demo-materials.ts';

const generated = generateDemoMaterials(DEMO_MATERIALS);
const rows = demoMaterialRows();
const records = demoMaterials();

function property(tradeName: string, key: string): number | undefined {
  const found = records.find((record) => record.tradeName === tradeName)?.properties.find((entry) => entry.key === key);
  return found?.value;
}

describe('generated demo materials', () => {
  it('has about four hundred materials, the hand-written ones first and kept as they were', () => {
    expect(rows.length).toBeGreaterThanOrEqual(380);
    expect(rows.length).toBeLessThanOrEqual(480);
    expect(rows.slice(0, DEMO_MATERIALS.length)).toEqual(DEMO_MATERIALS);
    expect(records).toHaveLength(rows.length);
  });

  it('covers polymers, elastomers, ceramics, glasses, composites, wood and concrete', () => {
    const counts = new Map<string, number>();
    for (const material of rows) counts.set(material.materialClass, (counts.get(material.materialClass) ?? 0) + 1);
    expect(counts.get('thermoplastic')).toBeGreaterThanOrEqual(100);
    expect(counts.get('elastomer')).toBeGreaterThanOrEqual(50);
    for (const materialClass of ['thermoset', 'ceramic', 'glass', 'composite', 'wood', 'concrete', 'fibre', 'carbon']) expect(counts.get(materialClass), materialClass).toBeGreaterThanOrEqual(8);
  });

  it('has unique trade names and source keys', () => {
    expect(new Set(rows.map((material) => material.tradeName)).size).toBe(rows.length);
    expect(new Set(records.map((record) => record.sourceKey)).size).toBe(records.length);
  });

  it('fills every field where it applies', () => {
    for (const material of generated) {
      expect(material.forms.length, material.tradeName).toBeGreaterThan(0);
      expect(material.chemicalResistance.length, material.tradeName).toBeGreaterThan(0);
      expect(material.processing.length, material.tradeName).toBeGreaterThan(0);
      expect(material.productType, material.tradeName).toBeTruthy();
      expect(Object.keys(material.properties).length, material.tradeName).toBeGreaterThanOrEqual(2);
    }
    const withStandard = generated.filter((material) => material.standard).length;
    expect(withStandard / generated.length).toBeGreaterThan(0.8);
    for (const symbol of ['PA6 GF30', 'NBR 80', 'Concrete C40/50', 'Softwood C16', 'Glulam GL24h']) expect(rows.find((material) => material.tradeName === symbol)?.standard, symbol).toBeTruthy();
  });

  it('has min ≤ max in every property and marks every description as demo data', () => {
    for (const record of records) {
      expect(record.description, record.tradeName).toMatch(/ \(demo data\)$/);
      for (const entry of record.properties) expect(entry.min === undefined || entry.max === undefined || entry.min <= entry.max, `${record.tradeName} ${entry.key}`).toBe(true);
    }
  });

  it('derives compounds from their base polymer: glass fibre makes them denser, stiffer and stronger', () => {
    const base = rows.find((material) => material.tradeName === 'PA6 natural');
    const compound = rows.find((material) => material.tradeName === 'PA6 GF30');
    expect(compound).toMatchObject({ productType: 'PA6 GF30', additives: '30 % glass fibre', standard: 'ISO 16396-1' });
    for (const key of ['density_kg_m3', 'youngs_modulus_mpa', 'tensile_strength_mpa'] as const) {
      expect(Number(compound?.properties[key]), key).toBeGreaterThan(Number(base?.properties[key]));
    }
    expect(property('Concrete C40/50', 'compressiveStrength')).toBe(40);
    expect(property('NBR 80', 'hardnessShoreA')).toBe(80);
  });

  it('is deterministic: two runs give the same materials and records', () => {
    expect(generateDemoMaterials(DEMO_MATERIALS)).toEqual(generated);
    expect(JSON.stringify(demoMaterials())).toBe(JSON.stringify(records));
  });
});

describe('the materials tab lists and property groups of the demo materials', () => {
  it('fills chemical analysis, formulation and special characteristics of every material, as its type and additives say', () => {
    for (const record of records) {
      for (const list of [record.chemicalAnalysis, record.formulation, record.specialCharacteristics]) expect(list?.length, record.tradeName).toBeGreaterThan(0);
    }
    expect(records.find((record) => record.tradeName === 'PA6 GF30')).toMatchObject({ chemicalAnalysis: ['polyamide 6'], formulation: ['glass fibre 30 %'] });
    expect(records.find((record) => record.tradeName === 'PA6 GF30')?.specialCharacteristics).toContain('high stiffness');
    expect(records.find((record) => record.tradeName === 'NBR 80')?.chemicalAnalysis).toEqual(['acrylonitrile-butadiene rubber']);
  });

  it('gives every property popup values: mechanical, physical, electrical, impact, processing, thermal and other', () => {
    const keys = new Set(records.flatMap((record) => record.properties.map((entry) => entry.key)));
    for (const key of ['ultimateTensileStrength', 'density', 'waterAbsorption', 'dielectricStrength', 'volumeResistivity', 'impactStrength', 'meltFlowRate', 'mouldShrinkage', 'maxServiceTemperature', 'poissonRatio']) {
      expect(keys.has(key), key).toBe(true);
    }
    // A filler lowers water uptake and shrinkage by its share.
    expect(property('PA6 GF30', 'mouldShrinkage')).toBeLessThan(Number(property('PA6 natural', 'mouldShrinkage')));
    expect(property('PA6 natural', 'waterAbsorption')).toBe(1.6);
  });
});
