import { buildMetal, lowerOf, type Family, type Mech } from './demo-metal-builder.ts';
import { FORMS, PHYSICS } from './demo-metal-physics.data.ts';
import type { DemoMetal, DemoProperties } from './demo-materials.types.ts';
import { GB_ALLOY, GB_STRUCTURAL, gbStructuralComposition, JIS_ALLOY, JIS_CARBON, jisCarbonComposition, JIS_STEELS, JIS_TOOL } from './demo-steel-asia.data.ts';
import { AISI_ALLOY, AISI_CARBON, ASTM_STEELS, SAE_ALLOY_MORE, SAE_CARBON_MORE, type NationalRow } from './demo-steel-international.data.ts';
import { ASTM_CASTINGS, ASTM_PIPING, FASTENER_CLASSES, ISO_LINE_PIPE, LINE_PIPE } from './demo-steel-piping.data.ts';

/** Carbon, alloy and tool steels of ASTM, AISI/SAE, JIS and GB standards. */

const family = (standard: string, country: string, forms: readonly string[], physics: DemoProperties, kind: Family['kind'] = 'steel'): Family => ({ standard, kind, country, forms, physics });

function formsOf(standard: string, text: string): readonly string[] {
  if (/bolt|nut/i.test(text)) return ['bar', 'fastener'];
  if (/forging/i.test(text)) return ['forging', 'bar'];
  if (/fitting/i.test(text)) return ['fitting'];
  if (/pipe|tube|tubing/i.test(text)) return FORMS.tube;
  if (/sheet|strip/i.test(text)) return FORMS.coil;
  if (/reinforcing/i.test(text)) return ['bar', 'coil'];
  if (/plate/i.test(text) || /A51[46]|A28[35]|A537|A387|A131/.test(standard)) return ['plate'];
  if (/shapes|structural/i.test(text)) return FORMS.flatLong;
  return FORMS.bar;
}

function nationalMech(tensile: NationalRow[2], proof: NationalRow[3], elongation: number, hardness: NationalRow[5]): Mech {
  return {
    ...(tensile === '' ? {} : { rm: tensile }),
    ...(proof === '' || proof === 0 ? {} : { rp: proof }),
    ...(elongation > 0 ? { a: elongation } : {}),
    ...(hardness === '' ? {} : { hb: hardness }),
  };
}

function physicsOf(composition: string): DemoProperties {
  const carbon = lowerOf(/C:(?:<=)?([\d.]+)/.exec(composition)?.[1] ?? '0');
  if (/Ni:[1-9]|Cr:0\.[4-9]|Cr:1|Mo:0\.[1-9]/.test(composition)) return PHYSICS.lowAlloy;
  return carbon >= 0.5 ? PHYSICS.highCarbon : PHYSICS.nonAlloy;
}

function rows(out: DemoMetal[], table: readonly NationalRow[], country: string, cast = false): void {
  for (const [designation, standard, tensile, proof, elongation, hardness, composition, text] of table) {
    const tool = standard === 'JIS G 4401' || standard === 'JIS G 4404' || standard === 'JIS G 4403';
    const kind = cast ? 'cast-steel' : tool ? 'tool-steel' : 'steel';
    out.push(buildMetal(family(standard, country, cast ? FORMS.casting : formsOf(standard, text), cast ? PHYSICS.castSteel : physicsOf(composition), kind), {
      designation,
      composition,
      mech: nationalMech(tensile, proof, elongation, hardness),
      description: `${text}.`,
    }));
  }
}

const DELIVERY = { N: 'normalized', Q: 'quenched and tempered', M: 'thermomechanically rolled' } as const;

function linePipe(out: DemoMetal[]): void {
  const byGrade = new Map(LINE_PIPE.map((row) => [row[0], row]));
  const composition = (c: string, mn: string, delivery: 'N' | 'Q' | 'M') =>
    `C:<=${c}|Si:<=0.45|Mn:<=${mn}|P:<=0.025|S:<=0.015|V+Nb+Ti:<=0.15|${delivery === 'N' ? '' : 'Cr:<=0.50|Mo:<=0.50|Ni:<=0.50|'}Cu:<=0.50|Fe:rest`;
  for (const [grade, proof, tensile, elongation, carbon, manganese] of LINE_PIPE) {
    for (const delivery of ['N', 'Q', 'M'] as const) {
      const c = carbon[delivery];
      const mn = manganese[delivery];
      if (!c || !mn) continue;
      out.push(buildMetal(family('API 5L', 'US', FORMS.tube, PHYSICS.lowAlloy), {
        designation: `API 5L ${grade}${delivery}`,
        composition: composition(c, mn, delivery),
        mech: { rp: proof, rm: tensile, a: elongation },
        description: `Line pipe steel for oil and gas transmission, PSL 2, ${DELIVERY[delivery]}; yield strength is the 0.5 % total extension strength.`,
      }));
    }
  }
  for (const [designation, grade, delivery] of ISO_LINE_PIPE) {
    const row = byGrade.get(grade);
    const c = row?.[4][delivery];
    const mn = row?.[5][delivery];
    if (!row || !c || !mn) continue;
    out.push(buildMetal(family('EN ISO 3183', 'EU', FORMS.tube, PHYSICS.lowAlloy), {
      designation,
      composition: composition(c, mn, delivery),
      mech: { rp: row[1], rm: row[2], a: row[3] },
      description: `Line pipe steel for pipeline transportation systems, PSL 2, ${DELIVERY[delivery]}, European onshore requirements (E); corresponds to API 5L ${grade}${delivery}.`,
    }));
  }
  for (const [name, tensile, proof, elongation, hardness, composition, standard] of FASTENER_CLASSES) {
    const stainless = standard === 'EN ISO 3506-1';
    out.push(buildMetal(family(standard, 'EU', ['fastener', 'wire rod'], stainless ? PHYSICS.austenitic : PHYSICS.lowAlloy, stainless ? 'stainless-steel' : 'steel'), {
      designation: `Property class ${name}`,
      composition,
      mech: { rm: tensile, rp: proof, ...(elongation > 0 ? { a: elongation } : {}), ...(hardness ? { hv: hardness } : {}) },
      description: stainless
        ? `Stainless steel bolts, screws and studs, steel group ${name.split('-')[0]}, property class ${name} (tensile strength ${tensile} MPa).`
        : `Carbon and alloy steel bolts, screws and studs of property class ${name}${Number(name) >= 8.8 ? ', quenched and tempered' : ''}.`,
    }));
  }
}

function american(out: DemoMetal[]): void {
  rows(out, ASTM_STEELS, 'US');
  rows(out, ASTM_PIPING, 'US');
  rows(out, ASTM_CASTINGS, 'US', true);
  linePipe(out);
  for (const [grade, uns, c, mn, extra, hotRolled, coldDrawn] of AISI_CARBON) {
    const composition = `C:${c}|Mn:${mn}|${extra.includes('P:') ? '' : 'P:<=0.030|'}${extra.includes('S:') ? '' : 'S:<=0.050|'}${extra ? `${extra}|` : ''}Fe:rest`;
    const physics = lowerOf(c.replace('<=', '')) >= 0.5 ? PHYSICS.highCarbon : PHYSICS.nonAlloy;
    const freeCutting = /S:0\.[0-9]{2}-/.test(extra);
    const what = `${freeCutting ? 'Free-machining' : 'Carbon'} steel bar (UNS ${uns})`;
    const [rm, rp, a, hb] = hotRolled;
    out.push(buildMetal(family('ASTM A576', 'US', FORMS.bar, physics), { designation: `AISI ${grade} HR`, composition, mech: { rm, rp, a, hb }, description: `${what}, hot rolled; typical values of 19–32 mm bars.` }));
    if (!coldDrawn) continue;
    const [crm, crp, ca, chb] = coldDrawn;
    out.push(buildMetal(family('ASTM A108', 'US', FORMS.brightBar, physics), { designation: `AISI ${grade} CD`, composition, mech: { rm: crm, rp: crp, a: ca, hb: chb }, description: `${what}, cold drawn for shafts, pins and machined parts; typical values of 19–32 mm bars.` }));
  }
  for (const [grade, uns, composition, annealed, second, values] of AISI_ALLOY) {
    const [rm, rp, a, hb] = annealed;
    const bars = family('ASTM A322', 'US', FORMS.bar, PHYSICS.lowAlloy);
    const carburizing = second === 'normalized';
    const what = `${carburizing ? 'Carburizing alloy steel' : 'Through-hardening alloy steel'} (UNS ${uns})`;
    out.push(buildMetal(bars, { designation: `AISI ${grade} annealed`, composition, mech: { rm, rp, a, hb }, description: `${what}, annealed; typical values.` }));
    const [srm, srp, sa, shb] = values;
    out.push(buildMetal(bars, {
      designation: `AISI ${grade} ${carburizing ? 'normalized' : 'QT'}`,
      composition,
      mech: { rm: srm, rp: srp, a: sa, hb: shb },
      description: `${what}, ${carburizing ? 'normalized' : 'oil quenched and tempered at 540 °C'}; typical values.`,
    }));
  }
}

const midpoint = (range: string) => {
  const [low, high] = range.replace('<=', '0-').split('-').map(Number);
  return ((low ?? 0) + (high ?? low ?? 0)) / 2;
};
const round5 = (value: number) => Math.round(value / 5) * 5;

/** SAE grades without tabulated values: typical values estimated from carbon, manganese and alloy content. */
function saeEstimated(out: DemoMetal[]): void {
  for (const [grade, uns, c, mn, extra] of SAE_CARBON_MORE) {
    const carbon = midpoint(c);
    const composition = `C:${c}|Mn:${mn}|P:<=0.030|${extra.includes('S:') ? '' : 'S:<=0.050|'}${extra ? `${extra}|` : ''}Fe:rest`;
    const rm = round5(290 + 620 * carbon + 110 * (midpoint(mn) - 0.75));
    const physics = carbon >= 0.5 ? PHYSICS.highCarbon : PHYSICS.nonAlloy;
    const what = `${extra ? 'Free-machining' : midpoint(mn) > 1 ? 'Carbon-manganese' : 'Carbon'} steel bar (UNS ${uns})`;
    out.push(buildMetal(family('ASTM A576', 'US', FORMS.bar, physics), { designation: `AISI ${grade} HR`, composition, mech: { rm, rp: round5(rm * 0.55), a: Math.max(8, Math.round(30 - 22 * carbon)), hb: Math.round(rm / 3.45) }, description: `${what}, hot rolled; typical values estimated for 19–32 mm bars.` }));
    if (carbon > 0.55) continue;
    const cd = round5(rm * 1.1);
    out.push(buildMetal(family('ASTM A108', 'US', FORMS.brightBar, physics), { designation: `AISI ${grade} CD`, composition, mech: { rm: cd, rp: round5(cd * 0.85), a: Math.max(8, Math.round(20 - 16 * carbon)), hb: Math.round(cd / 3.45) }, description: `${what}, cold drawn; typical values estimated for 19–32 mm bars.` }));
  }
  for (const [grade, uns, composition] of SAE_ALLOY_MORE) {
    const carbon = midpoint(/C:([\d.-]+)/.exec(composition)?.[1] ?? '0.3');
    const nickel = /Ni:1\.[6-9]/.test(composition) ? 100 : 0;
    const bars = family('ASTM A322', 'US', FORMS.bar, PHYSICS.lowAlloy);
    const annealed = round5(420 + 520 * carbon + 30);
    out.push(buildMetal(bars, { designation: `AISI ${grade} annealed`, composition, mech: { rm: annealed, rp: round5(annealed * 0.62), a: Math.round(32 - 16 * carbon), hb: Math.round(annealed / 3.4) }, description: `Alloy steel bar (UNS ${uns}), annealed; typical values estimated from composition.` }));
    if (carbon < 0.26) {
      const normalized = round5(500 + 700 * carbon + nickel);
      out.push(buildMetal(bars, { designation: `AISI ${grade} normalized`, composition, mech: { rm: normalized, rp: round5(normalized * 0.62), a: Math.round(30 - 16 * carbon), hb: Math.round(normalized / 3.45) }, description: `Carburizing alloy steel bar (UNS ${uns}), normalized; typical values estimated from composition.` }));
      continue;
    }
    const qt = round5(620 + 1150 * Math.min(carbon, 0.65) + nickel);
    out.push(buildMetal(bars, { designation: `AISI ${grade} QT`, composition, mech: { rm: qt, rp: round5(qt * 0.9), a: Math.max(6, Math.round(24 - 16 * carbon)), hb: Math.round(qt / 3.45) }, description: `Through-hardening alloy steel bar (UNS ${uns}), oil quenched and tempered at 540 °C; typical values estimated from composition.` }));
  }
}

function asian(out: DemoMetal[]): void {
  rows(out, JIS_STEELS, 'JP');
  for (const [grade, c, tensile, proof, elongation, hardness] of JIS_CARBON) {
    const composition = jisCarbonComposition(c, grade);
    out.push(buildMetal(family('JIS G 4051', 'JP', FORMS.bar, grade >= 50 ? PHYSICS.highCarbon : PHYSICS.nonAlloy), {
      designation: `S${grade}C`,
      composition,
      mech: { rm: tensile, rp: proof, a: elongation, hb: hardness },
      description: `Carbon steel for machine structural use; normalized minimum values.`,
    }));
  }
  rows(out, JIS_ALLOY, 'JP');
  for (const [designation, standard, composition, hardness, hrc, text] of JIS_TOOL) {
    out.push(buildMetal(family(standard, 'JP', FORMS.tool, standard === 'JIS G 4403' ? PHYSICS.hss : PHYSICS.tool, 'tool-steel'), { designation, composition, mech: { hb: hardness, hrc }, description: `${text}; annealed, ${hrc} HRC hardened.` }));
  }
  const delivery = { AR: 'hot rolled', N: 'normalized or normalized rolled', M: 'thermomechanically rolled' } as const;
  for (const [designation, c, mn, p, s, proof, tensile, elongation, condition] of GB_STRUCTURAL) {
    const carbonSteel = proof <= 275;
    const standard = carbonSteel ? 'GB/T 700' : 'GB/T 1591';
    const micro = carbonSteel ? '' : 'Nb:<=0.05|V:<=0.13|Ti:<=0.05|';
    out.push(buildMetal(family(standard, 'CN', FORMS.flatLong, carbonSteel ? PHYSICS.nonAlloy : PHYSICS.lowAlloy), {
      designation,
      composition: gbStructuralComposition(c, mn, p, s, micro),
      mech: { rp: proof, rm: tensile, a: elongation },
      description: `${carbonSteel ? 'Carbon structural steel' : 'High-strength low-alloy structural steel'}, ${delivery[condition]}${/[A-F]$/.test(designation) ? `; quality grade ${designation.slice(-1)}` : ''}.`,
    }));
  }
  rows(out, GB_ALLOY, 'CN');
}

/** Every ASTM, AISI/SAE, JIS and GB carbon and alloy steel of the demo. */
export function generateNationalSteels(): DemoMetal[] {
  const out: DemoMetal[] = [];
  american(out);
  saeEstimated(out);
  asian(out);
  return out;
}
