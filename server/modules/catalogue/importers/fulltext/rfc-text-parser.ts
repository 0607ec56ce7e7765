import { sanitizeHtml } from '../../../../platform/html-sanitizer.ts';
import type { CatalogueRecord, FullTextDocument, LocalizedTitle, SectionInput } from '../../catalogue-record.ts';
import { docTypeOfCategory, parseRfcHeader, type RfcHeader } from './rfc-header-parser.ts';
import { looksLikeHtml, removePageFurniture, unwrapHtml } from './rfc-page-cleaner.ts';
import { findRfcHeadings, type RfcHeading } from './rfc-heading-finder.ts';
import { formatTextBlocks } from './text-block-formatter.ts';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
// The reader builds its own table of contents; the printed one only duplicates the headings.
const DROPPED_SECTIONS = new Set(['table-of-contents']);

/**
 * Parses an IETF RFC (the plain-text edition, or an HTML page wrapping it) into catalogue
 * metadata and its sections. Throws when the text has no RFC first-page header.
 */
export function parseRfcText(text: string, options: { fileName?: string } = {}): FullTextDocument {
  const html = looksLikeHtml(text) ? unwrapHtml(text) : undefined;
  const lines = removePageFurniture(html?.text ?? text);
  const header = parseRfcHeader(lines, options.fileName);
  const headings = findRfcHeadings(lines, header.bodyStart);
  const sections = buildSections(lines, headings);
  const record = buildRecord(header, sections, {
    obsoletedBy: html?.obsoletedBy ?? [],
    updatedBy: html?.updatedBy ?? [],
    cjkCharacters: (text.match(CJK) ?? []).length,
    ...(options.fileName ? { fileName: options.fileName } : {}),
  });
  return { record, sections };
}

function buildSections(lines: readonly string[], headings: readonly RfcHeading[]): SectionInput[] {
  const sections: SectionInput[] = [];
  const levels = new Map<string, number>();
  const usedKeys = new Set<string>();
  headings.forEach((heading, at) => {
    if (DROPPED_SECTIONS.has(heading.key)) return;
    const end = headings[at + 1]?.line ?? lines.length;
    const body = lines.slice(heading.bodyStart, end);
    const formatted = formatTextBlocks(body);
    const parentKey = nearestParent(heading.parentKeys, levels);
    const level = parentKey ? (levels.get(parentKey) ?? 0) + 1 : 1;
    const key = uniqueKey(heading.key, usedKeys);
    levels.set(key, level);
    sections.push({
      key,
      ...(parentKey ? { parentKey } : {}),
      ...(heading.number ? { number: heading.number } : {}),
      title: heading.title,
      level,
      html: sanitizeHtml(formatted.html),
      text: formatted.text,
    });
  });
  return sections;
}

/** The closest ancestor that exists: a missing 'Appendix A' heading leaves 'A.1' top-level. */
function nearestParent(candidates: readonly string[], levels: ReadonlyMap<string, number>): string | undefined {
  return candidates.find((candidate) => levels.has(candidate));
}

function uniqueKey(key: string, used: Set<string>): string {
  let unique = key;
  for (let suffix = 2; used.has(unique); suffix += 1) unique = `${key}-${suffix}`;
  used.add(unique);
  return unique;
}

type RecordExtras = { obsoletedBy: string[]; updatedBy: string[]; cjkCharacters: number; fileName?: string };

function buildRecord(header: RfcHeader, sections: readonly SectionInput[], extras: RecordExtras): CatalogueRecord {
  const number = `RFC ${header.rfcNumber}`;
  // Bilingual editions interleave a translation (here Japanese) with the original text.
  const translated = extras.cjkCharacters > 200;
  const titles: LocalizedTitle[] = [{ language: 'en', full: header.title }];
  if (header.translatedTitle) titles.push({ language: 'ja', full: header.translatedTitle });
  const year = header.publishedOn ? Number.parseInt(header.publishedOn.slice(0, 4), 10) : undefined;
  return {
    source: 'rfc',
    sourceKey: `rfc:${header.rfcNumber}`,
    publisher: 'IETF',
    number,
    workNumber: number,
    // Every RFC edition has a new number: a new RFC that obsoletes an alike one continues its chain.
    chainsThroughObsoletes: true,
    titles,
    abstracts: abstractsOf(sections.find((section) => section.key === 'abstract')),
    keywords: [],
    languages: translated ? ['en', 'ja'] : ['en'],
    ...(header.publishedOn ? { publishedOn: header.publishedOn } : {}),
    ...(year ? { publicationYear: year } : {}),
    docType: docTypeOfCategory(header.category),
    ...(header.category ? { stage: header.category } : {}),
    icsCodes: [],
    links: [{ type: 'src', url: `https://www.rfc-editor.org/rfc/rfc${header.rfcNumber}` }],
    relations: [
      ...header.obsoletes.map((targetNumber) => ({ type: 'obsoletes' as const, targetNumber })),
      ...header.updates.map((targetNumber) => ({ type: 'updates' as const, targetNumber })),
      ...extras.obsoletedBy.map((targetNumber) => ({ type: 'obsoletedBy' as const, targetNumber })),
      ...extras.updatedBy.map((targetNumber) => ({ type: 'updatedBy' as const, targetNumber })),
    ],
    raw: {
      number,
      title: header.title,
      ...(header.translatedTitle ? { translatedTitle: header.translatedTitle } : {}),
      date: header.date,
      category: header.category,
      obsoletes: header.obsoletes,
      updates: header.updates,
      obsoletedBy: extras.obsoletedBy,
      updatedBy: extras.updatedBy,
      fields: header.fields,
      authors: header.authorLines,
      ...(extras.fileName ? { fileName: extras.fileName } : {}),
    },
  };
}

/** The abstract split by language: paragraphs of the translation go to their own abstract. */
function abstractsOf(section: SectionInput | undefined): CatalogueRecord['abstracts'] {
  if (!section) return [];
  const english: string[] = [];
  const japanese: string[] = [];
  for (const paragraph of section.text.split(/\n{2,}/)) {
    const trimmed = paragraph.trim();
    if (trimmed === '') continue;
    const cjk = (trimmed.match(CJK) ?? []).length;
    (cjk * 4 > trimmed.length ? japanese : english).push(trimmed.replace(/\s*\n\s*/g, ' '));
  }
  const abstracts: CatalogueRecord['abstracts'] = [];
  if (english.length > 0) abstracts.push({ language: 'en', text: english.join('\n\n') });
  if (japanese.length > 0) abstracts.push({ language: 'ja', text: japanese.join('\n\n') });
  return abstracts;
}
