import type { DatabaseHandle } from '../../db/database.ts';
import type { FacetCountRow } from './metals.repo.ts';
import { containsPattern, SqlConditions } from './sql-conditions.ts';

/* Queries of the material suppliers search (search-area.md §2 "Material suppliers": name, country). */

export type MaterialSupplierFields = { name: string; country: string };
export type MaterialSupplierFacets = { country: string[] };
export type MaterialSupplierRow = { id: number; name: string; country: string | null; website: string | null; materials: string[] };

function fieldConditions(values: unknown[], fields: MaterialSupplierFields): SqlConditions {
  const conditions = new SqlConditions(values);
  if (fields.name) conditions.add(`lower(s.name) like ?`, containsPattern(fields.name));
  if (fields.country) conditions.add(`s.country = ?`, fields.country.toUpperCase());
  return conditions;
}

function facetConditions(values: unknown[], facets: MaterialSupplierFacets, except: keyof MaterialSupplierFacets | null): string {
  const conditions = new SqlConditions(values);
  if (except !== 'country' && facets.country.length > 0) conditions.add(`b.country = any(?)`, facets.country);
  return conditions.where();
}

const BASE = (where: string) => `base as (select s.id, s.name, s.country from material_suppliers s where ${where})`;

export async function countMaterialSupplierFacets(
  database: DatabaseHandle,
  fields: MaterialSupplierFields,
  facets: MaterialSupplierFacets,
): Promise<{ total: number; rows: FacetCountRow[] }> {
  const values: unknown[] = [];
  const where = fieldConditions(values, fields).where();
  const { rows } = await database.executeSql(
    `with ${BASE(where)} select 'country' as facet, b.country as value, count(*)::int as count from base b where b.country is not null and ${facetConditions(values, facets, 'country')} group by 2
     union all select 'total', '', count(*)::int from base`,
    values,
  );
  const total = Number(rows.find((row) => row.facet === 'total')?.count ?? 0);
  return { total, rows: rows.filter((row) => row.facet !== 'total').map((row) => ({ facet: String(row.facet), value: String(row.value), count: Number(row.count) })) };
}

export async function pageMaterialSuppliers(
  database: DatabaseHandle,
  fields: MaterialSupplierFields,
  facets: MaterialSupplierFacets,
  page: { offset: number; limit: number; alphabetic: boolean },
): Promise<{ hits: number; rows: MaterialSupplierRow[] }> {
  const values: unknown[] = [];
  const where = fieldConditions(values, fields).where();
  const facetWhere = facetConditions(values, facets, null);
  const countValues = [...values];
  let order = `lower(b.name), b.id`;
  if (!page.alphabetic && fields.name) {
    values.push(fields.name.toLowerCase());
    const q = `$${values.length}`;
    order = `(lower(b.name) like ${q} || '%') desc, similarity(lower(b.name), ${q}) desc, lower(b.name), b.id`;
  }
  values.push(page.limit, page.offset);
  const { rows } = await database.executeSql(
    `with ${BASE(where)}, found as (select b.*, count(*) over ()::int as hits from base b where ${facetWhere} order by ${order} limit $${values.length - 1} offset $${values.length})
     select f.hits, s.id, s.name, s.country, s.website, s.materials from found f join material_suppliers s on s.id = f.id order by ${order.replaceAll('b.', 'f.')}`,
    values,
  );
  if (rows.length === 0 && page.offset > 0) {
    const counted = await database.executeSql(`with ${BASE(where)} select count(*)::int as hits from base b where ${facetWhere}`, countValues);
    return { hits: Number(counted.rows[0]?.hits ?? 0), rows: [] };
  }
  return { hits: Number(rows[0]?.hits ?? 0), rows: rows as unknown as MaterialSupplierRow[] };
}

/** Supplier names containing the typed text, those beginning with it first. */
export async function suggestMaterialSupplierNames(database: DatabaseHandle, term: string, limit: number): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select value from (select distinct name as value from material_suppliers where lower(name) like $1) v
      order by (lower(value) like $2) desc, length(value), value limit $3`,
    [containsPattern(term), `${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`, limit],
  );
  return rows.map((row) => String(row.value));
}

export async function listMaterialSupplierCountries(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await database.executeSql(`select country as value from material_suppliers where country is not null group by 1 order by count(*) desc, 1`);
  return rows.map((row) => String(row.value));
}

export async function findMaterialSupplier(database: DatabaseHandle, id: number): Promise<MaterialSupplierRow | undefined> {
  const { rows } = await database.executeSql(`select id, name, country, website, materials from material_suppliers where id = $1`, [id]);
  return rows[0] as MaterialSupplierRow | undefined;
}

/** The suppliers that offer a material, by trade name. */
export async function listSuppliersOfMaterial(database: DatabaseHandle, tradeName: string): Promise<{ id: number; name: string; country: string | null }[]> {
  const { rows } = await database.executeSql(`select id, name, country from material_suppliers where $1 = any(materials) order by lower(name), id limit 200`, [tradeName]);
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name), country: row.country === null ? null : String(row.country) }));
}
