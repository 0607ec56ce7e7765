import type { DatabaseHandle } from '../../db/database.ts';
import { containsPattern } from './sql-conditions.ts';

/*
 * Queries of the metals lookups and records. The search itself runs in memory (metals-index.ts);
 * its fields and facets are typed here, where the suppliers' queries find them too.
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
