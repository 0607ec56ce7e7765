import type { SectionInput } from '../../../modules/catalogue/catalogue-record.ts';
import { collapseBlockWhitespace, htmlToText, sanitizeHtml } from '../../../platform/html-sanitizer.ts';

/** A section as the demo texts are written: a heading, its body and its sub-sections. */
export type DemoSection = {
  /** '3.1', 'Annex A'; unnumbered sections (Foreword, Bibliography) have none. */
  number?: string;
  /** The stable key when the title does not make one (a Japanese heading). */
  key?: string;
  title: string;
  html: string;
  children?: readonly DemoSection[];
};

export function section(number: string | undefined, title: string, html: string, children?: readonly DemoSection[]): DemoSection {
  return { ...(number ? { number } : {}), title, html, ...(children ? { children } : {}) };
}

/** An unnumbered section with an explicit key ('foreword'). */
export function keyedSection(key: string, title: string, html: string, children?: readonly DemoSection[]): DemoSection {
  return { key, title, html, ...(children ? { children } : {}) };
}

export function p(...paragraphs: readonly string[]): string {
  return paragraphs.map((text) => `<p>${text}</p>`).join('');
}

export function ul(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/** An ordered list; ISO lists are lettered a), b)... */
export function ol(items: readonly string[], type: '1' | 'a' = 'a'): string {
  return `<ol type="${type}">${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
}

export function note(text: string, n?: number): string {
  return `<p class="note">NOTE${n ? ` ${n}` : ''} ${text}</p>`;
}

/** A titled table ('Table 2 — Test durations'); the title is a paragraph since captions are not kept. */
export function table(title: string, header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const head = `<thead><tr>${header.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead>`;
  const body = `<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody>`;
  return `<p class="table-title"><strong>${title}</strong></p><table>${head}${body}</table>`;
}

/** A terms-and-definitions entry: the term in bold, then its definition. */
export function term(word: string, definition: string, ...notes: readonly string[]): string {
  return `<p><strong>${word}</strong></p><p>${definition}</p>${notes.map((text, index) => `<p class="note">Note ${index + 1} to entry: ${text}</p>`).join('')}`;
}

/** The sentence every demo text opens with, so nobody takes it for a published standard. */
export const DEMO_DISCLAIMER =
  '<p class="note"><em>This text was written for the Normscope demonstration catalogue. It is not the text of a published standard; its requirements and values are illustrative.</em></p>';

function keyOf(item: DemoSection): string {
  if (item.key) return item.key;
  const base = item.number ?? item.title;
  return base
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Flattens the tree in reading order into sanitised sections with keys, parents and levels. */
export function buildSections(tree: readonly DemoSection[]): SectionInput[] {
  const sections: SectionInput[] = [];
  const keys = new Set<string>();
  const visit = (items: readonly DemoSection[], parentKey: string | undefined, level: number) => {
    for (const item of items) {
      const key = keyOf(item);
      if (key === '' || keys.has(key)) throw new Error(`demo full text: section key "${key}" is empty or repeated`);
      keys.add(key);
      const html = collapseBlockWhitespace(sanitizeHtml(item.html)).trim();
      sections.push({
        key,
        ...(parentKey ? { parentKey } : {}),
        ...(item.number ? { number: item.number } : {}),
        title: item.title,
        level,
        html,
        text: htmlToText(html),
      });
      if (item.children) visit(item.children, key, level + 1);
    }
  };
  visit(tree, undefined, 1);
  return sections;
}
