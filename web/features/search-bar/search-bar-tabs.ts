import type { SearchTab } from '../../../common/domain/roles.ts';
import { isOneOf } from '../../../common/one-of.ts';
import type { SearchBarTab } from '../../../common/search/search-criteria.contract.ts';
import { SEARCH_BAR_TABS } from '../../../common/search/search-criteria.values.ts';

/** The desktop bar offers these two tabs only (search-area.md §2 "Search bar"). */
const DESKTOP_TABS: readonly SearchBarTab[] = ['standards', 'collections'];

/**
 * The tabs the bar shows: on desktop standards and collections; on a phone the profile's
 * tabs whose search the server runs (metals and materials searches do not exist yet).
 */
export function visibleTabs(profileTabs: readonly SearchTab[], mobile: boolean): SearchBarTab[] {
  const supported = profileTabs.filter((tab): tab is SearchBarTab => isOneOf(SEARCH_BAR_TABS, tab));
  const tabs = mobile ? supported : supported.filter((tab) => DESKTOP_TABS.includes(tab));
  return tabs.length > 0 ? tabs : ['standards'];
}

/** Advanced search is not offered for latest (search-area.md §2). */
export function offersAdvanced(tab: SearchBarTab): boolean {
  return tab !== 'latest';
}

/**
 * Whether the advanced row starts open: on a phone it does, except for categories
 * (search-area.md §2); the desktop bar starts compact and the user opens it.
 */
export function advancedShownByDefault(tab: SearchBarTab, mobile: boolean): boolean {
  return mobile && offersAdvanced(tab) && tab !== 'categories';
}

/** Tabs that show the progress bar while a search runs (search-area.md §2). */
export function showsProgress(tab: SearchBarTab): boolean {
  return tab === 'standards' || tab === 'collections';
}
