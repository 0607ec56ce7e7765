import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { parseDocx } from './docx-parser.ts';

const META = { publisher: 'ACME', number: 'ACME 7:2023', title: '' };

async function buildDocx(): Promise<Uint8Array> {
  const cell = (text: string): TableCell => new TableCell({ children: [new Paragraph(text)] });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Widget Requirements', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'This foreword comes before any heading.' }),
          new Paragraph({ text: '1 Scope', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun({ text: 'Widgets', bold: true }), new TextRun(' are specified here.')] }),
          new Paragraph({ text: '3 Terms and definitions', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: '3.1 widget', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'A small gadget.' }),
          new Table({ rows: [new TableRow({ children: [cell('size'), cell('10 mm')] })] }),
          new Paragraph({ text: 'Notes on widgets', heading: HeadingLevel.HEADING_3 }),
          new Paragraph({ text: 'A third-level note.' }),
          new Paragraph({ text: 'Annex A (informative) Examples', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'A.1 A simple widget', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Example text.' }),
          new Paragraph({ text: 'Deep heading', heading: HeadingLevel.HEADING_4 }),
          new Paragraph({ text: 'Stays in A.1.' }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

describe('parseDocx', () => {
  it('splits at headings 1 to 3 into a section tree', async () => {
    const { sections } = await parseDocx(await buildDocx(), META);
    expect(sections.map((section) => [section.key, section.parentKey, section.level, section.number, section.title])).toEqual([
      ['front-matter', undefined, 1, undefined, 'Front matter'],
      ['1', undefined, 1, '1', 'Scope'],
      ['3', undefined, 1, '3', 'Terms and definitions'],
      ['3.1', '3', 2, '3.1', 'widget'],
      ['notes-on-widgets', '3.1', 3, undefined, 'Notes on widgets'],
      ['annex-a', undefined, 1, 'Annex A', '(informative) Examples'],
      ['a.1', 'annex-a', 2, 'A.1', 'A simple widget'],
    ]);
  });

  it('keeps formatting, tables and lower headings as sanitised HTML', async () => {
    const { sections } = await parseDocx(await buildDocx(), META);
    const byKey = new Map(sections.map((section) => [section.key, section]));
    expect(byKey.get('1')?.html).toBe('<p><strong>Widgets</strong> are specified here.</p>');
    expect(byKey.get('1')?.text).toBe('Widgets are specified here.');
    expect(byKey.get('3.1')?.html).toBe('<p>A small gadget.</p><table><tr><td><p>size</p></td><td><p>10 mm</p></td></tr></table>');
    expect(byKey.get('a.1')?.html).toBe('<p>Example text.</p><h4>Deep heading</h4><p>Stays in A.1.</p>');
    expect(byKey.get('front-matter')?.text).toBe('This foreword comes before any heading.');
  });

  it('takes the title from the Word title paragraph when the meta has none', async () => {
    const bytes = await buildDocx();
    expect((await parseDocx(bytes, META)).record).toMatchObject({
      source: 'upload',
      sourceKey: 'upload:ACME:acme 7 2023',
      number: 'ACME 7:2023',
      workNumber: 'ACME 7',
      titles: [{ language: 'en', full: 'Widget Requirements' }],
      raw: { format: 'docx' },
    });
    const named = await parseDocx(bytes, { ...META, title: 'Widgets', workNumber: 'ACME 7', docType: 'guide' });
    expect(named.record).toMatchObject({ titles: [{ full: 'Widgets' }], docType: 'guide' });
  });

  it('rejects bytes that are not a DOCX', async () => {
    await expect(parseDocx(new TextEncoder().encode('not a zip'), META)).rejects.toThrow();
  });
});
