import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../common/one-of.ts';
import { LATEST_DATE_RANGE, LATEST_WHATS, LATEST_WHEN_DAYS, type latestRangeIssue } from '../../../common/search/search-criteria.values.ts';
import { LookupMultiSelectField, LookupSelectField, publisherCode } from './lookup-fields.tsx';
import type { LatestFilters } from './search-bar-filters.ts';
import classes from './search-bar.module.css';
import { SelectField } from './select-field.tsx';

/** The first problem of the date range the user asked to search with, shown on its field. */
export type LatestDateProblem = ReturnType<typeof latestRangeIssue>;

type PanelProps = { filters: LatestFilters; onChange: (patch: Partial<LatestFilters>) => void; dateProblem: LatestDateProblem };

/**
 * Latest (search-area.md §2, issue 19): what happened (new, revised, withdrawn, all), publishers,
 * when (a period, or a date range whose two dates then show), dataset; no advanced row.
 * The dates are native date inputs: labelled, typed or picked with the keyboard.
 */
export function LatestFields({ filters, onChange, dateProblem }: PanelProps) {
  const { t } = useTranslation();
  const whatOptions = LATEST_WHATS.map((what) => ({ id: what, text: t(`searchBar.latest.what.${what}`) }));
  const whenOptions = [
    ...LATEST_WHEN_DAYS.map((days) => ({ id: String(days), text: t(`searchBar.latest.when.${days}`) })),
    { id: LATEST_DATE_RANGE, text: t('searchBar.latest.when.range') },
  ];
  const errorOf = (field: 'from' | 'to') => (dateProblem?.field === field ? t(`searchBar.latest.errors.${dateProblem.issue}`) : undefined);
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
      {filters.when === LATEST_DATE_RANGE ? (
        <Group role="group" aria-label={t('searchBar.latest.when.range')} gap="sm" align="flex-start" className={classes.dateRange} data-testid="latest-date-range">
          <TextInput
            type="date"
            label={t('searchBar.latest.dateFrom')}
            value={filters.dateFrom}
            onChange={(event) => onChange({ dateFrom: event.currentTarget.value })}
            max={filters.dateTo || undefined}
            required
            error={errorOf('from')}
            classNames={{ root: classes.dateField }}
            data-latest-date="from"
            data-testid="latest-date-from"
          />
          <TextInput
            type="date"
            label={t('searchBar.latest.dateTo')}
            value={filters.dateTo}
            onChange={(event) => onChange({ dateTo: event.currentTarget.value })}
            min={filters.dateFrom || undefined}
            required
            error={errorOf('to')}
            classNames={{ root: classes.dateField }}
            data-latest-date="to"
            data-testid="latest-date-to"
          />
        </Group>
      ) : null}
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
