import type { ExecuteSql } from '../../db/database.ts';

/**
 * What result rows show of an organisation's own, for every document that has any: the documents
 * in its collections (with each collection's owner, so a caller sees only the ones visible to them),
 * its watches and its unlocked documents, read in one statement with the version the triggers of
 * migration 0027 keep, so the rows and the version describe the same moment.
 */

export type OrganisationMembership = {
  documentId: number;
  collectionId: number;
  name: string;
  nameKey: string | null;
  kind: 'personal' | 'company';
  /** The personal collection's owner; null for a company collection. */
  ownerUserId: number | null;
  notes: string | null;
  tags: string[];
};

export type OrganisationStateRows = {
  version: number;
  /** In the order result rows list a document's collections: company first, then by name as the database sorts names. */
  memberships: OrganisationMembership[];
  /** Each watch: the document and who watches it. */
  watches: { documentId: number; userId: number }[];
  unlocked: number[];
  /** More than `limit` rows of any kind: the organisation's state is not kept whole. */
  truncated: boolean;
};

/** The version a search compares with the state it keeps ($1 the organisation), as a scalar subquery; 0 before any write. */
export const ORGANISATION_STATE_VERSION_SQL = `coalesce((select version from organisation_state_versions where organisation_id = $1), 0)`;

const STATE_SQL = `select ${ORGANISATION_STATE_VERSION_SQL} as version,
    (select coalesce(json_agg(m order by m.rank), '[]') from (
       select cd.document_id, c.id as collection_id, c.name, c.name_key, c.kind, c.owner_user_id, cd.notes, cd.tags,
              dense_rank() over (order by c.kind = 'company' desc, lower(c.name), c.id) as rank
       from collection_documents cd join collections c on c.id = cd.collection_id
       where c.organisation_id = $1 limit $2 + 1) m) as memberships,
    (select coalesce(json_agg(w), '[]') from (
       select document_id, user_id from watches where organisation_id = $1 limit $2 + 1) w) as watches,
    (select coalesce(array_agg(u.document_id), '{}') from (
       select document_id from document_unlocks where organisation_id = $1 limit $2 + 1) u) as unlocked`;

type MembershipJson = {
  document_id: number;
  collection_id: number;
  name: string;
  name_key: string | null;
  kind: string;
  owner_user_id: number | null;
  notes: string | null;
  tags: string[] | null;
};

/** The organisation's state as it is now, at most `limit` rows of each kind (and `truncated` when there are more). */
export async function findOrganisationState(sql: ExecuteSql, organisationId: number, limit: number): Promise<OrganisationStateRows> {
  const { rows } = await sql(STATE_SQL, [organisationId, limit], { prepare: 'search_organisation_state' });
  const row = rows[0] ?? {};
  const memberships = (row.memberships ?? []) as MembershipJson[];
  const watches = (row.watches ?? []) as { document_id: number; user_id: number }[];
  const unlocked = ((row.unlocked ?? []) as number[]).map(Number);
  return {
    version: Number(row.version ?? 0),
    memberships: memberships.map((membership) => ({
      documentId: Number(membership.document_id),
      collectionId: Number(membership.collection_id),
      name: String(membership.name),
      nameKey: membership.name_key ?? null,
      kind: membership.kind === 'company' ? 'company' : 'personal',
      ownerUserId: membership.owner_user_id === null ? null : Number(membership.owner_user_id),
      notes: membership.notes ?? null,
      tags: membership.tags ?? [],
    })),
    watches: watches.map((watch) => ({ documentId: Number(watch.document_id), userId: Number(watch.user_id) })),
    unlocked,
    truncated: memberships.length > limit || watches.length > limit || unlocked.length > limit,
  };
}
