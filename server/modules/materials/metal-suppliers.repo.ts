import type { DatabaseHandle } from '../../db/database.ts';
import type { FacetCountRow } from './metals.repo.ts';
import { containsPattern, SqlConditions, wordsOf } from './sql-conditions.ts';

/* Queries of the metal suppliers search (search-area.md §2 "Metal suppliers"). */

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

function supplierFieldConditions(values: unknown[], fields: SupplierFields): SqlConditions {
  const conditions = new SqlConditions(values);
  if (fields.name) conditions.add(`lower(s.name) like ?`, containsPattern(fields.name));
  if (fields.country) conditions.add(`s.country = ?`, fields.country.toUpperCase());
  if (fields.forms.length > 0) conditions.add(`s.forms && ?::text[]`, fields.forms.map((form) => form.toLowerCase()));
  if (fields.establishmentType) conditions.add(`lower(coalesce(s.establishment_type, '')) = ?`, fields.establishmentType.toLowerCase());
  if (fields.descriptions) conditions.add(`lower(array_to_string(s.descriptions, ' | ')) like ?`, containsPattern(fields.descriptions));
  // Every description chosen from the suggestions must be one of the supplier's.
  if (fields.descriptionsList.length > 0) conditions.add(`array(select lower(d) from unnest(s.descriptions) d) @> ?::text[]`, fields.descriptionsList.map((item) => item.toLowerCase()));
  for (const word of wordsOf(fields.keyword)) {
    conditions.add(
      `lower(s.name || ' ' || coalesce(s.establishment_type, '') || ' ' || array_to_string(s.descriptions, ' ') || ' ' || array_to_string(s.keywords, ' ') || ' ' || array_to_string(s.metals, ' ')) like ?`,
      containsPattern(word),
    );
  }
  return conditions;
}

const SUPPLIER_FACET_COLUMNS: Record<keyof SupplierFacets, { condition: string; value: string; from: string }> = {
  country: { condition: `b.country = any(?)`, value: `b.country`, from: `base b` },
  form: { condition: `b.forms && ?::text[]`, value: `f.form`, from: `base b cross join lateral unnest(b.forms) as f(form)` },
  establishmentType: { condition: `b.establishment_type = any(?)`, value: `b.establishment_type`, from: `base b` },
};

function facetConditions(values: unknown[], facets: SupplierFacets, except: keyof SupplierFacets | null): string {
  const conditions = new SqlConditions(values);
  for (const key of Object.keys(SUPPLIER_FACET_COLUMNS) as (keyof SupplierFacets)[]) {
    if (key !== except && facets[key].length > 0) conditions.add(SUPPLIER_FACET_COLUMNS[key].condition, facets[key]);
  }
  return conditions.where();
}

const SUPPLIER_BASE = (where: string) => `base as (select s.id, s.name, s.country, s.forms, s.establishment_type from metal_suppliers s where ${where})`;

export async function countSupplierFacets(database: DatabaseHandle, fields: SupplierFields, facets: SupplierFacets): Promise<{ total: number; rows: FacetCountRow[] }> {
  const values: unknown[] = [];
  const where = supplierFieldConditions(values, fields).where();
  const parts = (Object.keys(SUPPLIER_FACET_COLUMNS) as (keyof SupplierFacets)[]).map((key) => {
    const column = SUPPLIER_FACET_COLUMNS[key];
    return `select '${key}' as facet, ${column.value} as value, count(*)::int as count from ${column.from} where ${column.value} is not null and ${facetConditions(values, facets, key)} group by 2`;
  });
  const { rows } = await database.executeSql(`with ${SUPPLIER_BASE(where)} ${parts.join(' union all ')} union all select 'total', '', count(*)::int from base`, values);
  const total = Number(rows.find((row) => row.facet === 'total')?.count ?? 0);
  return { total, rows: rows.filter((row) => row.facet !== 'total').map((row) => ({ facet: String(row.facet), value: String(row.value), count: Number(row.count) })) };
}

export async function pageSuppliers(
  database: DatabaseHandle,
  fields: SupplierFields,
  facets: SupplierFacets,
  page: { offset: number; limit: number; alphabetic: boolean },
): Promise<{ hits: number; rows: SupplierRow[] }> {
  const values: unknown[] = [];
  const where = supplierFieldConditions(values, fields).where();
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
    `with ${SUPPLIER_BASE(where)}, found as (select b.*, count(*) over ()::int as hits from base b where ${facetWhere} order by ${order} limit $${values.length - 1} offset $${values.length})
     select f.hits, s.id, s.name, s.country, s.forms, s.establishment_type, s.descriptions, s.keywords, s.website, s.metals
     from found f join metal_suppliers s on s.id = f.id order by ${order.replaceAll('b.', 'f.')}`,
    values,
  );
  if (rows.length === 0 && page.offset > 0) {
    const counted = await database.executeSql(`with ${SUPPLIER_BASE(where)} select count(*)::int as hits from base b where ${facetWhere}`, countValues);
    return { hits: Number(counted.rows[0]?.hits ?? 0), rows: [] };
  }
  return { hits: Number(rows[0]?.hits ?? 0), rows: rows as unknown as SupplierRow[] };
}

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
