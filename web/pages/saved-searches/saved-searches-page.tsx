import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import { useSavedSearches } from '../../api/saved-searches.api.ts';
import { useProfile } from '../../app/session-context.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SavedSearchTable } from '../../features/saved-searches/saved-search-table.tsx';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

/**
 * /management/search/saved: the user's saved searches, favourites first, in the
 * dashboard's table form, to re-run, star, edit and delete.
 */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  usePageTitle(t('savedSearches.title'));
  const profile = useProfile();
  const savedSearches = useSavedSearches();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('savedSearches.title')}</Title>
        <Text c="dimmed">{t('savedSearches.intro')}</Text>
      </Stack>
      <QueryState isPending={savedSearches.isPending} error={savedSearches.error} onRetry={() => void savedSearches.refetch()} skeleton={<SavedSearchesSkeleton />}>
        {savedSearches.data ? <SavedSearchSections rows={savedSearches.data.rows} lite={profile.isLiteSubscription} /> : null}
      </QueryState>
    </Stack>
  );
}

function SavedSearchSections({ rows, lite }: { rows: SavedSearchRow[]; lite: boolean }) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <Alert color={lite ? 'gray' : 'blue'} variant="light" data-testid="saved-searches-empty">
        {lite ? t('savedSearches.emptyLite') : t('savedSearches.empty')}
      </Alert>
    );
  }
  const favourites = rows.filter((row) => row.type === 'favourite');
  const others = rows.filter((row) => row.type !== 'favourite');
  return (
    <>
      {favourites.length > 0 ? <Section id="saved-searches-favourites" title={t('savedSearches.favourites')} rows={favourites} /> : null}
      {others.length > 0 ? <Section id="saved-searches-others" title={t('savedSearches.others')} rows={others} /> : null}
    </>
  );
}

function Section({ id, title, rows }: { id: string; title: string; rows: SavedSearchRow[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-heading`} data-testid={id}>
      <Title order={2} size="h3" id={`${id}-heading`}>
        {title}
      </Title>
      <SavedSearchTable rows={rows} label={title} />
    </Stack>
  );
}

function SavedSearchesSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')}>
      <LoadingPlaceholder height={24} width={200} />
      <LoadingPlaceholder height={56} radius="md" />
      <LoadingPlaceholder height={56} radius="md" />
      <LoadingPlaceholder height={56} radius="md" />
    </Stack>
  );
}
