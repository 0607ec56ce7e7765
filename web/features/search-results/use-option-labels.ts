import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_FORMAT_TAGS, resolveLocale } from '../../../common/locales.ts';
import type { FacetKey } from '../../../common/search/search-results.contract.ts';

/** Region codes the catalogue uses that are not countries: Intl has no (or no fitting) name for them. */
const OWN_REGION_KEYS: Record<string, string> = { INT: 'results.country.INT', EU: 'results.country.EU' };

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
 * Readable names for codes the results carry (search-area.md §2 "Facets"): statuses,
 * languages and countries in the user's language, the 'results in' scopes and document
 * types from the translations. Publishers, years, collections and tags stay as they are.
 */
export function useOptionLabels() {
  const { t, i18n } = useTranslation();
  const tag = LOCALE_FORMAT_TAGS[resolveLocale(i18n.language)];
  return useMemo(() => {
    const languages = displayNames(tag, 'language');
    const regions = displayNames(tag, 'region');
    const language = (code: string) => {
      const name = nameOf(languages, code);
      return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    };
    const country = (code: string) => {
      const own = OWN_REGION_KEYS[code.toUpperCase()];
      return own ? t(own) : nameOf(regions, code.toUpperCase());
    };
    const translated = (key: string, fallback: string) => (i18n.exists(key) ? t(key) : fallback);
    const option = (facet: FacetKey, id: string, text: string): string => {
      switch (facet) {
        case 'include':
          return translated(`status.display.${id}`, text);
        case 'language':
          return language(id);
        case 'country':
          return country(id);
        case 'filterby':
          return translated(`results.filterBy.${id}`, text);
        case 'types':
          return translated(`results.docType.${id}`, text);
        default:
          return text;
      }
    };
    return { option, language, country };
  }, [t, i18n, tag]);
}
