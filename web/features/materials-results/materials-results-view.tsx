import { Badge, Box, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCircleCheckFilled } from '@tabler/icons-react';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialsSearchResults } from '../../../common/materials/materials-search.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { ResultsPagination } from '../search-results/results-pagination.tsx';
import { ExportButton } from '../exports/export-button.tsx';
import layout from '../search-results/search-results.module.css';
import { SortControl } from '../search-results/sort-control.tsx';
import { applyChanges, chosenFacetCount, clearChanges } from './materials-facets.ts';
import { MaterialsFacetsPanel } from './materials-facets-panel.tsx';
import { MaterialsNoResults } from './materials-no-results.tsx';
import classes from './materials-results.module.css';
import { narrowedNote, summaryKey } from './materials-summary.ts';
import { MaterialRecord, MaterialSupplierRecord } from './material-record.tsx';
import { MetalRecord } from './metal-record.tsx';
import { SupplierRecord } from './supplier-record.tsx';
import type { MaterialsNavigation } from './use-materials-navigation.ts';
import { useMaterialsFacetDraft } from './use-materials-facet-draft.ts';
import { useMaterialsLabels, type MaterialsLabels } from './use-materials-labels.ts';
import { usePageChange } from '../search-results/use-page-change.ts';

/** Below this width the facets move into a drawer (as on the standards results). */
const FACETS_IN_DRAWER = '(max-width: 61.99em)';
/** On a phone the drawer takes the whole screen. */
const PHONE = '(max-width: 47.99em)';

/**
 * The results of a metals or metal suppliers search once an answer is there (search-area.md §2):
 * facets on the left (a drawer on smaller screens), the summary line, the order (when the
 * subscription may sort), the records and the pages, or the no-results message.
 */
export function MaterialsResultsView({ results, loadingNext, navigation }: { results: MaterialsSearchResults; loadingNext: boolean; navigation: MaterialsNavigation }) {
  const { t } = useTranslation();
  const labels = useMaterialsLabels();
  const facetsInDrawer = useMediaQuery(FACETS_IN_DRAWER, false, { getInitialValueInEffect: false });
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const facets = useMaterialsFacetDraft(results);
  const busy = navigation.isChanging || loadingNext;

  const applyFacets = async () => {
    if (await navigation.change(applyChanges(results.tab, facets.draft))) setDrawerOpen(false);
  };
  const clearFacets = async () => {
    if (await navigation.change(clearChanges(results.tab))) setDrawerOpen(false);
  };
  const goToPage = usePageChange(results.searchContext, summaryRef, navigation.change);

  const facetsPanel = (
    <MaterialsFacetsPanel
      inDrawer={facetsInDrawer}
      results={results}
      draft={facets.draft}
      pending={facets.pending}
      busy={navigation.isChanging}
      onToggle={facets.toggle}
      onApply={() => void applyFacets()}
      onClearAll={() => void clearFacets()}
    />
  );
  const appliedCount = chosenFacetCount(facets.applied);
  // On a small screen the drawer opens only when it has something to offer: options to choose, or choices to clear.
  const anyFacetOption = results.facets.some((facet) => facet.options.length > 0);
  const anyMatched = (results.tab === 'metals' || results.tab === 'materials') && results.records.some((record) => record.matched.length > 0);

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap" data-testid="materials-results" data-tab={results.tab}>
      {!facetsInDrawer ? (
        <Box component="aside" className={layout.facetsColumn} aria-label={t('results.facets.title')}>
          {facetsPanel}
        </Box>
      ) : null}
      <Stack gap="md" className={`${layout.resultsColumn} ${busy ? layout.changing : ''}`} aria-busy={busy}>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          {results.records.length > 0 ? <MaterialsSummary ref={summaryRef} results={results} /> : <span />}
          <Group gap="sm" align="flex-end" wrap="wrap">
            {results.actions.export && results.records.length > 0 ? <ExportButton results={results} /> : null}
            {results.actions.sort && results.records.length > 0 ? (
              <SortControl orderBy={results.orderBy} disabled={busy} onChange={(orderBy) => void navigation.change({ orderBy, page: 1 })} />
            ) : null}
            {facetsInDrawer && (anyFacetOption || results.canReset) ? (
              <Button
                variant="light"
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                rightSection={appliedCount > 0 ? <Badge size="sm" circle>{appliedCount}</Badge> : null}
                onClick={() => setDrawerOpen(true)}
                aria-haspopup="dialog"
                data-testid="materials-open-filters"
              >
                {t('results.facets.filters')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {anyMatched ? (
          <Text size="xs" c="dimmed" data-testid="materials-matched-legend">
            <IconCircleCheckFilled size={14} aria-hidden color="var(--mantine-color-blue-7)" style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
            {t('materialsResults.list.matchedLegend')}
          </Text>
        ) : null}
        {results.records.length > 0 ? (
          <>
            <ul className={classes.recordList} aria-label={t(LIST_LABEL_KEYS[results.tab])} data-testid="materials-record-list">
              <Records results={results} labels={labels} />
            </ul>
            <ResultsPagination page={results.page} hits={results.hits} recordsPerPage={results.recordsPerPage} disabled={busy} onPage={(page) => void goToPage(page)} />
          </>
        ) : results.hits > 0 ? (
          // A page past the last (an old bookmark): back to the first.
          <Stack gap="xs" align="flex-start" data-testid="materials-page-past-end">
            <Text size="sm">{t('materialsResults.pastLastPage')}</Text>
            <Button variant="light" loading={navigation.isChanging} onClick={() => void goToPage(1)}>
              {t('materialsResults.firstPage')}
            </Button>
          </Stack>
        ) : (
          <MaterialsNoResults tab={results.tab} terms={results.summary.terms} canReset={results.canReset} resetting={navigation.isChanging} onReset={() => void clearFacets()} />
        )}
      </Stack>
      {facetsInDrawer ? (
        <Drawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('results.facets.title')} size={phone ? '100%' : 'sm'} data-testid="materials-filters-drawer">
          {facetsPanel}
        </Drawer>
      ) : null}
    </Group>
  );
}

/**
 * The summary line: how many were found (in the user's number format), for which words, and
 * when facets narrowed the list, how many before. It takes the focus after a page change.
 */
function MaterialsSummary({ results, ref }: { results: MaterialsSearchResults; ref?: Ref<HTMLParagraphElement> }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const terms = results.summary.terms.trim();
  return (
    <Text ref={ref} tabIndex={-1} size="sm" aria-live="polite" data-testid="materials-results-summary" style={{ outlineOffset: 2, overflowWrap: 'anywhere', minWidth: 0 }}>
      {t(summaryKey(results.tab, terms), { hits: formatNumber(results.hits), terms })}
      {narrowedNote(results.hits, results.total) ? (
        <Text span c="dimmed" size="sm">
          {' '}
          {t('results.summary.narrowed', { total: formatNumber(results.total) })}
        </Text>
      ) : null}
    </Text>
  );
}

const LIST_LABEL_KEYS: Record<MaterialsSearchResults['tab'], string> = {
  metals: 'materialsResults.list.metals',
  metalsSupplier: 'materialsResults.list.suppliers',
  materials: 'materialsResults.list.materials',
  materialsSupplier: 'materialsResults.list.materialSuppliers',
};

/** The records of the page, each drawn as its tab draws it. */
function Records({ results, labels }: { results: MaterialsSearchResults; labels: MaterialsLabels }) {
  const item = (id: number, record: ReactNode) => <li key={id}>{record}</li>;
  switch (results.tab) {
    case 'metals':
      return results.records.map((record) => item(record.id, <MetalRecord record={record} labels={labels} />));
    case 'metalsSupplier':
      return results.records.map((record) => item(record.id, <SupplierRecord record={record} labels={labels} />));
    case 'materials':
      return results.records.map((record) => item(record.id, <MaterialRecord record={record} labels={labels} />));
    case 'materialsSupplier':
      return results.records.map((record) => item(record.id, <MaterialSupplierRecord record={record} labels={labels} />));
  }
}
