import { Button, Center, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import type { WatchList } from '../../../common/watches/watches.contract.ts';
import { useWatches } from '../../api/watches.api.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { WatchedDocumentList } from '../../features/watches/watched-document-list.tsx';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

function pageFrom(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /management/watches: the documents the user watches, with their status and latest change,
 * to open or unwatch; a page at a time, the page kept in `?page=`.
 */
export function WatchesPage() {
  const { t } = useTranslation();
  usePageTitle(t('watches.title'));
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const watches = useWatches(page);
  const setPage = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  const pages = watches.data ? Math.max(1, Math.ceil(watches.data.total / watches.data.pageSize)) : 1;
  // Unwatching the last document of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (watches.data && !watches.isPlaceholderData && page > pages) setParams(pages === 1 ? {} : { page: String(pages) }, { replace: true });
  }, [watches.data, watches.isPlaceholderData, page, pages, setParams]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('watches.title')}</Title>
        <Text c="dimmed">{t('watches.intro')}</Text>
      </Stack>
      <QueryState isPending={watches.isPending} error={watches.error} onRetry={() => void watches.refetch()} skeleton={<WatchesSkeleton />}>
        {watches.data ? <WatchesOverview list={watches.data} pages={pages} onPage={setPage} /> : null}
      </QueryState>
    </Stack>
  );
}

function WatchesOverview({ list, pages, onPage }: { list: WatchList; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  if (list.total === 0) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="watches-empty">
        <Center>
          <Stack align="center" gap="sm" maw={480}>
            <IconEye size={32} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text ta="center">{t('watches.empty')}</Text>
            <Button component={Link} to={pagePaths.searchIndex} variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('watches.emptyAction')}
            </Button>
          </Stack>
        </Center>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="watches-count">
        {t('watches.count', { count: list.total, total: formatNumber(list.total) })}
      </Text>
      <WatchedDocumentList watches={list.watches} />
      {pages > 1 ? (
        <nav aria-label={t('watches.pagination')}>
          <Center>
            <Pagination
              total={pages}
              value={list.page}
              onChange={onPage}
              getControlProps={(control) => ({ 'aria-label': t(`results.pagination.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('results.pagination.page', { page: formatNumber(page) }) })}
            />
          </Center>
        </nav>
      ) : null}
    </Stack>
  );
}

function WatchesSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')}>
      <LoadingPlaceholder height={16} width={180} />
      <LoadingPlaceholder height={64} radius="md" />
      <LoadingPlaceholder height={64} radius="md" />
      <LoadingPlaceholder height={64} radius="md" />
    </Stack>
  );
}
