import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { organisations, subscriptions, userRole, users } from './accounts.schema.ts';

export const onboardingCaseStatus = pgEnum('onboarding_case_status', ['open', 'finished']);

/**
 * An operator's onboarding of one customer: the wizard's steps as saved (details, by step), the
 * step reached, the uploaded logo, and once processed the organisation, subscription and admin
 * it created (so processing twice creates nothing twice).
 */
export const onboardingCases = pgTable(
  'onboarding_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    currentStep: smallint('current_step').notNull().default(0),
    status: onboardingCaseStatus('status').notNull().default('open'),
    logoName: text('logo_name'),
    originalLogoFileName: text('original_logo_file_name'),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    warning: text('warning'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('onboarding_cases_status_idx').on(table.status, table.updatedAt)],
);

/**
 * One-time links: an invitation to join an organisation (creates the user on acceptance) or a
 * new user's first password (the onboarded admin). Only the token's SHA-256 is stored.
 */
export const invitationPurpose = pgEnum('invitation_purpose', ['join', 'setPassword']);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    purpose: invitationPurpose('purpose').notNull().default('join'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    roles: userRole('roles').array().notNull().default(sql`'{member}'::user_role[]`),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The existing user a setPassword link is for; the created user once a join is accepted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_unique').on(table.tokenHash),
    index('invitations_organisation_idx').on(table.organisationId, table.createdAt),
    // One pending invitation per address and organisation.
    uniqueIndex('invitations_pending_unique')
      .on(table.organisationId, sql`lower(${table.email})`, table.purpose)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);
