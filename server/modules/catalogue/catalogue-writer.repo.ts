import { BULK_LOAD_INDEXES, DROP_BULK_LOAD_INDEXES } from '../../db/bulk-load-indexes.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { INVERSE_RELATION } from './catalogue-record.ts';
import { toDate } from '../../db/timestamps.ts';

/** One version as the writer sends it to the database, in jsonb_to_recordset form. */
export type VersionRow = {
  source: string;
  source_key: string;
  publisher_id: number;
  work_key: string;
  organisation_id: number | null;
  number: string;
  number_key: string;
  number_sort: string;
  title: string;
  titles: Record<string, { full: string; intro?: string; main?: string; part?: string }>;
  subtitle: string | null;
  abstracts: Record<string, string>;
  keywords: string[];
  languages: string[];
  published_on: string | null;
  publication_year: number | null;
  edition: string | null;
  version: string | null;
  doc_type: string;
  source_status_code: string | null;
  stage: string | null;
  ics_codes: string[];
  committee: string | null;
  links: { type: string; url: string }[];
  raw: unknown;
  content_hash: string;
  country: string;
};

export type RelationRow = { source_key: string; type: string; target_number: string; target_number_key: string };

export type SectionRow = {
  section_key: string;
  parent_key: string | null;
  position: number;
  number: string | null;
  title: string;
  level: number;
  body_html: string;
  body_text: string;
};

const VERSION_RECORDSET = `jsonb_to_recordset($1::jsonb) as r(
  source text, source_key text, publisher_id int, work_key text, organisation_id int, number text, number_key text,
  number_sort text, title text, titles jsonb, subtitle text, abstracts jsonb, keywords text[], languages text[],
  published_on date, publication_year int, edition text, version text, doc_type text, source_status_code text,
  stage text, ics_codes text[], committee text, links jsonb, raw jsonb, content_hash text, country text)`;

const INVERSE_CASE = `case r.type::text ${Object.entries(INVERSE_RELATION)
  .map(([type, inverse]) => `when '${type}' then '${inverse}'`)
  .join(' ')} end::relation_type`;

/** Timestamps arrive as Date (PGlite, pg) or text; String(date) would drop the milliseconds. */
export async function upsertPublishers(
  sql: ExecuteSql,
  publishers: { code: string; name: string; country: string; website: string | null; dataset: string | null }[],
  datasets: readonly { code: string; name: string; kind: string }[],
) {
  await sql(
    `insert into datasets (code, name, kind)
     select code, name, kind::dataset_kind from jsonb_to_recordset($1::jsonb) as d(code text, name text, kind text)
     on conflict (code) do nothing`,
    [JSON.stringify(datasets)],
  );
  const { rows } = await sql(
    `insert into publishers (code, name, abbreviation, country, website)
     select code, name, code, country, website
     from jsonb_to_recordset($1::jsonb) as p(code text, name text, country text, website text)
     on conflict (code) do update set name = excluded.name
     returning id, code, country`,
    [JSON.stringify(publishers)],
  );
  await sql(
    `insert into dataset_publishers (dataset_id, publisher_id)
     select d.id, p.id from jsonb_to_recordset($1::jsonb) as x(code text, dataset text)
     join publishers p on p.code = x.code join datasets d on d.code = x.dataset
     on conflict do nothing`,
    [JSON.stringify(publishers.filter((p) => p.dataset))],
  );
  return rows as { id: number; code: string; country: string }[];
}

/** Work keys that were merged into another document. */
export async function findAliases(sql: ExecuteSql, workKeys: string[]) {
  const { rows } = await sql(`select work_key, document_id from document_aliases where work_key = any($1::text[])`, [workKeys]);
  return new Map(rows.map((row) => [String(row.work_key), Number(row.document_id)]));
}

export async function findExistingVersions(sql: ExecuteSql, sourceKeys: string[]) {
  const { rows } = await sql(
    `select source_key, source, document_id, content_hash from document_versions where source_key = any($1::text[])`,
    [sourceKeys],
  );
  return new Map(
    rows.map((row) => [
      String(row.source_key),
      { documentId: Number(row.document_id), contentHash: String(row.content_hash), source: String(row.source) },
    ]),
  );
}

/** Creates missing documents (placeholders until the chain pass) and answers every work key's document. */
export async function ensureDocuments(sql: ExecuteSql, rows: VersionRow[]) {
  // Only the columns a placeholder needs travel: the raw records would triple the JSON to parse.
  const placeholders = rows.map((row) => ({
    publisher_id: row.publisher_id,
    work_key: row.work_key,
    organisation_id: row.organisation_id,
    number: row.number,
    number_key: row.number_key,
    number_sort: row.number_sort,
    title: row.title,
    source_status_code: row.source_status_code,
    doc_type: row.doc_type,
    country: row.country,
  }));
  await sql(
    `insert into documents (publisher_id, work_key, organisation_id, number, number_key, number_sort, title, status_code, doc_type, country)
     select distinct on (work_key) publisher_id, work_key, organisation_id, number, number_key, number_sort, title,
            coalesce(source_status_code, 'CUR'), doc_type, country
     from jsonb_to_recordset($1::jsonb) as r(publisher_id int, work_key text, organisation_id int, number text, number_key text,
       number_sort text, title text, source_status_code text, doc_type text, country text)
     on conflict (work_key) do nothing`,
    [JSON.stringify(placeholders)],
  );
  const { rows: found } = await sql(
    `select id, work_key, status_code, current_version_id, number, created_at from documents where work_key = any($1::text[])`,
    [[...new Set(rows.map((row) => row.work_key))]],
  );
  return found.map((row) => ({
    id: Number(row.id),
    workKey: String(row.work_key),
    statusCode: String(row.status_code),
    currentVersionId: row.current_version_id === null ? null : Number(row.current_version_id),
    number: String(row.number),
    createdAt: toDate(row.created_at),
  }));
}

/** Inserts or updates versions (rows carry the resolved document id in `work_key`'s place). */
export async function upsertVersions(sql: ExecuteSql, rows: (VersionRow & { document_id: number })[]) {
  const { rows: written } = await sql(
    `insert into document_versions (document_id, source, source_key, number, number_key, number_sort, title, titles, subtitle,
       abstracts, keywords, languages, published_on, publication_year, edition, version, doc_type, source_status_code,
       status_code, stage, ics_codes, committee, links, raw, content_hash)
     select x.document_id, r.source, r.source_key, r.number, r.number_key, r.number_sort, r.title, r.titles, r.subtitle,
       coalesce(r.abstracts, '{}'), coalesce(r.keywords, '{}'), coalesce(r.languages, '{}'), r.published_on, r.publication_year,
       r.edition, r.version, r.doc_type, r.source_status_code, coalesce(r.source_status_code, 'CUR'), r.stage,
       coalesce(r.ics_codes, '{}'), r.committee, coalesce(r.links, '[]'), r.raw, r.content_hash
     from ${VERSION_RECORDSET}
     join jsonb_to_recordset($2::jsonb) as x(source_key text, document_id int) on x.source_key = r.source_key
     on conflict (source_key) do update set
       document_id = excluded.document_id, source = excluded.source, number = excluded.number, number_key = excluded.number_key,
       number_sort = excluded.number_sort, title = excluded.title, titles = excluded.titles, subtitle = excluded.subtitle,
       abstracts = excluded.abstracts, keywords = excluded.keywords, languages = excluded.languages,
       published_on = excluded.published_on, publication_year = excluded.publication_year, edition = excluded.edition,
       version = excluded.version, doc_type = excluded.doc_type, source_status_code = excluded.source_status_code,
       stage = excluded.stage, ics_codes = excluded.ics_codes, committee = excluded.committee, links = excluded.links,
       raw = excluded.raw, content_hash = excluded.content_hash, updated_at = now()
     where document_versions.content_hash <> excluded.content_hash
     returning id, document_id, source_key, doc_type`,
    [JSON.stringify(rows), JSON.stringify(rows.map((row) => ({ source_key: row.source_key, document_id: row.document_id })))],
  );
  return written.map((row) => ({
    id: Number(row.id),
    documentId: Number(row.document_id),
    sourceKey: String(row.source_key),
    docType: String(row.doc_type),
  }));
}

/**
 * Replaces the stated relations of the given versions and writes their inverses on
 * the targets. A target resolves to an edition with that exact number, else to a
 * document whose current number or work key matches. Answers the documents whose
 * inverse relations changed.
 */
export async function replaceRelations(sql: ExecuteSql, versionIds: number[], relations: RelationRow[]) {
  await sql(`delete from document_relations where version_id = any($1::int[]) and not inferred`, [versionIds]);
  if (relations.length > 0) {
    await sql(
      `insert into document_relations (version_id, document_id, type, target_number, target_number_key)
       select v.id, v.document_id, r.type::relation_type, r.target_number, r.target_number_key
       from jsonb_to_recordset($1::jsonb) as r(source_key text, type text, target_number text, target_number_key text)
       join document_versions v on v.source_key = r.source_key
       on conflict (version_id, type, target_number_key) do nothing`,
      [JSON.stringify(relations)],
    );
  }
  return resolveRelations(sql, `r.version_id = any($1::int[])`, [versionIds]);
}

/** Resolves relations matching `where` to their targets and writes the inverse rows; answers touched documents. */
export async function resolveRelations(sql: ExecuteSql, where: string, values: unknown[]): Promise<number[]> {
  // Three passes, best match first; each is a join the indexes answer, where one query
  // with OR-ed correlated lookups would scan the documents once per relation.
  const unresolved = `r.target_document_id is null and not r.inferred and ${where}`;
  const passes = [
    `select distinct on (r.id) r.id, v.document_id, v.id as version_id
     from document_relations r join document_versions v on v.number_key = r.target_number_key and v.id <> r.version_id
     where ${unresolved} order by r.id, v.id`,
    `select distinct on (r.id) r.id, d.id as document_id, d.current_version_id as version_id
     from document_relations r
     join documents s on s.id = r.document_id
     join publishers p on p.id = s.publisher_id
     join documents d on d.work_key = p.code || ':' || r.target_number_key and d.id <> r.document_id
     where ${unresolved} order by r.id, d.id`,
    `select distinct on (r.id) r.id, d.id as document_id, d.current_version_id as version_id
     from document_relations r join documents d on d.number_key = r.target_number_key and d.id <> r.document_id
     where ${unresolved} order by r.id, d.id`,
  ];
  for (const pass of passes) {
    await sql(
      `update document_relations u set target_document_id = x.document_id, target_version_id = x.version_id
       from (${pass}) x where u.id = x.id`,
      values,
    );
  }
  const { rows } = await sql(
    `insert into document_relations (version_id, document_id, type, target_number, target_number_key, target_document_id, target_version_id, inferred)
     select coalesce(r.target_version_id, d.current_version_id,
                     (select x.id from document_versions x where x.document_id = r.target_document_id order by x.position, x.id limit 1)),
            r.target_document_id, ${INVERSE_CASE}, v.number, v.number_key, r.document_id, r.version_id, true
     from document_relations r
     join document_versions v on v.id = r.version_id
     join documents d on d.id = r.target_document_id
     where ${where} and not r.inferred and r.target_document_id is not null
       and r.target_version_id is distinct from r.version_id
     on conflict (version_id, type, target_number_key) do nothing
     returning document_id`,
    values,
  );
  return [...new Set(rows.map((row) => Number(row.document_id)))];
}

/**
 * Orders each document's versions newest first (published before drafts), derives
 * version statuses from the chain and relations, and copies the current version's
 * fields onto the document with its search vectors.
 */
export async function refreshDocuments(sql: ExecuteSql, documentIds: number[]) {
  if (documentIds.length === 0) return;
  await sql(
    `with ranked as (
       select v.id, row_number() over (
         partition by v.document_id
         order by coalesce(v.source_status_code, '') in ('NA', 'AP'), v.published_on desc nulls last,
                  v.publication_year desc nulls last,
                  nullif(substring(coalesce(v.edition, '') from '\\d+'), '')::int desc nulls last,
                  v.number_sort desc, v.id desc) - 1 as pos,
         o.obsoleted is not null as obsoleted
       from document_versions v
       -- Within one chain the order of editions decides (sources such as CIE list every edition
       -- as obsoleting every other), and no edition is obsoleted by an older document.
       -- A lateral probe keeps to the (version_id, type) index; a plain EXISTS may be planned
       -- as a hashed scan of every obsoletedBy row, which grows with the catalogue.
       left join lateral (select true as obsoleted from document_relations r
                          left join document_versions t on t.id = r.target_version_id
                          where r.version_id = v.id and r.type = 'obsoletedBy'
                            and r.target_document_id is distinct from v.document_id
                            and not coalesce(t.published_on < v.published_on, false)
                          limit 1) o on true
       where v.document_id = any($1::int[])
     )
     update document_versions v set position = r.pos,
       status_code = case
         when v.source_status_code is null or v.source_status_code = 'CUR'
           then case when r.pos = 0 and not r.obsoleted then 'CUR' else 'S' end
         when v.source_status_code = 'W' and (r.pos > 0 or r.obsoleted) then 'S'
         else v.source_status_code end
     from ranked r where r.id = v.id and (v.position <> r.pos or v.status_code is distinct from (case
         when v.source_status_code is null or v.source_status_code = 'CUR'
           then case when r.pos = 0 and not r.obsoleted then 'CUR' else 'S' end
         when v.source_status_code = 'W' and (r.pos > 0 or r.obsoleted) then 'S'
         else v.source_status_code end))`,
    [documentIds],
  );
  await sql(
    `update documents d set current_version_id = v.id, number = v.number, number_key = v.number_key,
       number_sort = v.number_sort, title = v.title, titles = v.titles, subtitle = v.subtitle,
       status_code = v.status_code,
       cancelled = case when v.status_code in ('C', 'T') then 'Y' else 'N' end,
       superseded = case v.status_code when 'S' then 'Y' when 'P' then 'P' else 'N' end,
       doc_type = v.doc_type, languages = v.languages, published_on = v.published_on,
       publication_year = v.publication_year, ics_codes = v.ics_codes,
       version_count = agg.version_count, has_content = agg.has_content,
       title_vector = tv.vector,
       search_vector = tv.vector
         || setweight(to_tsvector('simple', array_to_string(v.keywords, ' ')), 'C')
         || normscope_texts_vector(v.abstracts, 'D'),
       updated_at = now()
     from document_versions v,
       lateral (select count(*)::int as version_count, bool_or(x.has_content) as has_content,
                       string_agg(distinct x.number_key, ' ') as number_keys, max(x.updated_at) as latest_update
                from document_versions x where x.document_id = v.document_id) agg,
       lateral (select setweight(to_tsvector('simple', agg.number_keys), 'A')
                  || normscope_texts_vector((select jsonb_object_agg(key, value->>'full') from jsonb_each(v.titles)), 'B') as vector) tv
     where v.document_id = d.id and v.position = 0 and d.id = any($1::int[])
       -- A document touched only through another's relations usually keeps everything: not
       -- rewriting it saves most of a first load's updates.
       and (d.current_version_id is distinct from v.id or d.status_code is distinct from v.status_code
            or d.version_count is distinct from agg.version_count or d.has_content is distinct from agg.has_content
            or agg.latest_update >= d.updated_at or d.search_vector is null)`,
    [documentIds],
  );
  await sql(`delete from document_ics where document_id = any($1::int[])`, [documentIds]);
  await sql(
    `insert into document_ics (document_id, ics_code)
     select distinct d.id, code from documents d, unnest(d.ics_codes) as code where d.id = any($1::int[])
     on conflict do nothing`,
    [documentIds],
  );
}

/**
 * Rebuilds the dictionary of title words (with how many documents use each) that typo
 * correction and suggestions read.
 */
export async function refreshSearchWords(sql: ExecuteSql) {
  await sql(`delete from search_words`);
  await sql(
    `insert into search_words (word, documents)
     select w, count(*)::int from documents d, jsonb_each(d.titles) t,
       unnest(tsvector_to_array(to_tsvector('simple', t.value->>'full'))) w
     where length(w) between 3 and 40 and w ~ '^[[:alpha:]]+$'
     group by w`,
  );
}

/**
 * Refreshes the planner's statistics of the tables an import grows. A bulk load into a
 * fresh database outruns autovacuum, and plans made for near-empty tables turn into
 * scans that grow with every batch.
 */
export async function analyzeCatalogue(sql: ExecuteSql) {
  await sql(`analyze documents, document_versions, document_relations`);
}

export async function filterExistingDocuments(sql: ExecuteSql, ids: number[]) {
  if (ids.length === 0) return [];
  const { rows } = await sql(`select id from documents where id = any($1::int[])`, [ids]);
  return rows.map((row) => Number(row.id));
}

export async function findDocumentStates(sql: ExecuteSql, documentIds: number[]) {
  const { rows } = await sql(
    `select d.id, d.status_code, d.current_version_id, d.number, d.title, d.created_at from documents d where d.id = any($1::int[])`,
    [documentIds],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    statusCode: String(row.status_code),
    currentVersionId: row.current_version_id === null ? null : Number(row.current_version_id),
    number: String(row.number),
    title: String(row.title),
    createdAt: toDate(row.created_at),
  }));
}

export async function insertEvents(
  sql: ExecuteSql,
  events: { document_id: number; version_id: number | null; kind: string; summary: string; details: Record<string, unknown> }[],
  importRunId: number,
) {
  if (events.length === 0) return;
  await sql(
    `insert into document_events (document_id, version_id, kind, summary, details, import_run_id)
     select document_id, version_id, kind::document_event_kind, summary, details, $2
     from jsonb_to_recordset($1::jsonb) as e(document_id int, version_id int, kind text, summary text, details jsonb)`,
    [JSON.stringify(events), importRunId],
  );
}

/** One 'added' event per document created since the run started. */
export async function insertAddedEvents(sql: ExecuteSql, runStartedAt: Date, importRunId: number) {
  // Counted in the database: a whole catalogue's ids would only be counted here.
  const { rows } = await sql(
    `with added as (
       insert into document_events (document_id, version_id, kind, summary, details, import_run_id)
       select d.id, d.current_version_id, 'added', 'Added to the catalogue: ' || d.number || ' — ' || d.title,
              jsonb_build_object('status', d.status_code), $2
       from documents d
       where d.created_at >= $1 and not exists (select 1 from document_events e where e.document_id = d.id and e.kind = 'added')
       returning 1)
     select count(*)::int as n from added`,
    [runStartedAt.toISOString(), importRunId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Amendments and corrigenda added in this run notify on the documents they amend. */
export async function insertAmendmentEvents(sql: ExecuteSql, versionIds: number[], runStartedAt: Date, importRunId: number) {
  if (versionIds.length === 0) return 0;
  const { rows } = await sql(
    `insert into document_events (document_id, version_id, kind, summary, details, import_run_id)
     select distinct on (r.target_document_id, v.id) r.target_document_id, r.target_version_id, 'amended',
            (case when v.doc_type = 'corrigendum' then 'Corrigendum published: ' else 'Amendment published: ' end) || v.number,
            jsonb_build_object('amendmentDocumentId', v.document_id, 'amendmentNumber', v.number), $3
     from document_versions v
     join document_relations r on r.version_id = v.id and r.type in ('amends', 'corrects', 'updates') and not r.inferred
     join documents t on t.id = r.target_document_id
     where v.id = any($1::int[]) and v.doc_type in ('amendment', 'corrigendum') and t.created_at < $2
     returning id`,
    [versionIds, runStartedAt.toISOString(), importRunId],
  );
  return rows.length;
}

/** Drops the search indexes when the catalogue is empty (a first load); answers whether it did. */
export async function dropSearchIndexesWhenEmpty(sql: ExecuteSql): Promise<boolean> {
  const { rows } = await sql(`select not exists (select 1 from documents) as empty`);
  if (rows[0]?.empty !== true) return false;
  await sql(DROP_BULK_LOAD_INDEXES);
  return true;
}

export async function createSearchIndexes(sql: ExecuteSql) {
  for (const statement of BULK_LOAD_INDEXES) await sql(statement);
}

export async function startImportRun(sql: ExecuteSql, kind: string, paths: string[]) {
  const { rows } = await sql(`insert into import_runs (kind, paths) values ($1, $2::text[]) returning id, started_at`, [kind, paths]);
  return { id: Number(rows[0]?.id), startedAt: toDate(rows[0]?.started_at) };
}

export async function finishImportRun(sql: ExecuteSql, id: number, stats: Record<string, unknown>) {
  await sql(`update import_runs set finished_at = now(), stats = $2::jsonb where id = $1`, [id, JSON.stringify(stats)]);
}

export async function findSectionsHash(sql: ExecuteSql, sourceKey: string) {
  const { rows } = await sql(`select id, document_id, sections_hash from document_versions where source_key = $1`, [sourceKey]);
  const row = rows[0];
  return row ? { versionId: Number(row.id), documentId: Number(row.document_id), sectionsHash: row.sections_hash as string | null } : undefined;
}

export async function replaceSections(sql: ExecuteSql, versionId: number, sections: SectionRow[], sectionsHash: string) {
  await sql(`delete from document_sections where version_id = $1`, [versionId]);
  await sql(
    `insert into document_sections (version_id, section_key, parent_key, position, number, title, level, body_html, body_text, search_vector)
     select $2, s.section_key, s.parent_key, s.position, s.number, s.title, s.level, s.body_html, s.body_text,
            setweight(to_tsvector(cfg.c, coalesce(s.number, '') || ' ' || s.title), 'A') || setweight(to_tsvector(cfg.c, s.body_text), 'B')
     from jsonb_to_recordset($1::jsonb) as s(section_key text, parent_key text, position int, number text, title text, level int, body_html text, body_text text),
          lateral (select normscope_ts_config(coalesce((select languages[1] from document_versions where id = $2), 'en')) as c) cfg`,
    [JSON.stringify(sections), versionId],
  );
  await sql(`update document_versions set sections_hash = $2, has_content = $3 where id = $1`, [versionId, sectionsHash, sections.length > 0]);
}
