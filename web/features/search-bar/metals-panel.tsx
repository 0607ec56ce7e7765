import { IconFileText, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { METAL_CHEMICAL_RULE, METAL_MECHANICAL_RULE, popupPropertyOf } from '../../../common/materials/material-properties.ts';
import { LookupSelectField } from './lookup-fields.tsx';
import { RangeRowsField } from './range-rows-dialog.tsx';
import type { MetalsFilters } from './search-bar-filters.ts';
import { SuggestInput } from './suggest-input.tsx';
import { TextField } from './text-field.tsx';

type PanelProps = { filters: MetalsFilters; onChange: (patch: Partial<MetalsFilters>) => void };

/** Chemical rows are mass percent, whatever the element. */
const massPercent = () => '%';
/** A mechanical row is in the unit its popup asks the property in (common/materials/material-properties.ts). */
const propertyUnit = (key: string) => popupPropertyOf(key)?.unit ?? '';

/** Metals quick row (search-area.md §2): designation and description, each suggesting. */
export function MetalsQuickFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <SuggestInput
        kind="metals_designation"
        label={t('searchBar.metals.designation')}
        placeholder={t('searchBar.metals.designationPlaceholder')}
        value={filters.designation}
        onChange={(designation) => onChange({ designation })}
        leftSection={<IconTag size={14} aria-hidden />}
        testId="metals-designation"
      />
      <SuggestInput
        kind="metals_description"
        label={t('searchBar.metals.description')}
        placeholder={t('searchBar.metals.descriptionPlaceholder')}
        value={filters.description}
        onChange={(description) => onChange({ description })}
        leftSection={<IconFileText size={14} aria-hidden />}
        testId="metals-description"
      />
    </>
  );
}

/** Metals advanced row: country, form, standard, keyword and the chemical and mechanical popups. */
export function MetalsAdvancedFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <LookupSelectField
        fieldKey="metalCountries"
        label={t('searchBar.fields.country')}
        value={filters.country}
        onChange={(country) => onChange({ country })}
        testId="metals-country"
      />
      <LookupSelectField
        fieldKey="metalForms"
        label={t('searchBar.metals.form')}
        value={filters.form}
        onChange={(form) => onChange({ form })}
        testId="metals-form"
      />
      <TextField
        label={t('searchBar.metals.standard')}
        placeholder={t('searchBar.metals.standardPlaceholder')}
        value={filters.standard}
        onChange={(standard) => onChange({ standard })}
        suggest="metals_standard"
        testId="metals-standard"
      />
      <TextField
        label={t('searchBar.metals.keyword')}
        placeholder={t('searchBar.metals.keywordPlaceholder')}
        value={filters.keyword}
        onChange={(keyword) => onChange({ keyword })}
        testId="metals-keyword"
      />
      <RangeRowsField
        label={t('searchBar.metals.chemical')}
        elementLabel={t('searchBar.metals.element')}
        hint={t('searchBar.metals.chemicalHint', { min: METAL_CHEMICAL_RULE.min, max: METAL_CHEMICAL_RULE.max })}
        optionsKey="metalElements"
        unitOf={massPercent}
        rule={METAL_CHEMICAL_RULE}
        rows={filters.chemicalComposition}
        onChange={(chemicalComposition) => onChange({ chemicalComposition })}
        testId="metals-chemical"
      />
      <RangeRowsField
        label={t('searchBar.metals.mechanical')}
        elementLabel={t('searchBar.metals.property')}
        hint={t('searchBar.metals.mechanicalHint', { min: METAL_MECHANICAL_RULE.min, max: METAL_MECHANICAL_RULE.max })}
        optionsKey="metalMechanicalProperties"
        unitOf={propertyUnit}
        rule={METAL_MECHANICAL_RULE}
        rows={filters.mechanicalComposition}
        onChange={(mechanicalComposition) => onChange({ mechanicalComposition })}
        testId="metals-mechanical"
      />
    </>
  );
}
