import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { DatabaseHandle } from '../../../../db/database.ts';
import { upsertIcsCodes, type IcsCodeRow } from '../../catalogue-reference.repo.ts';

const IcsEntry = z.object({
  code: z.string().regex(/^\d{2}(\.\d{3}(\.\d{2})?)?$/),
  description: z.string().min(1),
  descriptionFull: z.string().optional(),
  fieldcode: z.string(),
  groupcode: z.string().optional(),
  subgroupcode: z.string().optional(),
});

/** Maps the ICS list (ics-ed7.json format) onto the field / group / sub-group tree. */
export function parseIcsList(json: unknown): { rows: IcsCodeRow[]; errors: { position: number; reason: string }[] } {
  const rows: IcsCodeRow[] = [];
  const errors: { position: number; reason: string }[] = [];
  if (!Array.isArray(json)) return { rows, errors: [{ position: 0, reason: 'the ICS file must hold a JSON array' }] };
  json.forEach((item: unknown, index) => {
    const parsed = IcsEntry.safeParse(item);
    if (!parsed.success) {
      errors.push({ position: index + 1, reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      return;
    }
    const entry = parsed.data;
    const level = entry.subgroupcode ? 3 : entry.groupcode ? 2 : 1;
    const parentCode = level === 3 ? `${entry.fieldcode}.${entry.groupcode}` : level === 2 ? entry.fieldcode : null;
    rows.push({
      code: entry.code,
      level,
      parent_code: parentCode,
      description: entry.description,
      description_full: entry.descriptionFull ?? null,
    });
  });
  return { rows, errors };
}

export async function importIcsFile(database: DatabaseHandle, path: string) {
  const { rows, errors } = parseIcsList(JSON.parse(await readFile(path, 'utf8')) as unknown);
  const changed = await upsertIcsCodes(database.executeSql, rows);
  return { read: rows.length + errors.length, written: changed, unchanged: rows.length - changed, errors };
}
