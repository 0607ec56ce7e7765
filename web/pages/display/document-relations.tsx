import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentDetail, DocumentRelation } from '../../../common/catalogue/document.contract.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { groupRelations, relationTarget } from './relation-groups.ts';
import { useDisplayLabels } from './use-display-labels.ts';

/** Related documents grouped by relation: catalogue documents link with their status, others are plain text. */
export function DocumentRelations({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  const labels = useDisplayLabels();
  const groups = groupRelations(detail.relations);
  return (
    <Stack gap="sm" component="section" aria-labelledby="relations-title" data-testid="relations">
      <Title order={2} size="h3" id="relations-title">
        {t('display.sections.relations')}
      </Title>
      {groups.length === 0 ? <Text c="dimmed">{t('display.noRelations')}</Text> : null}
      {groups.map((group) => (
        <Stack key={group.type} gap={6} data-testid="relation-group" data-relation-type={group.type}>
          <Title order={3} size="h5">
            {labels.relationType(group.type)}
          </Title>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {group.relations.map((relation) => (
              <RelationItem key={`${relation.targetNumber}:${relation.targetVersionId ?? ''}`} relation={relation} detail={detail} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

function RelationItem({ relation, detail }: { relation: DocumentRelation; detail: DocumentDetail }) {
  const { t } = useTranslation();
  const target = relationTarget(relation, detail);
  return (
    <li data-testid="relation">
      <Group gap={8} wrap="wrap" align="center">
        {target.href ? (
          <Anchor component={Link} to={target.href} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {relation.targetNumber}
          </Anchor>
        ) : (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {relation.targetNumber}
          </Text>
        )}
        {target.statusCode ? <StatusBadge statusCode={target.statusCode} /> : null}
        {target.href ? null : (
          <Text size="xs" c="dimmed">
            {t('display.notInCatalogue')}
          </Text>
        )}
      </Group>
      {relation.targetTitle ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {relation.targetTitle}
        </Text>
      ) : null}
    </li>
  );
}
