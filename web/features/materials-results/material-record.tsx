import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MaterialResult, MaterialSupplierResult } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { Facts, PropertyChips, StandardLink, WebsiteLink } from './material-parts.tsx';
import { keyPropertiesOf } from './material-values.ts';
import { RecordCard } from './record-card.tsx';
import type { MaterialsLabels } from './use-materials-labels.ts';

const joined = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null);

/**
 * One material of a results page: its trade name linked to its page, class, description, product
 * type, forms, what it is and is chosen for, the governing standard (linked to its document) and
 * the key properties, those the popups asked about marked.
 */
export function MaterialRecord({ record, labels }: { record: MaterialResult; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      kind="material"
      id={record.id}
      href={pagePaths.material(record.id)}
      name={record.tradeName}
      badge={{ text: labels.materialClass(record.materialClass), testId: 'material-class' }}
      description={record.description ? { text: record.description } : null}
    >
      <Facts
        testId="material-facts"
        facts={[
          { key: 'productType', label: t('materialsResults.list.productType'), value: record.productType },
          { key: 'forms', label: t('materialsResults.list.forms'), value: record.forms.length > 0 ? labels.forms(record.forms) : null },
          { key: 'chemicalAnalysis', label: t('materialsResults.list.chemicalAnalysis'), value: joined(record.chemicalAnalysis) },
          { key: 'specialCharacteristics', label: t('materialsResults.list.specialCharacteristics'), value: joined(record.specialCharacteristics) },
          { key: 'standard', label: t('materialsResults.list.standard'), value: record.standard ? <StandardLink standard={record.standard} docId={record.standardDocId} /> : null },
        ]}
      />
      <PropertyChips properties={keyPropertiesOf(record.properties, record.matched)} matched={record.matched} labels={labels} />
    </RecordCard>
  );
}

const OFFERED_SHOWN = 6;

/** The first materials a supplier offers, each linked to its page when the data holds it, then how many more. */
function OfferedMaterials({ record, labels }: { record: MaterialSupplierResult; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  const more = record.materialLinks.length - OFFERED_SHOWN;
  return (
    <span data-testid="material-supplier-materials">
      {record.materialLinks.slice(0, OFFERED_SHOWN).map((material, index) => (
        <Fragment key={`${material.tradeName}:${index}`}>
          {index > 0 ? ', ' : null}
          {material.id === null ? (
            material.tradeName
          ) : (
            <Anchor component={Link} to={pagePaths.material(material.id)} inherit>
              {material.tradeName}
            </Anchor>
          )}
        </Fragment>
      ))}
      {more > 0 ? ` ${t('materialsResults.list.moreMaterials', { count: labels.number(more) })}` : null}
    </span>
  );
}

/** One material supplier of a results page: its name linked to its page, country, website and the materials it offers. */
export function MaterialSupplierRecord({ record, labels }: { record: MaterialSupplierResult; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  return (
    <RecordCard kind="material-supplier" id={record.id} href={pagePaths.materialSupplier(record.id)} name={record.name}>
      <Facts
        testId="material-supplier-facts"
        facts={[
          { key: 'country', label: t('materialsResults.list.country'), value: record.country ? labels.country(record.country) : null },
          { key: 'materials', label: t('materialsResults.list.materialsOffered'), value: <OfferedMaterials record={record} labels={labels} /> },
          { key: 'website', label: t('materialsResults.list.website'), value: record.website ? <WebsiteLink website={record.website} name={record.name} /> : null },
        ]}
      />
    </RecordCard>
  );
}
