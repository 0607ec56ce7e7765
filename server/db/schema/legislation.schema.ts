import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.schema.ts';
import { documents, tsvector } from './catalogue.schema.ts';

/** The two add-ons of the nine-dots switcher (portal-area.md §2): the legislation library and EU law. */
export const legislationAddOn = pgEnum('legislation_add_on', ['legislation', 'euLaw']);

/**
 * A legal act of Normscope's own legislation library (imported with `npm run import -- legislation`).
 * `identifier` is the act's own number (a CELEX number for EU law).
 */
export const legalActs = pgTable(
  'legal_acts',
  {
    id: serial('id').primaryKey(),
    identifier: varchar('identifier', { length: 64 }).notNull(),
    title: text('title').notNull(),
    titleFr: text('title_fr'),
    /** The act's type code as the source gives it (REG, REG_IMPL, DIR, DEC...). */
    actType: varchar('act_type', { length: 32 }).notNull(),
    /** regulation, directive or decision (or another family a source names). */
    family: varchar('family', { length: 32 }).notNull(),
    author: text('author'),
    dateDocument: date('date_document'),
    datePublication: date('date_publication'),
    dateEntryIntoForce: date('date_entry_into_force'),
    dateEndOfValidity: date('date_end_of_validity'),
    /** In force as the source last said (null when it did not say), and as of when. */
    inForce: boolean('in_force'),
    inForceAsOf: date('in_force_as_of'),
    /** Subjects (EuroVoc labels for EU law), for the subject facet. */
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    popularNames: text('popular_names').array().notNull().default(sql`'{}'::text[]`),
    link: text('link'),
    /** The act's consolidated versions as the source lists them: [{ identifier, validFrom, validTo }]. */
    consolidatedVersions: jsonb('consolidated_versions').notNull().default(sql`'[]'::jsonb`),
    /** Which import it came from ('demo' for the fresh machine's labelled demo set). */
    source: varchar('source', { length: 64 }).notNull(),
    /** Kept by a trigger (migration 0023) from the identifier, title and popular names. */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('legal_acts_identifier_unique').on(table.identifier),
    index('legal_acts_search_vector_idx').using('gin', table.searchVector),
    index('legal_acts_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('legal_acts_subjects_idx').using('gin', table.subjects),
    index('legal_acts_publication_idx').on(table.datePublication),
    index('legal_acts_type_idx').on(table.actType),
  ],
);

/**
 * A standard an act lists: a harmonised standard giving presumption of conformity with it (from an
 * imported list) or a standard its title cites. Matched to a catalogue document by number when one exists.
 */
export const legalActStandards = pgTable(
  'legal_act_standards',
  {
    id: serial('id').primaryKey(),
    actId: integer('act_id')
      .notNull()
      .references(() => legalActs.id, { onDelete: 'cascade' }),
    /** The standard's number as the list or title gives it. */
    standardNumber: text('standard_number').notNull(),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** harmonised (presumption of conformity) or cited (referenced by the act). */
    relation: varchar('relation', { length: 16 }).notNull(),
    /** The list's reference (e.g. the Official Journal reference of the publication). */
    reference: text('reference'),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    /** import (a harmonised-standards list) or title (found in the act's title). */
    origin: varchar('origin', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('legal_act_standards_unique').on(table.actId, table.standardNumber, table.relation),
    index('legal_act_standards_document_idx').on(table.documentId),
  ],
);

/**
 * A regulatory newsfeed (RSS or Atom) polled by the feeds job: an organisation's own (added by its
 * admin) or the operator's (`LEGISLATION_FEEDS`, organisation null), which every organisation reads.
 */
export const legislationFeeds = pgTable(
  'legislation_feeds',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('legislation_feeds_unique').on(sql`coalesce(${table.organisationId}, 0)`, table.url)],
);

/** One item of a feed, stored once (by its guid, or its link when it has none). */
export const legislationFeedItems = pgTable(
  'legislation_feed_items',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => legislationFeeds.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    summary: text('summary'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('legislation_feed_items_unique').on(table.feedId, table.guid),
    index('legislation_feed_items_time_idx').on(table.feedId, table.publishedAt),
  ],
);

/**
 * A user's seat on an add-on: registered once an admin enables it for them; `active` false keeps the
 * registration but suspends it (errorCode 3 of the legislation panels).
 */
export const legislationSeats = pgTable(
  'legislation_seats',
  {
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addOn: legislationAddOn('add_on').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.addOn] }), index('legislation_seats_organisation_idx').on(table.organisationId)],
);

/** A member's request for a seat on a locked add-on; the admin sees it with the document requests. */
export const legislationSeatRequests = pgTable(
  'legislation_seat_requests',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addOn: legislationAddOn('add_on').notNull(),
    /** pending, approved or declined. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    deciderUserId: integer('decider_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('legislation_seat_requests_organisation_idx').on(table.organisationId, table.status),
    uniqueIndex('legislation_seat_requests_pending_unique')
      .on(table.userId, table.addOn)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A legislation search a user ran: the recent searches panel lists the newest. */
export const legislationRecentSearches = pgTable(
  'legislation_recent_searches',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the panel shows for it: the words or identifier searched, or a summary of the filters. */
    label: text('label').notNull(),
    criteria: jsonb('criteria').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('legislation_recent_searches_user_idx').on(table.userId, table.searchedAt)],
);

/** An EU-law search a user keeps; with notify, the alerts job mails a daily digest of new acts and feed items. */
export const legislationSavedSearches = pgTable(
  'legislation_saved_searches',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    criteria: jsonb('criteria').notNull(),
    notify: boolean('notify').notNull().default(false),
    /** The newest act and feed item the digest has looked at; older ones never mail again. */
    digestedThroughActId: integer('digested_through_act_id').notNull().default(0),
    digestedThroughFeedItemId: integer('digested_through_feed_item_id').notNull().default(0),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('legislation_saved_searches_user_idx').on(table.organisationId, table.userId)],
);

/** Every click on a legislation panel item or See more (`addToIpdLog`). */
export const legislationClickLog = pgTable(
  'legislation_click_log',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleName: varchar('module_name', { length: 64 }).notNull(),
    linkClicked: text('link_clicked').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('legislation_click_log_organisation_idx').on(table.organisationId, table.createdAt)],
);
