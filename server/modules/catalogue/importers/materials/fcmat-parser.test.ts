import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MaterialProperty, MaterialRecord, MetalRecord } from '../../materials-record.ts';
import { metalKindFromMaterialNumber, normaliseMaterialNumber, parseFcmat, parseFcmatSections } from './fcmat-parser.ts';

const CARDS = '/work/shared/data/materials/freecad-fcmat';

function card(fileName: string) {
  return parseFcmat(readFileSync(path.join(CARDS, fileName), 'utf8'), fileName);
}

function metal(fileName: string): MetalRecord {
  const result = card(fileName);
  if (result.kind !== 'metal') throw new Error(`${fileName} parsed as ${result.kind}`);
  return result.record;
}

function material(fileName: string): MaterialRecord {
  const result = card(fileName);
  if (result.kind !== 'material') throw new Error(`${fileName} parsed as ${result.kind}`);
  return result.record;
}

function property(properties: MaterialProperty[], key: string): MaterialProperty | undefined {
  return properties.find((candidate) => candidate.key === key);
}

describe('parseFcmat on inline cards', () => {
  it('reads sections, skips comments and empty values, and tolerates CRLF and a BOM', () => {
    const text = '\uFEFF; comment\r\n[General]\r\nName = Test\r\nEmpty =\r\n\r\n[Mechanical]\r\n; Density in kg/m^3\r\nDensity = 7,85 g/cm^3\r\n';
    expect(parseFcmatSections(text)).toEqual({ General: { Name: 'Test' }, Mechanical: { Density: '7,85 g/cm^3' } });
  });

  it('maps a steel card with units to normalise', () => {
    const text = [
      '[General]',
      'Name = S355J2',
      'Father = Metal',
      'KindOfMaterial = Mild steel',
      'Norm = EN  10025-2',
      '[Mechanical]',
      'Density = 7.85 g/cm^3',
      'YoungsModulus = 210 GPa',
      '[Thermal]',
      'ThermalExpansionCoefficient = 1.2e-5 1/K',
      '[Rendering]',
      'DiffuseColor = (0.5, 0.5, 0.5, 0.0)',
    ].join('\n');
    const result = parseFcmat(text, '/somewhere/Steel-S355J2.FCMat');
    expect(result.kind).toBe('metal');
    if (result.kind !== 'metal') return;
    expect(result.record).toMatchObject({
      source: 'fcmat',
      sourceKey: 'fcmat:steel-s355j2',
      designation: 'S355J2',
      standard: 'EN 10025-2',
      kind: 'steel',
      forms: [],
      composition: [],
    });
    expect(result.record.materialNumber).toBeUndefined();
    expect(result.record.properties.map((entry) => [entry.key, entry.value, entry.unit])).toEqual([
      ['density', 7850, 'kg/m^3'],
      ['youngsModulus', 210000, 'MPa'],
      ['thermalExpansionCoefficient', 12, 'µm/m/K'],
    ]);
    expect(result.record.raw).toMatchObject({ Rendering: { DiffuseColor: '(0.5, 0.5, 0.5, 0.0)' } });
  });

  it('finds a material number in the name when the card has none', () => {
    const result = parseFcmat('[General]\nName = 1.4301 X5CrNi18-10\nFather = Metal\n', 'x.FCMat');
    expect(result).toMatchObject({ kind: 'metal', record: { materialNumber: '1.4301', kind: 'stainless-steel' } });
  });

  it('reports cards that describe no material', () => {
    expect(parseFcmat('[General]\nName =\n', 'TEMPLATE.FCMat').kind).toBe('error');
    expect(parseFcmat('[General]\nName = None\nFather = None\n', 'None.FCMat').kind).toBe('error');
    expect(parseFcmat('just some text', 'odd.FCMat').kind).toBe('error');
  });

  it('restores material numbers FreeCAD stored as decimals', () => {
    expect(normaliseMaterialNumber('1.005')).toBe('1.0050');
    expect(normaliseMaterialNumber('1.89')).toBe('1.8900');
    expect(normaliseMaterialNumber('0.602')).toBe('0.6020');
    expect(normaliseMaterialNumber('1.0037')).toBe('1.0037');
    expect(normaliseMaterialNumber('3.3535.26')).toBe('3.3535.26');
    expect(metalKindFromMaterialNumber('1.4404')).toBe('stainless-steel');
    expect(metalKindFromMaterialNumber('0.7040')).toBe('cast-iron');
    expect(metalKindFromMaterialNumber('3.3535.26')).toBe('aluminium-alloy');
    expect(metalKindFromMaterialNumber('2.0060')).toBe('copper-alloy');
  });
});

describe.skipIf(!existsSync(CARDS))('parseFcmat on the FreeCAD material cards', () => {
  it('maps the structural steel S235JR', () => {
    const record = metal('Steel-S235JR.FCMat');
    expect(record).toMatchObject({
      source: 'fcmat',
      sourceKey: 'fcmat:steel-s235jr',
      designation: 'S235JR',
      materialNumber: '1.0037',
      standard: 'EN 10025',
      kind: 'steel',
      forms: [],
      composition: [],
    });
    expect(record.description).toBe('Mild steel. German designation: St37-2.');
    expect(property(record.properties, 'youngsModulus')).toEqual({
      group: 'mechanical',
      key: 'youngsModulus',
      name: "Young's modulus",
      value: 210000,
      unit: 'MPa',
    });
    const density = property(record.properties, 'density');
    expect(density?.unit).toBe('kg/m^3');
    expect(density?.value).toBeGreaterThanOrEqual(7800);
    expect(density?.value).toBeLessThanOrEqual(7900);
    expect(property(record.properties, 'yieldStrength')).toMatchObject({ value: 235, unit: 'MPa' });
    expect(property(record.properties, 'ultimateTensileStrength')).toMatchObject({ value: 360, unit: 'MPa' });
    expect(property(record.properties, 'ultimateStrain')).toMatchObject({ value: 26, unit: '%' });
    expect(property(record.properties, 'thermalExpansionCoefficient')).toMatchObject({ group: 'thermal', value: 11, unit: 'µm/m/K' });
    expect(record.raw).toMatchObject({ General: { Name: 'S235JR', NameDE: 'St37-2' } });
  });

  it('maps stainless steel, cast iron and cast steel cards to their kinds', () => {
    expect(metal('Steel-X5CrNi18-10.FCMat')).toMatchObject({ designation: 'X5CrNi18-10', materialNumber: '1.4301', standard: 'EN 10088', kind: 'stainless-steel' });
    expect(metal('Steel-EN-GJS-400-15.FCMat')).toMatchObject({ designation: 'EN-GJS-400-15', materialNumber: '0.7040', standard: 'EN 1563', kind: 'cast-iron' });
    expect(metal('Steel-G200.FCMat')).toMatchObject({ designation: 'G200', materialNumber: '1.0420', kind: 'cast-steel' });
    expect(metal('Steel-E295.FCMat').materialNumber).toBe('1.0050');
  });

  it('maps an aluminium alloy', () => {
    const record = metal('AlMg3F24.FCMat');
    expect(record).toMatchObject({ designation: 'AlMg3F24', materialNumber: '3.3535.26', standard: 'DIN 1725', kind: 'aluminium-alloy' });
    expect(property(record.properties, 'youngsModulus')).toMatchObject({ value: 70000, unit: 'MPa' });
    expect(property(record.properties, 'density')).toMatchObject({ value: 2700, unit: 'kg/m^3' });
    expect(metal('Aluminum-6061-T6.FCMat')).toMatchObject({ designation: 'Aluminum 6061-T6', kind: 'aluminium-alloy' });
  });

  it('converts GPa and µm/m/K values of the copper card', () => {
    const record = metal('Copper-Generic.FCMat');
    expect(record.kind).toBe('copper-alloy');
    expect(property(record.properties, 'youngsModulus')).toMatchObject({ value: 119000, unit: 'MPa' });
    expect(property(record.properties, 'shearModulus')).toMatchObject({ value: 46000, unit: 'MPa' });
    expect(property(record.properties, 'thermalExpansionCoefficient')).toMatchObject({ value: 16.5, unit: 'µm/m/K' });
    expect(property(record.properties, 'electricalConductivity')).toMatchObject({ group: 'electromagnetic', value: 588235.3, unit: 'S/m' });
  });

  it('maps ABS to a thermoplastic material', () => {
    const record = material('ABS-Generic.FCMat');
    expect(record).toMatchObject({ source: 'fcmat', sourceKey: 'fcmat:abs-generic', tradeName: 'ABS', materialClass: 'thermoplastic' });
    expect(record.description).toMatch(/AcrylnitrilButadienStyrol/);
    expect(property(record.properties, 'youngsModulus')).toMatchObject({ value: 2300, unit: 'MPa' });
    expect(property(record.properties, 'thermalExpansionCoefficient')).toMatchObject({ value: 93, unit: 'µm/m/K' });
    expect(property(record.properties, 'specificHeat')).toMatchObject({ value: 2050, unit: 'J/kg/K' });
  });

  it('does not take acrylic glass for glass', () => {
    expect(material('Acrylic-Glass-Generic.FCMat').materialClass).toBe('thermoplastic');
    expect(material('PA6-Generic.FCMat').materialClass).toBe('thermoplastic');
  });

  it('maps glass, glass fibre, concrete, wood and graphite', () => {
    expect(material('Glass-Generic.FCMat')).toMatchObject({ tradeName: 'Glass', materialClass: 'glass', description: 'Generic soda-lime glass' });
    expect(material('Glass-E-GlassFibre.FCMat')).toMatchObject({ tradeName: 'Glass-E', materialClass: 'fibre' });
    const concrete = material('Concrete-EN-C35_45.FCMat');
    expect(concrete).toMatchObject({ tradeName: 'Concrete-EN-C35/45', materialClass: 'concrete' });
    expect(property(concrete.properties, 'compressiveStrength')).toMatchObject({ value: 15.75, unit: 'MPa' });
    expect(property(concrete.properties, 'angleOfFriction')).toMatchObject({ value: 30, unit: 'deg' });
    expect(material('Wood-Generic.FCMat').materialClass).toBe('wood');
    expect(material('Graphite.FCMat').materialClass).toBe('carbon');
  });

  it('reads the decimal commas of the graphite card', () => {
    const record = material('Graphite.FCMat');
    expect(property(record.properties, 'density')).toMatchObject({ value: 1750, unit: 'kg/m^3' });
    expect(property(record.properties, 'specificHeat')).toMatchObject({ value: 720, unit: 'J/kg/K' });
    expect(property(record.properties, 'thermalConductivity')).toMatchObject({ value: 96, unit: 'W/m/K' });
    expect(property(record.properties, 'thermalExpansionCoefficient')).toMatchObject({ value: 8, unit: 'µm/m/K' });
  });

  it('takes the reinforcement card, which has no Father, for steel', () => {
    expect(metal('Reinforcement-FIB-B500.FCMat')).toMatchObject({ designation: 'Reinforcement-Harry', kind: 'steel' });
  });

  it('splits the whole collection into 101 metals and 15 materials; only the template and the placeholder fail', () => {
    const files = readdirSync(CARDS).filter((file) => /\.fcmat$/i.test(file));
    const outcomes = files.map((file) => ({ file, result: card(file) }));
    const metals = outcomes.filter((outcome) => outcome.result.kind === 'metal');
    const materials = outcomes.filter((outcome) => outcome.result.kind === 'material');
    const errors = outcomes.filter((outcome) => outcome.result.kind === 'error').map((outcome) => outcome.file);
    expect(files).toHaveLength(118);
    expect(errors.sort()).toEqual(['None.FCMat', 'TEMPLATE.FCMat']);
    expect(metals).toHaveLength(101);
    expect(materials).toHaveLength(15);
    for (const { result } of [...metals, ...materials]) {
      if (result.kind === 'error') continue;
      expect(result.record.properties.length).toBeGreaterThan(0);
      for (const entry of result.record.properties) expect(entry.value ?? entry.text).toBeDefined();
    }
    const sourceKeys = new Set([...metals, ...materials].map(({ result }) => (result.kind === 'error' ? '' : result.record.sourceKey)));
    expect(sourceKeys.size, 'one source key per card').toBe(116);
  });

  it('normalises every Young’s modulus, density and expansion of the collection to one unit', () => {
    const units = new Map<string, Set<string | undefined>>();
    for (const file of readdirSync(CARDS)) {
      const result = card(file);
      if (result.kind === 'error') continue;
      for (const entry of result.record.properties) {
        units.set(entry.key, (units.get(entry.key) ?? new Set()).add(entry.unit));
      }
    }
    expect([...(units.get('youngsModulus') ?? [])]).toEqual(['MPa']);
    expect([...(units.get('shearModulus') ?? [])]).toEqual(['MPa']);
    expect([...(units.get('density') ?? [])]).toEqual(['kg/m^3']);
    expect([...(units.get('thermalExpansionCoefficient') ?? [])]).toEqual(['µm/m/K']);
    expect([...(units.get('specificHeat') ?? [])]).toEqual(['J/kg/K']);
    expect([...(units.get('poissonRatio') ?? [])]).toEqual([undefined]);
  });
});
