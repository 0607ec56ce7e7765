import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_FORMAT_TAGS, resolveLocale } from '../../../common/locales.ts';

/** Catalogue regions that are not countries: Intl has no fitting name for them. */
const OWN_REGIONS = new Set(['INT', 'EU']);

function displayNames(tag: string, type: 'language' | 'region'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([tag], { type, fallback: 'code' });
  } catch {
    return null;
  }
}

function nameOf(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Names for the codes a document carries, in the user's language: languages and
 * countries from Intl, document types, link types and relation types from the
 * translations (an unknown code shows as it is).
 */
export function useDisplayLabels() {
  const { t, i18n } = useTranslation();
  const tag = LOCALE_FORMAT_TAGS[resolveLocale(i18n.language)];
  return useMemo(() => {
    const languages = displayNames(tag, 'language');
    const regions = displayNames(tag, 'region');
    const translated = (key: string, fallback: string) => (i18n.exists(key) ? t(key) : fallback);
    return {
      language: (code: string) => {
        const name = nameOf(languages, code);
        return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
      },
      country: (code: string) => {
        const upper = code.toUpperCase();
        return OWN_REGIONS.has(upper) ? t(`display.region.${upper}`) : nameOf(regions, upper);
      },
      docType: (type: string) => translated(`display.docType.${type}`, type),
      linkType: (type: string) => translated(`display.linkType.${type}`, type),
      relationType: (type: string) => translated(`display.relationType.${type}`, type),
    };
  }, [t, i18n, tag]);
}
