import { useQuery } from '@tanstack/react-query';
import { documentPaths, type DocumentDetail } from '../../common/catalogue/document.contract.ts';
import { apiRequest } from './client.ts';

/** A document for the display page; versionId 0 or undefined is the current version. */
export function useDocument(docId: number, versionId?: number) {
  return useQuery({
    queryKey: ['document', docId, versionId ?? 0],
    queryFn: ({ signal }) => {
      const query = versionId ? `?versionId=${versionId}` : '';
      return apiRequest<DocumentDetail>(`${documentPaths.detail(docId)}${query}`, { signal });
    },
    retry: false,
  });
}
