import { numberKey } from '../catalogue/index.ts';

/** Title words a search uses at most; more add nothing but cost. */
const MAX_WORDS = 16;

/** The words of a text, lower-cased, split on anything that is not a letter or digit: titles are indexed as queries are read. */
export function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The words of a title query, at most MAX_WORDS of them. */
export function titleWords(text: string): string[] {
  return splitWords(text).slice(0, MAX_WORDS);
}

/** Characters of a title query the database reads: more add nothing but cost. */
const MAX_TITLE_CHARS = 300;

/** A title query as the text-search parser should read it: as typed, bounded. */
export function titleText(text: string): string {
  return text.trim().slice(0, MAX_TITLE_CHARS);
}

/** The key of a number box value; '*' alone (or nothing) means every number. */
export function numberQuery(value: string): string | null {
  const key = numberKey(value.replace(/\*+$/, ''));
  return key === '' ? null : key;
}

/**
 * Other spellings of a number key users type: IEEE numbers are published as
 * "IEEE Std 802.3" but searched as "IEEE 802.3".
 */
export function numberKeyVariants(key: string): string[] {
  const variants = [key];
  const ieee = /^((?:ansi )?ieee) (?!std )(.+)$/.exec(key);
  if (ieee) variants.push(`${ieee[1]} std ${ieee[2]}`);
  return variants;
}
