import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_FORMAT_TAGS, resolveLocale } from '../../../common/locales.ts';
import type { FacetKey } from '../../../common/search/search-results.contract.ts';
import { codeNames } from '../../components/ui/code-names.ts';

/**
 * Readable names for codes the results carry (search-area.md §2 "Facets"): statuses,
 * languages and countries in the user's language, the 'results in' scopes and document
 * types from the translations. Publishers, years, collections and tags stay as they are.
 */
export function useOptionLabels() {
  const { t, i18n } = useTranslation();
  const tag = LOCALE_FORMAT_TAGS[resolveLocale(i18n.language)];
  return useMemo(() => {
    const { language, country } = codeNames(tag, (code) => t(`results.country.${code}`));
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
