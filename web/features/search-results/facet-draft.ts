import { StatusDisplay } from '../../../common/catalogue/document-status.ts';
import { DocType } from '../../../common/catalogue/doc-type.ts';
import {
  FilterBy,
  withoutCollectionsFacets,
  withoutStandardsFacets,
  type CollectionsCriteria,
  type ResultsTab,
  type StandardsCriteria,
} from '../../../common/search/search-criteria.contract.ts';
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

function sameSet(a: readonly string[] = [], b: readonly string[] = []): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

export function sameDraft(a: FacetDraft, b: FacetDraft): boolean {
  const keys = new Set([...Object.keys(a.chosen), ...Object.keys(b.chosen)] as FacetKey[]);
  return a.crossReference.trim() === b.crossReference.trim() && [...keys].every((key) => sameSet(a.chosen[key], b.chosen[key]));
}

const statuses = (ids: string[] = []) => ids.flatMap((id) => (StatusDisplay.safeParse(id).success ? [id as StatusDisplay] : []));
const numbers = (ids: string[] = []) => ids.map(Number).filter((value) => Number.isInteger(value));

/** The criteria fields Apply sends: every facet, on the first page (search-area.md §2 "Facets"). */
export function changesOf(tab: ResultsTab, draft: FacetDraft): CriteriaChanges {
  const { chosen } = draft;
  if (tab === 'standards') {
    const filterBy = FilterBy.safeParse(chosen.filterby?.[0]);
    return {
      ...(filterBy.success ? { filterBy: filterBy.data } : {}),
      facetPublisher: chosen.publisher ?? [],
      facetStatus: statuses(chosen.include),
      facetCountry: chosen.country ?? [],
      facetLanguage: chosen.language ?? [],
      facetYear: numbers(chosen.year),
      facetCrossReference: draft.crossReference.trim(),
      page: 1,
    } satisfies Partial<StandardsCriteria>;
  }
  const type = DocType.safeParse(chosen.types?.[0]);
  return {
    facetCollections: numbers(chosen.colls),
    facetPublisher: chosen.publishers ?? [],
    facetCompanyCollections: numbers(chosen.dcolls),
    facetStatus: statuses(chosen.include),
    facetDocumentType: type.success ? type.data : '',
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
