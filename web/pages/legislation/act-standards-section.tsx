import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActStandard } from '../../../common/legislation/legal-act-standards.contract.ts';
import type { LegalActDetail } from '../../../common/legislation/legislation-library.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useActStandards } from '../../api/legislation-library.api.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { RecordSection } from '../../features/materials-results/record-page-parts.tsx';

/** One standard as the list shows it, from the act-standards call or, failing that, from the act's own list. */
type StandardRow = {
  key: string;
  number: string;
  title: string | null;
  statusCode: string | null;
  withdrawn: boolean;
  superseded: boolean;
  presumptionCeased: boolean;
  relation: string;
  dateFrom: string | null;
  dateTo: string | null;
  link: string | null;
};

const fromCall = (standard: ActStandard, index: number): StandardRow => ({
  key: `${standard.standardNumber}:${standard.relation}:${index}`,
  number: standard.documentNumber ?? standard.standardNumber,
  title: standard.title,
  statusCode: standard.statusCode,
  withdrawn: standard.withdrawn,
  superseded: standard.superseded,
  presumptionCeased: standard.presumptionCeased,
  relation: standard.relation,
  dateFrom: standard.dateFrom,
  dateTo: standard.dateTo,
  link: standard.link,
});

const fromAct = (standard: LegalActDetail['standards'][number], index: number): StandardRow => ({
  key: `${standard.standardNumber}:${standard.relation}:${index}`,
  number: standard.number ?? standard.standardNumber,
  title: standard.title,
  statusCode: standard.status,
  withdrawn: standard.status === 'W',
  superseded: standard.status === 'S' || standard.status === 'P',
  presumptionCeased: false,
  relation: standard.relation,
  dateFrom: null,
  dateTo: null,
  link: standard.documentId === null ? null : pagePaths.version(0, standard.documentId),
});

/**
 * The standards the act lists (harmonised standards giving presumption of conformity, or standards
 * its title cites): the number linking to the standard's display page when the catalogue has it,
 * its title and status, a withdrawn or superseded standard flagged in words.
 */
export function ActStandardsSection({ act }: { act: LegalActDetail }) {
  const { t } = useTranslation();
  const call = useActStandards(act.id);
  const rows = call.data ? call.data.standards.map(fromCall) : call.isPending ? [] : act.standards.map(fromAct);
  return (
    <RecordSection title={t('legislation.pages.standards.title')} testId="legal-act-standards">
      {call.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          {t('common.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="legal-act-no-standards">
          {t('legislation.pages.standards.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="legal-act-standard-list">
          {rows.map((row) => (
            <StandardItem key={row.key} row={row} />
          ))}
        </Stack>
      )}
    </RecordSection>
  );
}

function StandardItem({ row }: { row: StandardRow }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const flagged = row.withdrawn || row.superseded || row.presumptionCeased;
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-testid="legal-act-standard" data-number={row.number} data-flagged={flagged ? 'true' : 'false'}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          {row.link ? (
            <Anchor component={Link} to={row.link} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="legal-act-standard-link">
              {row.number}
            </Anchor>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.number}
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
