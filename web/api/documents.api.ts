import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { DocumentDetail } from '../../common/catalogue/document.contract.ts';
import { documentPaths, type DocumentViewRecorded } from '../../common/catalogue/document.values.ts';
import { logClientFailure } from '../app/client-log.ts';
import { apiRequest } from './client.ts';

/** A document for the display page; versionId 0 or undefined is the current version. */
export function documentQuery(docId: number, versionId?: number) {
  return queryOptions({
    queryKey: ['document', docId, versionId ?? 0],
    queryFn: ({ signal }) => apiRequest<DocumentDetail>(documentPaths.detailOf(docId, versionId), { signal }),
    retry: false,
  });
}

export function useDocument(docId: number, versionId?: number) {
  return useQuery(documentQuery(docId, versionId));
}

/**
 * Once the display page shows a document, records the view (a POST with the nonce: loading the
 * document, its preload or a prefetch never counts), then refreshes the recently viewed list.
 * `docId` undefined: nothing is shown yet. The ref keeps it to one call per page, even when
 * React runs the effect twice.
 */
export function useRecordDocumentView(docId: number | undefined): void {
  const client = useQueryClient();
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (docId === undefined || recorded.current === docId) return;
    recorded.current = docId;
    apiRequest<DocumentViewRecorded>(documentPaths.views(docId), { method: 'POST' })
      .then(() => client.invalidateQueries({ queryKey: ['search', 'recentlyViewed'] }))
      .catch((error: unknown) => logClientFailure('Recording the document view failed', error));
  }, [client, docId]);
}
