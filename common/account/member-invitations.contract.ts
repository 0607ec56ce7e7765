import { z } from 'zod';
import { UserRole } from '../domain/roles.ts';
import { InvitationState } from '../onboarding/invitation.contract.ts';
import { RowId, RowIdText } from '../stored-values.ts';
import { MEMBER_INVITATIONS_CSV_MAX_CHARS, MEMBER_INVITATIONS_MAX_ROWS } from './member-invitations.values.ts';

/**
 * The calls of an organisation admin's invitations to join (paths and limits in
 * member-invitations.values.ts, re-exported here for the server's convenience).
 */
export { MEMBER_INVITATIONS_CSV_MAX_CHARS, MEMBER_INVITATIONS_MAX_ROWS, memberInvitationPaths } from './member-invitations.values.ts';

export const Invitee = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name.').max(200),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Enter a valid email address.' })),
  role: UserRole.default('member'),
});
export type Invitee = z.infer<typeof Invitee>;

export const InviteMembersRequest = z.strictObject({
  /** The subscription the invitees join; the admin's own when omitted. */
  subscriptionId: RowId.optional(),
  invitees: z.array(Invitee).min(1).max(MEMBER_INVITATIONS_MAX_ROWS),
});
export type InviteMembersRequest = z.infer<typeof InviteMembersRequest>;

export const ImportInvitationsCsvRequest = z.strictObject({
  subscriptionId: RowId.optional(),
  /** The file's text: an optional header line, then "name,email,role" (role optional: member). */
  csv: z.string().min(1, 'The file is empty.').max(MEMBER_INVITATIONS_CSV_MAX_CHARS),
});
export type ImportInvitationsCsvRequest = z.infer<typeof ImportInvitationsCsvRequest>;

export const MemberInvitationParams = z.strictObject({ id: RowIdText });

export const MemberInvitationRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(UserRole),
  subscriptionId: z.number().int(),
  state: InvitationState,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  actions: z.object({ resend: z.boolean(), revoke: z.boolean() }),
});
export type MemberInvitationRow = z.infer<typeof MemberInvitationRow>;

export const SubscriptionSeats = z.object({
  subscriptionId: z.number().int(),
  name: z.string(),
  seatCount: z.number().int(),
  /** Members of the subscription. */
  seatsUsed: z.number().int(),
  /** Pending invitations, which hold a seat until accepted, withdrawn or expired. */
  seatsPending: z.number().int(),
  /** seatCount - seatsUsed - seatsPending, never below 0. */
  seatsAvailable: z.number().int(),
});
export type SubscriptionSeats = z.infer<typeof SubscriptionSeats>;

export const MemberInvitationList = z.object({
  invitations: z.array(MemberInvitationRow),
  /** The addresses' allowed domains (the corporate domain and its listed sub-domains, matched exactly); empty: no one can be invited yet. */
  domains: z.array(z.string()),
  seats: z.array(SubscriptionSeats),
  /** The caller is the organisation's admin and the organisation has a domain. */
  actions: z.object({ invite: z.boolean() }),
});
export type MemberInvitationList = z.infer<typeof MemberInvitationList>;

export const InviteMembersReply = z.object({ invited: z.array(MemberInvitationRow) });
export type InviteMembersReply = z.infer<typeof InviteMembersReply>;
