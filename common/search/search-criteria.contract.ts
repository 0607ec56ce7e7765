import { z } from 'zod';
import { StatusDisplay } from '../catalogue/document-status.ts';
import { DocType } from '../catalogue/doc-type.ts';
import { ORDER_BY_ALPHABETIC, ORDER_BY_RELEVANCE } from '../domain/constants.ts';
import {
  currentLatestWhat,
  currentLatestWhen,
  FILTER_BY,
  isIsoDate,
  LATEST_DATE_MESSAGES,
  LATEST_WHATS,
  LATEST_WHEN_DAYS,
  latestRangeIssue,
  SEARCH_BAR_TABS,
  SEARCH_TEXT_MAX,
} from './search-criteria.values.ts';
import { RowId } from '../stored-values.ts';

// The plain values (enum values, limits, helpers) live apart from the schemas, for the web app.
export * from './search-criteria.values.ts';

/** The tabs whose results the results page shows (search-area.md §2: search.standards and search.assets). */
export const ResultsTab = z.enum(['standards', 'collections']);
export type ResultsTab = z.infer<typeof ResultsTab>;

export const FilterBy = z.enum(FILTER_BY);
export type FilterBy = z.infer<typeof FilterBy>;

export const OrderBy = z.union([z.literal(ORDER_BY_RELEVANCE), z.literal(ORDER_BY_ALPHABETIC)]);
export type OrderBy = z.infer<typeof OrderBy>;

/** Latest tab: what happened (LATEST_WHATS), within one of LATEST_WHEN_DAYS or a date range. */
export const LatestWhat = z.enum(LATEST_WHATS);
export type LatestWhat = z.infer<typeof LatestWhat>;

/** 0: no period (none asked, or a date range); stored legacy periods read as the one covering them. */
const LatestWhen = z.preprocess(
  currentLatestWhen,
  z.union([z.literal(0), ...LATEST_WHEN_DAYS.map((days) => z.literal(days))], `Choose a period: ${LATEST_WHEN_DAYS.join(', ')} days, or a date range.`),
);

/** One end of the Latest tab's date range, YYYY-MM-DD (both ends inclusive); '' when there is no range. */
const LatestDate = z
  .string()
  .trim()
  .max(10, LATEST_DATE_MESSAGES.dateInvalid)
  .refine((value) => value === '' || isIsoDate(value), LATEST_DATE_MESSAGES.dateInvalid);

export const SearchBarTab = z.enum(SEARCH_BAR_TABS);
export type SearchBarTab = z.infer<typeof SearchBarTab>;

const text = z.string().trim().max(SEARCH_TEXT_MAX, `At most ${SEARCH_TEXT_MAX} characters.`);
const code = z.string().trim().min(1).max(64);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(100, 'Too many values.');

/**
 * Standards criteria (search-area.md §3): the search bar's quick and advanced fields,
 * then the results page's facets, page and order.
 */
export const StandardsCriteriaFields = z.strictObject({
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
  /** Latest tab: what happened ('' none; legacy values mapped), within the last `latestWhen` days or from `latestFrom` to `latestTo`. */
  latestWhat: z.preprocess(currentLatestWhat, LatestWhat.or(z.literal(''))).default(''),
  latestWhen: LatestWhen.default(0),
  latestFrom: LatestDate.default(''),
  latestTo: LatestDate.default(''),
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

/** A date range is whole and in order, and never goes with a period (search-area.md §5 style messages). */
export const StandardsCriteria = StandardsCriteriaFields.superRefine((criteria, context) => {
  if (criteria.latestFrom === '' && criteria.latestTo === '') return;
  if (criteria.latestWhen !== 0) {
    context.addIssue({ code: 'custom', path: ['latestWhen'], message: 'Choose either a period or a date range' });
    return;
  }
  const problem = latestRangeIssue(criteria.latestFrom, criteria.latestTo);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field === 'from' ? 'latestFrom' : 'latestTo'], message: LATEST_DATE_MESSAGES[problem.issue] });
});
export type StandardsCriteria = z.infer<typeof StandardsCriteria>;

/** Collections criteria: documents in the organisation's collections. */
export const CollectionsCriteria = z.strictObject({
  documentNumber: text.default(''),
  notes: text.default(''),
  status: list(StatusDisplay).default([]),
  documentType: DocType.or(z.literal('')).default(''),
  companyCollection: RowId.nullable().default(null),
  collections: list(RowId).default([]),
  tags: list(z.string().trim().min(1).max(50)).default([]),
  fromCollection: RowId.nullable().default(null),
  facetCollections: list(RowId).default([]),
  facetPublisher: list(code).default([]),
  facetCompanyCollections: list(RowId).default([]),
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

