import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, type Locale } from '../../common/locales.ts';
import { translations } from '../../common/locales/index.ts';

export async function initI18n(language: Locale) {
  await i18next.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(translations).map(([lng, t]) => [lng, { translation: t }])),
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

export async function switchLanguage(language: Locale) {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
