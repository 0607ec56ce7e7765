import type { StructuredTextItem } from 'unpdf';
import { escapeHtml } from './text-block-formatter.ts';

/** One line of text on a PDF page, in reading order. */
export type PdfLine = {
  /** 0-based page index. */
  page: number;
  text: string;
  /** The largest font size on the line. */
  fontSize: number;
  fontFamily: string;
  /** Baseline in PDF coordinates (origin bottom-left). */
  y: number;
  /** Vertical distance to the previous line on the same page; Infinity at a page top. */
  gapBefore: number;
};

/** Groups pdf.js text items into lines: a new line where the baseline moves or pdf.js marks an end of line. */
export function linesOfPage(items: readonly StructuredTextItem[], page: number): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: (PdfLine & { lastX: number }) | undefined;
  const finish = (): void => {
    if (current && current.text.trim() !== '') {
      const { lastX: _lastX, ...line } = current;
      const previous = lines.at(-1);
      lines.push({ ...line, text: line.text.replace(/\s+/g, ' ').trim(), gapBefore: previous ? Math.abs(previous.y - line.y) : Number.POSITIVE_INFINITY });
    }
    current = undefined;
  };
  for (const item of items) {
    const size = item.fontSize || item.height || 10;
    if (current && Math.abs(item.y - current.y) > Math.max(2, size * 0.4)) finish();
    if (item.str !== '') {
      if (!current) {
        current = { page, text: item.str, fontSize: size, fontFamily: item.fontFamily, y: item.y, gapBefore: 0, lastX: item.x + item.width };
      } else {
        const gap = item.x - current.lastX;
        const spaced = gap > size * 0.15 && !current.text.endsWith(' ') && !item.str.startsWith(' ');
        current.text += (spaced ? ' ' : '') + item.str;
        current.fontSize = Math.max(current.fontSize, size);
        current.lastX = item.x + item.width;
      }
    }
    if (item.hasEOL) finish();
  }
  finish();
  return lines;
}

const PAGE_NUMBER = /^(?:page\s*)?[-–]?\s*\d{1,4}\s*[-–]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/**
 * Drops running headers and footers: lines at the top or bottom of a page that repeat on
 * many pages (digits aside, so 'Page 3 of 9' matches 'Page 4 of 9') and bare page numbers.
 */
export function removeRunningLines(pages: readonly PdfLine[][]): PdfLine[][] {
  const edgeCounts = new Map<string, number>();
  const edges = (lines: readonly PdfLine[]): PdfLine[] => [...lines.slice(0, 2), ...lines.slice(-2)];
  for (const lines of pages) {
    for (const key of new Set(edges(lines).map((line) => furnitureKey(line.text)))) edgeCounts.set(key, (edgeCounts.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(pages.length * 0.5));
  return pages.map((lines) => {
    const edgeLines = new Set(edges(lines));
    return lines.filter((line) => {
      if (!edgeLines.has(line)) return true;
      if (PAGE_NUMBER.test(line.text)) return false;
      return pages.length < 2 || (edgeCounts.get(furnitureKey(line.text)) ?? 0) < threshold;
    });
  });
}

function furnitureKey(text: string): string {
  return text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The font size most of the text is set in. */
export function bodyFontSize(lines: readonly PdfLine[]): number {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let best = 10;
  let bestWeight = -1;
  for (const [size, weight] of weights) {
    if (weight > bestWeight) {
      best = size;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Paragraphs of a run of lines: a new paragraph after a vertical gap wider than the line
 * spacing; across a page break the text goes on unless the last line ended a sentence.
 */
export function paragraphsOf(lines: readonly PdfLine[]): { html: string; text: string } {
  const paragraphs: string[] = [];
  let current = '';
  let previous: PdfLine | undefined;
  for (const line of lines) {
    const newPage = previous !== undefined && previous.page !== line.page;
    const gapBreak = previous !== undefined && !newPage && line.gapBefore > Math.max(previous.fontSize, line.fontSize) * 1.6;
    const pageBreak = newPage && /[.:!?]$/.test(current);
    if (current !== '' && (gapBreak || pageBreak)) {
      paragraphs.push(current);
      current = '';
    }
    current = current === '' ? line.text : joinLines(current, line.text);
    previous = line;
  }
  if (current !== '') paragraphs.push(current);
  return {
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
    text: paragraphs.join('\n\n'),
  };
}

function joinLines(before: string, after: string): string {
  // A word hyphenated at the line end ("standard-\nization") is one word again.
  if (/\p{Ll}-$/u.test(before) && /^\p{Ll}/u.test(after)) return before.slice(0, -1) + after;
  return `${before} ${after}`;
}
