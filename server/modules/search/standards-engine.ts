import type { StatusDisplay } from '../../../common/catalogue/document-status.ts';
import { displayStatus } from '../../../common/catalogue/document-status.ts';
import { ORDER_BY_ALPHABETIC } from '../../../common/domain/constants.ts';
import type { StandardsCriteria } from '../../../common/search/search-criteria.contract.ts';
import type { Facet } from '../../../common/search/search-results.contract.ts';
import { languagesAt, type CatalogueSnapshot } from './catalogue-snapshot.ts';
import { filterAndCount, type FacetColumn } from './facet-counter.ts';

/** Display statuses in the order the status facet lists them. */
export const STATUS_ORDER: StatusDisplay[] = ['current', 'superseded', 'partiallySuperseded', 'withdrawn', 'cancelled', 'historical'];

/** Whose documents a search may see, and which publishers the subscription includes. */
export type SearchScope = { organisationId: number; entitledPublisherIds: ReadonlySet<number> };

/**
 * What the database matched: positions in the snapshot, with a number-match tier (3 the
 * number itself ... 1 a partial match) and a title score where they apply. `all` means
 * every document (no words, no number: filters only).
 */
export type BaseMatch = {
  all: boolean;
  positions: Int32Array;
  tier: Uint8Array | null;
  score: Float32Array | null;
  correctedTerms: string | null;
};

export type StandardsOutcome = {
  /** Snapshot positions of the results, in display order. */
  ordered: Int32Array;
  hits: number;
  total: number;
  facets: Facet[];
};

function statusGroups(snapshot: CatalogueSnapshot): Uint8Array {
  return Uint8Array.from(snapshot.statusCodes, (code) => STATUS_ORDER.indexOf(displayStatus({ docStatusCode: code })));
}

const CURRENT_GROUP = STATUS_ORDER.indexOf('current');

/**
 * Filters, counts facets, orders. Advanced filters of the search bar narrow the set
 * before anything is counted; facets narrow it with counts that ignore their own choice.
 */
export function runStandards(snapshot: CatalogueSnapshot, scope: SearchScope, criteria: StandardsCriteria, base: BaseMatch): StandardsOutcome {
  const groupOfStatus = statusGroups(snapshot);
  const entitled = Uint8Array.from(snapshot.publishers, (publisher) => (scope.entitledPublisherIds.has(publisher.id) ? 1 : 0));
  const publisherIndexOf = new Map(snapshot.publishers.map((publisher, index) => [publisher.code, index]));
  // An unknown code stays in the selection as -1, so it narrows to nothing rather than to everything.
  const codesToIndexes = (codes: string[], list: string[]) => new Set(codes.map((code) => list.indexOf(code)));

  // The search bar's advanced filters.
  const includeGroups = new Set(criteria.status.map((status) => STATUS_ORDER.indexOf(status)));
  const excludeGroups = new Set(criteria.exclude.map((status) => STATUS_ORDER.indexOf(status)));
  const countryIndex = criteria.country === '' ? -1 : snapshot.countries.indexOf(criteria.country);
  const publisherFilter = new Set(criteria.publisher.map((code) => publisherIndexOf.get(code) ?? -1));
  const dataset = criteria.dataset === '' ? null : snapshot.datasets.find((entry) => entry.code === criteria.dataset);
  const datasetPublishers = dataset ? new Set(dataset.publishers) : null;

  const baseCount = base.all ? snapshot.size : base.positions.length;
  const positionOf = (item: number) => (base.all ? item : (base.positions[item] ?? 0));
  const candidates = new Int32Array(baseCount);
  let kept = 0;
  for (let item = 0; item < baseCount; item++) {
    const position = positionOf(item);
    const owner = snapshot.organisation[position] ?? 0;
    if (owner !== 0 && owner !== scope.organisationId) continue;
    const group = groupOfStatus[snapshot.status[position] ?? 0] ?? 0;
    if (includeGroups.size > 0 && !includeGroups.has(group)) continue;
    if (excludeGroups.has(group)) continue;
    if (criteria.country !== '' && snapshot.country[position] !== countryIndex) continue;
    const publisher = snapshot.publisher[position] ?? 0;
    if (publisherFilter.size > 0 && !publisherFilter.has(publisher)) continue;
    if (datasetPublishers && !datasetPublishers.has(publisher)) continue;
    candidates[kept++] = item;
  }
  const items = candidates.subarray(0, kept);

  const yearsSelected = new Set(criteria.facetYear);
  const minYear = 1800;
  const columns: FacetColumn[] = [
    {
      // 'results in': 0 the subscription's publishers (and the organisation's own documents), 1 the whole catalogue.
      valuesOf: (item, out) => {
        const position = positionOf(item);
        out.length = 0;
        if (entitled[snapshot.publisher[position] ?? 0] || (snapshot.organisation[position] ?? 0) !== 0) out.push(0);
        out.push(1);
      },
      selected: new Set([criteria.filterBy === 'subscription' ? 0 : 1]),
      optionCount: 2,
    },
    {
      valuesOf: (item, out) => {
        out.length = 1;
        out[0] = snapshot.publisher[positionOf(item)] ?? 0;
      },
      selected: new Set(criteria.facetPublisher.map((code) => publisherIndexOf.get(code) ?? -1)),
      optionCount: snapshot.publishers.length,
    },
    {
      valuesOf: (item, out) => {
        out.length = 1;
        out[0] = groupOfStatus[snapshot.status[positionOf(item)] ?? 0] ?? 0;
      },
      selected: new Set(criteria.facetStatus.map((status) => STATUS_ORDER.indexOf(status))),
      optionCount: STATUS_ORDER.length,
    },
    {
      valuesOf: (item, out) => {
        out.length = 1;
        out[0] = snapshot.country[positionOf(item)] ?? 0;
      },
      selected: codesToIndexes(criteria.facetCountry, snapshot.countries),
      optionCount: snapshot.countries.length,
    },
    {
      valuesOf: (item, out) => languagesAt(snapshot, positionOf(item), out),
      selected: codesToIndexes(criteria.facetLanguage, snapshot.languages),
      optionCount: snapshot.languages.length,
    },
    {
      valuesOf: (item, out) => {
        const year = snapshot.year[positionOf(item)] ?? 0;
        out.length = 0;
        if (year >= minYear) out.push(year - minYear);
      },
      selected: new Set([...yearsSelected].map((year) => year - minYear)),
      optionCount: 500,
    },
  ];

  const { passing, counts } = filterAndCount(items, columns);
  const ordered = orderItems(snapshot, base, passing, criteria.orderBy, positionOf, groupOfStatus);
  const [filterbyCounts, publisherCounts, statusCounts, countryCounts, languageCounts, yearCounts] = counts;

  const option = (id: string, text: string, count: number, selected: boolean) => ({ id, text, count, selected });
  const byCount = (a: { count: number; text: string }, b: { count: number; text: string }) => b.count - a.count || a.text.localeCompare(b.text);
  const facets: Facet[] = [
    {
      key: 'filterby',
      kind: 'radio',
      options: [
        option('subscription', 'My subscription', filterbyCounts?.[0] ?? 0, criteria.filterBy === 'subscription'),
        option('all', 'Whole catalogue', filterbyCounts?.[1] ?? 0, criteria.filterBy === 'all'),
      ],
    },
    {
      key: 'publisher',
      kind: 'multi',
      options: snapshot.publishers
        .map((publisher, index) => option(publisher.code, publisher.code, publisherCounts?.[index] ?? 0, criteria.facetPublisher.includes(publisher.code)))
        .filter((entry) => entry.count > 0 || entry.selected)
        .sort(byCount),
    },
    {
      key: 'include',
      kind: 'multi',
      options: STATUS_ORDER.map((status, index) => option(status, status, statusCounts?.[index] ?? 0, criteria.facetStatus.includes(status))).filter(
        (entry) => entry.count > 0 || entry.selected,
      ),
    },
    {
      key: 'country',
      kind: 'multi',
      options: snapshot.countries
        .map((country, index) => option(country, country, countryCounts?.[index] ?? 0, criteria.facetCountry.includes(country)))
        .filter((entry) => entry.count > 0 || entry.selected)
        .sort(byCount),
    },
    {
      key: 'language',
      kind: 'multi',
      options: snapshot.languages
        .map((language, index) => option(language, language, languageCounts?.[index] ?? 0, criteria.facetLanguage.includes(language)))
        .filter((entry) => entry.count > 0 || entry.selected)
        .sort(byCount),
    },
    {
      key: 'year',
      kind: 'multi',
      options: [...(yearCounts ?? [])]
        .map((count, index) => option(String(index + minYear), String(index + minYear), count, yearsSelected.has(index + minYear)))
        .filter((entry) => entry.count > 0 || entry.selected)
        .reverse(),
    },
  ];
  return { ordered, hits: ordered.length, total: items.length, facets };
}

/**
 * Relevance: the number itself first (tier), then documents in force, then the title
 * score, then natural number order. Alphabetic: natural number order, which is the
 * snapshot's own order. Ties always fall back to that order, so pages are stable.
 */
function orderItems(
  snapshot: CatalogueSnapshot,
  base: BaseMatch,
  items: Int32Array,
  orderBy: number,
  positionOf: (item: number) => number,
  groupOfStatus: Uint8Array,
): Int32Array {
  const positions = Int32Array.from(items, positionOf);
  if (orderBy === ORDER_BY_ALPHABETIC) return positions.sort();
  const tierOf = (item: number) => (base.tier ? (base.tier[item] ?? 0) : 0);
  const inForce = (item: number) => (groupOfStatus[snapshot.status[positionOf(item)] ?? 0] === CURRENT_GROUP ? 1 : 0);
  if (!base.score) {
    // Few distinct keys (tier 0..3, in force or not): bucket by key, each bucket in number order.
    const buckets: number[][] = Array.from({ length: 8 }, () => []);
    for (const item of items) buckets[7 - (tierOf(item) * 2 + inForce(item))]?.push(positionOf(item));
    const out = new Int32Array(items.length);
    let n = 0;
    for (const bucket of buckets) {
      bucket.sort((a, b) => a - b);
      for (const position of bucket) out[n++] = position;
    }
    return out;
  }
  const score = base.score;
  const order = Array.from(items);
  order.sort(
    (a, b) =>
      tierOf(b) - tierOf(a) || inForce(b) - inForce(a) || (score[b] ?? 0) - (score[a] ?? 0) || positionOf(a) - positionOf(b),
  );
  return Int32Array.from(order, positionOf);
}
