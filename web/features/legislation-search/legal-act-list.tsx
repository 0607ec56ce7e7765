import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LegalActRecord } from '../../../common/legislation/legislation-library.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { DemoBadge, InForceBadge } from './legal-act-badges.tsx';
import { useLegislationLabels } from './use-legislation-labels.ts';

/** One page of acts: identifier, title linking to the act page, type, publication date, in force, the demo label. */
export function LegalActList({ records }: { records: LegalActRecord[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('legislation.pages.search.listLabel')} data-testid="legal-act-list">
      {records.map((record) => (
        <LegalActRow key={record.id} record={record} />
      ))}
    </Stack>
  );
}

function LegalActRow({ record }: { record: LegalActRecord }) {
  const { t } = useTranslation();
  const labels = useLegislationLabels();
  const { formatDate } = useFormatters();
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-testid="legal-act-row" data-act-id={record.id} data-identifier={record.identifier}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap" align="center">
          <Text size="sm" fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {record.identifier}
          </Text>
          <Badge variant="default" tt="none">
            {labels.type(record.type)}
          </Badge>
          <InForceBadge inForce={record.inForce} />
          {record.demo ? <DemoBadge /> : null}
        </Group>
        <Anchor component={Link} to={pagePaths.legalAct(record.id)} fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="legal-act-link">
          {record.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {record.datePublication ? t('legislation.pages.search.published', { date: formatDate(record.datePublication) }) : t('legislation.pages.search.noDate')}
        </Text>
      </Stack>
    </Card>
  );
}
