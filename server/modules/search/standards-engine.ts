import type { StatusDisplay } from '../../../common/catalogue/document-status.ts';
import { displayStatus } from '../../../common/catalogue/document-status.ts';
import { ORDER_BY_ALPHABETIC } from '../../../common/domain/constants.ts';
import type { StandardsCriteria } from '../../../common/search/search-criteria.contract.ts';
import type { Facet } from '../../../common/search/search-results.contract.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { countStandardsFacets, optionLookup, YEAR_BASE, YEAR_SPAN } from './standards-facet-pass.ts';

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
/** Above any snapshot position, so a sort key can carry a rank and a position in one number. */
const POSITION_SPAN = 2 ** 32;

/**
 * Filters, counts facets, orders. Advanced filters of the search bar narrow the set
 * before anything is counted; facets narrow it with counts that ignore their own choice.
 */
export function runStandards(snapshot: CatalogueSnapshot, scope: SearchScope, criteria: StandardsCriteria, base: BaseMatch): StandardsOutcome {
  const groupOfStatus = statusGroups(snapshot);
  const entitled = Uint8Array.from(snapshot.publishers, (publisher) => (scope.entitledPublisherIds.has(publisher.id) ? 1 : 0));
  const publisherIndexOf = new Map(snapshot.publishers.map((publisher, index) => [publisher.code, index]));
  // An unknown code stays in the selection as -1, so it narrows to nothing rather than to everything.
  const publisherIndexes = (codes: string[]) => codes.map((code) => publisherIndexOf.get(code) ?? -1);
  const indexesIn = (codes: string[], list: string[]) => codes.map((code) => list.indexOf(code));
  const statusIndexes = (statuses: StatusDisplay[]) => statuses.map((status) => STATUS_ORDER.indexOf(status));
  const publisherCount = snapshot.publishers.length;

  const dataset = criteria.dataset === '' ? null : snapshot.datasets.find((entry) => entry.code === criteria.dataset);
  const advancedPublishers = publisherIndexes(criteria.publisher);
  // A dataset narrows to its publishers, within any publishers also chosen; an unknown dataset to nothing.
  const datasetLookup = criteria.dataset === '' ? null : optionLookup(dataset && dataset.publishers.length > 0 ? dataset.publishers : [-1], publisherCount);
  let publisherLookup = optionLookup(advancedPublishers, publisherCount);
  if (datasetLookup) publisherLookup = publisherLookup ? publisherLookup.map((chosen, index) => chosen & (datasetLookup[index] ?? 0)) : datasetLookup;

  const languageIndexes = indexesIn(criteria.facetLanguage, snapshot.languages);
  const pass = countStandardsFacets({
    snapshot,
    positions: base.all ? null : base.positions,
    organisationId: scope.organisationId,
    groupOfStatus,
    statusGroups: STATUS_ORDER.length,
    entitled,
    advanced: {
      include: optionLookup(statusIndexes(criteria.status), STATUS_ORDER.length),
      exclude: optionLookup(statusIndexes(criteria.exclude), STATUS_ORDER.length) ?? new Uint8Array(STATUS_ORDER.length),
      country: criteria.country === '' ? -1 : snapshot.countries.indexOf(criteria.country),
      publisher: publisherLookup,
    },
    facets: {
      subscriptionOnly: criteria.filterBy === 'subscription',
      publisher: optionLookup(publisherIndexes(criteria.facetPublisher), publisherCount),
      status: optionLookup(statusIndexes(criteria.facetStatus), STATUS_ORDER.length),
      country: optionLookup(indexesIn(criteria.facetCountry, snapshot.countries), snapshot.countries.length),
      languages:
        languageIndexes.length === 0
          ? null
          : {
              mask: languageIndexes.reduce((mask, index) => (index >= 0 && index < 32 ? mask | (1 << index) : mask), 0),
              overflow: new Set(languageIndexes.filter((index) => index >= 32)),
            },
      year: optionLookup(
        criteria.facetYear.map((year) => year - YEAR_BASE),
        YEAR_SPAN,
      ),
    },
  });
  const positionOf = (item: number) => (base.all ? item : (base.positions[item] ?? 0));
  const ordered = orderItems(snapshot, base, pass.passing, criteria.orderBy, positionOf, groupOfStatus);
  const { counts } = pass;
  const yearsSelected = new Set(criteria.facetYear);

  const option = (id: string, text: string, count: number, selected: boolean) => ({ id, text, count, selected });
  const byCount = (a: { count: number; text: string }, b: { count: number; text: string }) => b.count - a.count || a.text.localeCompare(b.text);
  const facets: Facet[] = [
    {
      key: 'filterby',
      kind: 'radio',
      options: [
        option('subscription', 'My subscription', counts.subscription, criteria.filterBy === 'subscription'),
        option('all', 'Whole catalogue', counts.catalogue, criteria.filterBy === 'all'),
      ],
    },
    {
      key: 'publisher',
      kind: 'multi',
      options: snapshot.publishers
        .map((publisher, index) => option(publisher.code, publisher.code, counts.publisher[index] ?? 0, criteria.facetPublisher.includes(publisher.code)))
        .filter((entry) => entry.count > 0 || entry.selected)
        .sort(byCount),
    },
    {
      key: 'include',
      kind: 'multi',
      options: STATUS_ORDER.map((status, index) => option(status, status, counts.status[index] ?? 0, criteria.facetStatus.includes(status))).filter(
        (entry) => entry.count > 0 || entry.selected,
      ),
    },
    {
      key: 'country',
      kind: 'multi',
      options: snapshot.countries
        .map((country, index) => option(country, country, counts.country[index] ?? 0, criteria.facetCountry.includes(country)))
        .filter((entry) => entry.count > 0 || entry.selected)
        .sort(byCount),
    },
    {
      key: 'language',
      kind: 'multi',
      options: snapshot.languages
        .map((language, index) => option(language, language, counts.language[index] ?? 0, criteria.facetLanguage.includes(language)))
        .filter((entry) => entry.count > 0 || entry.selected)
        .sort(byCount),
    },
    {
      key: 'year',
      kind: 'multi',
      options: [...counts.year]
        .map((count, index) => option(String(index + YEAR_BASE), String(index + YEAR_BASE), count, yearsSelected.has(index + YEAR_BASE)))
        .filter((entry) => entry.count > 0 || entry.selected)
        .reverse(),
    },
  ];
  return { ordered, hits: ordered.length, total: pass.total, facets };
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
  // Over the whole catalogue the passing items are positions already, in ascending order.
  const positions = base.all ? items : Int32Array.from(items, positionOf);
  if (orderBy === ORDER_BY_ALPHABETIC) return base.all ? positions : positions.sort();
  const tierOf = (item: number) => (base.tier ? (base.tier[item] ?? 0) : 0);
  const inForce = (item: number) => (groupOfStatus[snapshot.status[positionOf(item)] ?? 0] === CURRENT_GROUP ? 1 : 0);
  if (base.all) {
    // No tiers, no scores: documents in force first, each group in number order, in two passes.
    const out = new Int32Array(positions.length);
    let n = 0;
    for (const position of positions) if (inForce(position) === 1) out[n++] = position;
    for (const position of positions) if (inForce(position) === 0) out[n++] = position;
    return out;
  }
  if (!base.score) {
    // Few distinct keys (tier 0..3, in force or not): one native sort of key-then-position numbers.
    const keyed = new Float64Array(items.length);
    for (let n = 0; n < items.length; n++) {
      const item = items[n] ?? 0;
      keyed[n] = (7 - (tierOf(item) * 2 + inForce(item))) * POSITION_SPAN + positionOf(item);
    }
    keyed.sort();
    return Int32Array.from(keyed, (value) => value % POSITION_SPAN);
  }
  const score = base.score;
  const order = Array.from(items);
  order.sort(
    (a, b) =>
      tierOf(b) - tierOf(a) || inForce(b) - inForce(a) || (score[b] ?? 0) - (score[a] ?? 0) || positionOf(a) - positionOf(b),
  );
  return Int32Array.from(order, positionOf);
}
