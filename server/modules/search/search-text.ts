import { numberKey } from '../catalogue/index.ts';

/** Title words a search uses at most; more add nothing but cost. */
const MAX_WORDS = 16;

/** The words of a title query, lower-cased, split on anything that is not a letter or digit. */
export function titleWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS);
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
