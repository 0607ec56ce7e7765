import type { Structure } from './demo-steel-stainless.data.ts';
import type { NationalRow } from './demo-steel-international.data.ts';

/** Line pipe (API 5L, EN ISO 3183), piping forgings, fittings and valve castings, bolting and fastener property classes. */

/** API 5L PSL2 grades: [grade, Rt0.5 range, Rm range, elongation %, C ≤ by delivery N/Q/M, Mn ≤ by N/Q/M] */
export const LINE_PIPE: readonly (readonly [grade: string, proof: string, tensile: string, elongation: number, carbon: Readonly<Partial<Record<'N' | 'Q' | 'M', string>>>, manganese: Readonly<Partial<Record<'N' | 'Q' | 'M', string>>>])[] = [
  ['B', '245-450', '415-655', 26, { N: '0.24', Q: '0.18', M: '0.22' }, { N: '1.20', Q: '1.40', M: '1.20' }],
  ['X42', '290-495', '415-655', 25, { N: '0.24', Q: '0.18', M: '0.22' }, { N: '1.20', Q: '1.40', M: '1.30' }],
  ['X46', '320-525', '435-655', 24, { N: '0.24', Q: '0.18', M: '0.22' }, { N: '1.40', Q: '1.40', M: '1.30' }],
  ['X52', '360-530', '460-760', 22, { N: '0.24', Q: '0.18', M: '0.22' }, { N: '1.40', Q: '1.50', M: '1.40' }],
  ['X56', '390-545', '490-760', 21, { N: '0.24', Q: '0.18', M: '0.22' }, { N: '1.40', Q: '1.50', M: '1.40' }],
  ['X60', '415-565', '520-760', 20, { N: '0.24', Q: '0.18', M: '0.12' }, { N: '1.40', Q: '1.70', M: '1.60' }],
  ['X65', '450-600', '535-760', 20, { Q: '0.18', M: '0.12' }, { Q: '1.70', M: '1.60' }],
  ['X70', '485-635', '570-760', 19, { Q: '0.18', M: '0.12' }, { Q: '1.80', M: '1.70' }],
  ['X80', '555-705', '625-825', 18, { Q: '0.18', M: '0.12' }, { Q: '1.90', M: '1.85' }],
  ['X90', '625-775', '695-915', 17, { Q: '0.16', M: '0.10' }, { Q: '1.90', M: '2.10' }],
  ['X100', '690-840', '760-990', 16, { Q: '0.16', M: '0.10' }, { Q: '1.90', M: '2.10' }],
  ['X120', '830-1050', '915-1145', 14, { M: '0.10' }, { M: '2.10' }],
];

/** EN ISO 3183 names of the PSL2 grades above: [designation, API grade, delivery] */
export const ISO_LINE_PIPE: readonly (readonly [designation: string, grade: string, delivery: 'N' | 'Q' | 'M'])[] = [
  ['L245NE', 'B', 'N'], ['L290NE', 'X42', 'N'], ['L360NE', 'X52', 'N'], ['L415NE', 'X60', 'N'],
  ['L245ME', 'B', 'M'], ['L290ME', 'X42', 'M'], ['L360ME', 'X52', 'M'], ['L415ME', 'X60', 'M'], ['L450ME', 'X65', 'M'], ['L485ME', 'X70', 'M'], ['L555ME', 'X80', 'M'],
  ['L360QE', 'X52', 'Q'], ['L415QE', 'X60', 'Q'], ['L450QE', 'X65', 'Q'], ['L485QE', 'X70', 'Q'], ['L555QE', 'X80', 'Q'],
];

const FORGE = (c: string, mn: string, rest = '') => `C:${c}|Si:0.10-0.35|Mn:${mn}|P:<=0.035|S:<=0.040|${rest}Cu:<=0.40|Ni:<=0.40|Cr:<=0.30|Mo:<=0.12|V:<=0.08|Fe:rest`;
const CRMO = (c: string, mn: string, si: string, cr: string, mo: string, rest = '') => `C:${c}|Si:${si}|Mn:${mn}|P:<=0.035|S:<=0.035|Cr:${cr}|Mo:${mo}|${rest}Fe:rest`;
const B7 = 'C:0.37-0.49|Si:0.15-0.35|Mn:0.65-1.10|P:<=0.035|S:<=0.040|Cr:0.75-1.20|Mo:0.15-0.25|Fe:rest';
const P91 = 'C:0.08-0.12|Si:0.20-0.50|Mn:0.30-0.60|P:<=0.020|S:<=0.010|Cr:8.0-9.5|Mo:0.85-1.05|V:0.18-0.25|Nb:0.06-0.10|N:0.030-0.070|Ni:<=0.40|Fe:rest';

/** ASTM piping forgings, fittings and bolting (steel) — rows as demo-steel-international.data.ts. */
export const ASTM_PIPING: readonly NationalRow[] = [
  ['A105', 'ASTM A105', 485, 250, 22, '<=187', FORGE('<=0.35', '0.60-1.05'), 'Carbon steel forgings for piping components: flanges, fittings and valve bodies'],
  ['A350 LF2 Class 1', 'ASTM A350', '485-655', 250, 22, '<=197', FORGE('<=0.30', '0.60-1.35', 'Nb:<=0.02|'), 'Carbon steel forgings for low-temperature piping, impact tested at −46 °C'],
  ['A350 LF3', 'ASTM A350', '485-655', 260, 22, '<=197', 'C:<=0.20|Si:0.20-0.35|Mn:<=0.90|P:<=0.035|S:<=0.040|Ni:3.3-3.7|Fe:rest', '3½ % nickel steel forgings for piping at −101 °C'],
  ['A182 F11 Class 2', 'ASTM A182', 485, 275, 20, '143-207', CRMO('0.10-0.20', '0.30-0.80', '0.50-1.00', '1.00-1.50', '0.44-0.65'), '1¼Cr-½Mo alloy steel forgings for high-temperature piping'],
  ['A182 F22 Class 3', 'ASTM A182', 515, 310, 20, '156-207', CRMO('0.05-0.15', '0.30-0.60', '<=0.50', '2.00-2.50', '0.87-1.13'), '2¼Cr-1Mo alloy steel forgings for high-temperature piping'],
  ['A182 F91', 'ASTM A182', 585, 415, 20, '<=248', P91, '9Cr-1Mo-V forgings for power-plant piping'],
  ['A694 F52', 'ASTM A694', 455, 360, 20, '', 'C:<=0.26|Si:0.15-0.35|Mn:<=1.60|P:<=0.025|S:<=0.025|Fe:rest', 'High-strength carbon steel forgings for pipeline flanges and fittings'],
  ['A694 F60', 'ASTM A694', 515, 415, 20, '', 'C:<=0.26|Si:0.15-0.35|Mn:<=1.60|P:<=0.025|S:<=0.025|Fe:rest', 'High-strength carbon steel forgings for pipeline flanges and fittings'],
  ['A694 F65', 'ASTM A694', 530, 450, 20, '', 'C:<=0.26|Si:0.15-0.35|Mn:<=1.60|P:<=0.025|S:<=0.025|Fe:rest', 'High-strength carbon steel forgings for pipeline flanges and fittings'],
  ['A234 WPB', 'ASTM A234', '415-585', 240, 22, '<=197', 'C:<=0.30|Si:>=0.10|Mn:0.29-1.06|P:<=0.050|S:<=0.058|Fe:rest', 'Wrought carbon steel pipe fittings: elbows, tees and reducers'],
  ['A234 WPC', 'ASTM A234', '485-655', 275, 22, '<=197', 'C:<=0.35|Si:>=0.10|Mn:0.29-1.06|P:<=0.050|S:<=0.058|Fe:rest', 'Wrought carbon steel pipe fittings for higher pressure'],
  ['A234 WP11 Class 1', 'ASTM A234', '415-585', 205, 20, '<=197', CRMO('0.05-0.15', '0.30-0.60', '0.50-1.00', '1.00-1.50', '0.44-0.65'), 'Wrought alloy steel pipe fittings for high-temperature service'],
  ['A234 WP22 Class 1', 'ASTM A234', '415-585', 205, 20, '<=197', CRMO('0.05-0.15', '0.30-0.60', '<=0.50', '1.90-2.60', '0.87-1.13'), 'Wrought alloy steel pipe fittings for high-temperature service'],
  ['A234 WP91', 'ASTM A234', '585-760', 415, 20, '<=248', P91, 'Wrought 9Cr-1Mo-V pipe fittings for power plant'],
  ['A420 WPL6', 'ASTM A420', '415-585', 240, 22, '<=197', 'C:<=0.30|Si:0.15-0.40|Mn:0.60-1.35|P:<=0.035|S:<=0.040|Fe:rest', 'Wrought carbon steel pipe fittings for low-temperature service'],
  ['A193 B7', 'ASTM A193', 860, 720, 16, '<=321', B7, 'Chromium-molybdenum bolting for high-temperature and high-pressure service, quenched and tempered'],
  ['A193 B16', 'ASTM A193', 860, 725, 18, '<=321', 'C:0.36-0.47|Si:0.15-0.35|Mn:0.45-0.70|P:<=0.035|S:<=0.040|Cr:0.80-1.15|Mo:0.50-0.65|V:0.25-0.35|Fe:rest', 'Chromium-molybdenum-vanadium bolting for service up to 540 °C'],
  ['A320 L7', 'ASTM A320', 860, 725, 16, '<=321', B7, 'Alloy steel bolting for low-temperature service, impact tested at −101 °C'],
  ['A320 L43', 'ASTM A320', 860, 725, 16, '<=321', 'C:0.38-0.43|Si:0.15-0.35|Mn:0.60-0.85|P:<=0.035|S:<=0.040|Ni:1.65-2.00|Cr:0.70-0.90|Mo:0.20-0.30|Fe:rest', 'Nickel-chromium-molybdenum bolting for low-temperature service'],
  ['A194 2H', 'ASTM A194', '', '', 0, '248-327', 'C:>=0.40|Si:0.15-0.35|Mn:<=1.00|P:<=0.040|S:<=0.050|Fe:rest', 'Carbon steel heavy hex nuts for high-pressure and high-temperature bolting'],
  ['F3125 Grade A325', 'ASTM F3125', 830, 660, 14, '253-319', 'C:0.30-0.52|Mn:>=0.60|P:<=0.040|S:<=0.050|B:<=0.003|Fe:rest', 'High-strength structural bolts, quenched and tempered'],
  ['F3125 Grade A490', 'ASTM F3125', '1040-1210', 940, 14, '311-352', 'C:0.30-0.48|P:<=0.040|S:<=0.040|Cr:>=0.20|Mo:>=0.15|Fe:rest', 'Heat-treated alloy steel structural bolts'],
];

/** ASTM valve and pump castings of carbon and alloy steel: rows as demo-steel-international.data.ts. */
export const ASTM_CASTINGS: readonly NationalRow[] = [
  ['A216 WCA', 'ASTM A216', '415-585', 205, 24, '', 'C:<=0.25|Si:<=0.60|Mn:<=0.70|P:<=0.04|S:<=0.045|Fe:rest', 'Carbon steel castings for valves and flanges at high temperature'],
  ['A216 WCB', 'ASTM A216', '485-655', 250, 22, '', 'C:<=0.30|Si:<=0.60|Mn:<=1.00|P:<=0.04|S:<=0.045|Fe:rest', 'Carbon steel castings for valve bodies, the standard grade'],
  ['A216 WCC', 'ASTM A216', '485-655', 275, 22, '', 'C:<=0.25|Si:<=0.60|Mn:<=1.20|P:<=0.04|S:<=0.045|Fe:rest', 'Carbon steel castings for valves with higher strength'],
  ['A352 LCB', 'ASTM A352', '450-620', 240, 24, '', 'C:<=0.30|Si:<=0.60|Mn:<=1.00|P:<=0.04|S:<=0.045|Fe:rest', 'Carbon steel castings for low-temperature valves, impact tested at −46 °C'],
  ['A352 LCC', 'ASTM A352', '485-655', 275, 22, '', 'C:<=0.25|Si:<=0.60|Mn:<=1.20|P:<=0.04|S:<=0.045|Fe:rest', 'Carbon-manganese steel castings for low-temperature valves'],
  ['A352 LC3', 'ASTM A352', '485-655', 275, 24, '', 'C:<=0.15|Si:<=0.60|Mn:0.50-0.80|P:<=0.04|S:<=0.045|Ni:3.0-4.0|Fe:rest', '3½ % nickel steel castings for service at −101 °C'],
  ['A217 WC6', 'ASTM A217', '485-655', 275, 20, '', CRMO('0.05-0.20', '0.50-0.80', '<=0.60', '1.00-1.50', '0.45-0.65'), '1¼Cr-½Mo steel castings for high-temperature valves'],
  ['A217 WC9', 'ASTM A217', '485-655', 275, 20, '', CRMO('0.05-0.18', '0.40-0.70', '<=0.60', '2.00-2.75', '0.90-1.20'), '2¼Cr-1Mo steel castings for high-temperature valves'],
  ['A217 C5', 'ASTM A217', '620-795', 415, 18, '', CRMO('<=0.20', '0.40-0.70', '<=0.75', '4.00-6.50', '0.45-0.65'), '5Cr-½Mo steel castings for refinery valves'],
  ['A217 C12A', 'ASTM A217', '585-760', 415, 18, '', P91, '9Cr-1Mo-V steel castings for power-plant valves'],
];

/** Stainless forgings, castings and bolting of ASTM, each mapped to the EN grade its composition follows. [designation, EN twin, Rm ≥, Rp ≥, A ≥, standard, structure, cast?] */
export const ASTM_STAINLESS: readonly (readonly [designation: string, twin: string, tensile: number, proof: number, elongation: number, standard: string, structure: Structure, cast: boolean])[] = [
  ['A182 F304', 'X5CrNi18-10', 515, 205, 30, 'ASTM A182', 'A', false], ['A182 F304L', 'X2CrNi19-11', 485, 170, 30, 'ASTM A182', 'A', false],
  ['A182 F316', 'X5CrNiMo17-12-2', 515, 205, 30, 'ASTM A182', 'A', false], ['A182 F316L', 'X2CrNiMo17-12-2', 485, 170, 30, 'ASTM A182', 'A', false],
  ['A182 F321', 'X6CrNiTi18-10', 515, 205, 30, 'ASTM A182', 'A', false], ['A182 F51', 'X2CrNiMoN22-5-3', 620, 450, 25, 'ASTM A182', 'D', false],
  ['A182 F53', 'X2CrNiMoN25-7-4', 800, 550, 15, 'ASTM A182', 'D', false], ['A182 F55', 'X2CrNiMoCuWN25-7-4', 750, 550, 25, 'ASTM A182', 'D', false],
  ['A193 B8 Class 1', 'X5CrNi18-10', 515, 205, 30, 'ASTM A193', 'A', false], ['A193 B8M Class 1', 'X5CrNiMo17-12-2', 515, 205, 30, 'ASTM A193', 'A', false],
  ['A351 CF8', 'GX5CrNi19-10', 485, 205, 35, 'ASTM A351', 'A', true], ['A351 CF8M', 'GX5CrNiMo19-11-2', 485, 205, 30, 'ASTM A351', 'A', true],
  ['A351 CF3', 'GX2CrNi19-11', 485, 205, 35, 'ASTM A351', 'A', true], ['A351 CF3M', 'GX2CrNiMo19-11-2', 485, 205, 30, 'ASTM A351', 'A', true],
  ['A890 Grade 4A', 'GX2CrNiMoN22-5-3', 620, 415, 25, 'ASTM A890', 'D', true], ['A890 Grade 5A', 'GX2CrNiMoN26-7-4', 690, 515, 18, 'ASTM A890', 'D', true],
  ['A487 CA6NM Class A', 'GX4CrNi13-4', 760, 550, 15, 'ASTM A487', 'M', true], ['A743 CA15', 'GX12Cr12', 620, 450, 18, 'ASTM A743', 'M', true],
];

/** ISO 898-1 property classes of steel bolts and ISO 3506-1 of stainless steel bolts: [class, Rm ≥, Rp ≥, A ≥, HV range, composition, standard] */
export const FASTENER_CLASSES: readonly (readonly [name: string, tensile: number, proof: number, elongation: number, hardness: string, composition: string, standard: string])[] = [
  ['4.6', 400, 240, 22, '120-220', 'C:<=0.55|P:<=0.050|S:<=0.060|Fe:rest', 'EN ISO 898-1'],
  ['4.8', 420, 340, 0, '130-220', 'C:<=0.55|P:<=0.050|S:<=0.060|Fe:rest', 'EN ISO 898-1'],
  ['5.6', 500, 300, 20, '155-220', 'C:0.13-0.55|P:<=0.050|S:<=0.060|Fe:rest', 'EN ISO 898-1'],
  ['5.8', 520, 420, 0, '160-220', 'C:<=0.55|P:<=0.050|S:<=0.060|Fe:rest', 'EN ISO 898-1'],
  ['6.8', 600, 480, 0, '190-250', 'C:0.15-0.55|P:<=0.050|S:<=0.060|Fe:rest', 'EN ISO 898-1'],
  ['8.8', 800, 640, 12, '250-320', 'C:0.15-0.55|P:<=0.025|S:<=0.025|B:<=0.003|Fe:rest', 'EN ISO 898-1'],
  ['9.8', 900, 720, 10, '290-360', 'C:0.15-0.55|P:<=0.025|S:<=0.025|B:<=0.003|Fe:rest', 'EN ISO 898-1'],
  ['10.9', 1040, 940, 9, '320-380', 'C:0.20-0.55|P:<=0.025|S:<=0.025|B:<=0.003|Fe:rest', 'EN ISO 898-1'],
  ['12.9', 1220, 1100, 8, '385-435', 'C:0.30-0.50|P:<=0.025|S:<=0.025|Cr+Mo+Ni:>=0.30|Fe:rest', 'EN ISO 898-1'],
  ['A2-50', 500, 210, 0, '', 'C:<=0.10|Si:<=1.00|Mn:<=2.00|P:<=0.050|S:<=0.030|Cr:15.0-20.0|Ni:8.0-19.0|Cu:<=4.0|Fe:rest', 'EN ISO 3506-1'],
  ['A2-70', 700, 450, 0, '', 'C:<=0.10|Si:<=1.00|Mn:<=2.00|P:<=0.050|S:<=0.030|Cr:15.0-20.0|Ni:8.0-19.0|Cu:<=4.0|Fe:rest', 'EN ISO 3506-1'],
  ['A2-80', 800, 600, 0, '', 'C:<=0.10|Si:<=1.00|Mn:<=2.00|P:<=0.050|S:<=0.030|Cr:15.0-20.0|Ni:8.0-19.0|Cu:<=4.0|Fe:rest', 'EN ISO 3506-1'],
  ['A4-50', 500, 210, 0, '', 'C:<=0.08|Si:<=1.00|Mn:<=2.00|P:<=0.050|S:<=0.030|Cr:16.0-18.5|Mo:2.00-3.00|Ni:10.0-15.0|Cu:<=4.0|Fe:rest', 'EN ISO 3506-1'],
  ['A4-70', 700, 450, 0, '', 'C:<=0.08|Si:<=1.00|Mn:<=2.00|P:<=0.050|S:<=0.030|Cr:16.0-18.5|Mo:2.00-3.00|Ni:10.0-15.0|Cu:<=4.0|Fe:rest', 'EN ISO 3506-1'],
  ['A4-80', 800, 600, 0, '', 'C:<=0.08|Si:<=1.00|Mn:<=2.00|P:<=0.050|S:<=0.030|Cr:16.0-18.5|Mo:2.00-3.00|Ni:10.0-15.0|Cu:<=4.0|Fe:rest', 'EN ISO 3506-1'],
  ['C1-70', 700, 410, 0, '', 'C:0.09-0.15|Si:<=1.00|Mn:<=1.00|P:<=0.050|S:<=0.030|Cr:11.5-14.0|Ni:<=1.00|Fe:rest', 'EN ISO 3506-1'],
];
