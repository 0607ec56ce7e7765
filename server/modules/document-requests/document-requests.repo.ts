import type { AccessRequestStatus } from '../../../common/home/home.contract.ts';
import type { ExecuteSql } from '../../db/database.ts';
import { toDate, toDateOrNull } from '../../db/timestamps.ts';

/** Document requests and unlocks: every query is scoped by the caller's organisation ($1). */

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export type RequestRecord = {
  id: number;
  organisationId: number;
  documentId: number;
  number: string;
  /** In the reader's language ($2), else the document's own. */
  title: string;
  requesterUserId: number;
  requesterName: string;
  requesterEmail: string;
  requesterLanguage: string;
  requesterDisabled: boolean;
  /** In the requester's language, for the decision mail. */
  requesterTitle: string;
  reason: string;
  status: AccessRequestStatus;
  deciderName: string | null;
  decisionNote: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  organisationName: string;
};

const STATUSES: readonly AccessRequestStatus[] = ['pending', 'approved', 'declined'];

/** $1 the organisation, $2 the reader's language; `r` is the request. */
const REQUEST_SELECT = `select r.id, r.organisation_id, r.document_id, d.number, coalesce(d.titles -> $2 ->> 'full', d.title) as title,
    r.requester_user_id, q.name as requester_name, q.email as requester_email, q.language as requester_language, q.disabled as requester_disabled,
    coalesce(d.titles -> q.language ->> 'full', d.title) as requester_title,
    r.reason, r.status::text as status, k.name as decider_name, r.decision_note, r.decided_at, r.created_at, o.name as organisation_name
  from document_requests r
  join documents d on d.id = r.document_id and (d.organisation_id is null or d.organisation_id = r.organisation_id)
  join users q on q.id = r.requester_user_id
  left join users k on k.id = r.decider_user_id
  join organisations o on o.id = r.organisation_id
  where r.organisation_id = $1`;

function toRecord(row: Record<string, unknown>): RequestRecord {
  return {
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    documentId: Number(row.document_id),
    number: String(row.number),
    title: String(row.title),
    requesterUserId: Number(row.requester_user_id),
    requesterName: String(row.requester_name),
    requesterEmail: String(row.requester_email),
    requesterLanguage: String(row.requester_language),
    requesterDisabled: row.requester_disabled === true,
    requesterTitle: String(row.requester_title),
    reason: String(row.reason),
    status: STATUSES.find((status) => status === row.status) ?? 'pending',
    deciderName: textOrNull(row.decider_name),
    decisionNote: textOrNull(row.decision_note),
    decidedAt: toDateOrNull(row.decided_at),
    createdAt: toDate(row.created_at),
    organisationName: String(row.organisation_name),
  };
}

/**
 * A new pending request; undefined when the member already has one pending for the document
 * (the partial unique index decides, so two requests sent at once make one).
 */
export async function insertRequest(
  sql: ExecuteSql,
  values: { organisationId: number; documentId: number; requesterUserId: number; reason: string },
): Promise<number | undefined> {
  const { rows } = await sql(
    `insert into document_requests (organisation_id, document_id, requester_user_id, reason) values ($1, $2, $3, $4)
     on conflict (requester_user_id, document_id) where status = 'pending' do nothing
     returning id`,
    [values.organisationId, values.documentId, values.requesterUserId, values.reason],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

export async function findRequest(sql: ExecuteSql, organisationId: number, id: number, language: string): Promise<RequestRecord | undefined> {
  const { rows } = await sql(`${REQUEST_SELECT} and r.id = $3`, [organisationId, language, id]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/**
 * The organisation's requests (`requesterUserId` null: an admin's view), pending ones first,
 * the longest waiting first so none drops off the list, then the latest decided; or one
 * member's own, newest first. `limit` rows at most.
 */
export async function listRequests(
  sql: ExecuteSql,
  scope: { organisationId: number; requesterUserId: number | null },
  language: string,
  limit: number,
): Promise<RequestRecord[]> {
  const { rows } =
    scope.requesterUserId === null
      ? await sql(
          `${REQUEST_SELECT}
           order by r.status = 'pending' desc, case when r.status = 'pending' then r.created_at end asc, r.decided_at desc nulls last, r.id desc
           limit $3`,
          [scope.organisationId, language, limit],
        )
      : await sql(`${REQUEST_SELECT} and r.requester_user_id = $3 order by r.created_at desc, r.id desc limit $4`, [
          scope.organisationId,
          language,
          scope.requesterUserId,
          limit,
        ]);
  return rows.map(toRecord);
}

/**
 * Records the decision on a request still pending; false when it no longer is. The update is
 * the claim: of two admins deciding at once, the second waits on the row, then finds it decided.
 */
export async function setDecision(
  sql: ExecuteSql,
  organisationId: number,
  id: number,
  decision: { status: 'approved' | 'declined'; deciderUserId: number; note: string | null },
): Promise<boolean> {
  const { rows } = await sql(
    `update document_requests set status = $3::text::document_request_status, decider_user_id = $4, decision_note = $5, decided_at = now()
     where organisation_id = $1 and id = $2 and status = 'pending'
     returning id`,
    [organisationId, id, decision.status, decision.deciderUserId, decision.note],
  );
  return rows.length > 0;
}

/** Opens the document for the organisation; a document already unlocked keeps its first unlock. */
export async function insertUnlock(sql: ExecuteSql, unlock: { organisationId: number; documentId: number; requestId: number; approverUserId: number }) {
  await sql(
    `insert into document_unlocks (organisation_id, document_id, request_id, approver_user_id) values ($1, $2, $3, $4)
     on conflict (organisation_id, document_id) do nothing`,
    [unlock.organisationId, unlock.documentId, unlock.requestId, unlock.approverUserId],
  );
}

export type UnlockRecord = { documentId: number; number: string; title: string; approverName: string | null; unlockedAt: Date };

/** The organisation's unlocked documents, newest first, `limit` at most; titles in `language`. */
export async function listUnlocks(sql: ExecuteSql, organisationId: number, language: string, limit: number): Promise<UnlockRecord[]> {
  const { rows } = await sql(
    `select u.document_id, d.number, coalesce(d.titles -> $2 ->> 'full', d.title) as title, a.name as approver_name, u.unlocked_at
     from document_unlocks u
     join documents d on d.id = u.document_id and (d.organisation_id is null or d.organisation_id = u.organisation_id)
     left join users a on a.id = u.approver_user_id
     where u.organisation_id = $1
     order by u.unlocked_at desc, u.document_id desc
     limit $3`,
    [organisationId, language, limit],
  );
  return rows.map((row) => ({
    documentId: Number(row.document_id),
    number: String(row.number),
    title: String(row.title),
    approverName: textOrNull(row.approver_name),
    unlockedAt: toDate(row.unlocked_at),
  }));
}
