/**
 * The catalogue's GIN indexes, which only searches read. Keeping them up to date row by
 * row doubles the time of a first import of the whole catalogue; building them once
 * afterwards takes seconds. An import into an empty catalogue therefore drops them and
 * builds them at its end, and every migrate builds any that are missing (an import that
 * stopped half-way). Same names and definitions as the Drizzle schema, so migrations
 * never notice.
 */
export const BULK_LOAD_INDEXES = [
  `create index if not exists "documents_number_key_trgm_idx" on "documents" using gin ("number_key" gin_trgm_ops)`,
  `create index if not exists "documents_search_vector_idx" on "documents" using gin ("search_vector")`,
  `create index if not exists "documents_title_vector_idx" on "documents" using gin ("title_vector")`,
];

export const DROP_BULK_LOAD_INDEXES = `drop index if exists "documents_number_key_trgm_idx", "documents_search_vector_idx", "documents_title_vector_idx"`;

export const CREATE_BULK_LOAD_INDEXES = BULK_LOAD_INDEXES.join(';\n');
