import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { organisations, subscriptions, users } from './accounts.schema.ts';
import { documents, documentVersions, tsvector } from './catalogue.schema.ts';

/*
 * The AI assistant (portal-area.md §2 "AI chat assistant"): chats and their messages are the
 * user's own; retrieval indexes and FAQs belong to a document version and are rebuilt when its
 * full text changes (the version's sections_hash is kept beside them).
 */

export const aiChatRole = pgEnum('ai_chat_role', ['user', 'assistant']);

/** One conversation of one user about one version of a document, in one language. */
export const aiChats = pgTable(
  'ai_chats',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).notNull(),
    /** The temporary title (the first reply's first characters) until a generated or edited one replaces it. */
    title: varchar('title', { length: 200 }).notNull(),
    /** 'temporary', 'generated' or 'edited': a title is generated once, and never over the user's own. */
    titleSource: varchar('title_source', { length: 16 }).notNull().default('temporary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_chats_user_document_idx').on(table.userId, table.documentId, table.createdAt), index('ai_chats_user_created_idx').on(table.userId, table.createdAt)],
);

/** A question or an answer; info replies (quota, provider failure) are never stored. */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => aiChats.id, { onDelete: 'cascade' }),
    role: aiChatRole('role').notNull(),
    content: text('content').notNull(),
    /** The sections an answer quotes: [{sectionId, number, title, quote}]. */
    citations: jsonb('citations').notNull().default(sql`'[]'::jsonb`),
    /** 1 helpful, 0 not helpful; null unrated. */
    rating: smallint('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_chat_messages_chat_idx').on(table.chatId, table.id)],
);

/**
 * Questions asked per month, for the quotas: one row per subscription (`subscriptionId`, user 0)
 * and one per user. A question reserves a unit in both rows in one statement each, so concurrent
 * questions never pass a limit; a failed answer gives its unit back.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    subscriptionId: integer('subscription_id').notNull(),
    /** 0 for the subscription's own row. */
    userId: integer('user_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    period: date('period').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.userId, table.kind, table.period] })],
);

/** A version's retrieval index: what it was built from and the statistics ranking needs. */
export const aiIndexes = pgTable('ai_indexes', {
  versionId: integer('version_id')
    .primaryKey()
    .references(() => documentVersions.id, { onDelete: 'cascade' }),
  /** The version's sections_hash when the index was built: a different one means the text changed. */
  sectionsHash: varchar('sections_hash', { length: 64 }).notNull(),
  language: varchar('language', { length: 8 }).notNull(),
  passageCount: integer('passage_count').notNull(),
  averageLength: real('average_length').notNull(),
  /** How many passages hold each lexeme (BM25's document frequency). */
  documentFrequencies: jsonb('document_frequencies').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One sentence (or list item, table row, definition) of a version's text, with its section and weight. */
export const aiPassages = pgTable(
  'ai_passages',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    /** Reading order within the version. */
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    text: text('text').notNull(),
    weight: real('weight').notNull().default(1),
    lexemeCount: integer('lexeme_count').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [index('ai_passages_version_idx').on(table.versionId, table.position), index('ai_passages_search_idx').using('gin', table.searchVector)],
);

export const aiFaqStatus = pgEnum('ai_faq_status', ['pending', 'ready', 'failed']);

/** A version's FAQ in one language, generated once in a background job, as "Q-n: / A-n:" blocks. */
export const aiFaqs = pgTable(
  'ai_faqs',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).notNull(),
    status: aiFaqStatus('status').notNull().default('pending'),
    text: text('text').notNull().default(''),
    sectionsHash: varchar('sections_hash', { length: 64 }),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.language] })],
);

export const aiCompareStatus = pgEnum('ai_compare_status', ['PENDING', 'PROCESSING', 'FINISHED', 'ERROR']);

/**
 * A compare's result, shared by every request of the same pair of texts, selection, format and
 * language (the cache key holds both texts' sections_hash), so a repeat is instant and uses no quota.
 */
export const aiCompareResults = pgTable('ai_compare_results', {
  id: serial('id').primaryKey(),
  cacheKey: varchar('cache_key', { length: 64 }).notNull().unique(),
  olderVersionId: integer('older_version_id')
    .notNull()
    .references(() => documentVersions.id, { onDelete: 'cascade' }),
  newerVersionId: integer('newer_version_id')
    .notNull()
    .references(() => documentVersions.id, { onDelete: 'cascade' }),
  /** {summary, points, redline, counts}: what getPromptResultByJobId answers besides the request's own fields. */
  result: jsonb('result').notNull(),
  /** 'embedded' or the model that wrote the summary. */
  writtenBy: varchar('written_by', { length: 100 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One user's compare request: its job, its state, its rating; the history lists these. */
export const aiCompares = pgTable(
  'ai_compares',
  {
    id: serial('id').primaryKey(),
    jobId: uuid('job_id').notNull(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    olderVersionId: integer('older_version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    newerVersionId: integer('newer_version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    promptId: smallint('prompt_id').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    olderSelection: jsonb('older_selection').notNull().default(sql`'[]'::jsonb`),
    newerSelection: jsonb('newer_selection').notNull().default(sql`'[]'::jsonb`),
    cacheKey: varchar('cache_key', { length: 64 }).notNull(),
    status: aiCompareStatus('status').notNull().default('PENDING'),
    resultId: integer('result_id').references(() => aiCompareResults.id, { onDelete: 'set null' }),
    /** 1 to 5; -1 until rated. */
    rating: smallint('rating').notNull().default(-1),
    /** The month whose quota unit this compare took; null when it took none (a cached result). */
    quotaPeriod: date('quota_period'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ai_compares_job_idx').on(table.jobId),
    index('ai_compares_user_updated_idx').on(table.userId, table.updatedAt),
    index('ai_compares_user_cache_idx').on(table.userId, table.cacheKey),
  ],
);

/** Two versions' sections paired (the compare window's aligned trees), kept until either text changes. */
export const aiCompareAlignments = pgTable(
  'ai_compare_alignments',
  {
    olderVersionId: integer('older_version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    newerVersionId: integer('newer_version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    /** Both versions' sections_hash: a different one means a text changed. */
    textsHash: varchar('texts_hash', { length: 64 }).notNull(),
    pairs: jsonb('pairs').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.olderVersionId, table.newerVersionId] })],
);
