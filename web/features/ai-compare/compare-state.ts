import type { CompareResult } from '../../../common/ai/compare.contract.ts';
import { COMPARE_UNRATED, type ComparePage } from '../../../common/ai/ai.values.ts';
import { DEFAULT_HISTORY_FILTERS, type CompareHistoryFilters } from '../../api/ai-compare.api.ts';
import type { CompareFailure } from './compare-job.ts';

/*
 * The compare window's state (portal-area.md §3 "Compare state", §4 "Compare job"): the pages with
 * their back stack, the two versions, the sections picked in each, the response format, the job
 * under way, the summary with its id and rating, and the history's filters with the "new compare" mark.
 */

/** prior is the older version (toc1, itemId1), newer the newer one (toc2, itemId2). */
export type CompareSide = 'prior' | 'newer';
export type CompareSelection = Record<CompareSide, string[]>;

/** Where a compare is: nothing under way, submitting, polling the job, fetching the result. */
export type JobPhase = 'idle' | 'starting' | 'polling' | 'fetching';

export type CompareState = {
  /** The pages visited, the one shown last; Back returns to the one before. */
  stack: ComparePage[];
  priorVersionId: number | null;
  newerVersionId: number | null;
  selection: CompareSelection;
  /** 0 is the placeholder "Select response format..." (§5). */
  promptId: number;
  phase: JobPhase;
  polls: number;
  error: CompareFailure | null;
  /** The summary shown on compare-summary: its id, text, points and redline. */
  result: CompareResult | null;
  /** The summary's rating as the server has it; -1 unrated. */
  rating: number;
  ratingFailed: boolean;
  /** A history item whose result is being loaded, and whether that failed. */
  opening: number | null;
  openFailed: boolean;
  /** Set by a finished compare: the history resets its filters and reloads the next time it opens (§4 7). */
  newCompare: boolean;
  historyFilters: CompareHistoryFilters;
};

export type CompareAction =
  | { type: 'reset' }
  | { type: 'pickVersions'; priorVersionId: number; newerVersionId: number }
  | { type: 'select'; selection: CompareSelection }
  | { type: 'pickPrompt'; promptId: number }
  | { type: 'starting' }
  | { type: 'polling'; polls: number }
  | { type: 'fetching' }
  | { type: 'finished'; result: CompareResult }
  | { type: 'failed'; failure: CompareFailure }
  | { type: 'aborted' }
  | { type: 'go'; page: ComparePage }
  | { type: 'back' }
  | { type: 'opening'; id: number }
  | { type: 'opened'; result: CompareResult }
  | { type: 'openFailed' }
  | { type: 'rated'; rating: number }
  | { type: 'rateFailed' }
  | { type: 'filters'; filters: CompareHistoryFilters };

export const NOTHING_SELECTED: CompareSelection = { prior: [], newer: [] };

export function initialCompareState(): CompareState {
  return {
    stack: ['compare-toc'],
    priorVersionId: null,
    newerVersionId: null,
    selection: NOTHING_SELECTED,
    promptId: 0,
    phase: 'idle',
    polls: 0,
    error: null,
    result: null,
    rating: COMPARE_UNRATED,
    ratingFailed: false,
    opening: null,
    openFailed: false,
    newCompare: false,
    historyFilters: DEFAULT_HISTORY_FILTERS,
  };
}

export function currentPage(state: CompareState): ComparePage {
  return state.stack.at(-1) ?? 'compare-toc';
}

/** A page goes on top of the stack; one already in it moves there, so the stack never holds a page twice. */
function pushPage(stack: ComparePage[], page: ComparePage): ComparePage[] {
  if (stack.at(-1) === page) return stack;
  return [...stack.filter((known) => known !== page), page];
}

export const jobRunning = (state: CompareState) => state.phase !== 'idle';

export function compareReducer(state: CompareState, action: CompareAction): CompareState {
  switch (action.type) {
    case 'reset':
      // Opening the window starts again; only the mark for the history outlives it.
      return { ...initialCompareState(), newCompare: state.newCompare };
    case 'pickVersions':
      if (action.priorVersionId === state.priorVersionId && action.newerVersionId === state.newerVersionId) return state;
      return { ...state, priorVersionId: action.priorVersionId, newerVersionId: action.newerVersionId, selection: NOTHING_SELECTED, error: null };
    case 'select':
      return { ...state, selection: action.selection };
    case 'pickPrompt':
      return { ...state, promptId: action.promptId, error: null };
    case 'starting':
      return { ...state, phase: 'starting', polls: 0, error: null };
    case 'polling':
      return state.phase === 'idle' ? state : { ...state, phase: 'polling', polls: action.polls };
    case 'fetching':
      return state.phase === 'idle' ? state : { ...state, phase: 'fetching' };
    case 'finished':
      return {
        ...state,
        phase: 'idle',
        polls: 0,
        result: action.result,
        rating: action.result.rating,
        ratingFailed: false,
        newCompare: true,
        stack: pushPage(state.stack, 'compare-summary'),
      };
    case 'failed':
      return { ...state, phase: 'idle', polls: 0, error: action.failure };
    case 'aborted':
      return { ...state, phase: 'idle', polls: 0 };
    case 'go': {
      const stack = pushPage(state.stack, action.page);
      if (action.page === 'compare-history' && state.newCompare) return { ...state, stack, newCompare: false, historyFilters: DEFAULT_HISTORY_FILTERS };
      return { ...state, stack };
    }
    case 'back':
      return state.stack.length > 1 ? { ...state, stack: state.stack.slice(0, -1) } : state;
    case 'opening':
      return { ...state, opening: action.id, openFailed: false };
    case 'opened':
      return {
        ...state,
        opening: null,
        result: action.result,
        rating: action.result.rating,
        ratingFailed: false,
        stack: pushPage(state.stack, 'compare-summary'),
      };
    case 'openFailed':
      return { ...state, opening: null, openFailed: true };
    case 'rated':
      return { ...state, rating: action.rating, ratingFailed: false, result: state.result ? { ...state.result, rating: action.rating } : null };
    case 'rateFailed':
      return { ...state, ratingFailed: true };
    case 'filters':
      return { ...state, historyFilters: action.filters };
  }
}
