import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import { FavouriteToggle, NotifyIndicator, SavedSearchLink, SavedSearchRowActions } from './saved-search-row-parts.tsx';
import { useDetailsText } from './use-details-text.ts';

const AS_CARDS = '(max-width: 47.99em)';

/**
 * The table of saved searches and favourites (portal-area.md §2 "Tables on the
 * dashboard"): star, name link, alerts indicator, details, edit and delete. The saved
 * searches page uses it, and the home dashboard will. Rows become cards on phones.
 */
export function SavedSearchTable({ rows, label, testId }: { rows: SavedSearchRow[]; label: string; testId?: string }) {
  const { t } = useTranslation();
  const detailsText = useDetailsText();
  const asCards = useMediaQuery(AS_CARDS, false, { getInitialValueInEffect: false });
  const tabBadge = (row: SavedSearchRow) => (
    <Badge variant="outline" size="sm" color="gray">
      {t(`search.tabs.${row.details[0]}`)}
    </Badge>
  );

  if (asCards) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label} data-testid={testId}>
        {rows.map((row) => (
          <Paper component="li" key={row.id} withBorder radius="md" p="sm" data-testid="saved-search-row" data-saved-search-id={row.id}>
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Group gap={4} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  <FavouriteToggle row={row} />
                  <div style={{ minWidth: 0, paddingTop: 6 }}>
                    <SavedSearchLink row={row} />
                  </div>
                </Group>
                <SavedSearchRowActions row={row} />
              </Group>
              <Group gap="xs" wrap="wrap">
                {tabBadge(row)}
                <NotifyIndicator row={row} />
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="saved-search-details">
                {detailsText(row.details)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label={label} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48}>
            <VisuallyHidden>{t('savedSearches.favourites')}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{t('savedSearches.columns.name')}</Table.Th>
          <Table.Th w={170}>{t('savedSearches.columns.notify')}</Table.Th>
          <Table.Th>{t('savedSearches.columns.details')}</Table.Th>
          <Table.Th w={110} ta="right">
            {t('savedSearches.columns.actions')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="saved-search-row" data-saved-search-id={row.id}>
            <Table.Td>
              <FavouriteToggle row={row} />
            </Table.Td>
            <Table.Td>
              <SavedSearchLink row={row} />
            </Table.Td>
            <Table.Td>
              <NotifyIndicator row={row} />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {tabBadge(row)}
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="saved-search-details">
                  {detailsText(row.details)}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <SavedSearchRowActions row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
