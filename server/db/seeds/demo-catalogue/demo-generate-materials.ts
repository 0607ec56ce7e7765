import { CEMENTITIOUS, COMPOSITES, CONCRETE_CLASSES, GLULAM, LIGHTWEIGHT_CLASSES, TIMBER_CLASSES, WOOD } from './demo-construction.data.ts';
import { FOAMS, RUBBERS, THERMOSETS, TPE, type MaterialRow } from './demo-elastomers.data.ts';
import { CARBONS, CERAMICS, FIBRES, GLASSES } from './demo-inorganic.data.ts';
import type { DemoMaterial, DemoProperties } from './demo-materials.types.ts';
import { COMPOUNDS, HANDWRITTEN_COMPOUNDS, POLYMERS, type PolymerValues, type Processing, type Resistance } from './demo-polymers.data.ts';

/**
 * The generated demo materials: plastics and their compounds, rubbers and thermoplastic
 * elastomers, thermosets, foams, ceramics, glasses, fibres, carbon, timber, concrete and
 * composites. Values are typical ones; compounds derive theirs from the base polymer with the
 * usual rules of mixtures, so they stay consistent with it. All from tables: every run gives
 * the same records.
 */

const RESISTANCE: Record<Resistance, readonly string[]> = {
  olefin: ['water', 'dilute acids', 'dilute alkalis', 'alcohols', 'detergents'],
  styrenic: ['water', 'dilute acids', 'dilute alkalis'],
  polyamide: ['mineral oils', 'greases', 'fuels', 'solvents'],
  polyester: ['mineral oils', 'fuels', 'dilute acids', 'alcohols'],
  acetal: ['mineral oils', 'fuels', 'solvents', 'dilute alkalis'],
  polycarbonate: ['water', 'dilute acids', 'alcohols'],
  sulfone: ['water', 'steam', 'dilute acids', 'alkalis', 'alcohols'],
  high: ['water', 'steam', 'hydrocarbons', 'most acids', 'alkalis'],
  fluoro: ['acids', 'alkalis', 'solvents', 'oxidizing agents'],
  vinyl: ['water', 'dilute acids', 'dilute alkalis', 'salt solutions'],
  bio: ['water', 'oils'],
};

const PROCESSING: Record<Processing, { processing: readonly string[]; forms: readonly string[] }> = {
  m: { processing: ['injection moulding'], forms: ['granulate'] },
  mx: { processing: ['injection moulding', 'extrusion', 'thermoforming'], forms: ['granulate', 'sheet', 'profile'] },
  ms: { processing: ['injection moulding', 'machining'], forms: ['granulate', 'rod', 'plate'] },
  xp: { processing: ['extrusion', 'butt fusion welding', 'electrofusion'], forms: ['granulate', 'pipe'] },
  sinter: { processing: ['compression moulding', 'sintering', 'machining'], forms: ['rod', 'plate', 'tube'] },
};

/** Rounded to a multiple of `step`, without float noise such as 0.29000000000000004. */
const round = (value: number, step = 1) => Number((Math.round(value / step) * step).toFixed(step < 1 ? 2 : 0));
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function polymerProperties([density, tensile, modulus, elongation, conductivity, expansion, melting, glass, service, shoreD, impact]: PolymerValues): DemoProperties {
  return {
    density_kg_m3: density,
    tensile_strength_mpa: tensile,
    youngs_modulus_mpa: modulus,
    elongation_pct: elongation,
    thermal_conductivity_w_mk: conductivity,
    thermal_expansion_um_mk: expansion,
    ...(melting ? { melting_point_c: melting } : {}),
    ...(glass ? { glass_transition_c: glass } : {}),
    max_service_temperature_c: service,
    ...(shoreD ? { hardness_shore_d: shoreD } : {}),
    ...(impact ? { impact_strength_kj_m2: impact } : {}),
  };
}

/** A compound's values from its base polymer: mixture rules for fillers, usual shifts for additive packages. */
function compoundValues(base: PolymerValues, code: string, semiCrystalline: boolean): { values: PolymerValues; text: string } {
  const compound = COMPOUNDS[code];
  if (!compound) throw new Error(`unknown compound ${code}`);
  const [density, tensile, modulus, elongation, conductivity, expansion, melting, glass, service, shoreD, impact] = base;
  const w = compound.share;
  const mixed = compound.density ? round(1 / ((1 - w) / density + w / compound.density)) : density;
  const percent = `${round(w * 100)} % ${compound.filler}`;
  switch (compound.kind) {
    case 'glass':
    case 'carbon': {
      const carbon = compound.kind === 'carbon';
      const stiff = round(modulus * (1 - w) + (carbon ? 60000 : 24000) * w, 100);
      const strong = round(tensile * (1 + (carbon ? 4.5 : 3.2) * w));
      const stretch = Math.max(carbon ? 1 : 1.5, round(6 - 12 * w, 0.5));
      return { values: [mixed, strong, stiff, stretch, round(conductivity * (1 + (carbon ? 2 : 0.5) * w), 0.01), round(Math.max(15, expansion * (1 - 1.6 * w))), melting, glass, service + (semiCrystalline ? 30 : 10), shoreD ? Math.min(90, shoreD + 5) : 0, 0], text: `reinforced with ${percent}` };
    }
    case 'mineral':
    case 'talc':
      return { values: [mixed, round(tensile * (1 - 0.3 * w)), round(modulus * (1 - w) + (compound.kind === 'talc' ? 8000 : 12000) * w, 100), Math.max(2, round(Math.min(elongation, 30) * 0.2)), round(conductivity * (1 + w), 0.01), round(expansion * (1 - w)), melting, glass, service + 10, shoreD, 0], text: `filled with ${percent} for stiffness and low warpage` };
    case 'lubricant':
    case 'powder':
      return { values: [mixed, round(tensile * (1 - 0.6 * w)), round(modulus * (1 + 0.5 * w), 100), Math.max(2, round(elongation * (1 - 1.5 * w))), round(conductivity * (1 + 2 * w), 0.01), round(expansion * (1 - 0.5 * w)), melting, glass, service, shoreD, 0], text: `with ${percent} for lower friction and wear` };
    case 'flame':
      return { values: [round(density * 1.08), round(tensile * 0.95), round(modulus * 1.05, 100), round(elongation * 0.7), conductivity, expansion, melting, glass, service, shoreD, impact ? round(impact * 0.8) : 0], text: `with ${compound.filler}` };
    case 'impact':
      return { values: [round(density * 0.98), round(tensile * 0.8), round(modulus * 0.75, 100), round(elongation * 2), conductivity, expansion, melting, glass, service - 5, shoreD ? shoreD - 5 : 0, impact ? round(impact * 4) : 20], text: `with ${compound.filler} for toughness at low temperature` };
    case 'heat':
      return { values: [density, tensile, modulus, elongation, conductivity, expansion, melting, glass, service + 15, shoreD, impact], text: `with ${compound.filler} for long-term service at higher temperature` };
    case 'uv':
      return { values: base, text: `with ${compound.filler} for outdoor use` };
    case 'conductive':
      return { values: [round(density * 1.03), round(tensile * 0.9), round(modulus * 1.1, 100), round(elongation * 0.5), conductivity, expansion, melting, glass, service, shoreD, impact ? round(impact * 0.7) : 0], text: `with ${compound.filler} for static-dissipative parts` };
  }
}

function compoundName(symbol: string, code: string): string {
  const named: Record<string, string> = { FR: 'FR V-0', HI: 'impact modified', HS: 'heat stabilized', UV: 'UV stabilized', EL: 'conductive', PTFE15: 'PTFE-lubricated' };
  return `${symbol} ${named[code] ?? code}`;
}

function polymers(out: DemoMaterial[]): void {
  for (const [symbol, name, standard, semi, values, resistance, processing, unfilled, uses, compounds] of POLYMERS) {
    const { processing: steps, forms } = PROCESSING[processing];
    if (unfilled) {
      out.push({ tradeName: unfilled, materialClass: 'thermoplastic', description: `${capitalize(name)} (${symbol}) for ${uses}; typical values of an unfilled grade.`, forms, productType: symbol, standard, chemicalResistance: RESISTANCE[resistance], processing: steps, properties: polymerProperties(values) });
    }
    for (const code of compounds) {
      const tradeName = compoundName(symbol, code);
      if (HANDWRITTEN_COMPOUNDS.has(tradeName)) continue;
      const { values: mixed, text } = compoundValues(values, code, semi);
      const compound = COMPOUNDS[code];
      const filled = (compound?.share ?? 0) > 0;
      out.push({
        tradeName,
        materialClass: 'thermoplastic',
        description: `${capitalize(name)} ${text}; for ${uses}.`,
        forms: processing === 'sinter' ? forms : processing === 'ms' ? ['granulate', 'rod', 'plate'] : ['granulate'],
        productType: filled ? `${symbol} ${code}` : symbol,
        additives: filled ? `${round((compound?.share ?? 0) * 100)} % ${compound?.filler ?? ''}` : (compound?.filler ?? ''),
        standard,
        chemicalResistance: RESISTANCE[resistance],
        processing: processing === 'sinter' ? steps : ['injection moulding', ...(processing === 'ms' ? ['machining'] : [])],
        properties: polymerProperties(mixed),
      });
    }
  }
}

function rubbers(out: DemoMaterial[]): void {
  for (const [symbol, name, hardnesses, [density, tensile, elongation], [low, high], resistance, uses, forms] of RUBBERS) {
    const additives = /VMQ/.test(symbol) ? 'fumed silica, peroxide cure' : symbol === 'EPDM' ? 'carbon black, peroxide cure' : /FKM/.test(symbol) ? 'carbon black, bisphenol cure' : 'carbon black, sulphur cure';
    for (const hardness of hardnesses) {
      out.push({
        tradeName: `${symbol} ${hardness}`,
        materialClass: 'elastomer',
        description: `${capitalize(name)} compound of ${hardness} Shore A for ${uses}; service temperature ${low} to ${high} °C.`,
        forms,
        productType: symbol,
        additives,
        standard: 'ISO 1629',
        chemicalResistance: resistance,
        processing: forms.includes('profile') || forms.includes('hose') ? ['extrusion', 'compression moulding'] : ['compression moulding', 'injection moulding'],
        properties: {
          density_kg_m3: round(density + 3 * (hardness - 70)),
          tensile_strength_mpa: round(tensile * (1 - Math.abs(hardness - 65) / 120), 0.5),
          elongation_pct: round(elongation * (1 + (70 - hardness) / 70), 10),
          hardness_shore_a: hardness,
          max_service_temperature_c: high,
        },
      });
    }
  }
  for (const [tradeName, symbol, name, shoreA, shoreD, density, tensile, elongation, service, resistance, uses] of TPE) {
    out.push({
      tradeName,
      materialClass: 'elastomer',
      description: `${capitalize(name)} (${symbol}) of ${shoreA ? `${shoreA} Shore A` : `${shoreD} Shore D`} for ${uses}.`,
      forms: ['granulate'],
      productType: symbol,
      standard: 'ISO 18064',
      chemicalResistance: resistance,
      processing: ['injection moulding', 'extrusion', 'overmoulding'],
      properties: { density_kg_m3: density, tensile_strength_mpa: tensile, elongation_pct: elongation, ...(shoreA ? { hardness_shore_a: shoreA } : { hardness_shore_d: shoreD }), max_service_temperature_c: service },
    });
  }
}

function fromRows(out: DemoMaterial[], rows: readonly MaterialRow[]): void {
  for (const [tradeName, materialClass, productType, standard, additives, forms, resistance, processing, description, properties] of rows) {
    out.push({ tradeName, materialClass, description, forms, ...(productType ? { productType } : {}), ...(additives ? { additives } : {}), ...(standard ? { standard } : {}), chemicalResistance: resistance, processing, properties });
  }
}

function timber(out: DemoMaterial[]): void {
  for (const [name, tension, compression, modulus, density] of TIMBER_CLASSES) {
    const soft = name.startsWith('C');
    out.push({
      tradeName: `${soft ? 'Softwood' : 'Hardwood'} ${name}`,
      materialClass: 'wood',
      description: `Strength-graded ${soft ? 'softwood (spruce, pine, fir, larch)' : 'hardwood (oak, beech, tropical species)'} of class ${name}: characteristic bending strength ${name.slice(1)} MPa; tension and compression parallel to grain are characteristic values.`,
      forms: ['sawn timber'],
      productType: soft ? 'structural softwood' : 'structural hardwood',
      standard: 'EN 338',
      chemicalResistance: ['weathering when treated'],
      processing: ['sawing', 'planing', 'gluing'],
      properties: { density_kg_m3: round(density * 1.2, 10), tensile_strength_mpa: tension, compressive_strength_mpa: compression, youngs_modulus_mpa: modulus, thermal_conductivity_w_mk: soft ? 0.13 : 0.18 },
    });
  }
  for (const [name, tension, compression, modulus, density] of GLULAM) {
    const homogeneous = name.endsWith('h');
    out.push({
      tradeName: `Glulam ${name}`,
      materialClass: 'wood',
      description: `Glued laminated timber of class ${name}, ${homogeneous ? 'homogeneous: all lamellas of one strength class' : 'combined: stronger outer lamellas'}; for beams, frames and arches.`,
      forms: ['beam', 'column'],
      productType: 'glued laminated timber',
      additives: 'MUF or PUR adhesive',
      standard: 'EN 14080',
      chemicalResistance: ['weathering when protected'],
      processing: ['sawing', 'CNC joinery', 'gluing'],
      properties: { density_kg_m3: round(density * 1.1, 10), tensile_strength_mpa: tension, compressive_strength_mpa: compression, youngs_modulus_mpa: modulus, thermal_conductivity_w_mk: 0.13 },
    });
  }
}

function concreteUse(fck: number): string {
  if (fck <= 8) return 'lean concrete for blinding layers and bedding';
  if (fck <= 16) return 'plain concrete for foundations and ground slabs';
  if (fck <= 25) return 'reinforced concrete for building members in dry or sheltered exposure';
  if (fck <= 40) return 'reinforced and precast concrete for exposed members, car parks and tanks';
  if (fck <= 55) return 'high-strength concrete for prestressed members and bridges';
  return 'high-strength concrete for high-rise columns and long-span bridges';
}

function concrete(out: DemoMaterial[]): void {
  for (const [fck, cube] of CONCRETE_CLASSES) {
    const fcm = fck + 8;
    const tensile = fck <= 50 ? 0.3 * fck ** (2 / 3) : 2.12 * Math.log(1 + fcm / 10);
    out.push({
      tradeName: `Concrete C${fck}/${cube}`,
      materialClass: 'concrete',
      description: `Normal-weight ${concreteUse(fck)}; characteristic cylinder strength ${fck} MPa, cube strength ${cube} MPa.`,
      forms: ['ready-mixed', 'precast'],
      productType: 'normal-weight concrete',
      ...(fck >= 55 ? { additives: 'superplasticizer, silica fume' } : fck >= 30 ? { additives: 'plasticizer' } : {}),
      standard: 'EN 206',
      chemicalResistance: fck >= 30 ? ['water', 'weathering', 'de-icing salts'] : ['water', 'weathering'],
      processing: ['casting', 'vibrating', 'curing'],
      properties: { density_kg_m3: fck >= 55 ? 2450 : 2400, compressive_strength_mpa: fck, tensile_strength_mpa: round(tensile, 0.1), youngs_modulus_mpa: round(22000 * (fcm / 10) ** 0.3, 100), poisson_ratio: 0.2, thermal_expansion_um_mk: 10, thermal_conductivity_w_mk: 1.6 },
    });
  }
  for (const [fck, cube, density] of LIGHTWEIGHT_CLASSES) {
    const fcm = fck + 8;
    out.push({
      tradeName: `Lightweight concrete LC${fck}/${cube}`,
      materialClass: 'concrete',
      description: `Lightweight aggregate concrete (expanded clay or shale) of class LC${fck}/${cube}, oven-dry density up to ${density} kg/m³; for lighter slabs, precast units and insulating walls.`,
      forms: ['ready-mixed', 'precast'],
      productType: 'lightweight aggregate concrete',
      additives: 'expanded clay aggregate',
      standard: 'EN 206',
      chemicalResistance: ['water', 'weathering'],
      processing: ['casting', 'vibrating', 'curing'],
      properties: { density_kg_m3: density, compressive_strength_mpa: fck, youngs_modulus_mpa: round(22000 * (fcm / 10) ** 0.3 * (density / 2200) ** 2, 100), poisson_ratio: 0.2, thermal_expansion_um_mk: 8, thermal_conductivity_w_mk: round(0.2 + (density - 1000) / 1500, 0.05) },
    });
  }
}

/** Every generated demo material; a hand-written one of the same trade name wins. */
export function generateDemoMaterials(handWritten: readonly DemoMaterial[]): DemoMaterial[] {
  const generated: DemoMaterial[] = [];
  polymers(generated);
  rubbers(generated);
  fromRows(generated, [...THERMOSETS, ...FOAMS, ...CERAMICS, ...GLASSES, ...FIBRES, ...CARBONS, ...WOOD]);
  timber(generated);
  concrete(generated);
  fromRows(generated, [...CEMENTITIOUS, ...COMPOSITES]);
  const written = new Set(handWritten.map((material) => material.tradeName));
  const seen = new Set<string>();
  const materials: DemoMaterial[] = [];
  for (const material of generated) {
    if (written.has(material.tradeName)) continue;
    if (seen.has(material.tradeName)) throw new Error(`demo material ${material.tradeName} is generated twice`);
    seen.add(material.tradeName);
    materials.push(material);
  }
  return materials;
}
