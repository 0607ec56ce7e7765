import { CAST, WROUGHT, type HeatTreatable, type NonHeatTreatable } from './demo-aluminium.data.ts';
import { CAST_COPPER, WROUGHT_COPPER, type CastMethod, type CopperForm } from './demo-copper.data.ts';
import { buildMetal, lowerOf, type Cell, type Family, type MetalKind } from './demo-metal-builder.ts';
import { FORMS, PHYSICS } from './demo-metal-physics.data.ts';
import type { DemoMetal, DemoProperties } from './demo-materials.types.ts';
import { MAGNESIUM, NICKEL, TITANIUM, ZINC, type SpecialRow } from './demo-special-alloys.data.ts';

/** Aluminium, copper, titanium, nickel, magnesium and zinc alloys, one record per temper or condition. */

/** Tempers the hand-written demo metals already describe (their descriptions name them). */
const HANDWRITTEN_TEMPERS: Record<string, readonly string[]> = { '1050A': ['H14'], '5083': ['O', 'H111'], '5754': ['H22'], '6060': ['T6'], '6061': ['T6'], '6082': ['T6'], '7075': ['T6'], '2024': ['T3'] };

const STRAIN_LEVEL: Record<string, string> = { '2': 'quarter hard', '4': 'half hard', '6': 'three-quarter hard', '8': 'full hard', '9': 'extra hard' };

function temperText(temper: string): string {
  const fixed: Record<string, string> = {
    O: 'annealed', H111: 'annealed and slightly strain-hardened', H112: 'as fabricated, with specified properties', H116: 'strain-hardened for marine use, exfoliation and intergranular corrosion tested',
    H321: 'stabilized for marine use, exfoliation tested', T1: 'cooled from hot working and naturally aged', T3: 'solution heat-treated, cold worked and naturally aged',
    T4: 'solution heat-treated and naturally aged', T42: 'solution heat-treated by the user and naturally aged', T5: 'cooled from hot working and artificially aged',
    T6: 'solution heat-treated and artificially aged', T61: 'solution heat-treated and artificially aged for formability', T62: 'solution heat-treated by the user and artificially aged',
    T64: 'solution heat-treated and artificially under-aged', T66: 'solution heat-treated and artificially aged to higher strength', T7: 'solution heat-treated and over-aged',
    T73: 'over-aged for best stress-corrosion resistance', T74: 'over-aged for stress-corrosion resistance', T76: 'over-aged for exfoliation resistance', T77: 'over-aged to high strength with improved corrosion resistance', T761: 'over-aged for exfoliation resistance (sheet)',
    T8: 'solution heat-treated, cold worked and artificially aged', T81: 'solution heat-treated, cold worked and artificially aged', T87: 'solution heat-treated, cold worked 7 % and artificially aged',
    T9: 'solution heat-treated, artificially aged and cold worked',
  };
  if (fixed[temper]) return fixed[temper];
  const h = /^H([1234])(\d)$/.exec(temper);
  const kinds: Record<string, string> = { '1': 'strain-hardened', '2': 'strain-hardened and partially annealed', '3': 'strain-hardened and stabilized', '4': 'strain-hardened and lacquered or painted' };
  if (h?.[1] && h[2]) return `${kinds[h[1]] ?? 'strain-hardened'}, ${STRAIN_LEVEL[h[2]] ?? ''}`;
  const base = /^(T\d{1,2})(51|511|52|54)$/.exec(temper);
  if (base?.[1]) {
    const relief = base[2] === '51' ? 'stress-relieved by stretching' : base[2] === '511' ? 'stress-relieved by stretching and straightened' : base[2] === '52' ? 'stress-relieved by compressing' : 'stress-relieved';
    return `${temperText(base[1])}, ${relief}`;
  }
  return temper;
}

/** The values of a strain-hardened temper between O and H18, as EN 515 defines the tempers. */
function strainHardened(spec: NonHeatTreatable, temper: string): readonly [Cell, Cell, number] {
  const [oLow, oHigh, oProof, oElongation] = spec.o;
  if (temper === 'O') return [`${oLow}-${oHigh}`, oProof, oElongation];
  if (temper === 'H111') return [`${oLow}-${oHigh}`, oProof, Math.max(1, oElongation - 1)];
  if (temper === 'H112') return [oLow, oProof, Math.max(1, oElongation - 4)];
  if (temper === 'H116' || temper === 'H321') return [oLow + 30, Math.round(oProof * 1.72), Math.round(oElongation * 0.67)];
  const match = /^H([1234])(\d)$/.exec(temper);
  const kind = match?.[1] ?? '1';
  const digit = Number(match?.[2] ?? 8);
  const low = digit >= 9 ? spec.h18 + 20 : Math.round((oLow + ((spec.h18 - oLow) * digit) / 8) / 5) * 5;
  const tensile: Cell = digit >= 8 ? low : `${low}-${low + 40}`;
  const ratio = kind === '1' ? 0.74 + 0.015 * digit : 0.51 + 0.035 * digit;
  const shares = kind === '1' ? [0.35, 0.2, 0.15, 0.1, 0.08] : [0.55, 0.35, 0.22, 0.15, 0.12];
  const share = shares[Math.min(4, Math.floor(digit / 2) - 1)] ?? 0.1;
  return [tensile, Math.round((low * ratio) / 5) * 5, Math.max(1, Math.round(oElongation * share))];
}

function aluminiumProduct(aw: string, temper: string): { standard: string; forms: readonly string[] } {
  if (['8011A', '8079'].includes(aw)) return { standard: 'EN 546-2', forms: FORMS.alFoil };
  if (['2007', '2011', '6012', '6026', '6262'].includes(aw)) return { standard: 'EN 754-2', forms: ['bar', 'wire'] };
  if (['2618A', '4032'].includes(aw) || temper === 'T74') return { standard: 'EN 586-2', forms: ['forging', 'bar'] };
  if (/^T(1|5|52|64|66|6511|3511)$/.test(temper) || ['6060', '6063', '6005A', '6106', '6101B', '6351', '7003'].includes(aw)) return { standard: 'EN 755-2', forms: FORMS.alExtrusion };
  if (/51$|H112|H116|H321/.test(temper)) return { standard: 'EN 485-2', forms: ['plate'] };
  return { standard: 'EN 485-2', forms: FORMS.alSheet };
}

function aluminium(out: DemoMetal[]): void {
  for (const [aw, chemical, number, composition, density, modulus, conductivity, electrical, melting, spec, use] of WROUGHT) {
    const physics: DemoProperties = { ...PHYSICS.aluminium, density_kg_m3: density, youngs_modulus_mpa: modulus, thermal_conductivity_w_mk: conductivity, electrical_conductivity_s_m: electrical * 1e6, melting_point_c: melting };
    const heatTreatable = !('o' in spec);
    const tempers: [string, readonly [Cell, Cell, number]][] = heatTreatable
      ? Object.entries(spec as HeatTreatable)
      : (spec as NonHeatTreatable).tempers.map((temper) => [temper, strainHardened(spec as NonHeatTreatable, temper)]);
    for (const [temper, [tensile, proof, elongation]] of tempers) {
      if (HANDWRITTEN_TEMPERS[aw]?.includes(temper)) continue;
      const { standard, forms } = aluminiumProduct(aw, temper);
      const low = lowerOf(String(tensile).replace('<=', ''));
      const hardness = typeof tensile === 'string' && tensile.startsWith('<=') ? `<=${Math.round(low * 0.29)}` : Math.round(low * 0.29);
      out.push(buildMetal({ standard, kind: 'aluminium-alloy', country: 'EU', forms, physics }, {
        designation: `EN AW-${aw}-${temper}`,
        number,
        composition,
        mech: { rm: tensile, ...(proof === 0 ? {} : { rp: proof }), a: elongation, hb: hardness },
        description: `${heatTreatable ? 'Heat-treatable' : 'Non-heat-treatable'} aluminium alloy EN AW-${aw} [${chemical}] in temper ${temper}: ${temperText(temper)}; for ${use}.`,
      }));
    }
  }
  const methods: Record<string, string> = { S: 'sand cast', K: 'permanent-mould cast', D: 'high-pressure die cast', L: 'investment cast' };
  const castTempers: Record<string, string> = { F: 'as cast', T1: 'controlled cooling and artificially aged', T4: 'solution treated and naturally aged', T5: 'controlled cooling and artificially aged', T6: 'solution treated and fully artificially aged', T64: 'solution treated and artificially under-aged' };
  for (const [ac, chemical, number, composition, density, conductivity, tempers, use] of CAST) {
    for (const [code, [tensile, proof, elongation]] of Object.entries(tempers)) {
      const method = code.charAt(0);
      const temper = code.slice(1);
      out.push(buildMetal({ standard: 'EN 1706', kind: 'aluminium-alloy', country: 'EU', forms: FORMS.casting, physics: { ...PHYSICS.castAluminium, density_kg_m3: density, thermal_conductivity_w_mk: conductivity } }, {
        designation: `EN AC-${ac} ${code}`,
        number,
        composition,
        mech: { rm: tensile, rp: proof, ...(elongation > 0 ? { a: elongation } : {}), hb: Math.round(tensile * 0.3) },
        description: `Aluminium casting alloy EN AC-${ac} [${chemical}], ${methods[method] ?? method}, ${castTempers[temper] ?? temper}; for ${use}.`,
      }));
    }
  }
}

const COPPER_STANDARD: Record<CopperForm, string> = { strip: 'EN 1652', bar: 'EN 12163', tube: 'EN 12449', wire: 'EN 12166' };
const COPPER_FORMS: Record<CopperForm, readonly string[]> = { strip: FORMS.cuStrip, bar: FORMS.cuBar, tube: FORMS.cuTube, wire: FORMS.cuWire };

function copper(out: DemoMetal[]): void {
  for (const [designation, cw, number, composition, density, modulus, conductivity, electrical, form, tempers, [softA, hardA], use] of WROUGHT_COPPER) {
    const physics: DemoProperties = { ...PHYSICS.copper, density_kg_m3: density, youngs_modulus_mpa: modulus, thermal_conductivity_w_mk: conductivity, electrical_conductivity_s_m: electrical * 1e6 };
    const leaded = /Pb:\d/.test(composition) && form === 'bar';
    const seawater = form === 'tube' && /Ni:[1-3]\d|Al:1|Sn:0\.9/.test(composition);
    const standard = leaded ? 'EN 12164' : seawater ? 'EN 12451' : COPPER_STANDARD[form];
    const cwText = cw ? ` (${cw})` : '';
    const usedHardness = new Set<number>();
    tempers.forEach((rm, index) => {
      const share = tempers.length === 1 ? 0.5 : index / (tempers.length - 1);
      const last = index === tempers.length - 1;
      const tensile: Cell = last && tempers.length > 1 ? rm : `${rm}-${rm + 70}`;
      const proof = Math.round((rm * (0.35 + 0.45 * share)) / 10) * 10;
      const elongation = Math.max(1, Math.round(softA * (hardA / softA) ** share));
      const family: Family = { standard, kind: 'copper-alloy', country: 'EU', forms: COPPER_FORMS[form], physics };
      out.push(buildMetal(family, { designation: `${designation} R${rm}`, number, composition, mech: { rm: tensile, rp: proof, a: elongation }, description: `${designation}${cwText} in tensile temper R${rm} (tensile strength from ${rm} MPa); for ${use}.` }));
      const hv = Math.round(rm / 3.3 / 5) * 5;
      if (form !== 'strip' || usedHardness.has(hv)) return;
      usedHardness.add(hv);
      out.push(buildMetal(family, { designation: `${designation} H${String(hv).padStart(3, '0')}`, number, composition, mech: { hv: `${hv}-${hv + 30}` }, description: `${designation}${cwText} strip ordered by hardness, temper H${String(hv).padStart(3, '0')} (hardness from ${hv} HV); for ${use}.` }));
    });
  }
  const methodText: Record<CastMethod, string> = { GS: 'sand cast', GM: 'permanent-mould cast', GZ: 'centrifugally cast', GC: 'continuously cast', GP: 'pressure die cast' };
  for (const [designation, cc, composition, density, conductivity, electrical, methods, use] of CAST_COPPER) {
    for (const [method, values] of Object.entries(methods) as [CastMethod, readonly [number, number, number, number]][]) {
      const [rm, rp, a, hb] = values;
      out.push(buildMetal({ standard: 'EN 1982', kind: 'copper-alloy', country: 'EU', forms: FORMS.casting, physics: { ...PHYSICS.copper, density_kg_m3: density, thermal_conductivity_w_mk: conductivity, electrical_conductivity_s_m: electrical * 1e6 } }, {
        designation: `${designation}-${method}`,
        composition,
        mech: { rm, rp, a, hb },
        description: `Copper casting alloy ${designation} (${cc}), ${methodText[method]}; for ${use}.`,
      }));
    }
  }
}

function countryOf(standard: string): string {
  return /^(ASTM|AMS|API|SAE)/.test(standard) ? 'US' : 'EU';
}

function special(out: DemoMetal[], rows: readonly SpecialRow[], kind: MetalKind, physics: DemoProperties, describe: (row: SpecialRow) => string): void {
  for (const row of rows) {
    const [designation, number, , standard, composition, [rm, rp, a], density, modulus, conductivity] = row;
    const forms = kind === 'magnesium-alloy' || kind === 'zinc-alloy' ? (row[9] === 'wrought' || row[9] === 'rolled zinc' ? ['sheet', 'profile', 'bar'] : FORMS.casting) : FORMS.special;
    out.push(buildMetal({ standard, kind, country: countryOf(standard), forms, physics: { ...physics, density_kg_m3: density, youngs_modulus_mpa: modulus, thermal_conductivity_w_mk: conductivity } }, {
      designation,
      number,
      composition,
      mech: { rm, ...(rp === '' ? {} : { rp }), a },
      description: describe(row),
    }));
  }
}

/** Every non-ferrous metal of the demo. */
export function generateNonFerrous(): DemoMetal[] {
  const out: DemoMetal[] = [];
  aluminium(out);
  copper(out);
  const uns = (code: string) => (code ? ` (UNS ${code})` : '');
  special(out, TITANIUM, 'titanium-alloy', PHYSICS.titanium, ([designation, , code, , , , , , , extra, use]) =>
    `${extra === 'unalloyed' ? 'Commercially pure titanium' : `Titanium alloy, ${extra}`}${uns(code)}${designation.startsWith('Ti-') ? '' : `, ${designation}`}; for ${use}.`);
  special(out, NICKEL, 'nickel-alloy', PHYSICS.nickel, ([designation, , code, , , , , , , extra, use]) =>
    `${extra ? `${extra.charAt(0).toUpperCase()}${extra.slice(1)} iron-nickel alloy` : /aged|hardened/.test(designation) ? 'Precipitation-hardening nickel-base alloy' : 'Nickel-base alloy'}${uns(code)}; for ${use}.`);
  special(out, MAGNESIUM, 'magnesium-alloy', PHYSICS.magnesium, ([, , code, , , , , , , extra, use]) => `Magnesium ${extra === 'wrought' ? 'wrought' : 'casting'} alloy${uns(code)}; for ${use}.`);
  special(out, ZINC, 'zinc-alloy', PHYSICS.zinc, ([, , , , , , , , , extra, use]) => `Zinc alloy (${extra}); for ${use}.`);
  return out;
}
