import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collectionPaths,
  type CollectionDocumentRequest,
  type CollectionList,
  type CreateCollectionRequest,
} from '../../common/collections/collections.contract.ts';
import { apiRequest } from './client.ts';

export const collectionsQuery = queryOptions({
  queryKey: ['collections'],
  queryFn: ({ signal }) => apiRequest<CollectionList>(collectionPaths.list, { signal }),
});

export function useCollections(enabled = true) {
  return useQuery({ ...collectionsQuery, enabled });
}

/** Every mutation refreshes the collection list and any search showing memberships. */
function useInvalidateCollections() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['collections'] }), client.invalidateQueries({ queryKey: ['search'] })]);
}

export function useCreateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: CreateCollectionRequest) => apiRequest<{ id: number }>(collectionPaths.list, { json: input }),
    onSuccess: invalidate,
  });
}

export function useRenameCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: { id: number; name: string }) => apiRequest<{ id: number }>(collectionPaths.one(input.id), { method: 'PATCH', json: { name: input.name } }),
    onSuccess: invalidate,
  });
}

export function useDeleteCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ id: number }>(collectionPaths.one(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSetActiveCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (collectionId: number | null) => apiRequest<{ activeCollectionId: number }>(collectionPaths.active, { json: { collectionId } }),
    onSuccess: invalidate,
  });
}

export function useUpdateCollectionDocument() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (input: { collectionId: number; docId: number } & CollectionDocumentRequest) =>
      apiRequest(collectionPaths.document(input.collectionId, input.docId), { method: 'PUT', json: { notes: input.notes, tags: input.tags } }),
    onSuccess: invalidate,
  });
}
