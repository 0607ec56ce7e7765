import { describe, expect, it } from 'vitest';
import type { ClassifiedChange } from './change-classifier.ts';
import { bySignificance, citation, COMPARE_PROMPTS, composeSummary, isComparePromptId } from './compare-summary.ts';
import type { SectionRef } from './section-alignment.ts';

function ref(number: string | null, title: string): SectionRef {
  return { key: `k-${number ?? title}`, number, title, level: 1, index: 0, parentKey: null, parentTitle: null };
}

const NAMES = { olderName: 'ACME 100:2016', newerName: 'ACME 100:2024' };
const base = { before: '', after: '', from: '', to: '', subject: '', detail: '' };

const CHANGES: ClassifiedChange[] = [
  { ...base, class: 'editorial', direction: 'changed', significance: 0.05, olderSection: ref('4.1', 'Length'), newerSection: ref('4.1', 'Length'), order: 4, detail: 'Editorial change (punctuation, case, spacing or word order)', after: 'Passwords, shall be long.' },
  { ...base, class: 'value', direction: 'tightened', significance: 0.85, olderSection: ref('4.1', 'Length'), newerSection: ref('4.1', 'Length'), order: 4, from: '8 characters', to: '12 characters', subject: 'contain at least', detail: 'Lower limit tightened: 8 characters → 12 characters', before: 'at least 8 characters.', after: 'at least 12 characters.' },
  { ...base, class: 'requirement-strength', direction: 'strengthened', significance: 0.9, olderSection: ref('4.2', 'Rotation'), newerSection: ref('4.2', 'Rotation'), order: 5, from: 'should', to: 'shall', detail: 'Requirement strengthened: should → shall (SHOULD → MUST)', before: 'Users should change them.', after: 'Users shall change them.' },
  { ...base, class: 'section-added', direction: 'added', significance: 0.51, olderSection: null, newerSection: ref('7', 'MFA'), order: 9, to: 'MUST ×2', detail: 'Section 7 MFA added (requirements: MUST ×2)', after: 'Admins MUST use a second factor.' },
  { ...base, class: 'section-removed', direction: 'removed', significance: 0.45, olderSection: ref(null, 'Annex'), newerSection: null, order: 10, detail: 'Section Annex removed', before: 'Old annex.' },
  { ...base, class: 'section-moved', direction: 'moved', significance: 0.35, olderSection: ref('6', 'Lockout'), newerSection: ref('4.3', 'Lockout'), order: 6, from: '6 Lockout', to: '4.3 Lockout', detail: 'Section 6 Lockout moved to 4.3 Lockout' },
  { ...base, class: 'value', direction: 'changed', significance: 0.75, olderSection: ref('6', 'Lockout'), newerSection: ref('4.3', 'Lockout'), order: 6, from: '15 minutes', to: '30 | 45 minutes', subject: 'locked for', detail: 'Value changed: 15 minutes → 30 | 45 minutes' },
];

/** A fixed permutation, so the test does not depend on a random order. */
const shuffled = <T>(items: T[]) => items.map((item, index) => ({ item, rank: (index * 5 + 3) % items.length })).sort((a, b) => a.rank - b.rank).map(({ item }) => item);

describe('COMPARE_PROMPTS', () => {
  it('starts with the placeholder and offers the four formats', () => {
    expect(COMPARE_PROMPTS.map((prompt) => [prompt.id, prompt.title])).toEqual([
      [0, 'Select response format...'],
      [1, 'Summary of changes'],
      [2, 'Clause by clause'],
      [3, 'Changed requirements (shall/should/may)'],
      [4, 'Table of changed values'],
    ]);
    expect(isComparePromptId(0)).toBe(false);
    expect(isComparePromptId(4)).toBe(true);
    expect(isComparePromptId(5)).toBe(false);
    expect(() => composeSummary(CHANGES, 0, NAMES)).toThrow(RangeError);
  });
});

describe('composeSummary', () => {
  it('"Summary of changes": counts by class, then points most significant first, each citing both versions', () => {
    const summary = composeSummary(CHANGES, 1, NAMES);
    const lines = summary.text.split('\n');
    expect(lines[0]).toBe(
      'Changes from ACME 100:2016 to ACME 100:2024: 7 changes in 5 sections (1 requirement change, 2 changed values, 1 section removed, 1 section added, 1 section moved or renumbered, 1 editorial change).',
    );
    expect(lines[2]).toBe('1. Requirement strengthened: should → shall (SHOULD → MUST) — "Users shall change them." (ACME 100:2016 §4.2 → ACME 100:2024 §4.2)');
    expect(summary.points.map((point) => [point.olderSectionKey, point.newerSectionKey])).toEqual([
      ['k-4.2', 'k-4.2'],
      ['k-4.1', 'k-4.1'],
      ['k-6', 'k-4.3'],
      [null, 'k-7'],
      ['k-Annex', null],
      ['k-6', 'k-4.3'],
      ['k-4.1', 'k-4.1'],
    ]);
    expect(summary.points[3]?.text).toContain('(new in ACME 100:2024 §7)');
    expect(summary.points[4]?.text).toBe('Section Annex removed (ACME 100:2016 "Annex", removed in ACME 100:2024)');
    expect(composeSummary(CHANGES, 1, { ...NAMES, maxPoints: 2 }).text).toMatch(/… and 5 further changes of lesser significance\.$/);
  });

  it('is deterministic: the same changes in any order give the same summary in every format', () => {
    for (const id of [1, 2, 3, 4]) expect(composeSummary(shuffled(CHANGES), id, NAMES)).toEqual(composeSummary(CHANGES, id, NAMES));
  });

  it('"Clause by clause": clauses in reading order, the section\'s own change first, editorial ones counted', () => {
    const { text, points } = composeSummary(CHANGES, 2, NAMES);
    expect(text.split('\n')).toEqual([
      'Clause by clause, ACME 100:2016 → ACME 100:2024:',
      '',
      '4.1 Length (ACME 100:2016 §4.1 → ACME 100:2024 §4.1)',
      '- Lower limit tightened: 8 characters → 12 characters — "at least 12 characters."',
      '- 1 editorial change (punctuation, case, spacing or word order)',
      '',
      '4.2 Rotation (ACME 100:2016 §4.2 → ACME 100:2024 §4.2)',
      '- Requirement strengthened: should → shall (SHOULD → MUST) — "Users shall change them."',
      '',
      '4.3 Lockout (ACME 100:2016 §6 → ACME 100:2024 §4.3)',
      '- Section 6 Lockout moved to 4.3 Lockout',
      '- Value changed: 15 minutes → 30 | 45 minutes',
      '',
      '7 MFA (new in ACME 100:2024 §7)',
      '- Section 7 MFA added (requirements: MUST ×2) — "Admins MUST use a second factor."',
      '',
      'Annex (ACME 100:2016 "Annex", removed in ACME 100:2024)',
      '- Section Annex removed',
    ]);
    expect(points).toHaveLength(7);
    expect(points.every((point) => point.olderSectionKey !== null || point.newerSectionKey !== null)).toBe(true);
  });

  it('"Changed requirements": strength changes, then sections bringing or taking requirements', () => {
    const { text, points } = composeSummary(CHANGES, 3, NAMES);
    expect(text).toContain('1 changed requirement, 1 section with requirements added or removed.');
    expect(points.map((point) => point.newerSectionKey)).toEqual(['k-4.2', 'k-7']);
    expect(composeSummary(CHANGES.filter((change) => change.class === 'editorial'), 3, NAMES).text).toBe(
      'Changed requirements (must, shall, should, may), ACME 100:2016 → ACME 100:2024: no requirement changed.',
    );
  });

  it('"Table of changed values": a markdown table, most significant first, cells escaped', () => {
    const { text, points } = composeSummary(CHANGES, 4, NAMES);
    expect(text.split('\n')).toEqual([
      'Changed values, ACME 100:2016 → ACME 100:2024: 2 values.',
      '',
      '| Section in ACME 100:2016 | Section in ACME 100:2024 | Item | Before | After | Change |',
      '| --- | --- | --- | --- | --- | --- |',
      '| 4.1 Length | 4.1 Length | contain at least … | 8 characters | 12 characters | tightened |',
      '| 6 Lockout | 4.3 Lockout | locked for … | 15 minutes | 30 \\| 45 minutes | changed |',
    ]);
    expect(points.map((point) => point.olderSectionKey)).toEqual(['k-4.1', 'k-6']);
    expect(composeSummary([], 4, NAMES)).toEqual({ text: 'Changed values, ACME 100:2016 → ACME 100:2024: no numeric value changed.', points: [] });
  });

  it('keeps to the selected sections and says so', () => {
    const { text, points } = composeSummary(CHANGES, 1, { ...NAMES, selection: { older: ['k-6'] } });
    expect(text.startsWith('Changes from ACME 100:2016 to ACME 100:2024 in the selected sections: 2 changes in 1 section')).toBe(true);
    expect(points.map((point) => point.newerSectionKey)).toEqual(['k-4.3', 'k-4.3']);
    expect(composeSummary([], 1, NAMES).text).toBe('Changes from ACME 100:2016 to ACME 100:2024: none found.');
  });
});

describe('ordering and citations', () => {
  it('orders by significance, then clause order, then class', () => {
    const sorted = [...CHANGES].sort(bySignificance).map((change) => change.class);
    expect(sorted).toEqual(['requirement-strength', 'value', 'value', 'section-added', 'section-removed', 'section-moved', 'editorial']);
  });

  it('cites by number, or by title for an unnumbered section', () => {
    expect(citation({ olderSection: ref('3.3', 'Date'), newerSection: ref(null, 'Abstract') }, NAMES)).toBe('(ACME 100:2016 §3.3 → ACME 100:2024 "Abstract")');
  });
});
