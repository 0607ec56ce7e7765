/**
 * Turns the text of an RFC as found in the wild (the plain-text edition with form feeds,
 * or an HTML page wrapping it in <pre> blocks) into continuous lines: page headers,
 * footers and form feeds removed, paragraphs broken by a page re-joined.
 */

export type UnwrappedRfc = {
  text: string;
  /** RFC numbers an HTML wrapper states outside the text itself (rfcmarkup's docinfo lines). */
  obsoletedBy: string[];
  updatedBy: string[];
};

const FOOTER = /^\S.*\s{2,}\[Page [0-9ivxlc]+\]\s*$/i;
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
// The running header: 'RFC 5322    Internet Message Format    October 2008'.
const RUNNING_HEADER = new RegExp(`^RFC ?\\d+\\s{2,}.*\\s${MONTH}(?: \\d{1,2},)? \\d{4}\\s*$`);
// Alignment gaps, box drawing, braces and ABNF rules mark lines laid out by hand.
const LAID_OUT = /\S {3,}\S|[{};]$|^[+|]|[+|]-{2,}|::=|^[\w-]+\s+=\/?\s/;
const LIST_MARKER = /^(?:[o*-]|\d{1,2}\.|\(?[a-z0-9]{1,3}\))\s{1,4}(?=\S)/;
const SENTENCE_END = /[.:!?。．」）)\]"]\s*$/u;
const BLOCK_START = /^(?:[A-Z"'([<]|[o*+-]\s|\d+[.)]\s|\([a-z0-9]+\)\s|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u;

/** True when the text is an HTML page (an RFC saved from a web site) rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /^\s*(?:<!DOCTYPE html|<html[\s>])/i.test(text) || (/<pre[\s>]/i.test(text) && /<\/pre>/i.test(text));
}

/** Extracts the RFC text from an HTML page: every <pre> block, one page each. */
export function unwrapHtml(html: string): UnwrappedRfc {
  const blocks = [...html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi)].map((match) => match[1] ?? '');
  const text = blocks.map((block) => decodeEntities(block.replace(/<[^>]*>/g, ''))).join('\f\n');
  const docinfo = (label: string): string[] => {
    const line = new RegExp(`${label}:((?:\\s|<a [^>]*>\\d+</a>|,)*)`, 'i').exec(html)?.[1] ?? '';
    return [...line.matchAll(/>(\d+)</g)].map((match) => `RFC ${match[1]}`);
  };
  return { text, obsoletedBy: docinfo('Obsoleted by'), updatedBy: docinfo('Updated by') };
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Expands tabs to 8-column stops so indentation can be measured. */
export function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const char of line) {
    if (char === '\t') out += ' '.repeat(8 - (out.length % 8));
    else out += char;
  }
  return out;
}

/**
 * Removes page furniture and re-joins the text across page breaks. Returns the lines with
 * trailing spaces trimmed; a paragraph break at a page boundary stays one blank line.
 */
export function removePageFurniture(text: string): string[] {
  const source = text
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\f\n')
    .split('\n')
    .map((line) => expandTabs(line).replace(/[\s\u00a0]+$/, '').replace(/\u00a0/g, ' '));
  const out: string[] = [];
  let index = 0;
  while (index < source.length) {
    const line = source[index] ?? '';
    if (!isFurniture(line, out.length === 0)) {
      out.push(line);
      index += 1;
      continue;
    }
    // A page break: skip the footer, form feed, header and the blank lines around them.
    let next = index;
    while (next < source.length && (isFurniture(source[next] ?? '', false) || (source[next] ?? '') === '')) next += 1;
    while (out.length > 0 && out.at(-1) === '') out.pop();
    const before = out.at(-1);
    const after = source[next];
    if (before !== undefined && after !== undefined && !continuesAcrossPage(before, after)) out.push('');
    index = next;
  }
  while (out.length > 0 && out.at(-1) === '') out.pop();
  while (out.length > 0 && out[0] === '') out.shift();
  return out;
}

function isFurniture(line: string, atStart: boolean): boolean {
  if (line === '\f') return true;
  if (atStart) return false;
  return FOOTER.test(line) || RUNNING_HEADER.test(line);
}

/** Whether the line after a page break continues the block before it (no blank line between). */
function continuesAcrossPage(before: string, after: string): boolean {
  const beforeIndent = indentOf(before);
  const afterIndent = indentOf(after);
  // Headings start at column 0: never part of the previous block.
  if (afterIndent === 0 || beforeIndent === 0) return false;
  // A figure and prose are separate blocks even when the page broke the blank line between them.
  if (isLaidOutLine(before) !== isLaidOutLine(after)) return false;
  if (isLaidOutLine(before)) return true;
  // A list item's text continues at the indent after its marker, never back at the marker.
  const marker = LIST_MARKER.exec(before.trimStart());
  if (marker) return afterIndent === beforeIndent + marker[0].length;
  if (afterIndent < beforeIndent) return false;
  if (!SENTENCE_END.test(before)) return true;
  return !(BLOCK_START.test(after.trimStart()) || afterIndent !== beforeIndent);
}

function isLaidOutLine(line: string): boolean {
  return LAID_OUT.test(line.trim());
}

export function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}
