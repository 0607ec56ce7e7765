import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { RecentlyViewedList } from './recently-viewed-list.tsx';
import { seedFromResults } from './search-bar-filters.ts';
import { SearchBarForm } from './search-bar-form.tsx';
import type { ShownSearch } from './use-shown-search.ts';

/**
 * The search bar (search-area.md §2): the form, then the recently viewed documents. On the
 * results page it holds the search shown, ready to refine, and keeps those fields on the pages
 * visited afterwards, until another search is shown (`shown`, followed by the frame).
 */
export function SearchBar({ shown }: { shown: ShownSearch | null }) {
  const seed = useMemo(() => (shown ? seedFromResults(shown.results) : null), [shown]);
  return (
    <Stack gap="md">
      <SearchBarForm key={shown?.key ?? 'new'} seed={seed} />
      <RecentlyViewedList />
    </Stack>
  );
}
