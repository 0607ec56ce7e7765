import { METALS_CHEMICAL_MAX, METALS_MECHANICAL_MAX } from '../domain/constants.ts';
import type { RangeRule } from './range-rows.ts';

/*
 * What the metals popups offer and in which units. Values are stored in the importer's units
 * (docs/materials-csv.md); a popup shows a property in `unit`, stored = shown × `factor`.
 */

export type PopupProperty = { key: string; unit: string; factor: number };

/** The mechanical composition popup of the metals tab. */
export const METAL_MECHANICAL_PROPERTIES: readonly PopupProperty[] = [
  { key: 'ultimateTensileStrength', unit: 'MPa', factor: 1 },
  { key: 'yieldStrength', unit: 'MPa', factor: 1 },
  { key: 'compressiveStrength', unit: 'MPa', factor: 1 },
  { key: 'ultimateStrain', unit: '%', factor: 1 },
  { key: 'hardnessBrinell', unit: 'HB', factor: 1 },
  { key: 'hardnessVickers', unit: 'HV', factor: 1 },
  { key: 'hardnessRockwellC', unit: 'HRC', factor: 1 },
  { key: 'impactStrength', unit: 'kJ/m²', factor: 1 },
  { key: 'youngsModulus', unit: 'GPa', factor: 1000 },
  { key: 'shearModulus', unit: 'GPa', factor: 1000 },
  { key: 'density', unit: 'kg/m³', factor: 1 },
  { key: 'poissonRatio', unit: '', factor: 1 },
];

/** Chemical rows are mass percent (0-100); mechanical rows up to 9999 in the popup's units (search-area.md §5). */
export const METAL_CHEMICAL_RULE: RangeRule = { min: 0, max: METALS_CHEMICAL_MAX, withDeviation: false };
export const METAL_MECHANICAL_RULE: RangeRule = { min: 0, max: METALS_MECHANICAL_MAX, withDeviation: false };

export function popupPropertyOf(key: string): PopupProperty | undefined {
  return METAL_MECHANICAL_PROPERTIES.find((property) => property.key === key);
}
