import { z } from 'zod';
import { WATCHED_CHANGE_KINDS } from './watches.values.ts';

// The plain values (path, page size, change kinds) live apart from the schemas, for the web app.
export * from './watches.values.ts';

export const WatchedChangeKind = z.enum(WATCHED_CHANGE_KINDS);
export type WatchedChangeKind = z.infer<typeof WatchedChangeKind>;

export const WatchListRequest = z.strictObject({
  page: z.coerce.number().int().min(1, 'The page starts at 1.').max(100_000).default(1),
});
export type WatchListRequest = z.infer<typeof WatchListRequest>;

/** One change to a document, with what is needed to say it in words (see watch-change.ts). */
export const WatchChange = z.object({
  kind: WatchedChangeKind,
  occurredAt: z.string(),
  /** newEdition: the new edition's number; amended: the amendment's or corrigendum's number. */
  number: z.string().nullable(),
  /** newEdition: the number of the edition it replaces. */
  previousNumber: z.string().nullable(),
  /** Status codes before and after (superseded, withdrawn, statusChanged). */
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** amended: the published document is a corrigendum rather than an amendment. */
  corrigendum: z.boolean(),
});
export type WatchChange = z.infer<typeof WatchChange>;

/** What the caller may do with one watch; decided by the server's policy. */
export const WatchActions = z.object({ unWatchItem: z.boolean(), unWatchItemGlobal: z.boolean() });
export type WatchActions = z.infer<typeof WatchActions>;

export const WatchedDocument = z.object({
  docId: z.number().int(),
  number: z.string(),
  title: z.string(),
  publisher: z.string(),
  publisherName: z.string(),
  statusCode: z.string(),
  cancelled: z.string(),
  superseded: z.string(),
  watchedSince: z.string(),
  /** The document's most recent change of a watched kind, whenever it happened. */
  latestChange: WatchChange.nullable(),
  actions: WatchActions,
});
export type WatchedDocument = z.infer<typeof WatchedDocument>;

export const WatchList = z.object({
  watches: z.array(WatchedDocument),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WatchList = z.infer<typeof WatchList>;
