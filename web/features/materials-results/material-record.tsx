import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MaterialResult, MaterialSupplierResult } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { Facts, PropertyChips, StandardLink, WebsiteLink } from './material-parts.tsx';
import { keyPropertiesOf } from './material-values.ts';
import classes from './materials-results.module.css';
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
    <Paper component="article" withBorder p="sm" radius="md" data-testid="material-record" data-material-id={record.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} size="h4" className={classes.wrapAnywhere}>
            <Anchor component={Link} to={pagePaths.material(record.id)} inherit data-testid="material-record-link">
              {record.tradeName}
            </Anchor>
          </Title>
          <Badge variant="light" tt="none" data-testid="material-class">
            {labels.materialClass(record.materialClass)}
          </Badge>
        </Group>
        {record.description ? (
          <Text size="sm" className={classes.wrapAnywhere}>
            {record.description}
          </Text>
        ) : null}
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
      </Stack>
    </Paper>
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
    <Paper component="article" withBorder p="sm" radius="md" data-testid="material-supplier-record" data-supplier-id={record.id}>
      <Stack gap="xs">
        <Title order={2} size="h4" className={classes.wrapAnywhere}>
          <Anchor component={Link} to={pagePaths.materialSupplier(record.id)} inherit data-testid="material-supplier-record-link">
            {record.name}
          </Anchor>
        </Title>
        <Facts
          testId="material-supplier-facts"
          facts={[
            { key: 'country', label: t('materialsResults.list.country'), value: record.country ? labels.country(record.country) : null },
            { key: 'materials', label: t('materialsResults.list.materialsOffered'), value: <OfferedMaterials record={record} labels={labels} /> },
            { key: 'website', label: t('materialsResults.list.website'), value: record.website ? <WebsiteLink website={record.website} name={record.name} /> : null },
          ]}
        />
      </Stack>
    </Paper>
  );
}
