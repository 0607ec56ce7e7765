import { TextInput } from '@mantine/core';
import { IconHash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TEXT_MAX } from '../../../common/search/search-criteria.values.ts';
import { LookupMultiSelectField, LookupSelectField } from './lookup-fields.tsx';
import type { CollectionsFilters } from './search-bar-filters.ts';
import classes from './search-bar.module.css';
import { TextField } from './text-field.tsx';

type PanelProps = { filters: CollectionsFilters; onChange: (patch: Partial<CollectionsFilters>) => void };

/** Collections quick row: the number of a document in the organisation's collections. */
export function CollectionsQuickFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('search.collectionDocumentNumber')}
      placeholder={t('search.documentNumberPlaceholder')}
      value={filters.documentNumber}
      onChange={(event) => onChange({ documentNumber: event.currentTarget.value })}
      leftSection={<IconHash size={14} aria-hidden />}
      maxLength={SEARCH_TEXT_MAX}
      classNames={{ root: classes.growField }}
      data-testid="collections-number"
    />
  );
}

/** Collections advanced row: my collections, company collection, document type, status, tags, notes. */
export function CollectionsAdvancedFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <LookupMultiSelectField
        fieldKey="collections"
        label={t('searchBar.fields.myCollections')}
        values={filters.collections}
        onChange={(collections) => onChange({ collections })}
        testId="collections-colls"
      />
      <LookupSelectField
        fieldKey="companyCollections"
        label={t('searchBar.fields.companyCollection')}
        value={filters.companyCollection}
        onChange={(companyCollection) => onChange({ companyCollection })}
        testId="collections-dcoll"
      />
      <LookupSelectField
        fieldKey="documentTypes"
        label={t('searchBar.fields.documentType')}
        value={filters.documentType}
        onChange={(documentType) => onChange({ documentType })}
        testId="collections-type"
      />
      <LookupMultiSelectField
        fieldKey="statuses"
        label={t('searchBar.fields.status')}
        values={filters.status}
        onChange={(status) => onChange({ status })}
        testId="collections-status"
      />
      <LookupMultiSelectField
        fieldKey="tags"
        label={t('searchBar.fields.tags')}
        values={filters.tags}
        onChange={(tags) => onChange({ tags })}
        testId="collections-tags"
      />
      <TextField
        label={t('searchBar.fields.notes')}
        placeholder={t('searchBar.fields.notesPlaceholder')}
        value={filters.notes}
        onChange={(notes) => onChange({ notes })}
        testId="collections-notes"
      />
    </>
  );
}
