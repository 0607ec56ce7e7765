import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { OFFLINE_GRANT_STATES } from '../../../common/reader/offline.values.ts';
import { organisations, subscriptions, users } from './accounts.schema.ts';
import { documentVersions } from './catalogue.schema.ts';

/*
 * Reader data points at sections by (version_id, section_key), never by document_sections.id:
 * a re-import replaces a version's section rows, while the keys stay stable within the version.
 * The document is reached through the version, which keeps its id when documents merge.
 */

/** A user's bookmark on one section of a version; bookmarks are the user's own. */
export const readerBookmarks = pgTable(
  'reader_bookmarks',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    /** The browser's reference when the bookmark was made offline (issue 22): a replayed add finds it. */
    clientRef: uuid('client_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reader_bookmarks_user_section_unique').on(table.userId, table.versionId, table.sectionKey),
    uniqueIndex('reader_bookmarks_client_ref_unique').on(table.userId, table.clientRef).where(sql`${table.clientRef} is not null`),
  ],
);

export const readerAnnotationKind = pgEnum('reader_annotation_kind', ['highlight', 'comment']);
/** 'section': on a section; 'highlight': on a highlight (parent); 'reply': in a comment's thread (parent). */
export const readerCommentType = pgEnum('reader_comment_type', ['section', 'highlight', 'reply']);

/**
 * Highlights and comments, seen by the author's organisation. A comment's parent is the
 * highlight or comment it belongs to; deleting the parent deletes what hangs under it.
 */
export const readerAnnotations = pgTable(
  'reader_annotations',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    kind: readerAnnotationKind('kind').notNull(),
    commentType: readerCommentType('comment_type'),
    parentId: integer('parent_id').references((): AnyPgColumn => readerAnnotations.id, { onDelete: 'cascade' }),
    /** A comment's sanitised HTML; empty for a highlight. */
    content: text('content').notNull().default(''),
    /** A highlight's character offsets into the section's rendered text. */
    startOffset: integer('start_offset'),
    endOffset: integer('end_offset'),
    colour: varchar('colour', { length: 16 }),
    /** The highlighted text when it was made, shown in lists. */
    quote: text('quote'),
    /** The browser's reference when the highlight or comment was made offline (issue 22): a replayed add finds it. */
    clientRef: uuid('client_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reader_annotations_version_idx').on(table.organisationId, table.versionId, table.kind),
    index('reader_annotations_parent_idx').on(table.parentId),
    uniqueIndex('reader_annotations_client_ref_unique').on(table.userId, table.clientRef).where(sql`${table.clientRef} is not null`),
  ],
);

/**
 * What became of an offline grant as stored: 'expired' is also read from an 'active' row past
 * its expires_at (nothing runs to flip it), and stored when a new grant of the version replaces it.
 */
export const offlineGrantState = pgEnum('offline_grant_state', OFFLINE_GRANT_STATES);

/**
 * A version's copy kept in a user's browser for reading offline (issue 22), for usage reporting
 * and withdrawal: one active row per user and version (a new grant renews it).
 */
export const offlineGrants = pgTable(
  'offline_grants',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    state: offlineGrantState('state').notNull().default('active'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('offline_grants_active_unique').on(table.userId, table.versionId).where(sql`${table.state} = 'active'`),
    // The admins' list: the organisation's grants, newest first (all, or the active ones).
    index('offline_grants_organisation_idx').on(table.organisationId, table.grantedAt, table.id),
    index('offline_grants_user_idx').on(table.userId, table.grantedAt),
  ],
);

/** The reader's remembered choices per user. */
export const readerSettings = pgTable('reader_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fontSize: varchar('font_size', { length: 16 }).notNull().default('medium'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
