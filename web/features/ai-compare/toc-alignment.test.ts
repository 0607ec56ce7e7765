import { describe, expect, it } from 'vitest';
import type { CompareToc, CompareTocEntry } from '../../../common/ai/compare.contract.ts';
import { alignRows, checkStates, compactSelection, descendantsOf, kindsOf, sectionLabel, selectAll, toggleSection } from './toc-alignment.ts';

const entry = (key: string, number: string | null, title: string, parentKey: string | null = null): CompareTocEntry => ({ key, parentKey, number, title, level: parentKey === null ? 1 : 2 });

/** RFC 5246 → RFC 8446 in small: 1 kept, 2 with a subsection renumbered, 3 split in two, 4 removed, 5 added. */
const toc: CompareToc = {
  docId: 1,
  docName: 'RFC 8446',
  prior: {
    itemId: 10,
    versionId: 10,
    itemName: 'RFC 5246',
    title: 'TLS 1.2',
    publishedOn: '2008-08-01',
    toc: [entry('o1', '1', 'Introduction'), entry('o2', '2', 'Protocol'), entry('o2.1', '2.1', 'Records', 'o2'), entry('o2.2', '2.2', 'Alerts', 'o2'), entry('o3', '3', 'Handshake'), entry('o4', '4', 'Compression')],
  },
  newer: {
    itemId: 11,
    versionId: 11,
    itemName: 'RFC 8446',
    title: 'TLS 1.3',
    publishedOn: '2018-08-01',
    toc: [entry('n1', '1', 'Introduction'), entry('n2', '2', 'Protocol'), entry('n2.1', '2.1', 'Alerts', 'n2'), entry('n2.2', '2.2', 'Records', 'n2'), entry('n3', '3', 'Key exchange'), entry('n3b', '3a', 'Authentication'), entry('n5', '5', '0-RTT')],
  },
  pairs: [
    { olderKey: 'o1', newerKey: 'n1', kind: 'same' },
    { olderKey: 'o2', newerKey: 'n2', kind: 'changed' },
    { olderKey: 'o2.2', newerKey: 'n2.1', kind: 'renumbered' },
    { olderKey: 'o2.1', newerKey: 'n2.2', kind: 'moved' },
    { olderKey: 'o3', newerKey: 'n3', kind: 'split' },
    { olderKey: 'o3', newerKey: 'n3b', kind: 'split' },
    { olderKey: 'o4', newerKey: null, kind: 'removed' },
    { olderKey: null, newerKey: 'n5', kind: 'added' },
  ],
};

describe('the aligned trees', () => {
  it('makes a row per pair and shows a split section once', () => {
    const rows = alignRows(toc);
    expect(rows.map((row) => [row.prior?.key ?? null, row.newer?.key ?? null, row.kind, row.priorRepeat])).toEqual([
      ['o1', 'n1', 'same', false],
      ['o2', 'n2', 'changed', false],
      ['o2.2', 'n2.1', 'renumbered', false],
      ['o2.1', 'n2.2', 'moved', false],
      ['o3', 'n3', 'split', false],
      ['o3', 'n3b', 'split', true],
      ['o4', null, 'removed', false],
      [null, 'n5', 'added', false],
    ]);
  });

  it('keeps a section no pair names, alone at the end', () => {
    const rows = alignRows({ ...toc, pairs: toc.pairs.filter((pair) => pair.newerKey !== 'n5') });
    expect(rows.at(-1)).toMatchObject({ prior: null, newer: { key: 'n5' }, kind: null });
  });

  it('knows how each section was matched', () => {
    expect(kindsOf(toc, 'newer').get('n5')).toBe('added');
    expect(kindsOf(toc, 'prior').get('o4')).toBe('removed');
    expect(kindsOf(toc, 'prior').get('o3')).toBe('split');
  });

  it('finds subsections at every depth', () => {
    expect(descendantsOf(toc.prior.toc, 'o2')).toEqual(['o2.1', 'o2.2']);
    expect(descendantsOf(toc.prior.toc, 'o1')).toEqual([]);
  });
});

describe('picking sections', () => {
  const none = { prior: [], newer: [] };

  it('proposes the partner on the other side', () => {
    expect(toggleSection(toc, none, 'prior', 'o2.2', true)).toEqual({ prior: ['o2.2'], newer: ['n2.1'] });
    expect(toggleSection(toc, none, 'newer', 'n3b', true)).toEqual({ prior: ['o3'], newer: ['n3b'] });
    expect(toggleSection(toc, none, 'prior', 'o3', true)).toEqual({ prior: ['o3'], newer: ['n3', 'n3b'] });
  });

  it('picks a section with its subsections, and their partners', () => {
    expect(toggleSection(toc, none, 'prior', 'o2', true)).toEqual({ prior: ['o2', 'o2.1', 'o2.2'], newer: ['n2', 'n2.1', 'n2.2'] });
  });

  it('an added or removed section has no partner to propose', () => {
    expect(toggleSection(toc, none, 'newer', 'n5', true)).toEqual({ prior: [], newer: ['n5'] });
    expect(toggleSection(toc, none, 'prior', 'o4', true)).toEqual({ prior: ['o4'], newer: [] });
  });

  it('unchecking a subsection takes its parent out, on both sides', () => {
    const all = toggleSection(toc, none, 'prior', 'o2', true);
    const after = toggleSection(toc, all, 'prior', 'o2.1', false);
    expect(after).toEqual({ prior: ['o2.2'], newer: ['n2.1'] });
    expect(checkStates(toc.prior.toc, after.prior).get('o2')).toBe('mixed');
    expect(checkStates(toc.prior.toc, after.prior).get('o2.2')).toBe('checked');
    expect(checkStates(toc.prior.toc, after.prior).get('o1')).toBe('unchecked');
  });

  it('a parent whose subsections are all picked is picked', () => {
    const one = toggleSection(toc, none, 'prior', 'o2.1', true);
    const both = toggleSection(toc, one, 'prior', 'o2.2', true);
    expect(both.prior).toEqual(['o2', 'o2.1', 'o2.2']);
  });

  it('sends a picked section without its subsections', () => {
    expect(compactSelection(toc.prior.toc, ['o2', 'o2.1', 'o2.2', 'o4'])).toEqual(['o2', 'o4']);
    expect(compactSelection(toc.prior.toc, ['o2.1', 'gone'])).toEqual(['o2.1']);
  });

  it('selects everything', () => {
    expect(selectAll(toc).newer).toHaveLength(7);
  });

  it('labels a section by number and title', () => {
    expect(sectionLabel({ number: '2.1', title: 'Records' })).toBe('2.1 Records');
    expect(sectionLabel({ number: null, title: 'Foreword' })).toBe('Foreword');
  });
});
