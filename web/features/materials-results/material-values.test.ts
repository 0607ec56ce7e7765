import { describe, expect, it } from 'vitest';
import type { PropertyShown } from '../../../common/materials/materials-search.contract.ts';
import {
  displayUnit,
  formatRange,
  formatValue,
  groupProperties,
  humanise,
  isMatched,
  keyPropertiesOf,
  rangeShape,
  shownProperty,
  websiteHref,
  websiteText,
} from './material-values.ts';

const property = (key: string, min: number | null, max: number | null, unit: string | null = 'MPa', group = 'mechanical'): PropertyShown => ({ group, key, name: key, min, max, unit });
const en = (value: number) => formatValue('en-GB', value);

describe('ranges', () => {
  it('reads min = max as one value, min only as ≥ and max only as ≤', () => {
    expect(rangeShape(7850, 7850)).toEqual({ kind: 'exact', value: 7850 });
    expect(rangeShape(360, 510)).toEqual({ kind: 'between', min: 360, max: 510 });
    expect(rangeShape(235, null)).toEqual({ kind: 'atLeast', min: 235 });
    expect(rangeShape(null, 0.17)).toEqual({ kind: 'atMost', max: 0.17 });
    expect(rangeShape(null, null)).toEqual({ kind: 'none' });
  });

  it('writes them with the locale numbers, keeping small contents whole', () => {
    expect(formatRange(360, 510, en, '—')).toBe('360–510');
    expect(formatRange(235, null, en, '—')).toBe('≥ 235');
    expect(formatRange(null, 0.0005, en, '—')).toBe('≤ 0.0005');
    expect(formatRange(7850, 7850, en, '—')).toBe('7,850');
    expect(formatRange(null, null, en, '—')).toBe('—');
    expect(formatValue('de-DE', 0.17)).toBe('0,17');
    expect(formatValue('en-GB', 5.8e6)).toBe('5,800,000');
  });
});

describe('units', () => {
  it('prints exponents as superscripts', () => {
    expect(displayUnit('kg/m^3')).toBe('kg/m³');
    expect(displayUnit('kJ/m^2')).toBe('kJ/m²');
    expect(displayUnit('W/m/K')).toBe('W/m/K');
    expect(displayUnit(null)).toBe('');
  });

  it('shows a modulus in the popup unit (GPa) and keeps the units that are already the popup ones', () => {
    expect(shownProperty(property('youngsModulus', 210_000, 210_000))).toMatchObject({ min: 210, max: 210, unit: 'GPa' });
    expect(shownProperty(property('youngsModulus', 70, 70, 'GPa'))).toMatchObject({ min: 70, max: 70, unit: 'GPa' });
    expect(shownProperty(property('density', 7850, 7850, 'kg/m^3'))).toMatchObject({ min: 7850, unit: 'kg/m³' });
    expect(shownProperty(property('thermalConductivity', 50, 50, 'W/m/K', 'thermal'))).toMatchObject({ min: 50, unit: 'W/m/K' });
    expect(shownProperty(property('poissonRatio', 0.3, 0.3, null))).toMatchObject({ unit: null });
  });
});

describe('key properties', () => {
  const all = [
    property('density', 7850, 7850, 'kg/m^3'),
    property('youngsModulus', 210_000, 210_000),
    property('hardnessVickers', null, 215, 'HV'),
    property('yieldStrength', 235, null),
    property('ultimateTensileStrength', 360, 510),
    property('ultimateStrain', 26, 26, '%'),
    property('thermalConductivity', 50, 50, 'W/m/K', 'thermal'),
  ];

  it('shows tensile, yield, elongation, hardness and density in that order', () => {
    expect(keyPropertiesOf(all, []).map((shown) => shown.key)).toEqual(['ultimateTensileStrength', 'yieldStrength', 'ultimateStrain', 'hardnessVickers', 'density']);
  });

  it('adds the other properties the search asked about, in the popup units', () => {
    const shown = keyPropertiesOf(all, ['youngsModulus', 'yieldStrength']);
    expect(shown.map((item) => item.key)).toEqual(['ultimateTensileStrength', 'yieldStrength', 'ultimateStrain', 'hardnessVickers', 'density', 'youngsModulus']);
    expect(shown.at(-1)).toMatchObject({ min: 210, unit: 'GPa' });
    expect(keyPropertiesOf([], ['C'])).toEqual([]);
  });

  it('matches element symbols whatever their case', () => {
    expect(isMatched(['Cr', 'ultimateTensileStrength'], 'cr')).toBe(true);
    expect(isMatched(['Cr'], 'C')).toBe(false);
  });
});

describe('property groups', () => {
  it('groups mechanical first, then thermal and electromagnetic, then the others alphabetically', () => {
    const groups = groupProperties([
      property('meltingPoint', 1400, 1450, '°C', 'thermal'),
      property('other', 1, 1, null, 'acoustic'),
      property('electricalConductivity', 5.8e6, 5.8e6, 'S/m', 'electromagnetic'),
      property('youngsModulus', 200_000, 200_000),
      property('density', 7950, 7950, 'kg/m^3'),
    ]);
    expect(groups.map((group) => group.group)).toEqual(['mechanical', 'thermal', 'electromagnetic', 'acoustic']);
    expect(groups[0]?.properties.map((item) => [item.key, item.min, item.unit])).toEqual([
      ['youngsModulus', 200, 'GPa'],
      ['density', 7950, 'kg/m³'],
    ]);
  });
});

describe('names and websites', () => {
  it('makes keys readable until a translation names them', () => {
    expect(humanise('stainless-steel')).toBe('Stainless steel');
    expect(humanise('ultimateTensileStrength')).toBe('Ultimate tensile strength');
    expect(humanise('hardness_hb')).toBe('Hardness hb');
  });

  it('links only web addresses, adding https to a bare host', () => {
    expect(websiteHref('example.com')).toBe('https://example.com/');
    expect(websiteHref('http://stahl.example/de')).toBe('http://stahl.example/de');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('  ')).toBeNull();
    expect(websiteHref(null)).toBeNull();
    expect(websiteText('https://www.inox-ouest.example/')).toBe('www.inox-ouest.example');
  });
});
