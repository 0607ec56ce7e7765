import type { CompareParams, CompareResult, CompareStarted, CompareStatus } from '../../../common/ai/compare.contract.ts';
import { COMPARE_FIRST_POLL_MS, COMPARE_MAX_POLLS, COMPARE_POLL_MS, type CompareErrorKey, type CompareLimitError } from '../../../common/ai/ai.values.ts';
import { ApiRequestError } from '../../api/client.ts';

/*
 * A compare job from start to result (portal-area.md §4 "Compare job"): submit, the first status
 * poll 10 s later (at once when the result was cached), then every 5 s while PENDING or PROCESSING,
 * at most 15 polls; FINISHED fetches the result. ERROR, an unknown status, a failed call or too many
 * polls fail with failed_to_compare; aborting stops it wherever it is. Pure: the calls are passed in.
 */

export type CompareJobApi = {
  start: (params: CompareParams, signal: AbortSignal) => Promise<CompareStarted>;
  status: (jobId: string, signal: AbortSignal) => Promise<CompareStatus>;
  result: (jobId: string, signal: AbortSignal) => Promise<CompareResult>;
};

/** The call that failed with a non-ok status (§8 names a text for each), or the network. */
export type CompareFailureDetail = 'start' | 'status' | 'result' | 'network';

export type CompareFailure = { key: CompareErrorKey; detail: CompareFailureDetail | null };

export type CompareJobEvent = { type: 'submitted'; jobId: string; cached: boolean } | { type: 'polled'; poll: number; status: string } | { type: 'fetchingResult' };

export type CompareJobOutcome = { outcome: 'finished'; result: CompareResult } | { outcome: 'failed'; failure: CompareFailure } | { outcome: 'aborted' };

/** §8: subscription_compare_limit_exceeded shows as query_limit_exceeded. */
export function limitErrorKey(limitError: CompareLimitError): CompareErrorKey {
  return limitError === 'subscription_compare_limit_exceeded' ? 'query_limit_exceeded' : 'user_compare_limit_exceeded';
}

class Aborted extends Error {}

/** Waits `ms`, or rejects as soon as the signal aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Aborted());
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function failureOf(error: unknown, detail: Exclude<CompareFailureDetail, 'network'>): CompareFailure {
  const network = error instanceof ApiRequestError && error.code === 0;
  return { key: 'failed_to_compare', detail: network ? 'network' : detail };
}

/** Runs one compare; never throws. */
export async function runCompareJob(params: CompareParams, api: CompareJobApi, options: { signal: AbortSignal; onEvent?: (event: CompareJobEvent) => void }): Promise<CompareJobOutcome> {
  const { signal, onEvent } = options;
  let step: Exclude<CompareFailureDetail, 'network'> = 'start';
  try {
    const started = await api.start(params, signal);
    if (signal.aborted) return { outcome: 'aborted' };
    if (started.limitError) return { outcome: 'failed', failure: { key: limitErrorKey(started.limitError), detail: null } };
    if (!started.jobId) return { outcome: 'failed', failure: { key: 'failed_to_compare', detail: null } };
    const { jobId } = started;
    onEvent?.({ type: 'submitted', jobId, cached: started.cached });
    // A cached result is there already: no reason to wait for the first poll.
    let wait = started.cached ? 0 : COMPARE_FIRST_POLL_MS;
    for (let poll = 1; poll <= COMPARE_MAX_POLLS; poll += 1) {
      if (wait > 0) await sleep(wait, signal);
      step = 'status';
      const { status } = await api.status(jobId, signal);
      if (signal.aborted) return { outcome: 'aborted' };
      onEvent?.({ type: 'polled', poll, status });
      if (status === 'FINISHED') {
        step = 'result';
        onEvent?.({ type: 'fetchingResult' });
        const result = await api.result(jobId, signal);
        if (signal.aborted) return { outcome: 'aborted' };
        return { outcome: 'finished', result };
      }
      // ERROR, or a status this window does not know.
      if (status !== 'PENDING' && status !== 'PROCESSING') return { outcome: 'failed', failure: { key: 'failed_to_compare', detail: null } };
      wait = COMPARE_POLL_MS;
    }
    // Still not finished after the last poll.
    return { outcome: 'failed', failure: { key: 'failed_to_compare', detail: null } };
  } catch (error) {
    if (signal.aborted || error instanceof Aborted || (error instanceof DOMException && error.name === 'AbortError')) return { outcome: 'aborted' };
    return { outcome: 'failed', failure: failureOf(error, step) };
  }
}
