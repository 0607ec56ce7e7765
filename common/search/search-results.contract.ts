import { z } from 'zod';
import { CollectionsCriteria, ResultsTab, StandardsCriteria } from './search-criteria.contract.ts';

export const YesNo = z.enum(['Y', 'N']);

/** Row actions the server allows on a record (search-area.md §3); the web app shows exactly these. */
export const RecordActions = z.object({
  addItem: z.boolean(),
  remItem: z.boolean(),
  watchItem: z.boolean(),
  unWatchItem: z.boolean(),
  unWatchItemGlobal: z.boolean(),
});
export type RecordActions = z.infer<typeof RecordActions>;
export type RecordAction = keyof RecordActions;

export const VersionKind = z.enum(['edition', 'version', 'year', 'none']);
export type VersionKind = z.infer<typeof VersionKind>;

export const HistoricVersion = z.object({ version_id: z.number().int(), version: z.string() });
export type HistoricVersion = z.infer<typeof HistoricVersion>;

/** A collection holding the document, with the notes and tags it keeps for it. */
export const RecordCollection = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['personal', 'company']),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
});
export type RecordCollection = z.infer<typeof RecordCollection>;

/** One result (search-area.md §3 "Search result record"), plus what the list shows beside it. */
export const SearchRecord = z.object({
  doc_id: z.number().int(),
  name: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  languages: z.array(z.string()),
  /** The newest historic versions (at most HISTORIC_VERSIONS_SHOWN), excluding the current one. */
  historic_versions: z.array(HistoricVersion),
  /** How many historic versions there are: more than shown means an ellipsis. */
  historic_versions_total: z.number().int(),
  /** 0 means the latest version. */
  docVersionId: z.number().int(),
  /**
   * The version text (search-area.md §3) and what it is: the edition number, the
   * publisher's version label (ETSI's V1.1.1), or, for a document with neither, its year
   * of publication. The list labels each, so editions and years never pass for one another.
   */
  version: z.object({ text: z.string(), kind: VersionKind }),
  docStatusCode: z.string(),
  cancelled: YesNo,
  superceded: z.enum(['Y', 'N', 'P']),
  /** In one of the user's own collections. */
  myDoc: YesNo,
  /** In a collection of the organisation (personal or company). */
  collection: YesNo,
  collections: z.array(RecordCollection),
  recently_created: YesNo,
  recently_modifed: YesNo,
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  /** Above 0 means watched by this user. */
  watch: z.number().int(),
  /** Versions with full text the reader can open. */
  docs: z.number().int(),
  links: z.array(z.object({ type: z.string(), url: z.string() })),
  unpublished: YesNo,
  lawlex: z.object({ legislation: YesNo, euLaw: YesNo }),
  publisher: z.string(),
  publishedOn: z.string().nullable(),
  docType: z.string(),
  /** False when the user's subscription does not include the publisher: metadata only. */
  entitled: z.boolean(),
  actions: RecordActions,
});
export type SearchRecord = z.infer<typeof SearchRecord>;

export const FacetOption = z.object({ id: z.string(), text: z.string(), count: z.number().int(), selected: z.boolean() });
export type FacetOption = z.infer<typeof FacetOption>;

/**
 * Facets in display order. `kind` tells the control: a radio (one choice) or checkboxes.
 * Standards: filterby, publisher, status, country, language, year (and the xref box).
 * Collections: colls, publishers, dcolls, status, types, tags.
 */
export const Facet = z.object({
  key: z.enum(['filterby', 'publisher', 'include', 'country', 'language', 'year', 'colls', 'publishers', 'dcolls', 'types', 'tags']),
  kind: z.enum(['radio', 'multi']),
  options: z.array(FacetOption),
});
export type Facet = z.infer<typeof Facet>;
export type FacetKey = Facet['key'];

export const ActiveCollection = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['personal', 'company']) }).nullable();

/** The search results state of search-area.md §3, as the results page receives it. */
export const SearchResults = z.object({
  tab: ResultsTab,
  criteria: z.union([StandardsCriteria, CollectionsCriteria]),
  searchContext: z.string(),
  page: z.number().int(),
  recordsPerPage: z.number().int(),
  orderBy: z.number().int(),
  /** Documents found with the facets applied. */
  hits: z.number().int(),
  /** Documents the search found in the chosen 'results in' scope before the other facets narrowed it. */
  total: z.number().int(),
  records: z.array(SearchRecord),
  /** Ids of the records on this page, in order (select-all). */
  docIds: z.array(z.number().int()),
  facets: z.array(Facet),
  /** What the summary line repeats: the words searched, and a correction when a typo was fixed. */
  summary: z.object({ terms: z.string(), correctedTerms: z.string().nullable() }),
  special: z.enum(['stats', 'docid', 'ord', 'req']).nullable(),
  nohits: z.boolean(),
  canReset: z.boolean(),
  activeCollection: ActiveCollection,
  /** Set when exactly one document matched a new search: the page goes straight to it. */
  redirect: z.string().nullable(),
});
export type SearchResults = z.infer<typeof SearchResults>;

/** A row or bulk action's answer: the server's messages and the new actions of the documents touched. */
export const ActionResult = z.object({
  successMsg: z.string().nullable(),
  warnMsg: z.string().nullable(),
  /** The messages' translation keys and values, for the web app to show them in the user's language. */
  successKey: z.string().nullable(),
  warnKey: z.string().nullable(),
  messageValues: z.record(z.string(), z.union([z.string(), z.number()])),
  collectionId: z.number().int().nullable(),
  collectionName: z.string().nullable(),
  documents: z.array(
    z.object({
      doc_id: z.number().int(),
      actions: RecordActions,
      watch: z.number().int(),
      myDoc: YesNo,
      collection: YesNo,
      collections: z.array(RecordCollection),
    }),
  ),
});
export type ActionResult = z.infer<typeof ActionResult>;

export const Suggestion = z.object({ value: z.string(), label: z.string() });
export type Suggestion = z.infer<typeof Suggestion>;

export const RecentlyViewedDoc = z.object({ name: z.string(), link: z.string() });
export type RecentlyViewedDoc = z.infer<typeof RecentlyViewedDoc>;

export const LookupOption = z.object({ id: z.string(), text: z.string() });
export type LookupOption = z.infer<typeof LookupOption>;

/** The advanced filters' option lists (publishers, statuses, countries, datasets) for the search bar. */
export const StandardsLookups = z.object({
  publishers: z.array(LookupOption),
  statuses: z.array(LookupOption),
  countries: z.array(LookupOption),
  datasets: z.array(LookupOption),
});
export type StandardsLookups = z.infer<typeof StandardsLookups>;
