import type { ExecuteSql } from '../../db/database.ts';
import { sessionStampSql } from '../account/index.ts';
import { unlockedSql } from '../catalogue/index.ts';
import type { CollectionThing, MembershipRow, WatchStateRow } from '../collections/index.ts';
import { ORGANISATION_STATE_VERSION_SQL } from './organisation-state.repo.ts';
import { CATALOGUE_VERSION_SQL } from './search-snapshot.repo.ts';
import { toDate } from '../../db/timestamps.ts';

/**
 * What a search reads of the caller and of the page it shows: the caller's context (the
 * catalogue's version, the publishers the subscription includes, the active collection) and
 * the page's records with the caller's collections and watches, in one statement.
 */

export type SearchRequestContext = {
  catalogueVersion: string;
  entitledPublisherIds: Set<number>;
  /** The collection row actions add to: the one the user chose while they may still see it, else their first personal one. */
  activeCollection: CollectionThing & { id: number; name: string; nameKey: string | null };
};

/** What a result row shows of a document that is the same for every caller while the catalogue's version stands. */
export type SharedRecord = {
  number: string;
  /** The title in the language it was read for when the document has one, else its main title. */
  title: string;
  subtitle: string | null;
  languages: string[];
  statusCode: string;
  cancelled: string;
  superseded: string;
  docType: string;
  publishedOn: string | null;
  publicationYear: number | null;
  publisherId: number;
  publisherCode: string;
  organisationId: number | null;
  edition: string | null;
  version: string | null;
  links: { type: string; url: string }[];
  historic: { version_id: number; version: string }[];
  historicTotal: number;
  docs: number;
  createdAt: Date;
  changedAt: Date | null;
};

/** What a result row shows of a document for its caller. */
export type CallerRecordState = {
  /** Unlocked for the caller's organisation by an approved document request: its content opens as if subscribed. */
  unlocked: boolean;
  /** The visible collections of the caller's organisation the document is in. */
  memberships: MembershipRow[];
  watch: WatchStateRow | null;
};

type Caller = { organisationId: number; userId: number; subscriptionId: number; language: string };

/**
 * The caller's context as one row ($1 organisation, $2 user, $3 subscription): the catalogue's
 * version (search-snapshot.repo.ts's), the subscription's publishers (as the catalogue reads them)
 * and the active collection (as the collections module resolves it).
 */
const CONTEXT_SQL = `select ${CATALOGUE_VERSION_SQL} as context_version,
    (select coalesce(array_agg(distinct dp.publisher_id), '{}') from subscription_datasets sd
     join dataset_publishers dp on dp.dataset_id = sd.dataset_id where sd.subscription_id = $3) as context_entitled,
    a.id as context_collection_id, a.organisation_id as context_collection_organisation_id, a.kind as context_collection_kind,
    a.owner_user_id as context_collection_owner_user_id, a.name as context_collection_name, a.name_key as context_collection_name_key
  from (select (select active_collection_id from user_settings where user_id = $2) as chosen) settings
  left join lateral (
    select c.id, c.organisation_id, c.kind, c.owner_user_id, c.name, c.name_key from collections c
    where c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2)
      and (c.id = settings.chosen or c.kind = 'personal')
    order by c.id = settings.chosen desc nulls last, c.id limit 1) a on true`;

/**
 * What a result row shows of a document for every caller ($5 how many historic versions: the newest and how
 * many there are, $7 the language to give the title in, when the document has one), for the ids in
 * $8 only: the others' are known already for this catalogue version (record-cache.ts). `offset 0`
 * keeps it a subquery of its own, so the test of $8 gates it; pulled up into the page's join, every
 * document's subqueries ran before that test.
 */
const SHARED_RECORD_SQL = `select true as fetched, d.number, coalesce(d.titles -> $7::text ->> 'full', d.title) as title, d.subtitle, d.languages,
    d.status_code, d.cancelled, d.superseded, d.doc_type, d.published_on::text as published_on, d.publication_year, d.publisher_id,
    p.code as publisher_code, d.organisation_id, d.created_at, v.edition, v.version, coalesce(v.links, '[]'::jsonb) as links,
    coalesce((select json_agg(json_build_object('version_id', h.id, 'version', h.number) order by h.position)
              from (select id, number, position from document_versions
                    where document_id = d.id and position > 0 order by position limit $5) h), '[]'::json) as historic,
    (select count(*)::int from document_versions x where x.document_id = d.id and x.position > 0) as historic_total,
    (select count(*)::int from document_versions x where x.document_id = d.id and x.has_content) as docs,
    (select max(e.occurred_at) from document_events e where e.document_id = d.id and e.kind <> 'added') as changed_at
  from documents d
  join publishers p on p.id = d.publisher_id
  left join document_versions v on v.id = d.current_version_id
  where d.id = i.id and i.id = any($8::int[])
  offset 0`;

/**
 * Each page document ($4 the ids): its shared record when asked for, the caller's collections
 * holding it, its watches in the organisation ($1, $2) and whether a request unlocked it for the organisation.
 */
const RECORDS_SQL = `select i.id, r.*,
    ${unlockedSql('$1', 'i.id')} as unlocked,
    coalesce((select json_agg(json_build_object('collection_id', c.id, 'name', c.name, 'name_key', c.name_key, 'kind', c.kind,
                                                'notes', cd.notes, 'tags', cd.tags) order by c.kind = 'company' desc, lower(c.name))
              from collection_documents cd join collections c on c.id = cd.collection_id
              where cd.document_id = i.id and c.organisation_id = $1 and (c.kind = 'company' or c.owner_user_id = $2)), '[]'::json) as memberships,
    (select json_build_object('mine', bool_or(w.user_id = $2), 'watchers', count(*)) from watches w
     where w.organisation_id = $1 and w.document_id = i.id having count(*) > 0) as watch
  from unnest($4::int[]) as i(id)
  left join lateral (${SHARED_RECORD_SQL}) r on true`;

function contextOf(row: Record<string, unknown> | undefined): SearchRequestContext | undefined {
  if (!row || row.context_collection_id === null) return undefined;
  return {
    catalogueVersion: String(row.context_version),
    entitledPublisherIds: new Set((row.context_entitled as number[]).map(Number)),
    activeCollection: {
      id: Number(row.context_collection_id),
      organisationId: Number(row.context_collection_organisation_id),
      kind: row.context_collection_kind === 'company' ? 'company' : 'personal',
      ownerUserId: row.context_collection_owner_user_id === null ? null : Number(row.context_collection_owner_user_id),
      name: String(row.context_collection_name),
      nameKey: (row.context_collection_name_key as string | null) ?? null,
    },
  };
}

/** What every search needs before it matches anything; undefined for a user without a collection. */
export async function findSearchContext(sql: ExecuteSql, caller: Caller): Promise<SearchRequestContext | undefined> {
  const { rows } = await sql(CONTEXT_SQL, [caller.organisationId, caller.userId, caller.subscriptionId], { prepare: 'search_context' });
  return contextOf(rows[0]);
}

/** What a search confirms before it answers: its caller's context, session and organisation state as they are now. */
export type PageConfirmation = {
  context: SearchRequestContext | undefined;
  /** The session's stamp (null when it is gone, or when no session was named). */
  sessionStamp: string | null;
  /** The organisation's state version (organisation-state.repo.ts). */
  stateVersion: number;
};

/**
 * The caller's context, the session's stamp ($4, or null) and the organisation's state version, in one
 * statement that does not depend on the page: a search sends it before it matches anything, so
 * its round trip passes while the matching runs.
 */
export async function findConfirmation(sql: ExecuteSql, caller: Caller, sessionId: string | null): Promise<PageConfirmation> {
  const { rows } = await sql(
    `with context as (${CONTEXT_SQL}) select context.*, ${sessionStampSql('$4::text')} as session_stamp, ${ORGANISATION_STATE_VERSION_SQL} as state_version from context`,
    [caller.organisationId, caller.userId, caller.subscriptionId, sessionId],
    { prepare: 'search_confirmation' },
  );
  const stamp = rows[0]?.session_stamp;
  return { context: contextOf(rows[0]), sessionStamp: typeof stamp === 'string' ? stamp : null, stateVersion: Number(rows[0]?.state_version ?? 0) };
}

type MembershipJson = { collection_id: number; name: string; name_key: string | null; kind: string; notes: string | null; tags: string[] | null };

function sharedRecordOf(row: Record<string, unknown>): SharedRecord {
  return {
    number: String(row.number),
    title: String(row.title),
    subtitle: (row.subtitle as string | null) ?? null,
    languages: (row.languages as string[]) ?? [],
    statusCode: String(row.status_code),
    cancelled: String(row.cancelled),
    superseded: String(row.superseded),
    docType: String(row.doc_type),
    publishedOn: (row.published_on as string | null) ?? null,
    publicationYear: row.publication_year === null ? null : Number(row.publication_year),
    publisherId: Number(row.publisher_id),
    publisherCode: String(row.publisher_code),
    organisationId: row.organisation_id === null ? null : Number(row.organisation_id),
    edition: (row.edition as string | null) ?? null,
    version: (row.version as string | null) ?? null,
    links: row.links as { type: string; url: string }[],
    historic: row.historic as { version_id: number; version: string }[],
    historicTotal: Number(row.historic_total),
    docs: Number(row.docs),
    createdAt: toDate(row.created_at),
    changedAt: row.changed_at === null ? null : toDate(row.changed_at),
  };
}

function callerStateOf(id: number, row: Record<string, unknown>): CallerRecordState {
  return {
    unlocked: row.unlocked === true,
    memberships: (row.memberships as MembershipJson[]).map((membership) => ({
      documentId: id,
      collectionId: Number(membership.collection_id),
      name: String(membership.name),
      nameKey: membership.name_key ?? null,
      kind: membership.kind === 'company' ? 'company' : 'personal',
      notes: membership.notes ?? null,
      tags: membership.tags ?? [],
    })),
    watch: row.watch
      ? { documentId: id, mine: Boolean((row.watch as { mine: boolean }).mine), organisationWatchers: Number((row.watch as { watchers: number }).watchers) }
      : null,
  };
}

export type PageRow = { id: number; shared: SharedRecord | null; caller: CallerRecordState };

/**
 * The page's documents (in no particular order) and the caller's context as it is now, in one
 * statement: a search works out its page with the context it read last, and this tells whether
 * that still holds. Each document's shared record is read only for `recordsWanted` (null for the
 * others). With `sessionId`, also the session's stamp (null when it is gone), so a session
 * remembered by this instance is confirmed by the same statement.
 */
export async function findPage(
  sql: ExecuteSql,
  page: { ids: number[]; recordsWanted: number[]; historicShown: number },
  caller: Caller,
  sessionId: string | null,
): Promise<{ context: SearchRequestContext | undefined; rows: PageRow[]; sessionStamp: string | null }> {
  const { rows } = await sql(
    `with context as (${CONTEXT_SQL}) select context.*, ${sessionStampSql('$6::text')} as session_stamp, r.* from context left join lateral (${RECORDS_SQL}) r on true`,
    [caller.organisationId, caller.userId, caller.subscriptionId, page.ids, page.historicShown, sessionId, caller.language, page.recordsWanted],
    { prepare: 'search_page' },
  );
  const stamp = rows[0]?.session_stamp;
  return {
    context: contextOf(rows[0]),
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({ id: Number(row.id), shared: row.fetched === true ? sharedRecordOf(row) : null, caller: callerStateOf(Number(row.id), row) })),
    sessionStamp: typeof stamp === 'string' ? stamp : null,
  };
}
