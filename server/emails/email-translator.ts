import { FALLBACK_LOCALE, LOCALE_FORMAT_TAGS, resolveLocale, type Locale } from '../../common/locales.ts';
import { translations, type TranslationTree } from '../../common/locales/index.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(tree: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The web app's translations for mail, with its conventions: `{{name}}` placeholders and,
 * when `count` is given, `key_one` / `key_other` plural forms; English when a key is missing.
 */
export function translatorFor(language: string): { locale: Locale; t: Translate; formatDate: (value: Date) => string } {
  const locale = resolveLocale(language);
  const plural = new Intl.PluralRules(LOCALE_FORMAT_TAGS[locale]);
  const find = (key: string) => lookup(translations[locale], key) ?? lookup(translations[FALLBACK_LOCALE], key);
  const t: Translate = (key, values = {}) => {
    const count = values.count;
    const template = (typeof count === 'number' ? (find(`${key}_${plural.select(count)}`) ?? find(`${key}_other`)) : undefined) ?? find(key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? value.toLocaleString(LOCALE_FORMAT_TAGS[locale]) : value;
    });
  };
  const dateFormat = new Intl.DateTimeFormat(LOCALE_FORMAT_TAGS[locale], { dateStyle: 'medium' });
  return { locale, t, formatDate: (value) => dateFormat.format(value) };
}
