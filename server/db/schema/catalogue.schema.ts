import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { datasets, organisations } from './accounts.schema.ts';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const relationType = pgEnum('relation_type', [
  'obsoletes',
  'obsoletedBy',
  'updates',
  'updatedBy',
  'amends',
  'amendedBy',
  'corrects',
  'correctedBy',
  'hasPart',
  'partOf',
  'adoptedFrom',
  'adoptedAs',
  'editionOf',
  'hasEdition',
  'relatedTo',
]);

export const documentEventKind = pgEnum('document_event_kind', [
  'added',
  'newEdition',
  'statusChanged',
  'superseded',
  'withdrawn',
  'amended',
]);

export const publishers = pgTable('publishers', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  abbreviation: varchar('abbreviation', { length: 32 }).notNull(),
  country: varchar('country', { length: 8 }).notNull(),
  website: text('website'),
});

export const datasetPublishers = pgTable(
  'dataset_publishers',
  {
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.datasetId, table.publisherId] }), index('dataset_publishers_publisher_idx').on(table.publisherId)],
);

/** The International Classification for Standards: fields (level 1), groups (2), sub-groups (3). */
export const icsCodes = pgTable(
  'ics_codes',
  {
    code: varchar('code', { length: 16 }).primaryKey(),
    level: smallint('level').notNull(),
    parentCode: varchar('parent_code', { length: 16 }),
    description: text('description').notNull(),
    descriptionFull: text('description_full'),
  },
  (table) => [index('ics_codes_parent_idx').on(table.parentCode)],
);

/**
 * A document is a work: the chain of its editions (versions). Search and facets read
 * the columns copied here from its current version; `id` is the product's docId.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id),
    /** Publisher code + normalised number without edition: the identity of the chain. */
    workKey: text('work_key').notNull().unique(),
    /** Null for the public catalogue; set for an organisation's own documents, seen by it alone. */
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    currentVersionId: integer('current_version_id'),
    number: text('number').notNull(),
    numberKey: text('number_key').notNull(),
    numberSort: text('number_sort').notNull(),
    title: text('title').notNull(),
    titles: jsonb('titles').notNull().default(sql`'{}'::jsonb`),
    subtitle: text('subtitle'),
    statusCode: varchar('status_code', { length: 4 }).notNull(),
    cancelled: char('cancelled', { length: 1 }).notNull().default('N'),
    superseded: char('superseded', { length: 1 }).notNull().default('N'),
    docType: varchar('doc_type', { length: 64 }).notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    country: varchar('country', { length: 8 }).notNull(),
    publishedOn: date('published_on'),
    publicationYear: integer('publication_year'),
    icsCodes: text('ics_codes').array().notNull().default(sql`'{}'::text[]`),
    versionCount: integer('version_count').notNull().default(1),
    hasContent: boolean('has_content').notNull().default(false),
    /** Number and titles (weights A, B). */
    titleVector: tsvector('title_vector'),
    /** Everything searchable: number, titles, keywords, abstract (A to D). */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_publisher_idx').on(table.publisherId),
    index('documents_status_idx').on(table.statusCode),
    // The latest tab: undated documents (null sorts into the index too), new when they entered the catalogue.
    index('documents_published_on_idx').on(table.publishedOn),
    index('documents_number_key_idx').using('btree', sql`${table.numberKey} text_pattern_ops`),
    index('documents_number_key_trgm_idx').using('gin', sql`${table.numberKey} gin_trgm_ops`),
    index('documents_number_sort_idx').on(table.numberSort),
    index('documents_search_vector_idx').using('gin', table.searchVector),
    index('documents_title_vector_idx').using('gin', table.titleVector),
  ],
);

/**
 * Work keys of documents merged into another (RFC 2822 into RFC 5322's document): a
 * re-import of the old edition finds the surviving document through its alias.
 */
export const documentAliases = pgTable('document_aliases', {
  workKey: text('work_key').primaryKey(),
  documentId: integer('document_id')
    .notNull()
    .references(() => documents.id, { onDelete: 'cascade' }),
  mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One edition of a document, as its source published it. `id` is the versionId. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 32 }).notNull(),
    sourceKey: text('source_key').notNull().unique(),
    number: text('number').notNull(),
    numberKey: text('number_key').notNull(),
    numberSort: text('number_sort').notNull(),
    title: text('title').notNull(),
    titles: jsonb('titles').notNull().default(sql`'{}'::jsonb`),
    subtitle: text('subtitle'),
    abstracts: jsonb('abstracts').notNull().default(sql`'{}'::jsonb`),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    publishedOn: date('published_on'),
    publicationYear: integer('publication_year'),
    edition: text('edition'),
    version: text('version'),
    docType: varchar('doc_type', { length: 64 }).notNull(),
    /** The status the source states; null means "by edition": newest current, older superseded. */
    sourceStatusCode: varchar('source_status_code', { length: 4 }),
    statusCode: varchar('status_code', { length: 4 }).notNull(),
    stage: text('stage'),
    icsCodes: text('ics_codes').array().notNull().default(sql`'{}'::text[]`),
    committee: text('committee'),
    links: jsonb('links').notNull().default(sql`'[]'::jsonb`),
    raw: jsonb('raw'),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    /** Hash of the full-text sections last written, so re-importing unchanged text writes nothing. */
    sectionsHash: varchar('sections_hash', { length: 64 }),
    /** Newest first within the document: 0 is the current version. */
    position: integer('position').notNull().default(0),
    hasContent: boolean('has_content').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_versions_document_idx').on(table.documentId, table.position),
    index('document_versions_number_key_idx').using('btree', sql`${table.numberKey} text_pattern_ops`),
    // The latest tab: editions published in a period (new and revised documents).
    index('document_versions_published_on_idx').on(table.publishedOn),
  ],
);

/** Both directions are stored; `targetDocumentId` fills in once the target is in the catalogue. */
export const documentRelations = pgTable(
  'document_relations',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    type: relationType('type').notNull(),
    targetNumber: text('target_number').notNull(),
    targetNumberKey: text('target_number_key').notNull(),
    targetDocumentId: integer('target_document_id').references(() => documents.id, { onDelete: 'set null' }),
    targetVersionId: integer('target_version_id').references(() => documentVersions.id, { onDelete: 'set null' }),
    /** True for a row written as the inverse of another document's relation. */
    inferred: boolean('inferred').notNull().default(false),
  },
  (table) => [
    uniqueIndex('document_relations_unique').on(table.versionId, table.type, table.targetNumberKey),
    index('document_relations_document_idx').on(table.documentId),
    index('document_relations_target_key_idx').on(table.targetNumberKey),
    index('document_relations_target_document_idx').on(table.targetDocumentId),
  ],
);

export const documentIcs = pgTable(
  'document_ics',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    icsCode: varchar('ics_code', { length: 16 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.icsCode] }),
    index('document_ics_code_idx').using('btree', sql`${table.icsCode} text_pattern_ops`),
  ],
);

/** The full text of a version as a tree of sections (reader, in-document search, AI). */
export const documentSections = pgTable(
  'document_sections',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id, { onDelete: 'cascade' }),
    /** Stable within the version (e.g. "3.6" or "appendix-a"): deep links and annotations use it. */
    sectionKey: text('section_key').notNull(),
    parentKey: text('parent_key'),
    position: integer('position').notNull(),
    number: text('number'),
    title: text('title').notNull(),
    level: smallint('level').notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    searchVector: tsvector('search_vector'),
  },
  (table) => [
    uniqueIndex('document_sections_key_unique').on(table.versionId, table.sectionKey),
    index('document_sections_position_idx').on(table.versionId, table.position),
    index('document_sections_search_idx').using('gin', table.searchVector),
  ],
);

/** What an import changed; watches and alerts notify from these. */
export const documentEvents = pgTable(
  'document_events',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    versionId: integer('version_id').references(() => documentVersions.id, { onDelete: 'set null' }),
    kind: documentEventKind('kind').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    importRunId: integer('import_run_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_events_occurred_idx').on(table.occurredAt),
    index('document_events_document_idx').on(table.documentId),
    // The latest tab: documents withdrawn in a period, without reading the period's other events.
    index('document_events_kind_occurred_idx').on(table.kind, table.occurredAt),
  ],
);

export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 32 }).notNull(),
  paths: text('paths').array().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  stats: jsonb('stats').notNull().default(sql`'{}'::jsonb`),
});
