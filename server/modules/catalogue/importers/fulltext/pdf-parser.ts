import { extractTextItems, getDocumentProxy, getMeta } from 'unpdf';
import { sanitizeHtml } from '../../../../platform/html-sanitizer.ts';
import type { FullTextDocument, SectionInput } from '../../catalogue-record.ts';
import { uploadRecord, type DocumentMeta } from './document-meta.ts';
import { headingLabel, SectionTreeBuilder } from './html-sections.ts';
import { bodyFontSize, linesOfPage, paragraphsOf, removeRunningLines, type PdfLine } from './pdf-text-lines.ts';
import { numberingFollows } from './rfc-heading-finder.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type OutlineNode = { title: string; dest: string | unknown[] | null; items: OutlineNode[] };
/** A section start: the line index in the document's lines where its body begins. */
type Start = { rank: number; title: string; line: number; headingLine: boolean };

const NUMBERED_HEADING = /^((?:\d{1,2})(?:\.\d{1,2}){0,4})\.?\s+(\p{Lu}.{0,118})$/u;
const ANNEX_HEADING = /^(?:Annex|Appendix)\s+[A-Z]\b/;

/**
 * Parses a PDF into sections: from its outline (bookmarks) when it has one, else from
 * headings recognised by numbering and font size, else one section per page.
 */
export async function parsePdf(bytes: Uint8Array, meta: DocumentMeta): Promise<FullTextDocument> {
  // pdf.js takes ownership of (detaches) the buffer it is given; the caller keeps theirs.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { items } = await extractTextItems(pdf);
    const pages = removeRunningLines(items.map((pageItems, page) => linesOfPage(pageItems, page)));
    const lines = pages.flat();
    const outline = await outlineStarts(pdf, lines);
    const detected = outline.length > 0 ? [] : detectHeadings(lines);
    // Outline entries out of page order still cut the text in reading order.
    const starts = (outline.length > 0 ? outline : detected).toSorted((a, b) => a.line - b.line);
    const method = outline.length > 0 ? 'outline' : detected.length > 0 ? 'headings' : 'pages';
    const sections = starts.length > 0 ? sectionsFromStarts(lines, starts) : pageSections(pages);
    const info = await documentInfo(pdf);
    const abstract = sections.find((section) => /^(abstract|summary)$/i.test(section.title))?.text;
    const record = uploadRecord(meta, {
      ...(info.title ? { documentTitle: info.title } : {}),
      ...(abstract ? { abstract } : {}),
      raw: { format: 'pdf', pages: pdf.numPages, sectioning: method, info: info.raw },
    });
    return { record, sections };
  } finally {
    await pdf.destroy();
  }
}

async function documentInfo(pdf: PdfDocument): Promise<{ title?: string; raw: Record<string, unknown> }> {
  try {
    const { info } = await getMeta(pdf);
    const raw: Record<string, unknown> = {};
    for (const key of ['Title', 'Author', 'Subject', 'Keywords', 'CreationDate', 'Producer']) {
      if (typeof info[key] === 'string' && info[key] !== '') raw[key] = info[key];
    }
    const title = typeof raw['Title'] === 'string' ? raw['Title'].trim() : undefined;
    return { ...(title ? { title } : {}), raw };
  } catch {
    return { raw: {} };
  }
}

/** Outline entries with the line each starts at: the heading line on its page when found, else the page top. */
async function outlineStarts(pdf: PdfDocument, lines: readonly PdfLine[]): Promise<Start[]> {
  const outline = ((await pdf.getOutline().catch(() => null)) ?? []) as unknown as OutlineNode[];
  const entries: { rank: number; title: string; page: number }[] = [];
  const visit = async (nodes: readonly OutlineNode[], rank: number): Promise<void> => {
    for (const node of nodes) {
      const page = await destinationPage(pdf, node.dest);
      if (page !== undefined && node.title.trim() !== '') entries.push({ rank, title: node.title.trim(), page });
      await visit(node.items ?? [], rank + 1);
    }
  };
  await visit(outline, 1);
  const starts: Start[] = [];
  let from = 0;
  for (const entry of entries) {
    const pageStart = lines.findIndex((line) => line.page >= entry.page);
    const searchFrom = Math.max(from, pageStart < 0 ? lines.length : pageStart);
    const wanted = normalise(entry.title);
    const found = lines.findIndex((line, index) => index >= searchFrom && line.page === entry.page && matchesTitle(normalise(line.text), wanted));
    const line = found >= 0 ? found : searchFrom;
    starts.push({ rank: entry.rank, title: entry.title, line, headingLine: found >= 0 });
    from = found >= 0 ? found + 1 : line;
  }
  return starts;
}

async function destinationPage(pdf: PdfDocument, dest: OutlineNode['dest']): Promise<number | undefined> {
  try {
    const explicit = typeof dest === 'string' ? await pdf.getDestination(dest) : dest;
    const target: unknown = explicit?.[0];
    if (typeof target === 'number') return target;
    if (target && typeof target === 'object' && 'num' in target) {
      return await pdf.getPageIndex(target as Parameters<PdfDocument['getPageIndex']>[0]);
    }
  } catch {
    // An outline entry pointing nowhere (a URL, a broken reference) opens no section.
  }
  return undefined;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function matchesTitle(line: string, title: string): boolean {
  return line !== '' && (line === title || (line.length >= 3 && title.startsWith(line)) || line.startsWith(title));
}

/**
 * Headings by numbering ('1 Scope', '3.1 Terms'): taken when set larger than the body text,
 * or when the number follows the previous heading's. Larger unnumbered lines count too.
 */
function detectHeadings(lines: readonly PdfLine[]): Start[] {
  const body = bodyFontSize(lines);
  const starts: Start[] = [];
  let lastParts: number[] | undefined;
  lines.forEach((line, index) => {
    const larger = line.fontSize >= body * 1.1;
    const bold = /bold|black|heavy|semibold/i.test(line.fontFamily) && line.fontSize >= body;
    const numbered = NUMBERED_HEADING.exec(line.text);
    if (numbered?.[1] && !/[.,;:]$/.test(line.text)) {
      const parts = numbered[1].split('.').map((part) => Number.parseInt(part, 10));
      if ((larger || bold || line.gapBefore > line.fontSize * 1.6) && (larger || numberingFollows(lastParts, parts))) {
        lastParts = parts;
        starts.push({ rank: parts.length, title: line.text, line: index, headingLine: true });
      }
      return;
    }
    if (ANNEX_HEADING.test(line.text) && (larger || bold)) {
      starts.push({ rank: 1, title: line.text, line: index, headingLine: true });
      return;
    }
    const unnumbered = line.fontSize >= body * 1.2 && line.text.length <= 80 && /^\p{Lu}/u.test(line.text) && !/[.,;:]$/.test(line.text);
    if (unnumbered) starts.push({ rank: 1, title: line.text, line: index, headingLine: true });
  });
  return starts;
}

function sectionsFromStarts(lines: readonly PdfLine[], starts: readonly Start[]): SectionInput[] {
  const builder = new SectionTreeBuilder();
  const firstStart = starts[0]?.line ?? 0;
  if (firstStart > 0) {
    const front = paragraphsOf(lines.slice(0, firstStart));
    builder.add(1, { key: 'front-matter', title: 'Front matter' }, { html: sanitizeHtml(front.html), text: front.text }, true);
  }
  starts.forEach((start, at) => {
    const end = starts[at + 1]?.line ?? lines.length;
    const bodyStart = start.headingLine ? start.line + 1 : start.line;
    const body = paragraphsOf(lines.slice(bodyStart, Math.max(bodyStart, end)));
    builder.add(start.rank, headingLabel(start.title), { html: sanitizeHtml(body.html), text: body.text });
  });
  return builder.sections;
}

function pageSections(pages: readonly PdfLine[][]): SectionInput[] {
  return pages.map((lines, page) => {
    const body = paragraphsOf(lines);
    return { key: `page-${page + 1}`, number: String(page + 1), title: `Page ${page + 1}`, level: 1, html: sanitizeHtml(body.html), text: body.text };
  });
}
