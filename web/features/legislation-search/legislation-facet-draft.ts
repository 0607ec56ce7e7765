import type { LegislationFilters, LegislationSearchResult } from '../../../common/legislation/legislation-library.contract.ts';
import { LEGISLATION_IN_FORCE } from '../../../common/legislation/legislation.values.ts';
import { isOneOf } from '../../../common/one-of.ts';
import { yearOfRange, yearRange } from './legislation-query.ts';

/** The facets of a library search, in the order the panel shows them; inForce and year take one choice. */
export const LEGISLATION_FACETS = ['family', 'type', 'inForce', 'subject', 'year'] as const satisfies readonly (keyof LegislationSearchResult['facets'])[];
export type LegislationFacet = (typeof LEGISLATION_FACETS)[number];
export const SINGLE_CHOICE_FACETS: readonly LegislationFacet[] = ['inForce', 'year'];

export type LegislationFacetDraft = Record<LegislationFacet, string[]>;

/** What the applied filters choose in each facet. */
export function draftOf(filters: LegislationFilters): LegislationFacetDraft {
  const year = yearOfRange(filters);
  return {
    family: [...(filters.families ?? [])],
    type: [...(filters.types ?? [])],
    inForce: filters.inForce ? [filters.inForce] : [],
    subject: [...(filters.subjects ?? [])],
    year: year ? [year] : [],
  };
}

/** A choice toggled: a one-choice facet takes the value ('' for any), a list adds or drops it. */
export function toggleDraft(draft: LegislationFacetDraft, facet: LegislationFacet, value: string): LegislationFacetDraft {
  if (SINGLE_CHOICE_FACETS.includes(facet)) return { ...draft, [facet]: value === '' ? [] : [value] };
  const chosen = draft[facet];
  return { ...draft, [facet]: chosen.includes(value) ? chosen.filter((one) => one !== value) : [...chosen, value] };
}

/** How many choices differ between the draft and what is applied: what Apply would change. */
export function pendingCount(draft: LegislationFacetDraft, applied: LegislationFacetDraft): number {
  return LEGISLATION_FACETS.reduce((sum, facet) => {
    const now = new Set(draft[facet]);
    const then = new Set(applied[facet]);
    return sum + [...now].filter((value) => !then.has(value)).length + [...then].filter((value) => !now.has(value)).length;
  }, 0);
}

/** The filters with the draft's choices; a year replaces the date range, and dropping the year drops it. */
export function applyDraft(filters: LegislationFilters, draft: LegislationFacetDraft): LegislationFilters {
  const next: LegislationFilters = { ...filters };
  delete next.types;
  delete next.families;
  delete next.subjects;
  delete next.inForce;
  if (draft.type.length > 0) next.types = draft.type;
  if (draft.family.length > 0) next.families = draft.family;
  if (draft.subject.length > 0) next.subjects = draft.subject;
  const inForce = draft.inForce[0];
  if (inForce && isOneOf(LEGISLATION_IN_FORCE, inForce)) next.inForce = inForce;
  const year = draft.year[0];
  const appliedYear = yearOfRange(filters);
  if (year) Object.assign(next, yearRange(year));
  else if (appliedYear) {
    delete next.publishedFrom;
    delete next.publishedTo;
  }
  return next;
}

/** Every facet choice cleared; the words, identifier and a date range typed in the form stay. */
export function clearDraft(filters: LegislationFilters): LegislationFilters {
  return applyDraft(filters, { family: [], type: [], inForce: [], subject: [], year: [] });
}

export function chosenCount(draft: LegislationFacetDraft): number {
  return LEGISLATION_FACETS.reduce((sum, facet) => sum + draft[facet].length, 0);
}
