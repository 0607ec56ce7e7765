import type { DatabaseHandle } from '../db/database.ts';

/**
 * Snapshots of the product's tables, every row in order, so a test can prove a call (a GET, a
 * refused attack, another organisation's attempt) changed nothing.
 */

/** Sessions change on their own as they are used (last seen, expiry): only their count is compared. */
const COUNTED_ONLY = new Set(['sessions']);

async function rowsOf(database: DatabaseHandle, table: string, where = 'true', values: unknown[] = []): Promise<unknown[]> {
  if (COUNTED_ONLY.has(table)) {
    const { rows } = await database.executeSql(`select count(*)::int as n from "${table}" t where ${where}`, values);
    return rows;
  }
  const { rows } = await database.executeSql(`select to_jsonb(t) as row from "${table}" t where ${where} order by to_jsonb(t)::text`, values);
  return rows.map((row) => row.row);
}

async function tablesWithColumns(database: DatabaseHandle): Promise<{ table: string; columns: string[] }[]> {
  const { rows } = await database.executeSql(
    `select c.table_name, string_agg(c.column_name, ',') as columns
       from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      group by c.table_name order by c.table_name`,
  );
  return rows.map((row) => ({ table: String(row.table_name), columns: String(row.columns).split(',') }));
}

/** Every row of every table. */
export async function snapshotDatabase(database: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const { table } of await tablesWithColumns(database)) snapshot[table] = await rowsOf(database, table);
  return snapshot;
}

/**
 * An organisation's own rows: those with its organisation_id, its users' user_id or its
 * collections' collection_id (found from the schema itself, so a new table is covered
 * without listing it).
 */
export async function snapshotOrganisation(database: DatabaseHandle, organisationId: number): Promise<Record<string, unknown[]>> {
  const owned = [
    ['organisation_id', '$1'],
    ['user_id', 'select id from users where organisation_id = $1'],
    ['collection_id', 'select id from collections where organisation_id = $1'],
  ] as const;
  const snapshot: Record<string, unknown[]> = {};
  for (const { table, columns } of await tablesWithColumns(database)) {
    const conditions = owned.filter(([column]) => columns.includes(column)).map(([column, ids]) => `${column} in (${ids})`);
    if (table === 'organisations') conditions.push('id = $1');
    if (conditions.length > 0) snapshot[table] = await rowsOf(database, table, conditions.join(' or '), [organisationId]);
  }
  return snapshot;
}
