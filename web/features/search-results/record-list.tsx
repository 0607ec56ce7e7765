import { Checkbox, Group, Paper, Stack, Table } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePaths } from '../../../common/routes.ts';
import type { SearchRecord, SearchResults } from '../../../common/search/search-results.contract.ts';
import { trackCollectionDocumentOpened } from '../../api/search.api.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { DocumentActionButtons } from '../document-actions/document-action-buttons.tsx';
import { RecordDetails, RecordName, RecordVersion } from './record-details.tsx';
import classes from './search-results.module.css';

/** Records drawn at once when a list first shows; the rest follow in a second, interruptible pass. */
const FIRST_DRAWN = 8;

export type RecordListProps = {
  results: SearchResults;
  selected: ReadonlySet<number>;
  onToggle: (docId: number) => void;
  onToggleAll: () => void;
  stacked: boolean;
  showCollectionIcons: boolean;
};

/**
 * The records of one page (search-area.md §2): columns document, status, version and
 * action on a wide screen, one card per record on a phone. Each record links to the
 * display page with its offset in the whole list.
 */
export function RecordList({ results, selected, onToggle, onToggleAll, stacked, showCollectionIcons }: RecordListProps) {
  const { t } = useTranslation();
  const allSelected = results.docIds.length > 0 && results.docIds.every((id) => selected.has(id));
  const someSelected = !allSelected && results.docIds.some((id) => selected.has(id));
  const firstOffset = (results.page - 1) * results.recordsPerPage;
  const activeCollection = results.activeCollection;
  // The first screenful is drawn, then the rest: two short tasks instead of one long one during
  // which a phone's page could not answer a tap.
  const drawnCount = useDeferredValue(results.records.length, Math.min(results.records.length, FIRST_DRAWN));
  const drawnRecords = results.records.slice(0, drawnCount);

  const rowProps = (record: SearchRecord, index: number) => ({
    record,
    href: pagePaths.display(firstOffset + index, record.doc_id, results.searchContext),
    showCollectionIcon: showCollectionIcons,
    // The collections tab reports which collection documents are opened from (search-area.md §2).
    ...(results.tab === 'collections' ? { onOpen: () => trackCollectionDocumentOpened(record.doc_id, activeCollection?.id ?? null) } : {}),
  });
  const selectBox = (record: SearchRecord) => (
    <Checkbox
      checked={selected.has(record.doc_id)}
      onChange={() => onToggle(record.doc_id)}
      aria-label={t('results.list.select', { name: record.name })}
      data-testid="record-select"
    />
  );
  const actions = (record: SearchRecord) => (
    <DocumentActionButtons
      docId={record.doc_id}
      name={record.name}
      actions={record.actions}
      collectionId={activeCollection?.id ?? null}
      collectionName={activeCollection?.name ?? null}
    />
  );
  const selectAll = (
    <Checkbox
      checked={allSelected}
      indeterminate={someSelected}
      onChange={onToggleAll}
      aria-label={t('results.list.selectAll')}
      {...(stacked ? { label: t('results.list.selectAll') } : {})}
      data-testid="select-all"
    />
  );

  if (stacked) {
    return (
      <Stack gap="sm" data-testid="record-list">
        {selectAll}
        {drawnRecords.map((record, index) => (
          <Paper
            key={record.doc_id}
            withBorder
            p="sm"
            radius="md"
            className={classes.recordCard}
            data-selected={selected.has(record.doc_id)}
            data-testid="record"
            data-doc-id={record.doc_id}
          >
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  {selectBox(record)}
                  <RecordName {...rowProps(record, index)} />
                </Group>
                <StatusBadge statusCode={record.docStatusCode} cancelled={record.cancelled} superceded={record.superceded} />
              </Group>
              <RecordDetails record={record} />
              <Group justify="space-between" align="flex-end" wrap="nowrap">
                <RecordVersion record={record} />
                {actions(record)}
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table verticalSpacing="sm" highlightOnHover className={classes.recordTable} data-testid="record-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>{selectAll}</Table.Th>
          <Table.Th>{t('results.list.columnDocument')}</Table.Th>
          <Table.Th w={150}>{t('results.list.columnStatus')}</Table.Th>
          <Table.Th w={130}>{t('results.list.columnVersion')}</Table.Th>
          <Table.Th w={120}>{t('results.list.columnAction')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {drawnRecords.map((record, index) => (
          <Table.Tr
            key={record.doc_id}
            className={classes.recordRow}
            data-selected={selected.has(record.doc_id)}
            data-testid="record"
            data-doc-id={record.doc_id}
          >
            <Table.Td>{selectBox(record)}</Table.Td>
            <Table.Td>
              <Stack gap={4}>
                <RecordName {...rowProps(record, index)} />
                <RecordDetails record={record} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <StatusBadge statusCode={record.docStatusCode} cancelled={record.cancelled} superceded={record.superceded} />
            </Table.Td>
            <Table.Td>
              <RecordVersion record={record} />
            </Table.Td>
            <Table.Td>{actions(record)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
