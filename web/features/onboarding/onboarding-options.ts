import type { ComboboxItem } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLocale } from '../../../common/locales.ts';
import { useFieldOptions } from '../../api/onboarding.api.ts';

/** The country and industry options, named in the page's language (the server's lists, §7). */
export function useOnboardingOptions(): { countries: ComboboxItem[]; industries: ComboboxItem[]; loading: boolean; isCountry: ((code: string) => boolean) | undefined } {
  const { i18n } = useTranslation();
  const language = resolveLocale(i18n.language);
  const countries = useFieldOptions('countries', language);
  const industries = useFieldOptions('industries', language);
  const codes = useMemo(() => new Set(countries.data?.options.map((option) => option.value)), [countries.data]);
  const check = useCallback((code: string) => codes.has(code), [codes]);
  return {
    countries: countries.data?.options ?? [],
    industries: industries.data?.options ?? [],
    loading: countries.isPending || industries.isPending,
    // Until the list is in, the server alone checks the country.
    isCountry: countries.data ? check : undefined,
  };
}
