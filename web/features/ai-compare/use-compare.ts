import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { CompareHistoryItem, CompareParams } from '../../../common/ai/compare.contract.ts';
import { checkCompareStatus, fetchCompareResult, invalidateCompareHistory, refreshCompareQuota, startCompare, useRateCompare } from '../../api/ai-compare.api.ts';
import { logClientFailure } from '../../app/client-log.ts';
import { runCompareJob, type CompareJobApi } from './compare-job.ts';
import { compareReducer, initialCompareState, type CompareAction, type CompareState } from './compare-state.ts';

export type CompareControls = {
  state: CompareState;
  dispatch: (action: CompareAction) => void;
  start: (params: CompareParams) => void;
  abort: () => void;
  openItem: (item: CompareHistoryItem) => void;
  rate: (rating: number) => void;
  rating: boolean;
};

const jobApi: CompareJobApi = { start: startCompare, status: checkCompareStatus, result: fetchCompareResult };

/**
 * The compare window's behaviour (portal-area.md §4 "Compare job"): each opening starts afresh,
 * a compare runs its job until the summary or a failure, closing or Abort stops the polling, and a
 * finished compare marks the history for a reload and reads the quota again.
 */
export function useCompare(opened: boolean): CompareControls {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(compareReducer, undefined, initialCompareState);
  const running = useRef<AbortController | null>(null);
  const rateMutation = useRateCompare();

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  // Opening resets selections, error, summary and rating (§4 1); closing stops what runs.
  useEffect(() => {
    if (opened) dispatch({ type: 'reset' });
    return stop;
  }, [opened, stop]);

  const start = useCallback(
    (params: CompareParams) => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'starting' });
      void runCompareJob(params, jobApi, {
        signal: controller.signal,
        onEvent: (event) => {
          if (event.type === 'polled') dispatch({ type: 'polling', polls: event.poll });
          else if (event.type === 'fetchingResult') dispatch({ type: 'fetching' });
          else dispatch({ type: 'polling', polls: 0 });
        },
      }).then((outcome) => {
        if (running.current === controller) running.current = null;
        if (outcome.outcome === 'aborted') return;
        if (outcome.outcome === 'failed') {
          logClientFailure(`Compare failed: ${outcome.failure.key}${outcome.failure.detail ? ` (${outcome.failure.detail})` : ''}`);
          dispatch({ type: 'failed', failure: outcome.failure });
          return;
        }
        dispatch({ type: 'finished', result: outcome.result });
        invalidateCompareHistory(client);
        refreshCompareQuota(client);
      });
    },
    [client, stop],
  );

  const abort = useCallback(() => {
    stop();
    dispatch({ type: 'aborted' });
  }, [stop]);

  const openItem = useCallback(
    (item: CompareHistoryItem) => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'opening', id: item.id });
      fetchCompareResult(item.jobId, controller.signal)
        .then((result) => {
          if (!controller.signal.aborted) dispatch({ type: 'opened', result });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          logClientFailure('Open compare failed', error);
          dispatch({ type: 'openFailed' });
        });
    },
    [stop],
  );

  const summaryId = state.result?.id ?? null;
  const { mutate } = rateMutation;
  /** A rating shows only once the server has it (§4). */
  const rate = useCallback(
    (rating: number) => {
      if (summaryId === null) return;
      mutate(
        { summaryId, rating },
        {
          onSuccess: (rated) => dispatch({ type: 'rated', rating: rated.rating }),
          onError: () => dispatch({ type: 'rateFailed' }),
        },
      );
    },
    [mutate, summaryId],
  );

  return { state, dispatch, start, abort, openItem, rate, rating: rateMutation.isPending };
}
