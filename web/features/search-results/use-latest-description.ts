import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLatestWhat } from '../../../common/search/search-criteria.values.ts';
import { useFormatters } from '../../components/ui/formatters.ts';

/**
 * A Latest search in words, for the results summary and a saved search's details:
 * "Revised · Last 30 days", or with a date range "Withdrawn · 1–15 Jan 2026". `period` is
 * a number of days or the range as from..to (YYYY-MM-DD, both inclusive); legacy whats are
 * named as the search now reads them.
 */
export function useLatestDescription(): (what: string, period: string) => string {
  const { t, i18n } = useTranslation();
  const { formatDateRange } = useFormatters();
  return useCallback(
    (what: string, period: string) => {
      const whatKey = `searchBar.latest.what.${String(currentLatestWhat(what))}`;
      const [from = '', to = ''] = period.split('..');
      const periodText =
        from !== '' && to !== ''
          ? formatDateRange(from, to)
          : i18n.exists(`searchBar.latest.when.${period}`)
            ? t(`searchBar.latest.when.${period}`)
            : t('searchBar.latest.lastDays', { days: period });
      return t('searchBar.latest.describe', { what: i18n.exists(whatKey) ? t(whatKey) : what, period: periodText });
    },
    [t, i18n, formatDateRange],
  );
}
