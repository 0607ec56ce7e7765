import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResultsTab } from '../../../common/search/search-criteria.contract.ts';

const TIP_COUNT: Record<ResultsTab, number> = { standards: 7, collections: 6 };

/**
 * Nothing found (search-area.md §2): the message, the tab's search tips, and an
 * invitation to reset the filters, with a button when there are filters to reset.
 */
export function NoResults({
  tab,
  terms,
  canReset,
  resetting,
  onReset,
}: {
  tab: ResultsTab;
  terms: string;
  canReset: boolean;
  resetting: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const tips = Array.from({ length: TIP_COUNT[tab] }, (_, index) => t(`results.noResults.tips.${tab}.${index + 1}`));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="no-results">
      <Stack gap="md">
        <Stack gap={4} align="flex-start">
          <IconSearchOff size={32} color="var(--mantine-color-gray-6)" aria-hidden />
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {terms ? t('results.noResults.titleFor', { terms }) : t('results.noResults.title')}
          </Title>
        </Stack>
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
