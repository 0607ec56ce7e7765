import { describe, expect, it } from 'vitest';
import {
  camelCaseKey,
  canonicalUnit,
  convertToNormalUnit,
  groupForSection,
  humaniseKey,
  normaliseProperty,
  parseNumber,
  parseQuantity,
} from './material-units.ts';

describe('parseNumber', () => {
  it.each([
    ['210000', 210000],
    ['0.3', 0.3],
    ['-40', -40],
    ['\u221240', -40],
    ['+5', 5],
    ['.5', 0.5],
    ['1.2e-5', 1.2e-5],
    ['8e-6', 8e-6],
    ['2e4', 20000],
    ['1.5E+3', 1500],
    ['0,72', 0.72],
    ['1750,000', 1750],
    ['11,7', 11.7],
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['1,000,000', 1000000],
    ['1.000.000', 1000000],
    ['210 000', 210000],
    ['210\u00a0000', 210000],
    ["1'234", 1234],
    ['  42  ', 42],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumber(text)).toBeCloseTo(expected, 12);
  });

  it.each(['', 'abc', '12abc', '1-2', 'MPa', '--1', '1e'])('rejects %j', (text) => {
    expect(parseNumber(text)).toBeUndefined();
  });
});

describe('parseQuantity', () => {
  it('splits the number from its unit', () => {
    expect(parseQuantity('210000 MPa')).toEqual({ value: 210000, unit: 'MPa' });
    expect(parseQuantity('7900 kg/m^3')).toEqual({ value: 7900, unit: 'kg/m^3' });
    expect(parseQuantity('8e-6 1/K')).toEqual({ value: 8e-6, unit: '1/K' });
    expect(parseQuantity('0.3')).toEqual({ value: 0.3, unit: '' });
    expect(parseQuantity('12 µm/m/K')).toEqual({ value: 12, unit: 'µm/m/K' });
    expect(parseQuantity('20°C')).toEqual({ value: 20, unit: '°C' });
  });

  it('refuses text that does not start with a number', () => {
    expect(parseQuantity('B1')).toBeUndefined();
    expect(parseQuantity('approx. 5 MPa')).toBeUndefined();
  });
});

describe('canonicalUnit', () => {
  it.each([
    ['N/mm²', 'N/mm^2'],
    ['N/mm2', 'N/mm^2'],
    ['kg/m³', 'kg/m^3'],
    ['kg/m3', 'kg/m^3'],
    ['g/cm3', 'g/cm^3'],
    ['W/(m·K)', 'W/m/K'],
    ['W/(m*K)', 'W/m/K'],
    ['W/m.K', 'W/m/K'],
    ['W/mK', 'W/m/K'],
    ['J/(kg·K)', 'J/kg/K'],
    ['J/kgK', 'J/kg/K'],
    ['J/(kg·°C)', 'J/kg/K'],
    ['μm/m/K', 'µm/m/K'],
    ['um/m/K', 'µm/m/K'],
    ['µm/(m·K)', 'µm/m/K'],
    ['µm/m/°C', 'µm/m/K'],
    ['K^-1', '1/K'],
    ['1/°C', '1/K'],
    ['ppm/°C', 'ppm/K'],
    ['deg C', '°C'],
    ['℃', '°C'],
    ['°', 'deg'],
    ['degrees', 'deg'],
    [' MPa ', 'MPa'],
  ])('writes %j as %j', (unit, expected) => {
    expect(canonicalUnit(unit)).toBe(expected);
  });
});

describe('convertToNormalUnit', () => {
  it('brings stresses and moduli to MPa', () => {
    expect(convertToNormalUnit(210e9, 'Pa', 'stress')).toEqual({ value: 210000, unit: 'MPa' });
    expect(convertToNormalUnit(210e6, 'kPa', 'stress')).toEqual({ value: 210000, unit: 'MPa' });
    expect(convertToNormalUnit(210, 'GPa', 'stress')).toEqual({ value: 210000, unit: 'MPa' });
    expect(convertToNormalUnit(235, 'N/mm^2', 'stress')).toEqual({ value: 235, unit: 'MPa' });
    expect(convertToNormalUnit(235, 'N/mm²', 'stress')).toEqual({ value: 235, unit: 'MPa' });
    expect(convertToNormalUnit(1, 'ksi', 'stress').value).toBeCloseTo(6.894757, 5);
    expect(convertToNormalUnit(1000, 'psi', 'stress').value).toBeCloseTo(6.894757, 5);
    expect(convertToNormalUnit(0.0385, 'GPa', 'stress')).toEqual({ value: 38.5, unit: 'MPa' });
  });

  it('brings densities to kg/m^3', () => {
    expect(convertToNormalUnit(7.85, 'g/cm^3', 'density')).toEqual({ value: 7850, unit: 'kg/m^3' });
    expect(convertToNormalUnit(7.85, 'g/cm³', 'density')).toEqual({ value: 7850, unit: 'kg/m^3' });
    expect(convertToNormalUnit(2.7, 'kg/dm^3', 'density')).toEqual({ value: 2700, unit: 'kg/m^3' });
    expect(convertToNormalUnit(7900, 'kg/m^3', 'density')).toEqual({ value: 7900, unit: 'kg/m^3' });
    expect(convertToNormalUnit(1, 'lb/in^3', 'density').value).toBeCloseTo(27679.9, 1);
  });

  it('brings thermal expansion to µm/m/K (1e-6 1/K = 1 µm/m/K)', () => {
    expect(convertToNormalUnit(0.000011, 'm/m/K', 'thermalExpansion')).toEqual({ value: 11, unit: 'µm/m/K' });
    expect(convertToNormalUnit(1.2e-5, '1/K', 'thermalExpansion')).toEqual({ value: 12, unit: 'µm/m/K' });
    expect(convertToNormalUnit(1.2e-5, 'K^-1', 'thermalExpansion')).toEqual({ value: 12, unit: 'µm/m/K' });
    expect(convertToNormalUnit(12, 'µm/m/K', 'thermalExpansion')).toEqual({ value: 12, unit: 'µm/m/K' });
    expect(convertToNormalUnit(12, 'μm/(m·K)', 'thermalExpansion')).toEqual({ value: 12, unit: 'µm/m/K' });
    expect(convertToNormalUnit(12, 'ppm/K', 'thermalExpansion')).toEqual({ value: 12, unit: 'µm/m/K' });
    expect(convertToNormalUnit(0.012, 'mm/m/K', 'thermalExpansion')).toEqual({ value: 12, unit: 'µm/m/K' });
  });

  it('brings thermal conductivity to W/m/K and specific heat to J/kg/K', () => {
    expect(convertToNormalUnit(50, 'W/(m·K)', 'thermalConductivity')).toEqual({ value: 50, unit: 'W/m/K' });
    expect(convertToNormalUnit(50, 'W/mK', 'thermalConductivity')).toEqual({ value: 50, unit: 'W/m/K' });
    expect(convertToNormalUnit(0.72, 'kJ/kg/K', 'specificHeat')).toEqual({ value: 720, unit: 'J/kg/K' });
    expect(convertToNormalUnit(0.5, 'J/g/K', 'specificHeat')).toEqual({ value: 500, unit: 'J/kg/K' });
    expect(convertToNormalUnit(500, 'J/(kg·K)', 'specificHeat')).toEqual({ value: 500, unit: 'J/kg/K' });
  });

  it('brings temperatures to °C', () => {
    expect(convertToNormalUnit(293.15, 'K', 'temperature')).toEqual({ value: 20, unit: '°C' });
    expect(convertToNormalUnit(1811, 'K', 'temperature')).toEqual({ value: 1537.85, unit: '°C' });
    expect(convertToNormalUnit(212, '°F', 'temperature')).toEqual({ value: 100, unit: '°C' });
    expect(convertToNormalUnit(1538, '°C', 'temperature')).toEqual({ value: 1538, unit: '°C' });
    expect(convertToNormalUnit(1538, 'degC', 'temperature')).toEqual({ value: 1538, unit: '°C' });
  });

  it('keeps ratios unitless and reads strains as percent', () => {
    expect(convertToNormalUnit(0.3, '', 'ratio')).toEqual({ value: 0.3 });
    expect(convertToNormalUnit(30, '%', 'ratio')).toEqual({ value: 0.3 });
    expect(convertToNormalUnit(26, '', 'strain')).toEqual({ value: 26, unit: '%' });
    expect(convertToNormalUnit(0.26, 'm/m', 'strain')).toEqual({ value: 26, unit: '%' });
  });

  it('converts other quantities it knows', () => {
    expect(convertToNormalUnit(59.6, 'MS/m', 'electricalConductivity')).toEqual({ value: 59600000, unit: 'S/m' });
    expect(convertToNormalUnit(Math.PI / 6, 'rad', 'angle').value).toBeCloseTo(30, 9);
    expect(convertToNormalUnit(30, '°', 'angle')).toEqual({ value: 30, unit: 'deg' });
  });

  it('keeps the value and the given unit when it does not know the unit', () => {
    expect(convertToNormalUnit(5, 'furlong/fortnight', 'stress')).toEqual({ value: 5, unit: 'furlong/fortnight' });
    expect(convertToNormalUnit(3, 'MPa m^0.5', undefined)).toEqual({ value: 3, unit: 'MPa m^0.5' });
    expect(convertToNormalUnit(12, '', undefined)).toEqual({ value: 12 });
    // Case matters: millisiemens are not megasiemens.
    expect(convertToNormalUnit(5, 'mS/m', 'electricalConductivity')).toEqual({ value: 5, unit: 'mS/m' });
  });

  it('infers the quantity from the unit for keys it has no definition for', () => {
    expect(convertToNormalUnit(2, 'GPa', undefined)).toEqual({ value: 2000, unit: 'MPa' });
    expect(convertToNormalUnit(7.8, 'g/cm^3', undefined)).toEqual({ value: 7800, unit: 'kg/m^3' });
  });
});

describe('keys and groups', () => {
  it('camel-cases card keys', () => {
    expect(camelCaseKey('YoungsModulus')).toBe('youngsModulus');
    expect(camelCaseKey('UltimateTensileStrength')).toBe('ultimateTensileStrength');
    expect(camelCaseKey('Thermal expansion')).toBe('thermalExpansion');
    expect(camelCaseKey('max_service_temp')).toBe('maxServiceTemp');
  });

  it('labels keys it has no name for', () => {
    expect(humaniseKey('FractureToughness')).toBe('Fracture toughness');
    expect(humaniseKey('UnitsPerQuantity')).toBe('Units per quantity');
  });

  it('maps sections to groups and skips the visual and commercial ones', () => {
    expect(groupForSection('Mechanical')).toBe('mechanical');
    expect(groupForSection('Thermal')).toBe('thermal');
    expect(groupForSection('Electrical')).toBe('electromagnetic');
    expect(groupForSection('Electromagnetic')).toBe('electromagnetic');
    expect(groupForSection('Architectural')).toBe('architectural');
    expect(groupForSection('Optical')).toBe('optical');
    expect(groupForSection('Rendering')).toBeUndefined();
    expect(groupForSection('Vector rendering')).toBeUndefined();
    expect(groupForSection('Cost')).toBeUndefined();
    expect(groupForSection('General')).toBeUndefined();
  });
});

describe('normaliseProperty', () => {
  it('normalises a card entry', () => {
    expect(normaliseProperty('Mechanical', 'YoungsModulus', '210 GPa')).toEqual({
      group: 'mechanical',
      key: 'youngsModulus',
      name: "Young's modulus",
      value: 210000,
      unit: 'MPa',
    });
    expect(normaliseProperty('Thermal', 'ThermalExpansionCoefficient', '0.000012 m/m/K')).toEqual({
      group: 'thermal',
      key: 'thermalExpansionCoefficient',
      name: 'Thermal expansion coefficient',
      value: 12,
      unit: 'µm/m/K',
    });
    expect(normaliseProperty('Mechanical', 'PoissonRatio', '0.3')).toEqual({
      group: 'mechanical',
      key: 'poissonRatio',
      name: "Poisson's ratio",
      value: 0.3,
    });
    expect(normaliseProperty('Mechanical', 'UltimateStrain', '26')).toMatchObject({ value: 26, unit: '%' });
  });

  it('keeps text values as text and drops empty ones', () => {
    expect(normaliseProperty('Architectural', 'FireResistanceClass', 'A1')).toEqual({
      group: 'architectural',
      key: 'fireResistanceClass',
      name: 'Fire resistance class',
      text: 'A1',
    });
    expect(normaliseProperty('Mechanical', 'Density', '')).toBeUndefined();
    expect(normaliseProperty('Rendering', 'DiffuseColor', '(0.1, 0.2, 0.3)')).toBeUndefined();
  });

  it('keeps an unknown unit as given', () => {
    expect(normaliseProperty('Mechanical', 'FractureToughness', '50 MPa*m^0.5')).toMatchObject({
      key: 'fractureToughness',
      value: 50,
      unit: 'MPa*m^0.5',
    });
  });
});
