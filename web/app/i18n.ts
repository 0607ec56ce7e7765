import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, type Locale, type StringFile } from '../../common/locales.ts';
import type { TranslationTree } from '../../common/locales/index.ts';
import { LEAN_STRING_PAGES, type PageModule } from '../../common/page-modules.ts';

type StringsModule = Promise<{ default: TranslationTree }>;

/**
 * Each language is fetched when needed, in two files (vite.config.ts): the main strings, and the
 * page-only strings that every page but the lean ones (LEAN_STRING_PAGES) loads before it draws. A visit
 * downloads its own language only: every language has every key and every plural form its grammar
 * needs (common/locales.test.ts), so English, the fallback, is never looked up.
 * The server and the locale test read common/locales/index.ts.
 */
const LOADERS: Record<StringFile, Record<Locale, () => StringsModule>> = {
  main: {
    en: () => import('../../common/locales/en.json?strings=main'),
    fr: () => import('../../common/locales/fr.json?strings=main'),
    de: () => import('../../common/locales/de.json?strings=main'),
    it: () => import('../../common/locales/it.json?strings=main'),
    es: () => import('../../common/locales/es.json?strings=main'),
    ru: () => import('../../common/locales/ru.json?strings=main'),
    zh: () => import('../../common/locales/zh.json?strings=main'),
  },
  pageOnly: {
    en: () => import('../../common/locales/en.json?strings=pageOnly'),
    fr: () => import('../../common/locales/fr.json?strings=pageOnly'),
    de: () => import('../../common/locales/de.json?strings=pageOnly'),
    it: () => import('../../common/locales/it.json?strings=pageOnly'),
    es: () => import('../../common/locales/es.json?strings=pageOnly'),
    ru: () => import('../../common/locales/ru.json?strings=pageOnly'),
    zh: () => import('../../common/locales/zh.json?strings=pageOnly'),
  },
};

async function loadStrings(file: StringFile, language: Locale): Promise<TranslationTree> {
  return (await LOADERS[file][language]()).default;
}

let resolveStarted: () => void = () => {};
/** Resolves once i18next has started: a page's strings are added after that. */
const started = new Promise<void>((resolve) => (resolveStarted = resolve));
/** Each strings file added or being added, by file and language. */
const added = new Map<string, Promise<void>>();
/** Set once a page has asked for the page-only strings: a change of language loads them too. */
let pageOnlyWanted = false;
let currentLanguage: Locale = FALLBACK_LOCALE;

function addStrings(file: StringFile, language: Locale): Promise<void> {
  const key = `${file}:${language}`;
  let adding = added.get(key);
  if (!adding) {
    adding = loadStrings(file, language).then((tree) => {
      i18next.addResourceBundle(language, 'translation', tree, true, false);
    });
    // A failed download is asked for again next time rather than remembered.
    adding.catch(() => added.delete(key));
    added.set(key, adding);
  }
  return adding;
}

export async function initI18n(language: Locale) {
  const main = loadStrings('main', language);
  const recorded = main.then(() => undefined);
  // As in addStrings: a failed download is not remembered (and the start reports it, not this copy).
  recorded.catch(() => added.delete(`main:${language}`));
  added.set(`main:${language}`, recorded);
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: await main } },
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  currentLanguage = language;
  resolveStarted();
  return i18next;
}

/**
 * The strings a page needs beyond the main file, loaded with its code (web/app/router.tsx), in the
 * current language. On a first visit the server has named the file in the page, so it is there already.
 */
export async function loadPageStrings(module: PageModule): Promise<void> {
  if (LEAN_STRING_PAGES.has(module)) return;
  pageOnlyWanted = true;
  await started;
  await addStrings('pageOnly', currentLanguage);
}

export async function switchLanguage(language: Locale) {
  await Promise.all([addStrings('main', language), pageOnlyWanted ? addStrings('pageOnly', language) : null]);
  await i18next.changeLanguage(language);
  currentLanguage = language;
  document.documentElement.lang = language;
}
