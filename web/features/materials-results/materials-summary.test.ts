import { describe, expect, it } from 'vitest';
import { narrowedNote, NO_RESULT_TIP_KEYS, noResultsTitleKey, summaryKey } from './materials-summary.ts';

describe('summary and no-results words', () => {
  it('names the tab and whether words were searched for', () => {
    expect(summaryKey('metals', 'stainless')).toBe('materialsResults.summary.metalsFoundFor');
    expect(summaryKey('metals', '  ')).toBe('materialsResults.summary.metalsFound');
    expect(summaryKey('metalsSupplier', 'inox')).toBe('materialsResults.summary.suppliersFoundFor');
    expect(noResultsTitleKey('metalsSupplier', '')).toBe('materialsResults.noResults.suppliersTitle');
    expect(noResultsTitleKey('metals', 'x')).toBe('materialsResults.noResults.metalsTitleFor');
  });

  it('notes the count before the facets only when they narrowed it', () => {
    expect(narrowedNote(3, 20)).toBe(true);
    expect(narrowedNote(20, 20)).toBe(false);
  });

  it('gives each tab its own tips', () => {
    expect(NO_RESULT_TIP_KEYS.metals).toHaveLength(4);
    expect(NO_RESULT_TIP_KEYS.metalsSupplier[0]).toBe('materialsResults.noResults.tips.suppliers.1');
  });
});
