import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChecks } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChangedDocumentRow, KeptDocumentRow } from '../../../common/home/home.contract.ts';
import type { WatchedDocument } from '../../../common/watches/watches.contract.ts';
import { watchChangeText } from '../../../common/watches/watch-change.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useMarkReviewed } from '../../api/home.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import { WatchActionButtons } from '../watches/watch-action-buttons.tsx';
import { CompareButton } from '../ai-compare/compare-button.tsx';
import classes from './dashboard.module.css';

const AS_CARDS = '(max-width: 47.99em)';

type Column<Row> = { header: string; cell: (row: Row) => ReactNode; detailedOnly?: boolean; width?: number };

/**
 * A dashboard table (portal-area.md §2 "Tables on the dashboard"): rows on a desktop, cards on a
 * phone; the detailed view shows the columns the compact one leaves out.
 */
function DashboardTable<Row>({ rows, columns, detailed, label, rowKey, testId }: { rows: Row[]; columns: Column<Row>[]; detailed: boolean; label: string; rowKey: (row: Row) => number; testId: string }) {
  const asCards = useMediaQuery(AS_CARDS, false, { getInitialValueInEffect: false });
  const shown = columns.filter((column) => detailed || !column.detailedOnly);
  if (asCards) {
    return (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label} data-testid={testId}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder radius="sm" p="xs" data-testid="dashboard-row">
            <Stack gap={4}>
              {shown.map((column) => (
                <div key={column.header} className={classes.wrapAnywhere}>
                  {column.cell(row)}
                </div>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label={label} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((column) => (
            <Table.Th key={column.header} w={column.width}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} data-testid="dashboard-row">
            {shown.map((column) => (
              <Table.Td key={column.header} className={classes.wrapAnywhere}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DocumentName({ name }: { name: { linkName: string; linkURL: string } }) {
  return (
    <Anchor component={Link} to={name.linkURL} fw={600} size="sm" className={classes.wrapAnywhere} data-testid="dashboard-document-link">
      {name.linkName}
    </Anchor>
  );
}

export function KeptDocumentsTable({ rows, detailed }: { rows: KeptDocumentRow[]; detailed: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const columns: Column<KeptDocumentRow>[] = [
    { header: t('home.columns.document'), cell: (row) => <DocumentName name={row.name} /> },
    { header: t('home.columns.title'), cell: (row) => <Text size="sm">{row.title}</Text> },
    { header: t('home.columns.status'), cell: (row) => <StatusBadge statusCode={row.status} />, width: 140 },
    {
      header: t('home.columns.collections'),
      detailedOnly: true,
      cell: (row) => (
        <Group gap={4}>
          {row.collections.map((collection) => (
            <Badge key={collection.id} variant="outline" color={collection.kind === 'company' ? 'blue' : 'gray'} tt="none" radius="sm">
              {collection.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    { header: t('home.columns.added'), detailedOnly: true, cell: (row) => <Text size="sm">{formatDate(row.addedAt)}</Text>, width: 130 },
  ];
  return <DashboardTable rows={rows} columns={columns} detailed={detailed} label={t('home.accordions.myStandards.title')} rowKey={(row) => row.docId} testId="dashboard-kept" />;
}

function MarkReviewedButton({ row }: { row: ChangedDocumentRow }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const review = useMarkReviewed();
  if (!row.actions.review) return null;
  const mark = async () => {
    try {
      await review.mutateAsync(row.docId);
      showSuccessToast(t('home.reviewed', { number: row.name.linkName }));
    } catch (error) {
      showErrorToast(errorText(error));
    }
  };
  return (
    <Button size="xs" variant="light" leftSection={<IconChecks size={14} aria-hidden />} loading={review.isPending} onClick={() => void mark()} aria-label={t('home.markReviewedLabel', { number: row.name.linkName })} data-testid="mark-reviewed">
      {t('home.markReviewed')}
    </Button>
  );
}

export function ChangedDocumentsTable({ rows, detailed }: { rows: ChangedDocumentRow[]; detailed: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const columns: Column<ChangedDocumentRow>[] = [
    { header: t('home.columns.document'), cell: (row) => <DocumentName name={row.name} /> },
    { header: t('home.columns.title'), detailedOnly: true, cell: (row) => <Text size="sm">{row.title}</Text> },
    {
      header: t('home.columns.change'),
      cell: (row) => (
        <Stack gap={2}>
          <Text size="sm" data-testid="change-text">
            {watchChangeText(row.change, t)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(row.change.occurredAt)}
            {row.changes > 1 ? ` · ${t('home.moreChanges', { count: row.changes - 1 })}` : ''}
          </Text>
        </Stack>
      ),
    },
    { header: t('home.columns.status'), detailedOnly: true, cell: (row) => <StatusBadge statusCode={row.status} />, width: 140 },
    {
      header: t('home.columns.actions'),
      cell: (row) => (
        <Group gap={6} wrap="wrap">
          <MarkReviewedButton row={row} />
          {/* After a change, what changed is the natural next question: offered where the server says a compare can run. */}
          {row.actions.compare ? <CompareButton docId={row.docId} documentNumber={row.name.linkName} size="xs" /> : null}
        </Group>
      ),
      width: 170,
    },
  ];
  return <DashboardTable rows={rows} columns={columns} detailed={detailed} label={t('home.accordions.myC2VStandards.title')} rowKey={(row) => row.docId} testId="dashboard-changed" />;
}

export function WatchedDocumentsTable({ rows, detailed }: { rows: WatchedDocument[]; detailed: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const columns: Column<WatchedDocument>[] = [
    { header: t('home.columns.document'), cell: (row) => <DocumentName name={{ linkName: row.number, linkURL: pagePaths.version(0, row.docId) }} /> },
    { header: t('home.columns.title'), detailedOnly: true, cell: (row) => <Text size="sm">{row.title}</Text> },
    { header: t('home.columns.status'), cell: (row) => <StatusBadge statusCode={row.statusCode} cancelled={row.cancelled} superceded={row.superseded} />, width: 140 },
    {
      header: t('home.columns.latestChange'),
      detailedOnly: true,
      cell: (row) => <Text size="sm">{row.latestChange ? `${watchChangeText(row.latestChange, t)} (${formatDate(row.latestChange.occurredAt)})` : t('watches.noChange')}</Text>,
    },
    { header: t('home.columns.actions'), cell: (row) => <WatchActionButtons watch={row} />, width: 170 },
  ];
  return <DashboardTable rows={rows} columns={columns} detailed={detailed} label={t('home.accordions.myWatchedDocuments.title')} rowKey={(row) => row.docId} testId="dashboard-watched" />;
}
