import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '../../components/ui/query-state.tsx';
import { recordIdOf, recordProblemOf } from './record-ids.ts';
import { RecordSkeleton } from './record-page-parts.tsx';

export type RecordRoute<T> = { id: number | null; query: UseQueryResult<T>; problem: 'notFound' | 'forbidden' | null };

/**
 * A record page's address and answer: the id the address carries (else not found), the record's
 * query, why there is nothing to show, and another record opening at its top, even when its
 * link sat at the foot of the last page.
 */
export function useRecordRoute<T>(useRecord: (id: number | null) => UseQueryResult<T>): RecordRoute<T> {
  const id = recordIdOf(useParams().id);
  const query = useRecord(id);
  const problem = id === null ? 'notFound' : recordProblemOf(query.error);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [id]);
  return { id, query, problem };
}

/** The record once it has arrived; a skeleton while it loads, and the error with a retry when it fails. */
export function RecordQueryState<T>({ query, skeletonTestId, children }: { query: UseQueryResult<T>; skeletonTestId: string; children: (record: T) => ReactNode }) {
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} skeleton={<RecordSkeleton testId={skeletonTestId} />}>
      {query.data ? children(query.data) : null}
    </QueryState>
  );
}
