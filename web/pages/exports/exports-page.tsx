import { Anchor, Badge, Group, Loader, Paper, Stack, Table, Text, Title, type MantineColor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportStatus, ExportSummary } from '../../../common/exports/exports.contract.ts';
import { exportPaths } from '../../../common/exports/exports.values.ts';
import { useExports } from '../../api/exports.api.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { exportFieldLabelKey } from '../../features/exports/export-field-labels.ts';
import { TAB_LABEL_KEYS } from '../../features/search-bar/search-bar-tabs.ts';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

const STATUS_COLORS: Record<ExportStatus, MantineColor> = { inprogress: 'blue', complete: 'teal', completewitherror: 'red' };
const AS_CARDS = '(max-width: 47.99em)';

/** /management/exports: the user's exports still kept, with their files to download. */
export function ExportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('exports.page.title'));
  const exports = useExports();
  const days = exports.data?.retentionDays;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('exports.page.title')}</Title>
        {days === undefined ? null : <Text c="dimmed">{t('exports.page.intro', { days })}</Text>}
      </Stack>
      <QueryState isPending={exports.isPending} error={exports.error} onRetry={() => void exports.refetch()} skeleton={<ExportsSkeleton />}>
        {exports.data && exports.data.exports.length === 0 ? (
          <Text c="dimmed" data-testid="exports-empty">
            {t('exports.page.empty', { days })}
          </Text>
        ) : (
          <ExportsList items={exports.data?.exports ?? []} />
        )}
      </QueryState>
    </Stack>
  );
}

function ExportsList({ items }: { items: ExportSummary[] }) {
  const { t } = useTranslation();
  const asCards = useMediaQuery(AS_CARDS, false, { getInitialValueInEffect: false });
  if (asCards) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('exports.page.listLabel')}>
        {items.map((item) => (
          <Paper component="li" key={item.id} withBorder radius="md" p="sm" data-testid="export-row" data-export-id={item.id} data-status={item.status}>
            <ExportCard item={item} />
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped aria-label={t('exports.page.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('exports.page.created')}</Table.Th>
            <Table.Th scope="col">{t('exports.page.search')}</Table.Th>
            <Table.Th scope="col">{t('exports.page.documents')}</Table.Th>
            <Table.Th scope="col">{t('exports.page.status')}</Table.Th>
            <Table.Th scope="col">{t('exports.page.format')}</Table.Th>
            <Table.Th scope="col">{t('exports.page.file')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <ExportTableRow key={item.id} item={item} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function useExportTexts(item: ExportSummary) {
  const { t } = useTranslation();
  const { formatNumber, formatDate, formatDateTime } = useFormatters();
  return {
    created: formatDateTime(item.createdAt),
    search: t(TAB_LABEL_KEYS[item.tab]),
    fields: t('exports.page.fieldList', { fields: item.fields.map((field) => t(exportFieldLabelKey(item.tab, field))).join(', ') }),
    documents:
      item.exportedCount === null || item.exportedCount === item.totalFound
        ? formatNumber(item.exportedCount ?? item.totalFound)
        : t('exports.page.documentsOf', { exported: formatNumber(item.exportedCount), found: formatNumber(item.totalFound) }),
    format: item.separator.toUpperCase(),
    availableUntil: t('exports.page.availableUntil', { date: formatDate(item.expiresAt) }),
  };
}

function ExportTableRow({ item }: { item: ExportSummary }) {
  const texts = useExportTexts(item);
  return (
    <Table.Tr data-testid="export-row" data-export-id={item.id} data-status={item.status}>
      <Table.Td>{texts.created}</Table.Td>
      <Table.Td>
        <Text size="sm">{texts.search}</Text>
        <Text size="xs" c="dimmed">
          {texts.fields}
        </Text>
      </Table.Td>
      <Table.Td>{texts.documents}</Table.Td>
      <Table.Td>
        <ExportStatusBadge status={item.status} />
      </Table.Td>
      <Table.Td>{texts.format}</Table.Td>
      <Table.Td>
        <DownloadLink item={item} />
        <Text size="xs" c="dimmed">
          {texts.availableUntil}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function ExportCard({ item }: { item: ExportSummary }) {
  const texts = useExportTexts(item);
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {texts.search} · {texts.documents} · {texts.format}
          </Text>
          <Text size="xs" c="dimmed">
            {texts.created}
          </Text>
        </Stack>
        <ExportStatusBadge status={item.status} />
      </Group>
      <Text size="xs" c="dimmed">
        {texts.fields}
      </Text>
      <Group justify="space-between" gap="xs">
        <DownloadLink item={item} />
        <Text size="xs" c="dimmed">
          {texts.availableUntil}
        </Text>
      </Group>
    </Stack>
  );
}

function ExportStatusBadge({ status }: { status: ExportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content" leftSection={status === 'inprogress' ? <Loader size={10} color="blue" aria-hidden /> : null} data-testid="export-status">
      {t(`exports.status.${status}`)}
    </Badge>
  );
}

function DownloadLink({ item }: { item: ExportSummary }) {
  const { t } = useTranslation();
  if (!item.abilities.download || !item.fileName) {
    return (
      <Text size="sm" c="dimmed">
        {t('exports.page.notAvailable')}
      </Text>
    );
  }
  return (
    <Anchor href={exportPaths.download(item.id)} download={item.fileName} size="sm" aria-label={t('exports.page.downloadLabel', { fileName: item.fileName })}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconDownload size={16} aria-hidden />
        {t('exports.page.download')}
      </Group>
    </Anchor>
  );
}

function ExportsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')}>
      <LoadingPlaceholder height={36} />
      <LoadingPlaceholder height={56} />
      <LoadingPlaceholder height={56} />
    </Stack>
  );
}
