import { type AnyPgColumn, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.schema.ts';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('reader_bookmarks_user_section_unique').on(table.userId, table.versionId, table.sectionKey)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reader_annotations_version_idx').on(table.organisationId, table.versionId, table.kind),
    index('reader_annotations_parent_idx').on(table.parentId),
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
