import type { DatabaseHandle } from '../../db/database.ts';
import { containsPattern } from './sql-conditions.ts';

/* Queries of the metal suppliers lookups and records (search-area.md §2 "Metal suppliers"); the search runs in memory (metal-suppliers-index.ts). */

export type SupplierFields = {
  name: string;
  country: string;
  forms: string[];
  establishmentType: string;
  descriptions: string;
  descriptionsList: string[];
  keyword: string;
};
export type SupplierFacets = { country: string[]; form: string[]; establishmentType: string[] };
export type SupplierRow = {
  id: number;
  name: string;
  country: string | null;
  forms: string[];
  establishment_type: string | null;
  descriptions: string[];
  keywords: string[];
  website: string | null;
  metals: string[];
};

/** Supplier names, or the descriptions suppliers use, containing the typed text; those beginning with it first. */
export async function suggestSupplierValues(database: DatabaseHandle, what: 'name' | 'description', term: string, limit: number): Promise<string[]> {
  const source = what === 'name' ? `select name as value from metal_suppliers` : `select distinct d as value from metal_suppliers cross join lateral unnest(descriptions) d`;
  const { rows } = await database.executeSql(
    `select distinct value from (${source}) v where lower(value) like $1 order by value limit 200`,
    [containsPattern(term)],
  );
  const prefix = term.toLowerCase();
  return rows
    .map((row) => String(row.value))
    .sort((a, b) => Number(b.toLowerCase().startsWith(prefix)) - Number(a.toLowerCase().startsWith(prefix)) || a.length - b.length || a.localeCompare(b))
    .slice(0, limit);
}

export async function listSupplierValues(database: DatabaseHandle, what: 'country' | 'form' | 'establishmentType'): Promise<string[]> {
  const statements = {
    country: `select country as value, count(*) as uses from metal_suppliers where country is not null group by 1`,
    form: `select form as value, count(*) as uses from metal_suppliers cross join lateral unnest(forms) as f(form) group by 1`,
    establishmentType: `select establishment_type as value, count(*) as uses from metal_suppliers where establishment_type is not null group by 1`,
  } as const;
  const { rows } = await database.executeSql(`select value from (${statements[what]}) v order by uses desc, value`);
  return rows.map((row) => String(row.value));
}

export async function findSupplier(database: DatabaseHandle, id: number): Promise<SupplierRow | undefined> {
  const { rows } = await database.executeSql(
    `select id, name, country, forms, establishment_type, descriptions, keywords, website, metals from metal_suppliers where id = $1`,
    [id],
  );
  return rows[0] as SupplierRow | undefined;
}

/** The suppliers that list a metal, by name. */
export async function listSuppliersOfMetal(database: DatabaseHandle, designation: string): Promise<{ id: number; name: string; country: string | null }[]> {
  const { rows } = await database.executeSql(`select id, name, country from metal_suppliers where $1 = any(metals) order by lower(name), id limit 200`, [designation]);
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name), country: row.country === null ? null : String(row.country) }));
}
