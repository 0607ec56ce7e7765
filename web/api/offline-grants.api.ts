import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganisationGrantRow, OrganisationGrants } from '../../common/reader/offline.contract.ts';
import { offlinePaths, type OfflineGrantFilter } from '../../common/reader/offline.values.ts';
import { apiRequest } from './client.ts';

const ORGANISATION_GRANTS_KEY = ['account', 'offline-grants'] as const;

/** The organisation's offline copies for its admins: a page of them, all or the active ones, newest first. */
export function useOrganisationGrants(filter: OfflineGrantFilter, page: number) {
  return useQuery({
    queryKey: [...ORGANISATION_GRANTS_KEY, filter, page],
    queryFn: ({ signal }) => apiRequest<OrganisationGrants>(`${offlinePaths.organisationGrants}?filter=${filter}&page=${page}`, { signal }),
    // Paging keeps the rows shown until the next page is there, so the panel does not jump.
    placeholderData: keepPreviousData,
  });
}

/** An admin withdraws an active copy; every page of the list is read again. */
export function useRevokeGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grantId: number) => apiRequest<OrganisationGrantRow>(offlinePaths.revoke(grantId), { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ORGANISATION_GRANTS_KEY }),
  });
}
