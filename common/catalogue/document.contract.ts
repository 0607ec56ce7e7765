import { z } from 'zod';
import { RecordActions, RecordCollection, YesNo } from '../search/search-results.contract.ts';
import { RowIdText } from '../stored-values.ts';

// The plain values (the path) live apart from the schemas, for the web app.
export * from './document.values.ts';

export const DocumentDetailQuery = z.strictObject({ versionId: RowIdText.optional() });
export type DocumentDetailQuery = z.infer<typeof DocumentDetailQuery>;

/** Recording a view names the document in the path; the body is empty. */
export const DocumentViewRequest = z.strictObject({});

export const DocumentVersionSummary = z.object({
  versionId: z.number().int(),
  number: z.string(),
  title: z.string(),
  edition: z.string().nullable(),
  publishedOn: z.string().nullable(),
  statusCode: z.string(),
  hasContent: z.boolean(),
  current: z.boolean(),
});
export type DocumentVersionSummary = z.infer<typeof DocumentVersionSummary>;

export const DocumentRelation = z.object({
  type: z.string(),
  targetNumber: z.string(),
  /** Set when the related document is in the catalogue. */
  targetDocId: z.number().int().nullable(),
  targetVersionId: z.number().int().nullable(),
  targetTitle: z.string().nullable(),
  targetStatusCode: z.string().nullable(),
});
export type DocumentRelation = z.infer<typeof DocumentRelation>;

/** Everything the display page shows of one document version. */
export const DocumentDetail = z.object({
  docId: z.number().int(),
  versionId: z.number().int(),
  isCurrentVersion: z.boolean(),
  number: z.string(),
  title: z.string(),
  titles: z.record(z.string(), z.object({ full: z.string(), intro: z.string().optional(), main: z.string().optional(), part: z.string().optional() })),
  subtitle: z.string().nullable(),
  abstract: z.string().nullable(),
  keywords: z.array(z.string()),
  languages: z.array(z.string()),
  publisher: z.object({ code: z.string(), name: z.string(), country: z.string() }),
  publishedOn: z.string().nullable(),
  publicationYear: z.number().int().nullable(),
  edition: z.string().nullable(),
  version: z.string().nullable(),
  docType: z.string(),
  statusCode: z.string(),
  stage: z.string().nullable(),
  icsCodes: z.array(z.object({ code: z.string(), description: z.string().nullable() })),
  committee: z.string().nullable(),
  links: z.array(z.object({ type: z.string(), url: z.string() })),
  versions: z.array(DocumentVersionSummary),
  relations: z.array(DocumentRelation),
  hasContent: z.boolean(),
  /**
   * False when the subscription does not include this publisher (and no approved request unlocked
   * the document for the organisation): the metadata shows, the content does not.
   */
  entitled: z.boolean(),
  /**
   * "Request access": `canRequest` when the document has a text that does not open for the
   * organisation and the user has no request for it waiting; `pending` while one waits for an
   * administrator's decision.
   */
  accessRequest: z.object({ canRequest: z.boolean(), pending: z.boolean() }),
  watch: z.number().int(),
  myDoc: YesNo,
  collection: YesNo,
  collections: z.array(RecordCollection),
  notes: z.string().nullable(),
  actions: RecordActions,
});
export type DocumentDetail = z.infer<typeof DocumentDetail>;
