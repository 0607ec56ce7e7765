import type { Cell } from './demo-metal-builder.ts';

/**
 * Titanium (ASTM B265/B348 grades and named alloys), nickel alloys (UNS N0xxxx), magnesium and zinc
 * alloys. Values are minimum values of the product standards unless a row says typical.
 * Rows: [designation, EN number, UNS, standard, composition, [Rm, Rp0.2, A], density, E MPa, λ W/m/K, extra, use]
 */
export type SpecialRow = readonly [designation: string, number: string, uns: string, standard: string, composition: string, values: readonly [Cell, Cell, number], density: number, modulus: number, conductivity: number, extra: string, use: string];

const CP = (fe: string, o: string, extra = '') => `Fe:<=${fe}|O:<=${o}|C:<=0.08|N:<=0.03|H:<=0.015|${extra}Ti:rest`;
const TI64 = (o: string, fe: string, extra = '') => `Al:5.5-6.75|V:3.5-4.5|Fe:<=${fe}|O:<=${o}|C:<=0.08|N:<=0.05|H:<=0.015|${extra}Ti:rest`;

export const TITANIUM: readonly SpecialRow[] = [
  ['Ti Grade 1', '3.7025', 'R50250', 'ASTM B265', CP('0.20', '0.18'), [240, '138-310', 24], 4510, 105000, 16, 'unalloyed', 'deep-drawn parts, plate heat exchangers and cladding'],
  ['Ti Grade 3', '3.7055', 'R50550', 'ASTM B265', CP('0.30', '0.35'), [450, '380-550', 18], 4510, 105000, 16, 'unalloyed', 'pressure vessels and aircraft ducting'],
  ['Ti Grade 4', '3.7065', 'R50700', 'ASTM B348', CP('0.50', '0.40'), [550, '483-655', 15], 4510, 105000, 17, 'unalloyed', 'surgical implants, fasteners and airframe parts'],
  ['Ti Grade 7', '3.7235', 'R52400', 'ASTM B265', CP('0.30', '0.25', 'Pd:0.12-0.25|'), [345, '275-450', 20], 4510, 105000, 16, 'palladium alloyed', 'reducing acids and hot brines in chemical plant'],
  ['Ti Grade 9', '3.7195', 'R56320', 'ASTM B338', 'Al:2.5-3.5|V:2.0-3.0|Fe:<=0.25|O:<=0.15|C:<=0.08|N:<=0.03|H:<=0.015|Ti:rest', [620, 483, 15], 4480, 100000, 8.3, 'near-alpha', 'hydraulic tubing, bicycle frames and golf clubs'],
  ['Ti Grade 11', '3.7225', 'R52250', 'ASTM B265', CP('0.20', '0.18', 'Pd:0.12-0.25|'), [240, '138-310', 24], 4510, 105000, 16, 'palladium alloyed', 'highly corrosive chemical service needing good formability'],
  ['Ti Grade 12', '3.7105', 'R53400', 'ASTM B265', CP('0.30', '0.25', 'Mo:0.2-0.4|Ni:0.6-0.9|'), [483, 345, 18], 4510, 103000, 19, 'near-alpha', 'heat exchangers and hot chloride brines'],
  ['Ti Grade 16', '', 'R52402', 'ASTM B265', CP('0.30', '0.25', 'Pd:0.04-0.08|'), [345, '275-450', 20], 4510, 105000, 16, 'palladium alloyed', 'chemical process equipment'],
  ['Ti Grade 17', '', 'R52252', 'ASTM B265', CP('0.20', '0.18', 'Pd:0.04-0.08|'), [240, '138-310', 24], 4510, 105000, 16, 'palladium alloyed', 'formed parts in chemical plant'],
  ['Ti Grade 23', '3.7165', 'R56407', 'ASTM B348', TI64('0.13', '0.25').replace('Al:5.5-6.75', 'Al:5.5-6.5'), [828, 759, 10], 4430, 114000, 6.7, 'alpha-beta, extra low interstitials', 'surgical implants and cryogenic parts'],
  ['Ti Grade 26', '', 'R52404', 'ASTM B265', CP('0.30', '0.25', 'Ru:0.08-0.14|'), [345, '275-450', 20], 4510, 105000, 16, 'ruthenium alloyed', 'oil and gas and chemical service'],
  ['Ti Grade 29', '', 'R56404', 'ASTM B348', TI64('0.13', '0.25', 'Ru:0.08-0.14|').replace('Al:5.5-6.75', 'Al:5.5-6.5'), [828, 759, 10], 4430, 114000, 6.7, 'alpha-beta', 'sour oil and gas drilling components'],
  ['Ti Grade 36', '', 'R58450', 'ASTM B265', 'Nb:42.0-47.0|Fe:<=0.03|O:<=0.16|C:<=0.04|N:<=0.03|H:<=0.015|Ti:rest', [450, '410-655', 10], 5700, 62000, 7, 'beta', 'aerospace rivets and low-modulus parts'],
  ['Ti Grade 38', '', 'R54250', 'ASTM B265', 'Al:3.5-4.5|V:2.0-3.0|Fe:1.2-1.8|O:0.20-0.30|C:<=0.08|N:<=0.03|Ti:rest', [895, 795, 10], 4480, 110000, 7, 'alpha-beta', 'armour plate and aerospace structures'],
  ['Ti-6Al-4V STA', '3.7165', 'R56400', 'AMS 4965', TI64('0.20', '0.30'), [1100, 1000, 10], 4430, 114000, 6.7, 'alpha-beta, solution treated and aged', 'highly stressed forgings and fasteners'],
  ['Ti-6Al-7Nb', '', 'R56700', 'ISO 5832-11', 'Al:5.5-6.5|Nb:6.5-7.5|Ta:<=0.50|Fe:<=0.25|O:<=0.20|C:<=0.08|N:<=0.05|H:<=0.009|Ti:rest', [900, 800, 10], 4520, 105000, 7, 'alpha-beta', 'vanadium-free hip stems and bone screws'],
  ['Ti-5Al-2.5Sn', '3.7115', 'R54520', 'ASTM B265', 'Al:4.0-6.0|Sn:2.0-3.0|Fe:<=0.50|O:<=0.20|C:<=0.08|N:<=0.05|Ti:rest', [828, 795, 10], 4480, 110000, 7.8, 'alpha (Grade 6)', 'cryogenic tanks and jet engine casings'],
  ['Ti-6Al-2Sn-4Zr-2Mo', '3.7145', 'R54620', 'AMS 4919', 'Al:5.5-6.5|Sn:1.8-2.2|Zr:3.6-4.4|Mo:1.8-2.2|Si:0.06-0.10|Fe:<=0.25|O:<=0.15|Ti:rest', [931, 862, 10], 4540, 114000, 7, 'near-alpha', 'compressor disks and blades up to 540 °C'],
  ['Ti-6Al-2Sn-4Zr-6Mo STA', '', 'R56260', 'AMS 4981', 'Al:5.5-6.5|Sn:1.75-2.25|Zr:3.5-4.5|Mo:5.5-6.5|Fe:<=0.15|O:<=0.15|Ti:rest', [1172, 1103, 10], 4650, 114000, 7.1, 'alpha-beta, solution treated and aged', 'deep-hardening engine disks'],
  ['Ti-10V-2Fe-3Al STA', '', 'R56410', 'AMS 4984', 'V:9.0-11.0|Fe:1.6-2.2|Al:2.6-3.4|O:<=0.13|C:<=0.05|N:<=0.05|Ti:rest', [1193, 1103, 4], 4650, 110000, 7.8, 'near-beta, solution treated and aged', 'helicopter rotor hubs and landing gear'],
  ['Ti-15V-3Cr-3Sn-3Al ST', '', 'R58153', 'AMS 4914', 'V:14.0-16.0|Cr:2.5-3.5|Sn:2.5-3.5|Al:2.5-3.5|Fe:<=0.25|O:<=0.13|Ti:rest', [760, 700, 12], 4760, 80000, 8, 'metastable beta, solution treated', 'cold-formed aerospace sheet parts'],
  ['Ti-15V-3Cr-3Sn-3Al STA', '', 'R58153', 'AMS 4914', 'V:14.0-16.0|Cr:2.5-3.5|Sn:2.5-3.5|Al:2.5-3.5|Fe:<=0.25|O:<=0.13|Ti:rest', [1000, 965, 7], 4760, 103000, 8, 'metastable beta, solution treated and aged', 'springs, ducts and aerospace fasteners'],
  ['Ti-3Al-8V-6Cr-4Mo-4Zr STA', '', 'R58640', 'ASTM B348', 'Al:3.0-4.0|V:7.5-8.5|Cr:5.5-6.5|Mo:3.5-4.5|Zr:3.5-4.5|Fe:<=0.30|O:<=0.12|Ti:rest', [1138, 1103, 7], 4820, 105000, 6.2, 'beta (Grade 19), solution treated and aged', 'springs and oil-field fasteners'],
  ['Ti-8Al-1Mo-1V', '', 'R54810', 'AMS 4915', 'Al:7.35-8.35|Mo:0.75-1.25|V:0.75-1.25|Fe:<=0.30|O:<=0.12|Ti:rest', [896, 827, 10], 4370, 120000, 6, 'near-alpha', 'jet engine compressor blades'],
  ['Ti-6Al-6V-2Sn', '', 'R56620', 'AMS 4971', 'Al:5.0-6.0|V:5.0-6.0|Sn:1.5-2.5|Cu:0.35-1.0|Fe:0.35-1.0|O:<=0.20|Ti:rest', [1034, 965, 10], 4540, 110000, 6.6, 'alpha-beta, annealed', 'airframe forgings and rocket motor cases'],
];

const NIRES = (extra: string) => `${extra}Ni:rest`;

export const NICKEL: readonly SpecialRow[] = [
  ['Alloy 200', '2.4066', 'N02200', 'ASTM B162', 'Ni:>=99.0|Cu:<=0.25|Fe:<=0.40|Mn:<=0.35|C:<=0.15|Si:<=0.35|S:<=0.010', [380, 100, 40], 8890, 204000, 70, '', 'caustic soda handling, food processing and electronics'],
  ['Alloy 201', '2.4068', 'N02201', 'ASTM B162', 'Ni:>=99.0|Cu:<=0.25|Fe:<=0.40|Mn:<=0.35|C:<=0.02|Si:<=0.35|S:<=0.010', [345, 80, 40], 8890, 207000, 79, '', 'caustic evaporators above 315 °C'],
  ['Alloy K-500 annealed', '2.4375', 'N05500', 'ASTM B865', 'Ni:>=63.0|Cu:27.0-33.0|Al:2.30-3.15|Ti:0.35-0.85|Fe:<=2.0|Mn:<=1.5|C:<=0.25', [620, 280, 35], 8440, 179000, 17.5, '', 'pump shafts and valve trim before age hardening'],
  ['Alloy K-500 age hardened', '2.4375', 'N05500', 'ASTM B865', 'Ni:>=63.0|Cu:27.0-33.0|Al:2.30-3.15|Ti:0.35-0.85|Fe:<=2.0|Mn:<=1.5|C:<=0.25', [965, 690, 20], 8440, 179000, 17.5, '', 'marine propeller shafts, pump shafts and oil-well tools'],
  ['Alloy 601', '2.4851', 'N06601', 'ASTM B168', 'Ni:58.0-63.0|Cr:21.0-25.0|Al:1.0-1.7|C:<=0.10|Mn:<=1.0|Si:<=0.50|Cu:<=1.0|Fe:rest', [550, 205, 30], 8110, 207000, 11.2, '', 'furnace muffles, radiant tubes and heat-treatment baskets'],
  ['Alloy 617', '2.4663', 'N06617', 'ASTM B168', NIRES('Cr:20.0-24.0|Co:10.0-15.0|Mo:8.0-10.0|Al:0.8-1.5|Fe:<=3.0|C:0.05-0.15|'), [655, 240, 30], 8360, 211000, 13.4, '', 'gas turbine combustion cans and ethylene pyrolysis'],
  ['Alloy 690', '2.4642', 'N06690', 'ASTM B168', 'Ni:>=58.0|Cr:27.0-31.0|Fe:7.0-11.0|C:<=0.05|Mn:<=0.50|Si:<=0.50|Cu:<=0.50', [586, 240, 30], 8190, 211000, 13.5, '', 'nuclear steam generator tubing and nitric acid service'],
  ['Alloy 718 solution annealed', '2.4668', 'N07718', 'AMS 5662', 'Ni:50.0-55.0|Cr:17.0-21.0|Nb:4.75-5.50|Mo:2.80-3.30|Ti:0.65-1.15|Al:0.20-0.80|C:<=0.08|Fe:rest', ['<=965', '<=550', 30], 8190, 200000, 11.4, '', 'jet engine parts before age hardening; weldable'],
  ['Alloy 718 precipitation hardened', '2.4668', 'N07718', 'AMS 5663', 'Ni:50.0-55.0|Cr:17.0-21.0|Nb:4.75-5.50|Mo:2.80-3.30|Ti:0.65-1.15|Al:0.20-0.80|C:<=0.08|Fe:rest', [1275, 1034, 12], 8190, 200000, 11.4, '', 'turbine disks, shafts, fasteners and cryogenic tanks'],
  ['Alloy X-750', '2.4669', 'N07750', 'AMS 5667', 'Ni:>=70.0|Cr:14.0-17.0|Fe:5.0-9.0|Ti:2.25-2.75|Al:0.40-1.0|Nb:0.70-1.20|C:<=0.08', [1138, 793, 15], 8280, 214000, 12, '', 'springs, bolts and gas turbine parts'],
  ['Alloy 800', '1.4876', 'N08800', 'ASTM B409', 'Ni:30.0-35.0|Cr:19.0-23.0|Al:0.15-0.60|Ti:0.15-0.60|C:<=0.10|Fe:rest', [520, 205, 30], 7940, 196000, 11.5, '', 'heat exchangers, furnace components and sheathing'],
  ['Alloy 800H', '1.4958', 'N08810', 'ASTM B409', 'Ni:30.0-35.0|Cr:19.0-23.0|Al:0.15-0.60|Ti:0.15-0.60|C:0.05-0.10|Fe:rest', [450, 170, 30], 7940, 196000, 11.5, '', 'petrochemical furnace tubes and headers with creep strength'],
  ['Alloy 800HT', '1.4959', 'N08811', 'ASTM B409', 'Ni:30.0-35.0|Cr:19.0-23.0|Al:0.25-0.60|Ti:0.25-0.60|C:0.06-0.10|Fe:rest', [450, 170, 30], 7940, 196000, 11.5, '', 'pigtails, outlet headers and hydrocarbon cracking'],
  ['Alloy 825', '2.4858', 'N08825', 'ASTM B424', 'Ni:38.0-46.0|Cr:19.5-23.5|Mo:2.5-3.5|Cu:1.5-3.0|Ti:0.6-1.2|C:<=0.05|Fe:rest', [586, 241, 30], 8140, 196000, 11.1, '', 'sulphuric acid plant, sour gas and pickling equipment'],
  ['Alloy 925', '', 'N09925', 'API 6ACRA', 'Ni:42.0-46.0|Cr:19.5-22.5|Mo:2.5-3.5|Cu:1.5-3.0|Ti:1.9-2.4|Al:0.1-0.5|Fe:rest', [1000, 758, 18], 8080, 202000, 12, '', 'oil-well hangers, valves and downhole tools'],
  ['Alloy C-276', '2.4819', 'N10276', 'ASTM B575', NIRES('Mo:15.0-17.0|Cr:14.5-16.5|Fe:4.0-7.0|W:3.0-4.5|Co:<=2.5|C:<=0.010|'), [690, 283, 40], 8890, 205000, 10.2, '', 'flue gas desulphurization, pulp bleaching and chlorinated media'],
  ['Alloy C-22', '2.4602', 'N06022', 'ASTM B575', NIRES('Cr:20.0-22.5|Mo:12.5-14.5|Fe:2.0-6.0|W:2.5-3.5|Co:<=2.5|C:<=0.015|'), [690, 310, 45], 8690, 206000, 10.1, '', 'oxidizing and reducing acids, pharmaceutical reactors'],
  ['Alloy C-4', '2.4610', 'N06455', 'ASTM B575', NIRES('Cr:14.0-18.0|Mo:14.0-17.0|Fe:<=3.0|Ti:<=0.70|C:<=0.015|'), [690, 276, 40], 8640, 211000, 10.1, '', 'welded chemical plant without post-weld heat treatment'],
  ['Alloy 59', '2.4605', 'N06059', 'ASTM B575', NIRES('Cr:22.0-24.0|Mo:15.0-16.5|Fe:<=1.5|Al:0.1-0.4|C:<=0.010|'), [690, 340, 40], 8600, 210000, 10.4, '', 'most aggressive chloride media and flue gas cleaning'],
  ['Alloy 686', '2.4606', 'N06686', 'ASTM B575', NIRES('Cr:19.0-23.0|Mo:15.0-17.0|W:3.0-4.4|Fe:<=5.0|C:<=0.010|'), [690, 310, 45], 8730, 207000, 10, '', 'weld overlays and severe acid service'],
  ['Alloy C-2000', '2.4675', 'N06200', 'ASTM B575', NIRES('Cr:22.0-24.0|Mo:15.0-17.0|Cu:1.3-1.9|Fe:<=3.0|C:<=0.010|'), [690, 283, 40], 8500, 206000, 9.1, '', 'sulphuric and hydrochloric acid service'],
  ['Alloy B-2', '2.4617', 'N10665', 'ASTM B333', NIRES('Mo:26.0-30.0|Fe:<=2.0|Cr:<=1.0|C:<=0.02|'), [760, 350, 40], 9220, 217000, 11.1, '', 'hydrochloric acid at all concentrations and temperatures'],
  ['Alloy B-3', '2.4600', 'N10675', 'ASTM B333', 'Ni:>=65.0|Mo:27.0-32.0|Cr:1.0-3.0|Fe:1.0-3.0|C:<=0.010', [760, 350, 40], 9220, 216000, 11.2, '', 'reducing acids with better fabricability than B-2'],
  ['Alloy G-30', '2.4603', 'N06030', 'ASTM B582', 'Ni:rest|Cr:28.0-31.5|Fe:13.0-17.0|Mo:4.0-6.0|W:1.5-4.0|Cu:1.0-2.4|Co:<=5.0|C:<=0.03', [586, 241, 30], 8220, 202000, 10.2, '', 'phosphoric acid evaporators and nitric acid mixtures'],
  ['Alloy X', '2.4665', 'N06002', 'ASTM B435', NIRES('Cr:20.5-23.0|Fe:17.0-20.0|Mo:8.0-10.0|Co:0.5-2.5|W:0.2-1.0|C:0.05-0.15|'), [690, 276, 35], 8220, 205000, 9.1, '', 'combustion chambers and afterburner parts'],
  ['Alloy 263', '2.4650', 'N07263', 'AMS 5872', NIRES('Co:19.0-21.0|Cr:19.0-21.0|Mo:5.6-6.1|Ti:1.9-2.4|Al:0.3-0.6|Fe:<=0.7|'), [970, 580, 30], 8360, 224000, 11.7, '', 'gas turbine combustors and transition ducts'],
  ['Alloy 80A', '2.4952', 'N07080', 'EN 10302', NIRES('Cr:18.0-21.0|Ti:1.8-2.7|Al:1.0-1.8|Fe:<=3.0|Co:<=2.0|'), [1000, 620, 20], 8190, 222000, 11.2, '', 'exhaust valves and turbine blades'],
  ['Alloy 90', '2.4632', 'N07090', 'EN 10302', NIRES('Cr:18.0-21.0|Co:15.0-21.0|Ti:2.0-3.0|Al:1.0-2.0|Fe:<=1.5|'), [1100, 660, 20], 8180, 213000, 11.5, '', 'turbine blades, discs and hot-working tools'],
  ['Alloy 75', '2.4951', 'N06075', 'EN 10302', NIRES('Cr:18.0-21.0|Ti:0.2-0.6|Fe:<=5.0|C:0.08-0.15|'), [750, 275, 35], 8370, 206000, 11.7, '', 'sheet metal parts of gas turbines and furnaces'],
  ['Alloy 230', '2.4733', 'N06230', 'ASTM B435', NIRES('Cr:20.0-24.0|W:13.0-15.0|Mo:1.0-3.0|Co:<=5.0|Fe:<=3.0|Al:0.2-0.5|La:0.005-0.05|'), [760, 310, 40], 8970, 211000, 8.9, '', 'combustors, catalyst grids and nitriding furnace parts'],
  ['Alloy 282', '', 'N07208', 'AMS 5951', NIRES('Cr:18.5-20.5|Co:9.0-11.0|Mo:8.0-9.0|Ti:1.9-2.3|Al:1.38-1.65|Fe:<=1.5|'), [1100, 700, 20], 8270, 217000, 10.3, '', 'aero-engine and power turbine structures'],
  ['Alloy 20', '2.4660', 'N08020', 'ASTM B463', 'Ni:32.0-38.0|Cr:19.0-21.0|Mo:2.0-3.0|Cu:3.0-4.0|Nb:<=1.0|C:<=0.07|Fe:rest', [551, 241, 30], 8080, 193000, 12.3, '', 'sulphuric acid pickling and storage'],
  ['Alloy 31', '1.4562', 'N08031', 'ASTM B625', 'Ni:30.0-32.0|Cr:26.0-28.0|Mo:6.0-7.0|Cu:1.0-1.4|N:0.15-0.25|C:<=0.015|Fe:rest', [650, 276, 40], 8100, 195000, 11.5, '', 'seawater, phosphoric and sulphuric acid service'],
  ['Alloy 36', '1.3912', 'K93603', 'ASTM F1684', 'Ni:35.0-37.0|Mn:<=0.60|Si:<=0.40|C:<=0.05|Fe:rest', [450, 240, 30], 8100, 141000, 10.5, 'low-expansion', 'LNG containment, precision instruments and composite tooling (Invar type)'],
  ['Alloy 42', '1.3917', 'K94100', 'ASTM F30', 'Ni:41.0-43.0|Mn:<=0.80|Si:<=0.30|C:<=0.05|Fe:rest', [490, 250, 30], 8120, 148000, 10.7, 'controlled-expansion', 'glass-to-metal seals and lead frames'],
  ['Alloy 29-17', '1.3981', 'K94610', 'ASTM F15', 'Ni:28.5-29.5|Co:16.8-17.8|Mn:<=0.50|Si:<=0.20|C:<=0.04|Fe:rest', [520, 340, 30], 8360, 138000, 17.3, 'controlled-expansion', 'hermetic seals to hard glass and ceramics'],
];

/** Magnesium alloys (ASTM B90/B107/B80/B94, EN 1753): [..., 'wrought' | 'cast' in extra] */
export const MAGNESIUM: readonly SpecialRow[] = [
  ['AZ31B-O', '3.5312', 'M11311', 'ASTM B90', 'Al:2.5-3.5|Zn:0.6-1.4|Mn:0.20-1.0|Si:<=0.10|Cu:<=0.05|Mg:rest', [220, 110, 10], 1770, 45000, 96, 'wrought', 'formed sheet parts and laptop housings'],
  ['AZ31B-H24', '3.5312', 'M11311', 'ASTM B90', 'Al:2.5-3.5|Zn:0.6-1.4|Mn:0.20-1.0|Si:<=0.10|Cu:<=0.05|Mg:rest', [270, 200, 6], 1770, 45000, 96, 'wrought', 'sheet, printing plates and battery cases'],
  ['AZ61A-F', '3.5612', 'M11610', 'ASTM B107', 'Al:5.8-7.2|Zn:0.40-1.5|Mn:0.15-0.50|Si:<=0.10|Mg:rest', [260, 145, 7], 1800, 45000, 80, 'wrought', 'extruded profiles and forgings'],
  ['AZ80A-T5', '', 'M11800', 'ASTM B91', 'Al:7.8-9.2|Zn:0.20-0.80|Mn:0.12-0.50|Si:<=0.10|Mg:rest', [330, 230, 4], 1800, 45000, 76, 'wrought', 'high-strength forgings and extrusions'],
  ['ZK60A-T5', '3.5161', 'M16600', 'ASTM B107', 'Zn:4.8-6.2|Zr:>=0.45|Mg:rest', [315, 250, 4], 1830, 45000, 120, 'wrought', 'highly stressed extrusions and forgings'],
  ['WE43-T6', '', 'M18430', 'ASTM B80', 'Y:3.7-4.3|Nd:2.0-2.5|Zr:>=0.40|Zn:<=0.20|Mg:rest', [220, 170, 2], 1840, 44000, 51, 'cast', 'aerospace gearboxes and helicopter transmissions up to 250 °C'],
  ['AM50A-F', '', 'M10500', 'ASTM B94', 'Al:4.5-5.3|Mn:0.28-0.50|Zn:<=0.20|Si:<=0.05|Mg:rest', [200, 110, 10], 1770, 45000, 65, 'cast', 'ductile die castings: steering wheels and seat frames'],
  ['AM60B-F', '', 'M10603', 'ASTM B94', 'Al:5.5-6.5|Mn:0.24-0.60|Zn:<=0.22|Si:<=0.10|Mg:rest', [220, 130, 8], 1790, 45000, 62, 'cast', 'instrument panel beams and wheels'],
  ['AS41B-F', '', 'M10412', 'ASTM B94', 'Al:3.5-5.0|Si:0.50-1.5|Mn:0.35-0.70|Zn:<=0.12|Mg:rest', [210, 140, 6], 1770, 45000, 68, 'cast', 'creep-resistant die castings for crankcases'],
  ['AE44-F', '', '', 'ASTM B94', 'Al:3.6-4.4|Ce+La+Nd+Pr:3.6-4.6|Mn:0.15-0.50|Zn:<=0.20|Mg:rest', [240, 140, 10], 1780, 45000, 84, 'cast', 'engine cradles and powertrain die castings'],
  ['ZE41A-T5', '', 'M16410', 'ASTM B80', 'Zn:3.5-5.0|Ce+La+Nd+Pr:0.75-1.75|Zr:0.40-1.0|Mn:<=0.15|Mg:rest', [200, 135, 2.5], 1840, 44000, 113, 'cast', 'pressure-tight aircraft castings'],
  ['EZ33A-T5', '', 'M12330', 'ASTM B80', 'Ce+La+Nd+Pr:2.5-4.0|Zn:2.0-3.1|Zr:0.50-1.0|Mg:rest', [140, 95, 2], 1800, 45000, 100, 'cast', 'castings for service up to 250 °C'],
  ['QE22A-T6', '', 'M18220', 'ASTM B80', 'Ag:2.0-3.0|Nd:1.8-2.5|Zr:0.40-1.0|Mg:rest', [240, 175, 2], 1820, 45000, 113, 'cast', 'aerospace housings and helicopter gearboxes'],
  ['EN-MCMgAl6Mn', '', '', 'EN 1753', 'Al:5.6-6.4|Mn:0.26-0.50|Zn:<=0.20|Si:<=0.08|Mg:rest', [190, 120, 4], 1790, 45000, 62, 'cast', 'die-cast automotive parts (AM60)'],
];

/** Zinc alloys (EN 12844 castings, EN 988 rolled zinc). */
export const ZINC: readonly SpecialRow[] = [
  ['ZnAl4Cu3', '', '', 'EN 12844', 'Al:3.8-4.2|Cu:2.7-3.3|Mg:0.035-0.06|Zn:rest', ['330-360', '', 2], 6800, 85000, 105, 'ZP0430, Zamak 2', 'die castings needing higher strength and hardness'],
  ['ZnAl8Cu1', '', '', 'EN 12844', 'Al:8.2-8.8|Cu:0.9-1.3|Mg:0.02-0.03|Zn:rest', ['370-400', '', 5], 6300, 85000, 115, 'ZP0810, ZA-8', 'gravity and pressure die castings'],
  ['ZnAl11Cu1', '', '', 'EN 12844', 'Al:10.8-11.5|Cu:0.5-1.2|Mg:0.02-0.03|Zn:rest', ['400-430', '', 5], 6000, 83000, 116, 'ZP1110, ZA-12', 'bearings and bushings'],
  ['ZnAl27Cu2', '', '', 'EN 12844', 'Al:25.5-28.0|Cu:2.0-2.5|Mg:0.012-0.02|Zn:rest', ['400-440', '', 5], 5000, 78000, 125, 'ZP2720, ZA-27', 'high-strength sand castings and bearings'],
  ['ZnCuTi', '', '', 'EN 988', 'Cu:0.08-1.00|Ti:0.06-0.20|Al:<=0.015|Zn:rest', ['>=150', '>=100', 35], 7200, 90000, 110, 'rolled zinc', 'roofing, façade cladding and rainwater goods'],
];
