/**
 * Copper and copper alloys: wrought (CW numbers, EN 1652 strip, EN 12163/12164 bar, EN 12449/12451
 * tube) with their tensile tempers Rxxx (minimum Rm in MPa) and, for strip, the equivalent hardness
 * tempers Hxxx (minimum HV); cast alloys (CC numbers, EN 1982) by casting method.
 */

export type CopperForm = 'strip' | 'bar' | 'tube' | 'wire';

/**
 * [designation, CW number, EN number, composition, density, E MPa, λ W/m/K, σ MS/m, form, tensile tempers,
 * elongation of the softest and hardest temper, use]
 */
export type WroughtCopperRow = readonly [designation: string, cw: string, number: string, composition: string, density: number, modulus: number, conductivity: number, electrical: number, form: CopperForm, tempers: readonly number[], elongation: readonly [number, number], use: string];

const BRASS = (cu: string, extra = '') => `Cu:${cu}|${extra}Pb:<=0.10|Fe:<=0.10|Zn:rest`;
const LEADED = (cu: string, pb: string, extra = '') => `Cu:${cu}|Pb:${pb}|${extra}Fe:<=0.30|Ni:<=0.30|Zn:rest`;

export const WROUGHT_COPPER: readonly WroughtCopperRow[] = [
  ['Cu-OF', 'CW008A', '2.0040', 'Cu:>=99.95', 8940, 127000, 394, 58, 'strip', [200, 220, 240, 290, 360], [42, 2], 'electronic components, vacuum devices and superconductor stabilizers'],
  ['Cu-HCP', 'CW021A', '2.0070', 'Cu:>=99.95|P:0.002-0.007', 8940, 127000, 385, 57, 'strip', [200, 240, 290], [42, 4], 'weldable and brazeable electrical conductors'],
  ['Cu-DLP', 'CW023A', '2.0076', 'Cu:>=99.90|P:0.005-0.013', 8940, 127000, 350, 50, 'tube', [200, 250, 290], [42, 4], 'plumbing and heat exchanger tubes'],
  ['Cu-ETP', 'CW004A', '2.0065', 'Cu:>=99.90|O:<=0.040', 8930, 127000, 390, 58, 'strip', [200, 240, 290, 360], [42, 2], 'busbars, transformer windings and contacts'],
  ['Cu-DHP', 'CW024A', '2.0090', 'Cu:>=99.90|P:0.015-0.040', 8940, 127000, 340, 45, 'tube', [200, 250, 290], [42, 4], 'plumbing tubes, roofing and brazed assemblies'],
  ['CuAg0,10', 'CW013A', '2.1203', 'Ag:0.08-0.12|O:<=0.040|Cu:rest', 8940, 128000, 388, 57, 'strip', [220, 240, 290, 360], [40, 3], 'commutators and windings that must keep their strength when heated'],
  ['CuCr1Zr', 'CW106C', '2.1293', 'Cr:0.50-1.2|Zr:0.03-0.30|Fe:<=0.08|Si:<=0.10|Cu:rest', 8900, 130000, 320, 43, 'bar', [370, 400, 440], [15, 8], 'resistance welding electrodes and continuous casting moulds'],
  ['CuCr1', 'CW105C', '2.1291', 'Cr:0.50-1.2|Fe:<=0.08|Si:<=0.10|Cu:rest', 8900, 120000, 315, 44, 'bar', [360, 400], [15, 10], 'welding electrodes and high-current contacts'],
  ['CuNi2Si', 'CW111C', '2.0855', 'Ni:1.6-2.5|Si:0.40-0.8|Fe:<=0.20|Cu:rest', 8800, 140000, 200, 25, 'strip', [590, 640, 690], [10, 4], 'connectors, lead frames and current-carrying springs'],
  ['CuCo2Be', 'CW104C', '2.1285', 'Co:2.0-2.8|Be:0.40-0.7|Ni:<=0.30|Cu:rest', 8750, 130000, 210, 27, 'bar', [650, 750], [10, 5], 'welding electrode holders and plastic injection moulds'],
  ['CuBe2', 'CW101C', '2.1247', 'Be:1.8-2.1|Co+Ni:<=0.6|Cu:rest', 8360, 131000, 110, 12, 'strip', [410, 590, 690], [35, 2], 'springs, connectors and non-sparking tools (before age hardening)'],
  ['CuTeP', 'CW118C', '2.1546', 'Te:0.40-0.7|P:0.003-0.012|Cu:rest', 8940, 118000, 355, 50, 'bar', [250, 290], [10, 6], 'free-machining contacts, plasma torch nozzles and welding tips'],
  ['CuSP', 'CW114C', '2.1498', 'S:0.20-0.7|P:0.003-0.012|Cu:rest', 8940, 118000, 350, 52, 'bar', [250, 300], [10, 6], 'free-machining electrical parts'],
  ['CuFe2P', 'CW107C', '2.1310', 'Fe:2.1-2.6|P:0.015-0.15|Zn:0.05-0.20|Cu:rest', 8910, 123000, 260, 37, 'strip', [370, 420, 470], [8, 2], 'lead frames and connectors'],
  ['CuSn4', 'CW450K', '2.1016', 'Sn:3.5-4.5|P:0.01-0.40|Zn:<=0.20|Cu:rest', 8850, 115000, 85, 11, 'strip', [290, 390, 480, 540], [40, 2], 'springs, bellows and electrical contacts'],
  ['CuSn5', 'CW451K', '', 'Sn:4.5-5.5|P:0.01-0.40|Zn:<=0.20|Cu:rest', 8850, 115000, 80, 10, 'strip', [310, 400, 490, 550], [40, 2], 'springs and connectors'],
  ['CuSn6', 'CW452K', '2.1020', 'Sn:5.5-7.0|P:0.01-0.40|Zn:<=0.20|Cu:rest', 8800, 118000, 75, 9, 'strip', [350, 420, 500, 560, 640], [45, 2], 'spring contacts, diaphragms and screws'],
  ['CuSn8', 'CW453K', '2.1030', 'Sn:7.5-8.5|P:0.01-0.40|Zn:<=0.20|Cu:rest', 8800, 115000, 67, 7.5, 'strip', [450, 540, 620], [30, 3], 'springs and plain bearings'],
  ['CuZn5', 'CW500L', '2.0220', BRASS('94.0-96.0'), 8860, 125000, 234, 33, 'strip', [230, 270, 340], [45, 5], 'coins, emblems and electrical parts'],
  ['CuZn10', 'CW501L', '2.0230', BRASS('89.0-91.0'), 8800, 124000, 188, 25, 'strip', [240, 280, 350, 410], [45, 4], 'jewellery, plaques and contacts'],
  ['CuZn15', 'CW502L', '2.0240', BRASS('84.0-86.0'), 8750, 122000, 159, 21, 'strip', [260, 300, 370, 440], [45, 3], 'bellows, cosmetic cases and flexible hoses'],
  ['CuZn20', 'CW503L', '2.0250', BRASS('79.0-81.0'), 8670, 120000, 142, 19, 'strip', [270, 320, 390, 460], [48, 3], 'bellows, jewellery and musical instruments'],
  ['CuZn28', 'CW504L', '2.0261', BRASS('71.0-73.0'), 8550, 114000, 121, 16, 'strip', [280, 350, 420], [50, 4], 'deep-drawn parts'],
  ['CuZn30', 'CW505L', '2.0265', BRASS('69.0-71.0'), 8530, 114000, 121, 16, 'strip', [270, 350, 410, 480, 550], [50, 3], 'cartridge cases and deep-drawn parts'],
  ['CuZn33', 'CW506L', '2.0280', BRASS('66.0-68.0'), 8500, 110000, 117, 15.5, 'strip', [280, 350, 420, 500], [48, 3], 'deep-drawn and spun parts'],
  ['CuZn36', 'CW507L', '2.0335', BRASS('63.5-65.5'), 8450, 110000, 116, 15.5, 'strip', [300, 350, 410, 480], [45, 3], 'pressed and drawn parts and hardware'],
  ['CuZn37', 'CW508L', '2.0321', BRASS('62.0-64.0'), 8440, 110000, 116, 15.5, 'strip', [300, 350, 410, 480, 550], [45, 3], 'general cold-formed brass parts'],
  ['CuZn40', 'CW509L', '2.0360', BRASS('59.5-61.5'), 8400, 103000, 123, 15, 'bar', [340, 400, 470], [40, 10], 'hot-stamped and hot-formed parts'],
  ['CuZn35Pb1', 'CW600N', '2.0331', LEADED('62.5-64.0', '0.8-1.6'), 8450, 105000, 116, 15.5, 'strip', [290, 370, 440], [40, 10], 'machinable strip for clock and instrument parts'],
  ['CuZn36Pb2As', 'CW602N', '', LEADED('61.0-63.0', '1.7-2.8', 'As:0.02-0.15|'), 8450, 105000, 116, 15.5, 'bar', [280, 320, 400], [30, 10], 'dezincification-resistant fittings for drinking water'],
  ['CuZn36Pb3', 'CW603N', '2.0375', LEADED('60.0-62.0', '2.5-3.5'), 8500, 97000, 115, 15, 'bar', [340, 400, 480], [25, 8], 'precision turned parts'],
  ['CuZn38Pb2', 'CW608N', '2.0380', LEADED('60.0-61.0', '1.6-2.5'), 8450, 97000, 115, 15, 'bar', [360, 410, 500], [25, 8], 'hot-stamped and machined fittings'],
  ['CuZn39Pb3', 'CW614N', '2.0401', LEADED('57.0-59.0', '2.5-3.5'), 8470, 97000, 113, 15, 'bar', [430, 500], [12, 8], 'turned parts on automatic lathes'],
  ['CuZn40Pb2', 'CW617N', '2.0402', LEADED('57.0-59.0', '1.6-2.5'), 8440, 97000, 115, 15, 'bar', [360, 430, 500], [20, 8], 'hot-stamped valve bodies and fittings'],
  ['CuZn21Si3P', 'CW724R', '', 'Cu:75.0-77.0|Si:2.7-3.5|P:0.02-0.10|Pb:<=0.09|Fe:<=0.30|Zn:rest', 8300, 104000, 35, 4.5, 'bar', [500, 550], [20, 12], 'lead-free machinable brass for drinking water fittings'],
  ['CuZn28Sn1As', 'CW706R', '2.0470', 'Cu:70.0-72.5|Sn:0.9-1.3|As:0.02-0.06|Pb:<=0.07|Fe:<=0.07|Zn:rest', 8530, 110000, 110, 14, 'tube', [290, 340], [45, 30], 'condenser tubes (admiralty brass)'],
  ['CuZn38Sn1As', 'CW717R', '', 'Cu:59.0-62.0|Sn:0.5-1.0|As:0.02-0.06|Pb:<=0.20|Fe:<=0.10|Zn:rest', 8400, 100000, 117, 15, 'bar', [340, 400], [30, 15], 'naval brass for marine hardware'],
  ['CuZn39Sn1', 'CW719R', '2.0530', 'Cu:59.0-61.0|Sn:0.5-1.0|Pb:<=0.20|Fe:<=0.10|Zn:rest', 8400, 100000, 117, 15, 'bar', [340, 400], [30, 15], 'seawater-resistant fittings'],
  ['CuZn20Al2As', 'CW702R', '2.0460', 'Cu:76.0-79.0|Al:1.8-2.3|As:0.02-0.06|Pb:<=0.05|Fe:<=0.07|Zn:rest', 8350, 110000, 100, 13, 'tube', [340, 390], [45, 30], 'condenser and heat exchanger tubes in seawater'],
  ['CuZn37Mn3Al2PbSi', 'CW713R', '2.0550', 'Cu:57.0-59.0|Mn:1.5-3.0|Al:1.3-2.3|Si:0.3-1.3|Pb:0.2-0.8|Fe:<=1.0|Zn:rest', 8100, 105000, 60, 8, 'bar', [540, 590, 630], [15, 8], 'synchronizer rings and heavily loaded bearings'],
  ['CuAl8Fe3', 'CW303G', '2.0932', 'Al:6.5-8.5|Fe:1.5-3.5|Mn:<=1.0|Ni:<=1.0|Cu:rest', 7770, 120000, 65, 7.5, 'bar', [480, 550], [30, 20], 'chemical plant and marine parts'],
  ['CuAl10Fe3Mn2', 'CW306G', '2.0936', 'Al:9.0-11.0|Fe:2.0-4.0|Mn:1.5-3.5|Ni:<=1.0|Cu:rest', 7600, 120000, 59, 7, 'bar', [590, 690], [12, 6], 'worm wheels, bushes and valve seats'],
  ['CuAl10Ni5Fe4', 'CW307G', '2.0966', 'Al:8.5-11.0|Ni:4.0-6.0|Fe:3.0-5.0|Mn:<=1.0|Cu:rest', 7600, 120000, 42, 5, 'bar', [740], [8, 8], 'marine propeller shafts, pump parts and heavily loaded bushes'],
  ['CuAl11Fe6Ni6', 'CW308G', '2.0978', 'Al:10.5-12.5|Fe:5.0-7.0|Ni:5.0-7.0|Mn:<=1.5|Cu:rest', 7500, 125000, 40, 4.5, 'bar', [740, 830], [5, 3], 'high-strength wear parts and guides'],
  ['CuNi10Fe1Mn', 'CW352H', '2.0872', 'Ni:9.0-11.0|Fe:1.0-2.0|Mn:0.5-1.0|Cu:rest', 8900, 135000, 50, 5.3, 'tube', [290, 350], [30, 15], 'seawater piping and condensers'],
  ['CuNi30Mn1Fe', 'CW354H', '2.0882', 'Ni:30.0-32.0|Fe:0.4-1.0|Mn:0.5-1.5|Cu:rest', 8950, 152000, 29, 2.7, 'tube', [350, 410], [35, 15], 'seawater cooling and desalination tubes'],
  ['CuNi9Sn2', 'CW351H', '2.0875', 'Ni:8.5-10.5|Sn:1.8-2.8|Fe:<=0.30|Cu:rest', 8890, 137000, 48, 6.5, 'strip', [340, 430, 540, 620], [40, 2], 'connectors and relay springs'],
  ['CuNi12Zn24', 'CW403J', '2.0730', 'Cu:63.0-66.0|Ni:11.0-13.0|Pb:<=0.03|Fe:<=0.30|Zn:rest', 8700, 125000, 40, 5, 'strip', [340, 430, 510, 600], [40, 2], 'nickel silver for keys, cutlery and spring contacts'],
  ['CuNi18Zn20', 'CW409J', '2.0740', 'Cu:60.0-63.0|Ni:17.0-19.0|Pb:<=0.03|Fe:<=0.30|Zn:rest', 8700, 135000, 33, 3.3, 'strip', [380, 450, 500, 580, 640], [35, 2], 'springs, relay parts and screening cans'],
  ['CuNi18Zn27', 'CW410J', '2.0742', 'Cu:53.0-56.0|Ni:17.0-19.0|Pb:<=0.03|Fe:<=0.30|Zn:rest', 8700, 135000, 32, 3.3, 'strip', [390, 480, 560], [35, 2], 'spring contacts and instrument parts'],
  ['CuSn0,15', 'CW117C', '', 'Sn:0.10-0.15|P:<=0.010|Cu:rest', 8930, 125000, 360, 50, 'strip', [250, 300, 360], [35, 3], 'radiator strip, lead frames and connectors'],
  ['CuZn0,5', 'CW119C', '', 'Zn:0.1-1.0|Cu:rest', 8930, 125000, 330, 46, 'strip', [250, 290], [35, 5], 'flexible conductors and connectors'],
  ['CuZr', 'CW120C', '', 'Zr:0.10-0.20|Cu:rest', 8900, 130000, 350, 50, 'bar', [280, 350], [20, 8], 'resistance welding electrodes and commutators'],
  ['CuPb1P', 'CW113C', '', 'Pb:0.7-1.5|P:0.003-0.012|Cu:rest', 8940, 118000, 350, 50, 'bar', [250, 290], [10, 6], 'free-machining connectors and terminals'],
  ['CuNi1Si', 'CW109C', '', 'Ni:1.0-1.6|Si:0.40-0.7|Fe:<=0.20|Cu:rest', 8800, 140000, 220, 29, 'bar', [440, 590], [15, 8], 'fasteners and fittings for overhead power lines'],
  ['CuSi3Mn1', 'CW116C', '', 'Si:2.7-3.5|Mn:0.7-1.3|Fe:<=0.30|Cu:rest', 8500, 105000, 35, 3.5, 'wire', [350, 480], [40, 10], 'welding wire, hot-water tanks and marine fasteners (silicon bronze)'],
  ['CuSn3Zn9', 'CW454K', '', 'Sn:1.5-3.5|Zn:7.5-10.0|P:<=0.20|Cu:rest', 8750, 115000, 105, 12, 'strip', [320, 420, 490, 560], [40, 2], 'connectors and spring contacts'],
  ['CuZn31Si1', 'CW708R', '', 'Cu:66.0-70.0|Si:0.7-1.3|Pb:<=0.8|Fe:<=0.40|Zn:rest', 8450, 105000, 63, 9, 'bar', [460, 530], [22, 12], 'bearing bushes, guides and piston pin bushes'],
  ['CuZn35Ni3Mn2AlPb', 'CW710R', '', 'Cu:58.0-60.0|Ni:2.0-3.0|Mn:1.5-2.5|Al:0.3-1.3|Pb:0.2-0.8|Fe:<=0.50|Zn:rest', 8300, 110000, 50, 7, 'bar', [490, 540], [20, 10], 'valve stems, gear parts and bearings'],
  ['CuZn40Mn2Fe1', 'CW723R', '', 'Cu:56.5-58.5|Mn:0.8-1.8|Fe:0.5-1.2|Al:<=0.30|Pb:<=0.50|Zn:rest', 8300, 105000, 65, 9, 'bar', [460, 540], [20, 10], 'valve seats and hydraulic parts'],
  ['CuAl6Si2Fe', 'CW301G', '', 'Al:6.0-6.4|Si:2.0-2.4|Fe:0.5-0.7|Ni:<=0.10|Cu:rest', 7700, 115000, 45, 6, 'bar', [500, 590], [20, 10], 'non-magnetic parts and non-sparking mining tools'],
  ['CuNi25', 'CW350H', '', 'Ni:24.0-26.0|Mn:<=0.50|Fe:<=0.30|Cu:rest', 8900, 150000, 30, 3, 'strip', [290, 370], [35, 5], 'coinage blanks'],
  ['CuMn12Ni', '', '2.1362', 'Mn:11.0-13.0|Ni:2.0-3.0|Fe:<=0.50|Cu:rest', 8400, 124000, 22, 2.3, 'wire', [420, 560], [25, 2], 'precision resistors and shunts (manganin)'],
  ['CuNi44Mn1', '', '2.0842', 'Ni:43.0-45.0|Mn:0.5-2.0|Fe:<=1.0|Cu:rest', 8900, 162000, 23, 2, 'wire', [420, 560], [25, 3], 'resistance wire, shunts and thermocouples (constantan)'],
];

/** Casting methods of EN 1982: GS sand, GM permanent mould, GZ centrifugal, GC continuous, GP pressure die. */
export type CastMethod = 'GS' | 'GM' | 'GZ' | 'GC' | 'GP';

/** [designation, CC number, composition, density, λ, σ MS/m, values per method [Rm ≥, Rp0.2 ≥, A ≥, HB ≥], use] */
export const CAST_COPPER: readonly (readonly [designation: string, cc: string, composition: string, density: number, conductivity: number, electrical: number, methods: Partial<Record<CastMethod, readonly [number, number, number, number]>>, use: string])[] = [
  ['Cu-C', 'CC040A', 'Cu:>=99.90|Pb:<=0.02', 8900, 340, 50, { GS: [150, 40, 25, 40] }, 'cast electrical components'],
  ['CuCr1-C', 'CC140C', 'Cr:0.40-1.2|Cu:rest', 8850, 300, 45, { GS: [300, 200, 10, 95], GM: [300, 200, 10, 95] }, 'electrode holders and conductive castings'],
  ['CuSn10-C', 'CC480K', 'Sn:9.0-11.0|Zn:<=0.50|Pb:<=1.0|Ni:<=2.0|P:<=0.20|Cu:rest', 8700, 55, 6, { GS: [250, 130, 18, 70], GM: [270, 160, 10, 80], GZ: [280, 160, 10, 80], GC: [280, 170, 10, 80] }, 'pump impellers, valve bodies and bearings'],
  ['CuSn11P-C', 'CC481K', 'Sn:10.0-11.5|P:0.50-1.0|Pb:<=0.25|Ni:<=0.10|Cu:rest', 8700, 45, 5.5, { GS: [250, 130, 5, 60], GM: [310, 170, 2, 85], GZ: [330, 170, 4, 90], GC: [350, 170, 5, 90] }, 'worm wheels and heavily loaded bearings'],
  ['CuSn12-C', 'CC483K', 'Sn:11.0-13.0|Pb:<=0.70|Ni:<=2.0|P:<=0.60|Cu:rest', 8700, 50, 5.5, { GS: [260, 140, 12, 80], GM: [270, 150, 5, 80], GZ: [280, 150, 5, 90], GC: [300, 150, 6, 90] }, 'gear wheels, spindle nuts and bearing shells'],
  ['CuSn12Ni2-C', 'CC484K', 'Sn:11.0-13.0|Ni:1.5-2.5|Pb:<=0.30|P:0.05-0.40|Cu:rest', 8700, 50, 5, { GS: [280, 160, 12, 85], GZ: [300, 180, 8, 95], GC: [300, 180, 10, 95] }, 'high-load worm gears and spindle nuts'],
  ['CuSn5Zn5Pb5-C', 'CC491K', 'Sn:4.0-6.0|Zn:4.0-6.0|Pb:4.0-6.0|Ni:<=2.0|Cu:rest', 8800, 70, 8, { GS: [200, 90, 13, 60], GM: [220, 110, 6, 65], GZ: [250, 110, 13, 65], GC: [250, 110, 13, 65] }, 'valves, pump housings and fittings (gunmetal)'],
  ['CuSn7Zn4Pb7-C', 'CC493K', 'Sn:6.0-8.0|Zn:2.0-5.0|Pb:5.0-8.0|Ni:<=2.0|Cu:rest', 8800, 60, 7, { GS: [230, 120, 15, 60], GZ: [260, 120, 12, 70], GC: [260, 120, 12, 70] }, 'plain bearings, bushes and sliding plates'],
  ['CuSn7Zn2Pb3-C', 'CC492K', 'Sn:6.0-8.0|Zn:1.5-3.0|Pb:2.5-3.5|Ni:<=2.0|Cu:rest', 8800, 60, 7, { GS: [230, 130, 14, 65], GZ: [260, 130, 12, 70], GC: [270, 130, 16, 70] }, 'valves and fittings for seawater and steam'],
  ['CuSn7Pb15-C', 'CC496K', 'Sn:6.0-8.0|Pb:13.0-17.0|Zn:<=2.0|Ni:<=2.0|Cu:rest', 9200, 50, 6, { GS: [170, 80, 8, 60], GZ: [200, 90, 7, 65], GC: [200, 90, 8, 65] }, 'plain bearings with poor lubrication'],
  ['CuSn10Pb10-C', 'CC495K', 'Sn:9.0-11.0|Pb:8.0-11.0|Zn:<=2.0|Ni:<=2.0|Cu:rest', 8950, 50, 5.5, { GS: [180, 80, 8, 60], GZ: [220, 110, 6, 70], GC: [220, 110, 8, 70] }, 'heavily loaded bearings for rolling mills'],
  ['CuSn5Pb20-C', 'CC497K', 'Sn:4.0-6.0|Pb:18.0-23.0|Zn:<=2.0|Ni:<=2.5|Cu:rest', 9300, 50, 6, { GS: [150, 60, 5, 45], GZ: [170, 90, 6, 50], GC: [180, 70, 7, 50] }, 'bearings running with little lubricant'],
  ['CuAl10Fe2-C', 'CC331G', 'Al:8.5-10.5|Fe:1.5-3.5|Ni:<=1.5|Mn:<=1.0|Cu:rest', 7600, 60, 7, { GS: [500, 180, 18, 100], GM: [600, 250, 20, 130], GZ: [550, 200, 15, 130], GC: [550, 200, 15, 130] }, 'pump bodies, gears and ship fittings'],
  ['CuAl10Ni3Fe2-C', 'CC332G', 'Al:8.5-10.5|Ni:1.5-4.0|Fe:1.0-3.0|Mn:<=2.0|Cu:rest', 7600, 50, 6, { GS: [500, 180, 18, 100], GM: [600, 250, 20, 130], GZ: [550, 220, 20, 120] }, 'valve bodies and pump parts in seawater'],
  ['CuAl10Fe5Ni5-C', 'CC333G', 'Al:8.5-10.5|Fe:4.0-5.5|Ni:4.0-6.0|Mn:<=3.0|Cu:rest', 7600, 42, 5, { GS: [600, 250, 13, 140], GM: [650, 280, 7, 150], GZ: [650, 280, 13, 150], GC: [650, 280, 13, 150] }, 'ship propellers, pump impellers and valve parts'],
  ['CuAl11Fe6Ni6-C', 'CC334G', 'Al:10.0-12.0|Fe:4.0-7.0|Ni:4.0-7.5|Mn:<=2.5|Cu:rest', 7500, 40, 4.5, { GS: [680, 320, 5, 170], GM: [750, 380, 5, 185], GZ: [750, 380, 5, 185] }, 'heavily loaded wear parts and guides'],
  ['CuZn33Pb2-C', 'CC750S', 'Cu:63.0-67.0|Pb:1.0-3.0|Sn:<=1.5|Fe:<=0.8|Zn:rest', 8500, 105, 14, { GS: [180, 70, 12, 45], GZ: [180, 70, 12, 50] }, 'gas and water fittings'],
  ['CuZn39Pb1Al-C', 'CC754S', 'Cu:58.0-63.0|Pb:0.5-2.5|Al:<=0.8|Fe:<=0.8|Zn:rest', 8400, 110, 14, { GM: [350, 150, 12, 90], GP: [350, 250, 4, 110] }, 'die-cast and gravity-cast fittings'],
  ['CuZn25Al5Mn4Fe3-C', 'CC762S', 'Cu:60.0-67.0|Al:3.0-7.0|Mn:2.5-5.0|Fe:1.5-4.0|Ni:<=3.0|Zn:rest', 8200, 50, 7, { GS: [750, 450, 8, 180], GM: [750, 480, 8, 180], GZ: [750, 480, 5, 190], GC: [750, 480, 5, 190] }, 'highly loaded bearings, worm wheels and hydraulic parts'],
  ['CuZn35Mn2Al1Fe1-C', 'CC765S', 'Cu:57.0-65.0|Mn:0.5-4.0|Al:0.5-2.5|Fe:0.5-2.0|Ni:<=3.0|Zn:rest', 8300, 80, 10, { GS: [450, 170, 20, 100], GM: [475, 200, 18, 110], GZ: [500, 200, 18, 110] }, 'ship propellers and marine fittings'],
  ['CuNi10Fe1Mn1-C', 'CC380H', 'Ni:9.0-11.0|Fe:1.0-1.8|Mn:1.0-1.5|Cu:rest', 8900, 45, 5, { GS: [280, 120, 20, 70] }, 'seawater valves and pump bodies'],
  ['CuNi30Fe1Mn1NbSi-C', 'CC383H', 'Ni:29.0-31.0|Fe:0.5-1.5|Mn:0.6-1.2|Nb:0.5-1.0|Si:0.3-0.7|Cu:rest', 8900, 30, 2.7, { GS: [440, 230, 18, 115], GC: [440, 230, 18, 115] }, 'seawater-resistant valve and pump castings'],
];
