import type { CompositionRange, MaterialProperty } from '../../materials-record.ts';

/**
 * What a property measures. Each quantity has one normalised unit, so values from
 * FreeCAD cards, CSV files and later sources compare without conversion at query time.
 */
export type Quantity =
  | 'stress'
  | 'density'
  | 'thermalConductivity'
  | 'thermalExpansion'
  | 'specificHeat'
  | 'temperature'
  | 'electricalConductivity'
  | 'angle'
  | 'impactEnergy'
  | 'strain'
  | 'ratio'
  | 'hardness';

type UnitTable = { target: string; factors: Record<string, number> };

/** Factors to the target unit, keyed by the canonical spelling `canonicalUnit` produces. */
const UNITS: Record<Exclude<Quantity, 'temperature' | 'ratio' | 'hardness'>, UnitTable> = {
  stress: {
    target: 'MPa',
    factors: {
      'Pa': 1e-6,
      'kPa': 1e-3,
      'MPa': 1,
      'GPa': 1e3,
      'N/m^2': 1e-6,
      'N/mm^2': 1,
      'kN/mm^2': 1e3,
      'bar': 0.1,
      'psi': 0.006894757293168361,
      'ksi': 6.894757293168361,
    },
  },
  density: {
    target: 'kg/m^3',
    factors: {
      'kg/m^3': 1,
      'g/m^3': 1e-3,
      'g/cm^3': 1e3,
      'g/cc': 1e3,
      'g/ml': 1e3,
      'kg/dm^3': 1e3,
      'kg/l': 1e3,
      't/m^3': 1e3,
      'lb/ft^3': 16.018463373960138,
      'lb/in^3': 27679.904710203125,
    },
  },
  thermalConductivity: { target: 'W/m/K', factors: { 'W/m/K': 1, 'mW/m/K': 1e-3, 'kW/m/K': 1e3 } },
  thermalExpansion: {
    // 1e-6 per kelvin is one micrometre per metre and kelvin.
    target: 'µm/m/K',
    factors: { '1/K': 1e6, 'm/m/K': 1e6, 'mm/m/K': 1e3, 'µm/m/K': 1, 'ppm/K': 1, '1e-6/K': 1 },
  },
  specificHeat: { target: 'J/kg/K', factors: { 'J/kg/K': 1, 'kJ/kg/K': 1e3, 'J/g/K': 1e3, 'cal/g/K': 4184 } },
  electricalConductivity: { target: 'S/m', factors: { 'S/m': 1, 'kS/m': 1e3, 'MS/m': 1e6, 'S/cm': 100 } },
  angle: { target: 'deg', factors: { deg: 1, rad: 180 / Math.PI } },
  impactEnergy: { target: 'kJ/m^2', factors: { 'kJ/m^2': 1, 'J/m^2': 1e-3, 'J/cm^2': 10 } },
  strain: { target: '%', factors: { '%': 1, 'm/m': 100 } },
};

type PropertyDefinition = { name: string; quantity?: Quantity };

/** Labels and quantities of the keys FreeCAD cards and our CSV columns use (camelCase keys). */
export const PROPERTY_DEFINITIONS: Record<string, PropertyDefinition> = {
  density: { name: 'Density', quantity: 'density' },
  youngsModulus: { name: "Young's modulus", quantity: 'stress' },
  shearModulus: { name: 'Shear modulus', quantity: 'stress' },
  bulkModulus: { name: 'Bulk modulus', quantity: 'stress' },
  poissonRatio: { name: "Poisson's ratio", quantity: 'ratio' },
  ultimateTensileStrength: { name: 'Tensile strength', quantity: 'stress' },
  yieldStrength: { name: 'Yield strength', quantity: 'stress' },
  compressiveStrength: { name: 'Compressive strength', quantity: 'stress' },
  // FreeCAD cards store the elongation at break in percent, without a unit.
  ultimateStrain: { name: 'Elongation at break', quantity: 'strain' },
  angleOfFriction: { name: 'Angle of friction', quantity: 'angle' },
  hardnessBrinell: { name: 'Hardness (Brinell)', quantity: 'hardness' },
  hardnessVickers: { name: 'Hardness (Vickers)', quantity: 'hardness' },
  hardnessRockwellC: { name: 'Hardness (Rockwell C)', quantity: 'hardness' },
  hardnessShoreA: { name: 'Hardness (Shore A)', quantity: 'hardness' },
  hardnessShoreD: { name: 'Hardness (Shore D)', quantity: 'hardness' },
  impactStrength: { name: 'Impact strength (Charpy)', quantity: 'impactEnergy' },
  thermalConductivity: { name: 'Thermal conductivity', quantity: 'thermalConductivity' },
  thermalExpansionCoefficient: { name: 'Thermal expansion coefficient', quantity: 'thermalExpansion' },
  specificHeat: { name: 'Specific heat', quantity: 'specificHeat' },
  meltingPoint: { name: 'Melting point', quantity: 'temperature' },
  glassTransitionTemperature: { name: 'Glass transition temperature', quantity: 'temperature' },
  maxServiceTemperature: { name: 'Maximum service temperature', quantity: 'temperature' },
  electricalConductivity: { name: 'Electrical conductivity', quantity: 'electricalConductivity' },
  relativePermittivity: { name: 'Relative permittivity', quantity: 'ratio' },
  relativePermeability: { name: 'Relative permeability', quantity: 'ratio' },
  refractionIndex: { name: 'Refraction index', quantity: 'ratio' },
  molarMass: { name: 'Molar mass' },
};

/** Card sections that describe how a material looks or costs, not what it is. */
const SKIPPED_SECTIONS = new Set(['general', 'rendering', 'vectorrendering', 'cost', 'appearance']);

/** Newer FreeCAD releases renamed [Electrical] to [Electromagnetic]; both land in one group. */
const GROUP_ALIASES: Record<string, string> = { electrical: 'electromagnetic' };

/** The property group of a card section, or undefined when the section holds no material data. */
export function groupForSection(section: string): string | undefined {
  const compact = section.toLowerCase().replace(/[\s_-]+/g, '');
  if (SKIPPED_SECTIONS.has(compact)) return undefined;
  return GROUP_ALIASES[compact] ?? compact;
}

/** `YoungsModulus` → `youngsModulus`, `Thermal expansion` → `thermalExpansion`. */
export function camelCaseKey(key: string): string {
  const words = key
    .trim()
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0);
  return words
    .map((word, index) => {
      if (index === 0) return word.charAt(0).toLowerCase() + word.slice(1);
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join('');
}

/** `UltimateTensileStrength` → `Ultimate tensile strength`, for keys we have no label for. */
export function humaniseKey(key: string): string {
  const spaced = key
    .trim()
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const NUMBER_PATTERN =
  /^[+\-\u2212]?(?:\d{1,3}(?:[ \u00a0\u202f'\u2019]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)*|[.,]\d+)(?:[eE][+\-\u2212]?\d+)?/;

/**
 * Reads a number written in any of the usual ways: `1.2e-5`, `0,72` (decimal comma, as FreeCAD
 * writes under a German locale), `1,234.5`, `1.234,5`, `210 000`. A single comma is a decimal
 * comma; repeated separators of one kind group thousands.
 */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  const match = NUMBER_PATTERN.exec(trimmed);
  if (!match || match[0].length !== trimmed.length) return undefined;
  return numberFromToken(match[0]);
}

function numberFromToken(token: string): number | undefined {
  let text = token.replace(/\u2212/g, '-').replace(/[ \u00a0\u202f'\u2019]/g, '');
  const exponentAt = text.search(/[eE]/);
  const exponent = exponentAt >= 0 ? text.slice(exponentAt) : '';
  let mantissa = exponentAt >= 0 ? text.slice(0, exponentAt) : text;
  const lastComma = mantissa.lastIndexOf(',');
  const lastDot = mantissa.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    mantissa = mantissa.split(grouping).join('').replace(decimal, '.');
  } else {
    const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : undefined;
    if (separator) {
      const count = mantissa.split(separator).length - 1;
      mantissa = count > 1 ? mantissa.split(separator).join('') : mantissa.replace(separator, '.');
    }
  }
  text = mantissa + exponent;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Splits `210000 MPa` into its number and unit; undefined when the text does not start with a number. */
export function parseQuantity(text: string): { value: number; unit: string } | undefined {
  const trimmed = text.trim();
  const match = NUMBER_PATTERN.exec(trimmed);
  if (!match) return undefined;
  const rest = trimmed.slice(match[0].length);
  // "12abc" is a word, not a number with unit "abc" glued on; units follow a space or a symbol.
  if (rest.length > 0 && /^[0-9]/.test(rest)) return undefined;
  const value = numberFromToken(match[0]);
  if (value === undefined) return undefined;
  return { value, unit: rest.trim() };
}

/** One spelling per unit: `N/mm²` → `N/mm^2`, `W/(m·K)` → `W/m/K`, `μm/m/K` → `µm/m/K`. */
export function canonicalUnit(unit: string): string {
  let text = unit
    .trim()
    .replace(/\u03bc/g, '\u00b5')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/\u2212/g, '-')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s*[·*⋅.]\s*/g, '·');
  if (/^(deg(ree)?s?\s*C|°\s*C|℃|C°|celsius)$/i.test(text)) return '°C';
  if (/^(deg(ree)?s?\s*F|°\s*F|fahrenheit)$/i.test(text)) return '°F';
  if (/^(K|kelvin)$/i.test(text)) return 'K';
  if (/^(deg(ree)?s?|°)$/i.test(text)) return 'deg';
  if (/^(1\/K|K\^-1|\/K|1\/°C|\/°C|°C\^-1)$/.test(text)) return '1/K';
  if (/^(1e-6\/K|10\^-6\/K|x?10\^-6\s*1\/K)$/i.test(text)) return '1e-6/K';
  if (/^ppm\/(K|°C)$/i.test(text)) return 'ppm/K';
  text = text.replace(/^um\//, 'µm/').replace(/(mm|cm|dm|m|ft|in)([23])(?=$|\/)/g, '$1^$2');
  // A product or bracket in the denominator reads as successive divisions: W/(m·K) = W/m/K.
  const bracketed = /^([^/]+)\/\(([^)]+)\)$/.exec(text);
  if (bracketed?.[1] && bracketed[2]) text = `${bracketed[1]}/${bracketed[2].split('·').join('/')}`;
  const product = /^([^/]+)\/([A-Za-z]+)·([A-Za-z°]+)$/.exec(text);
  if (product) text = `${product[1]}/${product[2]}/${product[3]}`;
  const glued = /^(W|J|kJ|mW)\/(m|kg|g)(K)$/.exec(text);
  if (glued) text = `${glued[1]}/${glued[2]}/${glued[3]}`;
  text = text.replace(/\/°C$/, '/K').replace(/\/°C\//, '/K/');
  return text.replace(/·/g, '.');
}

function findUnitFactor(quantity: Quantity, unit: string): { factor: number; target: string } | undefined {
  if (quantity === 'temperature' || quantity === 'ratio' || quantity === 'hardness') return undefined;
  // Matched case-sensitively on purpose: mS/m and MS/m differ by nine orders of magnitude.
  const table = UNITS[quantity];
  const factor = table.factors[unit];
  return factor === undefined ? undefined : { factor, target: table.target };
}

/** Twelve significant digits remove float noise such as 0.000011 × 1e6 = 10.999999999999998. */
export function roundValue(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * Converts a value to the normalised unit of its quantity. Values in units we do not know keep
 * the unit they came with, so nothing is lost, only left unnormalised.
 */
export function convertToNormalUnit(value: number, unit: string, quantity: Quantity | undefined): { value: number; unit?: string } {
  const canonical = canonicalUnit(unit);
  if (quantity === 'temperature') {
    if (canonical === '°C' || canonical === '') return { value: roundValue(value), unit: '°C' };
    if (canonical === 'K') return { value: roundValue(value - 273.15), unit: '°C' };
    if (canonical === '°F') return { value: roundValue(((value - 32) * 5) / 9), unit: '°C' };
    return { value, unit };
  }
  if (quantity === 'ratio') {
    if (canonical === '' || canonical === '1' || canonical === '-') return { value };
    if (canonical === '%') return { value: roundValue(value / 100) };
    return { value, unit };
  }
  if (quantity === 'hardness') return canonical === '' ? { value } : { value, unit: canonical };
  if (quantity === 'strain' && (canonical === '' || canonical === '1')) return { value, unit: '%' };
  const found = quantity ? findUnitFactor(quantity, canonical) : quantityFromUnit(canonical);
  if (!found) return unit.trim() === '' ? { value } : { value, unit: unit.trim() };
  return { value: roundValue(value * found.factor), unit: found.target };
}

/** For keys we have no definition for: a unit that belongs to exactly one quantity tells it. */
function quantityFromUnit(unit: string): { factor: number; target: string } | undefined {
  if (unit === '') return undefined;
  const matches = (Object.keys(UNITS) as (keyof typeof UNITS)[])
    .map((quantity) => findUnitFactor(quantity, unit))
    .filter((found) => found !== undefined);
  return matches.length === 1 ? matches[0] : undefined;
}

export function propertyName(key: string): string {
  return PROPERTY_DEFINITIONS[key]?.name ?? humaniseKey(key);
}

/**
 * One card entry as a normalised property: `('Mechanical', 'YoungsModulus', '210 GPa')` →
 * `{group: 'mechanical', key: 'youngsModulus', name: "Young's modulus", value: 210000, unit: 'MPa'}`.
 * Undefined for empty values and for sections that hold no material data.
 */
export function normaliseProperty(section: string, cardKey: string, rawValue: string): MaterialProperty | undefined {
  const group = groupForSection(section);
  const text = rawValue.trim();
  if (!group || text === '') return undefined;
  const key = camelCaseKey(cardKey);
  if (key === '') return undefined;
  const name = propertyName(key);
  const parsed = parseQuantity(text);
  if (!parsed) return { group, key, name, text };
  const converted = convertToNormalUnit(parsed.value, parsed.unit, PROPERTY_DEFINITIONS[key]?.quantity);
  return converted.unit === undefined
    ? { group, key, name, value: converted.value }
    : { group, key, name, value: converted.value, unit: converted.unit };
}

/** A value that cannot be read; the message says why, fit to show to whoever wrote the file. */
export class InvalidValueError extends Error {}

const NUMBER_TOKEN = String.raw`[+\-\u2212]?(?:\d[\d.,]*|[.,]\d+)(?:[eE][+\-\u2212]?\d+)?`;
const RANGE_PATTERN = new RegExp(String.raw`^(${NUMBER_TOKEN})\s*(?:-|\u2013|\u2014|\.\.|to)\s*(${NUMBER_TOKEN})$`, 'i');
const MAX_PATTERN = /^(?:<=?|≤|max\.?|maximum|up to)\s*(.+)$/i;
const MIN_PATTERN = /^(?:>=?|≥|min\.?|minimum|from)\s*(.+)$/i;

/**
 * A cell value as a number or range: `510`, `360-510`, `0,17–0,20`, `<=0.2`, `max 0.2`,
 * `>=235`, `min 235`. Undefined when it is none of these; an `InvalidValueError` when the
 * minimum exceeds the maximum, since that is a typo worth reporting rather than a non-number.
 */
export function parseRange(text: string): { value: number } | { min?: number; max?: number } | undefined {
  const trimmed = text.trim();
  const single = parseNumber(trimmed);
  if (single !== undefined) return { value: single };
  const maxOnly = MAX_PATTERN.exec(trimmed);
  if (maxOnly?.[1]) {
    const max = parseNumber(maxOnly[1]);
    return max === undefined ? undefined : { max };
  }
  const minOnly = MIN_PATTERN.exec(trimmed);
  if (minOnly?.[1]) {
    const min = parseNumber(minOnly[1]);
    return min === undefined ? undefined : { min };
  }
  const range = RANGE_PATTERN.exec(trimmed);
  if (!range?.[1] || !range[2]) return undefined;
  const min = parseNumber(range[1]);
  const max = parseNumber(range[2]);
  if (min === undefined || max === undefined) return undefined;
  if (min > max) throw new InvalidValueError(`range "${text}" has its minimum above its maximum`);
  return { min, max };
}

const ELEMENTS = new Set(
  ('H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr Nb Mo ' +
    'Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl ' +
    'Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og').split(' '),
);

/**
 * `C:0.17-0.20|Mn:<=1.40|Cr+Mo+Ni:<=0.48|Fe:rest` → mass-percent ranges. A single number is an
 * exact content (min = max); `rest`/`balance` names the base element without limits. Throws an
 * `InvalidValueError` for unknown element symbols, repeats, values outside 0–100 and minimums
 * adding up to more than 100 %.
 */
export function parseComposition(text: string): CompositionRange[] {
  const ranges: CompositionRange[] = [];
  let minimumSum = 0;
  for (const part of text.split('|')) {
    const entry = part.trim();
    if (entry === '') continue;
    const match = /^([A-Za-z+ ]+?)\s*[:=]\s*(.+)$/.exec(entry);
    if (!match?.[1] || !match[2]) throw new InvalidValueError(`composition entry "${entry}" is not ELEMENT:RANGE`);
    const element = match[1].replace(/\s+/g, '');
    const unknown = element.split('+').find((symbol) => !ELEMENTS.has(symbol));
    if (unknown !== undefined) throw new InvalidValueError(`composition: "${unknown}" is not a chemical element symbol`);
    if (ranges.some((range) => range.element === element)) throw new InvalidValueError(`composition lists ${element} twice`);
    if (/^(rest|bal\.?|balance|remainder)$/i.test(match[2].trim())) {
      ranges.push({ element });
      continue;
    }
    const range = parseRange(match[2].replace(/\s*%$/, ''));
    if (!range) throw new InvalidValueError(`composition: ${element} "${match[2]}" is not a number or range`);
    const bounds = 'value' in range ? { min: range.value, max: range.value } : range;
    for (const bound of [bounds.min, bounds.max]) {
      if (bound !== undefined && (bound < 0 || bound > 100)) throw new InvalidValueError(`composition: ${element} ${bound} is outside 0–100 %`);
    }
    minimumSum += bounds.min ?? 0;
    ranges.push({ element, ...bounds });
  }
  if (minimumSum > 100.0001) throw new InvalidValueError(`composition minimums add up to ${Number(minimumSum.toFixed(4))} %, above 100 %`);
  return ranges;
}
