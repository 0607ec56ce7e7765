import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, type Locale } from '../../common/locales.ts';
import type { TranslationTree } from '../../common/locales/index.ts';

/**
 * Each language is its own file, fetched when needed: a visit downloads its own language only. Every
 * language has every key and every plural form its grammar needs (common/locales.test.ts), so English,
 * the fallback, is never looked up and a French visit does not download it too (22 kB fewer).
 * The server and the locale test read common/locales/index.ts.
 */
const LOADERS: Record<Locale, () => Promise<{ default: TranslationTree }>> = {
  en: () => import('../../common/locales/en.json'),
  fr: () => import('../../common/locales/fr.json'),
  de: () => import('../../common/locales/de.json'),
  it: () => import('../../common/locales/it.json'),
  es: () => import('../../common/locales/es.json'),
  ru: () => import('../../common/locales/ru.json'),
  zh: () => import('../../common/locales/zh.json'),
};

async function loadTranslations(language: Locale): Promise<TranslationTree> {
  return (await LOADERS[language]()).default;
}

export async function initI18n(language: Locale) {
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: await loadTranslations(language) } },
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

export async function switchLanguage(language: Locale) {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadTranslations(language));
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
