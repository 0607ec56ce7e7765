import { z } from 'zod';
import { RowId, RowIdText } from '../stored-values.ts';
import { Bookmark, HighlightColour, HighlightOffsets, ReaderComment, ReaderHighlight, ReaderOutline, ReaderSection, ReaderUser } from './reader.contract.ts';
import { COMMENT_MAX, HIGHLIGHT_QUOTE_MAX } from './reader.values.ts';
import { CLIENT_REF_PATTERN, OFFLINE_GRANT_FILTERS, OFFLINE_GRANT_STATES, OFFLINE_SYNC_OPS_MAX } from './offline.values.ts';

// The plain values (limits, enum values, paths) live apart from the schemas, for the web app.
export * from './offline.values.ts';

/** Offline reading (issue 22): grants of a version's copy in the browser, and the replay of changes made offline. */

export const OfflineGrantState = z.enum(OFFLINE_GRANT_STATES);
export type OfflineGrantState = z.infer<typeof OfflineGrantState>;

export const OfflineGrant = z.object({
  grantId: z.number().int(),
  docId: z.number().int(),
  versionId: z.number().int(),
  subId: z.number().int(),
  /** The document's number and title, for the list of what is available offline. */
  number: z.string(),
  title: z.string(),
  grantedAt: z.string(),
  /** The earlier of OFFLINE_LICENCE_DAYS after the grant and the end of the subscription's last day. */
  expiresAt: z.string(),
  state: OfflineGrantState,
});
export type OfflineGrant = z.infer<typeof OfflineGrant>;

export const OfflineGrantList = z.object({ grants: z.array(OfflineGrant) });
export type OfflineGrantList = z.infer<typeof OfflineGrantList>;

/**
 * Everything the browser keeps for reading a version offline: its outline, every section, and
 * the annotations the reader shows (the caller's bookmarks, the organisation's highlights and
 * comments, replies included, flat).
 */
export const OfflinePackage = z.object({
  grant: OfflineGrant,
  user: ReaderUser,
  outline: ReaderOutline,
  sections: z.array(ReaderSection),
  bookmarks: z.array(Bookmark),
  highlights: z.array(ReaderHighlight),
  comments: z.array(ReaderComment),
});
export type OfflinePackage = z.infer<typeof OfflinePackage>;

export const OfflineGrantParams = z.strictObject({ grantId: RowIdText });

const clientRef = z.string().regex(CLIENT_REF_PATTERN, 'Not a client reference.');
const sectionId = z.string().trim().min(1).max(200);

/**
 * One change made offline. An add carries the client's own reference (a UUID): replaying it again
 * returns what the first replay made. What it points at (a parent, or what to delete) is named by
 * its server id when the client knew it, or by the reference of an add earlier in the queue.
 */
export const OfflineSyncOp = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('bookmark.add'), clientRef, sectionId }),
  z.strictObject({ kind: z.literal('bookmark.delete'), bookmarkId: RowId.nullable().default(null), targetRef: clientRef.nullable().default(null) }),
  z.strictObject({
    kind: z.literal('highlight.add'),
    clientRef,
    sectionId,
    offsets: HighlightOffsets,
    colour: HighlightColour.default('yellow'),
    quote: z.string().trim().max(HIGHLIGHT_QUOTE_MAX).default(''),
  }),
  z.strictObject({ kind: z.literal('highlight.delete'), highlightId: RowId.nullable().default(null), targetRef: clientRef.nullable().default(null) }),
  z.strictObject({
    kind: z.literal('comment.add'),
    clientRef,
    sectionId,
    type: z.enum(['section', 'highlight', 'reply']),
    parentId: RowId.nullable().default(null),
    parentRef: clientRef.nullable().default(null),
    content: z.string().trim().min(1).max(COMMENT_MAX),
  }),
  z.strictObject({ kind: z.literal('comment.delete'), commentId: RowId.nullable().default(null), targetRef: clientRef.nullable().default(null) }),
]);
export type OfflineSyncOp = z.input<typeof OfflineSyncOp>;

export const OfflineSyncRequest = z.strictObject({ ops: z.array(OfflineSyncOp).min(1).max(OFFLINE_SYNC_OPS_MAX) });
export type OfflineSyncRequest = z.input<typeof OfflineSyncRequest>;

/**
 * What the replay did: each add's reference with the id it has on the server (the same id on a
 * repeat), and the version's annotations afterwards, for the browser's copy. The whole queue is
 * applied in one transaction: a change that cannot apply (its section is gone, its target is
 * not the caller's) is listed as skipped with why, and the rest still apply.
 */
export const OfflineSyncResult = z.object({
  applied: z.array(z.object({ clientRef: z.string(), id: z.number().int() })),
  skipped: z.array(z.object({ index: z.number().int(), reason: z.string() })),
  bookmarks: z.array(Bookmark),
  highlights: z.array(ReaderHighlight),
  comments: z.array(ReaderComment),
});
export type OfflineSyncResult = z.infer<typeof OfflineSyncResult>;

export const OrganisationGrantsQuery = z.strictObject({
  filter: z.enum(OFFLINE_GRANT_FILTERS).default('active'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const OrganisationGrantRow = OfflineGrant.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  revokedAt: z.string().nullable(),
  actions: z.object({ revoke: z.boolean() }),
});
export type OrganisationGrantRow = z.infer<typeof OrganisationGrantRow>;

export const OrganisationGrants = z.object({ rows: z.array(OrganisationGrantRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type OrganisationGrants = z.infer<typeof OrganisationGrants>;
