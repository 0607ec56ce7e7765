import type { ExecuteSql } from '../../db/database.ts';

export type IcsCodeRow = {
  code: string;
  level: number;
  parent_code: string | null;
  description: string;
  description_full: string | null;
};

/** Inserts new ICS codes and updates changed ones; answers how many rows changed. */
export async function upsertIcsCodes(sql: ExecuteSql, rows: IcsCodeRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const { rows: changed } = await sql(
    `insert into ics_codes (code, level, parent_code, description, description_full)
     select code, level, parent_code, description, description_full
     from jsonb_to_recordset($1::jsonb) as r(code text, level int, parent_code text, description text, description_full text)
     on conflict (code) do update set level = excluded.level, parent_code = excluded.parent_code,
       description = excluded.description, description_full = excluded.description_full
     where (ics_codes.level, ics_codes.parent_code, ics_codes.description, ics_codes.description_full)
       is distinct from (excluded.level, excluded.parent_code, excluded.description, excluded.description_full)
     returning code`,
    [JSON.stringify(rows)],
  );
  return changed.length;
}
