import { describe, expect, it } from 'vitest';
import { StandardsCriteria } from '../../../common/search/search-criteria.contract.ts';
import { translations } from '../../../common/locales/index.ts';
import { noResultTips, standardsSearchKind } from './no-result-tips.ts';

const criteria = (fields: Partial<StandardsCriteria>) => StandardsCriteria.parse(fields);

describe('noResultTips', () => {
  it('gives a search with words typed the seven standards tips', () => {
    expect(noResultTips('standards', criteria({ documentTitle: 'xylophone' }))).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `results.noResults.tips.standards.${n}`));
    expect(noResultTips('collections', null)).toHaveLength(6);
  });

  it('gives no spelling tip when no words were typed: latest, categories and filters have their own', () => {
    expect(standardsSearchKind(criteria({ latestWhat: 'new', latestWhen: 30 }))).toBe('latest');
    expect(standardsSearchKind(criteria({ latestWhat: 'all', latestFrom: '2026-01-01', latestTo: '2026-01-31' }))).toBe('latest');
    expect(standardsSearchKind(criteria({ icsCode: '03.120' }))).toBe('categories');
    expect(standardsSearchKind(criteria({ documentNumber: '*', publisher: ['ISO'] }))).toBe('filters');
    const latest = noResultTips('standards', criteria({ latestWhat: 'revised', latestWhen: 7 }));
    expect(latest.slice(0, 3)).toEqual(['results.noResults.tips.latest.1', 'results.noResults.tips.latest.2', 'results.noResults.tips.latest.3']);
    for (const kind of [latest, noResultTips('standards', criteria({ icsCode: '03' })), noResultTips('standards', criteria({ country: 'JP' }))]) {
      expect(kind).not.toContain('results.noResults.tips.standards.1');
      expect(kind).not.toContain('results.noResults.tips.standards.2');
    }
  });

  it('ends every standards list with the facets tip', () => {
    for (const fields of [{ documentTitle: 'x' }, { latestWhat: 'withdrawn' as const }, { icsCode: '03' }, { country: 'JP' }]) {
      expect(noResultTips('standards', criteria(fields)).at(-1)).toBe('results.noResults.tips.standards.7');
    }
  });

  it('names only tips every language has', () => {
    const all = [
      ...noResultTips('standards', criteria({ documentTitle: 'x' })),
      ...noResultTips('standards', criteria({ latestWhat: 'all', latestFrom: '2026-01-01', latestTo: '2026-01-31' })),
      ...noResultTips('standards', criteria({ icsCode: '03' })),
      ...noResultTips('standards', criteria({ country: 'JP' })),
      ...noResultTips('collections', null),
    ];
    for (const [language, tree] of Object.entries(translations)) {
      for (const key of all) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
        expect(typeof text, `${language} ${key}`).toBe('string');
      }
    }
  });
});
