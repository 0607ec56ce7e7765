import { METALS_CHEMICAL_MAX, METALS_MECHANICAL_MAX } from '../domain/constants.ts';
import type { MaterialPropertyGroup } from './materials-search.values.ts';
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

/**
 * The materials tab's seven property popups (search-area.md §2): the properties each offers, in
 * the units the issue normalises to (MPa, GPa, kg/m³, W/m/K, °C). A key belongs to one popup only,
 * so a stored property is found by its key whatever group its card or CSV column gave it.
 */
export const MATERIAL_POPUP_PROPERTIES: Record<MaterialPropertyGroup, readonly PopupProperty[]> = {
  mechanical: [
    { key: 'ultimateTensileStrength', unit: 'MPa', factor: 1 },
    { key: 'yieldStrength', unit: 'MPa', factor: 1 },
    { key: 'compressiveStrength', unit: 'MPa', factor: 1 },
    { key: 'ultimateStrain', unit: '%', factor: 1 },
    { key: 'youngsModulus', unit: 'GPa', factor: 1000 },
    { key: 'shearModulus', unit: 'GPa', factor: 1000 },
    { key: 'hardnessShoreA', unit: 'Shore A', factor: 1 },
    { key: 'hardnessShoreD', unit: 'Shore D', factor: 1 },
    { key: 'hardnessBrinell', unit: 'HB', factor: 1 },
    { key: 'hardnessVickers', unit: 'HV', factor: 1 },
    { key: 'hardnessRockwellC', unit: 'HRC', factor: 1 },
  ],
  physical: [
    { key: 'density', unit: 'kg/m³', factor: 1 },
    { key: 'waterAbsorption', unit: '%', factor: 1 },
    { key: 'refractionIndex', unit: '', factor: 1 },
  ],
  electrical: [
    { key: 'dielectricStrength', unit: 'kV/mm', factor: 1 },
    { key: 'volumeResistivity', unit: 'Ω·m', factor: 1 },
    { key: 'electricalConductivity', unit: 'S/m', factor: 1 },
    { key: 'relativePermittivity', unit: '', factor: 1 },
  ],
  impact: [{ key: 'impactStrength', unit: 'kJ/m²', factor: 1 }],
  processing: [
    { key: 'meltFlowRate', unit: 'g/10 min', factor: 1 },
    { key: 'mouldShrinkage', unit: '%', factor: 1 },
  ],
  thermal: [
    { key: 'thermalConductivity', unit: 'W/m/K', factor: 1 },
    { key: 'thermalExpansionCoefficient', unit: 'µm/m/K', factor: 1 },
    { key: 'specificHeat', unit: 'J/kg/K', factor: 1 },
    { key: 'meltingPoint', unit: '°C', factor: 1 },
    { key: 'glassTransitionTemperature', unit: '°C', factor: 1 },
    { key: 'maxServiceTemperature', unit: '°C', factor: 1 },
  ],
  other: [
    { key: 'poissonRatio', unit: '', factor: 1 },
    { key: 'relativePermeability', unit: '', factor: 1 },
    { key: 'angleOfFriction', unit: '°', factor: 1 },
  ],
};

/**
 * What each materials popup accepts (search-area.md §5: a deviation of 1 to 100 %); the bounds are
 * wide enough for the group's units: temperatures below zero, resistivities up to 10^18 Ω·m.
 */
export const MATERIAL_PROPERTY_RULES: Record<MaterialPropertyGroup, RangeRule> = {
  mechanical: { min: 0, max: 99_999, withDeviation: true },
  physical: { min: 0, max: 99_999, withDeviation: true },
  electrical: { min: 0, max: 1e18, withDeviation: true },
  impact: { min: 0, max: 9999, withDeviation: true },
  processing: { min: 0, max: 9999, withDeviation: true },
  thermal: { min: -273, max: 9999, withDeviation: true },
  other: { min: -9999, max: 9999, withDeviation: true },
};

export function materialPopupPropertyOf(group: MaterialPropertyGroup, key: string): PopupProperty | undefined {
  return MATERIAL_POPUP_PROPERTIES[group].find((property) => property.key === key);
}
