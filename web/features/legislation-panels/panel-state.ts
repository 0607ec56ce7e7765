import type { LegislationList } from '../../../common/legislation/legislation-panels.contract.ts';
import { LEGISLATION_ERROR_CODES, type LegislationPanel } from '../../../common/legislation/legislation.values.ts';

/** What a read panel shows (portal-area.md §2): an error by its code, else no access, no data or the items. */
export type PanelState = 'notRegistered' | 'notActive' | 'error' | 'noAccess' | 'noData' | 'items';

/** The spec's keys of each panel's texts (portal-area.md §8), kept under legislation.panels. */
export const PANEL_TEXT_KEYS: Record<LegislationPanel, { notRegistered: string; noAccess: string; noData: string }> = {
  recentSearches: {
    notRegistered: 'msg_user_not_registered',
    noAccess: 'dashboard_no_access_message_recent_search',
    noData: 'home_leg_recent_search_no_data',
  },
  regulatoryNewsFeed: {
    notRegistered: 'msg_user_not_registered',
    noAccess: 'dashboard_no_access_message_reg_newsfeeds',
    noData: 'home_leg_reg_newsfeeds_no_data',
  },
  euLawSavedSearches: {
    notRegistered: 'msg_user_not_registered_saved_search',
    noAccess: 'dashboard_no_access_message_lawlexeu',
    noData: 'home_legislation_lawlexeu_no_data',
  },
};

/** Whether the subscription offers this list at all (false: the no-access message and its help link). */
function hasAccess(panel: LegislationPanel, list: LegislationList): boolean {
  if (panel === 'recentSearches') return list.hasRecentSearch;
  if (panel === 'regulatoryNewsFeed') return list.hasRegulatoryNewsFeed;
  return list.hasLawlexEUSavedSearch;
}

/** The errorCode first (1 not registered, 3 not active, 2 something went wrong), then access, then whether there is anything. */
export function panelStateOf(panel: LegislationPanel, list: LegislationList): PanelState {
  if (list.errorCode === LEGISLATION_ERROR_CODES.notRegistered) return 'notRegistered';
  if (list.errorCode === LEGISLATION_ERROR_CODES.notActive) return 'notActive';
  if (list.errorCode === LEGISLATION_ERROR_CODES.somethingWentWrong) return 'error';
  if (!hasAccess(panel, list)) return 'noAccess';
  return list.data.length === 0 ? 'noData' : 'items';
}

/** The legislation.panels key of a state's message (none for the items). */
export function panelMessageKey(panel: LegislationPanel, state: Exclude<PanelState, 'items'>): string {
  if (state === 'notActive') return 'msg_user_not_active';
  if (state === 'error') return 'msg_something_went_wrong';
  return PANEL_TEXT_KEYS[panel][state];
}
