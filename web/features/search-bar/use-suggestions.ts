import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from '../../../common/domain/constants.ts';
import type { MaterialsSuggestField } from '../../../common/materials/materials-search.contract.ts';
import type { Suggestion } from '../../../common/search/search-results.contract.ts';
import { fetchSuggestions } from '../../api/search.api.ts';
import { logClientFailure } from '../../app/client-log.ts';
import { useProfile } from '../../app/session-context.tsx';
import { fetchMaterialsSuggestions, isMaterialsSuggestField } from './materials-lookups.ts';

/** The standards boxes' suggestions (number, title, cross reference), or a metals field's. */
export type SuggestKind = 'name' | 'title' | 'xref' | MaterialsSuggestField;

/**
 * Suggestions for what the user types: from SUGGEST_MIN_CHARS characters on, once
 * typing has paused for SUGGEST_DEBOUNCE_MS (search-area.md §4 "Other"). `dismiss`
 * cancels a pending ask and hides what was shown (Enter, a pick). Failures are logged only.
 */
export function useSuggestions(kind: SuggestKind) {
  const profile = useProfile();
  const [typed, setTyped] = useState('');
  const [debounced, cancel] = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const term = debounced.trim();
  const ready = term.length >= SUGGEST_MIN_CHARS && term === typed.trim();

  const query = useQuery({
    queryKey: ['search', 'suggest', kind, term],
    queryFn: async ({ signal }): Promise<Suggestion[]> => {
      try {
        return isMaterialsSuggestField(kind)
          ? await fetchMaterialsSuggestions(kind, term, signal)
          : await fetchSuggestions(kind, term, profile.subId, signal);
      } catch (error) {
        if (!signal.aborted) logClientFailure(`The ${kind} suggestions failed`, error);
        return [];
      }
    },
    enabled: ready,
    staleTime: 60_000,
  });

  // Two documents may share a title; the box can offer each text once.
  const suggestions = useMemo(() => {
    const byValue = new Map<string, string>();
    for (const item of query.data ?? []) if (!byValue.has(item.value)) byValue.set(item.value, item.label);
    return byValue;
  }, [query.data]);

  return {
    suggestions: typed.trim().length >= SUGGEST_MIN_CHARS ? suggestions : new Map<string, string>(),
    onTyped: setTyped,
    dismiss: () => {
      cancel();
      setTyped('');
    },
  };
}
