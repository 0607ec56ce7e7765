import { useMemo, useState } from 'react';
import type { Facet, FacetKey, SearchResults } from '../../../common/search/search-results.contract.ts';
import { draftOf, pendingChanges, toggleChoice, type FacetDraft } from './facet-draft.ts';

const NO_DRAFT: FacetDraft = { chosen: {}, crossReference: '' };

/**
 * The facet choices not applied yet. They belong to one search context: a new state
 * (Apply, a page, Back) starts again from what that state was computed with.
 */
export function useFacetDraft(results: SearchResults | undefined) {
  const applied = useMemo(() => (results ? draftOf(results) : NO_DRAFT), [results]);
  const context = results?.searchContext ?? '';
  const [edit, setEdit] = useState<{ context: string; draft: FacetDraft } | null>(null);
  const draft = edit && edit.context === context ? edit.draft : applied;

  const pending = pendingChanges(draft, applied);

  const update = (change: (current: FacetDraft) => FacetDraft) =>
    setEdit((previous) => ({ context, draft: change(previous && previous.context === context ? previous.draft : applied) }));

  return {
    draft,
    /** The choices the results on screen were computed with. */
    applied,
    /** How many choices wait for Apply (none: nothing to apply). */
    pending,
    toggle: (key: FacetKey, id: string, kind: Facet['kind']) => update((current) => toggleChoice(current, key, id, kind)),
    setCrossReference: (crossReference: string) => update((current) => ({ ...current, crossReference })),
  };
}
