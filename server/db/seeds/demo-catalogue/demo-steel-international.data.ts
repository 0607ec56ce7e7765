import type { Cell } from './demo-metal-builder.ts';

/**
 * Carbon and alloy steels of American (ASTM, AISI/SAE), Japanese (JIS) and Chinese (GB) standards.
 * Rows: [designation, standard, Rm, Rp (0 none), A % (0 none), HB ('' none), composition, what it is].
 */
export type NationalRow = readonly [designation: string, standard: string, tensile: Cell, proof: Cell, elongation: number, hardness: Cell, composition: string, text: string];

const US = (c: string, mn: string, rest = '', p = '0.035', s = '0.040') => `C:${c}|Mn:${mn}|P:<=${p}|S:<=${s}|${rest}Fe:rest`;
const PIPE = (c: string, mn: string, rest = '') => `C:<=${c}|Si:>=0.10|Mn:${mn}|P:<=0.035|S:<=0.035|Cr:<=0.40|Cu:<=0.40|Mo:<=0.15|Ni:<=0.40|V:<=0.08|${rest}Fe:rest`;
const P91 = 'C:0.08-0.12|Si:0.20-0.50|Mn:0.30-0.60|P:<=0.020|S:<=0.010|Cr:8.0-9.5|Mo:0.85-1.05|V:0.18-0.25|Nb:0.06-0.10|N:0.030-0.070|Ni:<=0.40|Fe:rest';
const WEATHERING = 'C:<=0.19|Si:0.30-0.65|Mn:0.80-1.25|P:<=0.030|S:<=0.030|Ni:<=0.40|Cr:0.40-0.65|Cu:0.25-0.40|V:0.02-0.10|Fe:rest';
const HPS = 'C:<=0.11|Si:0.30-0.50|Mn:1.10-1.35|P:<=0.020|S:<=0.006|Ni:0.25-0.40|Cr:0.45-0.70|Cu:0.25-0.40|Mo:0.02-0.08|V:0.04-0.08|Fe:rest';

/** ASTM plate, structural, pipe, sheet and bar grades. */
export const ASTM_STEELS: readonly NationalRow[] = [
  ['A572 Grade 42', 'ASTM A572', 415, 290, 24, '', US('<=0.21', '<=1.35', 'Si:<=0.40|Nb:<=0.05|V:<=0.15|', '0.030', '0.030'), 'High-strength low-alloy columbium-vanadium structural steel'],
  ['A572 Grade 50', 'ASTM A572', 450, 345, 21, '', US('<=0.23', '<=1.35', 'Si:<=0.40|Nb:<=0.05|V:<=0.15|', '0.030', '0.030'), 'High-strength low-alloy columbium-vanadium structural steel, the usual grade for plates and shapes'],
  ['A572 Grade 55', 'ASTM A572', 485, 380, 20, '', US('<=0.25', '<=1.35', 'Si:<=0.40|Nb:<=0.05|V:<=0.15|', '0.030', '0.030'), 'High-strength low-alloy columbium-vanadium structural steel'],
  ['A572 Grade 60', 'ASTM A572', 520, 415, 18, '', US('<=0.26', '<=1.35', 'Si:<=0.40|Nb:<=0.05|V:<=0.15|', '0.030', '0.030'), 'High-strength low-alloy columbium-vanadium structural steel'],
  ['A572 Grade 65', 'ASTM A572', 550, 450, 17, '', US('<=0.23', '<=1.65', 'Si:<=0.40|Nb:<=0.05|V:<=0.15|', '0.030', '0.030'), 'High-strength low-alloy columbium-vanadium structural steel'],
  ['A992', 'ASTM A992', 450, '345-450', 21, '', US('<=0.23', '0.50-1.60', 'Si:<=0.40|V:<=0.15|Nb:<=0.05|Cu:<=0.60|Ni:<=0.45|Cr:<=0.35|Mo:<=0.15|', '0.035', '0.045'), 'Structural steel for wide-flange shapes in building frames'],
  ['A588 Grade A', 'ASTM A588', 485, 345, 21, '', WEATHERING, 'Weathering high-strength low-alloy structural steel for unpainted bridges'],
  ['A588 Grade B', 'ASTM A588', 485, 345, 21, '', 'C:<=0.20|Si:0.15-0.50|Mn:0.75-1.35|P:<=0.030|S:<=0.030|Ni:<=0.50|Cr:0.40-0.70|Cu:0.20-0.40|V:0.01-0.10|Fe:rest', 'Weathering high-strength low-alloy structural steel'],
  ['A514 Grade B', 'ASTM A514', '760-895', 690, 18, '', 'C:0.12-0.21|Si:0.20-0.35|Mn:0.70-1.00|P:<=0.035|S:<=0.035|Cr:0.40-0.65|Mo:0.15-0.25|V:0.03-0.08|Ti:0.01-0.04|B:0.0005-0.005|Fe:rest', 'Quenched and tempered alloy steel plate for welded structures'],
  ['A514 Grade Q', 'ASTM A514', '760-895', 690, 18, '', 'C:0.14-0.21|Si:0.15-0.35|Mn:0.95-1.30|P:<=0.035|S:<=0.035|Ni:1.20-1.50|Cr:1.00-1.50|Mo:0.40-0.60|V:0.03-0.08|Fe:rest', 'Quenched and tempered alloy steel plate for heavy sections'],
  ['A709 Grade 50W', 'ASTM A709', 485, 345, 21, '', WEATHERING, 'Weathering structural steel for bridges'],
  ['A709 Grade HPS 50W', 'ASTM A709', 485, 345, 21, '', HPS, 'High-performance weathering bridge steel with improved toughness and weldability'],
  ['A709 Grade HPS 70W', 'ASTM A709', '585-760', 485, 19, '', HPS, 'High-performance weathering bridge steel, quenched and tempered or thermomechanically processed'],
  ['A283 Grade A', 'ASTM A283', '310-415', 165, 27, '', US('<=0.14', '<=0.90'), 'Low and intermediate tensile strength carbon steel plate'],
  ['A283 Grade B', 'ASTM A283', '345-450', 185, 25, '', US('<=0.17', '<=0.90'), 'Low and intermediate tensile strength carbon steel plate'],
  ['A283 Grade C', 'ASTM A283', '380-515', 205, 22, '', US('<=0.24', '<=0.90'), 'Carbon steel plate for tanks and general structures'],
  ['A283 Grade D', 'ASTM A283', '415-550', 230, 20, '', US('<=0.27', '<=0.90'), 'Carbon steel plate for tanks and general structures'],
  ['A285 Grade A', 'ASTM A285', '310-450', 165, 30, '', US('<=0.17', '<=0.90', '', '0.025', '0.025'), 'Low and intermediate tensile strength carbon steel plate for pressure vessels'],
  ['A285 Grade B', 'ASTM A285', '345-485', 185, 28, '', US('<=0.22', '<=0.90', '', '0.025', '0.025'), 'Carbon steel plate for pressure vessels'],
  ['A285 Grade C', 'ASTM A285', '380-515', 205, 27, '', US('<=0.28', '<=0.90', '', '0.025', '0.025'), 'Carbon steel plate for pressure vessels'],
  ['A516 Grade 55', 'ASTM A516', '380-515', 205, 27, '', US('<=0.18', '0.60-0.90', 'Si:0.15-0.40|', '0.025', '0.025'), 'Carbon steel pressure vessel plate for moderate and lower temperature service'],
  ['A516 Grade 60', 'ASTM A516', '415-550', 220, 25, '', US('<=0.21', '0.60-0.90', 'Si:0.15-0.40|', '0.025', '0.025'), 'Carbon steel pressure vessel plate for moderate and lower temperature service'],
  ['A516 Grade 65', 'ASTM A516', '450-585', 240, 23, '', US('<=0.24', '0.85-1.20', 'Si:0.15-0.40|', '0.025', '0.025'), 'Carbon steel pressure vessel plate for moderate and lower temperature service'],
  ['A516 Grade 70', 'ASTM A516', '485-620', 260, 21, '', US('<=0.27', '0.85-1.20', 'Si:0.15-0.40|', '0.025', '0.025'), 'Carbon steel pressure vessel plate, the most used boiler and tank grade'],
  ['A537 Class 1', 'ASTM A537', '485-620', 345, 22, '', US('<=0.24', '0.70-1.35', 'Si:0.15-0.50|', '0.025', '0.025'), 'Heat-treated carbon-manganese-silicon pressure vessel plate, normalized'],
  ['A537 Class 2', 'ASTM A537', '550-690', 415, 22, '', US('<=0.24', '0.70-1.35', 'Si:0.15-0.50|', '0.025', '0.025'), 'Heat-treated carbon-manganese-silicon pressure vessel plate, quenched and tempered'],
  ['A387 Grade 11 Class 2', 'ASTM A387', '515-690', 310, 22, '', 'C:0.05-0.17|Si:0.50-0.80|Mn:0.40-0.65|P:<=0.025|S:<=0.025|Cr:1.00-1.50|Mo:0.45-0.65|Fe:rest', '1¼Cr-½Mo pressure vessel plate for elevated temperature'],
  ['A387 Grade 22 Class 2', 'ASTM A387', '515-690', 310, 18, '', 'C:0.05-0.15|Si:<=0.50|Mn:0.30-0.60|P:<=0.025|S:<=0.025|Cr:2.00-2.50|Mo:0.90-1.10|Fe:rest', '2¼Cr-1Mo pressure vessel plate for elevated temperature'],
  ['A387 Grade 91 Class 2', 'ASTM A387', '585-760', 415, 18, '', P91, '9Cr-1Mo-V creep-strength-enhanced ferritic plate for power plant'],
  ['A106 Grade A', 'ASTM A106', 330, 205, 35, '', PIPE('0.25', '0.27-0.93'), 'Seamless carbon steel pipe for high-temperature service'],
  ['A106 Grade B', 'ASTM A106', 415, 240, 30, '', PIPE('0.30', '0.29-1.06'), 'Seamless carbon steel pipe for high-temperature service, the common refinery grade'],
  ['A106 Grade C', 'ASTM A106', 485, 275, 30, '', PIPE('0.35', '0.29-1.06'), 'Seamless carbon steel pipe for high-temperature service'],
  ['A53 Grade A', 'ASTM A53', 330, 205, 0, '', US('<=0.25', '<=0.95', 'Cu:<=0.40|Ni:<=0.40|Cr:<=0.40|', '0.050', '0.045'), 'Welded and seamless black and galvanized steel pipe'],
  ['A53 Grade B', 'ASTM A53', 415, 240, 0, '', US('<=0.30', '<=1.20', 'Cu:<=0.40|Ni:<=0.40|Cr:<=0.40|', '0.050', '0.045'), 'Welded and seamless black and galvanized steel pipe'],
  ['A333 Grade 3', 'ASTM A333', 450, 240, 30, '', 'C:<=0.19|Si:0.18-0.37|Mn:0.31-0.64|P:<=0.025|S:<=0.025|Ni:3.18-3.82|Fe:rest', '3½ % nickel steel pipe for low-temperature service'],
  ['A333 Grade 6', 'ASTM A333', 415, 240, 30, '', PIPE('0.30', '0.29-1.06'), 'Carbon steel pipe for low-temperature service down to −45 °C'],
  ['A335 P5', 'ASTM A335', 415, 205, 30, '', 'C:<=0.15|Si:<=0.50|Mn:0.30-0.60|P:<=0.025|S:<=0.025|Cr:4.00-6.00|Mo:0.45-0.65|Fe:rest', '5Cr-½Mo seamless ferritic alloy pipe for high-temperature service'],
  ['A335 P11', 'ASTM A335', 415, 205, 30, '', 'C:0.05-0.15|Si:0.50-1.00|Mn:0.30-0.60|P:<=0.025|S:<=0.025|Cr:1.00-1.50|Mo:0.44-0.65|Fe:rest', '1¼Cr-½Mo seamless ferritic alloy pipe for high-temperature service'],
  ['A335 P22', 'ASTM A335', 415, 205, 30, '', 'C:0.05-0.15|Si:<=0.50|Mn:0.30-0.60|P:<=0.025|S:<=0.025|Cr:1.90-2.60|Mo:0.87-1.13|Fe:rest', '2¼Cr-1Mo seamless ferritic alloy pipe for high-temperature service'],
  ['A335 P91', 'ASTM A335', 585, 415, 20, '<=250', P91, '9Cr-1Mo-V seamless pipe for main steam lines'],
  ['A335 P92', 'ASTM A335', 620, 440, 20, '<=250', 'C:0.07-0.13|Si:<=0.50|Mn:0.30-0.60|P:<=0.020|S:<=0.010|Cr:8.50-9.50|Mo:0.30-0.60|W:1.50-2.00|V:0.15-0.25|Nb:0.04-0.09|N:0.030-0.070|B:0.001-0.006|Fe:rest', '9Cr-2W seamless pipe for ultra-supercritical boilers'],
  ['A500 Grade B', 'ASTM A500', 400, 290, 23, '', US('<=0.26', '<=1.35'), 'Cold-formed welded and seamless carbon steel structural tubing'],
  ['A500 Grade C', 'ASTM A500', 425, 315, 21, '', US('<=0.23', '<=1.35'), 'Cold-formed welded and seamless carbon steel structural tubing'],
  ['A1011 CS Type B', 'ASTM A1011', '', '205-340', 25, '', US('0.02-0.15', '<=0.60', '', '0.030', '0.035'), 'Hot-rolled commercial steel sheet and strip'],
  ['A1011 SS Grade 36 Type 1', 'ASTM A1011', 365, 250, 22, '', US('<=0.25', '<=0.90', '', '0.035', '0.040'), 'Hot-rolled structural steel sheet and strip'],
  ['A1011 HSLAS Grade 50 Class 1', 'ASTM A1011', 450, 340, 22, '', US('<=0.23', '<=1.50', 'Nb:>=0.005|', '0.035', '0.040'), 'Hot-rolled high-strength low-alloy sheet with improved formability'],
  ['A1008 CS Type B', 'ASTM A1008', '', '140-275', 30, '', US('0.02-0.15', '<=0.60', '', '0.030', '0.035'), 'Cold-rolled commercial steel sheet'],
  ['A1008 DS Type B', 'ASTM A1008', '', '150-240', 36, '', US('0.02-0.08', '<=0.50', '', '0.020', '0.030'), 'Cold-rolled drawing steel sheet'],
  ['AISI 52100', 'ASTM A295', '', '', 0, '<=207', US('0.98-1.10', '0.25-0.45', 'Si:0.15-0.35|Cr:1.30-1.60|', '0.025', '0.015'), 'High-carbon chromium bearing steel, spheroidize annealed; 60–64 HRC hardened and tempered at 150–180 °C'],
  ['A615 Grade 60', 'ASTM A615', 620, 420, 9, '', 'P:<=0.06|Fe:rest', 'Deformed carbon steel reinforcing bar for concrete'],
  ['A706 Grade 60', 'ASTM A706', 550, '420-540', 14, '', 'C:<=0.30|Si:<=0.50|Mn:<=1.50|P:<=0.035|S:<=0.045|Fe:rest', 'Low-alloy weldable deformed reinforcing bar for seismic zones'],
  ['A131 Grade AH32', 'ASTM A131', '440-590', 315, 22, '', 'C:<=0.18|Si:0.10-0.50|Mn:0.90-1.60|P:<=0.035|S:<=0.035|Al:>=0.015|Fe:rest', 'Higher-strength hull structural steel for ships'],
  ['A131 Grade AH36', 'ASTM A131', '490-620', 355, 21, '', 'C:<=0.18|Si:0.10-0.50|Mn:0.90-1.60|P:<=0.035|S:<=0.035|Al:>=0.015|Fe:rest', 'Higher-strength hull structural steel for ships'],
  ['A131 Grade DH36', 'ASTM A131', '490-620', 355, 21, '', 'C:<=0.18|Si:0.10-0.50|Mn:0.90-1.60|P:<=0.035|S:<=0.035|Al:>=0.015|Fe:rest', 'Hull structural steel with impact energy at −20 °C'],
  ['A131 Grade EH36', 'ASTM A131', '490-620', 355, 21, '', 'C:<=0.18|Si:0.10-0.50|Mn:0.90-1.60|P:<=0.035|S:<=0.035|Al:>=0.015|Fe:rest', 'Hull structural steel with impact energy at −40 °C'],
];

/**
 * AISI/SAE carbon steels (SAE J403): [grade, UNS, C, Mn, extra elements, hot-rolled [Rm, Rp, A, HB],
 * cold-drawn [Rm, Rp, A, HB] or undefined]. Typical values of 19–32 mm bars.
 */
export const AISI_CARBON: readonly (readonly [grade: string, uns: string, c: string, mn: string, extra: string, hotRolled: readonly [number, number, number, number], coldDrawn?: readonly [number, number, number, number]])[] = [
  ['1006', 'G10060', '<=0.08', '0.25-0.40', '', [300, 170, 30, 86], [330, 280, 20, 95]],
  ['1008', 'G10080', '<=0.10', '0.30-0.50', '', [305, 170, 30, 86], [340, 285, 20, 95]],
  ['1010', 'G10100', '0.08-0.13', '0.30-0.60', '', [325, 180, 28, 95], [365, 305, 20, 105]],
  ['1015', 'G10150', '0.13-0.18', '0.30-0.60', '', [345, 190, 28, 101], [385, 325, 18, 111]],
  ['1018', 'G10180', '0.15-0.20', '0.60-0.90', '', [400, 220, 25, 116], [440, 370, 15, 126]],
  ['1020', 'G10200', '0.18-0.23', '0.30-0.60', '', [380, 210, 25, 111], [420, 350, 15, 121]],
  ['1022', 'G10220', '0.18-0.23', '0.70-1.00', '', [425, 230, 23, 121], [475, 400, 15, 137]],
  ['1025', 'G10250', '0.22-0.28', '0.30-0.60', '', [400, 220, 25, 116], [440, 370, 15, 126]],
  ['1030', 'G10300', '0.28-0.34', '0.60-0.90', '', [470, 260, 20, 137], [525, 440, 12, 149]],
  ['1035', 'G10350', '0.32-0.38', '0.60-0.90', '', [495, 270, 18, 143], [550, 460, 12, 163]],
  ['1040', 'G10400', '0.37-0.44', '0.60-0.90', '', [525, 290, 18, 149], [585, 490, 12, 170]],
  ['1045', 'G10450', '0.43-0.50', '0.60-0.90', '', [565, 310, 16, 163], [625, 530, 12, 179]],
  ['1050', 'G10500', '0.48-0.55', '0.60-0.90', '', [620, 340, 15, 179], [690, 580, 10, 197]],
  ['1055', 'G10550', '0.50-0.60', '0.60-0.90', '', [650, 355, 12, 192]],
  ['1060', 'G10600', '0.55-0.65', '0.60-0.90', '', [675, 370, 12, 201]],
  ['1070', 'G10700', '0.65-0.75', '0.60-0.90', '', [705, 385, 12, 212]],
  ['1080', 'G10800', '0.75-0.88', '0.60-0.90', '', [770, 420, 10, 229]],
  ['1095', 'G10950', '0.90-1.03', '0.30-0.50', '', [830, 460, 10, 248]],
  ['1117', 'G11170', '0.14-0.20', '1.00-1.30', 'S:0.08-0.13', [425, 235, 23, 121], [475, 400, 15, 137]],
  ['1137', 'G11370', '0.32-0.39', '1.35-1.65', 'S:0.08-0.13', [605, 330, 15, 174], [675, 565, 10, 197]],
  ['1141', 'G11410', '0.37-0.45', '1.35-1.65', 'S:0.08-0.13', [650, 355, 15, 192], [725, 605, 10, 212]],
  ['1144', 'G11440', '0.40-0.48', '1.35-1.65', 'S:0.24-0.33', [650, 355, 15, 197], [745, 620, 10, 217]],
  ['1215', 'G12150', '<=0.09', '0.75-1.05', 'P:0.04-0.09|S:0.26-0.35', [390, 205, 25, 121], [540, 415, 10, 167]],
  ['12L14', 'G12144', '<=0.15', '0.85-1.15', 'P:0.04-0.09|S:0.26-0.35|Pb:0.15-0.35', [390, 230, 22, 121], [540, 415, 10, 163]],
];

/**
 * AISI/SAE alloy steels (SAE J404): [grade, UNS, composition, annealed [Rm, Rp, A, HB], second condition,
 * [Rm, Rp, A, HB]]: quenched and tempered at 540 °C for through-hardening grades, normalized for carburizing ones.
 */
export const AISI_ALLOY: readonly (readonly [grade: string, uns: string, composition: string, annealed: readonly [number, number, number, number], second: 'QT' | 'normalized', values: readonly [number, number, number, number]])[] = [
  ['4118', 'G41180', US('0.18-0.23', '0.70-0.90', 'Si:0.15-0.35|Cr:0.40-0.60|Mo:0.08-0.15|'), [470, 300, 31, 137], 'normalized', [565, 365, 28, 163]],
  ['4130', 'G41300', US('0.28-0.33', '0.40-0.60', 'Si:0.15-0.35|Cr:0.80-1.10|Mo:0.15-0.25|'), [560, 460, 22, 156], 'QT', [1040, 980, 18, 302]],
  ['4140', 'G41400', US('0.38-0.43', '0.75-1.00', 'Si:0.15-0.35|Cr:0.80-1.10|Mo:0.15-0.25|'), [655, 415, 26, 197], 'QT', [1075, 985, 16, 311]],
  ['4142', 'G41420', US('0.40-0.45', '0.75-1.00', 'Si:0.15-0.35|Cr:0.80-1.10|Mo:0.15-0.25|'), [690, 435, 24, 207], 'QT', [1100, 1000, 15, 321]],
  ['4145', 'G41450', US('0.43-0.48', '0.75-1.00', 'Si:0.15-0.35|Cr:0.80-1.10|Mo:0.15-0.25|'), [705, 450, 23, 212], 'QT', [1150, 1050, 14, 331]],
  ['4150', 'G41500', US('0.48-0.53', '0.75-1.00', 'Si:0.15-0.35|Cr:0.80-1.10|Mo:0.15-0.25|'), [730, 380, 20, 197], 'QT', [1200, 1100, 12, 341]],
  ['4320', 'G43200', US('0.17-0.22', '0.45-0.65', 'Si:0.15-0.35|Ni:1.65-2.00|Cr:0.40-0.60|Mo:0.20-0.30|'), [580, 425, 29, 163], 'normalized', [795, 465, 21, 235]],
  ['4340', 'G43400', US('0.38-0.43', '0.60-0.80', 'Si:0.15-0.35|Ni:1.65-2.00|Cr:0.70-0.90|Mo:0.20-0.30|'), [745, 470, 22, 217], 'QT', [1260, 1170, 12, 363]],
  ['4620', 'G46200', US('0.17-0.22', '0.45-0.65', 'Si:0.15-0.35|Ni:1.65-2.00|Mo:0.20-0.30|'), [510, 370, 31, 149], 'normalized', [570, 365, 29, 174]],
  ['5120', 'G51200', US('0.17-0.22', '0.70-0.90', 'Si:0.15-0.35|Cr:0.70-0.90|'), [490, 300, 30, 143], 'normalized', [560, 330, 28, 165]],
  ['5140', 'G51400', US('0.38-0.43', '0.70-0.90', 'Si:0.15-0.35|Cr:0.70-0.90|'), [570, 295, 29, 167], 'QT', [1000, 900, 17, 293]],
  ['5160', 'G51600', US('0.55-0.65', '0.75-1.00', 'Si:0.15-0.35|Cr:0.70-0.90|'), [725, 275, 17, 197], 'QT', [1250, 1100, 12, 363]],
  ['6150', 'G61500', US('0.48-0.53', '0.70-0.90', 'Si:0.15-0.35|Cr:0.80-1.10|V:0.15-0.25|'), [665, 410, 23, 197], 'QT', [1300, 1200, 11, 375]],
  ['8620', 'G86200', US('0.18-0.23', '0.70-0.90', 'Si:0.15-0.35|Ni:0.40-0.70|Cr:0.40-0.60|Mo:0.15-0.25|'), [540, 385, 31, 149], 'normalized', [635, 360, 26, 183]],
  ['8630', 'G86300', US('0.28-0.33', '0.70-0.90', 'Si:0.15-0.35|Ni:0.40-0.70|Cr:0.40-0.60|Mo:0.15-0.25|'), [565, 370, 29, 156], 'QT', [1000, 900, 17, 293]],
  ['8640', 'G86400', US('0.38-0.43', '0.75-1.00', 'Si:0.15-0.35|Ni:0.40-0.70|Cr:0.40-0.60|Mo:0.15-0.25|'), [630, 400, 25, 187], 'QT', [1100, 1000, 15, 321]],
  ['8740', 'G87400', US('0.38-0.43', '0.75-1.00', 'Si:0.15-0.35|Ni:0.40-0.70|Cr:0.40-0.60|Mo:0.20-0.30|'), [650, 415, 25, 190], 'QT', [1100, 1000, 15, 321]],
  ['9260', 'G92600', US('0.56-0.64', '0.75-1.00', 'Si:1.80-2.20|'), [660, 485, 20, 197], 'QT', [1500, 1300, 10, 415]],
  ['9310', 'G93106', US('0.08-0.13', '0.45-0.65', 'Si:0.15-0.35|Ni:3.00-3.50|Cr:1.00-1.40|Mo:0.08-0.15|'), [820, 440, 17, 241], 'normalized', [905, 570, 19, 269]],
];

/** Further SAE J403 carbon and J1268/J404 alloy grades whose typical values are derived from carbon and alloy content: [grade, UNS, C, Mn, extra elements] */
export const SAE_CARBON_MORE: readonly (readonly [grade: string, uns: string, c: string, mn: string, extra: string])[] = [
  ['1011', 'G10110', '0.08-0.13', '0.60-0.90', ''], ['1026', 'G10260', '0.22-0.28', '0.60-0.90', ''], ['1038', 'G10380', '0.35-0.42', '0.60-0.90', ''],
  ['1043', 'G10430', '0.40-0.47', '0.70-1.00', ''], ['1046', 'G10460', '0.43-0.50', '0.70-1.00', ''], ['1064', 'G10640', '0.60-0.70', '0.50-0.80', ''],
  ['1065', 'G10650', '0.60-0.70', '0.60-0.90', ''], ['1074', 'G10740', '0.70-0.80', '0.50-0.80', ''], ['1075', 'G10750', '0.70-0.80', '0.40-0.70', ''],
  ['1078', 'G10780', '0.72-0.85', '0.30-0.60', ''], ['1084', 'G10840', '0.80-0.93', '0.60-0.90', ''], ['1086', 'G10860', '0.80-0.93', '0.30-0.50', ''],
  ['1090', 'G10900', '0.85-0.98', '0.60-0.90', ''], ['1513', 'G15130', '0.10-0.16', '1.10-1.40', ''], ['1522', 'G15220', '0.18-0.24', '1.10-1.40', ''],
  ['1524', 'G15240', '0.19-0.25', '1.35-1.65', ''], ['1526', 'G15260', '0.22-0.29', '1.10-1.40', ''], ['1527', 'G15270', '0.22-0.29', '1.20-1.50', ''],
  ['1536', 'G15360', '0.30-0.37', '1.20-1.50', ''], ['1541', 'G15410', '0.36-0.44', '1.35-1.65', ''], ['1548', 'G15480', '0.44-0.52', '1.10-1.40', ''],
  ['1552', 'G15520', '0.47-0.55', '1.20-1.50', ''], ['1566', 'G15660', '0.60-0.71', '0.85-1.15', ''], ['1118', 'G11180', '0.14-0.20', '1.30-1.60', 'S:0.08-0.13'],
  ['1146', 'G11460', '0.42-0.49', '0.70-1.00', 'S:0.08-0.13'], ['1151', 'G11510', '0.48-0.55', '0.70-1.00', 'S:0.08-0.13'],
];

const SAE = (c: string, mn: string, rest = '') => `C:${c}|Si:0.15-0.35|Mn:${mn}|P:<=0.030|S:<=0.040|${rest}Fe:rest`;
const NCM = (ni: string, cr: string, mo: string) => `Ni:${ni}|Cr:${cr}|Mo:${mo}|`;

export const SAE_ALLOY_MORE: readonly (readonly [grade: string, uns: string, composition: string])[] = [
  ['1330', 'G13300', SAE('0.28-0.33', '1.60-1.90')], ['1340', 'G13400', SAE('0.38-0.43', '1.60-1.90')],
  ['4023', 'G40230', SAE('0.20-0.25', '0.70-0.90', 'Mo:0.20-0.30|')], ['4037', 'G40370', SAE('0.35-0.40', '0.70-0.90', 'Mo:0.20-0.30|')],
  ['4047', 'G40470', SAE('0.45-0.50', '0.70-0.90', 'Mo:0.20-0.30|')], ['4615', 'G46150', SAE('0.13-0.18', '0.45-0.65', 'Ni:1.65-2.00|Mo:0.20-0.30|')],
  ['5015', 'G50150', SAE('0.12-0.17', '0.30-0.50', 'Cr:0.30-0.50|')], ['5130', 'G51300', SAE('0.28-0.33', '0.70-0.90', 'Cr:0.80-1.10|')],
  ['5132', 'G51320', SAE('0.30-0.35', '0.60-0.80', 'Cr:0.75-1.00|')], ['5135', 'G51350', SAE('0.33-0.38', '0.60-0.80', 'Cr:0.80-1.05|')],
  ['5145', 'G51450', SAE('0.43-0.48', '0.70-0.90', 'Cr:0.70-0.90|')], ['5150', 'G51500', SAE('0.48-0.53', '0.70-0.90', 'Cr:0.70-0.90|')],
  ['5155', 'G51550', SAE('0.51-0.59', '0.70-0.90', 'Cr:0.70-0.90|')], ['8615', 'G86150', SAE('0.13-0.18', '0.70-0.90', NCM('0.40-0.70', '0.40-0.60', '0.15-0.25'))],
  ['8617', 'G86170', SAE('0.15-0.20', '0.70-0.90', NCM('0.40-0.70', '0.40-0.60', '0.15-0.25'))], ['8622', 'G86220', SAE('0.20-0.25', '0.70-0.90', NCM('0.40-0.70', '0.40-0.60', '0.15-0.25'))],
  ['8625', 'G86250', SAE('0.23-0.28', '0.70-0.90', NCM('0.40-0.70', '0.40-0.60', '0.15-0.25'))], ['8627', 'G86270', SAE('0.25-0.30', '0.70-0.90', NCM('0.40-0.70', '0.40-0.60', '0.15-0.25'))],
  ['8637', 'G86370', SAE('0.35-0.40', '0.75-1.00', NCM('0.40-0.70', '0.40-0.60', '0.15-0.25'))], ['8645', 'G86450', SAE('0.43-0.48', '0.75-1.00', NCM('0.40-0.70', '0.40-0.60', '0.15-0.25'))],
  ['8650', 'G86500', SAE('0.48-0.53', '0.75-1.00', NCM('0.40-0.70', '0.40-0.60', '0.15-0.25'))], ['8655', 'G86550', SAE('0.51-0.59', '0.75-1.00', NCM('0.40-0.70', '0.40-0.60', '0.15-0.25'))],
  ['8660', 'G86600', SAE('0.56-0.64', '0.75-1.00', NCM('0.40-0.70', '0.40-0.60', '0.15-0.25'))], ['8720', 'G87200', SAE('0.18-0.23', '0.70-0.90', NCM('0.40-0.70', '0.40-0.60', '0.20-0.30'))],
  ['8822', 'G88220', SAE('0.20-0.25', '0.75-1.00', NCM('0.40-0.70', '0.40-0.60', '0.30-0.40'))], ['9255', 'G92550', SAE('0.51-0.59', '0.70-0.95', '').replace('Si:0.15-0.35', 'Si:1.80-2.20')],
  ['15B21', 'G15211', SAE('0.17-0.24', '0.70-1.00', 'B:0.0005-0.003|')], ['15B35', 'G15351', SAE('0.31-0.39', '0.70-1.00', 'B:0.0005-0.003|')],
  ['15B41', 'G15411', SAE('0.35-0.45', '1.25-1.75', 'B:0.0005-0.003|')], ['15B48', 'G15481', SAE('0.44-0.53', '1.00-1.50', 'B:0.0005-0.003|')],
  ['50100', 'G50986', SAE('0.98-1.10', '0.25-0.45', 'Cr:0.40-0.60|')], ['51100', 'G51986', SAE('0.98-1.10', '0.25-0.45', 'Cr:0.90-1.15|')],
];
