import { useState } from 'react';
import type { SearchBarTab } from '../../../common/search/search-criteria.contract.ts';
import { emptyFilters, hasAdvancedValues, type SearchBarFilters } from './search-bar-filters.ts';
import { advancedShownByDefault, offersAdvanced } from './search-bar-tabs.ts';

export type SearchBarSeed = { tab: SearchBarTab; filters: SearchBarFilters };

/**
 * The bar's state (search-area.md §3 "Search bar state"): the active tab, each tab's
 * fields, and whether each tab's advanced row is shown. A prefilled advanced value shows
 * its row, since a hidden row is not posted.
 */
export function useSearchBarState(seed: SearchBarSeed | null, tabs: SearchBarTab[], mobile: boolean) {
  const [chosenTab, setChosenTab] = useState<SearchBarTab>(seed?.tab ?? 'standards');
  const [filters, setFilters] = useState<SearchBarFilters>(seed?.filters ?? emptyFilters);
  const [advancedChoice, setAdvancedChoice] = useState<Partial<Record<SearchBarTab, boolean>>>({});

  const activeTab = tabs.includes(chosenTab) ? chosenTab : (tabs[0] ?? 'standards');
  const advancedShown = (tab: SearchBarTab) =>
    offersAdvanced(tab) && (advancedChoice[tab] ?? ((seed !== null && hasAdvancedValues(tab, seed.filters)) || advancedShownByDefault(tab, mobile)));

  return {
    activeTab,
    setActiveTab: setChosenTab,
    filters,
    advancedShown,
    toggleAdvanced: (tab: SearchBarTab) => setAdvancedChoice((choice) => ({ ...choice, [tab]: !advancedShown(tab) })),
    update: <T extends SearchBarTab>(tab: T, patch: Partial<SearchBarFilters[T]>) =>
      setFilters((current) => ({ ...current, [tab]: { ...current[tab], ...patch } })),
    clear: (tab: SearchBarTab) => setFilters((current) => ({ ...current, [tab]: emptyFilters[tab] })),
  };
}

export type SearchBarState = ReturnType<typeof useSearchBarState>;
