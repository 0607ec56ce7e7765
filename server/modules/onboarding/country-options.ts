import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import ru from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };
import { LOCALE_FORMAT_TAGS, type Locale } from '../../../common/locales.ts';

// The ISO 3166-1 list is the maintained package's, with its names in the product's seven languages.
for (const locale of [en, fr, de, it, es, ru, zh]) countries.registerLocale(locale);

/** Every ISO 3166-1 country as its alpha-2 code and its name in the language, by name. */
export function countryOptions(locale: Locale): { value: string; label: string }[] {
  const names = countries.getNames(locale, { select: 'official' });
  const collator = new Intl.Collator(LOCALE_FORMAT_TAGS[locale]);
  return Object.entries(names)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.getAlpha2Codes()[code] !== undefined;
}
