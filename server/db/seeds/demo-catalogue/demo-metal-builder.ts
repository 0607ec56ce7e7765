import type { DemoMetal, DemoProperties } from './demo-materials.types.ts';

/**
 * Helpers the generated metal families share: a compact way to write mechanical values and
 * a builder that turns a family's common fields and one grade's values into a `DemoMetal`.
 */

/** The metal kinds the importer knows (materials-csv.ts). */
export type MetalKind =
  | 'steel'
  | 'stainless-steel'
  | 'tool-steel'
  | 'cast-steel'
  | 'cast-iron'
  | 'aluminium-alloy'
  | 'copper-alloy'
  | 'nickel-alloy'
  | 'titanium-alloy'
  | 'magnesium-alloy'
  | 'zinc-alloy';

/** A CSV cell: a number, or a range or limit such as '360-510', '>=235', '<=0.2'. */
export type Cell = number | string;

/**
 * Mechanical values as standards tabulate them. A bare number for `rm`/`rp` is a minimum
 * (`>=`), for `a` a minimum elongation; strings are written as they stand.
 */
export type Mech = { rm?: Cell; rp?: Cell; a?: number; hb?: Cell; hv?: Cell; hrc?: Cell };

export type Family = {
  standard: string;
  kind: MetalKind;
  country: string;
  forms: readonly string[];
  physics: DemoProperties;
};

const atLeast = (value: Cell): string => (typeof value === 'number' ? `>=${value}` : value);

export function mechProperties(mech: Mech): DemoProperties {
  const properties: DemoProperties = {};
  if (mech.rm !== undefined) properties.tensile_strength_mpa = atLeast(mech.rm);
  if (mech.rp !== undefined) properties.yield_strength_mpa = atLeast(mech.rp);
  if (mech.a !== undefined) properties.elongation_pct = mech.a;
  if (mech.hb !== undefined) properties.hardness_hb = mech.hb;
  if (mech.hv !== undefined) properties.hardness_hv = mech.hv;
  if (mech.hrc !== undefined) properties.hardness_hrc = mech.hrc;
  return properties;
}

export type MetalInput = {
  designation: string;
  number?: string;
  composition?: string;
  mech: Mech;
  description: string;
  /** Properties beyond the family's physics, or overriding them. */
  extra?: DemoProperties;
  /** Overrides of the family's common fields. */
  forms?: readonly string[];
  standard?: string;
  country?: string;
  kind?: MetalKind;
};

export function buildMetal(family: Family, input: MetalInput): DemoMetal {
  return {
    designation: input.designation,
    ...(input.number ? { number: input.number } : {}),
    standard: input.standard ?? family.standard,
    kind: input.kind ?? family.kind,
    description: input.description,
    country: input.country ?? family.country,
    forms: input.forms ?? family.forms,
    ...(input.composition ? { composition: input.composition } : {}),
    properties: { ...mechProperties(input.mech), ...family.physics, ...input.extra },
  };
}

/** `0.17` → '0.17', `1.4` → '1.40': composition limits written with two decimals, as standards do. */
export function pct(value: number): string {
  return value.toFixed(value >= 10 ? 1 : 2);
}

/** The lower end of a CSV range or limit ('360-510' → 360, '>=235' → 235, 290 → 290). */
export function lowerOf(cell: Cell): number {
  if (typeof cell === 'number') return cell;
  const match = /^(?:>=)?(\d+(?:\.\d+)?)/.exec(cell);
  return match?.[1] ? Number(match[1]) : 0;
}

/** Typical Brinell hardness from a tensile strength (ISO 18265 conversion for steel, roughly Rm/3.4). */
export function brinellFromTensile(rm: number): number {
  return Math.round(rm / 3.4);
}
