import type { DatabaseHandle } from '../../db/database.ts';
import type { MaterialEntryRow } from './materials-index.ts';
import { inAskedOrder } from './metals-snapshot.repo.ts';
import { containsPattern } from './sql-conditions.ts';

/*
 * Queries of the materials lookups and records (search-area.md §2 "Materials"). The search runs in
 * memory (materials-index.ts); its fields and facets are typed here.
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

const COLUMNS = `m.id, m.trade_name, m.material_class, m.description, m.forms, m.product_type, m.additives, m.standard, m.chemical_analysis, m.formulation, m.special_characteristics, m.chemical_resistance, m.processing, m.properties`;

/** What the in-memory materials search holds of each material: every column of its record but the properties. */
export async function listMaterialEntries(database: DatabaseHandle): Promise<MaterialEntryRow[]> {
  const { rows } = await database.executeSql(
    `select m.id, m.trade_name, m.material_class, m.description, m.forms, m.product_type, m.additives, m.standard, m.chemical_analysis, m.formulation, m.special_characteristics, m.chemical_resistance, m.processing from materials m`,
  );
  return rows.map((row) => ({ ...(row as unknown as MaterialEntryRow), id: Number(row.id) }));
}

/** The materials of a page, in the order asked. */
export async function findMaterialsByIds(database: DatabaseHandle, ids: number[]): Promise<MaterialRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await database.executeSql(`select ${COLUMNS} from materials m where m.id = any($1::int[])`, [ids]);
  return inAskedOrder<MaterialRow>(ids, rows);
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
