import { Badge, Box, Button, Drawer, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegislationSearchResult } from '../../../common/legislation/legislation-library.contract.ts';
import { LEGISLATION_SORTS } from '../../../common/legislation/legislation.values.ts';
import { isOneOf } from '../../../common/one-of.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { ResultsPagination } from '../search-results/results-pagination.tsx';
import layout from '../search-results/search-results.module.css';
import { LegalActList } from './legal-act-list.tsx';
import type { LegislationSort } from './legislation-query.ts';

/** Below this width the facets move into a drawer (as on the standards results). */
const FACETS_IN_DRAWER = '(max-width: 61.99em)';
/** On a phone the drawer takes the whole screen. */
const PHONE = '(max-width: 47.99em)';

export type FacetsSlot = {
  /** The panel, told whether it sits in the drawer. */
  render: (inDrawer: boolean, closeDrawer: () => void) => ReactNode;
  chosen: number;
};

/**
 * A page of acts with how many matched, the order, the pages, and (on the search page) the facets:
 * a column beside the list on a wide screen, a drawer on a small one.
 */
export function LegislationResultsView({
  result,
  sort,
  busy,
  onSort,
  onPage,
  facets,
  empty,
}: {
  result: LegislationSearchResult;
  sort: LegislationSort;
  busy: boolean;
  onSort: (sort: LegislationSort) => void;
  onPage: (page: number) => void;
  facets?: FacetsSlot;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const facetsInDrawer = useMediaQuery(FACETS_IN_DRAWER, false, { getInitialValueInEffect: false });
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      {facets && !facetsInDrawer ? (
        <Box component="aside" className={layout.facetsColumn} aria-label={t('results.facets.title')}>
          {facets.render(false, closeDrawer)}
        </Box>
      ) : null}
      <Stack gap="md" className={`${layout.resultsColumn} ${busy ? layout.changing : ''}`} aria-busy={busy} data-testid="legislation-results">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Text fw={500} role="status" data-testid="legislation-total" data-total={result.total}>
            {t('legislation.pages.search.total', { total: formatNumber(result.total) })}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            {result.total > 1 ? (
              <NativeSelect
                label={t('results.sort.label')}
                value={sort}
                disabled={busy}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (isOneOf(LEGISLATION_SORTS, value)) onSort(value);
                }}
                data={LEGISLATION_SORTS.map((value) => ({ value, label: t(`legislation.pages.sort.${value}`) }))}
                data-testid="legislation-sort"
              />
            ) : null}
            {facets && facetsInDrawer ? (
              <Button
                variant="light"
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                rightSection={facets.chosen > 0 ? <Badge size="sm" circle>{facets.chosen}</Badge> : null}
                onClick={() => setDrawerOpen(true)}
                aria-haspopup="dialog"
                data-testid="legislation-open-filters"
              >
                {t('results.facets.filters')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {result.records.length > 0 ? (
          <>
            <LegalActList records={result.records} />
            <ResultsPagination page={result.page} hits={result.total} recordsPerPage={result.pageSize} disabled={busy} onPage={onPage} />
          </>
        ) : result.total > 0 ? (
          <Stack gap="xs" align="flex-start" data-testid="legislation-past-end">
            <Text size="sm">{t('legislation.pages.search.pastEnd')}</Text>
            <Button variant="light" onClick={() => onPage(1)}>
              {t('legislation.pages.search.firstPage')}
            </Button>
          </Stack>
        ) : (
          empty
        )}
      </Stack>
      {facets && facetsInDrawer ? (
        <Drawer opened={drawerOpen} onClose={closeDrawer} title={t('results.facets.title')} size={phone ? '100%' : 'sm'} data-testid="legislation-filters-drawer">
          {facets.render(true, closeDrawer)}
        </Drawer>
      ) : null}
    </Group>
  );
}
