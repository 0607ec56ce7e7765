import { Anchor, Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import type { WatchedDocument } from '../../../common/watches/watches.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { LatestChange } from './latest-change.tsx';
import { WatchActionButtons } from './watch-action-buttons.tsx';

const AS_CARDS = '(max-width: 47.99em)';

/** Version 0 opens the document's current version, whichever edition that is now. */
const documentPath = (watch: WatchedDocument) => pagePaths.version(0, watch.docId);

function DocumentName({ watch }: { watch: WatchedDocument }) {
  return (
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      <Anchor component={Link} to={documentPath(watch)} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="watch-link">
        {watch.number}
      </Anchor>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {watch.title}
      </Text>
    </Stack>
  );
}

const status = (watch: WatchedDocument) => (
  // The badge keeps its width; a long title wraps instead.
  <Box style={{ flexShrink: 0 }}>
    <StatusBadge statusCode={watch.statusCode} cancelled={watch.cancelled} superceded={watch.superseded} />
  </Box>
);

/** The watched documents of one page: a table on a wide screen, one card per document on a phone. */
export function WatchedDocumentList({ watches }: { watches: WatchedDocument[] }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const asCards = useMediaQuery(AS_CARDS, false, { getInitialValueInEffect: false });

  if (asCards) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid="watch-list">
        {watches.map((watch) => (
          <Paper component="li" key={watch.docId} withBorder radius="md" p="sm" data-testid="watch" data-doc-id={watch.docId}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <DocumentName watch={watch} />
                {status(watch)}
              </Group>
              <Text size="xs" c="dimmed">
                <span title={watch.publisherName}>{watch.publisher}</span>
                {' · '}
                {t('watches.watchedSince', { date: formatDate(watch.watchedSince) })}
              </Text>
              <LatestChange change={watch.latestChange} />
              <WatchActionButtons watch={watch} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid="watch-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('watches.columns.document')}</Table.Th>
          <Table.Th w={110}>{t('watches.columns.publisher')}</Table.Th>
          <Table.Th w={170}>{t('watches.columns.status')}</Table.Th>
          <Table.Th w={130}>{t('watches.columns.watchedSince')}</Table.Th>
          <Table.Th>{t('watches.columns.latestChange')}</Table.Th>
          <Table.Th w={150}>{t('watches.columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {watches.map((watch) => (
          <Table.Tr key={watch.docId} data-testid="watch" data-doc-id={watch.docId}>
            <Table.Td>
              <DocumentName watch={watch} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" title={watch.publisherName}>
                {watch.publisher}
              </Text>
            </Table.Td>
            <Table.Td>{status(watch)}</Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(watch.watchedSince)}</Text>
            </Table.Td>
            <Table.Td>
              <LatestChange change={watch.latestChange} />
            </Table.Td>
            <Table.Td>
              <WatchActionButtons watch={watch} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
