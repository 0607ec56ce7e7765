import type { DatabaseHandle } from '../../db/database.ts';
import type { RangeGroup } from './interval-index.ts';
import { metalRangeName, type MetalEntryRow } from './metals-index.ts';
import type { SupplierEntryRow } from './metal-suppliers-index.ts';
import type { SupplierRow } from './metal-suppliers.repo.ts';
import type { MetalRow } from './metals.repo.ts';

/* The queries behind the in-memory metals, metal suppliers and materials searches: versions, what they hold, and the rows of a page. */

/** Rows read by `id = any(…)` put back in the order the page asked for them. */
export function inAskedOrder<Row>(ids: number[], rows: Record<string, unknown>[]): Row[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row as Row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Changes whenever a row is added or rewritten: the materials writer only upserts, moving `updated_at`. */
export async function readTableVersion(database: DatabaseHandle, table: 'metals' | 'metal_suppliers' | 'materials'): Promise<string> {
  const { rows } = await database.executeSql(`select coalesce(max(id), 0) || ':' || coalesce(max(updated_at)::text, '') as version from ${table}`);
  return String(rows[0]?.version ?? '');
}

export async function listMetalEntries(database: DatabaseHandle): Promise<MetalEntryRow[]> {
  const { rows } = await database.executeSql(`select id, designation, material_number, description, standard, kind, country, forms from metals`);
  return rows.map((row) => ({
    id: Number(row.id),
    designation: String(row.designation),
    material_number: row.material_number === null ? null : String(row.material_number),
    description: row.description === null ? null : String(row.description),
    standard: row.standard === null ? null : String(row.standard),
    kind: String(row.kind),
    country: row.country === null ? null : String(row.country),
    forms: (row.forms as string[] | null) ?? [],
  }));
}

/**
 * Every metal's or material's intervals, grouped by element or property, as parallel arrays. A
 * metal's group names its family too; a material's property is found by its key whatever group its
 * source filed it under (materials have no composition).
 */
export async function listRangeGroups(database: DatabaseHandle, owner: 'metal' | 'material'): Promise<RangeGroup[]> {
  const { rows } = await database.executeSql(
    `select key, family = 'chemical' as chemical, array_agg(owner_id) as ids, array_agg(low) as lows, array_agg(high) as highs
     from material_ranges where owner = $1 group by 1, 2`,
    [owner],
  );
  return rows.map((row) => ({
    name: owner === 'metal' ? metalRangeName(row.chemical === true, String(row.key)) : String(row.key),
    ids: (row.ids as number[]).map(Number),
    lows: (row.lows as number[]).map(Number),
    highs: (row.highs as number[]).map(Number),
  }));
}

/** The metals of a page, in the order asked. */
export async function findMetalsByIds(database: DatabaseHandle, ids: number[]): Promise<MetalRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await database.executeSql(
    `select id, designation, material_number, description, kind, country, forms, standard, composition, properties from metals where id = any($1::int[])`,
    [ids],
  );
  return inAskedOrder<MetalRow>(ids, rows);
}

export async function listSupplierEntries(database: DatabaseHandle): Promise<SupplierEntryRow[]> {
  const { rows } = await database.executeSql(`select id, name, country, forms, establishment_type, descriptions, keywords, metals from metal_suppliers`);
  const texts = (value: unknown) => ((value as string[] | null) ?? []).map(String);
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    country: row.country === null ? null : String(row.country),
    forms: texts(row.forms),
    establishment_type: row.establishment_type === null ? null : String(row.establishment_type),
    descriptions: texts(row.descriptions),
    keywords: texts(row.keywords),
    metals: texts(row.metals),
  }));
}

/** The suppliers of a page, in the order asked. */
export async function findSuppliersByIds(database: DatabaseHandle, ids: number[]): Promise<SupplierRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await database.executeSql(
    `select id, name, country, forms, establishment_type, descriptions, keywords, website, metals from metal_suppliers where id = any($1::int[])`,
    [ids],
  );
  return inAskedOrder<SupplierRow>(ids, rows);
}
