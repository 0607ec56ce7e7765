import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_FORMAT_TAGS, resolveLocale } from '../../../common/locales.ts';

/** Numbers and dates in the user's locale (totals are shown with locale formatting, spec §9). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const tag = LOCALE_FORMAT_TAGS[resolveLocale(i18n.language)];
  return useMemo(() => {
    const number = new Intl.NumberFormat(tag);
    const date = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      formatNumber: (value: number) => number.format(value),
      formatDate: (value: string | Date) => date.format(typeof value === 'string' ? new Date(value) : value),
      formatDateTime: (value: string | Date) => dateTime.format(typeof value === 'string' ? new Date(value) : value),
    };
  }, [tag]);
}
