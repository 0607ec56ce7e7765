import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.schema.ts';
import { documentEvents, documents } from './catalogue.schema.ts';

export const collectionKind = pgEnum('collection_kind', ['personal', 'company']);

/** A named set of documents: a user's own (personal) or the whole organisation's (company). */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The owner of a personal collection; null for a company collection. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: collectionKind('kind').notNull(),
    name: text('name').notNull(),
    /** Set while the name is the product's own ('myDocuments'): shown in each reader's language until renamed. */
    nameKey: text('name_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('collections_organisation_idx').on(table.organisationId, table.kind), index('collections_owner_idx').on(table.ownerUserId)],
);

/** A document in a collection, with the notes and tags the collection keeps for it. */
export const collectionDocuments = pgTable(
  'collection_documents',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.documentId] }), index('collection_documents_document_idx').on(table.documentId)],
);

/** A user watching a document for changes. */
export const watches = pgTable(
  'watches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('watches_user_document_unique').on(table.userId, table.documentId),
    index('watches_organisation_document_idx').on(table.organisationId, table.documentId),
    index('watches_document_idx').on(table.documentId),
  ],
);

/**
 * How often what result rows show of an organisation's own has changed: its collections, the
 * documents in them with their notes and tags, its watches and its unlocked documents. Triggers
 * (migration 0027) count every write to those tables, so a search that reads the count in the
 * statement confirming its session knows whether the organisation's state it holds in memory is
 * still the state, on whichever instance it was written. No foreign key: an organisation's deletion
 * cascades into those tables, whose triggers still count.
 */
export const organisationStateVersions = pgTable('organisation_state_versions', {
  organisationId: integer('organisation_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Per-user choices kept between sessions: the collection row actions add to. */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  activeCollectionId: integer('active_collection_id').references(() => collections.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A document change a watch has been mailed about: the guard against mailing twice for one change. */
export const watchNotifications = pgTable(
  'watch_notifications',
  {
    watchId: integer('watch_id')
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => documentEvents.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.watchId, table.eventId] }), index('watch_notifications_event_idx').on(table.eventId)],
);
