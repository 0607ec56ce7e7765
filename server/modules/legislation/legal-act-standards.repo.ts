import type { ExecuteSql } from '../../db/database.ts';

/**
 * Queries of the links between legal acts and standards. Acts and the public catalogue belong to no
 * organisation; every read of a catalogue document is scoped to what the caller's organisation may
 * see (the public catalogue or its own documents), and the links are only ever made to public ones.
 */

function isoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** Catalogue documents by the number keys of their editions (public catalogue only): key → document id. */
export async function findDocumentsByVersionKeys(sql: ExecuteSql, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const { rows } = await sql(
    `select distinct on (v.number_key) v.number_key, v.document_id
     from document_versions v join documents d on d.id = v.document_id
     where v.number_key = any($1::text[]) and d.organisation_id is null
     order by v.number_key, v.position, v.document_id`,
    [keys],
  );
  return new Map(rows.map((row) => [String(row.number_key), Number(row.document_id)]));
}

/** Catalogue documents by work key, merged works' aliases included (public catalogue only): key → document id. */
export async function findDocumentsByWorkKeys(sql: ExecuteSql, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const { rows } = await sql(
    `select work_key, id as document_id from documents where work_key = any($1::text[]) and organisation_id is null
     union all
     select a.work_key, a.document_id from document_aliases a join documents d on d.id = a.document_id
     where a.work_key = any($1::text[]) and d.organisation_id is null`,
    [keys],
  );
  return new Map(rows.map((row) => [String(row.work_key), Number(row.document_id)]));
}

/** Acts by identifier: identifier → act id. */
export async function findActIds(sql: ExecuteSql, identifiers: string[]): Promise<Map<string, number>> {
  if (identifiers.length === 0) return new Map();
  const { rows } = await sql(`select id, identifier from legal_acts where identifier = any($1::text[])`, [identifiers]);
  return new Map(rows.map((row) => [String(row.identifier), Number(row.id)]));
}

export type ActStandardRow = {
  actId: number;
  standardNumber: string;
  documentId: number | null;
  relation: 'harmonised' | 'cited';
  origin: 'import' | 'title';
  reference: string | null;
  dateFrom: string | null;
  dateTo: string | null;
};

export type UpsertCounts = { inserted: number; updated: number; unchanged: number };

/**
 * Writes links, one per act, number and relation: a new one is inserted, a changed one updated, an
 * equal one left alone (so a second run of the same list writes nothing).
 */
export async function upsertActStandards(sql: ExecuteSql, rows: ActStandardRow[]): Promise<UpsertCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const { rows: written } = await sql(
    `insert into legal_act_standards (act_id, standard_number, document_id, relation, reference, date_from, date_to, origin)
     select r."actId", r."standardNumber", r."documentId", r.relation, r.reference, r."dateFrom", r."dateTo", r.origin
     from jsonb_to_recordset($1::jsonb) as r("actId" int, "standardNumber" text, "documentId" int, relation text, reference text,
       "dateFrom" date, "dateTo" date, origin text)
     on conflict (act_id, standard_number, relation) do update set document_id = excluded.document_id, reference = excluded.reference,
       date_from = excluded.date_from, date_to = excluded.date_to, origin = excluded.origin
     where (legal_act_standards.document_id, legal_act_standards.reference, legal_act_standards.date_from, legal_act_standards.date_to,
            legal_act_standards.origin)
       is distinct from (excluded.document_id, excluded.reference, excluded.date_from, excluded.date_to, excluded.origin)
     returning (xmax = 0) as inserted`,
    [JSON.stringify(rows)],
  );
  const inserted = written.filter((row) => row.inserted === true).length;
  return { inserted, updated: written.length - inserted, unchanged: rows.length - written.length };
}

/** Standard numbers in a title, as a case-sensitive SQL pattern: only those acts are read for citations. */
const CITES_A_STANDARD = String.raw`(^|[^[:alnum:]/])(EN|ISO|IEC|ETSI|CEN|CLC|CISPR|HD)[ /]`;

/** The titles of the given acts (every act when null) that may cite a standard. */
export async function findActTitles(sql: ExecuteSql, actIds: number[] | null): Promise<{ id: number; title: string }[]> {
  const { rows } = await sql(
    `select id, title from legal_acts where ($1::int[] is null or id = any($1::int[])) and title ~ $2 order by id`,
    [actIds, CITES_A_STANDARD],
  );
  return rows.map((row) => ({ id: Number(row.id), title: String(row.title) }));
}

/**
 * Removes the title citations of the given acts (every act when null) that their titles no longer
 * give; `keep` is what the titles give now. Answers how many went.
 */
export async function deleteStaleTitleCitations(sql: ExecuteSql, actIds: number[] | null, keep: { actId: number; standardNumber: string }[]): Promise<number> {
  const { rows } = await sql(
    `delete from legal_act_standards s
     where s.relation = 'cited' and s.origin = 'title' and ($1::int[] is null or s.act_id = any($1::int[]))
       and not exists (select 1 from jsonb_to_recordset($2::jsonb) as k("actId" int, "standardNumber" text)
                       where k."actId" = s.act_id and k."standardNumber" = s.standard_number)
     returning s.id`,
    [actIds, JSON.stringify(keep)],
  );
  return rows.length;
}

/** The numbers of links not matched to a catalogue document yet (a later catalogue import may have added it). */
export async function findUnmatchedNumbers(sql: ExecuteSql): Promise<string[]> {
  const { rows } = await sql(`select distinct standard_number from legal_act_standards where document_id is null order by standard_number`);
  return rows.map((row) => String(row.standard_number));
}

/** Sets the document of unmatched links by their number; answers how many links it matched. */
export async function linkUnmatched(sql: ExecuteSql, matches: { standardNumber: string; documentId: number }[]): Promise<number> {
  if (matches.length === 0) return 0;
  const { rows } = await sql(
    `update legal_act_standards s set document_id = m."documentId"
     from jsonb_to_recordset($1::jsonb) as m("standardNumber" text, "documentId" int)
     where s.standard_number = m."standardNumber" and s.document_id is null
     returning s.id`,
    [JSON.stringify(matches)],
  );
  return rows.length;
}

export type ActRow = { id: number; identifier: string; title: string };

export async function findAct(sql: ExecuteSql, actId: number): Promise<ActRow | undefined> {
  const { rows } = await sql(`select id, identifier, title from legal_acts where id = $1`, [actId]);
  const row = rows[0];
  return row && { id: Number(row.id), identifier: String(row.identifier), title: String(row.title) };
}

export type ListedStandardRow = ActStandardRow & {
  documentNumber: string | null;
  title: string | null;
  statusCode: string | null;
  cancelled: boolean;
  superseded: boolean;
  presumptionCeased: boolean;
};

/**
 * An act's standards, harmonised first, by number; the document's fields only for a document the
 * organisation ($2) may see, its title in the language ($3) when it has one.
 */
export async function listActStandards(sql: ExecuteSql, actId: number, organisationId: number, language: string): Promise<ListedStandardRow[]> {
  const { rows } = await sql(
    `select s.act_id, s.standard_number, s.relation, s.origin, s.reference, s.date_from, s.date_to,
       s.date_to is not null and s.date_to < current_date as presumption_ceased,
       d.id as document_id, d.number as document_number, coalesce(d.titles -> $3 ->> 'full', d.title) as title,
       d.status_code, d.cancelled, d.superseded
     from legal_act_standards s
     left join documents d on d.id = s.document_id and (d.organisation_id is null or d.organisation_id = $2)
     where s.act_id = $1
     order by s.relation = 'cited', s.standard_number`,
    [actId, organisationId, language],
  );
  return rows.map((row) => ({
    actId: Number(row.act_id),
    standardNumber: String(row.standard_number),
    relation: row.relation === 'cited' ? 'cited' : 'harmonised',
    origin: row.origin === 'title' ? 'title' : 'import',
    reference: row.reference === null ? null : String(row.reference),
    dateFrom: isoDate(row.date_from),
    dateTo: isoDate(row.date_to),
    presumptionCeased: row.presumption_ceased === true,
    documentId: row.document_id === null ? null : Number(row.document_id),
    documentNumber: row.document_number === null ? null : String(row.document_number),
    title: row.title === null ? null : String(row.title),
    statusCode: row.status_code === null ? null : String(row.status_code),
    cancelled: row.cancelled === 'Y',
    superseded: row.superseded === 'Y' || row.superseded === 'P',
  }));
}

/** Whether the organisation may see the document (the public catalogue or its own). */
export async function isDocumentVisible(sql: ExecuteSql, documentId: number, organisationId: number): Promise<boolean> {
  const { rows } = await sql(`select 1 from documents where id = $1 and (organisation_id is null or organisation_id = $2)`, [documentId, organisationId]);
  return rows.length > 0;
}

export type CitingActRow = {
  actId: number;
  identifier: string;
  title: string;
  relation: 'harmonised' | 'cited';
  standardNumber: string;
  reference: string | null;
  dateFrom: string | null;
  dateTo: string | null;
};

/** The acts linking a document, harmonised links first, newest acts first. */
export async function listCitingActs(sql: ExecuteSql, documentId: number, organisationId: number): Promise<CitingActRow[]> {
  const { rows } = await sql(
    `select a.id as act_id, a.identifier, a.title, s.relation, s.standard_number, s.reference, s.date_from, s.date_to
     from legal_act_standards s
     join legal_acts a on a.id = s.act_id
     join documents d on d.id = s.document_id and (d.organisation_id is null or d.organisation_id = $2)
     where s.document_id = $1
     order by s.relation = 'cited', a.date_publication desc nulls last, a.identifier, s.standard_number`,
    [documentId, organisationId],
  );
  return rows.map((row) => ({
    actId: Number(row.act_id),
    identifier: String(row.identifier),
    title: String(row.title),
    relation: row.relation === 'cited' ? 'cited' : 'harmonised',
    standardNumber: String(row.standard_number),
    reference: row.reference === null ? null : String(row.reference),
    dateFrom: isoDate(row.date_from),
    dateTo: isoDate(row.date_to),
  }));
}

/**
 * Up to `limit` acts linking each document (each act once, newest first) and how many there are in
 * all. Only public catalogue documents are ever linked, so this reads no organisation's data.
 */
export async function findCitingActsOfDocuments(
  sql: ExecuteSql,
  documentIds: number[],
  limit: number,
): Promise<Map<number, { acts: { identifier: string; title: string }[]; total: number }>> {
  const found = new Map<number, { acts: { identifier: string; title: string }[]; total: number }>();
  if (documentIds.length === 0) return found;
  const { rows } = await sql(
    `select document_id, identifier, title, total from (
       select l.document_id, a.identifier, a.title,
         row_number() over (partition by l.document_id order by a.date_publication desc nulls last, a.identifier) as place,
         count(*) over (partition by l.document_id) as total
       from (select distinct document_id, act_id from legal_act_standards where document_id = any($1::int[])) l
       join legal_acts a on a.id = l.act_id) ranked
     where place <= $2
     order by document_id, place`,
    [documentIds, limit],
  );
  for (const row of rows) {
    const documentId = Number(row.document_id);
    const entry = found.get(documentId) ?? { acts: [], total: Number(row.total) };
    entry.acts.push({ identifier: String(row.identifier), title: String(row.title) });
    found.set(documentId, entry);
  }
  return found;
}
