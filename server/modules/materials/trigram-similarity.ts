/*
 * pg_trgm's `similarity` computed in the process, so the in-memory metals search orders by the
 * same measure the database would: each word (a run of letters and digits) lower-cased and padded
 * with two spaces before and one after, its three-character windows collected as a set, and the
 * share of the two sets' union that they have in common.
 */

const WORD = /[\p{L}\p{N}]+/gu;

export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const padded = [' ', ' ', ...word, ' '];
    for (let index = 0; index + 3 <= padded.length; index += 1) trigrams.add(padded.slice(index, index + 3).join(''));
  }
  return trigrams;
}

export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const trigram of a) if (b.has(trigram)) common += 1;
  return common / (a.size + b.size - common);
}
