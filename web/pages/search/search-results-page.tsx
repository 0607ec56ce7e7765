import { Badge, Group, Stack, Title } from '@mantine/core';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { materialsTabOfSearchContext, type MaterialsSearchTab } from '../../../common/materials/materials-search.values.ts';
import { tabOfSearchContext } from '../../../common/search/search-paths.ts';
import { ApiRequestError } from '../../api/client.ts';
import { useSearchResults } from '../../api/search.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { showErrorToast } from '../../components/ui/toast.ts';
import { MaterialsResults } from '../../features/materials-results/materials-results.tsx';
import { NoResults } from '../../features/search-results/no-results.tsx';
import { ResultsSkeleton } from '../../features/search-results/results-skeleton.tsx';
import { SearchResultsView } from '../../features/search-results/search-results-view.tsx';
import { useResultsNavigation } from '../../features/search-results/use-results-navigation.ts';
import { TourOffer } from '../../features/tour/tour-offer.tsx';

/**
 * /management/search/index/0/-/{searchContext}: the results of the search the context
 * names. The first character of the context names the tab ('m' metals, 'p' metal suppliers,
 * else standards or collections); every change of facet, page or order becomes a new context
 * and a new history entry.
 */
export function SearchResultsPage() {
  const { searchContext = '' } = useParams();
  const materialsTab = materialsTabOfSearchContext(searchContext);
  if (materialsTab) return <MaterialsResultsPage key={materialsTab} tab={materialsTab} searchContext={searchContext} />;
  return <StandardsResultsPage searchContext={searchContext} />;
}

/** The metals or metal suppliers results (web/features/materials-results). */
function MaterialsResultsPage({ tab, searchContext }: { tab: MaterialsSearchTab; searchContext: string }) {
  const { t } = useTranslation();
  usePageTitle(t('search.resultsTitle'));
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>{t('search.resultsTitle')}</Title>
        <Badge variant="light" size="lg" data-testid="results-tab">
          {t(`materialsResults.tabs.${tab}`)}
        </Badge>
      </Group>
      <MaterialsResults tab={tab} searchContext={searchContext} />
    </Stack>
  );
}

/** The standards or collections results. */
function StandardsResultsPage({ searchContext }: { searchContext: string }) {
  const { t } = useTranslation();
  usePageTitle(t('search.resultsTitle'));
  const tab = tabOfSearchContext(searchContext);
  const query = useSearchResults(tab, searchContext);
  const navigation = useResultsNavigation(tab, searchContext);
  const navigate = useNavigate();
  const errorText = useErrorText();
  const results = query.data;
  // The first results are drawn as a deferred update, in slices between which the page stays responsive.
  const ready = useDeferredValue(results !== undefined);

  // A failed search shows an empty list and the server's reason (search-area.md §8); a 401 has already gone to sign in.
  useEffect(() => {
    if (query.error && !(query.error instanceof ApiRequestError && query.error.code === 401)) showErrorToast(errorText(query.error));
  }, [query.error, errorText]);
  useEffect(() => {
    if (tab === null) showErrorToast(t('search.errors.invalidContext'));
  }, [tab, t]);
  // The one document a new search found opens directly (search-area.md §2).
  useEffect(() => {
    if (results?.redirect) void navigate(results.redirect, { replace: true });
  }, [results?.redirect, navigate]);

  const shownTab = results?.tab ?? tab ?? 'standards';
  const failed = tab === null || (query.isError && !results);

  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>{t('search.resultsTitle')}</Title>
        <Badge variant="light" size="lg" data-testid="results-tab">
          {t(`search.tabs.${shownTab}`)}
        </Badge>
      </Group>
      {results && ready && !failed ? <TourOffer section="results" /> : null}
      {failed ? (
        <NoResults tab={shownTab} terms="" canReset={false} resetting={false} onReset={() => undefined} />
      ) : results && ready ? (
        <SearchResultsView results={results} loadingNext={query.isPlaceholderData} navigation={navigation} />
      ) : (
        <ResultsSkeleton withFacets />
      )}
    </Stack>
  );
}
