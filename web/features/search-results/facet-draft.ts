import { STATUS_DISPLAYS, type StatusDisplay } from '../../../common/catalogue/document-status.ts';
import { DOC_TYPES } from '../../../common/catalogue/doc-type.ts';
import { isOneOf } from '../../../common/one-of.ts';
import type { CollectionsCriteria, ResultsTab, StandardsCriteria } from '../../../common/search/search-criteria.contract.ts';
import { FILTER_BY, withoutCollectionsFacets, withoutStandardsFacets } from '../../../common/search/search-criteria.values.ts';
import type { FacetKey, SearchResults } from '../../../common/search/search-results.contract.ts';

/**
 * The facet choices the user is making before Apply: the option ids chosen per facet,
 * and the 'search within' text. The results page keeps one draft per search context.
 */
export type FacetDraft = { chosen: Partial<Record<FacetKey, string[]>>; crossReference: string };

export type CriteriaChanges = Partial<StandardsCriteria> | Partial<CollectionsCriteria>;

/** The choices the results were computed with. */
export function draftOf(results: SearchResults): FacetDraft {
  const chosen: FacetDraft['chosen'] = {};
  for (const facet of results.facets) chosen[facet.key] = facet.options.filter((option) => option.selected).map((option) => option.id);
  const crossReference = results.tab === 'standards' && 'facetCrossReference' in results.criteria ? results.criteria.facetCrossReference : '';
  return { chosen, crossReference };
}

export function toggleChoice(draft: FacetDraft, key: FacetKey, id: string, kind: 'radio' | 'multi'): FacetDraft {
  const current = draft.chosen[key] ?? [];
  const next = kind === 'radio' ? [id].filter((value) => value !== '') : current.includes(id) ? current.filter((value) => value !== id) : [...current, id];
  return { ...draft, chosen: { ...draft.chosen, [key]: next } };
}

/**
 * How many choices Apply would change: each option ticked or unticked since the results were
 * computed, and the 'search within' text when it differs. 'Results in' applies at once, so it never waits.
 */
export function pendingChanges(draft: FacetDraft, applied: FacetDraft): number {
  let count = draft.crossReference.trim() === applied.crossReference.trim() ? 0 : 1;
  const keys = new Set([...Object.keys(draft.chosen), ...Object.keys(applied.chosen)] as FacetKey[]);
  for (const key of keys) {
    if (key === 'filterby') continue;
    const now = draft.chosen[key] ?? [];
    const before = applied.chosen[key] ?? [];
    count += now.filter((id) => !before.includes(id)).length + before.filter((id) => !now.includes(id)).length;
  }
  return count;
}

const statuses = (ids: string[] = []) => ids.filter((id): id is StatusDisplay => isOneOf(STATUS_DISPLAYS, id));
const numbers = (ids: string[] = []) => ids.map(Number).filter((value) => Number.isInteger(value));

/** The criteria fields Apply sends: every facet, on the first page (search-area.md §2 "Facets"). */
export function changesOf(tab: ResultsTab, draft: FacetDraft): CriteriaChanges {
  const { chosen } = draft;
  if (tab === 'standards') {
    const filterBy = chosen.filterby?.[0];
    return {
      ...(isOneOf(FILTER_BY, filterBy) ? { filterBy } : {}),
      facetPublisher: chosen.publisher ?? [],
      facetStatus: statuses(chosen.include),
      facetCountry: chosen.country ?? [],
      facetLanguage: chosen.language ?? [],
      facetYear: numbers(chosen.year),
      facetCrossReference: draft.crossReference.trim(),
      page: 1,
    } satisfies Partial<StandardsCriteria>;
  }
  const type = chosen.types?.[0];
  return {
    facetCollections: numbers(chosen.colls),
    facetPublisher: chosen.publishers ?? [],
    facetCompanyCollections: numbers(chosen.dcolls),
    facetStatus: statuses(chosen.include),
    facetDocumentType: isOneOf(DOC_TYPES, type) ? type : '',
    facetTags: chosen.tags ?? [],
    page: 1,
  } satisfies Partial<CollectionsCriteria>;
}

/** Clear all: every facet emptied (the 'results in' choice stays), on the first page. */
export function clearedChanges(results: SearchResults): CriteriaChanges {
  if (results.tab === 'standards') {
    const cleared = withoutStandardsFacets(results.criteria as StandardsCriteria);
    return {
      facetPublisher: cleared.facetPublisher,
      facetStatus: cleared.facetStatus,
      facetCountry: cleared.facetCountry,
      facetLanguage: cleared.facetLanguage,
      facetYear: cleared.facetYear,
      facetCrossReference: cleared.facetCrossReference,
      page: cleared.page,
    } satisfies Partial<StandardsCriteria>;
  }
  const cleared = withoutCollectionsFacets(results.criteria as CollectionsCriteria);
  return {
    facetCollections: cleared.facetCollections,
    facetPublisher: cleared.facetPublisher,
    facetCompanyCollections: cleared.facetCompanyCollections,
    facetStatus: cleared.facetStatus,
    facetDocumentType: cleared.facetDocumentType,
    facetTags: cleared.facetTags,
    page: cleared.page,
  } satisfies Partial<CollectionsCriteria>;
}

/** How many facet options are chosen (the 'results in' choice is a scope, not a filter). */
export function chosenCount(draft: FacetDraft): number {
  let count = draft.crossReference.trim() === '' ? 0 : 1;
  for (const [key, ids] of Object.entries(draft.chosen)) if (key !== 'filterby') count += ids.length;
  return count;
}
