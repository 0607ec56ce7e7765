import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_FORMAT_TAGS, resolveLocale } from '../../../common/locales.ts';
import { materialPopupPropertyOf, METAL_MECHANICAL_PROPERTIES, popupPropertyOf } from '../../../common/materials/material-properties.ts';
import type { MaterialPropertyGroup } from '../../../common/materials/materials-search.values.ts';
import type { MaterialsOptionField } from '../../../common/materials/materials-search.contract.ts';
import { searchPaths, type SearchFieldKey } from '../../../common/search/search-paths.ts';
import type { LookupOption } from '../../../common/search/search-results.contract.ts';
import { apiRequest } from '../../api/client.ts';
import { logClientFailure } from '../../app/client-log.ts';
import { displayNames } from '../../components/ui/code-names.ts';
import { isMaterialsOptionField, materialsOptionsPath } from './materials-lookups.ts';
import type { FieldOption } from './selection-summary.ts';

/** A lookup list of the bar: a standards one, or one of the metals tabs. */
export type LookupKey = SearchFieldKey | MaterialsOptionField;

/** Region codes of the catalogue that Intl has no fitting name for. */
const OWN_REGION_KEYS: Record<string, string> = { INT: 'results.country.INT', EU: 'results.country.EU' };

/** The popup each materials property list belongs to, for the unit its rows are in. */
const MATERIAL_GROUP_OF_OPTIONS: Record<string, MaterialPropertyGroup[]> = {
  materialMechanicalProperties: ['mechanical'],
  materialPhysicalProperties: ['physical'],
  materialElectricalProperties: ['electrical'],
  materialImpactProperties: ['impact'],
  materialProcessingProperties: ['processing'],
  materialThermalProperties: ['thermal'],
  materialOtherProperties: ['other'],
};

/**
 * The readable text of a lookup option: statuses and document types from the
 * translations, countries by their name in the user's language, the product's datasets
 * from the translations, the rest as the server sends them (publishers, collections and
 * tags are names already). Of the metals and materials lists: countries by name; metal kinds,
 * material classes, forms, establishment types and properties (with the unit their popup asks
 * in) from the translations, a value they do not know as the data has it; elements are symbols.
 */
function useOptionText(): (key: LookupKey, option: FieldOption) => string {
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
        case 'metalCountries':
        case 'metalSupplierCountries':
        case 'materialSupplierCountries':
          return country(option.id);
        case 'materialClasses':
          return translated(`materials.class.${option.id}`, option.text);
        case 'materialMechanicalProperties':
        case 'materialPhysicalProperties':
        case 'materialElectricalProperties':
        case 'materialImpactProperties':
        case 'materialProcessingProperties':
        case 'materialThermalProperties':
        case 'materialOtherProperties': {
          const name = translated(`materials.property.${option.id}`, option.text);
          const unit = (MATERIAL_GROUP_OF_OPTIONS[key] ?? []).map((group) => materialPopupPropertyOf(group, option.id)?.unit).find(Boolean) ?? '';
          return unit === '' ? name : `${name} (${unit})`;
        }
        case 'metalForms':
        case 'metalSupplierForms':
        case 'materialForms':
          return translated(`materials.form.${option.id}`, option.text);
        case 'establishmentTypes':
          return translated(`materials.establishmentType.${option.id}`, option.text);
        case 'metalKinds':
          return translated(`materials.kind.${option.id}`, option.text);
        case 'metalMechanicalProperties': {
          const name = translated(`materials.property.${option.id}`, option.text);
          const unit = popupPropertyOf(option.id)?.unit ?? '';
          return unit === '' ? name : `${name} (${unit})`;
        }
        case 'datasets':
          return translated(`datasetNames.${option.id}`, option.text);
        default:
          return option.text;
      }
    };
  }, [t, i18n, tag]);
}

const propertyRank = (key: string) => METAL_MECHANICAL_PROPERTIES.findIndex((property) => property.key === key);

/**
 * A lookup list of the bar: fetched on first open (or when a value needs its name),
 * then cached (search-area.md §4). A failure empties the list and is logged only.
 */
export function useLookupOptions(key: LookupKey, enabled: boolean): { options: FieldOption[]; loading: boolean } {
  // The key and the call of useFieldOptions (api/search.api.ts), so both share one cached list.
  const query = useQuery({
    queryKey: ['search', 'field', key],
    queryFn: ({ signal }) => apiRequest<LookupOption[]>(isMaterialsOptionField(key) ? materialsOptionsPath(key) : searchPaths.field(key), { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const textOf = useOptionText();
  useEffect(() => {
    if (query.error) logClientFailure(`Loading the ${key} options failed`, query.error);
  }, [key, query.error]);
  const options = useMemo(() => {
    const shown = (query.data ?? []).map((option) => ({ id: option.id, text: textOf(key, option) }));
    // The mechanical properties in the popup's own order (strengths, hardnesses, moduli...), not the data's.
    if (key === 'metalMechanicalProperties') shown.sort((a, b) => propertyRank(a.id) - propertyRank(b.id));
    return shown;
  }, [query.data, textOf, key]);
  return { options, loading: enabled && query.isPending };
}
