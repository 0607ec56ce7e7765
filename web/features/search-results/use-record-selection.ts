import { useState } from 'react';

/**
 * The records chosen for a bulk action, on the page shown. A new search context (another
 * page, order or filter) starts with nothing chosen, so a bulk action never touches
 * records the user cannot see.
 */
export function useRecordSelection(searchContext: string, pageDocIds: readonly number[]) {
  const [state, setState] = useState<{ context: string; ids: ReadonlySet<number> }>({ context: searchContext, ids: new Set() });
  const current = state.context === searchContext ? state.ids : new Set<number>();
  const selected = new Set([...current].filter((id) => pageDocIds.includes(id)));
  const allSelected = pageDocIds.length > 0 && pageDocIds.every((id) => selected.has(id));

  return {
    selected,
    selectedIds: pageDocIds.filter((id) => selected.has(id)),
    toggle: (docId: number) =>
      setState((previous) => {
        const next = new Set(previous.context === searchContext ? previous.ids : []);
        if (next.has(docId)) next.delete(docId);
        else next.add(docId);
        return { context: searchContext, ids: next };
      }),
    /** Select-all: every record of the page, or none when all are chosen already (search-area.md §4). */
    toggleAll: () => setState({ context: searchContext, ids: allSelected ? new Set() : new Set(pageDocIds) }),
    clear: () => setState({ context: searchContext, ids: new Set() }),
  };
}
