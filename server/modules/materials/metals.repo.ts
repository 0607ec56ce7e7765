import type { DatabaseHandle } from '../../db/database.ts';
import { containsPattern, SqlConditions, wordsOf } from './sql-conditions.ts';

/*
 * Queries of the metals and metal suppliers searches. Range rows become `id in (…)` over
 * material_ranges, whose (owner, key, high, low) index answers an interval overlap.
 */

export type RangeFilter = { key: string; chemical: boolean; low: number | null; high: number | null };

export type MetalFields = {
  designation: string;
  description: string;
  country: string;
  form: string;
  standard: string;
  keyword: string;
  ranges: RangeFilter[];
};
export type MetalFacets = { country: string[]; form: string[]; kind: string[]; standard: string[] };
export type FacetCountRow = { facet: string; value: string; count: number };
export type MetalRow = {
  id: number;
  designation: string;
  material_number: string | null;
  description: string | null;
  kind: string;
  country: string | null;
  forms: string[];
  standard: string | null;
  composition: { element: string; min?: number; max?: number }[];
  properties: { group: string; key: string; name: string; value?: number; min?: number; max?: number; unit?: string }[];
};

const asNumber = (value: unknown) => Number(value);

function rangeCondition(conditions: SqlConditions, owner: 'metal' | 'material', range: RangeFilter): void {
  const family = range.chemical ? `family = 'chemical'` : `family <> 'chemical'`;
  conditions.add(
    `m.id in (select owner_id from material_ranges where owner = ? and key = ? and high >= ? and low <= ? and ${family})`,
    owner,
    range.key,
    range.low ?? Number.NEGATIVE_INFINITY,
    range.high ?? Number.POSITIVE_INFINITY,
  );
}

function metalFieldConditions(values: unknown[], fields: MetalFields): SqlConditions {
  const conditions = new SqlConditions(values);
  if (fields.designation) conditions.add(`(lower(m.designation) like ? or lower(coalesce(m.material_number, '')) like ?)`, containsPattern(fields.designation), containsPattern(fields.designation));
  for (const word of wordsOf(fields.description)) conditions.add(`lower(coalesce(m.description, '')) like ?`, containsPattern(word));
  if (fields.country) conditions.add(`m.country = ?`, fields.country.toUpperCase());
  if (fields.form) conditions.add(`? = any(m.forms)`, fields.form.toLowerCase());
  if (fields.standard) conditions.add(`lower(coalesce(m.standard, '')) like ?`, containsPattern(fields.standard));
  for (const word of wordsOf(fields.keyword)) {
    conditions.add(
      `lower(m.designation || ' ' || coalesce(m.material_number, '') || ' ' || coalesce(m.description, '') || ' ' || coalesce(m.standard, '') || ' ' || m.kind || ' ' || array_to_string(m.forms, ' ')) like ?`,
      containsPattern(word),
    );
  }
  for (const range of fields.ranges) rangeCondition(conditions, 'metal', range);
  return conditions;
}

const METAL_FACET_COLUMNS: Record<keyof MetalFacets, { condition: string; value: string; from: string }> = {
  country: { condition: `b.country = any(?)`, value: `b.country`, from: `base b` },
  form: { condition: `b.forms && ?::text[]`, value: `f.form`, from: `base b cross join lateral unnest(b.forms) as f(form)` },
  kind: { condition: `b.kind = any(?)`, value: `b.kind`, from: `base b` },
  standard: { condition: `b.standard = any(?)`, value: `b.standard`, from: `base b` },
};

function facetConditions(values: unknown[], facets: MetalFacets, except: keyof MetalFacets | null): string {
  const conditions = new SqlConditions(values);
  for (const [key, column] of Object.entries(METAL_FACET_COLUMNS) as [keyof MetalFacets, (typeof METAL_FACET_COLUMNS)[keyof MetalFacets]][]) {
    if (key !== except && facets[key].length > 0) conditions.add(column.condition, facets[key]);
  }
  return conditions.where();
}

const METAL_BASE = (where: string) => `base as (select m.id, m.designation, m.country, m.forms, m.kind, m.standard from metals m where ${where})`;

/** Each facet's values counted over the metals the fields found, with the other facets applied. */
export async function countMetalFacets(database: DatabaseHandle, fields: MetalFields, facets: MetalFacets): Promise<{ total: number; rows: FacetCountRow[] }> {
  const values: unknown[] = [];
  const where = metalFieldConditions(values, fields).where();
  const parts = (Object.keys(METAL_FACET_COLUMNS) as (keyof MetalFacets)[]).map((key) => {
    const column = METAL_FACET_COLUMNS[key];
    return `select '${key}' as facet, ${column.value} as value, count(*)::int as count from ${column.from} where ${column.value} is not null and ${facetConditions(values, facets, key)} group by 2`;
  });
  const { rows } = await database.executeSql(
    `with ${METAL_BASE(where)} ${parts.join(' union all ')} union all select 'total', '', count(*)::int from base`,
    values,
  );
  const total = asNumber(rows.find((row) => row.facet === 'total')?.count ?? 0);
  return { total, rows: rows.filter((row) => row.facet !== 'total').map((row) => ({ facet: String(row.facet), value: String(row.value), count: asNumber(row.count) })) };
}

/** One page of metals with the facets applied, and how many there are. */
export async function pageMetals(
  database: DatabaseHandle,
  fields: MetalFields,
  facets: MetalFacets,
  page: { offset: number; limit: number; alphabetic: boolean },
): Promise<{ hits: number; rows: MetalRow[] }> {
  const values: unknown[] = [];
  const where = metalFieldConditions(values, fields).where();
  const facetWhere = facetConditions(values, facets, null);
  const countValues = [...values];
  const text = (fields.designation || fields.keyword).toLowerCase();
  let order = `lower(b.designation), b.id`;
  if (!page.alphabetic && text) {
    values.push(text);
    const q = `$${values.length}`;
    order = `(lower(b.designation) = ${q}) desc, (lower(b.designation) like ${q} || '%') desc, similarity(lower(b.designation), ${q}) desc, lower(b.designation), b.id`;
  }
  values.push(page.limit, page.offset);
  const { rows } = await database.executeSql(
    `with ${METAL_BASE(where)}, found as (select b.*, count(*) over ()::int as hits from base b where ${facetWhere} order by ${order} limit $${values.length - 1} offset $${values.length})
     select f.hits, m.id, m.designation, m.material_number, m.description, m.kind, m.country, m.forms, m.standard, m.composition, m.properties
     from found f join metals m on m.id = f.id order by ${order.replaceAll('b.', 'f.')}`,
    values,
  );
  if (rows.length === 0 && page.offset > 0) {
    const counted = await database.executeSql(`with ${METAL_BASE(where)} select count(*)::int as hits from base b where ${facetWhere}`, countValues);
    return { hits: asNumber(counted.rows[0]?.hits ?? 0), rows: [] };
  }
  return { hits: asNumber(rows[0]?.hits ?? 0), rows: rows as unknown as MetalRow[] };
}


const METAL_SUGGEST_COLUMNS = {
  designation: `m.designation`,
  description: `m.description`,
  standard: `m.standard`,
} as const;

/** Up to `limit` distinct values of a metals column containing the typed text, those beginning with it first. */
export async function suggestMetalValues(database: DatabaseHandle, column: keyof typeof METAL_SUGGEST_COLUMNS, term: string, limit: number): Promise<string[]> {
  const expression = METAL_SUGGEST_COLUMNS[column];
  const { rows } = await database.executeSql(
    `select value from (select distinct ${expression} as value from metals m where lower(${expression}) like $1) v
      order by (lower(value) like $2) desc, length(value), value limit $3`,
    [containsPattern(term), `${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`, limit],
  );
  return rows.map((row) => String(row.value));
}

/** The distinct values of a metals list column, most used first. */
export async function listMetalValues(database: DatabaseHandle, what: 'country' | 'form' | 'kind' | 'element' | 'property'): Promise<string[]> {
  const statements = {
    country: `select country as value, count(*) as uses from metals where country is not null group by 1`,
    form: `select form as value, count(*) as uses from metals cross join lateral unnest(forms) as f(form) group by 1`,
    kind: `select kind as value, count(*) as uses from metals group by 1`,
    element: `select key as value, count(*) as uses from material_ranges where owner = 'metal' and family = 'chemical' group by 1`,
    property: `select key as value, count(*) as uses from material_ranges where owner = 'metal' and family <> 'chemical' group by 1`,
  } as const;
  const { rows } = await database.executeSql(`select value from (${statements[what]}) v order by uses desc, value`);
  return rows.map((row) => String(row.value));
}

export async function findMetal(database: DatabaseHandle, id: number): Promise<MetalRow | undefined> {
  const { rows } = await database.executeSql(
    `select id, designation, material_number, description, kind, country, forms, standard, composition, properties from metals where id = $1`,
    [id],
  );
  return rows[0] as MetalRow | undefined;
}

/** Metals by designation (a supplier's list), each designation's first. */
export async function findMetalIdsByDesignation(database: DatabaseHandle, designations: string[]): Promise<Map<string, number>> {
  if (designations.length === 0) return new Map();
  const { rows } = await database.executeSql(`select distinct on (designation) designation, id from metals where designation = any($1::text[]) order by designation, id`, [designations]);
  return new Map(rows.map((row) => [String(row.designation), Number(row.id)]));
}
