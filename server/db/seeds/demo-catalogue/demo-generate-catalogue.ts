import type { CatalogueRecord } from '../../../modules/catalogue/catalogue-record.ts';
import type { DemoDomain } from './demo-domain.types.ts';
import { APPLIED_DOMAINS } from './demo-domains-applied.data.ts';
import { ELECTRO_DOMAINS } from './demo-domains-electro.data.ts';
import { ENGINEERING_DOMAINS } from './demo-domains-engineering.data.ts';
import { MANAGEMENT_DOMAINS } from './demo-domains-management.data.ts';
import { FAMOUS_IEC, FAMOUS_IEEE } from './demo-famous-iec-ieee.data.ts';
import { FAMOUS_ISO_ENGINEERING } from './demo-famous-iso-engineering.data.ts';
import { FAMOUS_ISO } from './demo-famous-iso.data.ts';
import { FAMOUS_ETSI, FAMOUS_ITU, FAMOUS_JIS, FAMOUS_W3C } from './demo-famous-telecom-web.data.ts';
import type { FamousWork } from './demo-famous.types.ts';
import { DEMO_FULLTEXT_WORKS } from './demo-fulltext-works.data.ts';
import { generateSmallBodies, generateW3c } from './demo-generate-consortia.ts';
import { addFamousWork } from './demo-generate-famous.ts';
import { generateIeee, generateJis } from './demo-generate-ieee-jis.ts';
import { generateIsoIec } from './demo-generate-iso-iec.ts';
import { generateEtsi, generateItu } from './demo-generate-telecom.ts';
import { createContext, type GenerationContext } from './demo-generation-context.ts';
import { createDemoRandom, hashSeed } from './demo-prng.ts';
import { splitRecentEditions, type DemoCatalogueParts } from './demo-recent-editions.ts';

/** The seed `npm start` uses; any other gives a different but equally consistent catalogue. */
export const DEFAULT_DEMO_SEED = 20_250_601;

const DEMO_DOMAINS: readonly DemoDomain[] = [...MANAGEMENT_DOMAINS, ...ENGINEERING_DOMAINS, ...ELECTRO_DOMAINS, ...APPLIED_DOMAINS];

const FAMOUS_WORKS: readonly FamousWork[] = [
  ...FAMOUS_ISO,
  ...FAMOUS_ISO_ENGINEERING,
  ...FAMOUS_IEC,
  ...FAMOUS_IEEE,
  ...FAMOUS_ETSI,
  ...FAMOUS_ITU,
  ...FAMOUS_JIS,
  ...FAMOUS_W3C,
  ...DEMO_FULLTEXT_WORKS,
];

/** Works (documents) per publisher, famous ones included; each has one to six editions. */
const GENERATED_WORKS = { ISO: 640, IEC: 330, ETSI: 250, ITU: 190, IEEE: 190, JIS: 190 } as const;

/**
 * Each step draws from its own stream, derived from the seed and the step's name, so
 * a change to one publisher's generator leaves the others' documents as they were.
 */
function step(ctx: GenerationContext, seed: number, name: string, run: () => void): void {
  ctx.rng = createDemoRandom(hashSeed(`${seed}:${name}`));
  run();
}

/**
 * The demo catalogue seeded on `today`, in its two runs: real famous documents with their
 * real editions, then a few thousand generated ones across thirteen publishers; a fixed
 * few of those have their newest edition dated in the year before `today` and come in
 * the second run. The same seed always gives the same records in the same order, and
 * the same records on any day but for the dates and numbers of those newest editions.
 */
export function generateDemoCatalogueParts(seed: number = DEFAULT_DEMO_SEED, today: Date = new Date()): DemoCatalogueParts {
  const ctx = createContext(createDemoRandom(seed), DEMO_DOMAINS, []);
  step(ctx, seed, 'famous', () => {
    for (const famous of FAMOUS_WORKS) addFamousWork(ctx, famous);
  });
  const firstGenerated = ctx.records.length;
  step(ctx, seed, 'ISO', () => generateIsoIec(ctx, 'ISO', GENERATED_WORKS.ISO));
  step(ctx, seed, 'IEC', () => generateIsoIec(ctx, 'IEC', GENERATED_WORKS.IEC));
  step(ctx, seed, 'ETSI', () => generateEtsi(ctx, GENERATED_WORKS.ETSI));
  step(ctx, seed, 'ITU', () => generateItu(ctx, GENERATED_WORKS.ITU));
  step(ctx, seed, 'IEEE', () => generateIeee(ctx, GENERATED_WORKS.IEEE));
  step(ctx, seed, 'JIS', () => generateJis(ctx, GENERATED_WORKS.JIS));
  step(ctx, seed, 'W3C', () => generateW3c(ctx));
  step(ctx, seed, 'small-bodies', () => generateSmallBodies(ctx));
  return splitRecentEditions(ctx.records, seed, firstGenerated, today);
}

/** Every record of the demo catalogue seeded on `today`, in the order the seed writes them. */
export function generateDemoCatalogue(seed: number = DEFAULT_DEMO_SEED, today: Date = new Date()): CatalogueRecord[] {
  const { base, recent, firstEditions } = generateDemoCatalogueParts(seed, today);
  // Withdrawals are records of the base again, with another status: not records of their own.
  return [...base, ...recent, ...firstEditions];
}
