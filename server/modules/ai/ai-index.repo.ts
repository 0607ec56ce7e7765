import type { ExecuteSql } from '../../db/database.ts';

/**
 * The retrieval index's queries: a version's passages (ai_passages, stemmed in PostgreSQL with the
 * version's text search configuration) and their statistics (ai_indexes). Catalogue text, not
 * user data: nothing here is scoped by organisation; the caller checks the reader may see the version.
 */

/** The text search configuration of a version's first language, as normscope_ts_config reads it. */
const VERSION_CONFIG = `(select normscope_ts_config(coalesce(v.languages[1], 'en')) from document_versions v where v.id = $1)`;

export type IndexState = {
  sectionsHash: string | null;
  language: string;
  hasContent: boolean;
  /** The sections_hash the index was built from; undefined when there is no index. */
  indexedHash: string | undefined;
};

export async function findIndexState(sql: ExecuteSql, versionId: number): Promise<IndexState | undefined> {
  const { rows } = await sql(
    `select v.sections_hash, coalesce(v.languages[1], 'en') as language, v.has_content, i.sections_hash as indexed_hash
     from document_versions v left join ai_indexes i on i.version_id = v.id where v.id = $1`,
    [versionId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    sectionsHash: (row.sections_hash as string | null) ?? null,
    language: String(row.language),
    hasContent: row.has_content === true,
    indexedHash: row.indexed_hash === null || row.indexed_hash === undefined ? undefined : String(row.indexed_hash),
  };
}

/** Serialises builds of one version's index, for the rest of the transaction. */
export async function lockIndex(sql: ExecuteSql, versionId: number): Promise<void> {
  await sql(`select pg_advisory_xact_lock(hashtext('ai_index'), $1)`, [versionId]);
}

export type IndexSection = { sectionKey: string; title: string; bodyText: string };

export async function findSections(sql: ExecuteSql, versionId: number): Promise<IndexSection[]> {
  const { rows } = await sql(`select section_key, title, body_text from document_sections where version_id = $1 order by position`, [versionId]);
  return rows.map((row) => ({ sectionKey: String(row.section_key), title: String(row.title), bodyText: String(row.body_text) }));
}

/** `alsoRead`: words stemmed into the passage's vector besides its text (the parts of its CamelCase names). */
export type NewPassage = { sectionKey: string; position: number; kind: string; text: string; alsoRead: string; weight: number };

/** Replaces the version's passages; each is stemmed here, in the version's language. */
export async function replacePassages(sql: ExecuteSql, versionId: number, passages: NewPassage[]): Promise<void> {
  await sql(`delete from ai_passages where version_id = $1`, [versionId]);
  if (passages.length === 0) return;
  await sql(
    `insert into ai_passages (version_id, section_key, position, kind, text, weight, lexeme_count, search_vector)
     select $1, t.section_key, t.position, t.kind, t.text, t.weight,
            (select coalesce(sum(coalesce(array_length(u.positions, 1), 1)), 0) from unnest(x.vector) u), x.vector
     from unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::real[], $7::text[]) as t(section_key, position, kind, text, weight, also_read)
     cross join lateral (select to_tsvector(${VERSION_CONFIG}, t.text) || to_tsvector(${VERSION_CONFIG}, t.also_read) as vector) x`,
    [
      versionId,
      passages.map((passage) => passage.sectionKey),
      passages.map((passage) => passage.position),
      passages.map((passage) => passage.kind),
      passages.map((passage) => passage.text),
      passages.map((passage) => passage.weight),
      passages.map((passage) => passage.alsoRead),
    ],
  );
}

/** Writes the version's statistics from its passages as they now are: count, average length, document frequencies. */
export async function saveIndexStatistics(sql: ExecuteSql, versionId: number, sectionsHash: string, language: string): Promise<number> {
  const { rows } = await sql(
    `insert into ai_indexes (version_id, sections_hash, language, passage_count, average_length, document_frequencies, built_at)
     select $1, $2, $3, count(*), coalesce(avg(p.lexeme_count), 0),
            (select coalesce(jsonb_object_agg(d.lexeme, d.passages), '{}'::jsonb)
             from (select u.lexeme, count(*) as passages from ai_passages q cross join lateral unnest(q.search_vector) u
                   where q.version_id = $1 group by u.lexeme) d),
            now()
     from ai_passages p where p.version_id = $1
     on conflict (version_id) do update set sections_hash = excluded.sections_hash, language = excluded.language, passage_count = excluded.passage_count,
       average_length = excluded.average_length, document_frequencies = excluded.document_frequencies, built_at = excluded.built_at
     returning passage_count`,
    [versionId, sectionsHash, language],
  );
  return Number(rows[0]?.passage_count ?? 0);
}

/** `at` is the lexeme's place within its word: a hyphenated word's own lexeme comes first, its parts after. */
export type WordLexeme = { place: number; at: number; lexeme: string; documentFrequency: number };
export type QuestionReading = { lexemes: WordLexeme[]; passageCount: number; averageLength: number };

/**
 * Each of the question's words as the version's language stems it (stop words give none; a
 * hyphenated word gives itself and its parts), with its place in the question and how many
 * passages hold each lexeme. Empty when the version has no index.
 */
export async function readQuestionWords(sql: ExecuteSql, versionId: number, words: string[]): Promise<QuestionReading> {
  const { rows } = await sql(
    `with c as (select ${VERSION_CONFIG} as config)
     select i.passage_count, i.average_length,
            coalesce((select json_agg(json_build_object('place', w.place, 'at', t.positions[1], 'lexeme', t.lexeme, 'df', coalesce((i.document_frequencies ->> t.lexeme)::int, 0)))
                      from c, unnest($2::text[]) with ordinality as w(word, place) cross join lateral unnest(to_tsvector(c.config, w.word)) t), '[]'::json) as lexemes
     from ai_indexes i where i.version_id = $1`,
    [versionId, words],
    { prepare: 'ai_read_question_words' },
  );
  const row = rows[0];
  if (!row) return { lexemes: [], passageCount: 0, averageLength: 0 };
  const lexemes = jsonArray(row.lexemes).map((entry) => ({
    place: Number(entry.place),
    at: Number(entry.at),
    lexeme: String(entry.lexeme),
    documentFrequency: Number(entry.df),
  }));
  return { lexemes, passageCount: Number(row.passage_count), averageLength: Number(row.average_length) };
}

export type Candidate = {
  id: number;
  sectionKey: string;
  position: number;
  kind: string;
  weight: number;
  length: number;
  /** The question's lexemes the passage holds, with their places in it. */
  hits: { lexeme: string; positions: number[] }[];
};

function toCandidate(row: Record<string, unknown>): Candidate {
  return {
    id: Number(row.id),
    sectionKey: String(row.section_key),
    position: Number(row.position),
    kind: String(row.kind),
    weight: Number(row.weight),
    length: Math.max(1, Number(row.lexeme_count)),
    hits: jsonArray(row.hits).map((hit) => ({ lexeme: String(hit.lexeme), positions: numbers(hit.positions) })),
  };
}

const tsQuery = (lexemes: string[]) => lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');

/**
 * Passages holding any of `lexemes` (the OR of them, through the GIN index), and headings holding
 * any of `headingLexemes` too, with which of all those they hold and where.
 */
export async function findCandidates(sql: ExecuteSql, versionId: number, lexemes: string[], headingLexemes: string[]): Promise<Candidate[]> {
  if (lexemes.length === 0 && headingLexemes.length === 0) return [];
  const all = [...new Set([...lexemes, ...headingLexemes])];
  // Quoted lexemes are taken as they are: already stemmed, never parsed again.
  const { rows } = await sql(
    `select p.id, p.section_key, p.position, p.kind, p.weight, p.lexeme_count,
            (select json_agg(json_build_object('lexeme', u.lexeme, 'positions', u.positions)) from unnest(p.search_vector) u where u.lexeme = any($4::text[])) as hits
     from ai_passages p
     where p.version_id = $1 and (p.search_vector @@ $2::tsquery or (p.kind = 'heading' and p.search_vector @@ $3::tsquery))`,
    [versionId, lexemes.length > 0 ? tsQuery(lexemes) : null, tsQuery(all), all],
    { prepare: 'ai_find_candidates' },
  );
  return rows.map(toCandidate);
}

/** The passages of the sections whose titles match `titlePattern` (a PostgreSQL regular expression), for questions about the document's scope. */
export async function findPassagesOfSections(sql: ExecuteSql, versionId: number, titlePattern: string, limit: number): Promise<Candidate[]> {
  const { rows } = await sql(
    `select p.id, p.section_key, p.position, p.kind, p.weight, p.lexeme_count, null as hits
     from ai_passages p join document_sections s on s.version_id = p.version_id and s.section_key = p.section_key
     where p.version_id = $1 and s.title ~* $2
     order by p.position limit $3`,
    [versionId, titlePattern, limit],
  );
  return rows.map(toCandidate);
}

export type PassageText = { id: number; text: string; sectionNumber: string | null; sectionTitle: string };

export async function findPassageTexts(sql: ExecuteSql, versionId: number, ids: number[]): Promise<Map<number, PassageText>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql(
    `select p.id, p.text, s.number, s.title
     from ai_passages p join document_sections s on s.version_id = p.version_id and s.section_key = p.section_key
     where p.version_id = $1 and p.id = any($2::int[])`,
    [versionId, ids],
  );
  return new Map(
    rows.map((row) => [Number(row.id), { id: Number(row.id), text: String(row.text), sectionNumber: (row.number as string | null) ?? null, sectionTitle: String(row.title) }]),
  );
}

export type SectionHeading = { sectionKey: string; number: string | null; title: string };

export async function findSectionHeadings(sql: ExecuteSql, versionId: number, sectionKeys: string[]): Promise<SectionHeading[]> {
  if (sectionKeys.length === 0) return [];
  const { rows } = await sql(`select section_key, number, title from document_sections where version_id = $1 and section_key = any($2::text[])`, [versionId, sectionKeys]);
  const byKey = new Map(rows.map((row) => [String(row.section_key), { sectionKey: String(row.section_key), number: (row.number as string | null) ?? null, title: String(row.title) }]));
  return sectionKeys.flatMap((key) => byKey.get(key) ?? []);
}

/** Versions with full text whose index is missing or was built from other text, oldest first. */
export async function findVersionsNeedingIndex(sql: ExecuteSql, limit: number): Promise<number[]> {
  const { rows } = await sql(
    `select v.id from document_versions v left join ai_indexes i on i.version_id = v.id
     where v.has_content and (i.version_id is null or i.sections_hash is distinct from coalesce(v.sections_hash, ''))
     order by v.id limit $1`,
    [limit],
  );
  return rows.map((row) => Number(row.id));
}

/** json and jsonb columns arrive parsed from node-postgres and PGlite alike; text only from a cast. */
function jsonArray(value: unknown): Record<string, unknown>[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number) : [];
}
