import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['admin', 'powerUser', 'member']);
export const datasetKind = pgEnum('dataset_kind', ['standards', 'metals', 'materials']);

export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The platform operator's own organisation (its users are operators), never a customer's. */
  internal: boolean('internal').notNull().default(false),
  /** Corporate email domains (lower case): invitations go only to addresses in them; empty allows any. */
  emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
  subDomains: text('sub_domains').array().notNull().default(sql`'{}'::text[]`),
  publicIp: text('public_ip'),
  country: varchar('country', { length: 2 }),
  industry: text('industry'),
  /** The stored logo's file name (storage's logos folder), re-encoded and scanned at upload. */
  logoName: text('logo_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A named set of publishers (or the metals / materials data) a subscription can be entitled to. */
export const datasets = pgTable('datasets', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: text('name').notNull(),
  kind: datasetKind('kind').notNull().default('standards'),
  description: text('description'),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isLite: boolean('is_lite').notNull().default(false),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    seatCount: integer('seat_count').notNull().default(5),
    aiChatQuota: integer('ai_chat_quota').notNull().default(0),
    aiCompareQuota: integer('ai_compare_quota').notNull().default(0),
    legislationAddOn: boolean('legislation_add_on').notNull().default(false),
    euLawAddOn: boolean('eu_law_add_on').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_organisation_idx').on(table.organisationId)],
);

export const subscriptionDatasets = pgTable(
  'subscription_datasets',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.datasetId] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: userRole('roles').array().notNull().default(sql`'{member}'::user_role[]`),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    disabled: boolean('disabled').notNull().default(false),
    /** A platform operator (internal admin): onboards customers; never an organisation role, so no admin can grant it. */
    platformOperator: boolean('platform_operator').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The member's monthly AI chat questions, set by an organisation admin; null takes the configured default. */
    aiChatQuota: integer('ai_chat_quota'),
    /** The member's monthly AI compares; null takes the configured default. */
    aiCompareQuota: integer('ai_compare_quota'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_organisation_idx').on(table.organisationId),
  ],
);

/** The token itself never reaches the database: `id` is its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: varchar('ip_address', { length: 64 }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Sign-in throttling, one row per bucket: an address from an untrusted client
 * (`address:<email>|<ip>`), an address from a trusted device (`device:<device id>`), or a
 * client IP (`client:<ip>`). Claiming an attempt counts it and decides in one statement,
 * so parallel attempts and several web instances cannot pass the limit.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  bucket: text('bucket').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

/**
 * Browsers a user has signed in from (a cookie holds the token, the row its hash): their
 * attempts have a bucket of their own, so failures from anywhere else never lock them out.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_devices_user_idx').on(table.userId)],
);
