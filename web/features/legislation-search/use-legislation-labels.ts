import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Words for the library's codes: an act's type (EUR-Lex's resource types), family and in-force
 * state. A type this app has no word for shows its code, so an act of a new type still reads.
 */
export function useLegislationLabels() {
  const { t, i18n } = useTranslation();
  const type = useCallback((code: string) => (i18n.exists(`legislation.pages.types.${code}`) ? t(`legislation.pages.types.${code}`) : code), [t, i18n]);
  const family = useCallback((code: string) => (i18n.exists(`legislation.pages.families.${code}`) ? t(`legislation.pages.families.${code}`) : code), [t, i18n]);
  const inForce = useCallback((value: string) => (i18n.exists(`legislation.pages.inForce.${value}`) ? t(`legislation.pages.inForce.${value}`) : value), [t, i18n]);
  return useMemo(() => ({ type, family, inForce }), [type, family, inForce]);
}

export type LegislationLabels = ReturnType<typeof useLegislationLabels>;
