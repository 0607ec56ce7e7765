/**
 * Thermoplastics: base polymers with typical values of unfilled injection-moulding grades (dry as
 * moulded, 23 °C) and the compounds made of them. Standards are the ISO designation systems of the
 * moulding and extrusion materials (ISO 1043-1 where a material has none of its own).
 */

/** [density kg/m³, Rm MPa, E MPa, elongation %, λ W/m/K, α µm/m/K, Tm °C (0 none), Tg °C (0 none), max service °C, Shore D (0 none), Charpy notched kJ/m² (0 none)] */
export type PolymerValues = readonly [density: number, tensile: number, modulus: number, elongation: number, conductivity: number, expansion: number, melting: number, glass: number, service: number, shoreD: number, impact: number];

export type Resistance = 'olefin' | 'styrenic' | 'polyamide' | 'polyester' | 'acetal' | 'polycarbonate' | 'sulfone' | 'high' | 'fluoro' | 'vinyl' | 'bio';

/** How a polymer is processed: m moulding, x extrusion, s semi-finished shapes machined, p pipes. */
export type Processing = 'm' | 'mx' | 'ms' | 'xp' | 'sinter';

/**
 * [ISO 1043 symbol, name, standard, semi-crystalline, values, resistance, processing, unfilled trade name
 * ('' when a hand-written demo material covers it), uses, compounds]
 */
export type PolymerRow = readonly [symbol: string, name: string, standard: string, semiCrystalline: boolean, values: PolymerValues, resistance: Resistance, processing: Processing, unfilled: string, uses: string, compounds: readonly string[]];

export const POLYMERS: readonly PolymerRow[] = [
  ['PP-H', 'polypropylene homopolymer', 'ISO 19069-1', true, [905, 33, 1500, 100, 0.22, 150, 163, -10, 100, 72, 4], 'olefin', 'mx', '', 'housings, packaging and chemical tanks', ['GF20', 'GF30', 'GF40', 'TD20', 'TD40', 'MD30', 'UV', 'FR']],
  ['PP-B', 'polypropylene block copolymer', 'ISO 19069-1', true, [900, 25, 1200, 150, 0.22, 150, 165, -20, 90, 65, 12], 'olefin', 'mx', '', 'bumpers, crates and battery cases', ['GF20', 'TD20', 'UV']],
  ['PP-R', 'polypropylene random copolymer', 'ISO 19069-1', true, [900, 28, 900, 300, 0.22, 150, 145, -15, 95, 60, 20], 'olefin', 'xp', 'PP-R pipe grade', 'hot and cold water pipes and transparent containers', []],
  ['PE-HD', 'high-density polyethylene', 'ISO 17855-1', true, [955, 26, 1000, 600, 0.40, 200, 130, -110, 80, 63, 15], 'olefin', 'xp', '', 'pipes, fuel tanks and containers', ['UV', 'EL']],
  ['PE-LLD', 'linear low-density polyethylene', 'ISO 17855-1', true, [920, 20, 250, 600, 0.33, 200, 123, -110, 70, 50, 0], 'olefin', 'mx', 'PE-LLD film grade', 'stretch film, liners and rotomoulded tanks', []],
  ['PE-UHMW', 'ultra-high-molecular-weight polyethylene', 'ISO 21304-1', true, [935, 40, 700, 350, 0.41, 200, 135, -110, 80, 62, 0], 'olefin', 'sinter', 'PE-UHMW sheet', 'wear strips, chain guides and bulk-handling liners', ['EL']],
  ['PE-X', 'cross-linked polyethylene', 'ISO 15875-1', true, [940, 22, 800, 400, 0.41, 170, 125, -110, 95, 62, 0], 'olefin', 'xp', 'PE-X pipe grade', 'underfloor heating and hot-water pipes', []],
  ['PB-1', 'polybutene-1', 'ISO 15876-1', true, [937, 33, 450, 350, 0.22, 130, 125, -20, 95, 55, 0], 'olefin', 'xp', 'PB-1 pipe grade', 'hot and cold water plumbing pipes', []],
  ['PMP', 'polymethylpentene', 'ISO 1043-1', true, [835, 25, 1500, 20, 0.17, 117, 235, 30, 120, 65, 2], 'olefin', 'm', 'PMP transparent', 'laboratory ware, release films and microwave cookware', []],
  ['PVC-P', 'plasticized polyvinyl chloride', 'ISO 1043-1', false, [1250, 18, 20, 300, 0.15, 200, 0, -30, 60, 0, 0], 'vinyl', 'mx', 'PVC-P flexible compound', 'cable insulation, hoses and floor coverings', []],
  ['PVC-C', 'chlorinated polyvinyl chloride', 'ISO 1043-1', false, [1550, 55, 2700, 25, 0.14, 65, 0, 115, 95, 82, 5], 'vinyl', 'xp', 'PVC-C pipe compound', 'hot-water pipes, fire sprinklers and chemical ducts', []],
  ['PS', 'polystyrene (general purpose)', 'ISO 24022-1', false, [1050, 45, 3200, 3, 0.15, 70, 0, 100, 75, 78, 2], 'styrenic', 'mx', 'PS general purpose', 'packaging, disposable tableware and display parts', []],
  ['PS-I', 'high-impact polystyrene', 'ISO 19063-1', false, [1040, 25, 1900, 40, 0.16, 80, 0, 95, 70, 70, 10], 'styrenic', 'mx', 'PS-I high impact', 'refrigerator liners, housings and thermoformed trays', ['FR']],
  ['SAN', 'styrene-acrylonitrile copolymer', 'ISO 19064-1', false, [1080, 70, 3700, 3, 0.17, 70, 0, 110, 85, 80, 2], 'styrenic', 'm', 'SAN transparent', 'transparent household goods and battery boxes', ['GF30']],
  ['ABS', 'acrylonitrile-butadiene-styrene', 'ISO 19062-1', false, [1040, 45, 2300, 20, 0.17, 90, 0, 105, 85, 75, 20], 'styrenic', 'mx', '', 'appliance housings and interior parts', ['GF20', 'FR', 'HS']],
  ['ASA', 'acrylonitrile-styrene-acrylate', 'ISO 19065-1', false, [1070, 45, 2300, 25, 0.17, 90, 0, 105, 85, 75, 15], 'styrenic', 'mx', 'ASA weather resistant', 'outdoor housings, mirror shells and garden furniture', ['GF20']],
  ['PC', 'polycarbonate', 'ISO 7391-1', false, [1200, 65, 2400, 100, 0.20, 65, 0, 148, 125, 82, 70], 'polycarbonate', 'mx', '', 'glazing, lenses and housings', ['GF10', 'GF20', 'GF30', 'FR', 'UV']],
  ['PC+ABS', 'polycarbonate/ABS blend', 'ISO 1043-1', false, [1150, 55, 2400, 50, 0.20, 75, 0, 125, 100, 0, 45], 'polycarbonate', 'm', 'PC+ABS general purpose', 'automotive interiors, laptops and phone housings', ['FR']],
  ['PMMA', 'polymethyl methacrylate', 'ISO 24026-1', false, [1190, 72, 3200, 4, 0.19, 70, 0, 110, 80, 0, 2], 'styrenic', 'mx', '', 'glazing, light guides and lenses', ['HI']],
  ['PA6', 'polyamide 6', 'ISO 16396-1', true, [1130, 80, 3000, 50, 0.25, 90, 220, 60, 100, 80, 5], 'polyamide', 'ms', '', 'gears, bearings and cable ties', ['GF15', 'GF30', 'GF50', 'MD30', 'CF30', 'HI', 'FR', 'HS']],
  ['PA66', 'polyamide 66', 'ISO 16396-1', true, [1140, 85, 3100, 40, 0.26, 85, 260, 70, 110, 82, 5], 'polyamide', 'ms', '', 'automotive and electrical parts', ['GF15', 'GF25', 'GF35', 'GF50', 'CF30', 'MD40', 'HI', 'FR']],
  ['PA11', 'polyamide 11', 'ISO 16396-1', true, [1030, 50, 1300, 300, 0.23, 100, 189, 45, 110, 72, 9], 'polyamide', 'mx', 'PA11 natural', 'fuel lines, air-brake tubing and sports shoes', ['GF30']],
  ['PA12', 'polyamide 12', 'ISO 16396-1', true, [1010, 50, 1400, 250, 0.23, 110, 178, 40, 90, 72, 8], 'polyamide', 'mx', '', 'tubing and powder-bed printing', ['GF30', 'CF20']],
  ['PA46', 'polyamide 46', 'ISO 16396-1', true, [1180, 100, 3300, 40, 0.30, 80, 295, 80, 150, 85, 9], 'polyamide', 'm', 'PA46 natural', 'gears, bearing cages and engine-bay parts', ['GF30', 'GF50']],
  ['PA610', 'polyamide 610', 'ISO 16396-1', true, [1080, 60, 2000, 100, 0.23, 100, 222, 50, 110, 78, 6], 'polyamide', 'mx', 'PA610 natural', 'bristles, tubing and connectors with low moisture uptake', ['GF30']],
  ['PA612', 'polyamide 612', 'ISO 16396-1', true, [1060, 60, 2000, 150, 0.22, 100, 218, 45, 110, 78, 6], 'polyamide', 'mx', 'PA612 natural', 'fuel lines, brush filaments and connectors', ['GF30']],
  ['PA6T/66', 'polyphthalamide', 'ISO 16396-1', true, [1180, 95, 3500, 5, 0.30, 60, 310, 125, 160, 0, 5], 'polyamide', 'm', 'PPA natural', 'high-temperature automotive and electronic parts', ['GF30', 'GF50']],
  ['POM-H', 'polyoxymethylene homopolymer', 'ISO 29988-1', true, [1420, 70, 3100, 40, 0.31, 110, 178, -60, 100, 85, 8], 'acetal', 'ms', 'POM-H homopolymer', 'precision gears, snap fits and zippers', ['GF20', 'PTFE15']],
  ['POM-C', 'polyoxymethylene copolymer', 'ISO 29988-1', true, [1410, 65, 2800, 35, 0.31, 110, 166, -60, 100, 81, 6], 'acetal', 'ms', '', 'precision mechanical parts', ['GF25', 'PTFE15', 'EL', 'UV']],
  ['PBT', 'polybutylene terephthalate', 'ISO 20028-1', true, [1300, 55, 2500, 50, 0.21, 130, 223, 45, 120, 80, 5], 'polyester', 'm', 'PBT unfilled', 'connectors, housings and sensor parts', ['GF15', 'GF20', 'GF45', 'FR', 'HI']],
  ['PET', 'polyethylene terephthalate', 'ISO 20028-1', true, [1390, 80, 3000, 50, 0.24, 70, 255, 78, 110, 85, 3], 'polyester', 'ms', '', 'packaging, fibres and bearing parts', ['GF30', 'GF45']],
  ['PPS', 'polyphenylene sulphide', 'ISO 20557-1', true, [1350, 70, 3800, 3, 0.30, 50, 280, 90, 220, 0, 3], 'high', 'm', 'PPS unfilled', 'pump parts and electrical components', ['GF30', 'CF30']],
  ['PSU', 'polysulfone', 'ISO 1043-1', false, [1240, 70, 2500, 50, 0.26, 56, 0, 187, 150, 0, 7], 'sulfone', 'm', '', 'steam-sterilizable parts and membranes', ['GF20', 'GF30']],
  ['PPSU', 'polyphenylsulfone', 'ISO 1043-1', false, [1290, 70, 2340, 60, 0.35, 56, 0, 220, 180, 0, 12], 'sulfone', 'ms', 'PPSU natural', 'surgical instrument handles, baby bottles and plumbing fittings', ['GF30']],
  ['PESU', 'polyethersulfone', 'ISO 1043-1', false, [1370, 85, 2700, 40, 0.18, 55, 0, 225, 180, 0, 7], 'sulfone', 'm', 'PESU natural', 'membranes, lamp holders and aircraft interior parts', ['GF20', 'GF30']],
  ['PEI', 'polyetherimide', 'ISO 1043-1', false, [1270, 105, 3300, 60, 0.22, 56, 0, 217, 170, 0, 5], 'sulfone', 'm', '', 'aircraft interiors and medical devices', ['GF20', 'GF30']],
  ['PEEK', 'polyether ether ketone', 'ISO 23153-1', true, [1300, 98, 3600, 45, 0.25, 47, 343, 143, 260, 85, 7], 'high', 'ms', '', 'high-temperature, wear and chemical service', ['CF30', 'PTFE15']],
  ['PAI', 'polyamide-imide', 'ISO 1043-1', false, [1420, 150, 4500, 7, 0.26, 31, 0, 280, 250, 0, 14], 'high', 'ms', 'PAI unfilled', 'bearings, thrust washers and semiconductor test sockets', ['GF30']],
  ['PI', 'polyimide (sintered)', 'ISO 1043-1', false, [1430, 85, 3100, 7, 0.35, 50, 0, 360, 300, 0, 0], 'high', 'sinter', 'PI sintered unfilled', 'seals, bushings and insulators in aerospace engines', ['GR15']],
  ['PTFE', 'polytetrafluoroethylene', 'ISO 12086-1', true, [2170, 25, 500, 300, 0.25, 120, 327, -100, 260, 55, 0], 'fluoro', 'sinter', '', 'seals and linings', ['GF25', 'C25', 'BZ40', 'GR15']],
  ['PFA', 'perfluoroalkoxy', 'ISO 12086-1', true, [2150, 28, 550, 300, 0.19, 130, 305, -90, 260, 60, 0], 'fluoro', 'mx', 'PFA natural', 'linings, tubing and wafer carriers for ultra-pure chemicals', []],
  ['FEP', 'fluorinated ethylene propylene', 'ISO 12086-1', true, [2150, 23, 500, 300, 0.20, 110, 260, -80, 205, 56, 0], 'fluoro', 'mx', 'FEP natural', 'wire insulation, tubing and release films', []],
  ['ETFE', 'ethylene tetrafluoroethylene', 'ISO 12086-1', true, [1700, 45, 1200, 300, 0.24, 100, 267, 110, 150, 72, 0], 'fluoro', 'mx', 'ETFE natural', 'cable insulation and architectural membranes', ['GF25']],
  ['PCTFE', 'polychlorotrifluoroethylene', 'ISO 12086-1', true, [2120, 38, 1400, 150, 0.20, 60, 212, 45, 150, 80, 0], 'fluoro', 'ms', 'PCTFE natural', 'cryogenic valve seats and barrier films', []],
  ['ECTFE', 'ethylene chlorotrifluoroethylene', 'ISO 12086-1', true, [1680, 50, 1700, 250, 0.15, 80, 240, 85, 150, 75, 0], 'fluoro', 'mx', 'ECTFE natural', 'linings and piping for acids and chlorine', []],
  ['PPE+PS', 'modified polyphenylene ether', 'ISO 1043-1', false, [1060, 55, 2500, 50, 0.20, 70, 0, 140, 105, 0, 15], 'styrenic', 'm', 'PPE+PS general purpose', 'pump housings, electrical enclosures and fluid engineering parts', ['GF20']],
  ['COC', 'cyclic olefin copolymer', 'ISO 1043-1', false, [1020, 60, 3000, 3, 0.16, 60, 0, 140, 130, 0, 2], 'olefin', 'm', 'COC optical grade', 'pre-filled syringes, microfluidics and optical lenses', []],
  ['PLA', 'polylactide', 'ISO 1043-1', true, [1240, 60, 3500, 6, 0.13, 70, 170, 60, 50, 83, 3], 'bio', 'mx', 'PLA general purpose', 'packaging, 3D-printing filament and disposables', []],
];

/** Compound codes (ISO 1043-2): GF glass fibre, CF carbon fibre, MD mineral, TD talc, GB glass beads, C carbon, BZ bronze, GR graphite, PTFE lubricant; and additive packages. */
export type CompoundKind = 'glass' | 'carbon' | 'mineral' | 'talc' | 'lubricant' | 'powder' | 'flame' | 'impact' | 'heat' | 'uv' | 'conductive';

export const COMPOUNDS: Readonly<Record<string, { kind: CompoundKind; share: number; filler: string; density: number }>> = {
  GF10: { kind: 'glass', share: 0.1, filler: 'glass fibre', density: 2550 },
  GF15: { kind: 'glass', share: 0.15, filler: 'glass fibre', density: 2550 },
  GF20: { kind: 'glass', share: 0.2, filler: 'glass fibre', density: 2550 },
  GF25: { kind: 'glass', share: 0.25, filler: 'glass fibre', density: 2550 },
  GF30: { kind: 'glass', share: 0.3, filler: 'glass fibre', density: 2550 },
  GF35: { kind: 'glass', share: 0.35, filler: 'glass fibre', density: 2550 },
  GF40: { kind: 'glass', share: 0.4, filler: 'glass fibre', density: 2550 },
  GF45: { kind: 'glass', share: 0.45, filler: 'glass fibre', density: 2550 },
  GF50: { kind: 'glass', share: 0.5, filler: 'glass fibre', density: 2550 },
  CF20: { kind: 'carbon', share: 0.2, filler: 'carbon fibre', density: 1800 },
  CF30: { kind: 'carbon', share: 0.3, filler: 'carbon fibre', density: 1800 },
  MD30: { kind: 'mineral', share: 0.3, filler: 'mineral filler', density: 2700 },
  MD40: { kind: 'mineral', share: 0.4, filler: 'mineral filler', density: 2700 },
  TD20: { kind: 'talc', share: 0.2, filler: 'talc', density: 2750 },
  TD40: { kind: 'talc', share: 0.4, filler: 'talc', density: 2750 },
  PTFE15: { kind: 'lubricant', share: 0.15, filler: 'PTFE', density: 2170 },
  C25: { kind: 'powder', share: 0.25, filler: 'carbon', density: 1900 },
  BZ40: { kind: 'powder', share: 0.4, filler: 'bronze', density: 8800 },
  GR15: { kind: 'powder', share: 0.15, filler: 'graphite', density: 2200 },
  FR: { kind: 'flame', share: 0, filler: 'halogen-free flame retardant (UL 94 V-0)', density: 0 },
  HI: { kind: 'impact', share: 0, filler: 'impact modifier', density: 0 },
  HS: { kind: 'heat', share: 0, filler: 'heat stabiliser', density: 0 },
  UV: { kind: 'uv', share: 0, filler: 'UV stabiliser and carbon black', density: 0 },
  EL: { kind: 'conductive', share: 0, filler: 'conductive carbon black (ESD)', density: 0 },
};

/** Compounds a hand-written demo material already stands for. */
export const HANDWRITTEN_COMPOUNDS = new Set(['PA66 GF30', 'PBT GF30', 'PEEK GF30', 'PPS GF40']);
