import { describe, expect, it } from 'vitest';
import { CollectionsCriteria, StandardsCriteria } from '../../../common/search/search-criteria.contract.ts';
import type { Facet, SearchResults } from '../../../common/search/search-results.contract.ts';
import { changesOf, chosenCount, clearedChanges, draftOf, pendingChanges, toggleChoice } from './facet-draft.ts';

const option = (id: string, selected = false) => ({ id, text: id, count: 1, selected });

function standardsResults(facets: Facet[], criteria: Partial<StandardsCriteria> = {}): SearchResults {
  return {
    tab: 'standards',
    criteria: StandardsCriteria.parse(criteria),
    searchContext: 's1',
    page: 1,
    recordsPerPage: 15,
    orderBy: 0,
    hits: 0,
    total: 0,
    records: [],
    docIds: [],
    facets,
    summary: { terms: '', correctedTerms: null },
    special: null,
    nohits: true,
    canReset: false,
    activeCollection: null,
    redirect: null,
  };
}

describe('facet drafts', () => {
  const results = standardsResults(
    [
      { key: 'filterby', kind: 'radio', options: [option('subscription', true), option('all')] },
      { key: 'publisher', kind: 'multi', options: [option('ISO', true), option('IEC')] },
      { key: 'year', kind: 'multi', options: [option('2015'), option('2024', true)] },
    ],
    { facetPublisher: ['ISO'], facetYear: [2024], facetCrossReference: 'ISO 9001' },
  );

  it('counts the changes Apply would make, ticks and unticks alike, but not the results-in scope', () => {
    const applied = draftOf(results);
    expect(pendingChanges(applied, applied)).toBe(0);
    let draft = toggleChoice(applied, 'publisher', 'IEC', 'multi');
    draft = toggleChoice(draft, 'year', '2024', 'multi');
    expect(pendingChanges(draft, applied)).toBe(2);
    expect(pendingChanges(toggleChoice(draft, 'publisher', 'IEC', 'multi'), applied)).toBe(1);
    expect(pendingChanges({ ...draft, crossReference: 'IEC 61508' }, applied)).toBe(3);
    expect(pendingChanges(toggleChoice(applied, 'filterby', 'all', 'radio'), applied)).toBe(0);
  });

  it('starts from the choices the results were computed with', () => {
    expect(draftOf(results)).toEqual({
      chosen: { filterby: ['subscription'], publisher: ['ISO'], year: ['2024'] },
      crossReference: 'ISO 9001',
    });
    expect(chosenCount(draftOf(results))).toBe(3);
  });

  it('toggles checkboxes and replaces a radio choice', () => {
    let draft = toggleChoice(draftOf(results), 'publisher', 'IEC', 'multi');
    draft = toggleChoice(draft, 'publisher', 'ISO', 'multi');
    draft = toggleChoice(draft, 'filterby', 'all', 'radio');
    expect(draft.chosen.publisher).toEqual(['IEC']);
    expect(draft.chosen.filterby).toEqual(['all']);
    expect(pendingChanges(draft, draftOf(results))).toBeGreaterThan(0);
    expect(pendingChanges(toggleChoice(toggleChoice(draftOf(results), 'year', '2015', 'multi'), 'year', '2015', 'multi'), draftOf(results))).toBe(0);
  });

  it('applies every standards facet on the first page, years as numbers', () => {
    const draft = toggleChoice(draftOf(results), 'year', '2015', 'multi');
    expect(changesOf('standards', draft)).toEqual({
      filterBy: 'subscription',
      facetPublisher: ['ISO'],
      facetStatus: [],
      facetCountry: [],
      facetLanguage: [],
      facetYear: [2024, 2015],
      facetCrossReference: 'ISO 9001',
      page: 1,
    });
  });

  it('maps the collections facets to their criteria, ignoring unknown statuses and types', () => {
    const draft = { chosen: { colls: ['3'], dcolls: ['7'], include: ['current', 'bogus'], types: ['guide'], tags: ['audit'], publishers: ['ISO'] }, crossReference: '' };
    expect(changesOf('collections', draft)).toEqual({
      facetCollections: [3],
      facetPublisher: ['ISO'],
      facetCompanyCollections: [7],
      facetStatus: ['current'],
      facetDocumentType: 'guide',
      facetTags: ['audit'],
      page: 1,
    });
    expect(changesOf('collections', { chosen: { types: ['not-a-type'] }, crossReference: '' })).toMatchObject({ facetDocumentType: '' });
  });

  it('clears every facet but keeps the scope of the search', () => {
    expect(clearedChanges(results)).toEqual({
      facetPublisher: [],
      facetStatus: [],
      facetCountry: [],
      facetLanguage: [],
      facetYear: [],
      facetCrossReference: '',
      page: 1,
    });
    const collections = { ...results, tab: 'collections' as const, criteria: CollectionsCriteria.parse({ facetTags: ['audit'], page: 3 }) };
    expect(clearedChanges(collections)).toMatchObject({ facetTags: [], facetDocumentType: '', page: 1 });
  });
});
