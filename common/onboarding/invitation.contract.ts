import { z } from 'zod';
import { INVITATION_PASSWORD_MIN_LENGTH } from './onboarding.values.ts';

/** A one-time link's token: 32 random bytes, base64url. */
export const InvitationParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid link.') });

export const InvitationState = z.enum(['pending', 'accepted', 'expired', 'revoked']);
export type InvitationState = z.infer<typeof InvitationState>;

/** What a link is, for the page it opens. */
export const InvitationSummary = z.object({
  purpose: z.enum(['join', 'setPassword']),
  organisationName: z.string(),
  email: z.string(),
  name: z.string(),
  state: InvitationState,
  expiresAt: z.string(),
});
export type InvitationSummary = z.infer<typeof InvitationSummary>;

export const AcceptInvitationRequest = z.strictObject({
  password: z.string().min(INVITATION_PASSWORD_MIN_LENGTH, `Use at least ${INVITATION_PASSWORD_MIN_LENGTH} characters.`).max(1024),
});
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;

export const AcceptInvitationReply = z.object({ email: z.string(), userId: z.number().int() });
export type AcceptInvitationReply = z.infer<typeof AcceptInvitationReply>;
