import { buildMetal, lowerOf, type Family, type Mech } from './demo-metal-builder.ts';
import { FORMS, PHYSICS } from './demo-metal-physics.data.ts';
import type { DemoMetal } from './demo-materials.types.ts';
import {
  COATINGS,
  EN10025_2,
  EN10025_2_COLD_FORMING,
  EN10025_3,
  EN10025_4,
  EN10025_5,
  EN10025_6,
  EN10149,
  EN10268,
  EN10346,
  FORMING,
  HOLLOW_SECTIONS,
  THROUGH_THICKNESS,
  TINPLATE,
  type FlatRow,
} from './demo-steel-flat.data.ts';
import {
  COLD_HEADING,
  EN10028_2,
  EN10028_OTHER,
  ELECTRICAL_STEEL,
  electricalComposition,
  PRECISION_TUBES,
  RAILS,
  REBAR,
  SPRING_STRIP,
  TUBES,
  WELDED_PRECISION_TUBES,
  WIRE_ROD_CARBON,
  WIRE_ROD_GENERAL,
  WIRE_ROD_SPECIAL,
} from './demo-steel-products.data.ts';

/** Structural, flat, pressure-vessel, tube, electrical, rail, reinforcing and wire-rod steels. */

const STEEL = (standard: string, forms: readonly string[], physics: Family['physics'] = PHYSICS.nonAlloy): Family => ({ standard, kind: 'steel', country: 'EU', forms, physics });

/** Yield as a minimum when a bare number, a range or limit as written, nothing when ''. */
function flatMech(yieldCell: number | string, tensile: string, elongation: number): Mech {
  return {
    ...(yieldCell === '' ? {} : { rp: yieldCell }),
    rm: tensile,
    ...(elongation > 0 ? { a: elongation } : {}),
  };
}

/** The guaranteed Charpy impact energy a subgrade stands for. */
function impactNote(designation: string): string {
  const grade = designation.replace(/^S\d+/, '').replace(/H$/, '');
  const notes: [RegExp, string][] = [
    [/^JR/, '27 J at +20 °C'], [/^J0/, '27 J at 0 °C'], [/^J2/, '27 J at −20 °C'], [/^K2/, '40 J at −20 °C'],
    [/^NL/, '27 J at −50 °C'], [/^N/, '40 J at −20 °C'], [/^ML/, '27 J at −50 °C'], [/^M/, '40 J at −20 °C'],
    [/^QL1/, '30 J at −60 °C'], [/^QL/, '30 J at −40 °C'], [/^Q/, '30 J at −20 °C'],
  ];
  return notes.find(([pattern]) => pattern.test(grade))?.[1] ?? '';
}

function withImpact(text: string, designation: string): string {
  const impact = impactNote(designation);
  return impact ? `${text}; impact energy ${impact}.` : `${text}.`;
}

function structural(out: DemoMetal[]): void {
  const en2 = STEEL('EN 10025-2', FORMS.flatLong);
  for (const [designation, number, yieldMin, tensile, elongation, composition] of EN10025_2) {
    const engineering = designation.startsWith('E');
    const what = engineering ? 'Non-alloy engineering steel for shafts, pins and machine parts' : 'Non-alloy structural steel for welded and bolted structures';
    out.push(buildMetal(en2, { designation: `${designation}+AR`, number, composition, mech: flatMech(yieldMin, tensile, elongation), description: withImpact(`${what}, delivered as rolled (+AR)`, designation) }));
    out.push(buildMetal(en2, { designation: `${designation}+N`, number, composition, mech: flatMech(yieldMin, tensile, elongation), description: withImpact(`${what}, normalized or normalized rolled (+N)`, designation) }));
  }
  const byGrade = new Map<string, FlatRow>([...EN10025_2, ...EN10025_3, ...EN10025_4].map((row) => [row[0], row]));
  for (const grade of EN10025_2_COLD_FORMING) {
    const row = byGrade.get(grade);
    if (!row) continue;
    out.push(buildMetal(en2, { designation: `${grade}C+N`, composition: row[5], mech: flatMech(row[2], row[3], row[4]), description: withImpact('Structural steel with special suitability for cold forming (flanging, roll forming, cold drawing), normalized', grade) }));
  }
  const families: [readonly FlatRow[], Family, string][] = [
    [EN10025_3, STEEL('EN 10025-3', FORMS.heavyPlate, PHYSICS.lowAlloy), 'Normalized fine-grain weldable structural steel for bridges, cranes and offshore structures'],
    [EN10025_4, STEEL('EN 10025-4', FORMS.heavyPlate, PHYSICS.lowAlloy), 'Thermomechanically rolled fine-grain structural steel with low carbon equivalent for easy welding'],
    [EN10025_5, STEEL('EN 10025-5', FORMS.flatLong, PHYSICS.lowAlloy), 'Weathering structural steel that forms a protective patina; used unpainted for bridges and façades'],
    [EN10025_6, STEEL('EN 10025-6', FORMS.plate, PHYSICS.lowAlloy), 'Quenched and tempered high-yield-strength plate for cranes, mobile equipment and penstocks'],
  ];
  for (const [rows, family, what] of families) {
    for (const [designation, number, yieldMin, tensile, elongation, composition] of rows) {
      out.push(buildMetal(family, { designation, number, composition, mech: flatMech(yieldMin, tensile, elongation), description: withImpact(what, designation) }));
    }
  }
  for (const [base, quality] of THROUGH_THICKNESS) {
    const row = byGrade.get(base.replace('+N', '')) ?? [...EN10025_6].find((r) => r[0] === base);
    if (!row) continue;
    const standard = base.includes('Q') ? 'EN 10025-6' : base.endsWith('L') ? (base.includes('M') ? 'EN 10025-4' : 'EN 10025-3') : 'EN 10025-2';
    out.push(buildMetal(STEEL(standard, FORMS.heavyPlate), { designation: `${base}+${quality}`, number: row[1], composition: row[5], mech: flatMech(row[2], row[3], row[4]), description: `${base} plate with improved deformation properties perpendicular to the surface, quality class ${quality} (EN 10164: reduction of area ≥ ${quality.slice(1)} %), against lamellar tearing under welded joints.` }));
  }
  for (const [designation, number, standard, twin] of HOLLOW_SECTIONS) {
    const row = byGrade.get(twin);
    if (!row) continue;
    const cold = standard === 'EN 10219-1';
    out.push(buildMetal(STEEL(standard, FORMS.hollow, PHYSICS.lowAlloy), { designation, number, composition: row[5], mech: flatMech(row[2], row[3], row[4] - 2), description: withImpact(`${cold ? 'Cold-formed welded' : 'Hot-finished'} structural hollow section (circular, square, rectangular) in the quality of ${twin}`, twin) }));
  }
}

function flat(out: DemoMetal[]): void {
  const strip = STEEL('EN 10149-2', FORMS.hotStrip);
  for (const [designation, number, yieldMin, tensile, elongation, composition] of EN10149) {
    const normalized = designation.endsWith('NC');
    out.push(buildMetal(strip, { designation, number, composition, mech: flatMech(yieldMin, tensile, elongation), standard: normalized ? 'EN 10149-3' : 'EN 10149-2', description: `${normalized ? 'Normalized' : 'Thermomechanically rolled'} hot-rolled high-yield-strength strip for cold forming: chassis members, crane booms, trailer frames.` }));
  }
  for (const [designation, number, yieldCell, tensile, elongation, composition, standard] of FORMING) {
    const hot = standard === 'EN 10111';
    const family = STEEL(standard, hot ? FORMS.hotStrip : FORMS.coil);
    out.push(buildMetal(family, { designation, number, composition, mech: flatMech(yieldCell, tensile, elongation), description: `${hot ? 'Hot-rolled' : 'Cold-rolled'} low-carbon steel for cold forming, ${formingLevel(designation)}.` }));
    if (!hot && designation !== 'DC07') {
      out.push(buildMetal(STEEL('EN 10152', FORMS.coil), { designation: `${designation}+ZE`, number, composition, mech: flatMech(yieldCell, tensile, elongation - 2), description: `Electrolytically zinc-coated cold-rolled ${designation} (EN 10152), ${formingLevel(designation)}; paintable surface for appliances and car bodies.` }));
    }
  }
  const cr = STEEL('EN 10268', FORMS.coil);
  for (const [designation, number, yieldCell, tensile, elongation, composition] of EN10268) {
    out.push(buildMetal(cr, { designation, number, composition, mech: flatMech(yieldCell, tensile, elongation), description: `Cold-rolled high-strength steel for cold forming, ${hslaKind(designation)}.` }));
  }
  const coated = STEEL('EN 10346', FORMS.coatedCoil);
  for (const [grade, number, yieldCell, tensile, elongation, composition, group] of EN10346) {
    for (const coating of COATINGS[group]) {
      out.push(buildMetal(coated, { designation: `${grade}+${coating}`, number, composition, mech: flatMech(yieldCell, tensile, elongation), description: `Continuously hot-dip coated ${hslaKind(grade)} steel with ${coatingText(coating)}.` }));
    }
  }
  const tin = STEEL('EN 10202', FORMS.coil);
  for (const designation of TINPLATE) {
    const proof = Number(designation.slice(2));
    const double = designation.startsWith('TH');
    out.push(buildMetal(tin, { designation, composition: 'C:<=0.13|Mn:<=0.60|P:<=0.020|S:<=0.030|Fe:rest', mech: { rp: `${proof - 50}-${proof + 50}`, ...(double ? {} : { a: 20 }) }, description: `${double ? 'Double' : 'Single'}-reduced electrolytic tinplate and ECCS for cans, closures and aerosol bodies; nominal 0.2 % proof strength ${proof} MPa.` }));
  }
}

function formingLevel(designation: string): string {
  const levels: Record<string, string> = { '11': 'forming quality', '12': 'drawing quality', '13': 'deep drawing quality', '14': 'special deep drawing quality', '01': 'commercial quality', '03': 'drawing quality', '04': 'deep drawing quality', '05': 'special deep drawing quality', '06': 'extra deep drawing quality (IF steel)', '07': 'super deep drawing quality (IF steel)' };
  return levels[designation.slice(2)] ?? 'forming quality';
}

function hslaKind(designation: string): string {
  if (designation.startsWith('DX')) return 'low-carbon forming';
  if (designation.endsWith('GD')) return 'structural';
  if (/LA/.test(designation)) return 'micro-alloyed high-strength';
  if (/B$|BD$/.test(designation)) return 'bake-hardening';
  if (/Y$/.test(designation)) return 'interstitial-free high-strength';
  if (/P$/.test(designation)) return 'phosphorus-alloyed';
  if (/I$/.test(designation)) return 'isotropic';
  if (/X$/.test(designation)) return 'dual-phase';
  if (/T$/.test(designation)) return 'TRIP';
  if (/C$/.test(designation)) return 'complex-phase';
  return 'high-strength';
}

function coatingText(coating: string): string {
  const mass = coating.replace(/^[A-Z]+/, '');
  const kind = coating.replace(/\d+$/, '');
  const names: Record<string, string> = { Z: 'zinc', ZF: 'zinc-iron alloy (galvannealed)', ZM: 'zinc-magnesium', AZ: 'aluminium-zinc (55 % Al)', AS: 'aluminium-silicon' };
  const name = names[kind] ?? kind;
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} coating of ${mass} g/m² (both sides)`;
}

function products(out: DemoMetal[]): void {
  const boiler = STEEL('EN 10028-2', FORMS.pressure, PHYSICS.creep);
  for (const [designation, number, yieldMin, tensile, elongation, composition, maxService] of EN10028_2) {
    out.push(buildMetal(boiler, { designation, number, composition, mech: flatMech(yieldMin, tensile, elongation), extra: { max_service_temperature_c: maxService }, description: `Pressure vessel steel with specified elevated-temperature properties for boilers, headers and reactors; used up to about ${maxService} °C.` }));
  }
  const purpose: Record<string, string> = {
    'EN 10028-3': 'Weldable fine-grain pressure vessel steel, normalized; NH elevated temperature, NL1/NL2 low temperature',
    'EN 10028-4': 'Nickel-alloyed pressure vessel steel with specified low-temperature properties for LPG and LNG storage',
    'EN 10028-5': 'Thermomechanically rolled weldable fine-grain pressure vessel steel',
    'EN 10028-6': 'Quenched and tempered weldable fine-grain pressure vessel steel for spherical tanks and penstocks',
    'EN 10216-1': 'Seamless non-alloy steel tube for pressure purposes at room temperature; TR2 with impact energy',
    'EN 10216-2': 'Seamless steel tube with specified elevated-temperature properties for boilers and power plant',
    'EN 10216-4': 'Seamless steel tube with specified low-temperature properties',
    'EN 10297-1': 'Seamless circular steel tube for mechanical and general engineering purposes',
  };
  for (const [designation, number, yieldMin, tensile, elongation, composition, standard] of [...EN10028_OTHER, ...TUBES]) {
    const tube = standard.startsWith('EN 102');
    const physics = /Ni/.test(composition) && /Ni:[3-9]/.test(composition) ? PHYSICS.nickelSteel : PHYSICS.lowAlloy;
    out.push(buildMetal(STEEL(standard, tube ? FORMS.tube : FORMS.pressure, physics), { designation, number, composition, mech: flatMech(yieldMin, tensile, elongation), description: `${purpose[standard] ?? 'Pressure equipment steel'}.` }));
  }
  const conditionText: Record<string, string> = { '+C': 'cold drawn hard', '+LC': 'cold drawn soft', '+SR': 'cold drawn and stress relieved', '+A': 'annealed', '+N': 'normalized' };
  const precision = [...PRECISION_TUBES.map((row) => [...row, 'EN 10305-1'] as const), ...WELDED_PRECISION_TUBES.map((row) => [...row, 'EN 10305-2'] as const)];
  for (const [grade, number, composition, conditions, standard] of precision) {
    const welded = standard === 'EN 10305-2' ? 'Welded' : 'Seamless';
    for (const [condition, [tensile, proof, elongation]] of Object.entries(conditions)) {
      out.push(buildMetal(STEEL(standard, FORMS.tube), { designation: `${grade}${condition}`, number, composition, mech: { rm: tensile, ...(proof === '' ? {} : { rp: proof }), a: elongation }, description: `${welded} cold-drawn precision steel tube, ${conditionText[condition]} (${condition}), for hydraulic cylinders, shafts and machined parts.` }));
    }
  }
  for (const [designation, number, composition, annealed, hardened] of SPRING_STRIP) {
    const strip = STEEL('EN 10132-4', ['strip', 'coil'], PHYSICS.highCarbon);
    const use = 'for springs, saw blades, clutch plates and knives';
    out.push(buildMetal(strip, { designation: `${designation}+A`, number, composition, mech: { rm: `<=${annealed}`, hv: `<=${Math.round(annealed / 3.2)}` }, description: `Cold-rolled narrow steel strip for heat treatment, soft annealed (+A), ${use}.` }));
    out.push(buildMetal(strip, { designation: `${designation}+QT`, number, composition, mech: { hv: hardened }, description: `Cold-rolled narrow steel strip, hardened and tempered (+QT) to ${hardened} HV, ${use}.` }));
  }
  electricalAndLong(out);
}

function electricalAndLong(out: DemoMetal[]): void {
  for (const [designation, density, silicon] of ELECTRICAL_STEEL) {
    const [loss, thickness] = designation.slice(1).split('-');
    const oriented = !designation.endsWith('A');
    const lossValue = Number(loss) / 100;
    const siLow = lowerOf(silicon.replace('<=', ''));
    // Resistivity in µΩ·cm rises about 13 per % silicon from 12 for pure iron; 1 µΩ·cm = 1e-8 Ω·m.
    const conductivity = Math.round(1e5 / (12 + 13 * Math.max(siLow, 0.3))) * 1000;
    out.push(buildMetal(STEEL(oriented ? 'EN 10107' : 'EN 10106', FORMS.coil, PHYSICS.electrical), {
      designation,
      composition: electricalComposition(silicon),
      mech: oriented ? { rp: '300-360', rm: '330-400', a: 10 } : { rp: `${Math.round(240 + 70 * siLow)}-${Math.round(320 + 70 * siLow)}`, rm: `${Math.round(360 + 70 * siLow)}-${Math.round(460 + 70 * siLow)}`, a: Math.round(34 - 5 * siLow) },
      extra: { density_kg_m3: density, electrical_conductivity_s_m: conductivity },
      description: `${oriented ? 'Grain-oriented' : 'Non-oriented fully processed'} electrical steel strip, ${Number((thickness ?? '0').replace(/[A-Z]$/, '')) / 100} mm thick; maximum specific loss ${lossValue.toFixed(2)} W/kg at ${oriented ? '1.7' : '1.5'} T and 50 Hz, for ${oriented ? 'transformer cores' : 'motor and generator laminations'}.`,
    }));
  }
  for (const [designation, composition, tensile, hardness, elongation] of RAILS) {
    const treated = /HT$/.test(designation);
    out.push(buildMetal(STEEL('EN 13674-1', ['profile'], PHYSICS.highCarbon), { designation, composition, mech: { rm: tensile, a: elongation, hb: hardness }, description: `Rail steel for Vignole railway rails${treated ? ', head-hardened' : ', as rolled'}; running-surface hardness ${hardness} HB.` }));
  }
  for (const [designation, number, tensile, ratio, agt] of REBAR) {
    out.push(buildMetal(STEEL('EN 10080', ['bar', 'coil', 'mesh']), { designation, number, composition: 'C:<=0.22|P:<=0.050|S:<=0.050|N:<=0.012|Cu:<=0.80|Fe:rest', mech: { rp: 500, rm: tensile, a: agt }, description: `Weldable ribbed reinforcing steel for concrete; ductility class ${designation.slice(-1)} (Rm/Re ≥ ${ratio}, elongation at maximum force ≥ ${agt} %).` }));
  }
  for (const carbon of WIRE_ROD_CARBON) {
    for (const special of [false, true]) {
      if (!(special ? WIRE_ROD_SPECIAL : WIRE_ROD_GENERAL).has(carbon)) continue;
      const c = carbon / 100;
      const low = Math.max(0, c - 0.02);
      const mn = c < 0.15 ? '0.30-0.60' : c < 0.5 ? '0.40-0.70' : '0.50-0.80';
      const composition = `C:${carbon <= 4 ? `<=${(c + 0.02).toFixed(2)}` : `${low.toFixed(2)}-${(low + 0.05).toFixed(2)}`}|Si:0.10-0.30|Mn:${mn}|P:<=${special ? '0.020' : '0.035'}|S:<=${special ? '0.025' : '0.035'}|${special ? 'Cu:<=0.10|' : ''}Fe:rest`;
      const rm = Math.round((280 + 1000 * c) / 10) * 10;
      out.push(buildMetal(STEEL(special ? 'EN ISO 16120-4' : 'EN ISO 16120-2', FORMS.wireRod, c >= 0.5 ? PHYSICS.highCarbon : PHYSICS.nonAlloy), {
        designation: `C${carbon}D${special ? '2' : ''}`,
        composition,
        mech: { rm: `${rm - 60}-${rm + 60}`, a: Math.max(8, Math.round(38 - 32 * c)) },
        description: `Non-alloy steel wire rod for ${special ? 'special applications (tyre cord, springs, bead wire, fine wire)' : 'drawing and cold rolling'}; ${c < 0.25 ? 'low' : c < 0.5 ? 'medium' : 'high'} carbon, values for 5.5 mm controlled-cooled rod.`,
      }));
    }
  }
  for (const [designation, number, composition, tensileMax, elongation, standard] of COLD_HEADING) {
    out.push(buildMetal(STEEL(standard, FORMS.wireRod), { designation, number, composition, mech: { rm: `<=${tensileMax}`, a: elongation }, description: `Steel rod and wire for cold heading and cold extrusion of bolts, screws and rivets${/B/.test(designation) ? '; boron-treated for through hardening after heading' : ''}; values spheroidize annealed (+AC).` }));
  }
}

/** Every structural, flat, pressure-vessel and long-product steel of the demo. */
export function generateStructuralSteels(): DemoMetal[] {
  const out: DemoMetal[] = [];
  structural(out);
  flat(out);
  products(out);
  return out;
}

