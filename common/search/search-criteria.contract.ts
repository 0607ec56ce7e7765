import { z } from 'zod';
import { StatusDisplay } from '../catalogue/document-status.ts';
import { DocType } from '../catalogue/doc-type.ts';
import { ORDER_BY_ALPHABETIC, ORDER_BY_RELEVANCE } from '../domain/constants.ts';

/** The tabs whose results the results page shows (search-area.md §2: search.standards and search.assets). */
export const ResultsTab = z.enum(['standards', 'collections']);
export type ResultsTab = z.infer<typeof ResultsTab>;

/** 'subscription' keeps to the publishers the user's subscription is entitled to; 'all' is the whole catalogue. */
export const FilterBy = z.enum(['subscription', 'all']);
export type FilterBy = z.infer<typeof FilterBy>;

export const OrderBy = z.union([z.literal(ORDER_BY_RELEVANCE), z.literal(ORDER_BY_ALPHABETIC)]);
export type OrderBy = z.infer<typeof OrderBy>;

/** Latest tab: documents newly published, new to the catalogue, or changed (new edition, superseded, withdrawn). */
export const LatestWhat = z.enum(['published', 'added', 'changed']);
export type LatestWhat = z.infer<typeof LatestWhat>;
export const LATEST_WHEN_DAYS = [7, 30, 90, 365] as const;
export const LATEST_DEFAULT_DAYS = 30;

/** Tabs of the search bar whose searches the results page shows; categories and latest are standards searches. */
export const SearchBarTab = z.enum(['standards', 'collections', 'categories', 'latest']);
export type SearchBarTab = z.infer<typeof SearchBarTab>;

export const SEARCH_TEXT_MAX = 200;
const text = z.string().trim().max(SEARCH_TEXT_MAX, `At most ${SEARCH_TEXT_MAX} characters.`);
const code = z.string().trim().min(1).max(64);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(100, 'Too many values.');

/**
 * Standards criteria (search-area.md §3): the search bar's quick and advanced fields,
 * then the results page's facets, page and order.
 */
export const StandardsCriteria = z.strictObject({
  documentNumber: text.default(''),
  documentTitle: text.default(''),
  crossReference: text.default(''),
  status: list(StatusDisplay).default([]),
  exclude: list(StatusDisplay).default([]),
  country: z.string().trim().max(8).default(''),
  publisher: list(code).default([]),
  dataset: z.string().trim().max(64).default(''),
  /** Categories tab: documents classified in this ICS field, group or sub-group. */
  icsCode: z.string().trim().max(16).regex(/^[0-9.]*$/, 'An ICS code has digits and dots only, e.g. 03.120.10.').default(''),
  /** Latest tab: what happened ('' none), within the last `latestWhen` days. */
  latestWhat: LatestWhat.or(z.literal('')).default(''),
  latestWhen: z.number().int().min(0).max(3650).default(0),
  filterBy: FilterBy.default('subscription'),
  facetPublisher: list(code).default([]),
  facetStatus: list(StatusDisplay).default([]),
  facetCountry: list(code).default([]),
  facetLanguage: list(code).default([]),
  facetYear: list(z.number().int().min(1800).max(2200)).default([]),
  facetCrossReference: text.default(''),
  page: z.number().int().min(1).max(100_000).default(1),
  orderBy: OrderBy.default(ORDER_BY_RELEVANCE),
});
export type StandardsCriteria = z.infer<typeof StandardsCriteria>;

/** Collections criteria: documents in the organisation's collections. */
export const CollectionsCriteria = z.strictObject({
  documentNumber: text.default(''),
  notes: text.default(''),
  status: list(StatusDisplay).default([]),
  documentType: DocType.or(z.literal('')).default(''),
  companyCollection: z.number().int().positive().nullable().default(null),
  collections: list(z.number().int().positive()).default([]),
  tags: list(z.string().trim().min(1).max(50)).default([]),
  fromCollection: z.number().int().positive().nullable().default(null),
  facetCollections: list(z.number().int().positive()).default([]),
  facetPublisher: list(code).default([]),
  facetCompanyCollections: list(z.number().int().positive()).default([]),
  facetStatus: list(StatusDisplay).default([]),
  facetDocumentType: DocType.or(z.literal('')).default(''),
  facetTags: list(z.string().trim().min(1).max(50)).default([]),
  page: z.number().int().min(1).max(100_000).default(1),
  orderBy: OrderBy.default(ORDER_BY_RELEVANCE),
});
export type CollectionsCriteria = z.infer<typeof CollectionsCriteria>;

export type CriteriaOf<T extends ResultsTab> = T extends 'standards' ? StandardsCriteria : CollectionsCriteria;

export const SearchRequest = z.discriminatedUnion('tab', [
  z.object({ tab: z.literal('standards'), criteria: StandardsCriteria }),
  z.object({ tab: z.literal('collections'), criteria: CollectionsCriteria }),
]);
export type SearchRequest = z.infer<typeof SearchRequest>;

export function emptyCriteria<T extends ResultsTab>(tab: T): CriteriaOf<T> {
  return (tab === 'standards' ? StandardsCriteria.parse({}) : CollectionsCriteria.parse({})) as CriteriaOf<T>;
}

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
