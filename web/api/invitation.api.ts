import { useMutation, useQuery } from '@tanstack/react-query';
import type { AcceptInvitationReply, AcceptInvitationRequest, InvitationSummary } from '../../common/onboarding/invitation.contract.ts';
import { invitationPaths } from '../../common/onboarding/onboarding.values.ts';
import { apiRequest } from './client.ts';

/**
 * What a one-time link is (no session needed: the token is the proof). A link never changes by
 * itself while its page is open, so it is read once; an unknown or malformed link is an answer,
 * not a failure to retry.
 */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => apiRequest<InvitationSummary>(invitationPaths.invitation(token), { signal, redirectOnUnauthenticated: false }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Sets the password and so uses the link up; the page then signs in with it. */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: AcceptInvitationRequest) => apiRequest<AcceptInvitationReply>(invitationPaths.accept(token), { json: input, redirectOnUnauthenticated: false }),
  });
}
