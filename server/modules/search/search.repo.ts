import type { ExecuteSql } from '../../db/database.ts';

/** Queries of the search: which documents match, and what the result list shows of them. */

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const LANGUAGE_CONFIGS = ['english', 'french', 'german', 'italian', 'spanish', 'russian', 'simple'];
const ANY_LANGUAGE = LANGUAGE_CONFIGS.map((config) => `plainto_tsquery('${config}', w)`).join(' || ');

/**
 * The query of title words: each word in any catalogue language (stemmed per language,
 * or as written), all words required. A stop word of English or of the user's language
 * is left out rather than required.
 */
const WORDS_QUERY = `with words as (select w, ord from unnest($1::text[]) with ordinality as t(w, ord)),
  kept as (select w, ord from words
           where numnode(plainto_tsquery('english', w)) > 0 and numnode(plainto_tsquery(normscope_ts_config($2), w)) > 0),
  query as (select string_agg('(' || (${ANY_LANGUAGE})::text || ')', ' & ' order by ord)::tsquery as q from kept)`;

/** Documents whose titles, keywords or abstracts hold every word, scored by how well the title matches. */
export async function matchWords(sql: ExecuteSql, words: string[], language: string): Promise<{ id: number; score: number }[]> {
  const { rows } = await sql(
    `${WORDS_QUERY}
     select d.id, ts_rank(d.title_vector, query.q, 1)::real as score
     from documents d, query where query.q is not null and d.search_vector @@ query.q`,
    [words, language],
  );
  return rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
}

/** The words the query kept (stop words left out), as the user typed them. */
export async function meaningfulWords(sql: ExecuteSql, words: string[], language: string): Promise<string[]> {
  const { rows } = await sql(
    `${WORDS_QUERY.split(',\n  query as')[0]} select w from kept order by ord`,
    [words, language],
  );
  return rows.map((row) => String(row.w));
}

/**
 * For each word that no title uses, the likeliest word that titles do use: the most
 * similar (trigram) and, among equals, the most common.
 */
export async function correctWords(sql: ExecuteSql, words: string[]): Promise<Map<string, string>> {
  const { rows } = await sql(
    `select w.word as typed, c.word as corrected
     from unnest($1::text[]) as w(word)
     cross join lateral (
       select s.word from search_words s
       where s.word % w.word and s.word <> w.word
       order by similarity(s.word, w.word) desc, s.documents desc limit 1
     ) c
     where not exists (select 1 from search_words k where k.word = w.word)`,
    [words],
  );
  return new Map(rows.map((row) => [String(row.typed), String(row.corrected)]));
}

/** Documents related to the documents numbered `key` (either direction), and those documents. */
export async function matchCrossReference(sql: ExecuteSql, key: string): Promise<number[]> {
  const { rows } = await sql(
    `with base as (
       select id from documents where number_key = $1 or number_key like $2
       union select document_id from document_versions where number_key = $1 or number_key like $2
     )
     select id from base
     union select r.target_document_id from document_relations r join base b on b.id = r.document_id where r.target_document_id is not null
     union select r.document_id from document_relations r join base b on b.id = r.target_document_id`,
    [key, `${escapeLike(key)} %`],
  );
  return rows.map((row) => Number(row.id));
}

/** Documents classified in an ICS field, group or sub-group (the code itself or any code under it). */
export async function matchIcs(sql: ExecuteSql, code: string): Promise<number[]> {
  const { rows } = await sql(`select distinct document_id from document_ics where ics_code = $1 or ics_code like $2`, [code, `${escapeLike(code)}.%`]);
  return rows.map((row) => Number(row.document_id));
}

/**
 * The latest tab: documents published in the last `days`, new to the catalogue, or
 * changed (a new edition, superseded, withdrawn, amended).
 */
export async function matchLatest(sql: ExecuteSql, what: 'published' | 'added' | 'changed', days: number): Promise<number[]> {
  const query = {
    // A date announced for later is not yet published.
    published: `select id from documents where published_on >= current_date - $1::int and published_on <= current_date`,
    added: `select document_id from document_events where kind = 'added' and occurred_at >= now() - make_interval(days => $1)`,
    changed: `select distinct document_id from document_events where kind <> 'added' and occurred_at >= now() - make_interval(days => $1)`,
  }[what];
  const { rows } = await sql(query, [days]);
  return rows.map((row) => Number(row.id ?? row.document_id));
}

/** #STATS: the organisation's most viewed documents over the last `days`. */
export async function mostViewedByOrganisation(sql: ExecuteSql, organisationId: number, days: number): Promise<number[]> {
  const { rows } = await sql(
    `select document_id from document_views where organisation_id = $1 and last_viewed_at >= now() - make_interval(days => $2)
     group by document_id order by sum(view_count) desc, max(last_viewed_at) desc limit 10000`,
    [organisationId, days],
  );
  return rows.map((row) => Number(row.document_id));
}

/** #ORD: what the organisation holds: documents of its collections the user can see, newest first. */
export async function organisationHoldings(sql: ExecuteSql, organisationId: number, userId: number): Promise<number[]> {
  const { rows } = await sql(
    `select cd.document_id from collection_documents cd join collections c on c.id = cd.collection_id
     where c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2)
     group by cd.document_id order by max(cd.added_at) desc limit 10000`,
    [organisationId, userId],
  );
  return rows.map((row) => Number(row.document_id));
}

/** #REQ: the documents the organisation's users asked to be told about (watch), most watched first. */
export async function organisationWatchedDocuments(sql: ExecuteSql, organisationId: number): Promise<number[]> {
  const { rows } = await sql(
    `select document_id from watches where organisation_id = $1
     group by document_id order by count(*) desc, max(created_at) desc limit 10000`,
    [organisationId],
  );
  return rows.map((row) => Number(row.document_id));
}

export type RecordRow = {
  id: number;
  number: string;
  title: string;
  titles: Record<string, { full: string }>;
  subtitle: string | null;
  languages: string[];
  statusCode: string;
  cancelled: string;
  superseded: string;
  docType: string;
  publishedOn: string | null;
  publicationYear: number | null;
  publisherId: number;
  publisherCode: string;
  organisationId: number | null;
  edition: string | null;
  version: string | null;
  links: { type: string; url: string }[];
  historic: { version_id: number; version: string }[];
  historicTotal: number;
  docs: number;
  createdAt: Date;
  changedAt: Date | null;
};

/** What a result row shows of each document (historic versions: the newest 9 and how many there are). */
export async function findRecordRows(sql: ExecuteSql, ids: number[], historicShown: number): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql(
    `select d.id, d.number, d.title, d.titles, d.subtitle, d.languages, d.status_code, d.cancelled, d.superseded, d.doc_type,
            d.published_on::text as published_on, d.publication_year, d.publisher_id, p.code as publisher_code, d.organisation_id,
            d.created_at, v.edition, v.version, coalesce(v.links, '[]'::jsonb) as links,
            coalesce((select json_agg(json_build_object('version_id', h.id, 'version', h.number) order by h.position)
                      from (select id, number, position from document_versions
                            where document_id = d.id and position > 0 order by position limit $2) h), '[]'::json) as historic,
            (select count(*)::int from document_versions x where x.document_id = d.id and x.position > 0) as historic_total,
            (select count(*)::int from document_versions x where x.document_id = d.id and x.has_content) as docs,
            (select max(e.occurred_at) from document_events e where e.document_id = d.id and e.kind <> 'added') as changed_at
     from documents d
     join publishers p on p.id = d.publisher_id
     left join document_versions v on v.id = d.current_version_id
     where d.id = any($1::int[])`,
    [ids, historicShown],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    number: String(row.number),
    title: String(row.title),
    titles: (row.titles as Record<string, { full: string }>) ?? {},
    subtitle: (row.subtitle as string | null) ?? null,
    languages: (row.languages as string[]) ?? [],
    statusCode: String(row.status_code),
    cancelled: String(row.cancelled),
    superseded: String(row.superseded),
    docType: String(row.doc_type),
    publishedOn: (row.published_on as string | null) ?? null,
    publicationYear: row.publication_year === null ? null : Number(row.publication_year),
    publisherId: Number(row.publisher_id),
    publisherCode: String(row.publisher_code),
    organisationId: row.organisation_id === null ? null : Number(row.organisation_id),
    edition: (row.edition as string | null) ?? null,
    version: (row.version as string | null) ?? null,
    links: row.links as { type: string; url: string }[],
    historic: row.historic as { version_id: number; version: string }[],
    historicTotal: Number(row.historic_total),
    docs: Number(row.docs),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
    changedAt: row.changed_at === null ? null : row.changed_at instanceof Date ? row.changed_at : new Date(String(row.changed_at)),
  }));
}

export type CollectionEntryRow = {
  documentId: number;
  collectionId: number;
  collectionName: string;
  /** Set while the collection's name is the product's own (collections' collection-names.ts). */
  collectionNameKey: string | null;
  kind: 'personal' | 'company';
  notes: string | null;
  tags: string[];
  addedAt: Date;
  numberKey: string;
  numberSort: string;
  statusCode: string;
  docType: string;
  publisherCode: string;
};

/** Every document in the collections the user can see (company ones and their own), one row per collection. */
export async function findCollectionEntries(sql: ExecuteSql, organisationId: number, userId: number): Promise<CollectionEntryRow[]> {
  const { rows } = await sql(
    `select cd.document_id, c.id as collection_id, c.name as collection_name, c.name_key as collection_name_key, c.kind, cd.notes, cd.tags, cd.added_at,
            d.number_key, d.number_sort, d.status_code, d.doc_type, p.code as publisher_code
     from collection_documents cd
     join collections c on c.id = cd.collection_id
     join documents d on d.id = cd.document_id
     join publishers p on p.id = d.publisher_id
     where c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2)`,
    [organisationId, userId],
  );
  return rows.map((row) => ({
    documentId: Number(row.document_id),
    collectionId: Number(row.collection_id),
    collectionName: String(row.collection_name),
    collectionNameKey: (row.collection_name_key as string | null) ?? null,
    kind: row.kind === 'company' ? 'company' : 'personal',
    notes: (row.notes as string | null) ?? null,
    tags: (row.tags as string[]) ?? [],
    addedAt: row.added_at instanceof Date ? row.added_at : new Date(String(row.added_at)),
    numberKey: String(row.number_key),
    numberSort: String(row.number_sort),
    statusCode: String(row.status_code),
    docType: String(row.doc_type),
    publisherCode: String(row.publisher_code),
  }));
}

/** Numbers and titles of documents, in the order of `ids`. */
export async function findNumbersAndTitles(sql: ExecuteSql, ids: number[]): Promise<{ number: string; title: string }[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql(
    `select d.number, d.title from unnest($1::int[]) with ordinality as wanted(id, ord) join documents d on d.id = wanted.id order by wanted.ord`,
    [ids],
  );
  return rows.map((row) => ({ number: String(row.number), title: String(row.title) }));
}

/** Typo-tolerant number suggestions: the numbers closest to the key by trigram similarity. */
export async function suggestSimilarNumbers(sql: ExecuteSql, organisationId: number, key: string, limit: number) {
  const { rows } = await sql(
    `select number, title from documents where number_key % $1 and (organisation_id is null or organisation_id = $3)
     order by similarity(number_key, $1) desc, number_sort limit $2`,
    [key, limit, organisationId],
  );
  return rows.map((row) => ({ number: String(row.number), title: String(row.title) }));
}

/**
 * Title suggestions: titles holding every finished word (stop words left out) and a word
 * that begins with the last one, stemmed or as written. The first few hundred titles
 * found are ranked: current documents with the best title match first.
 */
export async function suggestTitles(sql: ExecuteSql, organisationId: number, words: string[], limit: number): Promise<{ number: string; title: string }[]> {
  const { rows } = await sql(
    `with words as (select w, ord, ord = max(ord) over () as last from unnest($1::text[]) with ordinality as t(w, ord)),
     terms as (
       select ord, case when last
         then to_tsquery('english', quote_literal(w) || ':*') || to_tsquery('french', quote_literal(w) || ':*')
              || to_tsquery('simple', quote_literal(w) || ':*')
         else ${ANY_LANGUAGE} end as t
       from words where last or numnode(plainto_tsquery('english', w)) > 0),
     q as (select string_agg('(' || t::text || ')', ' & ' order by ord)::tsquery as q from terms where numnode(t) > 0),
     candidates as (select d.number, d.title, d.status_code, d.number_sort, d.title_vector from documents d, q
                    where q.q is not null and d.title_vector @@ q.q and (d.organisation_id is null or d.organisation_id = $3) limit 400)
     select c.number, c.title from candidates c, q
     order by c.status_code = 'CUR' desc, ts_rank(c.title_vector, q.q, 1) desc, c.number_sort limit $2`,
    [words, limit, organisationId],
  );
  return rows.map((row) => ({ number: String(row.number), title: String(row.title) }));
}

export async function loadAppSecret(sql: ExecuteSql, name: string, candidate: string): Promise<string> {
  await sql(`insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing`, [name, candidate]);
  const { rows } = await sql(`select value from app_secrets where name = $1`, [name]);
  return String(rows[0]?.value);
}

export async function findCollectionOptions(sql: ExecuteSql, organisationId: number, userId: number, kind: 'personal' | 'company') {
  const { rows } = await sql(
    `select id, name, name_key from collections where organisation_id = $1 and kind = $3 and (kind = 'company' or owner_user_id = $2)
     order by lower(name), id`,
    [organisationId, userId, kind],
  );
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name), nameKey: (row.name_key as string | null) ?? null }));
}

/** The tags used in the collections the user can see. */
export async function findCollectionTags(sql: ExecuteSql, organisationId: number, userId: number): Promise<string[]> {
  const { rows } = await sql(
    `select distinct tag from collection_documents cd join collections c on c.id = cd.collection_id, unnest(cd.tags) as tag
     where c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2) order by tag`,
    [organisationId, userId],
  );
  return rows.map((row) => String(row.tag));
}

/** The ICS codes one level under `parent` (the fields when null), in code order. */
export async function findIcsChildren(sql: ExecuteSql, parent: string | null) {
  const { rows } = await sql(
    `select code, description from ics_codes where ${parent === null ? 'level = 1' : 'parent_code = $1'} order by code`,
    parent === null ? [] : [parent],
  );
  return rows.map((row) => ({ code: String(row.code), description: String(row.description) }));
}
