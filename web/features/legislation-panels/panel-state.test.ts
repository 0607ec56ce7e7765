import { describe, expect, it } from 'vitest';
import type { LegislationList } from '../../../common/legislation/legislation-panels.contract.ts';
import { LEGISLATION_PANELS } from '../../../common/legislation/legislation.values.ts';
import en from '../../../common/locales/en.json' with { type: 'json' };
import { panelMessageKey, panelStateOf, type PanelState } from './panel-state.ts';

const list = (change: Partial<LegislationList> = {}): LegislationList => ({
  data: [{ title: 'Machinery', fullTitle: 'Machinery', date: '2006-05-17', targetUrl: '/management/legislation/acts/1' }],
  seeMoreLink: null,
  errorCode: null,
  hasRecentSearch: true,
  hasRegulatoryNewsFeed: true,
  hasLawlexEUSavedSearch: true,
  helpLink: 'https://help.example/legislation',
  ...change,
});

describe('a legislation panel state', () => {
  it('puts the error code before access and data, and each panel reads its own access flag', () => {
    expect(panelStateOf('recentSearches', list({ errorCode: 1, hasRecentSearch: false }))).toBe('notRegistered');
    expect(panelStateOf('regulatoryNewsFeed', list({ errorCode: 3 }))).toBe('notActive');
    expect(panelStateOf('euLawSavedSearches', list({ errorCode: 2 }))).toBe('error');
    expect(panelStateOf('recentSearches', list({ hasRecentSearch: false }))).toBe('noAccess');
    expect(panelStateOf('regulatoryNewsFeed', list({ hasRecentSearch: false }))).toBe('items');
    expect(panelStateOf('regulatoryNewsFeed', list({ hasRegulatoryNewsFeed: false }))).toBe('noAccess');
    expect(panelStateOf('euLawSavedSearches', list({ hasLawlexEUSavedSearch: false, data: [] }))).toBe('noAccess');
    expect(panelStateOf('euLawSavedSearches', list({ data: [] }))).toBe('noData');
  });

  it('names a spec key with an English text for every panel and message state', () => {
    const texts: Record<string, unknown> = en.legislation.panels;
    const states: Exclude<PanelState, 'items'>[] = ['notRegistered', 'notActive', 'error', 'noAccess', 'noData'];
    for (const panel of LEGISLATION_PANELS) for (const state of states) expect(texts[panelMessageKey(panel, state)], `${panel} ${state}`).toBeTruthy();
    expect(panelMessageKey('euLawSavedSearches', 'notRegistered')).toBe('msg_user_not_registered_saved_search');
    expect(panelMessageKey('recentSearches', 'notRegistered')).toBe('msg_user_not_registered');
    expect(panelMessageKey('regulatoryNewsFeed', 'noData')).toBe('home_leg_reg_newsfeeds_no_data');
  });
});
