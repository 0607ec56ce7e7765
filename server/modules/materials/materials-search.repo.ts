import type { DatabaseHandle } from '../../db/database.ts';
import type { FacetCountRow } from './metals.repo.ts';
import { containsPattern, SqlConditions, wordsOf } from './sql-conditions.ts';

/*
 * Queries of the materials search (search-area.md §2 "Materials"). A property row becomes
 * `id in (…)` over material_ranges by its key, whose (owner, key, high, low) index answers the
 * interval overlap; a key names one property whichever group its source filed it under.
 */

export type MaterialRangeFilter = { key: string; low: number | null; high: number | null };

export type MaterialFields = {
  tradeName: string;
  description: string;
  class: string;
  form: string[];
  productType: string;
  additives: string;
  keyword: string;
  chemicalAnalysis: string[];
  formulation: string[];
  specialCharacteristics: string[];
  chemicalResistance: string[];
  processing: string[];
  ranges: MaterialRangeFilter[];
};
export type MaterialFacets = { class: string[]; form: string[]; productType: string[]; standard: string[] };
export type MaterialRow = {
  id: number;
  trade_name: string;
  material_class: string;
  description: string | null;
  forms: string[];
  product_type: string | null;
  additives: string | null;
  standard: string | null;
  chemical_analysis: string[];
  formulation: string[];
  special_characteristics: string[];
  chemical_resistance: string[];
  processing: string[];
  properties: { group: string; key: string; name: string; value?: number; min?: number; max?: number; unit?: string }[];
};

/** The list columns a multi select filters: a material matches when it has any of the values chosen. */
const LIST_COLUMNS = {
  form: 'forms',
  chemicalAnalysis: 'chemical_analysis',
  formulation: 'formulation',
  specialCharacteristics: 'special_characteristics',
  chemicalResistance: 'chemical_resistance',
  processing: 'processing',
} as const satisfies Partial<Record<keyof MaterialFields, string>>;

const lowered = (values: string[]) => values.map((value) => value.toLowerCase());

function materialFieldConditions(values: unknown[], fields: MaterialFields): SqlConditions {
  const conditions = new SqlConditions(values);
  if (fields.tradeName) conditions.add(`lower(m.trade_name) like ?`, containsPattern(fields.tradeName));
  for (const word of wordsOf(fields.description)) conditions.add(`lower(coalesce(m.description, '')) like ?`, containsPattern(word));
  if (fields.class) conditions.add(`lower(m.material_class) = ?`, fields.class.toLowerCase());
  if (fields.productType) conditions.add(`lower(coalesce(m.product_type, '')) = ?`, fields.productType.toLowerCase());
  if (fields.additives) conditions.add(`lower(coalesce(m.additives, '')) like ?`, containsPattern(fields.additives));
  for (const [field, column] of Object.entries(LIST_COLUMNS) as [keyof typeof LIST_COLUMNS, string][]) {
    if (fields[field].length > 0) conditions.add(`array(select lower(v) from unnest(m.${column}) v) && ?::text[]`, lowered(fields[field]));
  }
  for (const word of wordsOf(fields.keyword)) {
    conditions.add(
      `lower(m.trade_name || ' ' || m.material_class || ' ' || coalesce(m.description, '') || ' ' || coalesce(m.product_type, '') || ' ' || coalesce(m.additives, '') || ' ' || coalesce(m.standard, '') || ' ' || array_to_string(m.chemical_analysis || m.formulation || m.special_characteristics || m.forms, ' ')) like ?`,
      containsPattern(word),
    );
  }
  for (const range of fields.ranges) {
    conditions.add(
      `m.id in (select owner_id from material_ranges where owner = 'material' and key = ? and high >= ? and low <= ?)`,
      range.key,
      range.low ?? Number.NEGATIVE_INFINITY,
      range.high ?? Number.POSITIVE_INFINITY,
    );
  }
  return conditions;
}

const FACET_COLUMNS: Record<keyof MaterialFacets, { condition: string; value: string; from: string }> = {
  class: { condition: `b.material_class = any(?)`, value: `b.material_class`, from: `base b` },
  form: { condition: `b.forms && ?::text[]`, value: `f.form`, from: `base b cross join lateral unnest(b.forms) as f(form)` },
  productType: { condition: `b.product_type = any(?)`, value: `b.product_type`, from: `base b` },
  standard: { condition: `b.standard = any(?)`, value: `b.standard`, from: `base b` },
};

function facetConditions(values: unknown[], facets: MaterialFacets, except: keyof MaterialFacets | null): string {
  const conditions = new SqlConditions(values);
  for (const key of Object.keys(FACET_COLUMNS) as (keyof MaterialFacets)[]) {
    if (key !== except && facets[key].length > 0) conditions.add(FACET_COLUMNS[key].condition, facets[key]);
  }
  return conditions.where();
}

const BASE = (where: string) => `base as (select m.id, m.trade_name, m.material_class, m.forms, m.product_type, m.standard from materials m where ${where})`;
const COLUMNS = `m.id, m.trade_name, m.material_class, m.description, m.forms, m.product_type, m.additives, m.standard, m.chemical_analysis, m.formulation, m.special_characteristics, m.chemical_resistance, m.processing, m.properties`;

/** Each facet's values counted over the materials the fields found, with the other facets applied. */
export async function countMaterialFacets(database: DatabaseHandle, fields: MaterialFields, facets: MaterialFacets): Promise<{ total: number; rows: FacetCountRow[] }> {
  const values: unknown[] = [];
  const where = materialFieldConditions(values, fields).where();
  const parts = (Object.keys(FACET_COLUMNS) as (keyof MaterialFacets)[]).map((key) => {
    const column = FACET_COLUMNS[key];
    return `select '${key}' as facet, ${column.value} as value, count(*)::int as count from ${column.from} where ${column.value} is not null and ${facetConditions(values, facets, key)} group by 2`;
  });
  const { rows } = await database.executeSql(`with ${BASE(where)} ${parts.join(' union all ')} union all select 'total', '', count(*)::int from base`, values);
  const total = Number(rows.find((row) => row.facet === 'total')?.count ?? 0);
  return { total, rows: rows.filter((row) => row.facet !== 'total').map((row) => ({ facet: String(row.facet), value: String(row.value), count: Number(row.count) })) };
}

/** One page of materials with the facets applied, and how many there are. */
export async function pageMaterials(
  database: DatabaseHandle,
  fields: MaterialFields,
  facets: MaterialFacets,
  page: { offset: number; limit: number; alphabetic: boolean },
): Promise<{ hits: number; rows: MaterialRow[] }> {
  const values: unknown[] = [];
  const where = materialFieldConditions(values, fields).where();
  const facetWhere = facetConditions(values, facets, null);
  const countValues = [...values];
  const text = (fields.tradeName || fields.keyword).toLowerCase();
  let order = `lower(b.trade_name), b.id`;
  if (!page.alphabetic && text) {
    values.push(text);
    const q = `$${values.length}`;
    order = `(lower(b.trade_name) = ${q}) desc, (lower(b.trade_name) like ${q} || '%') desc, similarity(lower(b.trade_name), ${q}) desc, lower(b.trade_name), b.id`;
  }
  values.push(page.limit, page.offset);
  const { rows } = await database.executeSql(
    `with ${BASE(where)}, found as (select b.*, count(*) over ()::int as hits from base b where ${facetWhere} order by ${order} limit $${values.length - 1} offset $${values.length})
     select f.hits, ${COLUMNS} from found f join materials m on m.id = f.id order by ${order.replaceAll('b.', 'f.')}`,
    values,
  );
  if (rows.length === 0 && page.offset > 0) {
    const counted = await database.executeSql(`with ${BASE(where)} select count(*)::int as hits from base b where ${facetWhere}`, countValues);
    return { hits: Number(counted.rows[0]?.hits ?? 0), rows: [] };
  }
  return { hits: Number(rows[0]?.hits ?? 0), rows: rows as unknown as MaterialRow[] };
}

/** Trade names containing the typed text, those beginning with it first. */
export async function suggestTradeNames(database: DatabaseHandle, term: string, limit: number): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select value from (select distinct trade_name as value from materials where lower(trade_name) like $1) v
      order by (lower(value) like $2) desc, length(value), value limit $3`,
    [containsPattern(term), `${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`, limit],
  );
  return rows.map((row) => String(row.value));
}

export type MaterialListColumn = 'class' | 'form' | 'productType' | 'additives' | 'chemicalAnalysis' | 'formulation' | 'specialCharacteristics' | 'chemicalResistance' | 'processing' | 'property';

/** The distinct values of a materials column or list, most used first. */
export async function listMaterialValues(database: DatabaseHandle, what: MaterialListColumn): Promise<string[]> {
  const unnested = (column: string) => `select v as value, count(*) as uses from materials cross join lateral unnest(${column}) as l(v) group by 1`;
  const statements: Record<MaterialListColumn, string> = {
    class: `select material_class as value, count(*) as uses from materials group by 1`,
    form: unnested('forms'),
    productType: `select product_type as value, count(*) as uses from materials where product_type is not null group by 1`,
    additives: `select additives as value, count(*) as uses from materials where additives is not null and additives <> '' group by 1`,
    chemicalAnalysis: unnested('chemical_analysis'),
    formulation: unnested('formulation'),
    specialCharacteristics: unnested('special_characteristics'),
    chemicalResistance: unnested('chemical_resistance'),
    processing: unnested('processing'),
    property: `select key as value, count(*) as uses from material_ranges where owner = 'material' group by 1`,
  };
  const { rows } = await database.executeSql(`select value from (${statements[what]}) v order by uses desc, value`);
  return rows.map((row) => String(row.value));
}

export async function findMaterial(database: DatabaseHandle, id: number): Promise<MaterialRow | undefined> {
  const { rows } = await database.executeSql(`select ${COLUMNS} from materials m where m.id = $1`, [id]);
  return rows[0] as MaterialRow | undefined;
}

/** Materials by trade name (a supplier's list), each trade name's first. */
export async function findMaterialIdsByTradeName(database: DatabaseHandle, tradeNames: string[]): Promise<Map<string, number>> {
  if (tradeNames.length === 0) return new Map();
  const { rows } = await database.executeSql(`select distinct on (trade_name) trade_name, id from materials where trade_name = any($1::text[]) order by trade_name, id`, [tradeNames]);
  return new Map(rows.map((row) => [String(row.trade_name), Number(row.id)]));
}
