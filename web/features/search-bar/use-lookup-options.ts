import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_FORMAT_TAGS, resolveLocale } from '../../../common/locales.ts';
import type { SearchFieldKey } from '../../../common/search/search-paths.ts';
import { useFieldOptions } from '../../api/search.api.ts';
import { logClientFailure } from '../../app/client-log.ts';
import { displayNames } from '../../components/ui/code-names.ts';
import type { FieldOption } from './selection-summary.ts';

/** Region codes of the catalogue that Intl has no fitting name for. */
const OWN_REGION_KEYS: Record<string, string> = { INT: 'results.country.INT', EU: 'results.country.EU' };

/**
 * The readable text of a lookup option: statuses and document types from the
 * translations, countries by their name in the user's language, the product's datasets
 * from the translations, the rest as the server sends them (publishers, collections and
 * tags are names already).
 */
function useOptionText(): (key: SearchFieldKey, option: FieldOption) => string {
  const { t, i18n } = useTranslation();
  const tag = LOCALE_FORMAT_TAGS[resolveLocale(i18n.language)];
  return useMemo(() => {
    const regions = displayNames(tag, 'region');
    const translated = (key: string, fallback: string) => (i18n.exists(key) ? t(key) : fallback);
    const country = (code: string) => {
      const own = OWN_REGION_KEYS[code.toUpperCase()];
      if (own) return t(own);
      try {
        return regions?.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
    return (key, option) => {
      switch (key) {
        case 'statuses':
          return translated(`status.display.${option.id}`, option.text);
        case 'documentTypes':
          return translated(`results.docType.${option.id}`, option.text);
        case 'countries':
          return country(option.id);
        case 'datasets':
          return translated(`datasetNames.${option.id}`, option.text);
        default:
          return option.text;
      }
    };
  }, [t, i18n, tag]);
}

/**
 * A lookup list of the bar: fetched on first open (or when a value needs its name),
 * then cached (search-area.md §4). A failure empties the list and is logged only.
 */
export function useLookupOptions(key: SearchFieldKey, enabled: boolean): { options: FieldOption[]; loading: boolean } {
  const query = useFieldOptions(key, enabled);
  const textOf = useOptionText();
  useEffect(() => {
    if (query.error) logClientFailure(`Loading the ${key} options failed`, query.error);
  }, [key, query.error]);
  const options = useMemo(() => (query.data ?? []).map((option) => ({ id: option.id, text: textOf(key, option) })), [query.data, textOf, key]);
  return { options, loading: enabled && query.isPending };
}
