import { PDFDocument, PDFHexString, PDFName, StandardFonts, type PDFPage, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { FullTextDocument } from '../../catalogue-record.ts';
import { parsePdf } from './pdf-parser.ts';

type Line = { text: string; size?: number; bold?: boolean; gap?: number };
type OutlineEntry = { title: string; page: number; children?: OutlineEntry[] };

const META = { publisher: 'ACME', number: 'ACME 1:2024', title: '' };

/** Three A4 pages of a small standard, a running header and footer on each. */
const PAGES: Line[][] = [
  [
    { text: 'Widgets - Requirements', size: 16, bold: true },
    { text: 'This foreword explains the document.', gap: 2 },
    { text: '1 Scope', size: 12, bold: true, gap: 2 },
    { text: 'This document specifies requirements for widgets and', gap: 2 },
    { text: 'applies to all widgets.' },
    { text: 'A second paragraph of the scope.', gap: 2 },
  ],
  [
    { text: '2 Normative references', size: 12, bold: true },
    { text: 'There are no normative references in this document.', gap: 2 },
    { text: '3 Terms and definitions', size: 12, bold: true, gap: 2 },
    { text: 'For the purposes of this document the following terms apply.', gap: 2 },
  ],
  [
    { text: '3.1 Widget', size: 12, bold: true },
    { text: 'A small gadget or mechanical device.', gap: 2 },
  ],
];

const OUTLINE: OutlineEntry[] = [
  { title: '1 Scope', page: 0 },
  { title: '2 Normative references', page: 1 },
  { title: '3 Terms and definitions', page: 1, children: [{ title: '3.1 Widget', page: 2 }] },
];

async function buildPdf(pagesOfLines: readonly Line[][], outline?: readonly OutlineEntry[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Widgets — Requirements');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages = pagesOfLines.map((lines, index) => {
    const page = pdf.addPage([595, 842]);
    page.drawText('ACME 1:2024 - Widgets', { x: 60, y: 810, size: 8, font: regular });
    let y = 770;
    for (const line of lines) {
      const size = line.size ?? 10;
      y -= size * 1.2 * (line.gap ?? 1);
      page.drawText(line.text, { x: 60, y, size, font: line.bold ? bold : regular });
    }
    page.drawText(`Page ${index + 1} of ${pagesOfLines.length}`, { x: 270, y: 30, size: 8, font: regular });
    return page;
  });
  if (outline) addOutline(pdf, pages, outline);
  return pdf.save();
}

/** pdf-lib has no outline API: the Outlines dictionary is written by hand. */
function addOutline(pdf: PDFDocument, pages: readonly PDFPage[], outline: readonly OutlineEntry[]): void {
  const context = pdf.context;
  const add = (entries: readonly OutlineEntry[], parent: PDFRef): PDFRef[] => {
    const refs = entries.map(() => context.nextRef());
    entries.forEach((entry, index) => {
      const page = pages[entry.page];
      if (!page) throw new Error(`no page ${entry.page}`);
      const item = context.obj({ Title: PDFHexString.fromText(entry.title), Parent: parent, Dest: [page.ref, 'XYZ', null, null, null] });
      const previous = refs[index - 1];
      const next = refs[index + 1];
      if (previous) item.set(PDFName.of('Prev'), previous);
      if (next) item.set(PDFName.of('Next'), next);
      const ref = refs[index] as PDFRef;
      if (entry.children?.length) {
        const children = add(entry.children, ref);
        item.set(PDFName.of('First'), children[0] as PDFRef);
        item.set(PDFName.of('Last'), children.at(-1) as PDFRef);
        item.set(PDFName.of('Count'), context.obj(children.length));
      }
      context.assign(ref, item);
    });
    return refs;
  };
  const root = context.nextRef();
  const top = add(outline, root);
  context.assign(root, context.obj({ Type: 'Outlines', First: top[0] as PDFRef, Last: top.at(-1) as PDFRef, Count: top.length }));
  pdf.catalog.set(PDFName.of('Outlines'), root);
}

function tree(document: FullTextDocument): [string, string | undefined, number, string][] {
  return document.sections.map((section) => [section.key, section.parentKey, section.level, section.title]);
}

describe('parsePdf', () => {
  it('splits at the outline entries, finding each heading on its destination page', async () => {
    const document = await parsePdf(await buildPdf(PAGES, OUTLINE), META);
    expect(tree(document)).toEqual([
      ['front-matter', undefined, 1, 'Front matter'],
      ['1', undefined, 1, 'Scope'],
      ['2', undefined, 1, 'Normative references'],
      ['3', undefined, 1, 'Terms and definitions'],
      ['3.1', '3', 2, 'Widget'],
    ]);
    const scope = document.sections[1];
    expect(scope?.number).toBe('1');
    expect(scope?.html).toBe('<p>This document specifies requirements for widgets and applies to all widgets.</p><p>A second paragraph of the scope.</p>');
    expect(scope?.text).toBe('This document specifies requirements for widgets and applies to all widgets.\n\nA second paragraph of the scope.');
    expect(document.record.raw).toMatchObject({ format: 'pdf', pages: 3, sectioning: 'outline' });
  });

  it('drops running headers, footers and page numbers', async () => {
    const document = await parsePdf(await buildPdf(PAGES, OUTLINE), META);
    const all = document.sections.map((section) => section.text).join('\n');
    expect(all).not.toContain('ACME 1:2024 - Widgets');
    expect(all).not.toMatch(/Page \d of 3/);
  });

  it('detects numbered headings set larger than the text when there is no outline', async () => {
    const document = await parsePdf(await buildPdf(PAGES), META);
    expect(document.record.raw).toMatchObject({ sectioning: 'headings' });
    expect(tree(document)).toEqual([
      ['widgets-requirements', undefined, 1, 'Widgets - Requirements'],
      ['1', undefined, 1, 'Scope'],
      ['2', undefined, 1, 'Normative references'],
      ['3', undefined, 1, 'Terms and definitions'],
      ['3.1', '3', 2, 'Widget'],
    ]);
    expect(document.sections[4]?.text).toBe('A small gadget or mechanical device.');
  });

  it('detects headings set in the body size by their numbering', async () => {
    const plain = PAGES.map((lines) => lines.map((line) => ({ ...line, size: 10, bold: false })));
    const document = await parsePdf(await buildPdf(plain), META);
    expect(document.sections.map((section) => section.key)).toEqual(['front-matter', '1', '2', '3', '3.1']);
  });

  it('falls back to one section per page', async () => {
    const prose: Line[][] = [[{ text: 'Just some text on a first page.' }], [{ text: 'And more text on a second page.' }]];
    const document = await parsePdf(await buildPdf(prose), META);
    expect(document.record.raw).toMatchObject({ sectioning: 'pages' });
    expect(document.sections).toEqual([
      { key: 'page-1', number: '1', title: 'Page 1', level: 1, html: '<p>Just some text on a first page.</p>', text: 'Just some text on a first page.' },
      { key: 'page-2', number: '2', title: 'Page 2', level: 1, html: '<p>And more text on a second page.</p>', text: 'And more text on a second page.' },
    ]);
  });

  it('builds the record from the meta, the title from the PDF when none is given', async () => {
    const bytes = await buildPdf(PAGES, OUTLINE);
    const { record } = await parsePdf(bytes, META);
    expect(record).toMatchObject({
      source: 'upload',
      sourceKey: 'upload:ACME:acme 1 2024',
      publisher: 'ACME',
      number: 'ACME 1:2024',
      workNumber: 'ACME 1',
      titles: [{ language: 'en', full: 'Widgets — Requirements' }],
      languages: ['en'],
      docType: 'standard',
    });
    const named = await parsePdf(bytes, { ...META, title: 'Widgets', language: 'de', publishedOn: '2024-05-01', sourceKey: 'acme:1' });
    expect(named.record).toMatchObject({ titles: [{ language: 'de', full: 'Widgets' }], publicationYear: 2024, sourceKey: 'acme:1' });
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  it('rejects bytes that are not a PDF', async () => {
    await expect(parsePdf(new TextEncoder().encode('not a pdf'), META)).rejects.toThrow();
  });
});
