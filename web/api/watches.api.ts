import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchList } from '../../common/watches/watches.contract.ts';
import { watchPaths } from '../../common/watches/watches.values.ts';
import { apiRequest } from './client.ts';
import { runDocumentAction } from './search.api.ts';

/** A page of the user's watched documents; refetched on every visit, since results pages change watches too. */
export function useWatches(page: number) {
  return useQuery({
    queryKey: ['watches', page],
    queryFn: ({ signal }) => apiRequest<WatchList>(`${watchPaths.list}?page=${page}`, { signal }),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/** Ends the user's watch on a document, or everyone's in the organisation (the search action removeFromWatch). */
export function useUnwatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { docId: number; global: boolean }) =>
      runDocumentAction('removeFromWatch', { docIds: [input.docId], bulk: false, ...(input.global ? { global: true } : {}) }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['watches'] }),
        client.invalidateQueries({ queryKey: ['search'] }),
        client.invalidateQueries({ queryKey: ['document'] }),
        client.invalidateQueries({ queryKey: ['home', 'content'] }),
      ]),
  });
}
