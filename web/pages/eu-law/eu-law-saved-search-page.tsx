import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LEGISLATION_SORTS } from '../../../common/legislation/legislation.values.ts';
import { isOneOf } from '../../../common/one-of.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useLegislationSavedSearches, useRunLegislationSavedSearch } from '../../api/legislation-library.api.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { AddOnGate } from '../../features/legislation-search/add-on-gate.tsx';
import { criteriaSummary } from '../../features/legislation-search/criteria-summary.ts';
import { writeLegislationQuery, type LegislationSort } from '../../features/legislation-search/legislation-query.ts';
import { LegislationResultsView } from '../../features/legislation-search/legislation-results-view.tsx';
import { useLegislationLabels } from '../../features/legislation-search/use-legislation-labels.ts';
import { recordIdOf, recordProblemOf } from '../../features/materials-results/record-ids.ts';
import { LegislationNotFound } from '../legislation/legislation-not-found.tsx';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

const MAX_PAGE = 1000;

/** /management/eu-law/saved/{id}: one saved EU-law search run now, its acts in pages with their order. */
export function EuLawSavedSearchPage() {
  const { t } = useTranslation();
  return (
    <AddOnGate addOn="euLaw" heading={t('euLaw.title')}>
      <SavedSearchRun />
    </AddOnGate>
  );
}

function SavedSearchRun() {
  const { t } = useTranslation();
  const labels = useLegislationLabels();
  const id = recordIdOf(useParams().id);
  const [params, setParams] = useSearchParams();
  const sortText = params.get('sort') ?? '';
  const sort: LegislationSort = isOneOf(LEGISLATION_SORTS, sortText) ? sortText : 'relevance';
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGE) : 1;
  const searches = useLegislationSavedSearches(id !== null);
  const run = useRunLegislationSavedSearch(id, sort, page);
  const search = searches.data?.find((one) => one.id === id) ?? null;
  const missing = id === null || recordProblemOf(run.error) === 'notFound' || (searches.data !== undefined && search === null);
  usePageTitle(search?.name ?? t('euLaw.title'));
  if (missing) return <LegislationNotFound title={t('euLaw.notFoundTitle')} text={t('euLaw.notFound')} back={pagePaths.euLaw} />;

  const go = (next: { sort: LegislationSort; page: number }) => {
    const query = new URLSearchParams();
    if (next.sort !== 'relevance') query.set('sort', next.sort);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
    window.scrollTo({ top: 0, behavior: 'instant' });
  };

  return (
    <Stack gap="lg" data-testid="eu-law-saved-search-page" data-search-id={id}>
      <Stack gap={6}>
        <Anchor component={Link} to={pagePaths.euLaw} size="sm" style={{ alignSelf: 'flex-start' }} data-testid="eu-law-back">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('euLaw.back')}
          </Group>
        </Anchor>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {search?.name ?? t('euLaw.title')}
        </Title>
        {search ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {criteriaSummary(search.criteria, labels, t)}
          </Text>
        ) : null}
        {search ? (
          <Button
            component={Link}
            to={pagePaths.legislationSearch(writeLegislationQuery({ filters: search.criteria, sort, page: 1 }))}
            variant="light"
            size="compact-sm"
            leftSection={<IconSearch size={14} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            data-testid="eu-law-open-in-search"
          >
            {t('euLaw.openInSearch')}
          </Button>
        ) : null}
      </Stack>
      <QueryState isPending={run.isPending} error={run.error} onRetry={() => void run.refetch()} skeleton={<LoadingPlaceholder height={200} radius="md" />}>
        {run.data ? (
          <LegislationResultsView
            result={run.data}
            sort={sort}
            busy={run.isPlaceholderData}
            onSort={(next) => go({ sort: next, page: 1 })}
            onPage={(next) => go({ sort, page: next })}
            empty={
              <Text c="dimmed" data-testid="legislation-no-results">
                {t('legislation.pages.search.noResults')}
              </Text>
            }
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}
