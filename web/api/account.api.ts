import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountPaths,
  type Language,
  type LoginRequest,
  type OrganisationMember,
  type OrganisationOverview,
  type UserProfile,
} from '../../common/account/account.contract.ts';
import { isOfflineMode } from '../features/offline-reading/offline-flags.ts';
import { apiRequest } from './client.ts';

export function useLoginMutation() {
  return useMutation({
    mutationFn: (input: LoginRequest) =>
      apiRequest<UserProfile>(accountPaths.login, { json: input, redirectOnUnauthenticated: false }),
  });
}

export function useLogoutMutation() {
  return useMutation({
    mutationFn: async () => {
      // Offline copies (issue 22): their queued changes are sent while the session lasts, then everything is purged.
      const offline = await import('../features/offline-reading/offline-service.ts');
      await offline.sendBeforeSignOut();
      // Started offline there is no session to end on the server: the browser's copies are what sign-out removes.
      const answer = isOfflineMode() ? { signedOut: true } : await apiRequest<{ signedOut: boolean }>(accountPaths.logout, { method: 'POST' });
      await offline.purgeOfflineData();
      return answer;
    },
  });
}

export function useLanguageMutation() {
  return useMutation({
    mutationFn: (language: Language) => apiRequest<{ language: Language }>(accountPaths.language, { json: { language } }),
  });
}

export const organisationOverviewQuery = queryOptions({
  queryKey: ['account', 'organisation'],
  queryFn: ({ signal }) => apiRequest<OrganisationOverview>(accountPaths.organisation, { signal }),
});

export function useOrganisationOverview() {
  return useQuery(organisationOverviewQuery);
}

/** An admin sets a member's monthly AI questions (null: the default); the organisation page reloads its members. */
export function useMemberChatQuotaMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, aiChatQuota }: { userId: number; aiChatQuota: number | null }) =>
      apiRequest<OrganisationMember>(accountPaths.memberChatQuota(userId), { method: 'PUT', json: { aiChatQuota } }),
    onSuccess: () => client.invalidateQueries({ queryKey: organisationOverviewQuery.queryKey }),
  });
}
