/*
 * The property columns of the metals and materials CSV files (docs/materials-csv.md): the unit is
 * part of the column name, and each column lands on the key and group the FreeCAD cards use.
 */

export type PropertyColumn = { group: string; key: string; unit?: string };

/** Property columns shared by metals and materials; the unit is part of the column name. */
export const PROPERTY_COLUMNS: Record<string, PropertyColumn> = {
  tensile_strength_mpa: { group: 'mechanical', key: 'ultimateTensileStrength', unit: 'MPa' },
  yield_strength_mpa: { group: 'mechanical', key: 'yieldStrength', unit: 'MPa' },
  compressive_strength_mpa: { group: 'mechanical', key: 'compressiveStrength', unit: 'MPa' },
  elongation_pct: { group: 'mechanical', key: 'ultimateStrain', unit: '%' },
  hardness_hb: { group: 'mechanical', key: 'hardnessBrinell', unit: 'HB' },
  hardness_hv: { group: 'mechanical', key: 'hardnessVickers', unit: 'HV' },
  hardness_hrc: { group: 'mechanical', key: 'hardnessRockwellC', unit: 'HRC' },
  hardness_shore_a: { group: 'mechanical', key: 'hardnessShoreA', unit: 'Shore A' },
  hardness_shore_d: { group: 'mechanical', key: 'hardnessShoreD', unit: 'Shore D' },
  impact_strength_kj_m2: { group: 'mechanical', key: 'impactStrength', unit: 'kJ/m^2' },
  density_kg_m3: { group: 'mechanical', key: 'density', unit: 'kg/m^3' },
  youngs_modulus_mpa: { group: 'mechanical', key: 'youngsModulus', unit: 'MPa' },
  shear_modulus_mpa: { group: 'mechanical', key: 'shearModulus', unit: 'MPa' },
  poisson_ratio: { group: 'mechanical', key: 'poissonRatio' },
  thermal_conductivity_w_mk: { group: 'thermal', key: 'thermalConductivity', unit: 'W/m/K' },
  thermal_expansion_um_mk: { group: 'thermal', key: 'thermalExpansionCoefficient', unit: 'µm/m/K' },
  specific_heat_j_kgk: { group: 'thermal', key: 'specificHeat', unit: 'J/kg/K' },
  melting_point_c: { group: 'thermal', key: 'meltingPoint', unit: '°C' },
  glass_transition_c: { group: 'thermal', key: 'glassTransitionTemperature', unit: '°C' },
  max_service_temperature_c: { group: 'thermal', key: 'maxServiceTemperature', unit: '°C' },
  electrical_conductivity_s_m: { group: 'electromagnetic', key: 'electricalConductivity', unit: 'S/m' },
  dielectric_strength_kv_mm: { group: 'electromagnetic', key: 'dielectricStrength', unit: 'kV/mm' },
  volume_resistivity_ohm_m: { group: 'electromagnetic', key: 'volumeResistivity', unit: 'Ω·m' },
  water_absorption_pct: { group: 'physical', key: 'waterAbsorption', unit: '%' },
  melt_flow_rate_g_10min: { group: 'processing', key: 'meltFlowRate', unit: 'g/10 min' },
  mould_shrinkage_pct: { group: 'processing', key: 'mouldShrinkage', unit: '%' },
};
