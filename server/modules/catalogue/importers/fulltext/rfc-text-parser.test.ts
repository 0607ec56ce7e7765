import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FullTextDocument, SectionInput } from '../../catalogue-record.ts';
import { parseRfcText } from './rfc-text-parser.ts';

const DATA_DIR = '/work/shared/data/fulltext';
const RFCS = ['2616', '2822', '4492', '5116', '5246', '5321', '5322', '6066', '7525', '8446'];

const PAGE_HEADER = /^RFC \d+ {2,}.* \d{4}$/m;
const PAGE_FOOTER = /\[Page \d+\]/;

/** A small RFC in the plain-text layout: a header page, page furniture, a paragraph broken by a page. */
const SAMPLE = [
  'Internet Engineering Task Force (IETF)                          A. Author',
  'Request for Comments: 9999                                   Example Inc.',
  'Obsoletes: 1111, 2222                                          March 2020',
  'Updates: 3333',
  'Category: Best Current Practice',
  'ISSN: 2070-1721',
  '',
  '',
  '                      Widget Exchange Protocol',
  '',
  'Abstract',
  '',
  '   This document specifies how widgets are exchanged.',
  '',
  'Status of This Memo',
  '',
  '   This memo documents an Internet Best Current Practice.',
  '',
  'Table of Contents',
  '',
  '   1.  Introduction . . . . . . . . . . . . . . . . . . . . . . . . 2',
  '',
  '',
  'Author                    Best Current Practice                 [Page 1]',
  '\f',
  'RFC 9999                  Widget Exchange Protocol           March 2020',
  '',
  '',
  '1.  Introduction',
  '',
  '   Widgets are exchanged between peers.  This paragraph is long enough',
  '   to wrap, and it continues on the next page of the document without',
  '',
  '',
  'Author                    Best Current Practice                 [Page 2]',
  '\f',
  'RFC 9999                  Widget Exchange Protocol           March 2020',
  '',
  '',
  '   a break in its sentence.',
  '',
  '   o  first item of a list that is long enough to wrap onto a second',
  '      line of text',
  '',
  '   o  second item',
  '',
  '1.1.  Terminology',
  '',
  '      widget  =  1*ALPHA   ; the name of a widget',
  '',
  'Appendix A.  Examples',
  '',
  '   Examples follow.',
  '',
  'A.1.  A Simple Exchange',
  '',
  '   C: HELLO',
  '   S: 250 OK',
  '   C: QUIT',
  '',
  "Author's Address",
  '',
  '   A. Author',
].join('\n');

function section(document: FullTextDocument, key: string): SectionInput {
  const found = document.sections.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no section ${key} in ${document.record.number}: ${document.sections.map((s) => s.key).join(', ')}`);
  return found;
}

function expectWellFormedTree(sections: readonly SectionInput[]): void {
  const seen = new Map<string, SectionInput>();
  for (const current of sections) {
    expect(current.key).toMatch(/^[a-z0-9][a-z0-9.-]*$/);
    expect(seen.has(current.key)).toBe(false);
    if (current.parentKey === undefined) expect(current.level).toBe(1);
    else expect(current.level).toBe((seen.get(current.parentKey)?.level ?? Number.NaN) + 1);
    seen.set(current.key, current);
  }
}

describe('parseRfcText on a sample RFC', () => {
  const document = parseRfcText(SAMPLE, { fileName: 'rfc9999.txt' });

  it('reads the record from the first-page header', () => {
    const { record } = document;
    expect(record).toMatchObject({
      source: 'rfc',
      sourceKey: 'rfc:9999',
      publisher: 'IETF',
      number: 'RFC 9999',
      workNumber: 'RFC 9999',
      titles: [{ language: 'en', full: 'Widget Exchange Protocol' }],
      abstracts: [{ language: 'en', text: 'This document specifies how widgets are exchanged.' }],
      languages: ['en'],
      publishedOn: '2020-03-01',
      publicationYear: 2020,
      docType: 'practice',
      links: [{ type: 'src', url: 'https://www.rfc-editor.org/rfc/rfc9999' }],
      relations: [
        { type: 'obsoletes', targetNumber: 'RFC 1111' },
        { type: 'obsoletes', targetNumber: 'RFC 2222' },
        { type: 'updates', targetNumber: 'RFC 3333' },
      ],
    });
    expect(record.statusCode).toBeUndefined();
    expect(record.raw).toMatchObject({ category: 'Best Current Practice', fields: { ISSN: '2070-1721' } });
  });

  it('builds the section tree and drops the table of contents', () => {
    expect(document.sections.map((s) => [s.key, s.parentKey, s.level, s.number, s.title])).toEqual([
      ['abstract', undefined, 1, undefined, 'Abstract'],
      ['status-of-this-memo', undefined, 1, undefined, 'Status of This Memo'],
      ['1', undefined, 1, '1', 'Introduction'],
      ['1.1', '1', 2, '1.1', 'Terminology'],
      ['appendix-a', undefined, 1, 'Appendix A', 'Examples'],
      ['a.1', 'appendix-a', 2, 'A.1', 'A Simple Exchange'],
      ['authors-address', undefined, 1, undefined, "Author's Address"],
    ]);
  });

  it('removes page furniture and re-joins the paragraph broken by the page', () => {
    const introduction = section(document, '1');
    expect(introduction.html).toContain('continues on the next page of the document without a break in its sentence.</p>');
    expect(introduction.text).not.toMatch(PAGE_FOOTER);
    expect(introduction.text).not.toMatch(PAGE_HEADER);
    expect(introduction.html).toContain('<ul><li><p>first item of a list that is long enough to wrap onto a second line of text</p></li><li><p>second item</p></li></ul>');
  });

  it('keeps ABNF and protocol exchanges preformatted', () => {
    expect(section(document, '1.1').html).toBe('<pre>widget  =  1*ALPHA   ; the name of a widget</pre>');
    expect(section(document, 'a.1').html).toBe('<pre>C: HELLO\nS: 250 OK\nC: QUIT</pre>');
  });

  it('reads the same RFC wrapped in an HTML page', () => {
    const pages = SAMPLE.split('\f').map((page) => `<pre>${page.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</pre>`);
    const html = `<!DOCTYPE html><html><head><title>RFC 9999</title><script>x()</script></head><body>${pages.join('<hr>')}</body></html>`;
    const fromHtml = parseRfcText(html);
    expect(fromHtml.sections.map((s) => s.key)).toEqual(document.sections.map((s) => s.key));
    expect(section(fromHtml, '1').text).toBe(section(document, '1').text);
  });

  it('refuses a text that is not an RFC', () => {
    expect(() => parseRfcText('Just some notes\n\n1.  Not an RFC\n', { fileName: 'notes.txt' })).toThrow(/notes\.txt is not an RFC/);
  });
});

describe.skipIf(!existsSync(DATA_DIR))('parseRfcText on the real RFCs', () => {
  const read = (number: string): string => readFileSync(join(DATA_DIR, `rfc${number}.txt`), 'utf8');
  const parsed = new Map(RFCS.map((number) => [number, parseRfcText(read(number), { fileName: `rfc${number}.txt` })]));
  const get = (number: string): FullTextDocument => parsed.get(number) as FullTextDocument;

  it('reads the metadata of RFC 5322', () => {
    const { record } = get('5322');
    expect(record.number).toBe('RFC 5322');
    expect(record.sourceKey).toBe('rfc:5322');
    expect(record.titles[0]).toEqual({ language: 'en', full: 'Internet Message Format' });
    expect(record.publishedOn).toBe('2008-10-01');
    expect(record.docType).toBe('standard');
    expect(record.relations).toEqual([
      { type: 'obsoletes', targetNumber: 'RFC 2822' },
      { type: 'updates', targetNumber: 'RFC 4021' },
    ]);
    expect(record.abstracts[0]?.text).toMatch(/^This document specifies the Internet Message Format \(IMF\)/);
  });

  it('finds the sections of RFC 5322', () => {
    const document = get('5322');
    expect(section(document, '3.6')).toMatchObject({ title: 'Field Definitions', parentKey: '3', level: 2, number: '3.6' });
    const fws = section(document, '3.2.2');
    expect(fws).toMatchObject({ title: 'Folding White Space and Comments', parentKey: '3.2', level: 3 });
    expect(fws.text.toLowerCase()).toContain('folding white space');
    expect(section(document, 'a.1.1').title).toBe('A Message from One Person to Another with Simple Addressing');
    expect(section(document, 'a.1.1').parentKey).toBe('a.1');
    expect(section(document, '3.3').text).toContain('Though "-0000" also indicates Universal Time, it is used to indicate');
    expect(section(document, '4').text).toContain('The NUL character (ASCII value 0) was once allowed, but is no longer for compatibility reasons.  Similarly, US-ASCII control');
  });

  it('reads the relations of RFC 8446', () => {
    const { record } = get('8446');
    expect(record.relations).toEqual([
      { type: 'obsoletes', targetNumber: 'RFC 5077' },
      { type: 'obsoletes', targetNumber: 'RFC 5246' },
      { type: 'obsoletes', targetNumber: 'RFC 6961' },
      { type: 'updates', targetNumber: 'RFC 5705' },
      { type: 'updates', targetNumber: 'RFC 6066' },
    ]);
    expect(record.publishedOn).toBe('2018-08-01');
    expect(section(get('8446'), '4.2.8.1').parentKey).toBe('4.2.8');
    expect(section(get('8446'), 'b.3.1.1').parentKey).toBe('b.3.1');
  });

  it('reads RFCs saved as HTML pages (RFC 2616, RFC 2822)', () => {
    const http = get('2616').record;
    expect(http.titles[0]?.full).toBe('Hypertext Transfer Protocol -- HTTP/1.1');
    expect(http.publishedOn).toBe('1999-06-01');
    expect(http.relations).toContainEqual({ type: 'obsoletes', targetNumber: 'RFC 2068' });
    expect(http.relations).toContainEqual({ type: 'obsoletedBy', targetNumber: 'RFC 7230' });
    expect(section(get('2616'), '13.1.1').parentKey).toBe('13');
    expect(get('2822').record.relations).toEqual([{ type: 'obsoletes', targetNumber: 'RFC 822' }]);
    expect(section(get('2822'), '3.6').title).toBe('Field definitions');
  });

  it('reads bilingual editions, keeping the translation as content', () => {
    const { record } = get('7525');
    expect(record.docType).toBe('practice');
    expect(record.languages).toEqual(['en', 'ja']);
    expect(record.titles.map((title) => title.language)).toEqual(['en', 'ja']);
    expect(record.abstracts.map((abstract) => abstract.language)).toEqual(['en', 'ja']);
    expect(get('4492').record.titles[0]?.full).toBe('Elliptic Curve Cryptography (ECC) Cipher Suites for Transport Layer Security (TLS)');
    expect(get('4492').record.docType).toBe('report');
    expect(section(get('8446'), '1.3').text).toContain('TLS1.2に影響する更新');
  });

  it.each(RFCS)('RFC %s: a clean tree without page furniture or lost text', (number) => {
    const document = get(number);
    expect(document.sections.length).toBeGreaterThan(20);
    expectWellFormedTree(document.sections);
    expect(document.sections.map((s) => s.key)).toContain('abstract');
    expect(document.sections.map((s) => s.key)).not.toContain('table-of-contents');
    for (const current of document.sections) {
      for (const body of [current.text, current.html]) {
        expect(body).not.toContain('\f');
        expect(body, `${number} ${current.key}`).not.toMatch(PAGE_FOOTER);
        expect(body, `${number} ${current.key}`).not.toMatch(PAGE_HEADER);
      }
    }
    // Words of the body (the header page and the printed table of contents aside) all arrive.
    const source = sourceWords(read(number));
    const have = countWords(document.sections.flatMap((s) => words(`${s.number ?? ''} ${s.title} ${s.text}`)));
    let missing = 0;
    for (const [word, count] of countWords(source)) missing += Math.max(0, count - (have.get(word) ?? 0));
    expect(missing / source.length).toBeLessThan(0.02);
  });

  it('parses RFC 2616 (176 pages) into more than 100 sections in well under a second', () => {
    const text = read('2616');
    const started = performance.now();
    const document = parseRfcText(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(document.sections.length).toBeGreaterThan(100);
  });
});

function sourceWords(text: string): string[] {
  const body = /<pre/i.test(text)
    ? [...text.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi)]
        .map((match) => match[1] ?? '')
        .join('\n')
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
    : text;
  const lines = body.split('\n').filter((line) => !PAGE_FOOTER.test(line) && !/^RFC \d+ {2,}/.test(line) && !/(\s*\.){3,}\s*\d+\s*$/.test(line));
  return words(lines.join('\n'));
}

/** Words, with each CJK character a word of its own (the parser joins CJK lines without spaces). */
function words(text: string): string[] {
  return text
    .replace(/([^\p{ASCII}])/gu, ' $1 ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

function countWords(list: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of list) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}
