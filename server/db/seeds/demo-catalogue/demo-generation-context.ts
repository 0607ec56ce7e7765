import type { CatalogueRecord } from '../../../modules/catalogue/catalogue-record.ts';
import type { PublisherCode } from '../../../modules/catalogue/publishers.ts';
import type { DemoDomain, Phrase } from './demo-domain.types.ts';
import type { DemoRandom } from './demo-prng.ts';
import { buildWorkRecords, type AmendmentDraft, type EditionDraft, type Fate, type WorkDraft } from './demo-record-builder.ts';

/** The year the demo catalogue pretends it is: nothing is published later. */
export const DEMO_YEAR = 2025;

/** What the generators share while they fill the catalogue. */
export type GenerationContext = {
  rng: DemoRandom;
  records: CatalogueRecord[];
  worksByPublisher: Map<PublisherCode, number>;
  /** `publisher|workNumber` of every work, so no two documents share a number. */
  usedWorkNumbers: Set<string>;
  /** `publisher|series` base numbers ('ISO|27001'), so a series is not reused by another field. */
  usedBases: Set<string>;
  usedTitles: Set<string>;
  domains: ReadonlyMap<string, DemoDomain>;
};

export function createContext(rng: DemoRandom, domains: readonly DemoDomain[], reservedWorkNumbers: readonly string[]): GenerationContext {
  return {
    rng,
    records: [],
    worksByPublisher: new Map(),
    usedWorkNumbers: new Set(reservedWorkNumbers),
    usedBases: new Set(),
    usedTitles: new Set(),
    domains: new Map(domains.map((domain) => [domain.key, domain])),
  };
}

export function domainOf(ctx: GenerationContext, key: string): DemoDomain {
  const domain = ctx.domains.get(key);
  if (!domain) throw new Error(`unknown demo domain ${key}`);
  return domain;
}

export function isWorkNumberFree(ctx: GenerationContext, publisher: PublisherCode, workNumber: string): boolean {
  return !ctx.usedWorkNumbers.has(`${publisher}|${workNumber}`);
}

export function worksOf(ctx: GenerationContext, publisher: PublisherCode): number {
  return ctx.worksByPublisher.get(publisher) ?? 0;
}

/** Builds a work's records into the catalogue; answers the numbers of its editions, oldest first. */
export function addWork(ctx: GenerationContext, work: WorkDraft): string[] {
  const key = `${work.publisher}|${work.workNumber}`;
  if (ctx.usedWorkNumbers.has(key)) throw new Error(`duplicate demo work ${key}`);
  ctx.usedWorkNumbers.add(key);
  const english = work.titles[0]?.full;
  if (english) ctx.usedTitles.add(english);
  const records = buildWorkRecords(work, ctx.rng);
  for (const record of records) {
    // Amendments are documents of their own.
    if (record.workNumber !== work.workNumber) ctx.usedWorkNumbers.add(`${record.publisher}|${record.workNumber}`);
    ctx.records.push(record);
  }
  ctx.worksByPublisher.set(work.publisher, worksOf(ctx, work.publisher) + 1);
  return records.filter((record) => record.workNumber === work.workNumber).map((record) => record.number);
}

export function pickFate(rng: DemoRandom): Fate {
  return rng.weighted<Fate>([
    ['current', 85],
    ['W', 7],
    ['C', 2],
    ['P', 1.5],
    ['T', 1],
    ['O', 2],
    ['RE', 1],
  ]);
}

export type EditionPlan = { earliest: number; latest?: number; gap?: readonly [number, number]; maxCount?: number };

/** Edition dates, oldest first, strictly increasing years: older documents tend to have more editions. */
export function planEditionDates(rng: DemoRandom, plan: EditionPlan): EditionDraft[] {
  const latest = plan.latest ?? DEMO_YEAR;
  const [gapMin, gapMax] = plan.gap ?? [3, 9];
  const wanted = Math.min(plan.maxCount ?? 6, rng.weighted([[1, 30], [2, 28], [3, 20], [4, 12], [5, 6], [6, 4]]));
  const span = Math.max(0, latest - plan.earliest);
  // Skewed towards recent years, like real catalogues.
  let year = latest - Math.floor(Math.pow(rng.next(), 0.8) * span);
  year = Math.min(year, Math.max(plan.earliest, latest - (wanted - 1) * gapMin));
  const editions: EditionDraft[] = [];
  while (editions.length < wanted && year <= latest) {
    editions.push({ year, month: rng.int(1, 12), day: rng.int(1, 28), edition: String(editions.length + 1) });
    year += rng.int(gapMin, gapMax);
  }
  return editions;
}

const AMENDMENT_TITLES: readonly Phrase[] = [
  ['Climate action changes', 'Changements liés à l’action pour le climat'],
  ['Addition of Annex C', "Ajout de l'Annexe C"],
  ['Updated normative references', 'Mise à jour des références normatives'],
  ['Clarification of test conditions', "Clarification des conditions d'essai"],
  ['Additional requirements for digital interfaces', 'Exigences supplémentaires pour les interfaces numériques'],
  ['Revised sampling plans', "Plans d'échantillonnage révisés"],
];

/** Adds amendments and corrigenda to editions, dated before the next edition. */
export function planAmendments(rng: DemoRandom, editions: EditionDraft[], chances: { amendment: number; corrigendum: number; titled?: boolean }): void {
  editions.forEach((edition, index) => {
    const maxYear = Math.min((editions[index + 1]?.year ?? DEMO_YEAR + 1) - 1, DEMO_YEAR);
    if (maxYear < edition.year + 1) return;
    const amendments: AmendmentDraft[] = [];
    if (rng.chance(chances.corrigendum)) {
      amendments.push({ kind: 'corrigendum', n: 1, year: Math.min(edition.year + rng.int(1, 2), maxYear), month: rng.int(1, 12), day: rng.int(1, 28) });
    }
    if (rng.chance(chances.amendment)) {
      let year = edition.year + 1;
      const count = rng.chance(0.25) ? 2 : 1;
      for (let n = 1; n <= count && year <= maxYear; n += 1) {
        year = rng.int(year, Math.min(maxYear, year + 4));
        const phrase = chances.titled !== false && rng.chance(0.4) ? rng.pick(AMENDMENT_TITLES) : undefined;
        amendments.push({ kind: 'amendment', n, year, month: rng.int(1, 12), day: rng.int(1, 28), ...(phrase ? { title: { en: phrase[0], fr: phrase[1] } } : {}) });
        year += 1;
      }
    }
    if (amendments.length > 0) edition.amendments = amendments;
  });
}

/** A number from a domain's ranges whose base is still free, else from the fallback range. */
export function pickBaseNumber(
  ctx: GenerationContext,
  publisher: PublisherCode,
  ranges: readonly (readonly [number, number])[],
  fallback: readonly [number, number],
): number {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const range = ctx.rng.pick(ranges.length > 0 ? ranges : [fallback]);
    const base = ctx.rng.int(range[0], range[1]);
    if (!ctx.usedBases.has(`${publisher}|${base}`)) return claimBase(ctx, publisher, base);
  }
  for (;;) {
    const base = ctx.rng.int(fallback[0], fallback[1]);
    if (!ctx.usedBases.has(`${publisher}|${base}`)) return claimBase(ctx, publisher, base);
  }
}

function claimBase(ctx: GenerationContext, publisher: PublisherCode, base: number): number {
  ctx.usedBases.add(`${publisher}|${base}`);
  return base;
}

/** Picks from `make` until the English title is new; gives up after a few tries. */
export function freshTitle<T extends { en: string }>(ctx: GenerationContext, make: () => T): T {
  let candidate = make();
  for (let attempt = 0; attempt < 6 && ctx.usedTitles.has(candidate.en); attempt += 1) candidate = make();
  return candidate;
}
