import type { StatusDisplay } from '../../../common/catalogue/document-status.ts';
import { displayStatus } from '../../../common/catalogue/document-status.ts';
import { ORDER_BY_ALPHABETIC } from '../../../common/domain/constants.ts';
import type { StandardsCriteria } from '../../../common/search/search-criteria.contract.ts';
import type { Facet } from '../../../common/search/search-results.contract.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { orderByKeys, orderOfPositions, POSITION_SPAN, type ResultOrder } from './result-order.ts';
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
  /** Whether the score is a title score to blend with the documents' standing, or an order of its own (special searches). */
  titleScore: boolean;
  correctedTerms: string | null;
};

export type StandardsOutcome = {
  /** Snapshot positions of the results, in display order, as far as asked for. */
  order: ResultOrder;
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
  const order = orderItems(snapshot, base, pass.passing, criteria.orderBy, positionOf, groupOfStatus);
  const { counts } = pass;
  const yearsSelected = new Set(criteria.facetYear);

  const option = (id: string, text: string, count: number, selected: boolean) => ({ id, text, count, selected });
  const byCount = (a: { count: number; text: string }, b: { count: number; text: string }) => b.count - a.count || a.text.localeCompare(b.text);
  /** The options a facet lists: those with documents, and those chosen. Only they are made: the year facet has 500 places. */
  const listed = (count: number, codeAt: (index: number) => string, counted: Int32Array, chosenAt: (index: number) => boolean) => {
    const options: Facet['options'] = [];
    for (let index = 0; index < count; index++) {
      const tally = counted[index] ?? 0;
      const chosen = chosenAt(index);
      if (tally === 0 && !chosen) continue;
      const code = codeAt(index);
      options.push(option(code, code, tally, chosen));
    }
    return options;
  };
  const publisherCode = (index: number) => snapshot.publishers[index]?.code ?? '';
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
      options: listed(snapshot.publishers.length, publisherCode, counts.publisher, (index) => criteria.facetPublisher.includes(publisherCode(index))).sort(byCount),
    },
    {
      key: 'include',
      kind: 'multi',
      options: listed(STATUS_ORDER.length, (index) => STATUS_ORDER[index] ?? 'current', counts.status, (index) => criteria.facetStatus.includes(STATUS_ORDER[index] ?? 'current')),
    },
    {
      key: 'country',
      kind: 'multi',
      options: listed(snapshot.countries.length, (index) => snapshot.countries[index] ?? '', counts.country, (index) => criteria.facetCountry.includes(snapshot.countries[index] ?? '')).sort(byCount),
    },
    {
      key: 'language',
      kind: 'multi',
      options: listed(snapshot.languages.length, (index) => snapshot.languages[index] ?? '', counts.language, (index) => criteria.facetLanguage.includes(snapshot.languages[index] ?? '')).sort(byCount),
    },
    {
      key: 'year',
      kind: 'multi',
      options: listed(YEAR_SPAN, (index) => String(index + YEAR_BASE), counts.year, (index) => yearsSelected.has(index + YEAR_BASE)).reverse(),
    },
  ];
  return { order, hits: order.size, total: pass.total, facets };
}

/** Steps of the fine rank within a sort key. */
const FINE_STEPS = 2 ** 16;
/** How much a document's standing counts beside how well its title matches, within one match level. */
const STANDING_WEIGHT = 0.5;

/**
 * Relevance: the number itself first (tier), then where the words matched (as a phrase in a
 * title, all in a title, elsewhere), then documents in force, base documents before their
 * amendments and corrigenda, then the title's text rank blended
 * with the document's standing (a base document over its parts and amendments, one that other
 * documents cite or that went through editions), then natural number order. Alphabetic: natural
 * number order, the snapshot's own. Ties always fall back to that order, so pages are stable; only
 * the results asked for are put in order (result-order.ts).
 */
function orderItems(
  snapshot: CatalogueSnapshot,
  base: BaseMatch,
  items: Int32Array,
  orderBy: number,
  positionOf: (item: number) => number,
  groupOfStatus: Uint8Array,
): ResultOrder {
  // Over the whole catalogue the passing items are positions already, in ascending order.
  let positions = items;
  if (!base.all) {
    positions = new Int32Array(items.length);
    for (let n = 0; n < items.length; n++) positions[n] = positionOf(items[n] ?? 0);
  }
  if (orderBy === ORDER_BY_ALPHABETIC) return orderOfPositions(base.all ? positions : positions.sort());
  const inForce = (position: number) => (groupOfStatus[snapshot.status[position] ?? 0] === CURRENT_GROUP ? 1 : 0);
  if (base.all) {
    // No tiers, no scores: documents in force first, each group in number order, in two passes.
    const out = new Int32Array(positions.length);
    let n = 0;
    for (const position of positions) if (inForce(position) === 1) out[n++] = position;
    for (const position of positions) if (inForce(position) === 0) out[n++] = position;
    return orderOfPositions(out);
  }
  // One number per result, smaller first: each criterion inverted into its own bits above the position.
  const keys = new Float64Array(items.length);
  for (let n = 0; n < items.length; n++) {
    const item = items[n] ?? 0;
    const position = positions[n] ?? 0;
    const tier = base.tier?.[item] ?? 0;
    const score = base.score?.[item] ?? 0;
    const level = Math.min(3, Math.floor(score));
    const standing = (snapshot.standing[position] ?? 0) / 255;
    const blended = base.titleScore ? (score - level) * (1 - STANDING_WEIGHT) + standing * STANDING_WEIGHT : score - level;
    const fine = Math.min(FINE_STEPS - 1, Math.floor(blended * FINE_STEPS));
    const addition = base.titleScore ? (snapshot.addition[position] ?? 0) : 0;
    const rank = ((((3 - tier) * 4 + (3 - level)) * 2 + (1 - inForce(position))) * 2 + addition) * FINE_STEPS + (FINE_STEPS - 1 - fine);
    keys[n] = rank * POSITION_SPAN + position;
  }
  return orderByKeys(keys);
}
