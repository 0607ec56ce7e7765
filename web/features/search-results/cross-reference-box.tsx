import { Autocomplete, Text, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from '../../../common/domain/constants.ts';
import { fetchSuggestions } from '../../api/search.api.ts';
import { logClientFailure } from '../../app/client-log.ts';
import { useProfile } from '../../app/session-context.tsx';
import classes from './search-results.module.css';

/**
 * 'Search within': documents that refer to the one named here. Suggestions come from
 * 2 typed characters on, 1 s after the last key (search-area.md §4 "Other"); Enter
 * drops them (and, inside the facets form, applies). Failures are only logged.
 */
export function CrossReferenceBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const [typed, setTyped] = useState('');
  // Picking a suggestion fills the box; that is not typing, so it must not ask again.
  const picked = useRef(false);
  const [debounced, cancelDebounce] = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const term = debounced.trim();

  const suggestions = useQuery({
    queryKey: ['search', 'xrefSuggest', term],
    queryFn: async ({ signal }) => {
      try {
        return await fetchSuggestions('xref', term, profile.subId, signal);
      } catch (error) {
        if (!signal.aborted) logClientFailure('Cross-reference suggestions failed', error);
        return [];
      }
    },
    enabled: term.length >= SUGGEST_MIN_CHARS && term === typed.trim(),
    staleTime: 60_000,
  });

  const labels = useMemo(() => new Map((suggestions.data ?? []).map((item) => [item.value, item.label])), [suggestions.data]);
  const data: ComboboxItem[] = typed.trim().length >= SUGGEST_MIN_CHARS ? [...labels.keys()].map((item) => ({ value: item, label: item })) : [];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    cancelDebounce();
    setTyped('');
  };

  return (
    <Autocomplete
      // At most 10 suggestions, shown whole: a scrolling list would be a region the keyboard cannot scroll.
      withScrollArea={false}
      label={t('results.facets.searchWithin')}
      description={t('results.facets.searchWithinHint')}
      placeholder={t('search.documentNumberPlaceholder')}
      value={value}
      onChange={(next) => {
        onChange(next);
        setTyped(picked.current ? '' : next);
        picked.current = false;
      }}
      onOptionSubmit={() => {
        picked.current = true;
      }}
      onKeyDown={onKeyDown}
      data={data}
      filter={({ options }) => options}
      // Kept beside the box: from a portal, opening the list scrolled the phone's filters drawer back to its top.
      comboboxProps={{ withinPortal: false }}
      renderOption={({ option }) => (
        <Text size="sm" className={classes.wrapAnywhere}>
          {labels.get(option.value) ?? option.value}
        </Text>
      )}
      leftSection={<IconLink size={14} aria-hidden />}
      clearable
      maxLength={200}
      data-testid="facet-xref"
    />
  );
}
