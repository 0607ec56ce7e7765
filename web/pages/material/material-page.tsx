import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaterialDetail } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useMaterial } from '../../api/materials.api.ts';
import { DetailsTable } from '../../components/ui/details-table.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { StandardLink } from '../../features/materials-results/material-parts.tsx';
import { BackButton, LinkList, PropertyTables, RecordProblem, RecordSection } from '../../features/materials-results/record-page-parts.tsx';
import { RecordQueryState, useRecordRoute } from '../../features/materials-results/record-route.tsx';
import { useMaterialsLabels, type MaterialsLabels } from '../../features/materials-results/use-materials-labels.ts';

/**
 * /management/materials/{id}: one material with its trade name, class, every list the materials
 * tab searches, every property by group with its unit, its governing standard linked to its
 * document and the suppliers that offer it. An unknown material and data outside the
 * subscription each have their page.
 */
export function MaterialPage() {
  const { t } = useTranslation();
  const { query: material, problem } = useRecordRoute(useMaterial);
  usePageTitle(material.data?.tradeName ?? (problem === 'notFound' ? t('materialPage.notFoundTitle') : problem === 'forbidden' ? t('materialPage.forbiddenTitle') : t('materialPage.title')));
  if (problem) return <RecordProblem problem={problem} what="material" />;
  return (
    <RecordQueryState query={material} skeletonTestId="material-skeleton">
      {(record) => <MaterialView material={record} />}
    </RecordQueryState>
  );
}

function MaterialView({ material }: { material: MaterialDetail }) {
  const { t } = useTranslation();
  const labels = useMaterialsLabels();
  return (
    <Stack gap="lg" data-testid="material-page" data-material-id={material.id}>
      <Stack gap={6}>
        <BackButton />
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="material-trade-name">
            {material.tradeName}
          </Title>
          <Badge variant="light" size="lg" tt="none">
            {labels.materialClass(material.materialClass)}
          </Badge>
        </Group>
        {material.description ? (
          <Text style={{ overflowWrap: 'anywhere' }} data-testid="material-description">
            {material.description}
          </Text>
        ) : null}
      </Stack>
      <RecordSection title={t('metalPage.details')} testId="material-details">
        <MaterialFacts material={material} labels={labels} />
      </RecordSection>
      <RecordSection title={t('metalPage.properties')} testId="material-properties-section">
        {material.properties.length > 0 ? (
          <PropertyTables properties={material.properties} labels={labels} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('materialPage.noProperties')}
          </Text>
        )}
      </RecordSection>
      <RecordSection title={t('metalPage.suppliers')} testId="material-suppliers">
        {material.suppliers.length > 0 ? (
          <LinkList
            testId="material-supplier-list"
            items={material.suppliers.map((supplier) => ({
              key: String(supplier.id),
              name: supplier.name,
              href: pagePaths.materialSupplier(supplier.id),
              note: supplier.country ? labels.country(supplier.country) : null,
            }))}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('materialPage.noSuppliers')}
          </Text>
        )}
      </RecordSection>
    </Stack>
  );
}

function MaterialFacts({ material, labels }: { material: MaterialDetail; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);
  const rows = [
    { key: 'tradeName', label: t('materialPage.tradeName'), value: material.tradeName },
    { key: 'class', label: t('materialsResults.list.class'), value: labels.materialClass(material.materialClass) },
    { key: 'productType', label: t('materialsResults.list.productType'), value: material.productType },
    { key: 'forms', label: t('materialsResults.list.forms'), value: material.forms.length > 0 ? labels.forms(material.forms) : null },
    { key: 'additives', label: t('materialsResults.list.additives'), value: material.additives },
    { key: 'chemicalAnalysis', label: t('materialsResults.list.chemicalAnalysis'), value: list(material.chemicalAnalysis) },
    { key: 'formulation', label: t('materialsResults.list.formulation'), value: list(material.formulation) },
    { key: 'specialCharacteristics', label: t('materialsResults.list.specialCharacteristics'), value: list(material.specialCharacteristics) },
    { key: 'chemicalResistance', label: t('materialsResults.list.chemicalResistance'), value: list(material.chemicalResistance) },
    { key: 'processing', label: t('materialsResults.list.processing'), value: list(material.processing) },
    { key: 'standard', label: t('materialsResults.list.standard'), value: material.standard ? <StandardLink standard={material.standard} docId={material.standardDocId} /> : null },
  ].filter((row) => row.value !== null && row.value !== '');
  return <DetailsTable rows={rows} testId="material-facts-table" />;
}
