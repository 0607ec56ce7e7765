import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.schema.ts';
import { documents } from './catalogue.schema.ts';
import { collections } from './collections.schema.ts';

/** The documents a user opened: the recently viewed list and usage figures. */
export const documentViews = pgTable(
  'document_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.documentId] }),
    index('document_views_recent_idx').on(table.userId, table.lastViewedAt),
    index('document_views_organisation_idx').on(table.organisationId, table.lastViewedAt),
    index('document_views_document_idx').on(table.documentId),
  ],
);

/** Product events for usage reporting (a collection document opened from the results...). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 64 }).notNull(),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The collection the document was opened from; checked to be the organisation's when recorded. */
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tracking_events_organisation_idx').on(table.organisationId, table.occurredAt),
    // Deleting a collection clears its events' reference without reading the whole table.
    index('tracking_events_collection_idx').on(table.collectionId),
  ],
);

/** Words of the catalogue's titles with how many documents use them: typo correction and suggestions. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    documents: integer('documents').notNull(),
  },
  (table) => [index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);

/** Secrets the application generates once and keeps (the key that signs search contexts). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
