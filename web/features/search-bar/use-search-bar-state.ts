import { useState } from 'react';
import { emptyFilters, hasAdvancedValues, type SearchBarFilters } from './search-bar-filters.ts';
import { advancedShownByDefault, offersAdvanced, type BarTab } from './search-bar-tabs.ts';

export type SearchBarSeed = { tab: BarTab; filters: SearchBarFilters };

/**
 * The bar's state (search-area.md §3 "Search bar state"): the active tab, each tab's
 * fields, and whether each tab's advanced row is shown. A prefilled advanced value shows
 * its row, since a hidden row is not posted. `tabs` are all the tabs the bar offers (as tabs or in
 * the desktop's 'More searches' menu).
 */
export function useSearchBarState(seed: SearchBarSeed | null, tabs: BarTab[], mobile: boolean) {
  const [chosenTab, setChosenTab] = useState<BarTab>(seed?.tab ?? 'standards');
  const [filters, setFilters] = useState<SearchBarFilters>(seed?.filters ?? emptyFilters);
  const [advancedChoice, setAdvancedChoice] = useState<Partial<Record<BarTab, boolean>>>({});

  const activeTab = tabs.includes(chosenTab) ? chosenTab : (tabs[0] ?? 'standards');
  const advancedShown = (tab: BarTab) =>
    offersAdvanced(tab) && (advancedChoice[tab] ?? ((seed !== null && hasAdvancedValues(tab, seed.filters)) || advancedShownByDefault(tab, mobile)));

  return {
    activeTab,
    setActiveTab: setChosenTab,
    filters,
    advancedShown,
    toggleAdvanced: (tab: BarTab) => setAdvancedChoice((choice) => ({ ...choice, [tab]: !advancedShown(tab) })),
    update: <T extends BarTab>(tab: T, patch: Partial<SearchBarFilters[T]>) =>
      setFilters((current) => ({ ...current, [tab]: { ...current[tab], ...patch } })),
    clear: (tab: BarTab) => setFilters((current) => ({ ...current, [tab]: emptyFilters[tab] })),
  };
}

export type SearchBarState = ReturnType<typeof useSearchBarState>;
