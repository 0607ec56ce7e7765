import { useTranslation } from 'react-i18next';
import type { MetalResult } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { CompositionChips, Facts, PropertyChips, StandardLink } from './material-parts.tsx';
import { keyPropertiesOf } from './material-values.ts';
import { RecordCard } from './record-card.tsx';
import type { MaterialsLabels } from './use-materials-labels.ts';

/**
 * One metal of a results page: its designation linked to its page, material number, kind,
 * description, country, forms, the governing standard (linked to its document), the composition
 * and the key properties, the rows the popups asked about marked.
 */
export function MetalRecord({ record, labels }: { record: MetalResult; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      kind="metal"
      id={record.id}
      href={pagePaths.metal(record.id)}
      name={record.designation}
      badge={{ text: labels.kind(record.kind), testId: 'metal-kind' }}
      description={record.description ? { text: record.description } : null}
    >
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
    </RecordCard>
  );
}
