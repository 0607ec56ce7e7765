import LISTS from './demo-material-lists.data.json' with { type: 'json' };
import type { DemoMaterial, DemoProperties } from './demo-materials.types.ts';

/*
 * The materials tab's lists of a demo material (chemical analysis, formulation, special
 * characteristics) and the electrical, water and processing values its generator leaves out,
 * from the tables of demo-material-lists.data.json: the chemistry its product type names, what
 * its additives add, what its name and description say it is chosen for.
 */

type ExtraColumn = 'water_absorption_pct' | 'dielectric_strength_kv_mm' | 'volume_resistivity_ohm_m' | 'melt_flow_rate_g_10min' | 'mould_shrinkage_pct';
type Extra = Partial<Record<ExtraColumn, number>>;

const CHEMISTRY: Record<string, string[]> = LISTS.chemistry;
const CHEMISTRY_BY_CLASS: Record<string, string[]> = LISTS.chemistryByClass;
const FORMULATION_BY_CLASS: Record<string, string> = LISTS.formulationByClass;
const CHARACTERISTICS = LISTS.specialCharacteristics.map(([pattern, characteristic]) => ({ pattern: new RegExp(pattern ?? '', 'i'), characteristic: characteristic ?? '' }));
const CHARACTERISTIC_BY_CLASS: Record<string, string> = LISTS.specialCharacteristicsByClass;
const PROPERTIES: Record<string, Extra> = LISTS.properties;
const PROPERTIES_BY_CLASS: Record<string, Extra> = LISTS.propertiesByClass;

/** The product type's first word ('PA66 GF30' → 'PA66'), the key of the chemistry and property tables. */
const typeOf = (material: DemoMaterial) => (material.productType ?? '').split(' ')[0] ?? '';

/** A filler's share in percent ('30 % glass fibre'), 0 without one. */
function fillerShare(material: DemoMaterial): number {
  const match = /^(\d+(?:\.\d+)?) %/.exec(material.additives ?? '');
  return match ? Number(match[1]) : 0;
}

export function chemicalAnalysisOf(material: DemoMaterial): string[] {
  return CHEMISTRY[typeOf(material)] ?? CHEMISTRY_BY_CLASS[material.materialClass] ?? [];
}

/** What is added, as the list reads it: '30 % glass fibre, heat stabiliser' → ['glass fibre 30 %', 'heat stabiliser']. */
export function formulationOf(material: DemoMaterial): string[] {
  const parts = (material.additives ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const share = /^(\d+(?:\.\d+)?) % (.+?)(?: by (?:volume|weight))?$/.exec(part);
      return share ? `${share[2]} ${share[1]} %` : part;
    });
  if (parts.length > 0) return parts;
  const fallback = FORMULATION_BY_CLASS[material.materialClass];
  return fallback ? [fallback] : [];
}

export function specialCharacteristicsOf(material: DemoMaterial): string[] {
  const text = `${material.tradeName} ${material.description} ${material.additives ?? ''}`;
  const found = CHARACTERISTICS.filter(({ pattern }) => pattern.test(text)).map(({ characteristic }) => characteristic);
  const fallback = CHARACTERISTIC_BY_CLASS[material.materialClass];
  const all = found.length > 0 ? found : fallback ? [fallback] : [];
  return [...new Set(all)].slice(0, 4);
}

/**
 * The values the generator leaves out, for an unfilled grade of its type, a filler lowering
 * water uptake and shrinkage by its share; a conductive grade dissipates static instead of insulating.
 * A value the material already has is kept.
 */
export function extraPropertiesOf(material: DemoMaterial): DemoProperties {
  const typical = PROPERTIES[typeOf(material)] ?? PROPERTIES_BY_CLASS[material.materialClass] ?? {};
  const unfilled = 1 - fillerShare(material) / 100;
  const extra: DemoProperties = {};
  for (const [column, value] of Object.entries(typical) as [ExtraColumn, number][]) {
    const scaled = column === 'water_absorption_pct' || column === 'mould_shrinkage_pct' ? Number((value * unfilled).toFixed(3)) : value;
    extra[column] = scaled;
  }
  if (/conductive|ESD/i.test(`${material.tradeName} ${material.additives ?? ''}`) && extra.volume_resistivity_ohm_m !== undefined) {
    extra.volume_resistivity_ohm_m = 1e4;
    delete extra.dielectric_strength_kv_mm;
  }
  return { ...extra, ...material.properties };
}
