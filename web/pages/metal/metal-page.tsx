import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MetalDetail } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useMetal } from '../../api/materials.api.ts';
import { DetailsTable } from '../../components/ui/details-table.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { StandardLink } from '../../features/materials-results/material-parts.tsx';
import {
  BackButton,
  CompositionTable,
  LinkList,
  PropertyTables,
  RecordProblem,
  RecordSection,
} from '../../features/materials-results/record-page-parts.tsx';
import { RecordQueryState, useRecordRoute } from '../../features/materials-results/record-route.tsx';
import { useMaterialsLabels, type MaterialsLabels } from '../../features/materials-results/use-materials-labels.ts';

/**
 * /management/metals/{id}: one metal with its designation, facts, whole chemical composition,
 * every property by group, its governing standard linked to its document and the suppliers that
 * list it. A metal that does not exist and data outside the subscription each have their page.
 */
export function MetalPage() {
  const { t } = useTranslation();
  const { query: metal, problem } = useRecordRoute(useMetal);
  usePageTitle(metal.data?.designation ?? (problem === 'notFound' ? t('metalPage.notFoundTitle') : problem === 'forbidden' ? t('metalPage.forbiddenTitle') : t('metalPage.title')));
  if (problem) return <RecordProblem problem={problem} what="metal" />;
  return (
    <RecordQueryState query={metal} skeletonTestId="metal-skeleton">
      {(record) => <MetalView metal={record} />}
    </RecordQueryState>
  );
}

function MetalView({ metal }: { metal: MetalDetail }) {
  const { t } = useTranslation();
  const labels = useMaterialsLabels();
  return (
    <Stack gap="lg" data-testid="metal-page" data-metal-id={metal.id}>
      <Stack gap={6}>
        <BackButton />
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="metal-designation">
            {metal.designation}
          </Title>
          <Badge variant="light" size="lg" tt="none">
            {labels.kind(metal.kind)}
          </Badge>
        </Group>
        {metal.description ? (
          <Text style={{ overflowWrap: 'anywhere' }} data-testid="metal-description">
            {metal.description}
          </Text>
        ) : null}
      </Stack>
      <RecordSection title={t('metalPage.details')} testId="metal-details">
        <MetalFacts metal={metal} labels={labels} />
      </RecordSection>
      <RecordSection title={t('metalPage.composition')} testId="metal-composition-section">
        {metal.composition.length > 0 ? (
          <CompositionTable composition={metal.composition} caption={t('metalPage.compositionCaption', { designation: metal.designation })} labels={labels} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('metalPage.noComposition')}
          </Text>
        )}
      </RecordSection>
      <RecordSection title={t('metalPage.properties')} testId="metal-properties-section">
        {metal.properties.length > 0 ? (
          <PropertyTables properties={metal.properties} labels={labels} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('metalPage.noProperties')}
          </Text>
        )}
      </RecordSection>
      <RecordSection title={t('metalPage.suppliers')} testId="metal-suppliers">
        {metal.suppliers.length > 0 ? (
          <LinkList
            testId="metal-supplier-list"
            items={metal.suppliers.map((supplier) => ({
              key: String(supplier.id),
              name: supplier.name,
              href: pagePaths.metalSupplier(supplier.id),
              note: supplier.country ? labels.country(supplier.country) : null,
            }))}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('metalPage.noSuppliers')}
          </Text>
        )}
      </RecordSection>
    </Stack>
  );
}

function MetalFacts({ metal, labels }: { metal: MetalDetail; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'designation', label: t('metalPage.designation'), value: metal.designation },
    { key: 'materialNumber', label: t('materialsResults.list.materialNumber'), value: metal.materialNumber },
    { key: 'kind', label: t('materialsResults.list.kind'), value: labels.kind(metal.kind) },
    { key: 'country', label: t('materialsResults.list.country'), value: metal.country ? labels.country(metal.country) : null },
    { key: 'forms', label: t('materialsResults.list.forms'), value: metal.forms.length > 0 ? labels.forms(metal.forms) : null },
    { key: 'standard', label: t('materialsResults.list.standard'), value: metal.standard ? <StandardLink standard={metal.standard} docId={metal.standardDocId} /> : null },
  ].filter((row) => row.value !== null && row.value !== '');
  return <DetailsTable rows={rows} testId="metal-facts-table" />;
}
