import { brinellFromTensile, buildMetal, lowerOf, type Family, type MetalKind } from './demo-metal-builder.ts';
import { FORMS, PHYSICS } from './demo-metal-physics.data.ts';
import type { DemoMetal, DemoProperties } from './demo-materials.types.ts';
import { DEMO_STEELS } from './demo-metals-steel.data.ts';
import { compositionFromHighAlloyName } from './demo-steel-composition.ts';
import { ALLOY_QT, BEARING, CASE_HARDENING, FREE_CUTTING, MICROALLOYED, NITRIDING, NON_ALLOY_QT, nonAlloyComposition, SPRING } from './demo-steel-engineering.data.ts';
import { ASTM_STAINLESS } from './demo-steel-piping.data.ts';
import { NATIONAL_STAINLESS, STAINLESS, STAINLESS_CASTINGS, STAINLESS_CONDITIONS, type Structure } from './demo-steel-stainless.data.ts';
import { CAST_IRONS, CAST_STEELS, TOOL_STEELS, type IronType, type ToolUse } from './demo-steel-tool-cast.data.ts';

/** Engineering, stainless, tool and cast steels and cast irons. */

const family = (standard: string, kind: MetalKind, forms: readonly string[], physics: DemoProperties, country = 'EU'): Family => ({ standard, kind, country, forms, physics });

/** Jominy hardness 1.5 mm from the quenched end of a grade with specified hardenability (+H), from its mean carbon content. */
function hardenability(composition: string): string {
  const match = /C:([\d.]+)-([\d.]+)/.exec(composition);
  const carbon = match?.[1] && match[2] ? (Number(match[1]) + Number(match[2])) / 2 : 0.2;
  const high = Math.round(37 + 58 * carbon);
  return `${high - 8}-${high}`;
}

function withHardenability(out: DemoMetal[], family: Family, designation: string, number: string, composition: string, what: string): void {
  const jominy = hardenability(composition);
  out.push(buildMetal(family, { designation: `${designation}+H`, number, composition, mech: { hrc: jominy }, description: `${what}; with specified hardenability (+H): ${jominy} HRC at 1.5 mm from the quenched end (Jominy test).` }));
}

function engineering(out: DemoMetal[]): void {
  const qt = family('EN ISO 683-1', 'steel', FORMS.bar, PHYSICS.nonAlloy);
  for (const [grade, numbers, c, mn, [nRe, nRm, nA], [qRe, qRm, qA]] of NON_ALLOY_QT) {
    const variants = [['', numbers[0]], ['E', numbers[1]], ['R', numbers[2]]] as const;
    for (const [variant, number] of variants) {
      const designation = `${grade}${variant}`;
      const composition = nonAlloyComposition(c, mn, variant);
      const sulphur = variant === 'E' ? ' with restricted sulphur' : variant === 'R' ? ' with controlled sulphur range for machinability' : '';
      const what = `Non-alloy steel for quenching and tempering${sulphur}`;
      out.push(buildMetal(qt, { designation: `${designation}+QT`, number, composition, mech: { rp: qRe, rm: qRm, a: qA }, description: `${what}; quenched and tempered (+QT), values for d ≤ 16 mm.` }));
      if (variant === 'R') continue;
      out.push(buildMetal(qt, { designation: `${designation}+N`, number, composition, mech: { rp: nRe, rm: nRm, a: nA, hb: `<=${brinellFromTensile(nRm + 150)}` }, description: `${what}; normalized (+N), values for d ≤ 16 mm.` }));
      if (variant === 'E') continue;
      out.push(buildMetal(family('EN 10277', 'steel', FORMS.brightBar, PHYSICS.nonAlloy), { designation: `${designation}+C`, number, composition, mech: { rp: Math.round(nRe * 1.33), rm: `${nRm + 30}-${nRm + 330}`, a: Math.max(6, nA - 10) }, description: `Bright steel bar, cold drawn (+C), of ${grade}; values for 16 mm < d ≤ 40 mm.` }));
    }
  }
  const alloy = family('EN ISO 683-2', 'steel', FORMS.bar, PHYSICS.lowAlloy);
  for (const [designation, number, composition, [re, rm, a], annealed] of ALLOY_QT) {
    const what = /B\d/.test(designation) ? 'Boron steel for quenching and tempering, through-hardening in larger sections' : 'Alloy steel for quenching and tempering: shafts, gears, axles, bolts and connecting rods';
    out.push(buildMetal(alloy, { designation: `${designation}+QT`, number, composition, mech: { rp: re, rm, a }, description: `${what}; quenched and tempered (+QT), values for d ≤ 16 mm.` }));
    if (annealed > 0) out.push(buildMetal(alloy, { designation: `${designation}+A`, number, composition, mech: { hb: `<=${annealed}`, rm: `<=${Math.round(annealed * 3.4)}` }, description: `${what}; soft annealed (+A) for machining and cold forming.` }));
    withHardenability(out, alloy, designation, number, composition, what);
  }
  const caseHardening = family('EN ISO 683-3', 'steel', FORMS.bar, PHYSICS.lowAlloy);
  for (const [designation, number, composition, annealed, equivalent] of CASE_HARDENING) {
    const what = `Case-hardening steel for gears, pinions and camshafts${equivalent === '—' ? '' : ` (similar to ${equivalent})`}`;
    out.push(buildMetal(caseHardening, { designation: `${designation}+A`, number, composition, mech: { hb: `<=${annealed}`, rm: `<=${Math.round(annealed * 3.4)}`, hrc: '58-62' }, description: `${what}; soft annealed (+A); 58–62 HRC at the surface after carburizing.` }));
    out.push(buildMetal(caseHardening, { designation: `${designation}+FP`, number, composition, mech: { hb: `${annealed - 55}-${annealed - 10}`, rm: `${Math.round((annealed - 55) * 3.4)}-${Math.round((annealed - 10) * 3.4)}`, hrc: '58-62' }, description: `${what}; treated to ferrite-pearlite structure and hardness range (+FP) for machining.` }));
    withHardenability(out, caseHardening, designation, number, composition, what);
  }
  const nitriding = family('EN 10085', 'steel', FORMS.bar, PHYSICS.lowAlloy);
  for (const [designation, number, composition, [re, rm, a], surface] of NITRIDING) {
    out.push(buildMetal(nitriding, { designation: `${designation}+QT`, number, composition, mech: { rp: re, rm, a, hv: surface }, description: `Nitriding steel for wear-resistant spindles, extruder screws and crankshafts; quenched and tempered (+QT), nitrided surface ${surface} HV.` }));
  }
  const bearing = family('EN ISO 683-17', 'steel', FORMS.bar, PHYSICS.lowAlloy);
  for (const [designation, number, composition, annealed, hardened, through] of BEARING) {
    out.push(buildMetal(bearing, { designation, number, composition, mech: { hb: `<=${annealed}`, hrc: hardened }, forms: ['bar', 'tube', 'wire', 'forging'], description: `${through ? 'Through-hardening' : 'Case-hardening'} rolling bearing steel for rings and rolling elements; spheroidize annealed, ${hardened} HRC ${through ? 'hardened' : 'after carburizing'}.` }));
  }
  const freeCutting = family('EN ISO 683-4', 'steel', ['bar', 'wire'], PHYSICS.nonAlloy);
  for (const [designation, number, composition, tensile, hardness] of FREE_CUTTING) {
    const leaded = designation.includes('Pb') ? 'leaded ' : '';
    out.push(buildMetal(freeCutting, { designation, number, composition, mech: { rm: tensile, hb: hardness }, description: `Resulphurized ${leaded}free-cutting steel for turned parts on automatic lathes; untreated.` }));
    const low = lowerOf(tensile);
    out.push(buildMetal(family('EN 10277', 'steel', FORMS.brightBar, PHYSICS.nonAlloy), { designation: `${designation}+C`, number, composition, mech: { rp: Math.round(low * 0.8), rm: `${low + 80}-${low + 330}`, a: low > 500 ? 7 : 8 }, description: `Bright free-cutting steel bar, cold drawn (+C); values for 16 mm < d ≤ 40 mm.` }));
  }
  const spring = family('EN 10089', 'steel', ['bar', 'wire rod', 'strip'], PHYSICS.lowAlloy);
  for (const [designation, number, composition, [re, rm, a], annealed] of SPRING) {
    out.push(buildMetal(spring, { designation: `${designation}+QT`, number, composition, mech: { rp: re, rm, a }, description: 'Hot-rolled spring steel for leaf springs, coil springs and stabilizer bars; quenched and tempered (+QT).' }));
    out.push(buildMetal(spring, { designation: `${designation}+A`, number, composition, mech: { hb: `<=${annealed}` }, description: 'Hot-rolled spring steel, soft annealed (+A) for coiling and forming before hardening.' }));
  }
  const forging = family('EN 10267', 'steel', ['bar', 'forging'], PHYSICS.nonAlloy);
  for (const [designation, number, composition, [re, rm, a]] of MICROALLOYED) {
    out.push(buildMetal(forging, { designation, number, composition, mech: { rp: re, rm, a }, description: 'Micro-alloyed ferritic-pearlitic forging steel, precipitation hardened by controlled cooling from the forging heat (+P): crankshafts and connecting rods without quenching.' }));
  }
}

const STRUCTURE: Record<Structure, { text: string; physics: DemoProperties; forms: readonly string[] }> = {
  A: { text: 'Austenitic stainless steel', physics: PHYSICS.austenitic, forms: FORMS.stainlessAll },
  F: { text: 'Ferritic stainless steel', physics: PHYSICS.ferritic, forms: FORMS.stainlessFlat },
  M: { text: 'Martensitic stainless steel', physics: PHYSICS.martensitic, forms: FORMS.stainlessLong },
  D: { text: 'Duplex (austenitic-ferritic) stainless steel', physics: PHYSICS.duplex, forms: ['plate', 'sheet', 'bar', 'tube'] },
  P: { text: 'Precipitation-hardening stainless steel', physics: PHYSICS.precipitation, forms: FORMS.stainlessLong },
  H: { text: 'Heat-resisting austenitic steel', physics: PHYSICS.heatResisting, forms: ['sheet', 'plate', 'bar', 'tube'] },
};

/** The delivery condition of the annealed values: austenitic and duplex grades are solution annealed, the others annealed. */
const CONDITION: Record<Structure, string> = { A: 'solution annealed', D: 'solution annealed', H: 'solution annealed', F: 'annealed', M: 'annealed', P: 'solution treated' };

function equivalents(aisi: string, uns: string): string {
  const names = [aisi && (/^\d/.test(aisi) ? `AISI ${aisi}` : aisi), uns && `UNS ${uns}`].filter(Boolean);
  return names.length > 0 ? ` (${names.join(', ')})` : '';
}

function conditionText(condition: string, structure: Structure, hrc: string | undefined): string {
  if (condition === '+QH') return `hardened and tempered to ${hrc ?? ''} HRC for knives, bearings and valve parts`;
  if (condition.startsWith('+C')) return `cold-work hardened strip (${condition}, tensile strength from ${condition.slice(2)} MPa) for springs, clips and structural parts`;
  return `${structure === 'P' ? 'precipitation hardened' : 'quenched and tempered'} (${condition}) for shafts, valve parts and fasteners`;
}

function stainless(out: DemoMetal[]): void {
  const compositions = new Map<string, string>(DEMO_STEELS.filter((metal) => metal.composition).map((metal) => [metal.designation, metal.composition ?? '']));
  const numbers = new Map<string, string>(DEMO_STEELS.filter((metal) => metal.number).map((metal) => [metal.designation, metal.number ?? '']));
  for (const [name, number, structure, aisi, uns, tensile, proof, elongation, standard, corrections] of STAINLESS) {
    compositions.set(name, compositionFromHighAlloyName(name, corrections));
    numbers.set(name, number);
    const { text, physics, forms } = STRUCTURE[structure];
    const annealed = proof === 0;
    out.push(buildMetal(family(standard, 'stainless-steel', forms, physics), {
      designation: name,
      number,
      composition: compositions.get(name),
      mech: { rm: tensile, ...(annealed ? {} : { rp: proof }), ...(elongation > 0 ? { a: elongation } : {}) },
      description: `${text}${equivalents(aisi, uns)}; ${annealed ? 'soft annealed (+A)' : CONDITION[structure]}${standard === 'EN 10095' ? ', for furnace parts and heat exchangers in air up to about 1000 °C' : ''}.`,
    }));
  }
  for (const [name, condition, tensile, proof, elongation, hrc] of STAINLESS_CONDITIONS) {
    const structure: Structure = condition.startsWith('+C') ? 'A' : name.includes('Al') || name.includes('Cu') ? 'P' : 'M';
    const hardened = condition === '+QH';
    const flat = condition.startsWith('+C');
    out.push(buildMetal(family(flat ? 'EN 10088-2' : 'EN 10088-3', 'stainless-steel', flat ? ['strip', 'coil'] : FORMS.stainlessLong, STRUCTURE[structure].physics), {
      designation: `${name}${condition}`,
      number: numbers.get(name),
      composition: compositions.get(name),
      mech: hardened ? { hrc: hrc ?? '' } : { rm: tensile, rp: proof, a: elongation },
      description: `${STRUCTURE[structure].text}, ${conditionText(condition, structure, hrc)}.`,
    }));
  }
  for (const [name, number, astm, tensile, proof, elongation, standard, corrections] of STAINLESS_CASTINGS) {
    const heat = standard === 'EN 10295';
    compositions.set(name, compositionFromHighAlloyName(name, corrections));
    numbers.set(name, number);
    out.push(buildMetal(family(standard, 'cast-steel', FORMS.casting, heat ? PHYSICS.heatResisting : PHYSICS.austenitic), {
      designation: name,
      number,
      composition: compositions.get(name),
      mech: { rm: tensile, rp: proof, a: elongation },
      description: `${heat ? 'Heat-resistant' : 'Corrosion-resistant'} steel casting${astm ? ` (ASTM ${astm})` : ''} for ${heat ? 'furnace rolls, radiant tubes and petrochemical reformer tubes' : 'pump casings, valve bodies and impellers'}.`,
    }));
  }
  for (const [designation, twin, tensile, proof, elongation, hardness, standard, structure] of NATIONAL_STAINLESS) {
    const { text, physics, forms } = STRUCTURE[structure];
    const origin = standard.startsWith('JIS') ? ['JP', 'Japanese'] : standard.startsWith('GB') ? ['CN', 'Chinese'] : ['US', 'American'];
    out.push(buildMetal(family(standard, 'stainless-steel', forms, physics, origin[0]), {
      designation,
      composition: compositions.get(twin) ?? compositionFromHighAlloyName(twin),
      mech: { ...(tensile > 0 ? { rm: tensile, rp: proof, a: elongation } : {}), ...(hardness > 0 ? { hb: `<=${hardness}` } : {}) },
      description: `${text}; ${origin[1]} designation of the grade EN ${numbers.get(twin) ?? ''} ${twin}, ${tensile > 0 ? 'annealed minimum values' : 'annealed'}.`.replace('EN  ', 'EN '),
    }));
  }
  for (const [designation, twin, tensile, proof, elongation, standard, structure, cast] of ASTM_STAINLESS) {
    const { text, physics } = STRUCTURE[structure];
    const product = cast ? 'casting' : standard === 'ASTM A193' ? 'bolting' : 'forging';
    out.push(buildMetal(family(standard, cast ? 'cast-steel' : 'stainless-steel', cast ? FORMS.casting : product === 'bolting' ? ['bar', 'fastener'] : ['forging', 'bar'], physics, 'US'), {
      designation,
      composition: compositions.get(twin) ?? compositionFromHighAlloyName(twin),
      mech: { rm: tensile, rp: proof, a: elongation },
      description: `${text} ${product} for valves, pumps and pressure piping; ASTM grade corresponding to EN ${numbers.get(twin) ?? ''} ${twin}.`.replace('EN  ', 'EN '),
    }));
  }
}

const TOOL_USE: Record<ToolUse, string> = {
  c: 'Cold-work tool steel for punches, dies, shear blades and forming tools',
  h: 'Hot-work tool steel for forging dies, extrusion tooling and die-casting moulds',
  s: 'High-speed steel for drills, taps, milling cutters and broaches',
  m: 'Plastic mould steel, supplied pre-hardened for machining of injection moulds',
};

const IRON: Record<IronType, { text: string; physics: DemoProperties }> = {
  g: { text: 'Grey cast iron with flake graphite: good damping, machinability and castability for housings, machine beds and brake discs', physics: PHYSICS.greyIron },
  d: { text: 'Ductile (spheroidal graphite) cast iron for crankshafts, hubs, pipe fittings and hydraulic parts', physics: PHYSICS.ductileIron },
  a: { text: 'Austempered ductile iron (ADI) with high strength and wear resistance for gears, track links and suspension parts', physics: PHYSICS.ductileIron },
  m: { text: 'Malleable cast iron for thin-walled fittings, chain links and automotive parts', physics: PHYSICS.malleableIron },
  v: { text: 'Compacted (vermicular) graphite cast iron for diesel cylinder blocks and heads', physics: PHYSICS.vermicularIron },
  n: { text: 'Austenitic (Ni-Resist) cast iron for corrosion, heat and low-temperature service: pump casings, turbocharger housings', physics: PHYSICS.austeniticIron },
};

function toolAndCast(out: DemoMetal[]): void {
  for (const [designation, number, use, aisi, composition, hardness, hrc, standard] of TOOL_STEELS) {
    const prehardened = !hardness.startsWith('<=');
    out.push(buildMetal(family(standard, 'tool-steel', FORMS.tool, use === 's' ? PHYSICS.hss : PHYSICS.tool), {
      designation,
      number,
      composition,
      mech: { hb: hardness, hrc },
      description: `${TOOL_USE[use]}${aisi ? ` (similar to AISI ${aisi})` : ''}; ${prehardened ? `pre-hardened to ${hardness} HB` : 'soft annealed'}, ${hrc} HRC hardened and tempered.`,
    }));
  }
  for (const [designation, number, type, tensile, proof, elongation, hardness, standard, country, composition] of CAST_IRONS) {
    const { text, physics } = IRON[type];
    const low = lowerOf(tensile);
    const modulus = type === 'g' ? { youngs_modulus_mpa: Math.round(78000 + 130 * low) } : {};
    out.push(buildMetal(family(standard, 'cast-iron', FORMS.casting, physics, country), {
      designation,
      number,
      composition,
      mech: { rm: tensile, ...(proof > 0 ? { rp: proof } : {}), ...(elongation > 0 ? { a: elongation } : {}), hb: hardness },
      extra: modulus,
      description: `${text}; composition typical, the standard specifies properties only.`,
    }));
  }
  for (const [designation, number, tensile, proof, elongation, standard, composition] of CAST_STEELS) {
    const pressure = standard === 'EN 10213';
    out.push(buildMetal(family(standard, 'cast-steel', FORMS.casting, PHYSICS.castSteel), {
      designation,
      number,
      composition,
      mech: { rm: tensile, rp: proof, a: elongation },
      description: `${pressure ? 'Steel casting for pressure purposes (valve bodies, pump casings, turbine housings)' : 'Steel casting for general engineering uses'}${designation.includes('+') ? `, heat treated ${designation.slice(designation.indexOf('+'))}` : ''}.`,
    }));
  }
}

/** Every engineering, stainless, tool and cast steel and cast iron of the demo. */
export function generateAlloyedSteels(): DemoMetal[] {
  const out: DemoMetal[] = [];
  engineering(out);
  stainless(out);
  toolAndCast(out);
  return out;
}
