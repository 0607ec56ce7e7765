import type { AccessRequestRow, AccessRequestStatus } from '../../../common/home/home.contract.ts';
import type { Actor } from '../account/index.ts';

export type DocumentRequestAction = 'view' | 'approve' | 'decline';

export type DocumentRequestThing = { organisationId: number; requesterUserId: number; status: AccessRequestStatus };

/**
 * Pure rules for document requests. A member sees their own requests; the organisation's
 * admins see all of the organisation's and decide on those still pending. Nobody outside the
 * organisation sees or decides anything of it.
 */
export function can(actor: Actor, action: DocumentRequestAction, thing: DocumentRequestThing): boolean {
  if (actor.organisationId !== thing.organisationId) return false;
  if (action === 'view') return actor.isAdmin || thing.requesterUserId === actor.userId;
  return actor.isAdmin && thing.status === 'pending';
}

/** Whether the actor sees every request of the organisation, not only their own (the list query's widening). */
export function canSeeOrganisationRequests(actor: Actor): boolean {
  return actor.isAdmin;
}

/** The row actions of one request on the dashboard. */
export function requestActions(actor: Actor, thing: DocumentRequestThing): AccessRequestRow['actions'] {
  return { approve: can(actor, 'approve', thing), decline: can(actor, 'decline', thing) };
}
