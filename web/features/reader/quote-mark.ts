/**
 * A passage an AI answer quotes (`?section=...&quote=...`, portal-area.md §2 "AI chat assistant"):
 * found in the section's rendered text whatever the whitespace between its words (line breaks,
 * several spaces, none where a block ends), so the reader can mark it.
 */
export type QuoteMark = { sectionId: string; quote: string };

/** The words to look for: the quote without the quotation marks or ellipsis an answer may add around it. */
function quoteWords(quote: string): string[] {
  return quote
    .replace(/^[\s"'“”‘’«»„…]+|[\s"'“”‘’«»„…]+$/gu, '')
    .replace(/\.{3,}$/u, '')
    .split(/\s+/u)
    .filter((word) => word !== '');
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function find(text: string, words: readonly string[]): { start: number; end: number } | null {
  if (words.length === 0) return null;
  const pattern = new RegExp(words.map(escape).join('\\s*'), 'iu');
  const match = pattern.exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** Where the quote sits in `text`: the whole of it, else as much of its start as is found (at least 4 words). */
export function quoteOffsetsInText(text: string, quote: string): { start: number; end: number } | null {
  const words = quoteWords(quote);
  const whole = find(text, words);
  if (whole || words.length <= 4) return whole;
  for (const count of [16, 12, 8, 6, 4]) {
    if (count >= words.length) continue;
    const found = find(text, words.slice(0, count));
    if (found) return found;
  }
  return null;
}

export function quoteOffsets(root: Node, quote: string): { start: number; end: number } | null {
  return quoteOffsetsInText(root.textContent ?? '', quote);
}
