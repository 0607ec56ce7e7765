import type { ExecuteSql } from '../../db/database.ts';
import { toDate } from '../../db/timestamps.ts';

/** Collections, their documents, watches and the active collection: every query scoped by organisation. */

export type CollectionRow = {
  id: number;
  organisationId: number;
  kind: 'personal' | 'company';
  ownerUserId: number | null;
  ownerName: string | null;
  name: string;
  /** Set while the name is the product's own (collection-names.ts). */
  nameKey: string | null;
  documentCount: number;
  updatedAt: Date;
};

const COLLECTION_COLUMNS = `c.id, c.organisation_id, c.kind, c.owner_user_id, u.name as owner_name, c.name, c.name_key, c.updated_at,
  (select count(*)::int from collection_documents cd where cd.collection_id = c.id) as document_count`;

function toCollection(row: Record<string, unknown>): CollectionRow {
  return {
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    kind: row.kind === 'company' ? 'company' : 'personal',
    ownerUserId: row.owner_user_id === null ? null : Number(row.owner_user_id),
    ownerName: (row.owner_name as string | null) ?? null,
    name: String(row.name),
    nameKey: (row.name_key as string | null) ?? null,
    documentCount: Number(row.document_count ?? 0),
    updatedAt: toDate(row.updated_at),
  };
}

/** The company collections and the user's own, company first, then by name. */
export async function listVisibleCollections(sql: ExecuteSql, organisationId: number, userId: number): Promise<CollectionRow[]> {
  const { rows } = await sql(
    `select ${COLLECTION_COLUMNS} from collections c left join users u on u.id = c.owner_user_id
     where c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2)
     order by c.kind = 'company' desc, lower(c.name), c.id`,
    [organisationId, userId],
  );
  return rows.map(toCollection);
}

/** A collection of the organisation, whoever owns it (the policy decides who may see it). */
export async function findCollection(sql: ExecuteSql, organisationId: number, id: number): Promise<CollectionRow | undefined> {
  const { rows } = await sql(
    `select ${COLLECTION_COLUMNS} from collections c left join users u on u.id = c.owner_user_id
     where c.organisation_id = $1 and c.id = $2`,
    [organisationId, id],
  );
  return rows[0] ? toCollection(rows[0]) : undefined;
}

export async function insertCollection(
  sql: ExecuteSql,
  values: { organisationId: number; kind: 'personal' | 'company'; ownerUserId: number | null; name: string; nameKey: string | null; createdBy: number },
): Promise<number> {
  const { rows } = await sql(
    `insert into collections (organisation_id, kind, owner_user_id, name, name_key, created_by) values ($1, $2, $3, $4, $5, $6) returning id`,
    [values.organisationId, values.kind, values.ownerUserId, values.name, values.nameKey, values.createdBy],
  );
  return Number(rows[0]?.id);
}

/** A name a user gives is theirs: the product's key goes, so it is no longer translated. */
export async function renameCollection(sql: ExecuteSql, organisationId: number, id: number, name: string) {
  await sql(`update collections set name = $3, name_key = null, updated_at = now() where organisation_id = $1 and id = $2`, [organisationId, id, name]);
}

export async function deleteCollection(sql: ExecuteSql, organisationId: number, id: number) {
  await sql(`delete from collections where organisation_id = $1 and id = $2`, [organisationId, id]);
}

/** Holds the user's row until the transaction ends: two deletes of their last collections cannot both see the other one left. */
export async function lockUser(sql: ExecuteSql, userId: number) {
  await sql(`select id from users where id = $1 for update`, [userId]);
}

/** The oldest personal collection of the user, if any. */
export async function findFirstPersonalCollection(sql: ExecuteSql, organisationId: number, userId: number): Promise<number | undefined> {
  const { rows } = await sql(
    `select id from collections where organisation_id = $1 and owner_user_id = $2 and kind = 'personal' order by id limit 1`,
    [organisationId, userId],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

export async function findActiveCollectionId(sql: ExecuteSql, userId: number): Promise<number | null> {
  const { rows } = await sql(`select active_collection_id from user_settings where user_id = $1`, [userId]);
  const value = rows[0]?.active_collection_id;
  return value === null || value === undefined ? null : Number(value);
}

export async function saveActiveCollectionId(sql: ExecuteSql, userId: number, collectionId: number | null) {
  await sql(
    `insert into user_settings (user_id, active_collection_id, updated_at) values ($1, $2, now())
     on conflict (user_id) do update set active_collection_id = excluded.active_collection_id, updated_at = now()`,
    [userId, collectionId],
  );
}

/** Of `documentIds`, those the organisation can see: the public catalogue and its own documents. */
export async function findVisibleDocuments(sql: ExecuteSql, organisationId: number, documentIds: number[]): Promise<{ id: number; number: string }[]> {
  const { rows } = await sql(
    `select id, number from documents where id = any($1::int[]) and (organisation_id is null or organisation_id = $2)`,
    [documentIds, organisationId],
  );
  return rows.map((row) => ({ id: Number(row.id), number: String(row.number) }));
}

/** Adds documents; answers those that were not in the collection before. */
export async function addCollectionDocuments(sql: ExecuteSql, collectionId: number, documentIds: number[], userId: number): Promise<number[]> {
  const { rows } = await sql(
    `insert into collection_documents (collection_id, document_id, added_by)
     select $1, id, $3 from unnest($2::int[]) as id
     on conflict (collection_id, document_id) do nothing returning document_id`,
    [collectionId, documentIds, userId],
  );
  await sql(`update collections set updated_at = now() where id = $1`, [collectionId]);
  return rows.map((row) => Number(row.document_id));
}

export async function removeCollectionDocuments(sql: ExecuteSql, collectionId: number, documentIds: number[]): Promise<number[]> {
  const { rows } = await sql(
    `delete from collection_documents where collection_id = $1 and document_id = any($2::int[]) returning document_id`,
    [collectionId, documentIds],
  );
  await sql(`update collections set updated_at = now() where id = $1`, [collectionId]);
  return rows.map((row) => Number(row.document_id));
}

/** Saves a document's notes and tags in a collection; false when the document is not in it. */
export async function updateCollectionDocument(sql: ExecuteSql, collectionId: number, documentId: number, notes: string, tags: string[]) {
  const { rows } = await sql(
    `update collection_documents set notes = nullif($3, ''), tags = $4::text[]
     where collection_id = $1 and document_id = $2 returning document_id`,
    [collectionId, documentId, notes, tags],
  );
  return rows.length > 0;
}

export type MembershipRow = {
  documentId: number;
  collectionId: number;
  name: string;
  nameKey: string | null;
  kind: 'personal' | 'company';
  notes: string | null;
  tags: string[];
};

/** The visible collections each document is in. */
export async function findMemberships(sql: ExecuteSql, organisationId: number, userId: number, documentIds: number[]): Promise<MembershipRow[]> {
  if (documentIds.length === 0) return [];
  const { rows } = await sql(
    `select cd.document_id, c.id as collection_id, c.name, c.name_key, c.kind, cd.notes, cd.tags
     from collection_documents cd join collections c on c.id = cd.collection_id
     where cd.document_id = any($3::int[]) and c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2)
     order by c.kind = 'company' desc, lower(c.name)`,
    [organisationId, userId, documentIds],
  );
  return rows.map((row) => ({
    documentId: Number(row.document_id),
    collectionId: Number(row.collection_id),
    name: String(row.name),
    nameKey: (row.name_key as string | null) ?? null,
    kind: row.kind === 'company' ? 'company' : 'personal',
    notes: (row.notes as string | null) ?? null,
    tags: (row.tags as string[]) ?? [],
  }));
}

export type WatchStateRow = { documentId: number; mine: boolean; organisationWatchers: number };

/** For each document watched in the organisation: whether this user watches it and how many users do. */
export async function findWatchStates(sql: ExecuteSql, organisationId: number, userId: number, documentIds: number[]): Promise<WatchStateRow[]> {
  if (documentIds.length === 0) return [];
  const { rows } = await sql(
    `select document_id, bool_or(user_id = $2) as mine, count(*)::int as watchers
     from watches where organisation_id = $1 and document_id = any($3::int[]) group by document_id`,
    [organisationId, userId, documentIds],
  );
  return rows.map((row) => ({ documentId: Number(row.document_id), mine: Boolean(row.mine), organisationWatchers: Number(row.watchers) }));
}

export async function insertWatches(sql: ExecuteSql, organisationId: number, userId: number, documentIds: number[]): Promise<number[]> {
  const { rows } = await sql(
    `insert into watches (user_id, organisation_id, document_id) select $2, $1, id from unnest($3::int[]) as id
     on conflict (user_id, document_id) do nothing returning document_id`,
    [organisationId, userId, documentIds],
  );
  return rows.map((row) => Number(row.document_id));
}

export async function deleteWatches(sql: ExecuteSql, organisationId: number, userId: number, documentIds: number[]): Promise<number[]> {
  const { rows } = await sql(
    `delete from watches where organisation_id = $1 and user_id = $2 and document_id = any($3::int[]) returning document_id`,
    [organisationId, userId, documentIds],
  );
  return rows.map((row) => Number(row.document_id));
}

/** Ends every watch in the organisation on the documents; answers the documents that had one. */
export async function deleteOrganisationWatches(sql: ExecuteSql, organisationId: number, documentIds: number[]): Promise<number[]> {
  const { rows } = await sql(
    `delete from watches where organisation_id = $1 and document_id = any($2::int[]) returning document_id`,
    [organisationId, documentIds],
  );
  return [...new Set(rows.map((row) => Number(row.document_id)))];
}
