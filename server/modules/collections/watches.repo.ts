import { WATCHED_CHANGE_KINDS, type WatchChange } from '../../../common/watches/watches.contract.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { toDate } from '../../db/timestamps.ts';

/** Watched documents and their change notifications: every query on a user's watches is scoped by organisation and user. */

// Sent as text[] and cast in SQL: PGlite cannot serialise a parameter of an enum array type.
const KINDS = [...WATCHED_CHANGE_KINDS];

/** The event columns a change is told from; `e` is the event, `ev` its version, `ea` the amending document. */
const CHANGE_COLUMNS = `e.kind::text as event_kind, e.occurred_at, e.details, ev.number as version_number, ea.doc_type as amendment_doc_type`;
const CHANGE_JOINS = `left join document_versions ev on ev.id = e.version_id
  left join documents ea on ea.id = case when e.details ? 'amendmentDocumentId' then (e.details->>'amendmentDocumentId')::int end`;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toChange(row: Record<string, unknown>): WatchChange {
  const details = (row.details ?? {}) as Record<string, unknown>;
  const kind = WATCHED_CHANGE_KINDS.find((k) => k === row.event_kind) ?? 'statusChanged';
  return {
    kind,
    occurredAt: toDate(row.occurred_at).toISOString(),
    number: kind === 'amended' ? text(details.amendmentNumber) : kind === 'newEdition' ? text(row.version_number) : null,
    previousNumber: text(details.previousNumber),
    fromStatus: text(details.from),
    toStatus: text(details.to),
    corrigendum: row.amendment_doc_type === 'corrigendum',
  };
}

/** The condition for an event a watch has not been mailed about: a watched kind, after the watch began. */
const PENDING = `e.document_id = w.document_id and e.kind = any($1::text[]::document_event_kind[]) and e.occurred_at > w.created_at
  and not exists (select 1 from watch_notifications n where n.watch_id = w.id and n.event_id = e.id)`;

export type PendingWatcher = { userId: number; organisationId: number };

/** Every user with at least one change not yet mailed; the job's starting point, across organisations by nature. */
export async function findPendingWatchers(sql: ExecuteSql): Promise<PendingWatcher[]> {
  const { rows } = await sql(
    `select distinct w.user_id, w.organisation_id from watches w
     where exists (select 1 from document_events e where ${PENDING})
     order by w.user_id`,
    [KINDS],
  );
  return rows.map((row) => ({ userId: Number(row.user_id), organisationId: Number(row.organisation_id) }));
}

export type ClaimedChange = {
  watchId: number;
  eventId: number;
  documentId: number;
  number: string;
  title: string;
  change: WatchChange;
};

/**
 * Records, for the user's watches, every pending change as notified and answers them: the
 * insert is the claim, so two runs at once never both get a change (the second waits on the
 * primary key, then skips it; rows are claimed in key order, so two runs never deadlock).
 */
export async function claimPendingChanges(sql: ExecuteSql, organisationId: number, userId: number, language: string): Promise<ClaimedChange[]> {
  const { rows } = await sql(
    `with claimed as (
       insert into watch_notifications (watch_id, event_id)
       select w.id, e.id from watches w join document_events e on ${PENDING}
       where w.organisation_id = $2 and w.user_id = $3
       order by w.id, e.id
       on conflict do nothing
       returning watch_id, event_id)
     select c.watch_id, c.event_id, d.id as document_id, d.number, coalesce(d.titles -> $4 ->> 'full', d.title) as title, ${CHANGE_COLUMNS}
     from claimed c
     join document_events e on e.id = c.event_id
     join documents d on d.id = e.document_id
     ${CHANGE_JOINS}
     order by d.number_sort, d.id, e.occurred_at, e.id`,
    [KINDS, organisationId, userId, language],
  );
  return rows.map((row) => ({
    watchId: Number(row.watch_id),
    eventId: Number(row.event_id),
    documentId: Number(row.document_id),
    number: String(row.number),
    title: String(row.title),
    change: toChange(row),
  }));
}

export type WatchedDocumentRow = {
  documentId: number;
  number: string;
  title: string;
  publisher: string;
  publisherName: string;
  statusCode: string;
  cancelled: string;
  superseded: string;
  watchedSince: Date;
  organisationWatchers: number;
  latestChange: WatchChange | null;
};

const USER_WATCHES = `from watches w join documents d on d.id = w.document_id
  where w.organisation_id = $1 and w.user_id = $2 and (d.organisation_id is null or d.organisation_id = $1)`;

export async function countUserWatches(sql: ExecuteSql, organisationId: number, userId: number): Promise<number> {
  const { rows } = await sql(`select count(*)::int as n ${USER_WATCHES}`, [organisationId, userId]);
  return Number(rows[0]?.n ?? 0);
}

/** A page of the user's watched documents by number, each with its latest change of a watched kind. */
export async function listUserWatches(
  sql: ExecuteSql,
  organisationId: number,
  userId: number,
  options: { language: string; limit: number; offset: number },
): Promise<WatchedDocumentRow[]> {
  const { rows } = await sql(
    `select d.id as document_id, d.number, coalesce(d.titles -> $3 ->> 'full', d.title) as title, d.status_code, d.cancelled, d.superseded,
            p.abbreviation as publisher, p.name as publisher_name, w.created_at as watched_since,
            (select count(*)::int from watches o where o.organisation_id = w.organisation_id and o.document_id = w.document_id) as organisation_watchers,
            e.id as event_id, ${CHANGE_COLUMNS}
     from (select w.*, d.number_sort ${USER_WATCHES} order by d.number_sort, d.id limit $4 offset $5) w
     join documents d on d.id = w.document_id
     join publishers p on p.id = d.publisher_id
     left join lateral (
       select * from document_events le where le.document_id = d.id and le.kind = any($6::text[]::document_event_kind[])
       order by le.occurred_at desc, le.id desc limit 1) e on true
     ${CHANGE_JOINS}
     order by w.number_sort, d.id`,
    [organisationId, userId, options.language, options.limit, options.offset, KINDS],
  );
  return rows.map((row) => ({
    documentId: Number(row.document_id),
    number: String(row.number),
    title: String(row.title),
    publisher: String(row.publisher),
    publisherName: String(row.publisher_name),
    statusCode: String(row.status_code),
    cancelled: String(row.cancelled),
    superseded: String(row.superseded),
    watchedSince: toDate(row.watched_since),
    organisationWatchers: Number(row.organisation_watchers),
    latestChange: row.event_id === null || row.event_id === undefined ? null : toChange(row),
  }));
}

/** The changes the events are, for documents the organisation sees (the dashboard's "changed, to verify" describes its rows with them). */
export async function findChanges(sql: ExecuteSql, organisationId: number, eventIds: number[]): Promise<Map<number, WatchChange>> {
  if (eventIds.length === 0) return new Map();
  const { rows } = await sql(
    `select e.id as event_id, ${CHANGE_COLUMNS}
     from document_events e join documents d on d.id = e.document_id and (d.organisation_id is null or d.organisation_id = $1)
     ${CHANGE_JOINS}
     where e.id = any($2::int[])`,
    [organisationId, eventIds],
  );
  return new Map(rows.map((row) => [Number(row.event_id), toChange(row)]));
}
