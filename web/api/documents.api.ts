import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDetail } from '../../common/catalogue/document.contract.ts';
import { documentPaths } from '../../common/catalogue/document.values.ts';
import { apiRequest } from './client.ts';

/** A document for the display page; versionId 0 or undefined is the current version. */
export function documentQuery(docId: number, versionId?: number) {
  return queryOptions({
    queryKey: ['document', docId, versionId ?? 0],
    queryFn: ({ signal }) => {
      const query = versionId ? `?versionId=${versionId}` : '';
      return apiRequest<DocumentDetail>(`${documentPaths.detail(docId)}${query}`, { signal });
    },
    retry: false,
  });
}

export function useDocument(docId: number, versionId?: number) {
  return useQuery(documentQuery(docId, versionId));
}
