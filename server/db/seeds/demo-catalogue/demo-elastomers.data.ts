import type { DemoProperties } from './demo-materials.types.ts';

/**
 * Rubbers (ISO 1629 symbols), thermoplastic elastomers (ISO 18064), thermosets and foams. Rubber
 * compounds come in Shore A hardness steps; their values at 70 Shore A are typical for a good
 * seal compound and move with hardness as compounding does.
 */

/** [symbol, name, hardness steps (Shore A), [density, Rm MPa, elongation %] at 70 Shore A, service range °C, resistance, uses, forms] */
export type RubberRow = readonly [symbol: string, name: string, hardness: readonly number[], values: readonly [density: number, tensile: number, elongation: number], service: readonly [low: number, high: number], resistance: readonly string[], uses: string, forms: readonly string[]];

const SEAL_FORMS = ['o-ring', 'sheet', 'moulded part'];
const PROFILE_FORMS = ['profile', 'sheet', 'hose'];

export const RUBBERS: readonly RubberRow[] = [
  ['NBR', 'acrylonitrile-butadiene rubber', [50, 60, 80, 90], [1300, 15, 300], [-30, 100], ['mineral oils', 'greases', 'fuels', 'water'], 'O-rings, seals and hoses for hydraulic oils and fuels', SEAL_FORMS],
  ['HNBR', 'hydrogenated nitrile rubber', [60, 70, 80, 90], [1250, 22, 300], [-30, 150], ['mineral oils', 'fuels', 'hot water', 'sour gas'], 'automotive timing belts, oil-field seals and air-conditioning seals', SEAL_FORMS],
  ['EPDM', 'ethylene propylene diene rubber', [50, 60, 80, 90], [1150, 12, 350], [-50, 130], ['water', 'steam', 'ozone', 'brake fluids'], 'weather strips, radiator hoses and water seals', PROFILE_FORMS],
  ['FKM', 'fluoroelastomer', [60, 70, 80, 90], [1900, 12, 200], [-20, 200], ['mineral oils', 'fuels', 'acids', 'aromatic solvents'], 'fuel and chemical seals at high temperature', SEAL_FORMS],
  ['FFKM', 'perfluoroelastomer', [75, 90], [2000, 15, 150], [-15, 320], ['acids', 'alkalis', 'solvents', 'steam', 'plasma'], 'seals for semiconductor, chemical and pharmaceutical plant', ['o-ring', 'moulded part']],
  ['VMQ', 'silicone rubber', [40, 50, 70, 80], [1150, 8, 400], [-60, 200], ['water', 'ozone', 'dilute acids'], 'food, medical and high-temperature gaskets', PROFILE_FORMS],
  ['FVMQ', 'fluorosilicone rubber', [60, 70, 80], [1450, 8, 250], [-60, 175], ['fuels', 'mineral oils', 'ozone'], 'aerospace fuel-system seals', SEAL_FORMS],
  ['CR', 'chloroprene rubber', [50, 60, 70, 80], [1350, 14, 350], [-35, 100], ['ozone', 'weathering', 'moderate oils'], 'bellows, cable jackets and bridge bearings', PROFILE_FORMS],
  ['NR', 'natural rubber', [40, 50, 70], [1100, 20, 500], [-50, 70], ['water', 'dilute acids'], 'anti-vibration mounts, tyres and conveyor belts', ['moulded part', 'sheet']],
  ['SBR', 'styrene-butadiene rubber', [60, 70, 80], [1200, 12, 350], [-40, 90], ['water', 'dilute acids', 'brake fluids'], 'tyres, footwear soles and rubber sheeting', ['sheet', 'moulded part']],
  ['IIR', 'butyl rubber', [50, 60, 70], [1200, 10, 400], [-40, 120], ['ozone', 'acids', 'gas permeation', 'brake fluids'], 'inner tubes, pharmaceutical stoppers and tank linings', ['sheet', 'moulded part']],
  ['ACM', 'polyacrylate rubber', [60, 70, 80], [1300, 10, 200], [-20, 150], ['hot mineral oils', 'ozone'], 'transmission and crankshaft seals', SEAL_FORMS],
  ['AEM', 'ethylene acrylic rubber', [60, 70], [1250, 12, 250], [-40, 170], ['hot oils', 'ozone', 'coolants'], 'turbocharger hoses and engine gaskets', ['hose', 'moulded part']],
  ['AU', 'polyester urethane rubber', [80, 90, 95], [1200, 40, 450], [-30, 100], ['mineral oils', 'greases', 'ozone'], 'hydraulic rod seals, scrapers and wheels', SEAL_FORMS],
  ['ECO', 'epichlorohydrin rubber', [60, 70], [1350, 12, 300], [-40, 135], ['fuels', 'mineral oils', 'ozone'], 'fuel hoses and diaphragms', ['hose', 'moulded part']],
  ['CSM', 'chlorosulphonated polyethylene', [60, 70, 80], [1350, 15, 300], [-30, 120], ['acids', 'ozone', 'weathering'], 'roofing membranes, tank linings and cable sheaths', ['sheet', 'profile']],
];

/** [trade name, symbol, name, Shore A (0 when D given), Shore D (0), density, Rm, elongation, max service °C, resistance, processing, uses] */
export const TPE: readonly (readonly [tradeName: string, symbol: string, name: string, shoreA: number, shoreD: number, density: number, tensile: number, elongation: number, service: number, resistance: readonly string[], uses: string])[] = [
  ['TPU 80A', 'TPU', 'thermoplastic polyurethane', 80, 0, 1180, 35, 650, 80, ['mineral oils', 'greases', 'abrasion'], 'soft cable jackets and films'],
  ['TPU 95A', 'TPU', 'thermoplastic polyurethane', 95, 0, 1220, 45, 450, 90, ['mineral oils', 'greases', 'abrasion'], 'castor wheels, seals and phone cases'],
  ['TPU 64D', 'TPU', 'thermoplastic polyurethane', 0, 64, 1240, 50, 350, 100, ['mineral oils', 'greases', 'abrasion'], 'gear wheels, ski boots and technical parts'],
  ['TPS-SEBS 30A', 'TPS', 'styrenic block copolymer', 30, 0, 890, 5, 700, 80, ['water', 'dilute acids', 'alcohols'], 'soft-touch grips and medical tubing'],
  ['TPS-SEBS 50A', 'TPS', 'styrenic block copolymer', 50, 0, 900, 7, 650, 80, ['water', 'dilute acids', 'alcohols'], 'toothbrush handles, seals and overmoulding'],
  ['TPS-SEBS 70A', 'TPS', 'styrenic block copolymer', 70, 0, 950, 9, 550, 80, ['water', 'dilute acids', 'alcohols'], 'automotive mats and window seals'],
  ['TPV 45A', 'TPV', 'vulcanized EPDM/PP thermoplastic', 45, 0, 970, 4, 400, 120, ['water', 'ozone', 'weathering'], 'soft seals and gaskets'],
  ['TPV 65A', 'TPV', 'vulcanized EPDM/PP thermoplastic', 65, 0, 970, 7, 450, 120, ['water', 'ozone', 'weathering'], 'automotive weather seals and boots'],
  ['TPV 80A', 'TPV', 'vulcanized EPDM/PP thermoplastic', 80, 0, 960, 10, 450, 120, ['water', 'ozone', 'weathering'], 'air ducts and constant-velocity joint boots'],
  ['TPV 40D', 'TPV', 'vulcanized EPDM/PP thermoplastic', 0, 40, 950, 15, 500, 120, ['water', 'ozone', 'weathering'], 'rack-and-pinion boots and hard seals'],
  ['TPC 40D', 'TPC', 'copolyester elastomer', 0, 40, 1170, 25, 500, 120, ['mineral oils', 'fuels', 'greases'], 'constant-velocity joint boots and hoses'],
  ['TPC 55D', 'TPC', 'copolyester elastomer', 0, 55, 1200, 38, 450, 130, ['mineral oils', 'fuels', 'greases'], 'bellows, cable jackets and airbag doors'],
  ['TPC 72D', 'TPC', 'copolyester elastomer', 0, 72, 1270, 45, 350, 140, ['mineral oils', 'fuels', 'greases'], 'gears, rollers and hydraulic hose liners'],
  ['TPA 35D', 'TPA', 'polyether block amide', 0, 35, 1010, 35, 600, 80, ['mineral oils', 'greases'], 'sports shoe soles and catheters'],
  ['TPA 55D', 'TPA', 'polyether block amide', 0, 55, 1010, 45, 450, 90, ['mineral oils', 'greases'], 'ski boots and medical tubing'],
  ['TPA 72D', 'TPA', 'polyether block amide', 0, 72, 1020, 55, 350, 100, ['mineral oils', 'greases'], 'technical profiles and sports equipment'],
];

/** Generic rows: [trade name, class, product type, standard, additives, forms, resistance, processing, description, properties] */
export type MaterialRow = readonly [tradeName: string, materialClass: string, productType: string, standard: string, additives: string, forms: readonly string[], resistance: readonly string[], processing: readonly string[], description: string, properties: DemoProperties];

const RESIN = ['casting', 'lamination', 'infusion'];
const COMPOUND = ['compression moulding', 'transfer moulding', 'injection moulding'];

export const THERMOSETS: readonly MaterialRow[] = [
  ['UP resin, orthophthalic', 'thermoset', 'UP', 'ISO 1043-1', 'styrene monomer', ['liquid'], ['water', 'weathering'], RESIN, 'General-purpose unsaturated polyester laminating resin for boats, panels and tanks.', { density_kg_m3: 1200, tensile_strength_mpa: 55, youngs_modulus_mpa: 3500, elongation_pct: 2, glass_transition_c: 80, max_service_temperature_c: 70 }],
  ['UP resin, isophthalic', 'thermoset', 'UP', 'ISO 1043-1', 'styrene monomer', ['liquid'], ['water', 'dilute acids', 'weathering'], RESIN, 'Isophthalic polyester resin with better water and chemical resistance for gel coats and pipes.', { density_kg_m3: 1200, tensile_strength_mpa: 65, youngs_modulus_mpa: 3600, elongation_pct: 2.5, glass_transition_c: 110, max_service_temperature_c: 90 }],
  ['VE resin, bisphenol A epoxy', 'thermoset', 'VE', 'ISO 1043-1', 'styrene monomer', ['liquid'], ['acids', 'alkalis', 'chlorine', 'hot water'], RESIN, 'Vinyl ester resin for corrosion-resistant tanks, scrubbers and pipes.', { density_kg_m3: 1140, tensile_strength_mpa: 80, youngs_modulus_mpa: 3300, elongation_pct: 5, glass_transition_c: 120, max_service_temperature_c: 105 }],
  ['Epoxy laminating resin', 'thermoset', 'EP', 'ISO 1043-1', 'amine hardener', ['liquid'], ['water', 'oils', 'fuels', 'dilute acids'], RESIN, 'Low-viscosity epoxy system for wet lay-up and vacuum infusion of fibre composites.', { density_kg_m3: 1150, tensile_strength_mpa: 75, youngs_modulus_mpa: 3100, elongation_pct: 4.5, glass_transition_c: 95, max_service_temperature_c: 80 }],
  ['Epoxy prepreg resin, 180 °C cure', 'thermoset', 'EP', 'ISO 1043-1', 'toughened, latent hardener', ['film', 'prepreg'], ['water', 'fuels', 'hydraulic fluids'], ['autoclave curing'], 'Toughened aerospace epoxy matrix for carbon-fibre prepregs.', { density_kg_m3: 1270, tensile_strength_mpa: 85, youngs_modulus_mpa: 3600, elongation_pct: 3, glass_transition_c: 200, max_service_temperature_c: 150 }],
  ['EP laminate GC 202 (FR-4)', 'thermoset', 'EP GC', 'IEC 60893-3-2', 'woven glass fabric, brominated flame retardant', ['plate', 'sheet'], ['water', 'oils', 'solvents'], ['machining', 'drilling'], 'Flame-retardant glass-epoxy laminate for printed circuit boards and insulating parts.', { density_kg_m3: 1900, tensile_strength_mpa: 310, youngs_modulus_mpa: 24000, glass_transition_c: 135, max_service_temperature_c: 130, thermal_conductivity_w_mk: 0.3 }],
  ['PF laminate CC 201', 'thermoset', 'PF CC', 'IEC 60893-3-4', 'cotton fabric', ['plate', 'rod', 'tube'], ['oils', 'water', 'solvents'], ['machining'], 'Phenolic cotton-fabric laminate for gears, bearings and insulating washers.', { density_kg_m3: 1350, tensile_strength_mpa: 80, youngs_modulus_mpa: 7000, max_service_temperature_c: 110 }],
  ['PF laminate CP 201', 'thermoset', 'PF CP', 'IEC 60893-3-4', 'cellulose paper', ['plate'], ['oils', 'solvents'], ['punching', 'machining'], 'Phenolic paper laminate for electrical insulating parts and terminal boards.', { density_kg_m3: 1350, tensile_strength_mpa: 120, youngs_modulus_mpa: 8000, max_service_temperature_c: 120 }],
  ['MF moulding compound', 'thermoset', 'MF', 'ISO 14528-1', 'cellulose filler', ['granulate'], ['water', 'detergents', 'solvents'], COMPOUND, 'Melamine-formaldehyde compound for tableware, switches and scratch-resistant parts.', { density_kg_m3: 1500, tensile_strength_mpa: 60, youngs_modulus_mpa: 8000, max_service_temperature_c: 120 }],
  ['UF moulding compound', 'thermoset', 'UF', 'ISO 14527-1', 'cellulose filler', ['granulate'], ['oils', 'solvents'], COMPOUND, 'Urea-formaldehyde compound for wiring accessories and closures.', { density_kg_m3: 1500, tensile_strength_mpa: 50, youngs_modulus_mpa: 7500, max_service_temperature_c: 90 }],
  ['PF moulding compound GF', 'thermoset', 'PF', 'ISO 14526-1', 'glass fibre and mineral filler', ['granulate'], ['oils', 'fuels', 'coolants'], COMPOUND, 'Glass-reinforced phenolic compound for commutators, pump housings and brake pistons.', { density_kg_m3: 1800, tensile_strength_mpa: 80, youngs_modulus_mpa: 16000, max_service_temperature_c: 180 }],
  ['BMI resin', 'thermoset', 'BMI', 'ISO 1043-1', '', ['film', 'prepreg'], ['fuels', 'hydraulic fluids', 'water'], ['autoclave curing', 'resin transfer moulding'], 'Bismaleimide matrix for composites in hot aero-engine and airframe zones.', { density_kg_m3: 1250, tensile_strength_mpa: 80, youngs_modulus_mpa: 4200, glass_transition_c: 290, max_service_temperature_c: 230 }],
  ['Cyanate ester resin', 'thermoset', 'CE', 'ISO 1043-1', '', ['film', 'prepreg'], ['water', 'solvents'], ['autoclave curing'], 'Low-moisture, low-dielectric-loss matrix for radomes and satellite structures.', { density_kg_m3: 1200, tensile_strength_mpa: 80, youngs_modulus_mpa: 3100, glass_transition_c: 250, max_service_temperature_c: 200 }],
  ['DAP moulding compound', 'thermoset', 'PDAP', 'ISO 1043-1', 'glass fibre', ['granulate'], ['water', 'solvents', 'oils'], COMPOUND, 'Diallyl phthalate compound for high-reliability connectors.', { density_kg_m3: 1750, tensile_strength_mpa: 60, youngs_modulus_mpa: 10000, max_service_temperature_c: 160 }],
  ['Silicone resin laminate', 'thermoset', 'SI', 'IEC 60893-3-6', 'woven glass fabric', ['plate'], ['water', 'oils', 'ozone'], ['machining'], 'Glass-silicone laminate for heat-resistant electrical insulation in motors and furnaces.', { density_kg_m3: 1800, tensile_strength_mpa: 150, youngs_modulus_mpa: 14000, max_service_temperature_c: 250 }],
];

const FOAM = ['cutting', 'bonding'];

export const FOAMS: readonly MaterialRow[] = [
  ['EPS 100 insulation board', 'thermoplastic', 'EPS', 'EN 13163', 'flame retardant', ['board'], ['water', 'dilute acids'], FOAM, 'Expanded polystyrene board for wall and floor insulation; compressive stress 100 kPa at 10 % deformation.', { density_kg_m3: 20, compressive_strength_mpa: 0.1, thermal_conductivity_w_mk: 0.035, max_service_temperature_c: 80 }],
  ['EPS 200 insulation board', 'thermoplastic', 'EPS', 'EN 13163', 'flame retardant', ['board'], ['water', 'dilute acids'], FOAM, 'Expanded polystyrene board for loaded floors and perimeter insulation.', { density_kg_m3: 30, compressive_strength_mpa: 0.2, thermal_conductivity_w_mk: 0.033, max_service_temperature_c: 80 }],
  ['XPS 300 insulation board', 'thermoplastic', 'XPS', 'EN 13164', 'flame retardant', ['board'], ['water', 'frost'], FOAM, 'Extruded polystyrene board for inverted roofs and perimeter insulation.', { density_kg_m3: 33, compressive_strength_mpa: 0.3, thermal_conductivity_w_mk: 0.034, max_service_temperature_c: 75 }],
  ['PIR insulation board', 'thermoset', 'PIR', 'EN 13165', 'aluminium foil facings', ['board'], ['water', 'solvents'], FOAM, 'Rigid polyisocyanurate foam board for roofs and walls.', { density_kg_m3: 32, compressive_strength_mpa: 0.15, thermal_conductivity_w_mk: 0.022, max_service_temperature_c: 110 }],
  ['PUR rigid foam', 'thermoset', 'PUR', 'EN 13165', 'blowing agent', ['board', 'block'], ['water', 'oils'], ['foaming', 'cutting'], 'Rigid polyurethane foam for refrigerator walls, pipe insulation and sandwich panels.', { density_kg_m3: 35, compressive_strength_mpa: 0.2, thermal_conductivity_w_mk: 0.024, max_service_temperature_c: 100 }],
  ['PE foam, cross-linked', 'thermoplastic', 'PE-X foam', 'ISO 1043-1', '', ['sheet', 'roll'], ['water', 'dilute acids', 'alcohols'], ['cutting', 'thermoforming', 'lamination'], 'Closed-cell cross-linked polyethylene foam for gaskets, packaging and sports mats.', { density_kg_m3: 30, tensile_strength_mpa: 0.4, thermal_conductivity_w_mk: 0.038, max_service_temperature_c: 80 }],
  ['Melamine foam', 'thermoset', 'MF foam', 'ISO 1043-1', '', ['block', 'sheet'], ['solvents', 'oils'], ['cutting'], 'Open-cell melamine resin foam for acoustic absorbers and cleaning pads; inherently flame retardant.', { density_kg_m3: 9, thermal_conductivity_w_mk: 0.035, max_service_temperature_c: 220 }],
  ['PET structural foam core', 'thermoplastic', 'PET foam', 'ISO 1043-1', '', ['board', 'kit'], ['styrene', 'water', 'solvents'], ['cutting', 'thermoforming', 'infusion'], 'Recyclable closed-cell PET foam core for wind-turbine blades and sandwich panels.', { density_kg_m3: 100, compressive_strength_mpa: 1.4, youngs_modulus_mpa: 90, max_service_temperature_c: 100 }],
  ['PVC cross-linked foam core', 'thermoplastic', 'PVC foam', 'ISO 1043-1', '', ['board', 'kit'], ['styrene', 'water'], ['cutting', 'thermoforming', 'infusion'], 'Cross-linked PVC foam core for boat hulls and decks.', { density_kg_m3: 80, compressive_strength_mpa: 1.4, youngs_modulus_mpa: 95, max_service_temperature_c: 70 }],
  ['PMI foam core', 'thermoplastic', 'PMI foam', 'ISO 1043-1', '', ['board', 'kit'], ['solvents', 'fuels'], ['machining', 'thermoforming', 'autoclave curing'], 'Polymethacrylimide foam core that survives prepreg autoclave cycles; for aircraft and racing car structures.', { density_kg_m3: 75, compressive_strength_mpa: 1.5, youngs_modulus_mpa: 92, max_service_temperature_c: 180 }],
];
