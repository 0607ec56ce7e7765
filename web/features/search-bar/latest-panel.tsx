import { useTranslation } from 'react-i18next';
import { LATEST_WHEN_DAYS, LatestWhat } from '../../../common/search/search-criteria.contract.ts';
import { LookupMultiSelectField, LookupSelectField, publisherCode } from './lookup-fields.tsx';
import type { LatestFilters } from './search-bar-filters.ts';
import { SelectField } from './select-field.tsx';

type PanelProps = { filters: LatestFilters; onChange: (patch: Partial<LatestFilters>) => void };

/** Latest (search-area.md §2): what happened, publisher, within when, dataset; no advanced row. */
export function LatestFields({ filters, onChange }: PanelProps) {
  const { t } = useTranslation();
  const whatOptions = LatestWhat.options.map((what) => ({ id: what, text: t(`searchBar.latest.what.${what}`) }));
  const whenOptions = LATEST_WHEN_DAYS.map((days) => ({ id: String(days), text: t('searchBar.latest.lastDays', { days }) }));
  return (
    <>
      <SelectField
        label={t('searchBar.latest.whatLabel')}
        value={filters.what}
        onChange={(what) => {
          const parsed = LatestWhat.safeParse(what);
          if (parsed.success) onChange({ what: parsed.data });
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
