import { Badge, Box, Button, Drawer, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { useInstalledApp } from '../../app/pwa/installed-app.ts';
import { useProfile } from '../../app/session-context.tsx';
import { chosenCount, clearedChanges, changesOf, toggleChoice } from './facet-draft.ts';
import { FacetsPanel } from './facets-panel.tsx';
import { LoadMoreRecords } from './load-more-records.tsx';
import { NoResults } from './no-results.tsx';
import { RecordList } from './record-list.tsx';
import { ResultsPagination } from './results-pagination.tsx';
import { ResultsSummary } from './results-summary.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';
import classes from './search-results.module.css';
import { useFacetDraft } from './use-facet-draft.ts';
import type { ResultsNavigation } from './use-results-navigation.ts';
import { useRecordSelection } from './use-record-selection.ts';
import { usePageChange } from './use-page-change.ts';

/** Below this width the facets move into a drawer; below the next the records become cards. */
const FACETS_IN_DRAWER = '(max-width: 61.99em)';
const RECORDS_AS_CARDS = '(max-width: 47.99em)';

/**
 * The results page once an answer is there (search-area.md §2): facets on the left (in
 * a drawer on small screens, none in a special search), then the summary, the header,
 * the records and the pages, or the no-results state.
 */
export function SearchResultsView({
  results,
  loadingNext,
  navigation,
}: {
  results: SearchResults;
  /** Another state is on its way; the one shown is the previous one. */
  loadingNext: boolean;
  navigation: ResultsNavigation;
}) {
  const { t } = useTranslation();
  const profile = useProfile();
  const facetsInDrawer = useMediaQuery(FACETS_IN_DRAWER, false, { getInitialValueInEffect: false });
  const recordsAsCards = useMediaQuery(RECORDS_AS_CARDS, false, { getInitialValueInEffect: false });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const facets = useFacetDraft(results);
  const selection = useRecordSelection(results.searchContext, results.docIds);
  const busy = navigation.isChanging || loadingNext;
  const withFacets = results.special === null;
  const installedApp = useInstalledApp();
  const navigate = useNavigate();
  const noHits = results.records.length === 0 && results.redirect === null;
  // In the installed app zero hits go to the search index page (search-area.md §2).
  useEffect(() => {
    if (installedApp && noHits) void navigate(pagePaths.searchIndex, { replace: true });
  }, [installedApp, noHits, navigate]);

  const applyFacets = async (draft = facets.draft) => {
    if (await navigation.change(changesOf(results.tab, draft))) setDrawerOpen(false);
  };
  const clearFacets = async () => {
    if (await navigation.change(clearedChanges(results))) setDrawerOpen(false);
  };
  const goToPage = usePageChange(results.searchContext, summaryRef, navigation.change);

  const facetsPanel = (
    <FacetsPanel
      inDrawer={facetsInDrawer}
      results={results}
      draft={facets.draft}
      pending={facets.pending}
      canClear={results.canReset || facets.pending > 0}
      busy={navigation.isChanging}
      onToggle={facets.toggle}
      onScope={(id) => {
        facets.toggle('filterby', id, 'radio');
        void applyFacets(toggleChoice(facets.draft, 'filterby', id, 'radio'));
      }}
      onCrossReference={facets.setCrossReference}
      onApply={() => void applyFacets()}
      onClearAll={() => void clearFacets()}
    />
  );
  const appliedCount = chosenCount(facets.applied);

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      {withFacets && !facetsInDrawer ? (
        <Box component="aside" className={classes.facetsColumn} aria-label={t('results.facets.title')}>
          {facetsPanel}
        </Box>
      ) : null}
      <Stack gap="md" className={`${classes.resultsColumn} ${busy ? classes.changing : ''}`} aria-busy={busy}>
        <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
          {results.records.length > 0 ? <ResultsSummary ref={summaryRef} results={results} /> : <span />}
          {withFacets && facetsInDrawer ? (
            <Button
              variant="light"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              rightSection={appliedCount > 0 ? <Badge size="sm" circle>{appliedCount}</Badge> : null}
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              data-testid="open-filters"
              style={{ flex: 'none' }}
            >
              {t('results.facets.filters')}
            </Button>
          ) : null}
        </Group>
        {results.records.length > 0 ? (
          <>
            <ResultsToolbar
              results={results}
              selectedIds={selection.selectedIds}
              withSort={!profile.isLiteSubscription}
              busy={busy}
              onSort={(orderBy) => void navigation.change({ orderBy, page: 1 })}
              onBulkDone={selection.clear}
            />
            {installedApp ? (
              // The installed app loads more instead of paging (issue 22).
              <LoadMoreRecords
                key={results.searchContext}
                results={results}
                selected={selection.selected}
                onToggle={selection.toggle}
                onToggleAll={selection.toggleAll}
                stacked={recordsAsCards}
                showCollectionIcons={profile.perms.isPowerUser}
              />
            ) : (
              <>
                <RecordList
                  results={results}
                  selected={selection.selected}
                  onToggle={selection.toggle}
                  onToggleAll={selection.toggleAll}
                  stacked={recordsAsCards}
                  showCollectionIcons={profile.perms.isPowerUser}
                />
                <ResultsPagination
                  page={results.page}
                  hits={results.hits}
                  recordsPerPage={results.recordsPerPage}
                  disabled={busy}
                  onPage={(page) => void goToPage(page)}
                />
              </>
            )}
          </>
        ) : (
          <NoResults
            tab={results.tab}
            terms={results.summary.terms}
            canReset={results.canReset}
            resetting={navigation.isChanging}
            onReset={() => void clearFacets()}
            results={results}
            onShowCatalogue={() => void navigation.change({ filterBy: 'all', page: 1 })}
          />
        )}
      </Stack>
      {withFacets && facetsInDrawer ? (
        <Drawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('results.facets.title')} size={recordsAsCards ? '100%' : 'sm'} data-testid="filters-drawer">
          {facetsPanel}
        </Drawer>
      ) : null}
    </Group>
  );
}
