import type { LegislationFilters, LegislationSearchRequest } from '../../../common/legislation/legislation-library.contract.ts';
import type { ExecuteSql } from '../../db/database.ts';

/** One act as the importer writes it. */
export type ActRow = {
  identifier: string;
  title: string;
  titleFr: string | null;
  actType: string;
  family: string;
  author: string | null;
  dateDocument: string | null;
  datePublication: string | null;
  dateEntryIntoForce: string | null;
  dateEndOfValidity: string | null;
  inForce: boolean | null;
  inForceAsOf: string | null;
  subjects: string[];
  popularNames: string[];
  link: string | null;
  consolidatedVersions: { identifier: string; validFrom: string | null; validTo: string | null }[];
  source: string;
};

const WRITTEN_COLUMNS = [
  'title',
  'title_fr',
  'act_type',
  'family',
  'author',
  'date_document',
  'date_publication',
  'date_entry_into_force',
  'date_end_of_validity',
  'in_force',
  'in_force_as_of',
  'subjects',
  'popular_names',
  'link',
  'consolidated_versions',
  'source',
] as const;

/**
 * Upserts a batch by identifier in one statement. An act whose every field is as stored is not
 * touched (no update, no trigger), so a second import of the same file changes nothing. Answers
 * the ids of the acts it inserted or updated too (their title citations follow).
 */
export async function upsertActs(
  sql: ExecuteSql,
  acts: ActRow[],
  outranking: { newer: string; older: string },
): Promise<{ inserted: number; updated: number; writtenIds: number[] }> {
  const input = acts.map((act) => ({
    identifier: act.identifier,
    title: act.title,
    title_fr: act.titleFr,
    act_type: act.actType,
    family: act.family,
    author: act.author,
    date_document: act.dateDocument,
    date_publication: act.datePublication,
    date_entry_into_force: act.dateEntryIntoForce,
    date_end_of_validity: act.dateEndOfValidity,
    in_force: act.inForce,
    in_force_as_of: act.inForceAsOf,
    subjects: act.subjects,
    popular_names: act.popularNames,
    link: act.link,
    consolidated_versions: act.consolidatedVersions,
    source: act.source,
  }));
  const columns = ['identifier', ...WRITTEN_COLUMNS].join(', ');
  const { rows } = await sql(
    `insert into legal_acts as a (${columns})
     select ${columns} from jsonb_to_recordset($1::jsonb) as r(
       identifier text, title text, title_fr text, act_type text, family text, author text,
       date_document date, date_publication date, date_entry_into_force date, date_end_of_validity date,
       in_force boolean, in_force_as_of date, subjects text[], popular_names text[], link text,
       consolidated_versions jsonb, source text)
     on conflict (identifier) do update set ${WRITTEN_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}, updated_at = now()
     where (${WRITTEN_COLUMNS.map((column) => `a.${column}`).join(', ')}) is distinct from (${WRITTEN_COLUMNS.map((column) => `excluded.${column}`).join(', ')})
       and not (a.source = $2 and excluded.source = $3)
     returning a.id, (xmax = 0) as inserted`,
    // The current subset's record of an act outranks the 2004-2019 library's (its status is years newer), whichever file runs last.
    [JSON.stringify(input), outranking.newer, outranking.older],
  );
  const inserted = rows.filter((row) => row.inserted === true).length;
  return { inserted, updated: rows.length - inserted, writtenIds: rows.map((row) => Number(row.id)) };
}

/** The search's conditions as SQL over `a` (legal_acts), with their parameters from $1 on. */
export type ActConditions = { where: string; params: unknown[]; rankQuery: number | null };

/**
 * The filters as one where clause. `words` is a prefix query over the search vector (the words
 * are reduced to letters and digits, so the query text is always valid); `identifiers` are
 * exact candidates when the identifier could be normalised, else a prefix of it.
 */
export function actConditions(filters: LegislationFilters, words: string | null, identifiers: string[] | null): ActConditions {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let rankQuery: number | null = null;
  if (words) {
    parts.push(`a.search_vector @@ to_tsquery('english', ${add(words)})`);
    rankQuery = params.length;
  }
  if (identifiers) parts.push(`a.identifier = any(${add(identifiers)}::text[])`);
  else if (filters.identifier) parts.push(`upper(a.identifier) like ${add(`${filters.identifier.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (filters.types?.length) parts.push(`a.act_type = any(${add(filters.types)}::text[])`);
  if (filters.families?.length) parts.push(`a.family = any(${add(filters.families)}::text[])`);
  if (filters.subjects?.length) parts.push(`a.subjects && ${add(filters.subjects)}::text[]`);
  if (filters.inForce === 'yes') parts.push('a.in_force is true');
  if (filters.inForce === 'no') parts.push('a.in_force is false');
  if (filters.inForce === 'unknown') parts.push('a.in_force is null');
  if (filters.publishedFrom) parts.push(`a.date_publication >= ${add(filters.publishedFrom)}::date`);
  if (filters.publishedTo) parts.push(`a.date_publication <= ${add(filters.publishedTo)}::date`);
  return { where: parts.length ? parts.join(' and ') : 'true', params, rankQuery };
}

const RECORD_COLUMNS = `a.id, a.identifier, a.title, a.act_type, a.family, a.date_document::text as date_document,
  a.date_publication::text as date_publication, a.date_entry_into_force::text as date_entry_into_force,
  a.date_end_of_validity::text as date_end_of_validity, a.in_force, a.subjects, a.link, a.source`;

export type ActRecordRow = Record<string, unknown>;

/** One page of matching acts in the requested order. */
export async function findActPage(sql: ExecuteSql, conditions: ActConditions, sort: LegislationSearchRequest['sort'], limit: number, offset: number): Promise<ActRecordRow[]> {
  const order =
    sort === 'oldest'
      ? 'a.date_publication asc nulls last, a.id asc'
      : sort === 'newest' || conditions.rankQuery === null
        ? 'a.date_publication desc nulls last, a.id desc'
        : `ts_rank(a.search_vector, to_tsquery('english', $${conditions.rankQuery})) desc, a.date_publication desc nulls last, a.id desc`;
  const { rows } = await sql(
    `select ${RECORD_COLUMNS} from legal_acts a where ${conditions.where} order by ${order} limit ${limit} offset ${offset}`,
    conditions.params,
  );
  return rows;
}

/** Every facet's counts over the whole result (the subjects: the most frequent `subjectLimit`). */
export async function countActFacets(sql: ExecuteSql, conditions: ActConditions, subjectLimit: number): Promise<{ facet: string; value: string; count: number }[]> {
  const { rows } = await sql(
    `with m as (select a.act_type, a.family, a.subjects, a.in_force, a.date_publication from legal_acts a where ${conditions.where})
     select 'type' as facet, act_type as value, count(*)::int as count from m group by act_type
     union all select 'family', family, count(*)::int from m group by family
     union all (select 'subject', s, count(*)::int from m cross join unnest(m.subjects) as s group by s order by count(*) desc, s limit ${subjectLimit})
     union all select 'inForce', case when in_force then 'yes' when not in_force then 'no' else 'unknown' end, count(*)::int from m
       group by case when in_force then 'yes' when not in_force then 'no' else 'unknown' end
     union all select 'year', extract(year from date_publication)::int::text, count(*)::int from m where date_publication is not null
       group by extract(year from date_publication)::int::text`,
    conditions.params,
  );
  return rows.map((row) => ({ facet: String(row.facet), value: String(row.value), count: Number(row.count) }));
}

/** Matching acts imported after `afterId` up to `throughId`, newest first (the digest's new acts). */
export async function findNewMatchingActs(sql: ExecuteSql, conditions: ActConditions, afterId: number, throughId: number, limit: number): Promise<ActRecordRow[]> {
  const next = conditions.params.length;
  const { rows } = await sql(
    `select ${RECORD_COLUMNS} from legal_acts a where ${conditions.where} and a.id > $${next + 1} and a.id <= $${next + 2} order by a.id desc limit ${limit}`,
    [...conditions.params, afterId, throughId],
  );
  return rows;
}

export async function newestActId(sql: ExecuteSql): Promise<number> {
  const { rows } = await sql(`select coalesce(max(id), 0)::int as id from legal_acts`);
  return Number(rows[0]?.id ?? 0);
}

/** An act with every field (acts are public reference data: no organisation owns them). */
export async function findAct(sql: ExecuteSql, id: number): Promise<ActRecordRow | undefined> {
  const { rows } = await sql(
    `select ${RECORD_COLUMNS}, a.title_fr, a.author, a.in_force_as_of::text as in_force_as_of, a.popular_names, a.consolidated_versions
     from legal_acts a where a.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Records a user's search as their newest recent search, unless it repeats the newest one,
 * and keeps only their newest `keep`.
 */
export async function recordRecentSearch(
  sql: ExecuteSql,
  owner: { organisationId: number; userId: number },
  search: { label: string; criteria: unknown },
  keep: number,
): Promise<boolean> {
  const { rows: newest } = await sql(
    `select criteria = $3::jsonb as same from legislation_recent_searches
     where organisation_id = $1 and user_id = $2 order by searched_at desc, id desc limit 1`,
    [owner.organisationId, owner.userId, JSON.stringify(search.criteria)],
  );
  if (newest[0]?.same === true) return false;
  await sql(`insert into legislation_recent_searches (organisation_id, user_id, label, criteria) values ($1, $2, $3, $4::jsonb)`, [
    owner.organisationId,
    owner.userId,
    search.label,
    JSON.stringify(search.criteria),
  ]);
  await sql(
    `delete from legislation_recent_searches where organisation_id = $1 and user_id = $2 and id not in (
       select id from legislation_recent_searches where organisation_id = $1 and user_id = $2 order by searched_at desc, id desc limit ${keep})`,
    [owner.organisationId, owner.userId],
  );
  return true;
}
