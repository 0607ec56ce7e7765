import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MetalSupplierDetail } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useMetalSupplier } from '../../api/materials.api.ts';
import { DetailsTable } from '../../components/ui/details-table.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { WebsiteLink } from '../../features/materials-results/material-parts.tsx';
import { BackButton, LinkList, RecordProblem, RecordSection } from '../../features/materials-results/record-page-parts.tsx';
import { RecordQueryState, useRecordRoute } from '../../features/materials-results/record-route.tsx';
import { useMaterialsLabels } from '../../features/materials-results/use-materials-labels.ts';

/**
 * /management/metal-suppliers/{id}: one metal supplier with its country, establishment type,
 * forms, website, what it offers and the metals it lists, each linked to its page when the data
 * holds it. An unknown supplier and data outside the subscription each have their page.
 */
export function MetalSupplierPage() {
  const { t } = useTranslation();
  const { query: supplier, problem } = useRecordRoute(useMetalSupplier);
  usePageTitle(supplier.data?.name ?? (problem === 'notFound' ? t('supplierPage.notFoundTitle') : problem === 'forbidden' ? t('metalPage.forbiddenTitle') : t('supplierPage.title')));
  if (problem) return <RecordProblem problem={problem} what="supplier" />;
  return (
    <RecordQueryState query={supplier} skeletonTestId="supplier-skeleton">
      {(record) => <SupplierView supplier={record} />}
    </RecordQueryState>
  );
}

function SupplierView({ supplier }: { supplier: MetalSupplierDetail }) {
  const { t } = useTranslation();
  const labels = useMaterialsLabels();
  const rows = [
    { key: 'country', label: t('materialsResults.list.country'), value: supplier.country ? labels.country(supplier.country) : null },
    { key: 'establishmentType', label: t('materialsResults.list.establishmentType'), value: supplier.establishmentType ? labels.establishmentType(supplier.establishmentType) : null },
    { key: 'forms', label: t('materialsResults.list.forms'), value: supplier.forms.length > 0 ? labels.forms(supplier.forms) : null },
    { key: 'keywords', label: t('supplierPage.keywords'), value: supplier.keywords.length > 0 ? supplier.keywords.join(', ') : null },
    { key: 'website', label: t('materialsResults.list.website'), value: supplier.website ? <WebsiteLink website={supplier.website} name={supplier.name} /> : null },
  ].filter((row) => row.value !== null && row.value !== '');
  return (
    <Stack gap="lg" data-testid="supplier-page" data-supplier-id={supplier.id}>
      <Stack gap={6}>
        <BackButton />
        <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="supplier-name">
          {supplier.name}
        </Title>
      </Stack>
      <RecordSection title={t('metalPage.details')} testId="supplier-details">
        <DetailsTable rows={rows} testId="supplier-facts-table" />
      </RecordSection>
      <RecordSection title={t('supplierPage.offers')} testId="supplier-offers">
        {supplier.descriptions.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }} data-testid="supplier-description-list">
            {supplier.descriptions.map((description) => (
              <li key={description}>
                <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {description}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" c="dimmed">
            {t('supplierPage.noOffers')}
          </Text>
        )}
      </RecordSection>
      <RecordSection title={t('supplierPage.metals', { count: labels.number(supplier.metalLinks.length) })} testId="supplier-metals">
        {supplier.metalLinks.length > 0 ? (
          <LinkList
            testId="supplier-metal-list"
            items={supplier.metalLinks.map((metal, index) => ({
              key: `${metal.designation}:${index}`,
              name: metal.designation,
              href: metal.id === null ? null : pagePaths.metal(metal.id),
            }))}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('supplierPage.noMetals')}
          </Text>
        )}
      </RecordSection>
    </Stack>
  );
}
