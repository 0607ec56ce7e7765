import type { InjectOptions } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import type { RouteBody } from './route-inventory.ts';
import { formData } from './test-app.ts';

/** The inject options of a call's body: JSON, or form fields sent multipart as the web app does. */
export function bodyOptions(body: RouteBody | undefined): Pick<InjectOptions, 'payload' | 'body'> {
  if (!body) return {};
  if ('json' in body) return { payload: body.json as InjectOptions['payload'] };
  return { body: formData(body.form) };
}

/** Tables whose rows change on their own while a suite runs: session touches and sign-in throttling. */
const VOLATILE_TABLES = new Set(['sessions', 'sign_in_throttles', 'sign_in_devices']);

/**
 * One fingerprint per table of the product's schema (every row, in order), so a suite can
 * prove a refused call changed nothing.
 */
export async function snapshotDatabase(database: DatabaseHandle): Promise<Record<string, string>> {
  const { rows } = await database.executeSql(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const snapshot: Record<string, string> = {};
  for (const row of rows) {
    const table = String(row.table_name);
    if (VOLATILE_TABLES.has(table)) continue;
    const result = await database.executeSql(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from "${table}" t`);
    snapshot[table] = String(result.rows[0]?.print);
  }
  return snapshot;
}

/**
 * One fingerprint per table of an organisation's own rows: those with its organisation_id,
 * its users' user_id or its collections' collection_id (found from the schema itself, so a
 * new table is covered without listing it).
 */
export async function snapshotOrganisation(database: DatabaseHandle, organisationId: number): Promise<Record<string, string>> {
  const { rows } = await database.executeSql(
    `select c.table_name, string_agg(c.column_name, ',') as columns
       from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      group by c.table_name order by c.table_name`,
  );
  const owned = [
    ['organisation_id', '$1'],
    ['user_id', 'select id from users where organisation_id = $1'],
    ['collection_id', 'select id from collections where organisation_id = $1'],
  ] as const;
  const snapshot: Record<string, string> = {};
  for (const row of rows) {
    const table = String(row.table_name);
    const columns = String(row.columns).split(',');
    const conditions = owned.filter(([column]) => columns.includes(column)).map(([column, ids]) => `${column} in (${ids})`);
    if (table === 'organisations') conditions.push('id = $1');
    if (conditions.length === 0 || VOLATILE_TABLES.has(table)) continue;
    const result = await database.executeSql(
      `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from "${table}" t where ${conditions.join(' or ')}`,
      [organisationId],
    );
    snapshot[table] = String(result.rows[0]?.print);
  }
  return snapshot;
}
