/**
 * How in-document search matches, shared by the server (which lists the places) and the
 * reader (which marks the chosen place in the rendered section): the words in order,
 * any whitespace or hyphen between them ("transfer coding" finds "transfer-coding"),
 * case-insensitive, starting at a word's beginning.
 * Both count matches the same way, so "the n-th match in the section" names one place.
 */
export function searchPattern(searchText: string): RegExp | null {
  const words = searchText.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped.join('[\\s-]+')}`, 'giu');
}
