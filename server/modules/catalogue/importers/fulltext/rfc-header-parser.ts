import type { DocType } from '../../catalogue-record.ts';
import { indentOf } from './text-block-formatter.ts';

/** The metadata of an RFC's first page, as printed there. */
export type RfcHeader = {
  rfcNumber: number;
  title: string;
  /** A translated title printed below the English one (bilingual editions). */
  translatedTitle?: string;
  /** The date line, e.g. 'October 2008'. */
  date?: string;
  publishedOn?: string;
  category?: string;
  obsoletes: string[];
  updates: string[];
  /** The other left-column fields: 'BCP', 'STD', 'ISSN', 'Network Working Group'... */
  fields: Record<string, string>;
  /** The right column: authors, organisations, date. */
  authorLines: string[];
  /** Index of the first line after the title block. */
  bodyStart: number;
};

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DATE = /^(?:(\d{1,2}),? )?(January|February|March|April|May|June|July|August|September|October|November|December),? (?:(\d{1,2}),? )?(\d{4})$/i;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Reads the first-page header and title; throws when the text is not an RFC. */
export function parseRfcHeader(lines: readonly string[], fileName?: string): RfcHeader {
  const rfcLine = lines.slice(0, 80).findIndex((line) => /^Request for Comments:\s*\d+/i.test(line));
  if (rfcLine < 0) {
    throw new Error(`${fileName ?? 'Text'} is not an RFC: no "Request for Comments: NNNN" line in its first-page header`);
  }
  const headerStart = lines.findIndex((line) => line.trim() !== '');
  let headerEnd = rfcLine;
  while (headerEnd < lines.length && (lines[headerEnd] ?? '').trim() !== '') headerEnd += 1;

  const fields: Record<string, string> = {};
  const authorLines: string[] = [];
  let lastKey: string | undefined;
  for (const line of lines.slice(headerStart, headerEnd)) {
    const startsAtMargin = indentOf(line) === 0;
    const segments = line.trim().split(/\s{2,}/);
    const left = startsAtMargin ? segments.shift() : undefined;
    if (left !== undefined) {
      const field = /^([A-Za-z][\w ]*?):\s*(.*)$/.exec(left);
      if (field?.[1]) {
        lastKey = field[1];
        fields[lastKey] = (field[2] ?? '').trim();
      } else {
        fields[left] = '';
        lastKey = undefined;
      }
    } else if (lastKey && /^[\d,\s]+$/.test(segments[0] ?? '') && indentOf(line) < 30) {
      // A wrapped 'Obsoletes:' or 'Updates:' list continues in the left column.
      fields[lastKey] = `${fields[lastKey] ?? ''} ${segments.shift() ?? ''}`.trim();
    }
    authorLines.push(...segments.filter((segment) => segment !== ''));
  }

  const { title, translatedTitle, next } = readTitle(lines, headerEnd);
  const rfcNumber = Number.parseInt(/\d+/.exec(lines[rfcLine] ?? '')?.[0] ?? '', 10);
  const date = authorLines.find((segment) => DATE.test(segment));
  return {
    rfcNumber,
    title,
    ...(translatedTitle ? { translatedTitle } : {}),
    ...(date ? { date, publishedOn: isoMonth(date) } : {}),
    ...(fields['Category'] ? { category: fields['Category'] } : {}),
    obsoletes: rfcList(fields['Obsoletes']),
    updates: rfcList(fields['Updates']),
    fields,
    authorLines: authorLines.filter((segment) => segment !== date),
    bodyStart: next,
  };
}

/** The centred title lines after the header, then an optional translated title. */
function readTitle(lines: readonly string[], from: number): { title: string; translatedTitle?: string; next: number } {
  const english: string[] = [];
  const translated: string[] = [];
  let index = from;
  // Up to two centred paragraphs: the title (sometimes with a version line), then a translation.
  for (let paragraph = 0; paragraph < 2; paragraph += 1) {
    while (index < lines.length && (lines[index] ?? '').trim() === '') index += 1;
    const start = index;
    while (index < lines.length && (lines[index] ?? '').trim() !== '' && indentOf(lines[index] ?? '') > 0) index += 1;
    const block = lines.slice(start, index).map((line) => line.trim());
    if (block.length === 0 || block.length > 4) {
      index = start;
      break;
    }
    if (english.length > 0 && !block.some((line) => CJK.test(line))) {
      index = start;
      break;
    }
    for (const line of block) (CJK.test(line) ? translated : english).push(line);
  }
  return {
    title: english.join(' ').replace(/\s+/g, ' '),
    ...(translated.length > 0 ? { translatedTitle: translated.join(' ') } : {}),
    next: index,
  };
}

function rfcList(value: string | undefined): string[] {
  if (!value) return [];
  return [...value.matchAll(/\d+/g)].map((match) => `RFC ${Number.parseInt(match[0], 10)}`);
}

function isoMonth(date: string): string | undefined {
  const match = DATE.exec(date);
  const month = MONTHS.indexOf((match?.[2] ?? '').toLowerCase()) + 1;
  if (!match?.[4] || month === 0) return undefined;
  return `${match[4]}-${String(month).padStart(2, '0')}-01`;
}

/**
 * The document type of an RFC category. Standards Track RFCs are standards; BCPs are
 * practices; Experimental ones specify protocols outside the standards track; Informational
 * RFCs are reports of all kinds; Historic ones fit none of these.
 */
export function docTypeOfCategory(category: string | undefined): DocType {
  const normal = (category ?? '').toLowerCase();
  if (normal.includes('standard')) return 'standard';
  if (normal.includes('best current practice') || /\bbcp\b/.test(normal)) return 'practice';
  if (normal.includes('experimental')) return 'specification';
  if (normal.includes('informational')) return 'report';
  return 'other';
}
