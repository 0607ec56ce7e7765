import type { CollectionsCriteria, ResultsTab, StandardsCriteria } from './search-criteria.contract.ts';

/*
 * The plain values of the search criteria: enum values, limits and pure helpers, without zod.
 * The web app imports them from here, so no schema is built in the browser; the contract
 * (search-criteria.contract.ts) builds its schemas from them and re-exports them for the server.
 */

/** 'subscription' keeps to the publishers the user's subscription is entitled to; 'all' is the whole catalogue. */
export const FILTER_BY = ['subscription', 'all'] as const;

/**
 * Latest tab (issue 19): documents new in the period (their first edition), revised (a later
 * edition of an existing document), withdrawn, or any of these.
 */
export const LATEST_WHATS = ['new', 'revised', 'withdrawn', 'all'] as const;
export type LatestWhatValue = (typeof LATEST_WHATS)[number];
export const LATEST_DEFAULT_WHAT: LatestWhatValue = 'all';
/**
 * What searches saved before these four stored, read as the one that finds at least what they
 * found: 'published' (a publication date in the period) and 'changed' (any event but 'added',
 * withdrawals included) become 'all', since 'revised' would drop withdrawals; 'added' becomes 'new'.
 */
export const LEGACY_LATEST_WHATS: Readonly<Record<string, LatestWhatValue>> = { published: 'all', added: 'new', changed: 'all' };

/** Periods of the Latest tab in days (last 7 days, 30 days, 3 months, 12 months); `when` may also be a date range. */
export const LATEST_WHEN_DAYS = [7, 30, 90, 365] as const;
export const LATEST_DEFAULT_DAYS = 30;
/** The `when` value that asks for the `dateFrom`–`dateTo` range instead of a period. */
export const LATEST_DATE_RANGE = 'range';

/** A saved or posted `what` as the current values name it (legacy values mapped). */
export function currentLatestWhat(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(LEGACY_LATEST_WHATS, value) ? LEGACY_LATEST_WHATS[value] : value;
}

/**
 * A stored period as one of LATEST_WHEN_DAYS: older searches could hold any number of days up to
 * ten years, read as the shortest period covering it so they find at least what they found.
 */
export function currentLatestWhen(value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > 3650) return value;
  return LATEST_WHEN_DAYS.find((days) => days >= value) ?? LATEST_WHEN_DAYS[LATEST_WHEN_DAYS.length - 1];
}

/** Why a date range cannot be searched, in the spec's message style (search-area.md §5). */
export const LATEST_DATE_MESSAGES = {
  dateRequired: 'Enter both dates of the range',
  dateInvalid: 'Enter a valid date',
  dateOrder: 'From date should not be after To date',
} as const;
export type LatestDateIssue = keyof typeof LATEST_DATE_MESSAGES;

/** A calendar date written YYYY-MM-DD (what a date input gives), between the years 1800 and 2200. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1800 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The first problem of a date range (both ends inclusive), or null when it can be searched. */
export function latestRangeIssue(from: string, to: string): { issue: LatestDateIssue; field: 'from' | 'to' } | null {
  if (from.trim() === '') return { issue: 'dateRequired', field: 'from' };
  if (to.trim() === '') return { issue: 'dateRequired', field: 'to' };
  if (!isIsoDate(from.trim())) return { issue: 'dateInvalid', field: 'from' };
  if (!isIsoDate(to.trim())) return { issue: 'dateInvalid', field: 'to' };
  // ISO dates of the same length compare as text.
  if (from.trim() > to.trim()) return { issue: 'dateOrder', field: 'from' };
  return null;
}

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
