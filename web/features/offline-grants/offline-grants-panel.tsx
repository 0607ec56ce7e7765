import { Group, Pagination, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFLINE_GRANT_FILTERS, type OfflineGrantFilter } from '../../../common/reader/offline.values.ts';
import { useOrganisationGrants } from '../../api/offline-grants.api.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { OfflineGrantsList } from './offline-grants-list.tsx';

const isFilter = (value: string): value is OfflineGrantFilter => (OFFLINE_GRANT_FILTERS as readonly string[]).includes(value);

/**
 * The organisation page's "Offline copies" section, for its admins only (the server refuses the
 * call to anyone else): which documents the organisation's users keep for reading offline
 * (issue 22), the active ones or all, page by page, each active one revocable.
 */
export function OfflineGrantsPanel() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OfflineGrantFilter>('active');
  const [page, setPage] = useState(1);
  const grants = useOrganisationGrants(filter, page);
  const pages = grants.data ? Math.max(1, Math.ceil(grants.data.total / grants.data.pageSize)) : 1;
  // Revoking the last active copy of the last page leaves it empty: show the page before instead.
  // (Set while rendering, as React advises for state that follows other state; never on a page still loading.)
  if (grants.data && !grants.isPlaceholderData && grants.data.rows.length === 0 && page > 1) setPage(page - 1);
  const changeFilter = (value: string) => {
    if (!isFilter(value)) return;
    setFilter(value);
    setPage(1);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="offline-grants-title" data-testid="offline-grants-panel">
      <Title order={2} size="h3" id="offline-grants-title">
        {t('offlineGrants.panel.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('offlineGrants.panel.intro')}
      </Text>
      <Radio.Group value={filter} onChange={changeFilter} label={t('offlineGrants.panel.filterLabel')} data-testid="offline-grants-filter">
        <Group gap="md" mt={4}>
          {OFFLINE_GRANT_FILTERS.map((value) => (
            <Radio key={value} value={value} label={t(`offlineGrants.filter.${value}`)} data-testid={`offline-grants-filter-${value}`} />
          ))}
        </Group>
      </Radio.Group>
      <QueryState isPending={grants.isPending} error={grants.error} onRetry={() => void grants.refetch()}>
        {grants.data ? <OfflineGrantsList rows={grants.data.rows} filter={filter} /> : null}
      </QueryState>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': t(`offlineGrants.panel.pageControls.${control}`) })}
          getItemProps={(value) => ({ 'aria-label': t('offlineGrants.panel.pageLabel', { page: value }) })}
          aria-label={t('offlineGrants.panel.pagination')}
          data-testid="offline-grants-pages"
        />
      ) : null}
    </Stack>
  );
}
