import { Stack } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChosenDescriptions } from './chosen-descriptions.tsx';
import { LookupMultiSelectField, LookupSelectField } from './lookup-fields.tsx';
import { withChosenDescription, type MetalSuppliersFilters } from './search-bar-filters.ts';
import { SuggestInput } from './suggest-input.tsx';
import { TextField } from './text-field.tsx';

type PanelProps = { filters: MetalSuppliersFilters; onChange: (patch: Partial<MetalSuppliersFilters>) => void };

/** Metal suppliers quick row (search-area.md §2): the supplier's name, suggesting. */
export function MetalSuppliersQuickFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  return (
    <SuggestInput
      kind="metals_supplier_name"
      label={t('searchBar.metalSuppliers.name')}
      placeholder={t('searchBar.metalSuppliers.namePlaceholder')}
      value={filters.name}
      onChange={(name) => onChange({ name })}
      leftSection={<IconBuildingWarehouse size={14} aria-hidden />}
      testId="metal-suppliers-name"
    />
  );
}

/** Metal suppliers advanced row: country, forms, establishment type, descriptions (with the chosen ones), keyword. */
export function MetalSuppliersAdvancedFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <LookupSelectField
        fieldKey="metalSupplierCountries"
        label={t('searchBar.fields.country')}
        value={filters.country}
        onChange={(country) => onChange({ country })}
        testId="metal-suppliers-country"
      />
      <LookupMultiSelectField
        fieldKey="metalSupplierForms"
        label={t('searchBar.metalSuppliers.form')}
        values={filters.form}
        onChange={(form) => onChange({ form })}
        testId="metal-suppliers-form"
      />
      <LookupSelectField
        fieldKey="establishmentTypes"
        label={t('searchBar.metalSuppliers.establishmentType')}
        value={filters.establishmentType}
        onChange={(establishmentType) => onChange({ establishmentType })}
        testId="metal-suppliers-establishment-type"
      />
      <Stack gap={4}>
        <TextField
          label={t('searchBar.metalSuppliers.descriptions')}
          description={t('searchBar.metalSuppliers.descriptionsHint')}
          placeholder={t('searchBar.metalSuppliers.descriptionsPlaceholder')}
          value={filters.descriptions}
          onChange={(descriptions) => onChange({ descriptions })}
          suggest="metals_supplier_description_autocomplete"
          // A picked description joins the chosen ones and the box empties for the next.
          clearOnPick
          onPicked={(picked) => onChange({ descriptionsList: withChosenDescription(filters.descriptionsList, picked) })}
          testId="metal-suppliers-descriptions"
        />
        <ChosenDescriptions
          chosen={filters.descriptionsList}
          onChange={(descriptionsList) => onChange({ descriptionsList })}
          testId="metal-suppliers-descriptions-chosen"
        />
      </Stack>
      <TextField
        label={t('searchBar.metalSuppliers.keyword')}
        placeholder={t('searchBar.metalSuppliers.keywordPlaceholder')}
        value={filters.keyword}
        onChange={(keyword) => onChange({ keyword })}
        testId="metal-suppliers-keyword"
      />
    </>
  );
}
