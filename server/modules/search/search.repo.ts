import type { ExecuteSql } from '../../db/database.ts';
import { sessionStampSql } from '../account/index.ts';
import { CATALOGUE_VERSION_SQL } from './search-snapshot.repo.ts';
import { titleWords } from './search-text.ts';
import type { WordQuery } from './word-match.ts';
import { toDate } from '../../db/timestamps.ts';

/** Queries of the search: which documents match, and what the result list shows of them. */

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The text search configurations of the catalogue's languages (normscope_ts_config), and 'simple' for the rest. */
const LANGUAGE_CONFIGS = ['english', 'french', 'german', 'italian', 'spanish', 'russian', 'simple'];

/**
 * Title words as the text search reads them in every catalogue language: each language's stemming
 * and stop words applied to all the words (plainto_tsquery's lexemes, phraseto_tsquery's places),
 * so French words find the French titles without "de" and "la", which the English reading would
 * require. `text` goes to the parser as typed, so it reads "audio/video" or "e-mail" as it read the titles.
 */
export async function readWordQuery(sql: ExecuteSql, text: string): Promise<WordQuery> {
  const { rows } = await sql(
    `select c.n, t.lexeme, t.positions
     from unnest($1::text[]) with ordinality as c(config, n)
     cross join lateral unnest(to_tsvector(c.config::regconfig, $2)) as t
     order by c.n`,
    [LANGUAGE_CONFIGS, text],
    { prepare: 'search_word_query' },
  );
  const readings = new Map<number, WordQuery['readings'][number]>();
  for (const row of rows) {
    const language = Number(row.n);
    const reading = readings.get(language) ?? { lexemes: [], phrase: [] };
    const lexeme = String(row.lexeme);
    reading.lexemes.push(lexeme);
    for (const place of (row.positions as number[] | null) ?? []) reading.phrase.push({ lexeme, place: Number(place) });
    readings.set(language, reading);
  }
  for (const reading of readings.values()) reading.phrase.sort((a, b) => a.place - b.place);
  return { readings: [...readings.values()], phraseCounts: titleWords(text).length > 1 };
}

/**
 * Words titles use that look like each typed word no title uses (trigram similarity), with how
 * many documents use them: the likeliest correction is chosen from these (typo-correction.ts).
 */
export async function findCorrectionCandidates(sql: ExecuteSql, words: string[]): Promise<{ typed: string; word: string; documents: number }[]> {
  const { rows } = await sql(
    `select w.word as typed, c.word, c.documents
     from unnest($1::text[]) as w(word)
     cross join lateral (
       select s.word, s.documents from search_words s
       where s.word % w.word and s.word <> w.word
       order by similarity(s.word, w.word) desc, s.documents desc limit 12
     ) c
     where not exists (select 1 from search_words k where k.word = w.word)`,
    [words],
  );
  return rows.map((row) => ({ typed: String(row.typed), word: String(row.word), documents: Number(row.documents) }));
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

/** A Latest tab period: the last `days` days up to today, or the dates from and to (both inclusive, YYYY-MM-DD). */
export type LatestPeriod = { days: number } | { from: string; to: string };

/**
 * The Latest tab's questions, each an index range (migrations 0019, 0021): on the versions' publication
 * dates (document_versions_published_on_idx, then the document's other editions by
 * document_versions_document_idx), on the events of one kind (document_events_kind_occurred_idx),
 * or from the few undated documents (documents_published_on_idx), whichever the period makes fewer.
 * $1 and $2 are the period's first and last days; a date announced for later is not yet published.
 * An edition without a publication date counts from the day it entered the catalogue (its event).
 */
const LATEST_QUERIES = {
  // The document's first edition (no older one) was published, or entered the catalogue undated, in the period.
  new: `select v.document_id from document_versions v
        where v.published_on between $1::date and least($2::date, current_date)
          and not exists (select 1 from document_versions o where o.document_id = v.document_id and o.position > v.position)
        union
        select e.document_id from document_events e join documents d on d.id = e.document_id
        where e.kind = 'added' and e.occurred_at >= $1::date and e.occurred_at < $2::date + 1 and d.published_on is null
          and not exists (select 1 from document_versions o where o.document_id = d.id and o.published_on is not null)`,
  // A later edition of an existing document (an older one exists) was published, or came undated, in the period.
  revised: `select v.document_id from document_versions v
            where v.published_on between $1::date and least($2::date, current_date)
              and exists (select 1 from document_versions o where o.document_id = v.document_id and o.position > v.position)
            union
            select e.document_id from document_events e join document_versions v on v.id = e.version_id
            where e.kind = 'newEdition' and e.occurred_at >= $1::date and e.occurred_at < $2::date + 1 and v.published_on is null`,
  // The status changed to withdrawn in the period (the event's date), and the document is withdrawn still.
  withdrawn: `select e.document_id from document_events e join documents d on d.id = e.document_id
              where e.kind = 'withdrawn' and e.occurred_at >= $1::date and e.occurred_at < $2::date + 1 and d.status_code = 'W'`,
};

/** The documents the Latest tab finds: new, revised, withdrawn in the period, or any of these ('all'). */
export async function matchLatest(sql: ExecuteSql, what: 'new' | 'revised' | 'withdrawn' | 'all', period: LatestPeriod): Promise<number[]> {
  const text = what === 'all' ? `${LATEST_QUERIES.new} union ${LATEST_QUERIES.revised} union ${LATEST_QUERIES.withdrawn}` : LATEST_QUERIES[what];
  // A period in days ends today, in the database's calendar; a range is taken as given. Each bound
  // stays a plain value or expression, so the planner estimates it and picks the smaller side.
  const query = 'days' in period ? text.replaceAll('$1::date', '(current_date - $1::int)').replaceAll('$2::date', 'current_date') : text;
  const { rows } = await sql(query, 'days' in period ? [period.days] : [period.from, period.to]);
  return rows.map((row) => Number(row.document_id));
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
    addedAt: toDate(row.added_at),
    numberKey: String(row.number_key),
    numberSort: String(row.number_sort),
    statusCode: String(row.status_code),
    docType: String(row.doc_type),
    publisherCode: String(row.publisher_code),
  }));
}

/** Numbers and titles of documents (suggestions show them), in no particular order. */
export async function findNumbersAndTitles(sql: ExecuteSql, ids: number[]): Promise<{ id: number; number: string; title: string }[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql(`select d.id, d.number, d.title from documents d where d.id = any($1::int[])`, [ids], { prepare: 'suggest_numbers_titles' });
  return rows.map((row) => ({ id: Number(row.id), number: String(row.number), title: String(row.title) }));
}

/**
 * What a suggestion confirms before it answers: the catalogue's version (search-snapshot.repo.ts's)
 * and the stamp of the remembered session `sessionId` (null when it is gone or none was named).
 */
export async function findSuggestionConfirmation(sql: ExecuteSql, sessionId: string | null): Promise<{ catalogueVersion: string; sessionStamp: string | null }> {
  const { rows } = await sql(`select ${CATALOGUE_VERSION_SQL} as version, ${sessionStampSql('$1::text')} as session_stamp`, [sessionId], {
    prepare: 'suggest_confirmation',
  });
  const stamp = rows[0]?.session_stamp;
  return { catalogueVersion: String(rows[0]?.version ?? ''), sessionStamp: typeof stamp === 'string' ? stamp : null };
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
