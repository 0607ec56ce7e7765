/**
 * Demo metals and materials are written the way the documented CSV format reads
 * (docs/materials-csv.md): property values keyed by column, with the unit in the
 * column name, and compositions as 'C:<=0.17|Mn:<=1.40|Fe:rest'. The same parsing
 * then turns them into records, so demo values land in the importer's units.
 */
export type PropertyColumn =
  | 'tensile_strength_mpa'
  | 'yield_strength_mpa'
  | 'compressive_strength_mpa'
  | 'elongation_pct'
  | 'hardness_hb'
  | 'hardness_hv'
  | 'hardness_hrc'
  | 'hardness_shore_a'
  | 'hardness_shore_d'
  | 'impact_strength_kj_m2'
  | 'density_kg_m3'
  | 'youngs_modulus_mpa'
  | 'shear_modulus_mpa'
  | 'poisson_ratio'
  | 'thermal_conductivity_w_mk'
  | 'thermal_expansion_um_mk'
  | 'specific_heat_j_kgk'
  | 'melting_point_c'
  | 'glass_transition_c'
  | 'max_service_temperature_c'
  | 'electrical_conductivity_s_m'
  | 'dielectric_strength_kv_mm'
  | 'volume_resistivity_ohm_m'
  | 'water_absorption_pct'
  | 'melt_flow_rate_g_10min'
  | 'mould_shrinkage_pct';

/** A number, or a range or limit as the CSV cells write it: '360-510', '>=235', '<=0.2'. */
export type DemoProperties = Partial<Record<PropertyColumn, number | string>>;

export type DemoMetal = {
  designation: string;
  /** EN material number, e.g. '1.4301'. */
  number?: string;
  standard: string;
  kind: string;
  description: string;
  /** ISO 3166 code of the standard's country; 'EU' for European Standards. */
  country: string;
  forms: readonly string[];
  composition?: string;
  properties: DemoProperties;
};

export type DemoMaterial = {
  tradeName: string;
  materialClass: string;
  description: string;
  forms: readonly string[];
  productType?: string;
  additives?: string;
  standard?: string;
  chemicalResistance: readonly string[];
  processing: readonly string[];
  properties: DemoProperties;
};

export type DemoMetalSupplier = {
  name: string;
  country: string;
  forms: readonly string[];
  establishmentType: string;
  descriptions: readonly string[];
  keywords: readonly string[];
  /** Designations of demo metals. */
  metals: readonly string[];
};

export type DemoMaterialSupplier = {
  name: string;
  country: string;
  /** Trade names of demo materials. */
  materials: readonly string[];
};
