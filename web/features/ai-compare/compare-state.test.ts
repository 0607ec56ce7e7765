import { describe, expect, it } from 'vitest';
import type { CompareResult, RedlinePair } from '../../../common/ai/compare.contract.ts';
import { DEFAULT_HISTORY_FILTERS } from '../../api/ai-compare.api.ts';
import { compareReducer, currentPage, initialCompareState, type CompareAction, type CompareState } from './compare-state.ts';
import { changeCount, clipWhole, elideUnchanged, pairOfPoint, redlineEntries, sideSegments } from './redline-model.ts';

const result = { id: 7, jobId: 'job-1', rating: -1, aiMessage: 'Changes' } as CompareResult;
const run = (actions: CompareAction[], from: CompareState = initialCompareState()) => actions.reduce(compareReducer, from);

describe('the compare window state', () => {
  it('moves to compare-summary when a compare finishes, and Back returns', () => {
    const state = run([{ type: 'pickVersions', priorVersionId: 1, newerVersionId: 2 }, { type: 'pickPrompt', promptId: 1 }, { type: 'starting' }, { type: 'polling', polls: 1 }, { type: 'fetching' }, { type: 'finished', result }]);
    expect(currentPage(state)).toBe('compare-summary');
    expect(state).toMatchObject({ phase: 'idle', result, rating: -1, newCompare: true, error: null });
    expect(currentPage(compareReducer(state, { type: 'back' }))).toBe('compare-toc');
  });

  it('keeps each page once in the back stack', () => {
    const state = run([{ type: 'finished', result }, { type: 'go', page: 'compare-history' }, { type: 'opened', result }]);
    expect(state.stack).toEqual(['compare-toc', 'compare-history', 'compare-summary']);
    expect(run([{ type: 'back' }, { type: 'back' }, { type: 'back' }], state).stack).toEqual(['compare-toc']);
  });

  it('resets the history filters the first time the history opens after a compare', () => {
    const filtered = run([{ type: 'filters', filters: { ...DEFAULT_HISTORY_FILTERS, page: 3, priorVersion: 5 } }]);
    const afterCompare = run([{ type: 'finished', result }, { type: 'go', page: 'compare-history' }], filtered);
    expect(afterCompare.historyFilters).toEqual(DEFAULT_HISTORY_FILTERS);
    expect(afterCompare.newCompare).toBe(false);
    const again = run([{ type: 'filters', filters: { ...DEFAULT_HISTORY_FILTERS, page: 2 } }, { type: 'back' }, { type: 'go', page: 'compare-history' }], afterCompare);
    expect(again.historyFilters.page).toBe(2);
  });

  it('opening the window resets selections, error, summary and rating, but remembers a new compare', () => {
    const state = run([
      { type: 'pickVersions', priorVersionId: 1, newerVersionId: 2 },
      { type: 'select', selection: { prior: ['a'], newer: ['b'] } },
      { type: 'finished', result },
      { type: 'rated', rating: 4 },
      { type: 'failed', failure: { key: 'failed_to_compare', detail: null } },
      { type: 'reset' },
    ]);
    expect(state).toEqual({ ...initialCompareState(), newCompare: true });
  });

  it('a new pair of versions clears the sections picked', () => {
    const state = run([{ type: 'pickVersions', priorVersionId: 1, newerVersionId: 2 }, { type: 'select', selection: { prior: ['a'], newer: [] } }, { type: 'pickVersions', priorVersionId: 1, newerVersionId: 3 }]);
    expect(state.selection).toEqual({ prior: [], newer: [] });
  });

  it('keeps a failure until the next start, and ignores polling after an abort', () => {
    const failed = run([{ type: 'starting' }, { type: 'failed', failure: { key: 'query_limit_exceeded', detail: null } }]);
    expect(failed.error?.key).toBe('query_limit_exceeded');
    expect(run([{ type: 'starting' }], failed).error).toBeNull();
    expect(run([{ type: 'starting' }, { type: 'aborted' }, { type: 'polling', polls: 3 }]).phase).toBe('idle');
  });

  it('applies a rating only when the server has it, and says when it failed', () => {
    const rated = run([{ type: 'finished', result }, { type: 'rated', rating: 5 }]);
    expect(rated.rating).toBe(5);
    expect(rated.result?.rating).toBe(5);
    const refused = compareReducer(rated, { type: 'rateFailed' });
    expect(refused).toMatchObject({ rating: 5, ratingFailed: true });
  });

  it('opens a history item, or says it could not', () => {
    expect(run([{ type: 'go', page: 'compare-history' }, { type: 'opening', id: 3 }]).opening).toBe(3);
    expect(run([{ type: 'opening', id: 3 }, { type: 'openFailed' }])).toMatchObject({ opening: null, openFailed: true });
  });
});

const pair = (kind: RedlinePair['kind'], older: string | null, newer: string | null): RedlinePair => ({
  kind,
  older: older === null ? null : { key: older, number: older, title: older },
  newer: newer === null ? null : { key: newer, number: newer, title: newer },
  segments: [],
  changeClasses: [],
});

describe('the redline', () => {
  const redline = [pair('same', 'o1', 'n1'), pair('same', 'o2', 'n2'), pair('changed', 'o3', 'n3'), pair('added', null, 'n4'), pair('same', 'o5', 'n5'), pair('split', 'o6', 'n6'), pair('split', 'o6', 'n7')];

  it('folds runs of unchanged pairs', () => {
    expect(redlineEntries(redline)).toEqual([
      { type: 'unchanged', key: 'same-0', indices: [0, 1] },
      { type: 'pair', index: 2 },
      { type: 'pair', index: 3 },
      { type: 'unchanged', key: 'same-4', indices: [4] },
      { type: 'pair', index: 5 },
      { type: 'pair', index: 6 },
    ]);
  });

  it('finds the pair of a point', () => {
    expect(pairOfPoint(redline, { olderSectionKey: 'o3', newerSectionKey: 'n3' })).toBe(2);
    expect(pairOfPoint(redline, { olderSectionKey: null, newerSectionKey: 'n4' })).toBe(3);
    expect(pairOfPoint(redline, { olderSectionKey: 'o6', newerSectionKey: 'n7' })).toBe(6);
    expect(pairOfPoint(redline, { olderSectionKey: 'o6', newerSectionKey: 'elsewhere' })).toBe(5);
    expect(pairOfPoint(redline, { olderSectionKey: null, newerSectionKey: null })).toBeNull();
    expect(pairOfPoint(redline, { olderSectionKey: 'x', newerSectionKey: null })).toBeNull();
  });

  it('shows deletions on the older side and insertions on the newer one', () => {
    const segments = [
      { op: 'equal' as const, text: 'The client ' },
      { op: 'delete' as const, text: 'should' },
      { op: 'insert' as const, text: 'MUST now' },
      { op: 'equal' as const, text: ' send' },
    ];
    expect(sideSegments(segments, 'older').map((segment) => segment.text).join('')).toBe('The client should send');
    expect(sideSegments(segments, 'newer').map((segment) => segment.text).join('')).toBe('The client MUST now send');
    expect(changeCount(segments)).toEqual({ inserted: 2, deleted: 1 });
  });
});

describe('long unchanged text around a change', () => {
  const long = (word: string) => Array.from({ length: 100 }, () => word).join(' ');

  it('keeps the words around each change and marks what it leaves out', () => {
    const { shown, elided } = elideUnchanged(
      [
        { op: 'equal', text: `${long('alpha')} ` },
        { op: 'delete', text: 'should' },
        { op: 'equal', text: ` ${long('beta')} ` },
        { op: 'insert', text: 'MUST' },
        { op: 'equal', text: ` ${long('gamma')}` },
      ],
      30,
    );
    expect(elided).toBe(true);
    expect(shown.map((segment) => segment.op)).toEqual(['gap', 'equal', 'delete', 'equal', 'gap', 'equal', 'insert', 'equal', 'gap']);
    for (const segment of shown) expect(segment.text.length).toBeLessThanOrEqual(31);
    expect(shown[1]?.text.trim().split(' ').every((word) => word === 'alpha')).toBe(true);
  });

  it('leaves short texts and texts without a change whole', () => {
    const plain = [{ op: 'equal' as const, text: long('same') }];
    expect(elideUnchanged(plain, 30)).toEqual({ shown: plain, elided: false });
    const short = [
      { op: 'equal' as const, text: 'The client ' },
      { op: 'insert' as const, text: 'MUST' },
    ];
    expect(elideUnchanged(short, 30)).toEqual({ shown: short, elided: false });
  });
});

describe('a section added or removed whole', () => {
  it('shows its start and marks the rest left out', () => {
    const text = Array.from({ length: 50 }, (_, at) => `word${at}`).join(' ');
    const { shown, elided } = clipWhole([{ op: 'insert', text }], 40);
    expect(elided).toBe(true);
    expect(shown).toEqual([{ op: 'insert', text: 'word0 word1 word2 word3 word4 word5' }, { op: 'gap', text: '' }]);
    expect(clipWhole([{ op: 'delete', text: 'short' }], 40)).toEqual({ shown: [{ op: 'delete', text: 'short' }], elided: false });
  });
});
