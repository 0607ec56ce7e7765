import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_FORMAT_TAGS, resolveLocale } from '../../../common/locales.ts';
import { codeNames } from '../../components/ui/code-names.ts';
import { formatRange, formatValue, humanise } from './material-values.ts';
import type { MaterialsFacetKey } from './materials-facets.ts';

/**
 * Names of what the metals data holds as codes: countries in the user's language (EU from the
 * translations), metal kinds and property names from `materials.kind.*` and `materials.property.*`
 * (the key made readable until a translation exists), numbers in the user's format.
 */
export function useMaterialsLabels() {
  const { t, i18n } = useTranslation();
  const tag = LOCALE_FORMAT_TAGS[resolveLocale(i18n.language)];
  return useMemo(() => {
    const { country } = codeNames(tag, (code) => t(`results.country.${code}`));
    const kind = (id: string) => t(`materials.kind.${id}`, { defaultValue: humanise(id) });
    const materialClass = (id: string) => t(`materials.class.${id}`, { defaultValue: humanise(id) });
    // Forms and establishment types are the data's words: those the translations know are translated, others shown as they are.
    const form = (id: string) => t(`materials.form.${id}`, { defaultValue: id });
    const forms = (ids: readonly string[]) => ids.map(form).join(', ');
    const establishmentType = (id: string) => t(`materials.establishmentType.${id}`, { defaultValue: id });
    const property = (key: string, name?: string) => t(`materials.property.${key}`, { defaultValue: name && name !== key ? name : humanise(key) });
    const group = (key: string) => t(`metalPage.groups.${key}`, { defaultValue: humanise(key) });
    const number = (value: number) => formatValue(tag, value);
    const range = (min: number | null, max: number | null) => formatRange(min, max, number, '—');
    /** A range with its unit: "360–510 MPa", "≥ 235 MPa", "0.3". */
    const measured = (min: number | null, max: number | null, unit: string | null) => {
      const text = range(min, max);
      return unit && text !== '—' ? `${text} ${unit}` : text;
    };
    const facetOption = (key: MaterialsFacetKey, id: string, text: string) => {
      if (key === 'country') return country(id);
      if (key === 'kind') return kind(id);
      if (key === 'class') return materialClass(id);
      if (key === 'form') return form(id);
      if (key === 'establishmentType') return establishmentType(id);
      return text;
    };
    return { country, kind, materialClass, form, forms, establishmentType, property, group, number, range, measured, facetOption };
  }, [t, tag]);
}

export type MaterialsLabels = ReturnType<typeof useMaterialsLabels>;
