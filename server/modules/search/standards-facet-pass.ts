import type { CatalogueSnapshot } from './catalogue-snapshot.ts';

/**
 * The standards facets, counted in one pass over typed arrays. The generic counter of
 * facet-counter.ts calls a closure per item and facet; over the whole catalogue (a `*`
 * search, a filter-only search) that costs tens of milliseconds, this loop a few.
 * Counting follows the same "drill sideways" rule: an option's count applies every other
 * facet's selection but not its own.
 */
export const YEAR_BASE = 1800;
export const YEAR_SPAN = 500;

/** A facet's selection as a lookup by option index; null when the facet does not narrow. */
export type OptionLookup = Uint8Array | null;

export type StandardsPassInput = {
  snapshot: CatalogueSnapshot;
  /** Snapshot positions to consider, or null for every document. */
  positions: Int32Array | null;
  organisationId: number;
  /** Display status group of each status code index, below `statusGroups`. */
  groupOfStatus: Uint8Array;
  statusGroups: number;
  /** 1 when the subscription includes the publisher at that index. */
  entitled: Uint8Array;
  /** The search bar's advanced filters: they narrow before anything is counted. */
  advanced: { include: OptionLookup; exclude: Uint8Array; country: number; publisher: OptionLookup };
  /** The facets: 'results in' (true: the subscription only), publisher, status group, country, language mask, year. */
  facets: {
    subscriptionOnly: boolean;
    publisher: OptionLookup;
    status: OptionLookup;
    country: OptionLookup;
    languages: { mask: number; overflow: ReadonlySet<number> } | null;
    year: OptionLookup;
  };
};

export type StandardsPassCounts = {
  subscription: number;
  catalogue: number;
  publisher: Int32Array;
  status: Int32Array;
  country: Int32Array;
  language: Int32Array;
  year: Int32Array;
};

export type StandardsPass = {
  /** Items (indexes into `positions`, or positions when it is null) passing every filter, in order. */
  passing: Int32Array;
  /**
   * Items passing the advanced filters within the chosen 'results in' scope: the search's
   * total before the facets narrowed it. The scope is where the user searches, not a
   * filter they applied, so a subscription search counts its own documents only.
   */
  total: number;
  counts: StandardsPassCounts;
};

const FACET_COUNT = 6;

export function countStandardsFacets(input: StandardsPassInput): StandardsPass {
  const { snapshot, positions, organisationId, groupOfStatus, statusGroups, entitled, advanced, facets } = input;
  const { publisher, status, country, year, languageMask, languageOverflow, organisation } = snapshot;
  const size = positions ? positions.length : snapshot.size;
  const counts: StandardsPassCounts = {
    subscription: 0,
    catalogue: 0,
    publisher: new Int32Array(snapshot.publishers.length),
    status: new Int32Array(statusGroups),
    country: new Int32Array(snapshot.countries.length),
    language: new Int32Array(snapshot.languages.length),
    year: new Int32Array(YEAR_SPAN),
  };
  const passing = new Int32Array(size);
  const failed = new Uint8Array(FACET_COUNT);
  const hasOverflow = languageOverflow.size > 0;
  let passed = 0;
  let total = 0;

  for (let item = 0; item < size; item++) {
    const position = positions ? (positions[item] as number) : item;
    const owner = organisation[position] as number;
    if (owner !== 0 && owner !== organisationId) continue;
    const group = groupOfStatus[status[position] as number] as number;
    if (advanced.include && advanced.include[group] !== 1) continue;
    if (advanced.exclude[group] === 1) continue;
    const countryIndex = country[position] as number;
    if (advanced.country >= 0 && countryIndex !== advanced.country) continue;
    const publisherIndex = publisher[position] as number;
    if (advanced.publisher && advanced.publisher[publisherIndex] !== 1) continue;

    const inSubscription = entitled[publisherIndex] === 1 || owner !== 0;
    if (!facets.subscriptionOnly || inSubscription) total++;
    const mask = languageMask[position] as number;
    const extraLanguages = hasOverflow ? languageOverflow.get(position) : undefined;
    const yearValue = year[position] as number;
    const yearIndex = yearValue >= YEAR_BASE && yearValue < YEAR_BASE + YEAR_SPAN ? yearValue - YEAR_BASE : -1;

    let failures = 0;
    failed[0] = facets.subscriptionOnly && !inSubscription ? 1 : 0;
    failed[1] = facets.publisher && facets.publisher[publisherIndex] !== 1 ? 1 : 0;
    failed[2] = facets.status && facets.status[group] !== 1 ? 1 : 0;
    failed[3] = facets.country && facets.country[countryIndex] !== 1 ? 1 : 0;
    failed[4] = facets.languages && !hasLanguage(facets.languages, mask, extraLanguages) ? 1 : 0;
    failed[5] = facets.year && (yearIndex < 0 || facets.year[yearIndex] !== 1) ? 1 : 0;
    for (let facet = 0; facet < FACET_COUNT; facet++) failures += failed[facet] as number;
    if (failures > 1) continue;
    if (failures === 0) passing[passed++] = item;

    if (failures === 0 || failed[0] === 1) {
      if (inSubscription) counts.subscription++;
      counts.catalogue++;
    }
    if (failures === 0 || failed[1] === 1) bump(counts.publisher, publisherIndex);
    if (failures === 0 || failed[2] === 1) bump(counts.status, group);
    if (failures === 0 || failed[3] === 1) bump(counts.country, countryIndex);
    if (failures === 0 || failed[4] === 1) tallyLanguages(counts.language, mask, extraLanguages);
    if ((failures === 0 || failed[5] === 1) && yearIndex >= 0) bump(counts.year, yearIndex);
  }
  return { passing: passing.subarray(0, passed), total, counts };
}

function hasLanguage(selection: { mask: number; overflow: ReadonlySet<number> }, mask: number, extra: number[] | undefined): boolean {
  if ((mask & selection.mask) !== 0) return true;
  if (!extra || selection.overflow.size === 0) return false;
  return extra.some((index) => selection.overflow.has(index));
}

function tallyLanguages(counts: Int32Array, mask: number, extra: number[] | undefined) {
  let rest = mask;
  while (rest !== 0) {
    const bit = 31 - Math.clz32(rest);
    bump(counts, bit);
    rest &= ~(1 << bit);
  }
  if (extra) for (const index of extra) bump(counts, index);
}

function bump(counts: Int32Array, index: number) {
  counts[index] = (counts[index] ?? 0) + 1;
}

/** A lookup of the chosen option indexes; indexes out of range (unknown codes) select nothing. */
export function optionLookup(chosen: Iterable<number>, optionCount: number): OptionLookup {
  const list = [...chosen];
  if (list.length === 0) return null;
  const lookup = new Uint8Array(optionCount);
  for (const index of list) if (index >= 0 && index < optionCount) lookup[index] = 1;
  return lookup;
}
