import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBookmarkPlus, IconNews, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { LegislationFilters, LegislationSearchResult } from '../../../common/legislation/legislation-library.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useLegislationSearch } from '../../api/legislation-library.api.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { AddOnGate, useAddOnState } from '../../features/legislation-search/add-on-gate.tsx';
import { applyDraft, chosenCount, clearDraft, draftOf, pendingCount, toggleDraft } from '../../features/legislation-search/legislation-facet-draft.ts';
import { LegislationFacetsPanel } from '../../features/legislation-search/legislation-facets-panel.tsx';
import { hasCriteria, readLegislationQuery, writeLegislationQuery, type LegislationQuery } from '../../features/legislation-search/legislation-query.ts';
import { LegislationResultsView } from '../../features/legislation-search/legislation-results-view.tsx';
import { LegislationSearchForm } from '../../features/legislation-search/legislation-search-form.tsx';
import { SaveLegislationSearchModal } from '../../features/legislation-search/save-legislation-search-modal.tsx';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

/**
 * /management/legislation: the legislation library's search. Its criteria live in the address
 * (the filters' own names, lists repeated), so a recent search's link runs it again and Back
 * returns to the previous search. A locked add-on says how to get access instead.
 */
export function LegislationSearchPage() {
  const { t } = useTranslation();
  usePageTitle(t('legislation.pages.search.title'));
  return (
    <Stack gap="lg" data-testid="legislation-search-page">
      <Stack gap={4}>
        <Title order={1}>{t('legislation.pages.search.title')}</Title>
        <Text c="dimmed">{t('legislation.pages.search.intro')}</Text>
      </Stack>
      <AddOnGate addOn="legislation">
        <LegislationSearch />
      </AddOnGate>
    </Stack>
  );
}

function LegislationSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readLegislationQuery(params);
  const search = useLegislationSearch({ ...query.filters, sort: query.sort, page: query.page }, true);
  const euLaw = useAddOnState('euLaw');
  const [saving, setSaving] = useState(false);
  const filtersKey = writeLegislationQuery({ ...query, sort: 'relevance', page: 1 });

  const go = (next: LegislationQuery) => {
    setParams(new URLSearchParams(writeLegislationQuery(next)));
    window.scrollTo({ top: 0, behavior: 'instant' });
  };
  const searchWith = (filters: LegislationFilters) => go({ filters, sort: query.sort, page: 1 });

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={pagePaths.legislationNews} data-testid="legislation-news-link">
          <Group gap={6} wrap="nowrap" component="span">
            <IconNews size={18} aria-hidden />
            {t('legislation.pages.search.newsLink')}
          </Group>
        </Anchor>
        {euLaw.unlocked ? (
          <Anchor component={Link} to={pagePaths.euLaw} data-testid="eu-law-link">
            <Group gap={6} wrap="nowrap" component="span">
              <IconScale size={18} aria-hidden />
              {t('legislation.pages.search.euLawLink')}
            </Group>
          </Anchor>
        ) : null}
      </Group>
      <LegislationSearchForm key={filtersKey} filters={query.filters} onSearch={searchWith} onReset={() => go({ filters: {}, sort: 'relevance', page: 1 })} />
      {euLaw.unlocked && hasCriteria(query.filters) ? (
        <Group>
          <Button variant="light" leftSection={<IconBookmarkPlus size={16} aria-hidden />} onClick={() => setSaving(true)} aria-haspopup="dialog" data-testid="save-legislation-search">
            {t('euLaw.save.button')}
          </Button>
        </Group>
      ) : null}
      {saving ? <SaveLegislationSearchModal filters={query.filters} onClose={() => setSaving(false)} /> : null}
      <Stack gap="sm" component="section" aria-labelledby="legislation-results-title">
        <Title order={2} size="h3" id="legislation-results-title">
          {hasCriteria(query.filters) ? t('legislation.pages.search.resultsTitle') : t('legislation.pages.search.browseTitle')}
        </Title>
        <QueryState isPending={search.isPending} error={search.error} onRetry={() => void search.refetch()} skeleton={<ResultsSkeleton />}>
          {search.data ? (
            <SearchResults key={filtersKey} query={query} busy={search.isPlaceholderData} result={search.data} go={go} />
          ) : null}
        </QueryState>
      </Stack>
    </Stack>
  );
}

function SearchResults({ query, result, busy, go }: { query: LegislationQuery; result: LegislationSearchResult; busy: boolean; go: (next: LegislationQuery) => void }) {
  const { t } = useTranslation();
  const applied = draftOf(query.filters);
  const [draft, setDraft] = useState(applied);
  const pending = pendingCount(draft, applied);
  return (
    <LegislationResultsView
      result={result}
      sort={query.sort}
      busy={busy}
      onSort={(sort) => go({ ...query, sort, page: 1 })}
      onPage={(page) => go({ ...query, page })}
      facets={{
        chosen: chosenCount(applied),
        render: (inDrawer, closeDrawer) => (
          <LegislationFacetsPanel
            facets={result.facets}
            draft={draft}
            pending={pending}
            canClear={chosenCount(applied) > 0 || chosenCount(draft) > 0}
            busy={busy}
            inDrawer={inDrawer}
            onToggle={(facet, value) => setDraft((current) => toggleDraft(current, facet, value))}
            onApply={() => {
              closeDrawer();
              go({ filters: applyDraft(query.filters, draft), sort: query.sort, page: 1 });
            }}
            onClearAll={() => {
              closeDrawer();
              go({ filters: clearDraft(query.filters), sort: query.sort, page: 1 });
            }}
          />
        ),
      }}
      empty={
        <Stack gap={4} data-testid="legislation-no-results">
          <Text fw={500}>{t('legislation.pages.search.noResults')}</Text>
          <Text size="sm" c="dimmed">
            {t('legislation.pages.search.noResultsHint')}
          </Text>
        </Stack>
      }
    />
  );
}

function ResultsSkeleton() {
  return (
    <Stack gap="sm" data-testid="legislation-results-skeleton">
      {[0, 1, 2, 3].map((row) => (
        <LoadingPlaceholder key={row} height={92} radius="md" />
      ))}
    </Stack>
  );
}
