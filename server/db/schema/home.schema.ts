import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.schema.ts';
import { documents } from './catalogue.schema.ts';

/**
 * The home dashboard's settings per user: the accordions' order, open state and view mode (the
 * spec's settings call, key "home"), and the tour sections the user finished or dismissed.
 */
export const homeSettings = pgTable('home_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  layout: jsonb('layout'),
  tourSections: jsonb('tour_sections').notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A note on the dashboard's announcements accordion: a global one (no organisation), set by the
 * platform operator from a file or the command line under its key, or an organisation's own,
 * written by one of its admins. The note is HTML sanitised on the way in.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** The operator's name for a global announcement, so loading its file again updates it instead of adding another. */
    operatorKey: varchar('operator_key', { length: 100 }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    linkUrl: varchar('link_url', { length: 2000 }),
    linkName: varchar('link_name', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('announcements_organisation_idx').on(table.organisationId, table.updatedAt),
    uniqueIndex('announcements_operator_key_unique').on(table.operatorKey),
  ],
);

export const documentRequestStatus = pgEnum('document_request_status', ['pending', 'approved', 'declined']);

/**
 * A member's request for a document the subscription does not include ("Request access"), and
 * the admin's decision on it. One pending request per member and document.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    requesterUserId: integer('requester_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: documentRequestStatus('status').notNull().default('pending'),
    deciderUserId: integer('decider_user_id').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_requests_organisation_idx').on(table.organisationId, table.status, table.createdAt),
    uniqueIndex('document_requests_pending_unique')
      .on(table.requesterUserId, table.documentId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A document opened for a whole organisation by an approved request: its content reads as if the subscription included it. */
export const documentUnlocks = pgTable(
  'document_unlocks',
  {
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => documentRequests.id, { onDelete: 'set null' }),
    approverUserId: integer('approver_user_id').references(() => users.id, { onDelete: 'set null' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.documentId] })],
);

/**
 * When a user last marked a document they keep or watch as reviewed: its changes since then are
 * the user's review queue (the dashboard's "changed, to verify").
 */
export const documentReviews = pgTable(
  'document_reviews',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.documentId] })],
);
