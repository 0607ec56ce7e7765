import type { MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import type { SearchTab } from '../../../common/domain/roles.ts';
import { isOneOf } from '../../../common/one-of.ts';
import type { SearchBarTab } from '../../../common/search/search-criteria.contract.ts';

/**
 * A tab of the bar: the standards searches' tabs (SearchBarTab, read by the server's standards
 * form post) and the metals tabs (which the server's form post routes to the metals searches).
 */
export type BarTab = SearchBarTab | MaterialsSearchTab;

/** Every tab the bar can search, in the order it offers them. */
export const BAR_TABS = ['standards', 'collections', 'categories', 'latest', 'metals', 'metalsSupplier', 'materials', 'materialsSupplier'] as const satisfies readonly BarTab[];

export const TAB_LABEL_KEYS: Record<BarTab, string> = {
  standards: 'search.tabs.standards',
  collections: 'search.tabs.collections',
  categories: 'searchBar.tabs.categories',
  latest: 'searchBar.tabs.latest',
  metals: 'searchBar.tabs.metals',
  metalsSupplier: 'searchBar.tabs.metalsSupplier',
  materials: 'searchBar.tabs.materials',
  materialsSupplier: 'searchBar.tabs.materialsSupplier',
};

/** The desktop bar offers these two as tabs (search-area.md §2 "Search bar"). */
const DESKTOP_TABS: readonly BarTab[] = ['standards', 'collections'];

/** The installed-app bar's tabs (issue 22). */
const INSTALLED_APP_TABS: readonly BarTab[] = ['standards', 'collections'];

export type BarTabs = {
  /** Shown as tabs. */
  tabs: BarTab[];
  /** Offered by the desktop's 'More searches' menu; empty on a phone, where every tab is a tab. */
  more: BarTab[];
};

/**
 * The tabs the bar offers: the profile's tabs whose search the server runs, in the bar's order.
 * On desktop standards and collections are tabs and the others are in the 'More searches'
 * menu; on a phone every one is a tab; the installed app offers standards and collections only.
 */
export function barTabs(profileTabs: readonly SearchTab[], mobile: boolean, installedApp = false): BarTabs {
  const supported = BAR_TABS.filter((tab) => profileTabs.includes(tab));
  // The installed app offers standards and collections only (search-area.md §2), on any screen.
  if (installedApp) {
    const tabs = supported.filter((tab) => INSTALLED_APP_TABS.includes(tab));
    return { tabs: tabs.length > 0 ? tabs : ['standards'], more: [] };
  }
  if (mobile) return { tabs: supported.length > 0 ? supported : ['standards'], more: [] };
  const tabs = supported.filter((tab) => DESKTOP_TABS.includes(tab));
  return { tabs: tabs.length > 0 ? tabs : ['standards'], more: supported.filter((tab) => !DESKTOP_TABS.includes(tab)) };
}

export function isBarTab(value: unknown): value is BarTab {
  return isOneOf(BAR_TABS, value);
}

/** Advanced search is not offered for latest and materialsSupplier (search-area.md §2): their fields are all in the quick row. */
export function offersAdvanced(tab: BarTab): boolean {
  return tab !== 'latest' && tab !== 'materialsSupplier';
}

/**
 * Whether the advanced row starts open: on a phone it does, except for categories, latest and
 * materialsSupplier (search-area.md §2); the desktop bar starts compact and the user opens it.
 */
export function advancedShownByDefault(tab: BarTab, mobile: boolean): boolean {
  return mobile && offersAdvanced(tab) && tab !== 'categories';
}

/** Tabs that show the progress bar while a search runs (search-area.md §2). */
export function showsProgress(tab: BarTab): boolean {
  return tab === 'standards' || tab === 'collections';
}
