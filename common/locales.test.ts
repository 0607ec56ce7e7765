import { describe, expect, it } from 'vitest';
import { LOCALES, pickLocaleFromAcceptLanguage, resolveLocale } from './locales.ts';
import { translations, type TranslationTree } from './locales/index.ts';

function flatten(tree: TranslationTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const reference = flatten(translations.en);

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys, each translated with the same placeholders', (locale) => {
    const entries = flatten(translations[locale]);
    expect([...entries.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of entries) {
      expect(text.trim(), `${locale}:${key}`).not.toBe('');
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(reference.get(key) ?? ''));
    }
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
