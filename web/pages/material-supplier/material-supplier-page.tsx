import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaterialSupplierDetail } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useMaterialSupplier } from '../../api/materials.api.ts';
import { DetailsTable } from '../../components/ui/details-table.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { WebsiteLink } from '../../features/materials-results/material-parts.tsx';
import { BackButton, LinkList, RecordProblem, RecordSection } from '../../features/materials-results/record-page-parts.tsx';
import { RecordQueryState, useRecordRoute } from '../../features/materials-results/record-route.tsx';
import { useMaterialsLabels } from '../../features/materials-results/use-materials-labels.ts';

/**
 * /management/material-suppliers/{id}: one material supplier with its country, website and the
 * materials it offers, each linked to its page when a trade name matches one in the data.
 */
export function MaterialSupplierPage() {
  const { t } = useTranslation();
  const { query: supplier, problem } = useRecordRoute(useMaterialSupplier);
  usePageTitle(
    supplier.data?.name ?? (problem === 'notFound' ? t('materialSupplierPage.notFoundTitle') : problem === 'forbidden' ? t('materialPage.forbiddenTitle') : t('materialSupplierPage.title')),
  );
  if (problem) return <RecordProblem problem={problem} what="materialSupplier" />;
  return (
    <RecordQueryState query={supplier} skeletonTestId="material-supplier-skeleton">
      {(record) => <SupplierView supplier={record} />}
    </RecordQueryState>
  );
}

function SupplierView({ supplier }: { supplier: MaterialSupplierDetail }) {
  const { t } = useTranslation();
  const labels = useMaterialsLabels();
  const rows = [
    { key: 'country', label: t('materialsResults.list.country'), value: supplier.country ? labels.country(supplier.country) : null },
    { key: 'website', label: t('materialsResults.list.website'), value: supplier.website ? <WebsiteLink website={supplier.website} name={supplier.name} /> : null },
  ].filter((row) => row.value !== null);
  return (
    <Stack gap="lg" data-testid="material-supplier-page" data-supplier-id={supplier.id}>
      <Stack gap={6}>
        <BackButton />
        <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="material-supplier-name">
          {supplier.name}
        </Title>
      </Stack>
      <RecordSection title={t('metalPage.details')} testId="material-supplier-details">
        <DetailsTable rows={rows} testId="material-supplier-facts-table" />
      </RecordSection>
      <RecordSection title={t('materialSupplierPage.materials', { count: labels.number(supplier.materialLinks.length) })} testId="material-supplier-materials">
        {supplier.materialLinks.length > 0 ? (
          <LinkList
            testId="material-supplier-material-list"
            items={supplier.materialLinks.map((material, index) => ({
              key: `${material.tradeName}:${index}`,
              name: material.tradeName,
              href: material.id === null ? null : pagePaths.material(material.id),
            }))}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('materialSupplierPage.noMaterials')}
          </Text>
        )}
      </RecordSection>
    </Stack>
  );
}
