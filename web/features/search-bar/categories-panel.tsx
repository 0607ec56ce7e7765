import { Stack, Switch, TextInput } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LookupMultiSelectField, LookupSelectField, publisherCode } from './lookup-fields.tsx';
import type { CategoriesFilters } from './search-bar-filters.ts';
import classes from './search-bar.module.css';
import { SelectField } from './select-field.tsx';
import { useIcsLevels } from './use-ics-levels.ts';

type PanelProps = { filters: CategoriesFilters; onChange: (patch: Partial<CategoriesFilters>) => void };

/** Long enough for a sub-group code (03.120.10) with room for a typo the server then names. */
const ICS_CODE_MAX = 16;

/**
 * Categories quick row (search-area.md §4 "ICS categories"): an ICS code typed, or the
 * descriptors chosen level by level. Choosing a level empties the levels under it,
 * which wait for their options; a level without options is disabled.
 */
export function CategoriesQuickFields({ filters, onChange, invalidCode }: PanelProps & { invalidCode: boolean }) {
  const { t } = useTranslation();
  const levels = useIcsLevels(filters);
  return (
    <Stack gap="sm" className={classes.growField}>
      <Switch
        label={t('searchBar.categories.useDescriptors')}
        checked={filters.isDescriptorFilter}
        onChange={(event) => onChange({ isDescriptorFilter: event.currentTarget.checked })}
        data-testid="categories-descriptor-toggle"
      />
      {filters.isDescriptorFilter ? (
        <>
          <SelectField
            label={t('searchBar.categories.field')}
            placeholder={t('searchBar.categories.field')}
            value={filters.descriptorField}
            onChange={(descriptorField) => onChange({ descriptorField, descriptorGroup: '', descriptorSubGroup: '' })}
            options={levels.fields.options}
            loading={levels.fields.loading}
            testId="categories-level1"
          />
          <SelectField
            label={t('searchBar.categories.group')}
            placeholder={t('searchBar.categories.group')}
            value={filters.descriptorGroup}
            onChange={(descriptorGroup) => onChange({ descriptorGroup, descriptorSubGroup: '' })}
            options={levels.groups.options}
            loading={levels.groups.loading}
            disabled={levels.groups.options.length === 0}
            testId="categories-level2"
          />
          <SelectField
            label={t('searchBar.categories.subGroup')}
            placeholder={t('searchBar.categories.subGroup')}
            value={filters.descriptorSubGroup}
            onChange={(descriptorSubGroup) => onChange({ descriptorSubGroup })}
            options={levels.subGroups.options}
            loading={levels.subGroups.loading}
            disabled={levels.subGroups.options.length === 0}
            testId="categories-level3"
          />
        </>
      ) : (
        <TextInput
          label={t('searchBar.categories.icsCode')}
          placeholder={t('searchBar.categories.icsCodePlaceholder')}
          value={filters.icsCode}
          onChange={(event) => onChange({ icsCode: event.currentTarget.value })}
          error={invalidCode ? t('searchBar.categories.invalidCode') : undefined}
          inputMode="decimal"
          maxLength={ICS_CODE_MAX}
          leftSection={<IconCategory size={14} aria-hidden />}
          data-testid="categories-code"
        />
      )}
    </Stack>
  );
}

/** Categories advanced row: publisher, country and status. */
export function CategoriesAdvancedFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <LookupMultiSelectField
        fieldKey="publishers"
        pillText={publisherCode}
        label={t('searchBar.fields.publisher')}
        values={filters.publisher}
        onChange={(publisher) => onChange({ publisher })}
        testId="categories-publisher"
      />
      <LookupSelectField
        fieldKey="countries"
        label={t('searchBar.fields.country')}
        value={filters.country}
        onChange={(country) => onChange({ country })}
        testId="categories-country"
      />
      <LookupMultiSelectField
        fieldKey="statuses"
        label={t('searchBar.fields.status')}
        values={filters.status}
        onChange={(status) => onChange({ status })}
        testId="categories-status"
      />
    </>
  );
}
