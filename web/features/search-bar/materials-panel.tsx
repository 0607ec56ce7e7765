import { IconBuildingWarehouse, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MATERIAL_PROPERTY_RULES, materialPopupPropertyOf } from '../../../common/materials/material-properties.ts';
import { MATERIAL_PROPERTY_GROUPS, materialPropertyField, type MaterialPropertyGroup, type MaterialsOptionField } from '../../../common/materials/materials-search.values.ts';
import { LookupMultiSelectField, LookupSelectField } from './lookup-fields.tsx';
import { RangeRowsField } from './range-rows-dialog.tsx';
import type { MaterialsFilters, MaterialSuppliersFilters } from './search-bar-filters.ts';
import { SuggestInput } from './suggest-input.tsx';
import { TextField } from './text-field.tsx';

type PanelProps = { filters: MaterialsFilters; onChange: (patch: Partial<MaterialsFilters>) => void };

/** The option list of each property popup (common/materials/materials-search.values.ts). */
const POPUP_OPTIONS: Record<MaterialPropertyGroup, MaterialsOptionField> = {
  mechanical: 'materialMechanicalProperties',
  physical: 'materialPhysicalProperties',
  electrical: 'materialElectricalProperties',
  impact: 'materialImpactProperties',
  processing: 'materialProcessingProperties',
  thermal: 'materialThermalProperties',
  other: 'materialOtherProperties',
};

type ListField = 'form' | 'chemicalAnalysis' | 'formulation' | 'specialCharacteristics' | 'chemicalResistance' | 'processing';
/** The multi selects of the advanced row, each over its option list. */
const LISTS: { field: ListField; options: MaterialsOptionField }[] = [
  { field: 'form', options: 'materialForms' },
  { field: 'chemicalAnalysis', options: 'materialChemicalAnalysis' },
  { field: 'formulation', options: 'materialFormulations' },
  { field: 'specialCharacteristics', options: 'materialSpecialCharacteristics' },
  { field: 'chemicalResistance', options: 'materialChemicalResistance' },
  { field: 'processing', options: 'materialProcessing' },
];

const testIdOf = (field: string) => `materials-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Materials quick row (search-area.md §2): trade name (suggesting) and description. */
export function MaterialsQuickFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <SuggestInput
        kind="material_trade_name"
        label={t('searchBar.materials.tradeName')}
        placeholder={t('searchBar.materials.tradeNamePlaceholder')}
        value={filters.tradeName}
        onChange={(tradeName) => onChange({ tradeName })}
        leftSection={<IconTag size={14} aria-hidden />}
        testId="materials-trade-name"
      />
      <TextField
        label={t('searchBar.materials.description')}
        placeholder={t('searchBar.materials.descriptionPlaceholder')}
        value={filters.description}
        onChange={(description) => onChange({ description })}
        testId="materials-description"
      />
    </>
  );
}

/** Materials advanced row: class, product type, additives, keyword, the six lists and the seven property popups. */
export function MaterialsAdvancedFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <LookupSelectField fieldKey="materialClasses" label={t('searchBar.materials.class')} value={filters.class} onChange={(value) => onChange({ class: value })} testId="materials-class" />
      <LookupSelectField
        fieldKey="materialProductTypes"
        label={t('searchBar.materials.productType')}
        value={filters.productType}
        onChange={(productType) => onChange({ productType })}
        testId="materials-product-type"
      />
      <LookupSelectField fieldKey="materialAdditives" label={t('searchBar.materials.additives')} value={filters.additives} onChange={(additives) => onChange({ additives })} testId="materials-additives" />
      <TextField
        label={t('searchBar.materials.keyword')}
        placeholder={t('searchBar.materials.keywordPlaceholder')}
        value={filters.keyword}
        onChange={(keyword) => onChange({ keyword })}
        testId="materials-keyword"
      />
      {LISTS.map(({ field, options }) => (
        <LookupMultiSelectField
          key={field}
          fieldKey={options}
          label={t(`searchBar.materials.${field}`)}
          values={filters[field]}
          onChange={(values) => onChange({ [field]: values })}
          testId={testIdOf(field)}
        />
      ))}
      {MATERIAL_PROPERTY_GROUPS.map((group) => {
        const field = materialPropertyField(group);
        const rule = MATERIAL_PROPERTY_RULES[group];
        return (
          <RangeRowsField
            key={group}
            label={t(`searchBar.materials.popups.${group}`)}
            elementLabel={t('searchBar.metals.property')}
            hint={t('searchBar.materials.popupHint', { min: rule.min, max: rule.max })}
            optionsKey={POPUP_OPTIONS[group]}
            unitOf={(key) => materialPopupPropertyOf(group, key)?.unit ?? ''}
            rule={rule}
            rows={filters[field]}
            onChange={(rows) => onChange({ [field]: rows })}
            testId={testIdOf(field)}
          />
        );
      })}
    </>
  );
}

type SupplierProps = { filters: MaterialSuppliersFilters; onChange: (patch: Partial<MaterialSuppliersFilters>) => void };

/** Material suppliers (search-area.md §2): name (suggesting) and country, the tab's only row. */
export function MaterialSuppliersFields({ filters, onChange }: SupplierProps) {
  const { t } = useTranslation();
  return (
    <>
      <SuggestInput
        kind="material_supplier_name"
        label={t('searchBar.metalSuppliers.name')}
        placeholder={t('searchBar.materials.supplierNamePlaceholder')}
        value={filters.name}
        onChange={(name) => onChange({ name })}
        leftSection={<IconBuildingWarehouse size={14} aria-hidden />}
        testId="material-suppliers-name"
      />
      <LookupSelectField
        fieldKey="materialSupplierCountries"
        label={t('searchBar.fields.country')}
        value={filters.country}
        onChange={(country) => onChange({ country })}
        testId="material-suppliers-country"
      />
    </>
  );
}
