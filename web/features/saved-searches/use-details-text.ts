import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_FORMAT_TAGS, resolveLocale } from '../../../common/locales.ts';
import type { SavedSearchDetail, SavedSearchDetails } from '../../../common/saved-searches/saved-searches.contract.ts';
import { codeNames } from '../../components/ui/code-names.ts';
import { useLatestDescription } from '../search-results/use-latest-description.ts';

/**
 * A saved search's details (the tab, then its criteria) as one short line in the user's
 * language: "Number: ISO 9001 · Publisher: ISO, IEC". Codes are named where the app
 * knows them; anything else shows as saved.
 */
export function useDetailsText(): (details: SavedSearchDetails) => string {
  const { t, i18n } = useTranslation();
  const tag = LOCALE_FORMAT_TAGS[resolveLocale(i18n.language)];
  const names = useMemo(() => codeNames(tag, (code) => t(`results.country.${code}`)), [tag, t]);
  const latestDescription = useLatestDescription();

  const valueText = useCallback(
    ({ key, values }: SavedSearchDetail): string => {
      const translated = (prefix: string) => values.map((value) => (i18n.exists(`${prefix}.${value}`) ? t(`${prefix}.${value}`) : value));
      switch (key) {
        case 'status':
        case 'exclude':
          return translated('status.display').join(', ');
        case 'country':
          return values.map(names.country).join(', ');
        case 'language':
          return values.map(names.language).join(', ');
        case 'documentType':
          return translated('display.docType').join(', ');
        case 'latest': {
          const [what = '', period = ''] = values;
          return latestDescription(what, period);
        }
        case 'wholeCatalogue':
        case 'alphabetic':
          return '';
        default:
          return values.join(', ');
      }
    },
    [t, i18n, names, latestDescription],
  );

  return useCallback(
    (details: SavedSearchDetails) => {
      const [, ...items] = details;
      if (items.length === 0) return t('savedSearches.allDocuments');
      return items
        .map((item) => {
          const label = t(`savedSearches.details.${item.key}`);
          const value = valueText(item);
          return value ? `${label}: ${value}` : label;
        })
        .join(' · ');
    },
    [t, valueText],
  );
}
