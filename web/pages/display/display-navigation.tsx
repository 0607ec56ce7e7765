import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import type { DisplayRoute } from '../../../common/page-route-params.ts';

/** 'Back to results' when the document was opened from a search, and its place in those results. */
export function DisplayNavigation({ route }: { route: DisplayRoute }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  if (!route.searchContext) return null;
  return (
    <Group gap="md" wrap="wrap" component="nav" aria-label={t('display.navigation')}>
      <Anchor component={Link} to={pagePaths.searchResults(route.searchContext)} data-testid="back-to-results">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('display.backToResults')}
        </Group>
      </Anchor>
      {route.offset !== null ? (
        <Text size="sm" c="dimmed" data-testid="result-position">
          {t('display.resultPosition', { position: formatNumber(route.offset + 1) })}
        </Text>
      ) : null}
    </Group>
  );
}
