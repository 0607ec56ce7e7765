import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MetalSupplierResult } from '../../../common/materials/materials-search.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { Facts, WebsiteLink } from './material-parts.tsx';
import classes from './materials-results.module.css';
import type { MaterialsLabels } from './use-materials-labels.ts';

/**
 * One metal supplier of a results page: its name linked to its page, country, establishment
 * type, forms, what it offers, its website and how many metals it lists.
 */
export function SupplierRecord({ record, labels }: { record: MetalSupplierResult; labels: MaterialsLabels }) {
  const { t } = useTranslation();
  return (
    <Paper component="article" withBorder p="sm" radius="md" data-testid="supplier-record" data-supplier-id={record.id}>
      <Stack gap="xs">
        <Title order={2} size="h4" className={classes.wrapAnywhere}>
          <Anchor component={Link} to={pagePaths.metalSupplier(record.id)} inherit data-testid="supplier-record-link">
            {record.name}
          </Anchor>
        </Title>
        {record.descriptions.length > 0 ? (
          <Text size="sm" className={classes.wrapAnywhere} data-testid="supplier-descriptions">
            {record.descriptions.join(' · ')}
          </Text>
        ) : null}
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
      </Stack>
    </Paper>
  );
}
