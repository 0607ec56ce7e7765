import { useTranslation } from 'react-i18next';
import type { MetalSupplierResult } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { Facts, WebsiteLink } from './material-parts.tsx';
import { RecordCard } from './record-card.tsx';
import type { MaterialsLabels } from './use-materials-labels.ts';

/**
 * One metal supplier of a results page: its name linked to its page, country, establishment
 * type, forms, what it offers, its website and how many metals it lists.
 */
export function SupplierRecord({ record, labels }: { record: MetalSupplierResult; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      kind="supplier"
      id={record.id}
      href={pagePaths.metalSupplier(record.id)}
      name={record.name}
      description={record.descriptions.length > 0 ? { text: record.descriptions.join(' · '), testId: 'supplier-descriptions' } : null}
    >
      <Facts
        testId="supplier-facts"
        facts={[
          { key: 'country', label: t('materialsResults.list.country'), value: record.country ? labels.country(record.country) : null },
          { key: 'establishmentType', label: t('materialsResults.list.establishmentType'), value: record.establishmentType ? labels.establishmentType(record.establishmentType) : null },
          { key: 'forms', label: t('materialsResults.list.forms'), value: labels.forms(record.forms) },
          { key: 'metals', label: t('materialsResults.list.metalsListed'), value: <span data-testid="supplier-metals-count">{labels.number(record.metals.length)}</span> },
          { key: 'website', label: t('materialsResults.list.website'), value: record.website ? <WebsiteLink website={record.website} name={record.name} /> : null },
        ]}
      />
    </RecordCard>
  );
}
