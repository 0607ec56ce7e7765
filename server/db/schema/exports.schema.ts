import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.schema.ts';

/**
 * An export of a search's results to CSV or TSV: created by the export call, filled by
 * the export job, mailed, and downloadable until it expires.
 */
export const exports = pgTable(
  'exports',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tab: varchar('tab', { length: 32 }).notNull(),
    criteria: jsonb('criteria').notNull(),
    /** The export fields chosen, in the modal's order. */
    fields: text('fields').array().notNull(),
    separator: varchar('separator', { length: 3 }).notNull(),
    /** inprogress, complete or completewitherror (search-area.md §4). */
    status: varchar('status', { length: 24 }).notNull().default('inprogress'),
    totalFound: integer('total_found').notNull(),
    exportedCount: integer('exported_count'),
    fileName: text('file_name'),
    /** Where the file lives in the exports storage; null until written. */
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    error: text('error'),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '7 days'`),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [index('exports_user_idx').on(table.organisationId, table.userId, table.createdAt), index('exports_expires_idx').on(table.expiresAt)],
);
