import type { DatabaseHandle } from '../../db/database.ts';

/** The subscription's dataset kinds: metals and materials searches need theirs. */
export async function listDatasetKinds(database: DatabaseHandle, subscriptionId: number): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select distinct d.kind::text as kind from subscription_datasets s join datasets d on d.id = s.dataset_id where s.subscription_id = $1`,
    [subscriptionId],
  );
  return rows.map((row) => String(row.kind));
}

/**
 * Catalogue documents by number key (the standards metals and materials name), visible to the organisation:
 * 'en 10025 2' finds EN 10025-2 and EN 10025-2:2019 (the pattern operators use the number key's index).
 */
export async function findDocumentsByNumberKey(database: DatabaseHandle, organisationId: number, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const { rows } = await database.executeSql(
    `select distinct on (k.key) k.key, d.id
       from unnest($1::text[]) as k(key)
       join documents d on (d.number_key = k.key or (d.number_key ~>=~ (k.key || ' ') and d.number_key ~<~ (k.key || '!')))
      where d.organisation_id is null or d.organisation_id = $2
      order by k.key, (d.number_key = k.key) desc, (d.status_code = 'CUR') desc, d.published_on desc nulls last, d.id`,
    [keys, organisationId],
  );
  return new Map(rows.map((row) => [String(row.key), Number(row.id)]));
}
