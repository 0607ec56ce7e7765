export const LOCALES = ['en', 'fr', 'de', 'it', 'es', 'ru', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

/** Sections of the locale files only the server uses (mail): the web build leaves them out of each language's file (vite.config.ts). */
export const SERVER_ONLY_STRING_SECTIONS = ['emails'] as const;

/**
 * Sections only some pages use (the home page, the display page and the reader, their AI and compare
 * windows, the organisation page, the EU-law pages, the materials' record pages, the invitation page).
 * The browser gets each language in two files: the main one without these, and these, which every page
 * loads but LEAN_STRING_PAGES (common/page-modules.ts). A first visit to a results page takes the main file only.
 */
export const PAGE_ONLY_STRING_SECTIONS = [
  'ai',
  'compare',
  'home',
  'reader',
  'organisation',
  'memberInvitations',
  'offlineGrants',
  'euLaw',
  'materialPage',
  'supplierPage',
  'materialSupplierPage',
  'invitationPage',
] as const;

/** A language's strings as the browser downloads them: `main` for every page, `pageOnly` for all but the lean pages. */
export const STRING_FILES = ['main', 'pageOnly'] as const;
export type StringFile = (typeof STRING_FILES)[number];

/** Each language named in itself, so a user who cannot read the current language still finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
  ru: 'Русский',
  zh: '中文',
};

/** BCP 47 tags used for number and date formatting. */
export const LOCALE_FORMAT_TAGS: Record<Locale, string> = {
  en: 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  es: 'es-ES',
  ru: 'ru-RU',
  zh: 'zh-CN',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function resolveLocale(value: unknown): Locale {
  if (typeof value !== 'string') return FALLBACK_LOCALE;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : FALLBACK_LOCALE;
}

/** Picks the best supported language from an Accept-Language header, honouring q-values. */
export function pickLocaleFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return FALLBACK_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const primary = entry.tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return FALLBACK_LOCALE;
}
