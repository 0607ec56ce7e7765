import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { ApiRequestError } from '../../api/client.ts';
import { useMaterialsResults } from '../../api/materials.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast } from '../../components/ui/toast.ts';
import { ResultsSkeleton } from '../search-results/results-skeleton.tsx';
import { MaterialsResultsView } from './materials-results-view.tsx';
import { useMaterialsNavigation } from './use-materials-navigation.ts';

/**
 * The results of a metals, materials or suppliers search context: the skeleton while the first answer
 * comes (none when the page carried it), then the results; a failed search shows why, with the
 * server's reason as a toast too (search-area.md §8), and a retry when trying again may help.
 */
export function MaterialsResults({ tab, searchContext }: { tab: MaterialsSearchTab; searchContext: string }) {
  const query = useMaterialsResults(tab, searchContext);
  const navigation = useMaterialsNavigation(tab, searchContext);
  const errorText = useErrorText();
  const results = query.data;
  // The first results are drawn as a deferred update, in slices between which the page stays responsive.
  const ready = useDeferredValue(results !== undefined);

  useEffect(() => {
    if (query.error && !(query.error instanceof ApiRequestError && query.error.code === 401)) showErrorToast(errorText(query.error));
  }, [query.error, errorText]);

  if (query.isError && !query.isFetching && (!results || query.isPlaceholderData)) {
    return <MaterialsResultsFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (results && ready) return <MaterialsResultsView results={results} loadingNext={query.isPlaceholderData} navigation={navigation} />;
  return <ResultsSkeleton withFacets />;
}

/** Why the search could not be shown: not in the subscription (403), a bad address (400), or a failure worth retrying. */
function MaterialsResultsFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const code = error instanceof ApiRequestError ? error.code : 0;
  const title = code === 403 ? t('materialsResults.errors.forbiddenTitle') : code === 400 ? t('materialsResults.errors.invalidTitle') : t('errors.loadFailed');
  const body = code === 403 ? t('materialsResults.errors.forbidden') : errorText(error);
  return (
    <Alert color={code === 403 ? 'yellow' : 'red'} title={title} role="alert" data-testid="materials-results-error" data-code={code}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{body}</Text>
        {code === 403 || code === 400 ? (
          <Button component={Link} to={pagePaths.searchIndex} size="xs" variant="light">
            {t('display.newSearch')}
          </Button>
        ) : (
          <Button size="xs" variant="light" color="red" onClick={onRetry} data-testid="materials-results-retry">
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
