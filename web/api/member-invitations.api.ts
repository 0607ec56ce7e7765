import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportInvitationsCsvRequest,
  InviteMembersReply,
  InviteMembersRequest,
  MemberInvitationList,
  MemberInvitationRow,
} from '../../common/account/member-invitations.contract.ts';
import { memberInvitationPaths } from '../../common/account/member-invitations.values.ts';
import { organisationOverviewQuery } from './account.api.ts';
import { apiRequest } from './client.ts';

export const memberInvitationsQuery = queryOptions({
  queryKey: ['account', 'invitations'],
  queryFn: ({ signal }) => apiRequest<MemberInvitationList>(memberInvitationPaths.invitations, { signal }),
});

/** The organisation's invitations, its domains and each subscription's seats; only admins ask (enabled). */
export function useMemberInvitations(enabled = true) {
  return useQuery({ ...memberInvitationsQuery, enabled });
}

/** Every change moves seats: the invitations (with their seats) and the organisation's overview are read again. */
function useRefreshInvitations() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: memberInvitationsQuery.queryKey }),
      client.invalidateQueries({ queryKey: organisationOverviewQuery.queryKey }),
    ]);
}

export function useInviteMembers() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (input: InviteMembersRequest) => apiRequest<InviteMembersReply>(memberInvitationPaths.invitations, { json: input }),
    onSuccess: refresh,
  });
}

/** All of the file's lines or none: a bad line answers 400 with an issue per line. */
export function useImportInvitationsCsv() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (input: ImportInvitationsCsvRequest) => apiRequest<InviteMembersReply>(memberInvitationPaths.importCsv, { json: input }),
    onSuccess: refresh,
  });
}

export function useResendInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MemberInvitationRow>(memberInvitationPaths.resend(id), { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useRevokeInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MemberInvitationRow>(memberInvitationPaths.invitation(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
