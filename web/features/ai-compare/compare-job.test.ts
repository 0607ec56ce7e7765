import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareParams, CompareResult, CompareStarted } from '../../../common/ai/compare.contract.ts';
import { ApiRequestError } from '../../api/client.ts';
import { limitErrorKey, runCompareJob, type CompareJobApi, type CompareJobEvent, type CompareJobOutcome } from './compare-job.ts';

const params: CompareParams = { docId: 1, itemId1: 10, itemId2: 11, toc1Selection: [], toc2Selection: [], promptId: 1, language: 'en' };
const result = { id: 7, jobId: 'job-1', aiMessage: 'Changes', rating: -1 } as CompareResult;

type Script = { started?: CompareStarted | Error; statuses?: (string | Error)[]; result?: CompareResult | Error };

/** An API whose answers follow a script; every call is recorded with the fake clock's time. */
function scripted(script: Script) {
  const calls: { method: string; at: number }[] = [];
  const statuses = [...(script.statuses ?? [])];
  const answer = <T>(value: T | Error): Promise<T> => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const api: CompareJobApi = {
    start: () => {
      calls.push({ method: 'start', at: Date.now() });
      return answer(script.started ?? { jobId: 'job-1', limitError: null, cached: false });
    },
    status: (jobId) => {
      calls.push({ method: 'status', at: Date.now() });
      const next = statuses.shift() ?? 'PENDING';
      return next instanceof Error ? Promise.reject(next) : Promise.resolve({ jobId, status: next as 'PENDING' });
    },
    result: () => {
      calls.push({ method: 'result', at: Date.now() });
      return answer(script.result ?? result);
    },
  };
  return { api, calls };
}

/** Runs the job to its end on the fake clock. */
async function run(api: CompareJobApi, controller = new AbortController(), events: CompareJobEvent[] = []): Promise<CompareJobOutcome> {
  const done = runCompareJob(params, api, { signal: controller.signal, onEvent: (event) => events.push(event) });
  await vi.runAllTimersAsync();
  return done;
}

describe('a compare job', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls first 10 s after submitting, then every 5 s, and fetches the result once FINISHED', async () => {
    const { api, calls } = scripted({ statuses: ['PENDING', 'PROCESSING', 'FINISHED'] });
    const events: CompareJobEvent[] = [];
    const outcome = await run(api, new AbortController(), events);
    expect(outcome).toEqual({ outcome: 'finished', result });
    expect(calls).toEqual([
      { method: 'start', at: 0 },
      { method: 'status', at: 10_000 },
      { method: 'status', at: 15_000 },
      { method: 'status', at: 20_000 },
      { method: 'result', at: 20_000 },
    ]);
    expect(events.map((event) => event.type)).toEqual(['submitted', 'polled', 'polled', 'polled', 'fetchingResult']);
  });

  it('checks a cached result at once', async () => {
    const { api, calls } = scripted({ started: { jobId: 'job-1', limitError: null, cached: true }, statuses: ['FINISHED'] });
    expect((await run(api)).outcome).toBe('finished');
    expect(calls.map((call) => [call.method, call.at])).toEqual([
      ['start', 0],
      ['status', 0],
      ['result', 0],
    ]);
  });

  it('gives up after 15 polls', async () => {
    const { api, calls } = scripted({ statuses: Array.from({ length: 20 }, () => 'PENDING') });
    expect(await run(api)).toEqual({ outcome: 'failed', failure: { key: 'failed_to_compare', detail: null } });
    const polls = calls.filter((call) => call.method === 'status');
    expect(polls).toHaveLength(15);
    expect(polls.at(-1)?.at).toBe(10_000 + 14 * 5_000);
    expect(calls.some((call) => call.method === 'result')).toBe(false);
  });

  it('fails on ERROR and on a status it does not know', async () => {
    expect(await run(scripted({ statuses: ['PENDING', 'ERROR'] }).api)).toEqual({ outcome: 'failed', failure: { key: 'failed_to_compare', detail: null } });
    expect(await run(scripted({ statuses: ['QUEUED'] }).api)).toEqual({ outcome: 'failed', failure: { key: 'failed_to_compare', detail: null } });
  });

  it('names the call that failed with a non-ok status, and the network', async () => {
    const refused = new ApiRequestError(500, 'Server error');
    expect(await run(scripted({ started: refused }).api)).toEqual({ outcome: 'failed', failure: { key: 'failed_to_compare', detail: 'start' } });
    expect(await run(scripted({ statuses: ['PENDING', refused] }).api)).toEqual({ outcome: 'failed', failure: { key: 'failed_to_compare', detail: 'status' } });
    expect(await run(scripted({ statuses: ['FINISHED'], result: refused }).api)).toEqual({ outcome: 'failed', failure: { key: 'failed_to_compare', detail: 'result' } });
    const offline = new ApiRequestError(0, 'Normscope cannot be reached.', 'errors.network');
    expect(await run(scripted({ statuses: [offline] }).api)).toEqual({ outcome: 'failed', failure: { key: 'failed_to_compare', detail: 'network' } });
  });

  it('shows the limit errors by their keys, without polling', async () => {
    const subscription = scripted({ started: { jobId: null, limitError: 'subscription_compare_limit_exceeded', cached: false } });
    expect(await run(subscription.api)).toEqual({ outcome: 'failed', failure: { key: 'query_limit_exceeded', detail: null } });
    expect(subscription.calls.map((call) => call.method)).toEqual(['start']);
    const user = scripted({ started: { jobId: null, limitError: 'user_compare_limit_exceeded', cached: false } });
    expect(await run(user.api)).toEqual({ outcome: 'failed', failure: { key: 'user_compare_limit_exceeded', detail: null } });
    expect(limitErrorKey('subscription_compare_limit_exceeded')).toBe('query_limit_exceeded');
    // Neither a job nor a limit: nothing to poll.
    expect(await run(scripted({ started: { jobId: null, limitError: null, cached: false } }).api)).toEqual({ outcome: 'failed', failure: { key: 'failed_to_compare', detail: null } });
  });

  it('stops polling when aborted', async () => {
    const { api, calls } = scripted({ statuses: Array.from({ length: 20 }, () => 'PENDING') });
    const controller = new AbortController();
    const done = runCompareJob(params, api, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(16_000);
    expect(calls.filter((call) => call.method === 'status')).toHaveLength(2);
    controller.abort();
    await vi.runAllTimersAsync();
    expect(await done).toEqual({ outcome: 'aborted' });
    expect(calls.filter((call) => call.method === 'status')).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is aborted, not failed, when the abort interrupts a call', async () => {
    const controller = new AbortController();
    const api: CompareJobApi = {
      start: () => Promise.resolve({ jobId: 'job-1', limitError: null, cached: true }),
      status: (_jobId, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))),
      result: () => Promise.resolve(result),
    };
    const done = runCompareJob(params, api, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await done).toEqual({ outcome: 'aborted' });
  });
});
