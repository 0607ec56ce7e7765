import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderBy } from '../../../common/search/search-criteria.contract.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { ActiveCollectionPicker } from './active-collection-picker.tsx';
import { SaveSearchButton } from '../saved-searches/save-search-button.tsx';
import { ExportButton } from '../exports/export-button.tsx';
import { BulkActionsMenu } from './bulk-actions-menu.tsx';
import classes from './search-results.module.css';
import { SortControl } from './sort-control.tsx';

/**
 * The header above the records: 'Choose' for the bulk actions, the order (not for lite
 * subscriptions, search-area.md §6) and the collection 'add' goes to.
 */
export function ResultsToolbar({
  results,
  selectedIds,
  withSort,
  busy,
  onSort,
  onBulkDone,
}: {
  results: SearchResults;
  selectedIds: number[];
  withSort: boolean;
  busy: boolean;
  onSort: (orderBy: OrderBy) => void;
  onBulkDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" data-testid="results-toolbar">
      <Group gap="sm" align="center" wrap="wrap">
        <BulkActionsMenu selectedIds={selectedIds} activeCollection={results.activeCollection} onDone={onBulkDone} />
        <SaveSearchButton searchContext={results.searchContext} tab={results.tab} />
        <ExportButton results={results} />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="selected-count">
          {t('results.bulk.selectedCount', { selected: selectedIds.length })}
        </Text>
      </Group>
      <div className={classes.toolbarControls}>
        {withSort ? <SortControl orderBy={results.orderBy} disabled={busy} onChange={onSort} /> : null}
        <ActiveCollectionPicker activeCollection={results.activeCollection} />
      </div>
    </Group>
  );
}
