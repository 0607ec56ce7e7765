import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActStandard } from '../../../common/legislation/legal-act-standards.contract.ts';
import { useActStandards } from '../../api/legislation-library.api.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { RecordSection } from '../../features/materials-results/record-page-parts.tsx';

/**
 * The standards the act lists (harmonised standards giving presumption of conformity, or standards
 * its title cites), read once from the act-standards call: the number linking to the standard's
 * display page when the catalogue has it, its title and status, a withdrawn or superseded standard
 * flagged in words. While it loads, a loader; when it fails, an alert with a retry.
 */
export function ActStandardsSection({ actId }: { actId: number }) {
  const { t } = useTranslation();
  const call = useActStandards(actId);
  const standards = call.data?.standards;
  return (
    <RecordSection title={t('legislation.pages.standards.title')} testId="legal-act-standards">
      <QueryState isPending={call.isPending} error={call.error} onRetry={() => void call.refetch()}>
        {standards === undefined ? null : standards.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="legal-act-no-standards">
            {t('legislation.pages.standards.none')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="legal-act-standard-list">
            {standards.map((standard, index) => (
              <StandardItem key={`${standard.standardNumber}:${standard.relation}:${index}`} row={standard} />
            ))}
          </Stack>
        )}
      </QueryState>
    </RecordSection>
  );
}

function StandardItem({ row }: { row: ActStandard }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  // The catalogue's own number when the standard matched a document (the act may add a year or amendment).
  const number = row.documentNumber ?? row.standardNumber;
  const flagged = row.withdrawn || row.superseded || row.presumptionCeased;
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-testid="legal-act-standard" data-number={number} data-flagged={flagged ? 'true' : 'false'}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          {row.link ? (
            <Anchor component={Link} to={row.link} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="legal-act-standard-link">
              {number}
            </Anchor>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {number}
            </Text>
          )}
          {row.statusCode ? <StatusBadge statusCode={row.statusCode} /> : null}
          <Badge variant="default" tt="none">
            {t(`legislation.pages.standards.relation.${row.relation === 'cited' ? 'cited' : 'harmonised'}`)}
          </Badge>
        </Group>
        {row.title ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.title}
          </Text>
        ) : null}
        {flagged ? (
          <Group gap={4} wrap="nowrap" align="flex-start" data-testid="legal-act-standard-flag">
            <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-orange-8)" style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm" fw={500} c="orange.9">
              {[
                row.withdrawn ? t('legislation.pages.standards.withdrawn') : null,
                row.superseded ? t('legislation.pages.standards.superseded') : null,
                row.presumptionCeased && row.dateTo ? t('legislation.pages.standards.ceased', { date: formatDate(row.dateTo) }) : null,
              ]
                .filter((text) => text !== null)
                .join(' ')}
            </Text>
          </Group>
        ) : null}
        {!row.link ? (
          <Text size="xs" c="dimmed">
            {t('legislation.pages.standards.notInCatalogue')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
