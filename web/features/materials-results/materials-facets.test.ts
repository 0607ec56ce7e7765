import { describe, expect, it } from 'vitest';
import type { MaterialsFacet } from '../../../common/materials/materials-search.contract.ts';
import {
  appliedDraftOf,
  applyChanges,
  changeFields,
  chosenFacetCount,
  clearChanges,
  facetKeysOf,
  pendingFacetChanges,
  toggleFacetChoice,
} from './materials-facets.ts';

const facet = (key: MaterialsFacet['key'], options: [string, boolean][]): MaterialsFacet => ({
  key,
  kind: 'multi',
  options: options.map(([id, selected]) => ({ id, text: id, count: 1, selected })),
});

describe('materials facets', () => {
  it('lists the facets of each tab in display order', () => {
    expect(facetKeysOf('metals')).toEqual(['country', 'form', 'kind', 'standard']);
    expect(facetKeysOf('metalsSupplier')).toEqual(['country', 'form', 'establishmentType']);
  });

  it('reads the applied choices from the answer and counts what waits for Apply', () => {
    const applied = appliedDraftOf({ facets: [facet('country', [['EU', true], ['DE', false]]), facet('form', [['bar', true], ['plate', true]])] });
    expect(applied).toEqual({ country: ['EU'], form: ['bar', 'plate'] });
    expect(chosenFacetCount(applied)).toBe(3);
    expect(pendingFacetChanges(applied, applied)).toBe(0);
    const draft = toggleFacetChoice(toggleFacetChoice(applied, 'country', 'DE'), 'form', 'bar');
    expect(draft).toEqual({ country: ['EU', 'DE'], form: ['plate'] });
    expect(pendingFacetChanges(draft, applied)).toBe(2);
    // Ticking and unticking again leaves nothing to apply.
    expect(pendingFacetChanges(toggleFacetChoice(draft, 'country', 'DE'), applied)).toBe(1);
    expect(pendingFacetChanges({ kind: ['steel'] }, {})).toBe(1);
  });

  it('applies every facet of the tab from the first page, and clears them all', () => {
    expect(applyChanges('metals', { country: ['EU'], establishmentType: ['stockist'] })).toEqual({
      facets: { country: ['EU'], form: [], kind: [], standard: [] },
      page: 1,
    });
    expect(clearChanges('metalsSupplier')).toEqual({ facets: { country: [], form: [], establishmentType: [] }, page: 1 });
  });

  it('posts chosen values as list fields and an emptied facet as one empty field', () => {
    expect(changeFields('metals', applyChanges('metals', { country: ['EU', 'DE'], form: ['bar'] }))).toEqual([
      ['facetCountry[]', 'EU'],
      ['facetCountry[]', 'DE'],
      ['facetForm[]', 'bar'],
      ['facetKind', ''],
      ['facetStandard', ''],
      ['page', '1'],
    ]);
    expect(changeFields('metalsSupplier', { facets: { establishmentType: ['distributor'], kind: ['steel'] } })).toEqual([['facetEstablishmentType[]', 'distributor']]);
    expect(changeFields('metals', { orderBy: 1, page: 1 })).toEqual([
      ['orderBy', '1'],
      ['page', '1'],
    ]);
    expect(changeFields('metals', { page: 3 })).toEqual([['page', '3']]);
    expect(changeFields('metals', {})).toEqual([]);
  });
});
