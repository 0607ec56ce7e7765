/**
 * Plain values of the organisation admins' invitations, shared by the server and the web app (no
 * zod here, so the browser never builds the schemas; member-invitations.contract.ts has those).
 */

/**
 * An organisation admin's invitations to join (one address at a time, or a CSV of up to
 * MEMBER_INVITATIONS_MAX_ROWS lines "name,email,role"), limited to the organisation's email
 * domains and to the free seats of the subscription they join. Each is a one-time link mailed
 * to the address (common/onboarding/invitation.contract.ts answers and accepts it).
 */
export const memberInvitationPaths = {
  /** GET: the organisation's invitations, its domains and seats; POST: invite (InviteMembersRequest). */
  invitations: '/management/api/account/invitations',
  /** POST: invite the lines of a pasted or uploaded CSV (ImportInvitationsCsvRequest), all or none. */
  importCsv: '/management/api/account/invitations/csv',
  /** POST (no body): a new link (and mail) for a pending or expired invitation; the old link stops working. Answers its MemberInvitationRow. */
  resend: (id: number | string) => `/management/api/account/invitations/${id}/resend`,
  /** DELETE: withdraws a pending invitation; its link stops working. Answers its MemberInvitationRow (state revoked). */
  invitation: (id: number | string) => `/management/api/account/invitations/${id}`,
} as const;

/** The most lines one CSV may invite. */
export const MEMBER_INVITATIONS_MAX_ROWS = 1000;
/** A CSV's size limit, in characters (1,000 generous lines). */
export const MEMBER_INVITATIONS_CSV_MAX_CHARS = 400_000;
