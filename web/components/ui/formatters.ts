import { useTranslation } from 'react-i18next';
import { LOCALE_FORMAT_TAGS, resolveLocale, type Locale } from '../../../common/locales.ts';

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/**
 * The parts of a formatted date as the language writes them. Intl gives every day as a
 * plain number; French writes the first of a month as an ordinal ("1er janvier").
 */
function joinParts(locale: Locale, parts: Intl.DateTimeFormatPart[]): string {
  return parts.map((part) => (locale === 'fr' && part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('');
}

function once<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}

export type Formatters = {
  formatNumber: (value: number) => string;
  formatDate: (value: string | Date) => string;
  formatDateRange: (start: string | Date, end: string | Date) => string;
  formatDateTime: (value: string | Date) => string;
};

/** Building Intl formatters is slow (their locale data is loaded each time): one set per language, kept for the visit. */
const formattersByLocale = new Map<Locale, Formatters>();

/**
 * Numbers and dates in a language's conventions (totals are shown with locale formatting,
 * spec §9). A range is one range in the language's form ("1–15 janv. 2026",
 * "1. Jan. 2026 – 31. Dez. 2028"), not two dates put side by side.
 */
export function createFormatters(language: string): Formatters {
  const locale = resolveLocale(language);
  const cached = formattersByLocale.get(locale);
  if (cached) return cached;
  const tag = LOCALE_FORMAT_TAGS[locale];
  // Each built on first use: a page that shows no date never pays for a date formatter.
  const number = once(() => new Intl.NumberFormat(tag));
  // Dates without a time are calendar days: read in UTC so no time zone moves them.
  const date = once(() => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));
  const dateTime = once(() => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }));
  const formatters = {
    formatNumber: (value: number) => number().format(value),
    formatDate: (value: string | Date) => joinParts(locale, date().formatToParts(toDate(value))),
    formatDateRange: (start: string | Date, end: string | Date) => joinParts(locale, date().formatRangeToParts(toDate(start), toDate(end))),
    formatDateTime: (value: string | Date) => joinParts(locale, dateTime().formatToParts(toDate(value))),
  };
  formattersByLocale.set(locale, formatters);
  return formatters;
}

/** The formatters of the page's language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  return createFormatters(i18n.language);
}
