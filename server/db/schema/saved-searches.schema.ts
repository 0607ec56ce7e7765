import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.schema.ts';
import { documentEvents, documents } from './catalogue.schema.ts';

/**
 * A search a user keeps: its results tab and whole criteria, so it re-runs exactly.
 * Notify-enabled ones (standards tab only) are run by the alerts job.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    /** The results tab the search belongs to ('standards' or 'collections'). */
    tab: varchar('tab', { length: 32 }).notNull(),
    criteria: jsonb('criteria').notNull(),
    notify: boolean('notify').notNull().default(false),
    favourite: boolean('favourite').notNull().default(false),
    /** The newest document event the alerts job has looked at for this search; older events never alert it. */
    alertedThroughEventId: integer('alerted_through_event_id').notNull().default(0),
    lastAlertRunAt: timestamp('last_alert_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.organisationId, table.userId),
    index('saved_searches_notify_idx').on(table.notify).where(sql`${table.notify}`),
  ],
);

/** A document change a saved search has alerted on: the guard against alerting twice for one change. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => documentEvents.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.eventId] }),
    // The dashboard's activities find each search's newest alert runs without reading its whole history.
    index('saved_search_alerts_search_time_idx').on(table.savedSearchId, table.alertedAt),
  ],
);
