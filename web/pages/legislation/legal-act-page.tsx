import { Anchor, Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LegalActDetail } from '../../../common/legislation/legislation-library.contract.ts';
import { useLegalAct } from '../../api/legislation-library.api.ts';
import { DetailsTable } from '../../components/ui/details-table.tsx';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { AddOnGate } from '../../features/legislation-search/add-on-gate.tsx';
import { DemoBadge, InForceBadge } from '../../features/legislation-search/legal-act-badges.tsx';
import { useLegislationLabels } from '../../features/legislation-search/use-legislation-labels.ts';
import { BackButton, RecordSection } from '../../features/materials-results/record-page-parts.tsx';
import { RecordQueryState, useRecordRoute } from '../../features/materials-results/record-route.tsx';
import { ActStandardsSection } from './act-standards-section.tsx';
import { LegislationNotFound } from './legislation-not-found.tsx';

/**
 * /management/legislation/acts/{id}: one act with every field, its subjects, whether it is in force
 * and as of when, its EUR-Lex page, consolidated versions, where the data came from, and the
 * standards it lists (linked to their display pages, withdrawn and superseded ones flagged).
 */
export function LegalActPage() {
  const { t } = useTranslation();
  return (
    <AddOnGate addOn="legislation" heading={t('legislation.pages.act.title')}>
      <LegalActLoader />
    </AddOnGate>
  );
}

function LegalActLoader() {
  const { t } = useTranslation();
  const { query: act, problem } = useRecordRoute(useLegalAct);
  usePageTitle(act.data?.identifier ?? (problem ? t('legislation.pages.act.notFoundTitle') : t('legislation.pages.act.title')));
  if (problem === 'notFound') return <LegislationNotFound title={t('legislation.pages.act.notFoundTitle')} text={t('legislation.pages.act.notFound')} />;
  return (
    <RecordQueryState query={act} skeletonTestId="legal-act-skeleton">
      {(record) => <LegalActView act={record} />}
    </RecordQueryState>
  );
}

function LegalActView({ act }: { act: LegalActDetail }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  return (
    <Stack gap="lg" data-testid="legal-act-page" data-act-id={act.id} data-identifier={act.identifier}>
      <Stack gap={6}>
        <BackButton />
        <Group gap="xs" wrap="wrap">
          <Text fw={600} ff="monospace" data-testid="legal-act-identifier">
            {act.identifier}
          </Text>
          <InForceBadge inForce={act.inForce} asOf={act.inForceAsOf ? formatDate(act.inForceAsOf) : null} />
          {act.demo ? <DemoBadge /> : null}
        </Group>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="legal-act-title">
          {act.title}
        </Title>
        {act.inForceAsOf ? (
          <Text size="sm" c="dimmed" data-testid="legal-act-in-force-as-of">
            {t(`legislation.pages.act.inForceStatement.${act.inForce === null ? 'unknown' : act.inForce ? 'yes' : 'no'}`, { date: formatDate(act.inForceAsOf) })}
          </Text>
        ) : null}
        {act.link ? (
          <Anchor href={act.link} target="_blank" rel="noopener noreferrer" data-testid="legal-act-eurlex" style={{ alignSelf: 'flex-start' }}>
            <Group gap={4} wrap="nowrap" component="span">
              {t('legislation.pages.act.eurLex')}
              <IconExternalLink size={14} aria-hidden />
              <VisuallyHidden component="span">{t('legislation.pages.newWindow')}</VisuallyHidden>
            </Group>
          </Anchor>
        ) : null}
      </Stack>
      <RecordSection title={t('legislation.pages.act.details')} testId="legal-act-details">
        <ActFacts act={act} />
      </RecordSection>
      <RecordSection title={t('legislation.pages.act.subjects')} testId="legal-act-subjects">
        {act.subjects.length > 0 ? (
          <Group gap={6} wrap="wrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {act.subjects.map((subject) => (
              <Badge key={subject} component="li" variant="light" color="gray" tt="none" style={{ maxWidth: '100%' }}>
                {subject}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('legislation.pages.act.noSubjects')}
          </Text>
        )}
      </RecordSection>
      {act.consolidatedVersions.length > 0 ? (
        <RecordSection title={t('legislation.pages.act.consolidated')} testId="legal-act-consolidated">
          <Stack component="ul" gap={4} m={0} pl="md">
            {act.consolidatedVersions.map((version) => (
              <Text component="li" size="sm" key={version.identifier}>
                <Text span ff="monospace">
                  {version.identifier}
                </Text>{' '}
                {t('legislation.pages.act.validity', {
                  from: version.validFrom ? formatDate(version.validFrom) : '…',
                  to: version.validTo ? formatDate(version.validTo) : '…',
                })}
              </Text>
            ))}
          </Stack>
        </RecordSection>
      ) : null}
      <ActStandardsSection actId={act.id} />
      <Text size="xs" c="dimmed" data-testid="legal-act-attribution">
        {act.attribution}
      </Text>
    </Stack>
  );
}

function ActFacts({ act }: { act: LegalActDetail }) {
  const { t } = useTranslation();
  const labels = useLegislationLabels();
  const { formatDate } = useFormatters();
  const date = (value: string | null) => (value ? formatDate(value) : null);
  const rows = [
    { key: 'identifier', label: t('legislation.pages.act.identifier'), value: act.identifier },
    { key: 'type', label: t('legislation.pages.act.type'), value: labels.type(act.type) },
    { key: 'family', label: t('legislation.pages.act.family'), value: labels.family(act.family) },
    { key: 'author', label: t('legislation.pages.act.author'), value: act.author },
    { key: 'popularNames', label: t('legislation.pages.act.popularNames'), value: act.popularNames.length > 0 ? act.popularNames.join(', ') : null },
    { key: 'titleFr', label: t('legislation.pages.act.titleFr'), value: act.titleFr ? <span lang="fr">{act.titleFr}</span> : null },
    { key: 'dateDocument', label: t('legislation.pages.act.dateDocument'), value: date(act.dateDocument) },
    { key: 'datePublication', label: t('legislation.pages.act.datePublication'), value: date(act.datePublication) },
    { key: 'dateEntryIntoForce', label: t('legislation.pages.act.dateEntryIntoForce'), value: date(act.dateEntryIntoForce) },
    { key: 'dateEndOfValidity', label: t('legislation.pages.act.dateEndOfValidity'), value: date(act.dateEndOfValidity) },
    { key: 'inForce', label: t('legislation.pages.act.inForce'), value: <InForceBadge inForce={act.inForce} /> },
  ].filter((row) => row.value !== null && row.value !== '');
  return <DetailsTable rows={rows} testId="legal-act-facts" />;
}
