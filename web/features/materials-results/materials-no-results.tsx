import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MaterialsSearchTab } from '../../../common/materials/materials-search.contract.ts';
import { noResultsTitleKey, NO_RESULT_TIP_KEYS } from './materials-summary.ts';

/**
 * Nothing found (search-area.md §2): the message with the words searched for, tips for the tab's
 * fields, and an invitation to reset the filters, with a button when facets narrow the search.
 */
export function MaterialsNoResults({
  tab,
  terms,
  canReset,
  resetting,
  onReset,
}: {
  tab: MaterialsSearchTab;
  terms: string;
  canReset: boolean;
  resetting: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="materials-no-results">
      <Stack gap="md">
        <Stack gap={4} align="flex-start">
          <IconSearchOff size={32} color="var(--mantine-color-gray-6)" aria-hidden />
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {t(noResultsTitleKey(tab, terms), { terms })}
          </Title>
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('results.noResults.tipsTitle')}
          </Title>
          <List size="sm" spacing={6} data-testid="materials-search-tips">
            {NO_RESULT_TIP_KEYS[tab].map((key) => (
              <List.Item key={key}>{t(key)}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('materialsResults.noResults.resetInvite')}</Text>
          {canReset ? (
            <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} loading={resetting} onClick={onReset} data-testid="materials-reset-filters">
              {t('results.noResults.resetFilters')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
