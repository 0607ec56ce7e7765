/** Catalogue regions that are not countries: Intl has no (or no fitting) name for them. */
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
 * Names of language and country codes in the locale `tag`, from Intl; the catalogue's own
 * regions (INT, EU) are named by `ownRegionName`, from the translations.
 */
export function codeNames(tag: string, ownRegionName: (code: string) => string) {
  const languages = displayNames(tag, 'language');
  const regions = displayNames(tag, 'region');
  return {
    language: (code: string) => {
      const name = nameOf(languages, code);
      return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    },
    country: (code: string) => {
      const upper = code.toUpperCase();
      return OWN_REGIONS.has(upper) ? ownRegionName(upper) : nameOf(regions, upper);
    },
  };
}
