import type { CatalogueRecord } from '../../../modules/catalogue/catalogue-record.ts';
import type { PublisherCode } from '../../../modules/catalogue/publishers.ts';
import { editionNumber, type EditionStamp } from './demo-numbering.ts';
import { createDemoRandom, hashSeed } from './demo-prng.ts';

/**
 * How many days before the seeding day each recent edition came out: a few in the last
 * week, more within a month, a quarter and a year, so every period of the Latest tab
 * (common/search LATEST_WHEN_DAYS) finds some, the default 30 days included.
 */
const RECENT_OFFSET_DAYS = [1, 2, 4, 6, 9, 12, 15, 18, 22, 26, 29, 35, 42, 50, 60, 70, 85, 120, 160, 200, 250, 300, 340] as const;

/** How many days before the seeding day the new documents (a first edition) came out, spread the same way. */
const NEW_OFFSET_DAYS = [1, 3, 5, 10, 16, 24, 33, 55, 80, 130, 210, 320] as const;

/** How many days before the seeding day each withdrawn document was withdrawn (its event's date), spread the same way. */
export const WITHDRAWN_OFFSET_DAYS = [0, 3, 6, 11, 19, 27, 48, 95, 200] as const;

/** Publishers whose edition numbers carry the date, so a re-dated edition gets a fitting number. */
const DATED_NUMBERS: ReadonlySet<PublisherCode> = new Set(['ISO', 'IEC', 'JIS', 'IEEE', 'ETSI', 'ITU']);

const DAY_MS = 86_400_000;

/**
 * The demo catalogue in the two runs the seed writes: everything, then what the last year
 * brought: new editions of existing documents (`recent`), new documents (`firstEditions`), and
 * documents of the first run withdrawn (`withdrawals`: the same records, status W), each with the
 * days before the seeding day its withdrawal is dated.
 */
export type DemoCatalogueParts = {
  base: CatalogueRecord[];
  recent: CatalogueRecord[];
  firstEditions: CatalogueRecord[];
  withdrawals: { record: CatalogueRecord; daysAgo: number }[];
};

function stampOf(record: CatalogueRecord, date: string): EditionStamp {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day, ...(record.edition ? { edition: record.edition } : {}), ...(record.version ? { version: record.version } : {}) };
}

/** The works whose newest edition may move to the last year: generated ones in force, numbered by date, referred to by nothing. */
function candidates(records: readonly CatalogueRecord[], firstGenerated: number, editions: 'several' | 'one'): CatalogueRecord[][] {
  const referenced = new Set(records.flatMap((record) => record.relations.map((relation) => relation.targetNumber)));
  const works = new Map<string, CatalogueRecord[]>();
  records.forEach((record, index) => {
    if (index < firstGenerated) return;
    const key = `${record.publisher}|${record.workNumber}`;
    works.set(key, [...(works.get(key) ?? []), record]);
  });
  return [...works.values()].filter((chain) => {
    const newest = chain.at(-1);
    const previous = chain.at(-2);
    if (!newest || !newest.publishedOn || (editions === 'several') !== (previous !== undefined)) return false;
    return (
      DATED_NUMBERS.has(newest.publisher as PublisherCode) &&
      newest.statusCode === undefined &&
      previous?.statusCode === undefined &&
      (newest.docType === 'standard' || newest.docType === 'recommendation') &&
      !referenced.has(newest.number) &&
      editionNumber(newest.publisher as PublisherCode, newest.workNumber, stampOf(newest, newest.publishedOn)) === newest.number
    );
  });
}

/**
 * Moves the newest edition of each chosen work to a day `offsets` names before `today`, with the
 * number that date gives; a work whose new number an edition already has keeps its dates.
 */
function redate(chosen: CatalogueRecord[][], offsets: number[], rng: ReturnType<typeof createDemoRandom>, numbers: Set<string>, today: Date) {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const moved = new Map<CatalogueRecord, CatalogueRecord>();
  // The picks come in list order; each draws its offset from those left, so publishers mix across periods.
  const left = [...offsets];
  for (const editions of chosen) {
    const newest = editions.at(-1);
    const [offset] = left.splice(rng.int(0, left.length - 1), 1);
    if (!newest || offset === undefined) continue;
    const publishedOn = new Date(midnight - offset * DAY_MS).toISOString().slice(0, 10);
    const stamp = stampOf(newest, publishedOn);
    const number = editionNumber(newest.publisher as PublisherCode, newest.workNumber, stamp);
    // A seeding day in the demo year could repeat the previous edition's number: that work keeps its dates.
    if (numbers.has(number)) continue;
    numbers.add(number);
    moved.set(newest, { ...newest, number, sourceKey: `demo:${newest.publisher}:${number}`, publishedOn, publicationYear: stamp.year });
  }
  return moved;
}

/**
 * Splits the demo catalogue for seeding on `today`: a fixed choice of works (it depends on
 * the seed only) get their newest edition dated in the year before `today` instead of
 * the demo year, with the number that date gives, and come in a second run, so the
 * Latest tab finds documents revised (a new edition) and new (a first edition) in each of its
 * periods whatever day the demo is seeded; a few other works in force are withdrawn in that run.
 * Every other record stays as generated.
 */
export function splitRecentEditions(records: readonly CatalogueRecord[], seed: number, firstGenerated: number, today: Date): DemoCatalogueParts {
  const numbers = new Set(records.map((record) => record.number));
  const revisedRng = createDemoRandom(hashSeed(`${seed}:recent`));
  const revised = redate(revisedRng.sample(candidates(records, firstGenerated, 'several'), RECENT_OFFSET_DAYS.length), [...RECENT_OFFSET_DAYS], revisedRng, numbers, today);
  const newRng = createDemoRandom(hashSeed(`${seed}:new`));
  const firsts = redate(newRng.sample(candidates(records, firstGenerated, 'one'), NEW_OFFSET_DAYS.length), [...NEW_OFFSET_DAYS], newRng, numbers, today);
  // Withdrawn: works in force that keep their dates, each its newest edition again with status W.
  const withdrawnRng = createDemoRandom(hashSeed(`${seed}:withdrawn`));
  const kept = candidates(records, firstGenerated, 'several').filter((editions) => !editions.some((record) => revised.has(record)));
  const withdrawals = withdrawnRng.sample(kept, WITHDRAWN_OFFSET_DAYS.length).flatMap((editions, index) => {
    const newest = editions.at(-1);
    return newest ? [{ record: { ...newest, statusCode: 'W' as const }, daysAgo: WITHDRAWN_OFFSET_DAYS[index] ?? 0 }] : [];
  });
  return {
    base: records.filter((record) => !revised.has(record) && !firsts.has(record)),
    recent: [...revised.values()],
    firstEditions: [...firsts.values()],
    withdrawals,
  };
}
