import { collapseBlockWhitespace, htmlToText, sanitizeHtml } from '../../../../platform/html-sanitizer.ts';
import type { SectionInput } from '../../catalogue-record.ts';
import { slug } from './rfc-heading-finder.ts';

/** A heading's number and title: '3.1 Terms' → { number: '3.1', key: '3.1', title: 'Terms' }. */
export type HeadingLabel = { number?: string; key: string; title: string };

const NUMBERED = /^((?:\d{1,3}|[A-Z])(?:\.\d{1,3})+|\d{1,3})\.?\s+(\S.*)$/;
const ANNEX = /^(Annex|Appendix)\s+([A-Z])\b\.?\s*(?:[-–—:]\s*)?(.*)$/i;

/** Splits a heading text into number and title; unnumbered headings get a slug key. */
export function headingLabel(text: string): HeadingLabel {
  const clean = text.replace(/\s+/g, ' ').trim();
  const annex = ANNEX.exec(clean);
  if (annex) {
    const number = `${capitalise(annex[1] ?? 'Annex')} ${annex[2] ?? ''}`;
    return { number, key: slug(number), title: (annex[3] ?? '').trim() || number };
  }
  const numbered = NUMBERED.exec(clean);
  if (numbered?.[1] && numbered[2]) return { number: numbered[1], key: numbered[1].toLowerCase(), title: numbered[2].trim() };
  return { key: slug(clean), title: clean || 'Untitled' };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * Builds sections from headings in reading order: the parent is the section a numbering
 * names ('3' for '3.1') when it exists, else the nearest preceding heading of a higher rank.
 */
export class SectionTreeBuilder {
  readonly sections: SectionInput[] = [];
  #stack: { rank: number; key: string; level: number }[] = [];
  #levels = new Map<string, number>();
  #keys = new Set<string>();

  /** Adds a section; a `leaf` (front matter, a page) never becomes a parent. */
  add(rank: number, label: HeadingLabel, body: { html: string; text: string }, leaf = false): SectionInput {
    while ((this.#stack.at(-1)?.rank ?? 0) >= rank) this.#stack.pop();
    const parentKey = this.#numberedParent(label) ?? this.#stack.at(-1)?.key;
    const level = parentKey ? (this.#levels.get(parentKey) ?? 0) + 1 : 1;
    let key = label.key;
    for (let suffix = 2; this.#keys.has(key); suffix += 1) key = `${label.key}-${suffix}`;
    this.#keys.add(key);
    this.#levels.set(key, level);
    if (!leaf) this.#stack.push({ rank, key, level });
    const section: SectionInput = {
      key,
      ...(parentKey ? { parentKey } : {}),
      ...(label.number ? { number: label.number } : {}),
      title: label.title,
      level,
      html: body.html,
      text: body.text,
    };
    this.sections.push(section);
    return section;
  }

  #numberedParent(label: HeadingLabel): string | undefined {
    if (!label.number?.includes('.')) return undefined;
    const parent = label.key.slice(0, label.key.lastIndexOf('.'));
    const candidates = /^[a-z]$/.test(parent) ? [`annex-${parent}`, `appendix-${parent}`] : [parent];
    return candidates.find((candidate) => this.#levels.has(candidate));
  }
}

/** Sanitised HTML and its text; undefined when there is nothing to read. */
function bodyOf(fragment: string): { html: string; text: string } | undefined {
  const html = collapseBlockWhitespace(sanitizeHtml(fragment)).trim();
  const text = htmlToText(html);
  return text === '' && !/<img\b/.test(html) ? undefined : { html, text };
}

/**
 * Splits an HTML document at its h1–h3 headings into sections; text before the first
 * heading becomes a 'Front matter' section. Returns the first heading as a title candidate.
 */
export function sectionsFromHtml(html: string): { sections: SectionInput[]; firstHeading?: string } {
  const clean = sanitizeHtml(html);
  const builder = new SectionTreeBuilder();
  const headings = [...clean.matchAll(/<h([1-3])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>/g)];
  const front = bodyOf(clean.slice(0, headings[0]?.index ?? clean.length));
  if (front) builder.add(1, { key: 'front-matter', title: 'Front matter' }, front, true);
  headings.forEach((match, at) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = headings[at + 1]?.index ?? clean.length;
    const label = headingLabel(htmlToText(match[2] ?? ''));
    builder.add(Number(match[1]), label, bodyOf(clean.slice(start, end)) ?? { html: '', text: '' });
  });
  const firstHeading = headings[0] ? htmlToText(headings[0][2] ?? '') : undefined;
  return { sections: builder.sections, ...(firstHeading ? { firstHeading } : {}) };
}
