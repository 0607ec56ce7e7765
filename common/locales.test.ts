import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_FORMAT_TAGS, LOCALES, pickLocaleFromAcceptLanguage, resolveLocale, type Locale } from './locales.ts';
import { translations, type TranslationTree } from './locales/index.ts';

function flatten(tree: TranslationTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The plural forms a language's grammar asks for (CLDR through Intl), as i18next picks them by `count`. */
const pluralCategories = (locale: Locale) => new Intl.PluralRules(LOCALE_FORMAT_TAGS[locale]).resolvedOptions().pluralCategories;

/** The keys of a flattened tree with plural forms folded into their base key. */
const baseKeys = (entries: Map<string, string>) => [...new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * The keys a locale file repeats within one object. JSON.parse keeps the last silently, so an
 * edit that adds a key a second time would quietly replace the first translation.
 */
function repeatedKeys(json: string): string[] {
  const repeated: string[] = [];
  const objects: Set<string>[] = [];
  for (const token of json.matchAll(/"((?:[^"\\]|\\.)*)"(\s*:)?|[{}]/g)) {
    if (token[0] === '{') objects.push(new Set());
    else if (token[0] === '}') objects.pop();
    else if (token[2] !== undefined) {
      const keys = objects.at(-1);
      if (keys?.has(token[1] ?? '')) repeated.push(token[1] ?? '');
      keys?.add(token[1] ?? '');
    }
  }
  return repeated;
}

describe('locale files', () => {
  const reference = flatten(translations.en);

  it('finds a key repeated in one object', () => {
    expect(repeatedKeys('{"a": {"b": "x", "c": "{y}"}, "b": "\\"b\\"", "a": "z"}')).toEqual(['a']);
  });

  it.each(LOCALES)('%s repeats no key within an object', (locale) => {
    expect(repeatedKeys(readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), 'utf8'))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys, each translated with the same placeholders', (locale) => {
    const entries = flatten(translations[locale]);
    expect(baseKeys(entries)).toEqual(baseKeys(reference));
    for (const [key, text] of entries) {
      expect(text.trim(), `${locale}:${key}`).not.toBe('');
      const english = reference.get(key) ?? reference.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(english));
    }
  });

  // i18next looks a count's form up in the user's language and, when it is missing, takes English's:
  // a Russian page said "3 earlier changes" in English until ru had its "few" and "many" forms.
  it.each(LOCALES)('%s has every plural form its grammar needs for each counted string', (locale) => {
    const entries = flatten(translations[locale]);
    const counted = [...reference.keys()].filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length));
    expect(counted.length).toBeGreaterThan(10);
    const missing = counted.flatMap((base) => pluralCategories(locale).map((category) => `${base}_${category}`)).filter((key) => !entries.has(key));
    expect(missing).toEqual([]);
    const extra = [...entries.keys()].filter((key) => PLURAL_SUFFIX.test(key) && !entries.has(key.replace(PLURAL_SUFFIX, '_other')));
    expect(extra).toEqual([]);
  });
});

/** Every `xLabel` beside an `x`: the accessible name of a control whose visible text is `x`. */
function labelPairs(tree: TranslationTree, prefix = ''): [string, string, string][] {
  const pairs: [string, string, string][] = [];
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string') pairs.push(...labelPairs(value, `${prefix}${key}.`));
    else if (key.endsWith('Label') && typeof tree[key.slice(0, -'Label'.length)] === 'string') {
      pairs.push([`${prefix}${key}`, String(tree[key.slice(0, -'Label'.length)]), value]);
    }
  }
  return pairs;
}

describe('accessible names', () => {
  it.each(LOCALES)('%s: a control\'s accessible name contains its visible text (WCAG 2.5.3)', (locale) => {
    const pairs = labelPairs(translations[locale]);
    expect(pairs.length).toBeGreaterThan(5);
    for (const [key, visible, label] of pairs) expect(label.toLocaleLowerCase(locale), `${locale}:${key}`).toContain(visible.toLocaleLowerCase(locale));
  });
});

describe('language resolution', () => {
  it('falls back to English for anything unsupported', () => {
    expect(resolveLocale('pt-BR')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
    expect(resolveLocale('ZH_cn')).toBe('zh');
  });

  it('honours Accept-Language weights', () => {
    expect(pickLocaleFromAcceptLanguage('pt;q=1, ru;q=0.5, de;q=0.9')).toBe('de');
    expect(pickLocaleFromAcceptLanguage('ja, *;q=0.1')).toBe('en');
    expect(pickLocaleFromAcceptLanguage(undefined)).toBe('en');
  });
});
