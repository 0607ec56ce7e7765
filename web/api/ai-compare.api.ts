import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CompareDeleted,
  CompareHistoryPage,
  CompareParams,
  ComparePrompts,
  CompareQuota,
  CompareRating,
  CompareResult,
  CompareStarted,
  CompareStatus,
  CompareToc,
} from '../../common/ai/compare.contract.ts';
import { aiPaths, COMPARE_HISTORY_PAGE_SIZE, type CompareMethod } from '../../common/ai/ai.values.ts';
import { logClientFailure } from '../app/client-log.ts';
import { apiRequest } from './client.ts';

/*
 * The AI compare calls (portal-area.md §7 "AI compare"): the chat's service and encoding,
 * `POST /management/services.v1.aiajax/{method}`, form encoded, answering the `{status, code, data}`
 * envelope. apiRequest sends the session's nonce header with every call.
 */

type FieldValue = string | number;
type Fields = Record<string, FieldValue | readonly FieldValue[] | null | undefined>;

/** A list is sent as the same name repeated (`itemIds[]` twice); an empty or missing value is left out. */
export function compareForm(fields: Fields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value as readonly FieldValue[]) form.append(name, String(item));
    else form.append(name, String(value));
  }
  return form;
}

export function compareCall<T>(method: CompareMethod, fields: Fields = {}, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(aiPaths.call(method), { form: compareForm(fields), ...(signal ? { signal } : {}) });
}

const COMPARE_KEY = ['ai', 'compare'] as const;
const TOC_KEY = (older: number, newer: number) => [...COMPARE_KEY, 'toc', older, newer] as const;
const PROMPTS_KEY = [...COMPARE_KEY, 'prompts'] as const;
const QUOTA_KEY = [...COMPARE_KEY, 'quota'] as const;
const HISTORY_KEY = [...COMPARE_KEY, 'history'] as const;

/** Both versions' tables of contents and the sections matched between them; the server puts the older one first. */
export function useCompareToc(itemIds: readonly [number, number] | null) {
  const [first = 0, second = 0] = itemIds ?? [];
  return useQuery({
    queryKey: TOC_KEY(Math.min(first, second), Math.max(first, second)),
    queryFn: async ({ signal }) => {
      try {
        return await compareCall<CompareToc>('getPdfTOC', { 'itemIds[]': [first, second] }, signal);
      } catch (error) {
        if (!signal.aborted) logClientFailure('There has been a problem loading TOC for sections selection.', error);
        throw error;
      }
    },
    enabled: itemIds !== null && first !== second,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The response formats; a failure is logged only (§8), and the window offers the formats it knows. */
export function useComparePrompts(enabled: boolean) {
  return useQuery({
    queryKey: PROMPTS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await compareCall<ComparePrompts>('getPrompts', {}, signal);
      } catch (error) {
        if (!signal.aborted) logClientFailure('Compare prompt options failed', error);
        throw error;
      }
    },
    enabled,
    retry: false,
    staleTime: 60 * 60_000,
  });
}

/** The caller's compares this month; a failure is logged only (§8). */
export function useCompareQuota(enabled: boolean) {
  return useQuery({
    queryKey: QUOTA_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await compareCall<CompareQuota>('getCompareQueryCountBySubId', {}, signal);
      } catch (error) {
        if (!signal.aborted) logClientFailure('Compare quota failed', error);
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}

/** After a compare: the quota used is read again (§4 "Compare job" 5). */
export function refreshCompareQuota(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: QUOTA_KEY });
}

/** Submits a compare job: a jobId to poll, or the limit that stopped it. */
export function startCompare(params: CompareParams, signal?: AbortSignal): Promise<CompareStarted> {
  return compareCall<CompareStarted>('getSectionDiffSummary', { compareParams: JSON.stringify(params) }, signal);
}

export function checkCompareStatus(jobId: string, signal?: AbortSignal): Promise<CompareStatus> {
  return compareCall<CompareStatus>('checkDiffSummaryStatus', { jobId }, signal);
}

export function fetchCompareResult(jobId: string, signal?: AbortSignal): Promise<CompareResult> {
  return compareCall<CompareResult>('getPromptResultByJobId', { jobId }, signal);
}

/** A rating, 1 to 5, or -1 to clear it; shown only once the server has it (the caller applies the answer). */
export function useRateCompare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { summaryId: number; rating: number }) => compareCall<CompareRating>('updateSummaryRating', { summaryId: input.summaryId, rating: String(input.rating) }),
    onSuccess: () => void client.invalidateQueries({ queryKey: HISTORY_KEY }),
    onError: (error) => logClientFailure('Rate compare failed', error),
  });
}

/** §3 "Compare history filters": page (from 1), sort, date range and the two versions (itemIds). */
export type CompareHistoryFilters = {
  page: number;
  sortBy: 'date' | 'rating';
  sortOrder: 'asc' | 'desc';
  startDate: string;
  endDate: string;
  priorVersion: number | null;
  newerVersion: number | null;
};

export const DEFAULT_HISTORY_FILTERS: CompareHistoryFilters = { page: 1, sortBy: 'date', sortOrder: 'desc', startDate: '', endDate: '', priorVersion: null, newerVersion: null };

/** The fields of a history page: 10 a page, empty filters left out. */
export function historyFields(docId: number | null, filters: CompareHistoryFilters): Fields {
  return {
    docId,
    offset: (filters.page - 1) * COMPARE_HISTORY_PAGE_SIZE,
    limit: COMPARE_HISTORY_PAGE_SIZE,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    startDate: filters.startDate,
    endDate: filters.endDate,
    priorVersion: filters.priorVersion,
    newerVersion: filters.newerVersion,
  };
}

const EMPTY_HISTORY: CompareHistoryPage = { data: [], total: 0, offset: 0, limit: COMPARE_HISTORY_PAGE_SIZE };

/**
 * A page of the caller's compares of the document. A failure is logged and read as an empty list
 * (§8 "History and delete return an empty list on failure"); `failed` says so, for a retry.
 */
export function useCompareHistory(docId: number | null, filters: CompareHistoryFilters, enabled: boolean) {
  const query = useQuery({
    queryKey: [...HISTORY_KEY, docId, filters] as const,
    queryFn: async ({ signal }) => {
      try {
        return await compareCall<CompareHistoryPage>('getCompareHistory', historyFields(docId, filters), signal);
      } catch (error) {
        if (!signal.aborted) logClientFailure('Compare history failed', error);
        throw error;
      }
    },
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return { ...query, page: query.error ? EMPTY_HISTORY : query.data, failed: query.error !== null };
}

/** Every history page is read again when next shown (a compare finished, or one was deleted or rated). */
export function invalidateCompareHistory(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: HISTORY_KEY });
}

export function useDeleteCompare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (compareId: number) => compareCall<CompareDeleted>('deleteCompareHistory', { compareId }),
    onSettled: () => invalidateCompareHistory(client),
    onError: (error) => logClientFailure('Delete compare failed', error),
  });
}
