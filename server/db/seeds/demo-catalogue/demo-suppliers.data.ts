import type { DemoMaterialSupplier, DemoMetalSupplier } from './demo-materials.types.ts';

const STRUCTURAL = ['S235JR', 'S275JR', 'S355J2', 'S460N'];
const AUSTENITIC = ['X5CrNi18-10', 'X2CrNi18-9', 'X5CrNiMo17-12-2', 'X2CrNiMo17-12-2', 'X6CrNiMoTi17-12-2', 'X6CrNiTi18-10'];
const ENGINEERING = ['C45', 'C35E', '42CrMo4', '34CrNiMo6', '16MnCr5', '20MnCr5'];
const TOOL = ['X153CrMoV12', 'X40CrMoV5-1', 'HS6-5-2C', '90MnCrV8'];
const ALUMINIUM = ['EN AW-5083', 'EN AW-5754', 'EN AW-6060', 'EN AW-6061', 'EN AW-6082', 'EN AW-7075'];
const COPPER = ['Cu-ETP', 'Cu-DHP', 'CuZn37', 'CuZn39Pb3', 'CuSn8'];
const IRON = ['EN-GJL-200', 'EN-GJL-250', 'EN-GJS-400-15', 'EN-GJS-500-7', 'EN-GJS-700-2'];

/** Fictional metal suppliers; the metals they list are demo metals. */
export const DEMO_METAL_SUPPLIERS: readonly DemoMetalSupplier[] = [
  { name: 'Nordstahl Handel GmbH', country: 'DE', forms: ['sheet', 'plate', 'bar', 'section'], establishmentType: 'stockholder', descriptions: ['Structural steel stockholder with flame and plasma cutting', 'Next-day delivery across Northern Germany'], keywords: ['structural steel', 'plates', 'cutting service'], metals: [...STRUCTURAL, 'S690QL', 'DC01'] },
  { name: 'Acier Rhône SAS', country: 'FR', forms: ['coil', 'sheet'], establishmentType: 'service centre', descriptions: ['Slitting and cut-to-length lines for coated and cold-rolled coil'], keywords: ['coil processing', 'galvanized steel', 'slitting'], metals: ['DC01', 'DX51D', 'X6Cr17'] },
  { name: 'Acciai Brianza S.p.A.', country: 'IT', forms: ['bar', 'forging'], establishmentType: 'distributor', descriptions: ['Engineering and case-hardening steels in bright and peeled bars', 'Heat treatment on request'], keywords: ['engineering steel', 'bright bar', 'heat treatment'], metals: [...ENGINEERING, '100Cr6', '11SMn30'] },
  { name: 'Iberia Inox S.L.', country: 'ES', forms: ['sheet', 'coil', 'tube'], establishmentType: 'service centre', descriptions: ['Stainless steel sheet with brushed and mirror finishes', 'Laser cutting and bending'], keywords: ['stainless steel', 'finishes', 'laser cutting'], metals: [...AUSTENITIC, 'X6Cr17'] },
  { name: 'Kawashima Special Steel Co., Ltd.', country: 'JP', forms: ['bar', 'wire'], establishmentType: 'manufacturer', descriptions: ['Special steel bars and wire for automotive and bearing applications'], keywords: ['bearing steel', 'special steel', 'wire'], metals: ['100Cr6', '51CrV4', 'SUS304', 'SS400'] },
  { name: 'Great Lakes Alloy Supply Inc.', country: 'US', forms: ['plate', 'bar', 'tube'], establishmentType: 'distributor', descriptions: ['Nickel alloys and titanium for chemical processing and aerospace', 'Mill test certificates with every shipment'], keywords: ['nickel alloys', 'titanium', 'aerospace'], metals: ['NiCr22Mo9Nb', 'NiCr15Fe', 'NiCu30Fe', 'Ti Grade 2', 'TiAl6V4', 'A36'] },
  { name: 'Baltic Metal Service AB', country: 'SE', forms: ['plate', 'sheet'], establishmentType: 'service centre', descriptions: ['Wear-resistant and high-strength plate, cut and bevelled for welding'], keywords: ['high-strength steel', 'plate processing', 'bevelling'], metals: ['S690QL', 'S460N', 'S355J2'] },
  { name: 'Vistula Steel Sp. z o.o.', country: 'PL', forms: ['section', 'bar', 'plate'], establishmentType: 'stockholder', descriptions: ['Beams, channels and angles from stock', 'Shot blasting and priming'], keywords: ['sections', 'beams', 'structural steel'], metals: STRUCTURAL },
  { name: 'Thames Aluminium Ltd', country: 'GB', forms: ['sheet', 'plate', 'extrusion'], establishmentType: 'stockholder', descriptions: ['Aluminium plate and sheet sawn to size', 'Marine-grade alloys for shipbuilders'], keywords: ['aluminium', 'marine alloys', 'saw cutting'], metals: ALUMINIUM },
  { name: 'Alpen Titan AG', country: 'CH', forms: ['bar', 'wire', 'powder'], establishmentType: 'manufacturer', descriptions: ['Titanium bar and wire for medical implants', 'Powder for additive manufacturing'], keywords: ['titanium', 'medical', 'additive manufacturing'], metals: ['Ti Grade 2', 'TiAl6V4', 'Ti Grade 23', 'Ti-6Al-7Nb'] },
  { name: 'Danube Copper Works Kft.', country: 'HU', forms: ['strip', 'bar', 'wire'], establishmentType: 'manufacturer', descriptions: ['Copper and copper alloy strip for electrical connectors', 'Tinning and silver plating'], keywords: ['copper', 'brass', 'bronze', 'busbars'], metals: [...COPPER, 'CuBe2'] },
  { name: 'Maple Leaf Metals Ltd.', country: 'CA', forms: ['plate', 'bar', 'sheet'], establishmentType: 'distributor', descriptions: ['Carbon, alloy and stainless steel for mining and energy customers'], keywords: ['alloy steel', 'mining', 'energy'], metals: ['A36', '42CrMo4', 'X5CrNi18-10', 'X2CrNiMoN22-5-3'] },
  { name: 'Southern Cross Steel Pty Ltd', country: 'AU', forms: ['plate', 'section', 'tube'], establishmentType: 'stockholder', descriptions: ['Structural and pressure vessel plate for resource projects'], keywords: ['pressure vessel plate', 'structural steel'], metals: ['P265GH', '16Mo3', 'S355J2', 'S275JR'] },
  { name: 'Hanseatic Nickel Alloys GmbH', country: 'DE', forms: ['sheet', 'plate', 'bar', 'tube'], establishmentType: 'stockholder', descriptions: ['Nickel-based and highly alloyed stainless materials for corrosive service'], keywords: ['nickel alloys', 'duplex', 'corrosion resistance'], metals: ['NiCr22Mo9Nb', 'NiCr15Fe', 'NiCu30Fe', 'X1NiCrMoCu25-20-5', 'X2CrNiMoN22-5-3'] },
  { name: 'Flanders Plate NV', country: 'BE', forms: ['plate'], establishmentType: 'service centre', descriptions: ['Heavy plate up to 150 mm thick, profile cut and machined'], keywords: ['heavy plate', 'profile cutting', 'machining'], metals: ['S355J2', 'S460N', 'P265GH', '13CrMo4-5'] },
  { name: 'Tatra Castings s.r.o.', country: 'CZ', forms: ['casting'], establishmentType: 'foundry', descriptions: ['Grey and ductile iron castings from 1 kg to 2 t', 'Pattern making and machining'], keywords: ['foundry', 'ductile iron', 'grey iron'], metals: IRON },
  { name: 'Bosphorus Metal A.Ş.', country: 'TR', forms: ['casting'], establishmentType: 'foundry', descriptions: ['Steel and stainless steel castings for valves and pumps'], keywords: ['steel castings', 'valve bodies', 'pump casings'], metals: ['GP240GH', 'GX5CrNiMo19-11-2', 'GX2CrNiMo19-11-2', 'A216 WCB', 'A351 CF8M'] },
  { name: 'Pearl River Alloys Co., Ltd.', country: 'CN', forms: ['casting', 'ingot'], establishmentType: 'manufacturer', descriptions: ['Aluminium, magnesium and zinc die-casting alloys in ingot form'], keywords: ['die-casting alloys', 'ingot', 'magnesium'], metals: ['EN AC-43000', 'EN AC-46000', 'EN-MCMgAl9Zn1', 'ZnAl4', 'ZnAl4Cu1'] },
  { name: 'Han River Precision Metals Co.', country: 'KR', forms: ['strip', 'foil'], establishmentType: 'manufacturer', descriptions: ['Precision rolled strip for springs and electronic components'], keywords: ['precision strip', 'springs', 'electronics'], metals: ['CuSn8', 'CuBe2', 'X5CrNi18-10', '51CrV4'] },
  { name: 'Sahyadri Forge Pvt. Ltd.', country: 'IN', forms: ['forging', 'bar'], establishmentType: 'manufacturer', descriptions: ['Closed-die forgings for automotive and railway', 'In-house heat treatment and testing'], keywords: ['forging', 'automotive', 'railway'], metals: ['C45', '42CrMo4', '20MnCr5', 'X5CrNiCuNb16-4'] },
  { name: 'Nordic Tool Steel Oy', country: 'FI', forms: ['bar', 'plate'], establishmentType: 'stockholder', descriptions: ['Tool steels sawn and milled to size', 'Vacuum hardening service'], keywords: ['tool steel', 'hardening', 'die steel'], metals: TOOL },
  { name: 'Lowlands Brass B.V.', country: 'NL', forms: ['bar', 'section', 'tube'], establishmentType: 'distributor', descriptions: ['Brass and bronze bar for turned parts and marine fittings'], keywords: ['brass', 'bronze', 'marine'], metals: ['CuZn39Pb3', 'CuZn37', 'CuAl10Ni5Fe4', 'CuNi10Fe1Mn'] },
];

/** Fictional material suppliers; the materials they list are demo materials. */
export const DEMO_MATERIAL_SUPPLIERS: readonly DemoMaterialSupplier[] = [
  { name: 'Polymerhaus Rhein GmbH', country: 'DE', materials: ['PP-H general purpose', 'PE-HD pipe grade', 'PA6 natural', 'PA66 natural', 'POM-C copolymer'] },
  { name: 'Plastiques du Jura SA', country: 'FR', materials: ['PC general purpose', 'PMMA cast sheet', 'PET-A sheet', 'ABS injection grade'] },
  { name: 'Elastomeri Veneti S.r.l.', country: 'IT', materials: ['NBR 70', 'EPDM 70', 'FKM 75', 'VMQ 60 food grade', 'CR 65'] },
  { name: 'Keramik Thüringen GmbH', country: 'DE', materials: ['Alumina 99.5 %', 'Zirconia Y-TZP', 'Steatite C221'] },
  { name: 'Osaka Resin Trading Co., Ltd.', country: 'JP', materials: ['PBT GF30', 'PPS GF40', 'PA66 GF30 heat stabilized', 'PEI unfilled'] },
  { name: 'Midwest Polymer Distribution LLC', country: 'US', materials: ['PP-B impact copolymer', 'PE-LD film grade', 'ABS injection grade', 'PC general purpose', 'PSU transparent'] },
  { name: 'Nordic Composites AS', country: 'NO', materials: ['CFRP UD laminate', 'GFRP woven laminate', 'E-glass fibre', 'Epoxy casting resin'] },
  { name: 'Glaswerk Lausitz GmbH', country: 'DE', materials: ['Soda-lime float glass', 'Borosilicate glass 3.3', 'Fused silica'] },
  { name: 'Iberian Polymers S.A.', country: 'ES', materials: ['PVC-U pressure pipe compound', 'PE-HD pipe grade', 'PP-H general purpose'] },
  { name: 'Clyde Engineering Plastics Ltd', country: 'GB', materials: ['PEEK unfilled', 'PEEK GF30', 'PTFE virgin', 'PVDF homopolymer', 'POM-C copolymer'] },
  { name: 'Alpine Sealing Solutions AG', country: 'CH', materials: ['FKM 75', 'PTFE virgin', 'EPDM 70', 'TPU 90A'] },
  { name: 'Carpathian Timber Engineering SRL', country: 'RO', materials: ['Spruce C24', 'Oak D30', 'Glulam GL24h', 'Softwood C30'] },
  { name: 'Vltava Ceramics a.s.', country: 'CZ', materials: ['Sintered silicon carbide', 'Silicon nitride', 'Alumina 99.5 %'] },
  { name: 'Pacific Fibre Composites Ltd', country: 'NZ', materials: ['Para-aramid fibre, high modulus', 'E-glass fibre', 'CFRP UD laminate'] },
  { name: 'Yangtze Engineering Plastics Co.', country: 'CN', materials: ['PA66 GF30 heat stabilized', 'PBT GF30', 'PA12 tubing grade', 'PP-B impact copolymer'] },
  { name: 'Seoul Advanced Ceramics Co.', country: 'KR', materials: ['Zirconia Y-TZP', 'Silicon nitride', 'Isostatic graphite'] },
  { name: 'Deccan Rubber Products Pvt. Ltd.', country: 'IN', materials: ['NR 60 anti-vibration', 'NBR 70', 'CR 65'] },
  { name: 'Baltic Concrete Technologies UAB', country: 'LT', materials: ['Concrete C30/37', 'Concrete C50/60', 'Concrete C25/30', 'Self-compacting concrete C35/45'] },
  { name: 'Holland Kunststof Groep B.V.', country: 'NL', materials: ['PMMA cast sheet', 'PC general purpose', 'PVC-U pressure pipe compound', 'SMC UP-GF25'] },
  { name: 'Danube Graphite GmbH', country: 'AT', materials: ['Isostatic graphite', 'PF moulding compound', 'Extruded graphite', 'Mechanical carbon, resin impregnated'] },
];
