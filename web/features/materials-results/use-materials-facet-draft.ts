import { useMemo, useState } from 'react';
import type { MaterialsSearchResults } from '../../../common/materials/materials-search.contract.ts';
import { appliedDraftOf, pendingFacetChanges, toggleFacetChoice, type MaterialsFacetDraft, type MaterialsFacetKey } from './materials-facets.ts';

/**
 * The facet choices not applied yet, kept for one search context: a new state (Apply, a page,
 * Back) starts again from what it was computed with.
 */
export function useMaterialsFacetDraft(results: MaterialsSearchResults) {
  const applied = useMemo(() => appliedDraftOf(results), [results]);
  const context = results.searchContext;
  const [edit, setEdit] = useState<{ context: string; draft: MaterialsFacetDraft } | null>(null);
  const draft = edit && edit.context === context ? edit.draft : applied;

  return {
    draft,
    applied,
    pending: pendingFacetChanges(draft, applied),
    toggle: (key: MaterialsFacetKey, id: string) =>
      setEdit((previous) => ({ context, draft: toggleFacetChoice(previous && previous.context === context ? previous.draft : applied, key, id) })),
  };
}
