/** Catalogue regions that are not countries: Intl has no (or no fitting) name for them. */
const OWN_REGIONS = new Set(['INT', 'EU']);

/** Building an Intl.DisplayNames is slow (it loads the locale's data): one per locale and type, kept for the visit. */
const displayNamesCache = new Map<string, Intl.DisplayNames | null>();

/** Intl's names of language or region codes in the locale `tag`; null where the browser has none. */
export function displayNames(tag: string, type: 'language' | 'region'): Intl.DisplayNames | null {
  const key = `${type}:${tag}`;
  if (displayNamesCache.has(key)) return displayNamesCache.get(key) ?? null;
  let names: Intl.DisplayNames | null;
  try {
    names = new Intl.DisplayNames([tag], { type, fallback: 'code' });
  } catch {
    names = null;
  }
  displayNamesCache.set(key, names);
  return names;
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
