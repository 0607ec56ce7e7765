import type { CollectionsCriteria, ResultsTab, StandardsCriteria } from './search-criteria.contract.ts';

/*
 * The plain values of the search criteria: enum values, limits and pure helpers, without zod.
 * The web app imports them from here, so no schema is built in the browser; the contract
 * (search-criteria.contract.ts) builds its schemas from them and re-exports them for the server.
 */

/** 'subscription' keeps to the publishers the user's subscription is entitled to; 'all' is the whole catalogue. */
export const FILTER_BY = ['subscription', 'all'] as const;

/** Latest tab: documents newly published, new to the catalogue, or changed (new edition, superseded, withdrawn). */
export const LATEST_WHATS = ['published', 'added', 'changed'] as const;
export const LATEST_WHEN_DAYS = [7, 30, 90, 365] as const;
export const LATEST_DEFAULT_DAYS = 30;

/** Tabs of the search bar whose searches the results page shows; categories and latest are standards searches. */
export const SEARCH_BAR_TABS = ['standards', 'collections', 'categories', 'latest'] as const;

export const SEARCH_TEXT_MAX = 200;

/** Prefixes of a special search in the document-number box, after its first character (search-area.md §4). */
export const SPECIAL_SEARCH_PREFIXES = ['STATS:', 'DOCID:', 'ORD:', 'REQ:'] as const;
export type SpecialSearchKind = 'stats' | 'docid' | 'ord' | 'req';

/** `#DOCID:12,40` → docid with its argument; anything else is not special. */
export function parseSpecialSearch(documentNumber: string): { kind: SpecialSearchKind; argument: string } | null {
  const body = documentNumber.trim().slice(1);
  for (const prefix of SPECIAL_SEARCH_PREFIXES) {
    if (body.toUpperCase().startsWith(prefix)) {
      return { kind: prefix.slice(0, -1).toLowerCase() as SpecialSearchKind, argument: body.slice(prefix.length).trim() };
    }
  }
  return null;
}

/** A standards number box holding #DOCID or #STATS is special and shown blank (search-area.md §4). */
export function isHiddenSpecialValue(documentNumber: string): boolean {
  return /#(DOCID|STATS)/i.test(documentNumber);
}

/** Standards rule: an advanced filter without number or title searches every number (search-area.md §4). */
export function hasAdvancedStandardsFilter(criteria: StandardsCriteria): boolean {
  return (
    criteria.status.length > 0 ||
    criteria.exclude.length > 0 ||
    criteria.country !== '' ||
    criteria.publisher.length > 0 ||
    criteria.dataset !== '' ||
    criteria.crossReference !== '' ||
    criteria.icsCode !== '' ||
    criteria.latestWhat !== ''
  );
}

/** True when the facets narrow the search (the results page then offers to reset them). */
export function hasFacetSelection(tab: ResultsTab, criteria: StandardsCriteria | CollectionsCriteria): boolean {
  if (tab === 'standards') {
    const c = criteria as StandardsCriteria;
    return (
      c.facetPublisher.length + c.facetStatus.length + c.facetCountry.length + c.facetLanguage.length + c.facetYear.length > 0 ||
      c.facetCrossReference !== ''
    );
  }
  const c = criteria as CollectionsCriteria;
  return (
    c.facetCollections.length + c.facetPublisher.length + c.facetCompanyCollections.length + c.facetStatus.length + c.facetTags.length > 0 ||
    c.facetDocumentType !== ''
  );
}

/** The standards criteria with every facet emptied, on the first page (Clear all). */
export function withoutStandardsFacets(criteria: StandardsCriteria): StandardsCriteria {
  return { ...criteria, facetPublisher: [], facetStatus: [], facetCountry: [], facetLanguage: [], facetYear: [], facetCrossReference: '', page: 1 };
}

/** The collections criteria with every facet emptied, on the first page (Clear all). */
export function withoutCollectionsFacets(criteria: CollectionsCriteria): CollectionsCriteria {
  return {
    ...criteria,
    facetCollections: [],
    facetPublisher: [],
    facetCompanyCollections: [],
    facetStatus: [],
    facetDocumentType: '',
    facetTags: [],
    page: 1,
  };
}
