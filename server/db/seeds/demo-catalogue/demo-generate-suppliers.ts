import type { DemoMaterial, DemoMaterialSupplier, DemoMetal, DemoMetalSupplier } from './demo-materials.types.ts';
import { createDemoRandom, hashSeed, type DemoRandom } from './demo-prng.ts';
import { COUNTRIES, MATERIAL_WORDS, METAL_WORDS, REAL_COMPANY_FRAGMENTS, ROOT_END, ROOT_MIDDLE, ROOT_START, type Language, type MaterialTrade, type MetalTrade } from './demo-supplier-names.data.ts';

/**
 * Invented metal and material suppliers. Each follows a profile (structural stockholder, coil
 * service centre, foundry, forge, ...) that decides its establishment type, product forms,
 * descriptions, keywords and which demo metals or materials it offers. A seeded random source
 * picks names, countries and ranges, so every run gives the same suppliers.
 */

export const GENERATED_METAL_SUPPLIERS = 280;
export const GENERATED_MATERIAL_SUPPLIERS = 130;

/** What kind of business a supplier is; its main product form comes first in `forms`. */
type MetalProfile = {
  trade: MetalTrade;
  weight: number;
  types: readonly string[];
  forms: readonly string[];
  descriptions: readonly string[];
  keywords: readonly string[];
  offers: (metal: DemoMetal) => boolean;
};

/** A check whether a metal's standard starts with one of the prefixes; each distinct standard is checked once. */
function standardIn(...prefixes: string[]): (metal: DemoMetal) => boolean {
  const known = new Map<string, boolean>();
  return (metal) => {
    let found = known.get(metal.standard);
    if (found === undefined) {
      found = prefixes.some((prefix) => metal.standard.startsWith(prefix));
      known.set(metal.standard, found);
    }
    return found;
  };
}
const hasForm = (metal: DemoMetal, ...forms: string[]) => forms.some((form) => metal.forms.includes(form));

/** Standards a profile's metals are made to. */
const STRUCTURAL = standardIn('EN 10025', 'EN 10210', 'EN 10219', 'ASTM A572', 'ASTM A992', 'ASTM A36', 'ASTM A588', 'ASTM A709', 'JIS G 3101', 'JIS G 3106', 'GB/T 700', 'GB/T 1591');
const FLAT = standardIn('EN 10130', 'EN 10111', 'EN 10346', 'EN 10268', 'EN 10149', 'EN 10152', 'EN 10202', 'JIS G 3131', 'JIS G 3141', 'JIS G 3302', 'JIS G 3113', 'ASTM A1011', 'ASTM A1008');
const ENGINEERING = standardIn('EN ISO 683', 'EN 10277', 'EN 10089', 'EN 10085', 'EN 10267', 'ASTM A322', 'ASTM A576', 'ASTM A108', 'JIS G 4051', 'JIS G 4053', 'JIS G 4805', 'JIS G 4801', 'GB/T 3077', 'GB/T 1222');
const PIPING = standardIn('EN 10216', 'EN 10217', 'EN 10305', 'EN 10297', 'API 5L', 'EN ISO 3183', 'ASTM A106', 'ASTM A53', 'ASTM A333', 'ASTM A335', 'ASTM A500', 'ASTM A234', 'ASTM A420', 'ASTM A105', 'ASTM A350', 'JIS G 3444', 'JIS G 3445', 'JIS G 3454', 'JIS G 3466');
const PRESSURE_PLATE = standardIn('EN 10028', 'ASTM A516', 'ASTM A537', 'ASTM A387', 'ASTM A285', 'EN 10025-6', 'ASTM A514');
const FLAT_MILL = standardIn('EN 10025-2', 'EN 10149', 'EN 10130', 'EN 10346', 'EN 10268', 'EN 10106', 'EN 10107', 'EN 10202', 'EN 10028');
const LONG_MILL = standardIn('EN ISO 16120', 'EN 10080', 'EN 13674', 'EN 10263', 'ASTM A615', 'ASTM A706');
const AL_CASTING = standardIn('EN 1706');
const AL_EXTRUSION = standardIn('EN 755-2');
const LIGHT_CASTING = standardIn('EN 1706', 'EN 1753', 'EN 12844', 'ASTM B94', 'ASTM B80');
const CU_CASTING = standardIn('EN 1982');
const FASTENING = standardIn('EN ISO 898-1', 'EN ISO 3506-1', 'EN 10263', 'ASTM A193', 'ASTM A194', 'ASTM A320', 'ASTM F3125');
const WIRE = standardIn('EN ISO 16120', 'EN 10263', 'EN 10132', 'EN 10089');

const METAL_PROFILES: readonly MetalProfile[] = [
  { trade: 'steel', weight: 30, types: ['stockholder'], forms: ['plate', 'sheet', 'bar', 'profile', 'tube'], descriptions: ['hot-rolled plate', 'structural sections', 'hollow sections', 'flame cutting', 'plasma cutting', 'shot blasting and priming', 'saw cutting', 'next-day delivery'], keywords: ['structural steel', 'beams', 'plates', 'hollow sections', 'cutting service'], offers: (m) => STRUCTURAL(m) },
  { trade: 'steel', weight: 20, types: ['service centre'], forms: ['coil', 'sheet', 'strip'], descriptions: ['slitting', 'cut-to-length sheet', 'cold-rolled sheet', 'hot-dip galvanized coil', 'pre-painted coil', 'blanking', 'laser blanks'], keywords: ['coil processing', 'flat steel', 'galvanized steel', 'slitting'], offers: (m) => FLAT(m) },
  { trade: 'stainless', weight: 22, types: ['service centre', 'stockholder'], forms: ['sheet', 'coil', 'plate', 'strip'], descriptions: ['cold-rolled sheet', 'brushed and polished finishes', 'laser cutting', 'waterjet cutting', 'plate burning', 'precision strip'], keywords: ['stainless steel', 'finishes', 'laser cutting', 'duplex'], offers: (m) => m.kind === 'stainless-steel' && hasForm(m, 'sheet', 'plate', 'strip', 'coil') },
  { trade: 'stainless', weight: 14, types: ['distributor'], forms: ['bar', 'tube', 'wire', 'fitting', 'forging'], descriptions: ['bright bar', 'seamless tube', 'welded tube', 'pipe fittings', 'flanges', 'hollow bar'], keywords: ['stainless bar', 'stainless tube', 'flanges', 'fittings'], offers: (m) => m.kind === 'stainless-steel' && hasForm(m, 'bar', 'tube', 'wire', 'forging') },
  { trade: 'steel', weight: 22, types: ['stockholder', 'distributor'], forms: ['bar', 'wire rod', 'forging'], descriptions: ['bright bar', 'peeled bar', 'hot-rolled round bar', 'heat treatment', 'saw cutting', 'ultrasonic testing'], keywords: ['engineering steel', 'alloy steel', 'bright steel', 'heat treatment'], offers: (m) => ENGINEERING(m) },
  { trade: 'tool', weight: 10, types: ['stockholder'], forms: ['bar', 'plate', 'forging'], descriptions: ['saw cutting', 'milling to size', 'vacuum hardening', 'pre-machined blocks', 'flat bar'], keywords: ['tool steel', 'die steel', 'hardening', 'high-speed steel'], offers: (m) => m.kind === 'tool-steel' },
  { trade: 'tube', weight: 16, types: ['stockholder', 'distributor'], forms: ['tube', 'fitting', 'forging'], descriptions: ['seamless tube', 'precision tube', 'welded tube', 'boiler tube', 'line pipe', 'pipe fittings', 'flanges'], keywords: ['tubes', 'pipes', 'fittings', 'pressure piping'], offers: (m) => PIPING(m) },
  { trade: 'steel', weight: 8, types: ['stockholder', 'mill'], forms: ['plate'], descriptions: ['heavy plate', 'pressure vessel plate', 'normalized plate', 'profile cutting', 'ultrasonic testing', 'plate bending'], keywords: ['boiler plate', 'pressure vessel steel', 'heavy plate'], offers: (m) => PRESSURE_PLATE(m) },
  { trade: 'mill', weight: 8, types: ['mill'], forms: ['coil', 'plate', 'sheet'], descriptions: ['hot-rolled coil', 'cold-rolled coil', 'heavy plate', 'hot-dip galvanized coil', 'electrical steel', 'tinplate'], keywords: ['steel mill', 'flat products', 'rolling mill'], offers: (m) => FLAT_MILL(m) },
  { trade: 'mill', weight: 7, types: ['mill'], forms: ['bar', 'wire rod', 'profile'], descriptions: ['wire rod', 'reinforcing bar', 'merchant bar', 'sections', 'rails'], keywords: ['long products', 'wire rod', 'rebar', 'rails'], offers: (m) => LONG_MILL(m) },
  { trade: 'forge', weight: 12, types: ['forge'], forms: ['forging', 'bar', 'ring'], descriptions: ['open-die forgings', 'closed-die forgings', 'seamless rolled rings', 'forged shafts', 'heat treatment', 'machining'], keywords: ['forgings', 'rings', 'shafts', 'flanges'], offers: (m) => hasForm(m, 'forging') && m.kind !== 'cast-iron' },
  { trade: 'foundry', weight: 12, types: ['foundry'], forms: ['casting'], descriptions: ['sand castings', 'grey iron castings', 'ductile iron castings', 'pattern making', 'machining', 'core making'], keywords: ['iron foundry', 'ductile iron', 'grey iron', 'castings'], offers: (m) => m.kind === 'cast-iron' },
  { trade: 'foundry', weight: 8, types: ['foundry'], forms: ['casting'], descriptions: ['steel castings', 'valve bodies', 'pump casings', 'investment castings', 'heat treatment'], keywords: ['steel foundry', 'valve castings', 'stainless castings'], offers: (m) => m.kind === 'cast-steel' },
  { trade: 'aluminium', weight: 18, types: ['stockholder', 'service centre'], forms: ['sheet', 'plate', 'bar', 'profile', 'tube'], descriptions: ['aluminium sheet', 'aluminium plate', 'tread plate', 'extruded profiles', 'saw cutting', 'anodizing'], keywords: ['aluminium', 'marine alloys', 'aerospace plate', 'cut to size'], offers: (m) => m.kind === 'aluminium-alloy' && !AL_CASTING(m) },
  { trade: 'aluminium', weight: 8, types: ['mill'], forms: ['profile', 'tube', 'bar'], descriptions: ['extruded profile', 'custom dies', 'anodizing', 'powder coating', 'CNC machining'], keywords: ['aluminium extrusion', 'profiles', 'anodizing'], offers: (m) => m.kind === 'aluminium-alloy' && AL_EXTRUSION(m) },
  { trade: 'foundry', weight: 7, types: ['foundry'], forms: ['casting'], descriptions: ['gravity die castings', 'high-pressure die castings', 'sand castings', 'heat treatment', 'impregnation'], keywords: ['aluminium castings', 'die casting', 'light metal foundry'], offers: (m) => hasForm(m, 'casting') && (LIGHT_CASTING(m) || m.kind === 'magnesium-alloy' || m.kind === 'zinc-alloy') },
  { trade: 'copper', weight: 14, types: ['distributor', 'stockholder'], forms: ['strip', 'bar', 'tube', 'wire', 'sheet'], descriptions: ['precision strip', 'brass bar', 'copper busbar', 'tinned strip', 'slitting', 'copper tube'], keywords: ['copper', 'brass', 'bronze', 'busbars'], offers: (m) => m.kind === 'copper-alloy' && !CU_CASTING(m) },
  { trade: 'foundry', weight: 5, types: ['foundry'], forms: ['casting', 'bar'], descriptions: ['continuous cast bronze bar', 'centrifugal castings', 'bearing bushes', 'sand castings'], keywords: ['bronze', 'gunmetal', 'bearings'], offers: (m) => CU_CASTING(m) },
  { trade: 'special', weight: 10, types: ['distributor', 'stockholder'], forms: ['sheet', 'plate', 'bar', 'tube', 'wire'], descriptions: ['nickel alloys', 'titanium bar', 'inspection certificates 3.1', 'cut to size', 'aerospace approvals'], keywords: ['nickel alloys', 'titanium', 'superalloys', 'corrosion resistance'], offers: (m) => m.kind === 'nickel-alloy' || m.kind === 'titanium-alloy' || (m.kind === 'stainless-steel' && /Alloy|SMO|duplex|2507|926/.test(m.description)) },
  { trade: 'fasteners', weight: 6, types: ['manufacturer'], forms: ['fastener', 'wire rod'], descriptions: ['bolts and nuts', 'studs', 'cold heading', 'heat treatment', 'zinc flake coating'], keywords: ['fasteners', 'bolts', 'cold forming'], offers: (m) => FASTENING(m) },
  { trade: 'wire', weight: 6, types: ['manufacturer'], forms: ['wire'], descriptions: ['drawn wire', 'spring wire', 'flat wire', 'cold-heading wire', 'precision strip'], keywords: ['wire', 'springs', 'wire drawing'], offers: (m) => WIRE(m) || (m.kind === 'stainless-steel' && hasForm(m, 'wire')) },
  { trade: 'metals', weight: 20, types: ['distributor', 'stockholder', 'service centre'], forms: ['sheet', 'plate', 'bar', 'tube', 'profile'], descriptions: ['full-line metals distribution', 'cut to size', 'just-in-time delivery', 'inspection certificates 3.1', 'export packing'], keywords: ['metals distribution', 'steel', 'stainless', 'aluminium'], offers: (m) => ['steel', 'stainless-steel', 'aluminium-alloy'].includes(m.kind) && hasForm(m, 'sheet', 'plate', 'bar', 'tube', 'profile') },
];

type MaterialProfile = { trade: MaterialTrade; weight: number; offers: (material: DemoMaterial) => boolean };

const isClass = (material: DemoMaterial, ...classes: string[]) => classes.includes(material.materialClass);
const HIGH_PERFORMANCE = /PEEK|PPS|PI|PAI|PTFE|PFA|FEP|ETFE|PCTFE|ECTFE|PVDF|PEI|PSU|PPSU|PESU/;

const MATERIAL_PROFILES: readonly MaterialProfile[] = [
  { trade: 'plastics', weight: 30, offers: (m) => isClass(m, 'thermoplastic') && !HIGH_PERFORMANCE.test(m.productType ?? '') && !/foam/i.test(m.productType ?? '') },
  { trade: 'plastics', weight: 14, offers: (m) => isClass(m, 'thermoplastic') && (HIGH_PERFORMANCE.test(m.productType ?? '') || m.forms.includes('rod')) },
  { trade: 'rubber', weight: 18, offers: (m) => isClass(m, 'elastomer') },
  { trade: 'ceramics', weight: 10, offers: (m) => isClass(m, 'ceramic') },
  { trade: 'glass', weight: 8, offers: (m) => isClass(m, 'glass') },
  { trade: 'composites', weight: 14, offers: (m) => isClass(m, 'composite', 'fibre') || (isClass(m, 'thermoset') && m.forms.some((form) => ['liquid', 'film', 'prepreg'].includes(form))) || /foam core/.test(m.tradeName) },
  { trade: 'timber', weight: 14, offers: (m) => isClass(m, 'wood') },
  { trade: 'building', weight: 10, offers: (m) => isClass(m, 'concrete') },
  { trade: 'carbon', weight: 4, offers: (m) => isClass(m, 'carbon') || /graphite|boron nitride|silicon carbide/i.test(m.tradeName) },
  { trade: 'insulation', weight: 4, offers: (m) => /insulation|foam/i.test(m.tradeName) },
  { trade: 'fibres', weight: 4, offers: (m) => isClass(m, 'fibre') },
];

/** Where a supplier is decides which standards it prefers ('EU' for European Standards). */
function region(country: string): string {
  if (['US', 'CA', 'MX', 'BR'].includes(country)) return 'US';
  if (country === 'JP' || country === 'KR') return 'JP';
  if (country === 'CN') return 'CN';
  return 'EU';
}

function inventName(rng: DemoRandom, taken: Set<string>, word: string, legalForm: string): string {
  for (;;) {
    const root = `${rng.pick(ROOT_START)}${rng.pick(ROOT_MIDDLE)}${rng.pick(ROOT_END)}`;
    if (REAL_COMPANY_FRAGMENTS.test(root)) continue;
    const name = `${root} ${word} ${legalForm}`;
    const key = slug(name);
    if (taken.has(key)) continue;
    taken.add(key);
    return name;
  }
}

function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Between `low` and `high` items of `pool` (clamped to its size), drawn without repeats and kept in
 * pool order. Floyd's algorithm draws only as many numbers as it picks, so sampling a few items
 * from a pool of a thousand metals allocates nothing pool-sized.
 */
function some<T>(rng: DemoRandom, pool: readonly T[], low: number, high: number): T[] {
  const count = rng.int(Math.min(low, pool.length), Math.min(high, pool.length));
  const chosen = new Set<number>();
  for (let upper = pool.length - count; upper < pool.length; upper += 1) {
    const index = rng.int(0, upper);
    chosen.add(chosen.has(index) ? upper : index);
  }
  return [...chosen].sort((a, b) => a - b).map((index) => pool[index] as T);
}

const COUNTRY_WEIGHTS = COUNTRIES.map((entry) => [entry, entry[1]] as const);

function country(rng: DemoRandom): { country: string; language: Language; legalForm: string } {
  const [code, , language, forms] = rng.weighted(COUNTRY_WEIGHTS);
  return { country: code, language, legalForm: rng.pick(forms) };
}

export function generateMetalSuppliers(metals: readonly DemoMetal[], existingNames: readonly string[]): DemoMetalSupplier[] {
  const rng = createDemoRandom(hashSeed('demo-catalogue:metal-suppliers'));
  const taken = new Set(existingNames.map(slug));
  const weights = METAL_PROFILES.map((profile, at) => [at, profile.weight] as const);
  const candidates = METAL_PROFILES.map((profile) => {
    const pool = metals.filter(profile.offers);
    const byRegion = new Map<string, DemoMetal[]>();
    for (const metal of pool) {
      const key = region(metal.country);
      const list = byRegion.get(key);
      if (list) list.push(metal);
      else byRegion.set(key, [metal]);
    }
    return { pool, byRegion };
  });
  const suppliers: DemoMetalSupplier[] = [];
  for (let i = 0; i < GENERATED_METAL_SUPPLIERS; i += 1) {
    const index = rng.weighted(weights);
    const profile = METAL_PROFILES[index];
    const { pool, byRegion } = candidates[index] ?? { pool: [], byRegion: new Map<string, DemoMetal[]>() };
    if (!profile || pool.length === 0) throw new Error(`metal supplier profile ${index} offers no demo metal`);
    const place = country(rng);
    const local = byRegion.get(region(place.country)) ?? [];
    const offered = some(rng, local.length >= 8 ? local : pool, 3, rng.chance(0.3) ? 40 : 18);
    suppliers.push({
      name: inventName(rng, taken, rng.pick(METAL_WORDS[profile.trade][place.language]), place.legalForm),
      country: place.country,
      forms: [...profile.forms.slice(0, 1), ...some(rng, profile.forms.slice(1), 0, 3)],
      establishmentType: rng.pick(profile.types),
      descriptions: some(rng, profile.descriptions, 2, 4),
      keywords: some(rng, profile.keywords, 2, 4),
      metals: offered.map((metal) => metal.designation),
    });
  }
  return suppliers;
}

export function generateMaterialSuppliers(materials: readonly DemoMaterial[], existingNames: readonly string[]): DemoMaterialSupplier[] {
  const rng = createDemoRandom(hashSeed('demo-catalogue:material-suppliers'));
  const taken = new Set(existingNames.map(slug));
  const weights = MATERIAL_PROFILES.map((profile, at) => [at, profile.weight] as const);
  const candidates = MATERIAL_PROFILES.map((profile) => materials.filter(profile.offers));
  const suppliers: DemoMaterialSupplier[] = [];
  for (let i = 0; i < GENERATED_MATERIAL_SUPPLIERS; i += 1) {
    const index = rng.weighted(weights);
    const profile = MATERIAL_PROFILES[index];
    const pool = candidates[index] ?? [];
    if (!profile || pool.length === 0) throw new Error(`material supplier profile ${index} offers no demo material`);
    const place = country(rng);
    suppliers.push({
      name: inventName(rng, taken, rng.pick(MATERIAL_WORDS[profile.trade][place.language]), place.legalForm),
      country: place.country,
      materials: some(rng, pool, 3, 25).map((material) => material.tradeName),
    });
  }
  return suppliers;
}
