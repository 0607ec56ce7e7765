import { IconHash, IconLetterCase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LookupMultiSelectField, LookupSelectField, publisherCode } from './lookup-fields.tsx';
import type { StandardsFilters } from './search-bar-filters.ts';
import { SuggestInput } from './suggest-input.tsx';
import { useSubmitSearch } from './submit-search-context.ts';
import { TextField } from './text-field.tsx';

type PanelProps = { filters: StandardsFilters; onChange: (patch: Partial<StandardsFilters>) => void };

/** Standards quick row: the number and title boxes, each suggesting; a pick searches at once. */
export function StandardsQuickFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  const submit = useSubmitSearch();
  return (
    <>
      <SuggestInput
        kind="name"
        label={t('search.documentNumber')}
        placeholder={t('search.documentNumberPlaceholder')}
        value={filters.documentNumber}
        onChange={(documentNumber) => onChange({ documentNumber })}
        onPicked={submit}
        leftSection={<IconHash size={14} aria-hidden />}
        testId="standards-number"
      />
      <SuggestInput
        kind="title"
        label={t('search.documentTitle')}
        placeholder={t('search.documentTitlePlaceholder')}
        value={filters.documentTitle}
        onChange={(documentTitle) => onChange({ documentTitle })}
        onPicked={submit}
        leftSection={<IconLetterCase size={14} aria-hidden />}
        testId="standards-title"
      />
    </>
  );
}

/** Standards advanced row: publisher, current status, country, dataset and 'search within'. */
export function StandardsAdvancedFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <LookupMultiSelectField
        fieldKey="publishers"
        pillText={publisherCode}
        label={t('searchBar.fields.publisher')}
        values={filters.publisher}
        onChange={(publisher) => onChange({ publisher })}
        testId="standards-publisher"
      />
      <LookupMultiSelectField
        fieldKey="statuses"
        label={t('searchBar.fields.currentStatus')}
        values={filters.status}
        onChange={(status) => onChange({ status })}
        testId="standards-status"
      />
      <LookupSelectField
        fieldKey="countries"
        label={t('searchBar.fields.country')}
        value={filters.country}
        onChange={(country) => onChange({ country })}
        testId="standards-country"
      />
      <LookupSelectField
        fieldKey="datasets"
        label={t('searchBar.fields.dataset')}
        value={filters.dataset}
        onChange={(dataset) => onChange({ dataset })}
        testId="standards-dataset"
      />
      <TextField
        label={t('searchBar.fields.searchWithin')}
        description={t('searchBar.fields.searchWithinHint')}
        placeholder={t('search.documentNumberPlaceholder')}
        value={filters.crossReference}
        onChange={(crossReference) => onChange({ crossReference })}
        suggest="xref"
        testId="standards-xref"
      />
    </>
  );
}
