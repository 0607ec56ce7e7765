import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconFilterOff, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResultsTab } from '../../../common/search/search-criteria.contract.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { noResultTips } from './no-result-tips.ts';
import { scopeCounts } from './results-scope.ts';

/**
 * Nothing found (search-area.md §2): the message, the search tips that fit the search
 * (no spelling tips when nothing was typed), and an invitation to reset the filters,
 * with a button when there are filters to reset.
 * When the subscription has nothing but the whole catalogue has, it says so and offers
 * the whole catalogue in one click, the numbers agreeing with the 'Results in' facet.
 */
export function NoResults({
  tab,
  terms,
  canReset,
  resetting,
  onReset,
  results,
  onShowCatalogue,
}: {
  tab: ResultsTab;
  terms: string;
  canReset: boolean;
  resetting: boolean;
  onReset: () => void;
  /** The answer that found nothing; absent when the search itself failed. */
  results?: SearchResults;
  onShowCatalogue?: () => void;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const scope = results ? scopeCounts(results) : null;
  const elsewhere = onShowCatalogue && scope?.filterBy === 'subscription' && scope.catalogue > 0 ? scope.catalogue : 0;
  const criteria = results && 'latestWhat' in results.criteria ? results.criteria : null;
  const tips = noResultTips(tab, criteria).map((key) => t(key));
  const title = elsewhere
    ? terms
      ? t('results.noResults.titleInSubscriptionFor', { terms })
      : t('results.noResults.titleInSubscription')
    : terms
      ? t('results.noResults.titleFor', { terms })
      : t('results.noResults.title');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="no-results">
      <Stack gap="md">
        <Stack gap={4} align="flex-start">
          <IconSearchOff size={32} color="var(--mantine-color-gray-6)" aria-hidden />
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
        </Stack>
        {elsewhere ? (
          <Stack gap="xs" align="flex-start" data-testid="no-results-catalogue">
            <Text size="sm">{t('results.noResults.inCatalogue', { catalogue: formatNumber(elsewhere) })}</Text>
            <Button leftSection={<IconBooks size={16} aria-hidden />} loading={resetting} onClick={onShowCatalogue}>
              {t('results.noResults.showCatalogue')}
            </Button>
          </Stack>
        ) : null}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('results.noResults.tipsTitle')}
          </Title>
          <List size="sm" spacing={6} data-testid="search-tips">
            {tips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('results.noResults.resetInvite')}</Text>
          {canReset ? (
            <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} loading={resetting} onClick={onReset}>
              {t('results.noResults.resetFilters')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
