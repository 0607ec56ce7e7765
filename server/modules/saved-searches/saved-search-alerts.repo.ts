import type { ExecuteSql } from '../../db/database.ts';

/**
 * The alerts job's queries. It acts for every user in turn; what it writes for one user
 * is scoped by that user's organisation and id in the statement itself.
 */

export type OwnerScope = { organisationId: number; userId: number };

export type NotifySearch = OwnerScope & {
  id: number;
  name: string;
  tab: string;
  criteria: unknown;
  alertedThroughEventId: number;
};

export type DocumentChange = { id: number; documentId: number; kind: string; details: Record<string, unknown> };

export async function newestEventId(sql: ExecuteSql): Promise<number> {
  const { rows } = await sql(`select coalesce(max(id), 0)::int as id from document_events`);
  return Number(rows[0]?.id ?? 0);
}

/** Notify-enabled saved searches that have not yet looked at event `throughEventId`, by user. */
export async function listNotifySearchesBehind(sql: ExecuteSql, throughEventId: number): Promise<NotifySearch[]> {
  const { rows } = await sql(
    `select s.id, s.organisation_id, s.user_id, s.name, s.tab, s.criteria, s.alerted_through_event_id
     from saved_searches s join users u on u.id = s.user_id and u.organisation_id = s.organisation_id
     where s.notify and s.alerted_through_event_id < $1
     order by s.user_id, s.id`,
    [throughEventId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    userId: Number(row.user_id),
    name: String(row.name),
    tab: String(row.tab),
    criteria: row.criteria,
    alertedThroughEventId: Number(row.alerted_through_event_id),
  }));
}

/** The document events after `afterEventId` up to `throughEventId`, oldest first. */
export async function listChanges(sql: ExecuteSql, afterEventId: number, throughEventId: number): Promise<DocumentChange[]> {
  const { rows } = await sql(
    `select id, document_id, kind::text as kind, details from document_events where id > $1 and id <= $2 order by id`,
    [afterEventId, throughEventId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    documentId: Number(row.document_id),
    kind: String(row.kind),
    details: row.details && typeof row.details === 'object' ? (row.details as Record<string, unknown>) : {},
  }));
}

/**
 * Records that these searches alerted on these events; answers only the pairs recorded
 * now, so a change already alerted (an earlier or concurrent run) is never sent again.
 */
export async function recordAlerts(
  sql: ExecuteSql,
  owner: OwnerScope,
  alerts: { savedSearchId: number; eventId: number; documentId: number }[],
): Promise<{ savedSearchId: number; eventId: number; documentId: number }[]> {
  if (alerts.length === 0) return [];
  const { rows } = await sql(
    `insert into saved_search_alerts (saved_search_id, event_id, document_id)
     select a.saved_search_id, a.event_id, a.document_id
     from jsonb_to_recordset($1::jsonb) as a(saved_search_id int, event_id int, document_id int)
     join saved_searches s on s.id = a.saved_search_id and s.organisation_id = $2 and s.user_id = $3
     on conflict do nothing
     returning saved_search_id, event_id, document_id`,
    [JSON.stringify(alerts.map((a) => ({ saved_search_id: a.savedSearchId, event_id: a.eventId, document_id: a.documentId }))), owner.organisationId, owner.userId],
  );
  return rows.map((row) => ({ savedSearchId: Number(row.saved_search_id), eventId: Number(row.event_id), documentId: Number(row.document_id) }));
}

/** Moves the searches' cursors forward to `throughEventId` (never back). */
export async function advanceCursors(sql: ExecuteSql, owner: OwnerScope, savedSearchIds: number[], throughEventId: number): Promise<void> {
  if (savedSearchIds.length === 0) return;
  await sql(
    `update saved_searches set alerted_through_event_id = $4, last_alert_run_at = now()
     where organisation_id = $1 and user_id = $2 and id = any($3::int[]) and alerted_through_event_id < $4`,
    [owner.organisationId, owner.userId, savedSearchIds, throughEventId],
  );
}

/** Number and title (in the user's language when the catalogue has it) of the documents a digest lists. */
export async function findDigestDocuments(
  sql: ExecuteSql,
  organisationId: number,
  documentIds: number[],
  language: string,
): Promise<Map<number, { number: string; title: string }>> {
  if (documentIds.length === 0) return new Map();
  const { rows } = await sql(
    `select id, number, coalesce(titles -> $3 ->> 'full', title) as title from documents
     where id = any($1::int[]) and (organisation_id is null or organisation_id = $2)`,
    [documentIds, organisationId, language],
  );
  return new Map(rows.map((row) => [Number(row.id), { number: String(row.number), title: String(row.title) }]));
}
