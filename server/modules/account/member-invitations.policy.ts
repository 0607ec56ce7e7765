import type { InvitationState } from '../../../common/onboarding/invitation.contract.ts';
import type { Actor } from './actor.ts';

export type MemberInvitationAction = 'list' | 'invite' | 'resend' | 'revoke';

/** The organisation an action is about; for one invitation, its state too. */
type InvitationThing = { organisationId: number; state?: InvitationState };

/**
 * Pure rules: only an organisation's admins invite into it and manage its invitations. A link
 * can be sent again while it is pending or once it has expired, and withdrawn while it is pending;
 * an accepted or withdrawn one is final.
 */
export function can(actor: Pick<Actor, 'organisationId' | 'isAdmin'>, action: MemberInvitationAction, thing: InvitationThing): boolean {
  if (actor.organisationId !== thing.organisationId || !actor.isAdmin) return false;
  switch (action) {
    case 'list':
    case 'invite':
      return true;
    case 'resend':
      return thing.state === 'pending' || thing.state === 'expired';
    case 'revoke':
      return thing.state === 'pending';
  }
}
