import { z } from 'zod';
import { RowId, RowIdText } from '../stored-values.ts';
import { LEGISLATION_IN_FORCE, LEGISLATION_SAVED_SEARCH_NAME_MAX, LEGISLATION_SORTS } from './legislation.values.ts';

export * from './legislation.values.ts';

/** A calendar date YYYY-MM-DD that exists (2019-02-30 does not), in years the database stores. */
export const isCalendarDate = (value: string) => /^[12]\d{3}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().slice(0, 10) === value;
const IsoDate = z.string().refine(isCalendarDate, 'Give a date as YYYY-MM-DD.');
const Terms = (max: number, length: number) => z.array(z.string().trim().min(1).max(length)).max(max);

/**
 * What a library search filters on: words (full text, prefix-friendly), an identifier (a CELEX
 * number, or "2006/42/EC", "305/2011"), types, families, subjects (any of), in force, and a range
 * of publication dates. A saved EU-law search keeps these.
 */
export const LegislationFilters = z.strictObject({
  words: z.string().trim().max(200, 'The words are too long.').optional(),
  identifier: z.string().trim().max(64, 'The identifier is too long.').optional(),
  types: Terms(20, 32).optional(),
  families: Terms(10, 32).optional(),
  subjects: Terms(20, 200).optional(),
  inForce: z.enum(LEGISLATION_IN_FORCE).optional(),
  publishedFrom: IsoDate.optional(),
  publishedTo: IsoDate.optional(),
});
export type LegislationFilters = z.infer<typeof LegislationFilters>;

/** A search call: the filters, the order and the page (20 acts a page). */
export const LegislationSearchRequest = LegislationFilters.extend({
  sort: z.enum(LEGISLATION_SORTS).default('relevance'),
  page: z.number().int().min(1).max(1000).default(1),
});
export type LegislationSearchRequest = z.infer<typeof LegislationSearchRequest>;

export const LegalActRecord = z.object({
  id: z.number(),
  identifier: z.string(),
  title: z.string(),
  type: z.string(),
  family: z.string(),
  dateDocument: z.string().nullable(),
  datePublication: z.string().nullable(),
  dateEntryIntoForce: z.string().nullable(),
  dateEndOfValidity: z.string().nullable(),
  /** null: the source does not say. */
  inForce: z.boolean().nullable(),
  subjects: z.array(z.string()),
  link: z.string().nullable(),
  /** One of the fresh machine's labelled demo acts. */
  demo: z.boolean(),
});
export type LegalActRecord = z.infer<typeof LegalActRecord>;

export const FacetCount = z.object({ value: z.string(), count: z.number() });
export type FacetCount = z.infer<typeof FacetCount>;

/** The acts of one page, how many match, and the facets counted over the whole result. */
export const LegislationSearchResult = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  records: z.array(LegalActRecord),
  facets: z.object({
    type: z.array(FacetCount),
    family: z.array(FacetCount),
    subject: z.array(FacetCount),
    inForce: z.array(FacetCount),
    year: z.array(FacetCount),
  }),
});
export type LegislationSearchResult = z.infer<typeof LegislationSearchResult>;

export const LegalActParams = z.strictObject({ id: RowIdText });

/**
 * The act page: every field, its consolidated versions and the data's attribution. The standards it
 * lists come from their own call (legal-act-standards.contract.ts), which flags withdrawn and superseded ones.
 */
export const LegalActDetail = LegalActRecord.extend({
  titleFr: z.string().nullable(),
  author: z.string().nullable(),
  inForceAsOf: z.string().nullable(),
  popularNames: z.array(z.string()),
  source: z.string(),
  consolidatedVersions: z.array(z.object({ identifier: z.string(), validFrom: z.string().nullable(), validTo: z.string().nullable() })),
  attribution: z.string(),
});
export type LegalActDetail = z.infer<typeof LegalActDetail>;

/** A regulatory newsfeed: the operator's (every organisation reads it) or the organisation's own. */
export const LegislationFeed = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string().nullable(),
  operator: z.boolean(),
  lastPolledAt: z.string().nullable(),
  lastError: z.string().nullable(),
  itemCount: z.number(),
  canRemove: z.boolean(),
});
export type LegislationFeed = z.infer<typeof LegislationFeed>;

export const LegislationFeedCreate = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: 'Give the feed as an http or https address.' })
    .max(2000, 'The address is too long.'),
});
export type LegislationFeedCreate = z.infer<typeof LegislationFeedCreate>;

export const IdParams = z.strictObject({ id: RowIdText });

export const LegislationNewsQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(1000).default(1) });

export const LegislationNewsItem = z.object({
  id: z.number(),
  feedId: z.number(),
  feedTitle: z.string().nullable(),
  title: z.string(),
  link: z.string().nullable(),
  summary: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type LegislationNewsItem = z.infer<typeof LegislationNewsItem>;

export const LegislationNewsPage = z.object({ total: z.number(), page: z.number(), pageSize: z.number(), items: z.array(LegislationNewsItem) });
export type LegislationNewsPage = z.infer<typeof LegislationNewsPage>;

const SavedSearchName = z.string().trim().min(1, 'Give the search a name.').max(LEGISLATION_SAVED_SEARCH_NAME_MAX, 'The name is at most 50 characters.');

export const LegislationSavedSearchCreate = z.strictObject({ name: SavedSearchName, criteria: LegislationFilters, notify: z.boolean().default(false) });
export type LegislationSavedSearchCreate = z.infer<typeof LegislationSavedSearchCreate>;

export const LegislationSavedSearchEdit = z
  .strictObject({ name: SavedSearchName.optional(), notify: z.boolean().optional() })
  .refine((edit) => edit.name !== undefined || edit.notify !== undefined, { message: 'Give a new name or notify.' });
export type LegislationSavedSearchEdit = z.infer<typeof LegislationSavedSearchEdit>;

export const LegislationSavedSearchRun = z.strictObject({ sort: z.enum(LEGISLATION_SORTS).default('relevance'), page: z.number().int().min(1).max(1000).default(1) });

export const LegislationSavedSearch = z.object({
  id: RowId,
  name: z.string(),
  criteria: LegislationFilters,
  notify: z.boolean(),
  createdAt: z.string(),
  lastDigestAt: z.string().nullable(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type LegislationSavedSearch = z.infer<typeof LegislationSavedSearch>;
