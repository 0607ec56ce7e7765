import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../common/one-of.ts';
import { LATEST_WHATS, LATEST_WHEN_DAYS } from '../../../common/search/search-criteria.values.ts';
import { LookupMultiSelectField, LookupSelectField, publisherCode } from './lookup-fields.tsx';
import type { LatestFilters } from './search-bar-filters.ts';
import { SelectField } from './select-field.tsx';

type PanelProps = { filters: LatestFilters; onChange: (patch: Partial<LatestFilters>) => void };

/** Latest (search-area.md §2): what happened, publisher, within when, dataset; no advanced row. */
export function LatestFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  const whatOptions = LATEST_WHATS.map((what) => ({ id: what, text: t(`searchBar.latest.what.${what}`) }));
  const whenOptions = LATEST_WHEN_DAYS.map((days) => ({ id: String(days), text: t('searchBar.latest.lastDays', { days }) }));
  return (
    <>
      <SelectField
        label={t('searchBar.latest.whatLabel')}
        value={filters.what}
        onChange={(what) => {
          if (isOneOf(LATEST_WHATS, what)) onChange({ what });
        }}
        options={whatOptions}
        loading={false}
        clearable={false}
        testId="latest-what"
      />
      <LookupMultiSelectField
        fieldKey="publishers"
        pillText={publisherCode}
        label={t('searchBar.fields.publisher')}
        values={filters.publisher}
        onChange={(publisher) => onChange({ publisher })}
        testId="latest-publisher"
      />
      <SelectField
        label={t('searchBar.latest.whenLabel')}
        value={filters.when}
        onChange={(when) => onChange({ when })}
        options={whenOptions}
        loading={false}
        clearable={false}
        testId="latest-when"
      />
      <LookupSelectField
        fieldKey="datasets"
        label={t('searchBar.fields.dataset')}
        value={filters.dataset}
        onChange={(dataset) => onChange({ dataset })}
        testId="latest-dataset"
      />
    </>
  );
}
