import type { ExecuteSql, SqlSource } from '../../db/database.ts';

/** Queries that load the search's in-memory catalogue: facet columns, number keys and title words. */

export type SnapshotRow = {
  id: number;
  publisherId: number;
  statusCode: string;
  country: string;
  year: number | null;
  languages: string[];
  organisationId: number | null;
  number: string;
  docType: string;
  /** Relations other documents have to this one (they cite, amend, adopt or replace it). */
  cited: number;
  versionCount: number;
};

/** The catalogue's version as an SQL expression: it changes whenever an import finishes or documents come or go. */
export const CATALOGUE_VERSION_SQL = `((select coalesce(max(id), 0) from documents) || ':' ||
  (select count(*) from import_runs where finished_at is not null) || ':' || (select coalesce(max(id), 0) from import_runs))`;

export async function catalogueVersion(sql: ExecuteSql): Promise<string> {
  const { rows } = await sql(`select ${CATALOGUE_VERSION_SQL} as version`);
  return String(rows[0]?.version ?? '');
}

export async function countDocuments(sql: ExecuteSql): Promise<number> {
  const { rows } = await sql(`select count(*)::int as n from documents`);
  return Number(rows[0]?.n ?? 0);
}

export async function loadSnapshotReference(sql: ExecuteSql) {
  const { rows: publishers } = await sql(`select id, code, name, country from publishers order by code`);
  const { rows: datasets } = await sql(
    `select d.code, d.name, coalesce(array_agg(dp.publisher_id) filter (where dp.publisher_id is not null), '{}') as publisher_ids
     from datasets d left join dataset_publishers dp on dp.dataset_id = d.id
     where d.kind = 'standards' group by d.id order by d.name`,
  );
  return {
    publishers: publishers.map((row) => ({ id: Number(row.id), code: String(row.code), name: String(row.name), country: String(row.country) })),
    datasets: datasets.map((row) => ({ code: String(row.code), name: String(row.name), publisherIds: (row.publisher_ids as number[]).map(Number) })),
  };
}

/** Every document's facet columns in natural number order, read through a cursor in batches. */
export async function streamSnapshotRows(database: SqlSource, batch: number, onRows: (rows: SnapshotRow[]) => void) {
  await database.transaction(async (sql) => {
    await sql(
      `declare snapshot_rows no scroll cursor for
       select d.id, d.publisher_id, d.status_code, d.country, d.publication_year, array_to_string(d.languages, ',') as languages,
              d.organisation_id, d.number, d.doc_type, d.version_count, coalesce(c.cited, 0) as cited
       from documents d
       left join (select target_document_id, count(distinct document_id)::int as cited from document_relations
                  where target_document_id is not null and target_document_id <> document_id group by target_document_id) c
         on c.target_document_id = d.id
       order by d.number_sort, d.id`,
    );
    for (;;) {
      const { rows } = await sql(`fetch forward ${batch} from snapshot_rows`);
      onRows(
        rows.map((row) => ({
          id: Number(row.id),
          publisherId: Number(row.publisher_id),
          statusCode: String(row.status_code),
          country: String(row.country),
          year: row.publication_year === null ? null : Number(row.publication_year),
          languages: row.languages ? String(row.languages).split(',') : [],
          organisationId: row.organisation_id === null ? null : Number(row.organisation_id),
          number: String(row.number),
          docType: String(row.doc_type),
          cited: Number(row.cited),
          versionCount: Number(row.version_count),
        })),
      );
      if (rows.length < batch) break;
    }
    await sql(`close snapshot_rows`);
  });
}

/**
 * Every number key a document is found by, its current number and those of its
 * editions, once each (marked when it is the current one), streamed in batches; and
 * each document's work number (ISO 9001 for the ISO 9001 chain) where it has one.
 */
export async function streamNumberKeys(
  database: SqlSource,
  batch: number,
  onRows: (rows: { documentId: number; numberKey: string; current: boolean; workNumber: string | null }[]) => void,
) {
  await database.transaction(async (sql) => {
    await sql(
      `declare number_keys no scroll cursor for
       select k.document_id, k.number_key, bool_or(k.current) as current, nullif(split_part(d.work_key, ':', 2), '') as work_number
       from (select id as document_id, number_key, true as current from documents
             union all select document_id, number_key, false from document_versions) k
       join documents d on d.id = k.document_id
       group by k.document_id, k.number_key, d.work_key
       order by k.document_id`,
    );
    for (;;) {
      const { rows } = await sql(`fetch forward ${batch} from number_keys`);
      onRows(
        rows.map((row) => ({
          documentId: Number(row.document_id),
          numberKey: String(row.number_key),
          current: row.current === true,
          workNumber: row.work_number === null ? null : String(row.work_number),
        })),
      );
      if (rows.length < batch) break;
    }
    await sql(`close number_keys`);
  });
}

/**
 * Every document's main title and its titles in other languages (those that differ from it,
 * joined), streamed in batches in id order; the index places them through the snapshot's ids.
 */
export async function streamTitleRows(database: SqlSource, batch: number, onRows: (rows: { id: number; title: string; otherTitles: string | null }[]) => void) {
  await database.transaction(async (sql) => {
    await sql(
      `declare title_rows no scroll cursor for
       select d.id, d.title,
              (select string_agg(t.value->>'full', ' ') from jsonb_each(d.titles) t where t.value->>'full' is distinct from d.title) as other_titles
       from documents d
       order by d.id`,
    );
    for (;;) {
      const { rows } = await sql(`fetch forward ${batch} from title_rows`);
      onRows(rows.map((row) => ({ id: Number(row.id), title: String(row.title), otherTitles: row.other_titles === null ? null : String(row.other_titles) })));
      if (rows.length < batch) break;
    }
    await sql(`close title_rows`);
  });
}

/** Every document's search vector in PostgreSQL's text form, streamed in batches in id order; the word index places them through the snapshot's ids. */
export async function streamSearchVectors(database: SqlSource, batch: number, onRows: (rows: { id: number; vector: string }[]) => void) {
  await database.transaction(async (sql) => {
    await sql(`declare search_vectors no scroll cursor for select id, coalesce(search_vector, ''::tsvector)::text as vector from documents order by id`);
    for (;;) {
      const { rows } = await sql(`fetch forward ${batch} from search_vectors`);
      onRows(rows.map((row) => ({ id: Number(row.id), vector: String(row.vector) })));
      if (rows.length < batch) break;
    }
    await sql(`close search_vectors`);
  });
}
