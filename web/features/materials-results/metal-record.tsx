import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MetalResult } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { CompositionChips, Facts, PropertyChips, StandardLink } from './material-parts.tsx';
import { keyPropertiesOf } from './material-values.ts';
import classes from './materials-results.module.css';
import type { MaterialsLabels } from './use-materials-labels.ts';

/**
 * One metal of a results page: its designation linked to its page, material number, kind,
 * description, country, forms, the governing standard (linked to its document), the composition
 * and the key properties, the rows the popups asked about marked.
 */
export function MetalRecord({ record, labels }: { record: MetalResult; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  return (
    <Paper component="article" withBorder p="sm" radius="md" data-testid="metal-record" data-metal-id={record.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} size="h4" className={classes.wrapAnywhere}>
            <Anchor component={Link} to={pagePaths.metal(record.id)} inherit data-testid="metal-record-link">
              {record.designation}
            </Anchor>
          </Title>
          <Badge variant="light" tt="none" data-testid="metal-kind">
            {labels.kind(record.kind)}
          </Badge>
        </Group>
        {record.description ? (
          <Text size="sm" className={classes.wrapAnywhere}>
            {record.description}
          </Text>
        ) : null}
        <Facts
          testId="metal-facts"
          facts={[
            { key: 'materialNumber', label: t('materialsResults.list.materialNumber'), value: record.materialNumber },
            { key: 'country', label: t('materialsResults.list.country'), value: record.country ? labels.country(record.country) : null },
            { key: 'forms', label: t('materialsResults.list.forms'), value: labels.forms(record.forms) },
            { key: 'standard', label: t('materialsResults.list.standard'), value: record.standard ? <StandardLink standard={record.standard} docId={record.standardDocId} /> : null },
          ]}
        />
        <CompositionChips composition={record.composition} matched={record.matched} labels={labels} />
        <PropertyChips properties={keyPropertiesOf(record.properties, record.matched)} matched={record.matched} labels={labels} />
      </Stack>
    </Paper>
  );
}
