import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_FORMAT_TAGS, resolveLocale } from '../../../common/locales.ts';
import { codeNames } from '../../components/ui/code-names.ts';

/**
 * Names for the codes a document carries, in the user's language: languages and
 * countries from Intl, document types, link types and relation types from the
 * translations (an unknown code shows as it is).
 */
export function useDisplayLabels() {
  const { t, i18n } = useTranslation();
  const tag = LOCALE_FORMAT_TAGS[resolveLocale(i18n.language)];
  return useMemo(() => {
    const translated = (key: string, fallback: string) => (i18n.exists(key) ? t(key) : fallback);
    return {
      ...codeNames(tag, (code) => t(`display.region.${code}`)),
      docType: (type: string) => translated(`display.docType.${type}`, type),
      linkType: (type: string) => translated(`display.linkType.${type}`, type),
      relationType: (type: string) => translated(`display.relationType.${type}`, type),
    };
  }, [t, i18n, tag]);
}
