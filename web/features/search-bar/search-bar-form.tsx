import { Progress, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { searchPaths } from '../../../common/search/search-paths.ts';
import { useInstalledApp } from '../../app/pwa/installed-app.ts';
import { useProfile } from '../../app/session-context.tsx';
import { MOBILE_BAR_QUERY, MobileBarContext } from './mobile-bar-context.ts';
import { MoreTabsMenu } from './more-tabs-menu.tsx';
import type { LatestDateProblem } from './latest-panel.tsx';
import { isValidIcsCode, latestDateIssue, postedFields } from './posted-fields.ts';
import { barTabs, isBarTab, showsProgress, TAB_LABEL_KEYS, type BarTab } from './search-bar-tabs.ts';
import classes from './search-bar.module.css';
import { SearchTabPanel } from './search-tab-panel.tsx';
import { SubmitSearchContext } from './submit-search-context.ts';
import { useSearchBarState, type SearchBarSeed } from './use-search-bar-state.ts';
import { useSearchProgress } from './use-search-progress.ts';

/**
 * The search bar's form (search-area.md §2, §7 "Search form post"): a real POST to
 * /management/search/index. Only the active tab's panel is mounted and its fields go
 * as hidden inputs, so nothing of another tab, or of a hidden advanced row, is posted. On desktop
 * the tabs past standards and collections are chosen from the 'More searches' menu; the chosen
 * one's panel shows under the tabs, none of which is then selected.
 */
export function SearchBarForm({ seed }: { seed: SearchBarSeed | null }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const mobile = useMediaQuery(MOBILE_BAR_QUERY, false, { getInitialValueInEffect: false });
  const installedApp = useInstalledApp();
  const { tabs, more } = barTabs(profile.searchTabs, mobile, installedApp);
  const state = useSearchBarState(seed, [...tabs, ...more], mobile);
  const search = useSearchProgress();
  const formRef = useRef<HTMLFormElement>(null);
  const [invalidIcsCode, setInvalidIcsCode] = useState(false);
  const [latestDateProblem, setLatestDateProblem] = useState<LatestDateProblem>(null);
  const tab = state.activeTab;
  const fromMenu = !tabs.includes(tab);
  const categories = state.filters.categories;

  const submit = useCallback(() => formRef.current?.requestSubmit(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!search.clearing && tab === 'categories' && !categories.isDescriptorFilter && !isValidIcsCode(categories.icsCode)) {
      event.preventDefault();
      setInvalidIcsCode(true);
      return;
    }
    const dateProblem = !search.clearing && tab === 'latest' ? latestDateIssue(state.filters.latest) : null;
    if (dateProblem) {
      event.preventDefault();
      setLatestDateProblem(dateProblem);
      formRef.current?.querySelector<HTMLInputElement>(`[data-latest-date="${dateProblem.field}"]`)?.focus();
      return;
    }
    if (!search.start()) event.preventDefault();
  };

  // On a phone Clear asks the server to forget the search (search-area.md §4), the form carrying clear=1.
  const clearOnServer = () => {
    flushSync(search.markClearing);
    formRef.current?.requestSubmit();
  };

  const panel = (item: BarTab) => (
    <SearchTabPanel
      tab={item}
      state={state}
      searching={search.searching}
      invalidIcsCode={invalidIcsCode}
      onIcsCodeEdited={() => setInvalidIcsCode(false)}
      latestDateProblem={latestDateProblem}
      onLatestPeriodEdited={() => setLatestDateProblem(null)}
      onClear={
        mobile
          ? clearOnServer
          : () => {
              setLatestDateProblem(null);
              state.clear(item);
            }
      }
    />
  );

  return (
    <MobileBarContext.Provider value={mobile}>
      <SubmitSearchContext.Provider value={submit}>
        <form
          ref={formRef}
          method="post"
          action={searchPaths.formPost}
          onSubmit={onSubmit}
          noValidate
          aria-label={t('search.panelTitle')}
          data-testid="search-form"
          data-layout={mobile ? 'mobile' : 'desktop'}
        >
          <input type="hidden" name="searchCriteria" value={tab} />
          <input type="hidden" name="nonce" value={profile.nonce} />
          <input type="hidden" name="mainsearch" value="1" />
          {search.clearing ? <input type="hidden" name="clear" value="1" /> : null}
          {postedFields(tab, state.filters, state.advancedShown(tab)).map(([name, value], index) => (
            <input key={`${name}:${index}`} type="hidden" name={name} value={value} />
          ))}
          <Tabs
            value={fromMenu ? null : tab}
            onChange={(value) => {
              if (isBarTab(value)) state.setActiveTab(value);
            }}
            keepMounted={false}
          >
            <div className={classes.tabRow}>
              <Tabs.List className={mobile ? classes.phoneTabList : undefined} data-tour="search-tabs">
                {tabs.map((item) => (
                  <Tabs.Tab key={item} value={item} data-testid={`search-tab-${item}`}>
                    {t(TAB_LABEL_KEYS[item])}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {more.length > 0 ? <MoreTabsMenu tabs={more} active={fromMenu ? tab : null} onChoose={state.setActiveTab} /> : null}
            </div>
            {tabs.map((item) => (
              <Tabs.Panel key={item} value={item}>
                {panel(item)}
              </Tabs.Panel>
            ))}
          </Tabs>
          {fromMenu ? (
            <div key={tab} role="group" aria-label={t(TAB_LABEL_KEYS[tab])} data-testid={`search-panel-${tab}`}>
              {panel(tab)}
            </div>
          ) : null}
          {search.searching && !search.clearing && showsProgress(tab) ? (
            <Progress value={search.progress} size="sm" mt="sm" animated aria-label={t('searchBar.searching')} data-testid="search-progress" />
          ) : null}
        </form>
      </SubmitSearchContext.Provider>
    </MobileBarContext.Provider>
  );
}
