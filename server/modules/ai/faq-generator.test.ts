import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFaqText } from '../../../common/ai/faq-text.ts';
import { importFullTextFiles, realDataDir } from '../catalogue/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { generateFaq, requirementQuestion, type FaqSourceSection } from './faq-generator.ts';

function section(sectionKey: string, title: string, bodyText: string, level = 1): FaqSourceSection {
  return { sectionKey, number: /^\d/.test(sectionKey) ? sectionKey : null, title, level, bodyText };
}

const SECTIONS: FaqSourceSection[] = [
  section('status-of-this-memo', 'Status of This Memo', 'This document is an Internet Standards Track document. Distribution of this memo is unlimited.'),
  section('abstract', 'Abstract', 'This document specifies the format of text messages sent between computer users. It updates the earlier format.'),
  section(
    '1.1',
    'Terminology',
    'The following terms are used:\n\nenvelope:  The information used to deliver a message, kept apart from its content.\n\nheader field:  A line of the message naming one property of the message.\n\nbody:  The part of a message after its header section, holding its text.',
    2,
  ),
  section('2.1', 'Line Length Limits', 'Each line of characters MUST be no more than 998 characters, and SHOULD be no more than 78 characters.', 2),
  section('2.2', 'Header Fields', 'A client MUST include a Host header field in all request messages. Header fields are lines.', 2),
  section('3', 'Folding', 'A header field body can be split over several lines; this is called "folding". Unfolding joins them again.'),
  section('4', 'Origination Date', 'Every message MUST contain exactly one origination date field, and a receiver MUST NOT reject it for its zone.'),
  section('5', 'Trace Fields', 'A relay SHALL prepend a trace field to the message before passing it on.'),
  section('6', 'IANA Considerations', 'IANA MUST register the header fields in the registry.'),
];

const fold = (text: string) => text.replace(/\s+/g, ' ');

describe('requirementQuestion', () => {
  it('asks what the subject of a MUST or SHALL sentence must do', () => {
    expect(requirementQuestion('A proxy MUST implement both the client and server requirements of this specification.')).toBe('What must a proxy implement?');
    expect(requirementQuestion('HTTP/1.1 applications MUST NOT generate more than three digits after the decimal point.')).toBe('What must HTTP/1.1 applications not generate?');
    expect(requirementQuestion('The server MUST respond with a HelloRetryRequest.')).toBe('What must the server respond with?');
    expect(requirementQuestion('A relay SHALL prepend a trace field.')).toBe('What shall a relay prepend?');
  });

  it('leaves sentences that do not read so simply', () => {
    expect(requirementQuestion('If the field is missing, the server MUST reject the message.')).toBeUndefined();
    expect(requirementQuestion('It MUST be ignored.')).toBeUndefined();
    expect(requirementQuestion('The length MUST be 4 octets.')).toBeUndefined();
    expect(requirementQuestion('An implementation that satisfies all the MUST or REQUIRED level requirements is compliant.')).toBeUndefined();
    expect(requirementQuestion('A server taking this approach MUST still wait for the client.')).toBeUndefined();
  });
});

describe('generateFaq', () => {
  it('writes numbered one-line Q and A blocks separated by blank lines', () => {
    const text = generateFaq(SECTIONS, 'en');
    const blocks = text.split('\n\n');
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    expect(blocks.length).toBeLessThanOrEqual(12);
    blocks.forEach((block, index) => {
      const lines = block.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(new RegExp(`^Q-${index + 1}: \\S.*\\?$`));
      expect(lines[1]).toMatch(new RegExp(`^A-${index + 1}: \\S`));
    });
    expect(parseFaqText(text)).toHaveLength(blocks.length);
  });

  it('asks about the scope, the defined terms and the requirements, answering with the text itself', () => {
    const entries = parseFaqText(generateFaq(SECTIONS, 'en'));
    expect(entries[0]).toEqual({ question: 'What is the scope of this document?', answer: 'This document specifies the format of text messages sent between computer users. It updates the earlier format.' });
    expect(entries).toContainEqual({ question: "What does 'envelope' mean?", answer: 'The information used to deliver a message, kept apart from its content.' });
    expect(entries).toContainEqual({ question: "What does 'folding' mean?", answer: 'A header field body can be split over several lines; this is called "folding".' });
    expect(entries).toContainEqual({ question: 'What must a client include?', answer: 'A client MUST include a Host header field in all request messages.' });
    expect(entries).toContainEqual({ question: 'What shall a relay prepend?', answer: 'A relay SHALL prepend a trace field to the message before passing it on.' });
    const source = fold(SECTIONS.map((entry) => entry.bodyText).join(' '));
    for (const entry of entries) expect(source).toContain(entry.answer);
  });

  it('takes the scope from a section on the scope of the document, not from one on the scope of something else', () => {
    const sections = [section('7.9', 'Scope of Operation of SMTP Servers', 'It is a well-established principle that a server may refuse mail.'), ...SECTIONS];
    expect(parseFaqText(generateFaq(sections, 'en'))[0]?.answer).toMatch(/^This document specifies the format/);
  });

  it('leaves out front matter and registries', () => {
    const text = generateFaq(SECTIONS, 'en');
    expect(text).not.toContain('Internet Standards Track');
    expect(text).not.toContain('IANA MUST register');
  });

  it('asks in the FAQ language, English where it has no templates', () => {
    const french = parseFaqText(generateFaq(SECTIONS, 'fr'));
    expect(french[0]?.question).toBe("Quel est le domaine d'application de ce document ?");
    expect(french).toContainEqual({ question: 'Que signifie « envelope » ?', answer: 'The information used to deliver a message, kept apart from its content.' });
    expect(french.map((entry) => entry.question)).toContain('Qu\'exige le document au sujet de « Header Fields » ?');
    expect(parseFaqText(generateFaq(SECTIONS, 'de'))[0]?.question).toBe('Was ist der Anwendungsbereich dieses Dokuments?');
    expect(parseFaqText(generateFaq(SECTIONS, 'zh'))[0]?.question).toBe('本文件的适用范围是什么？');
    expect(parseFaqText(generateFaq(SECTIONS, 'pt'))[0]?.question).toBe('What is the scope of this document?');
  });

  it('trims a long answer after a word, on one line', () => {
    const long = `This document covers ${'the products, their parts and '.repeat(20)}their use.`;
    const entries = parseFaqText(generateFaq([section('1', 'Scope', long)], 'en'));
    expect(entries[0]?.answer.length).toBeLessThanOrEqual(402);
    expect(entries[0]?.answer).toMatch(/\w …$/);
  });

  it('writes nothing for a text without any of them', () => {
    expect(generateFaq([section('1', 'Notes', 'Nothing here is required.')], 'en')).toBe('');
  });
});

const rfc5322 = path.join(realDataDir(), 'fulltext', 'rfc5322.txt');
describe.runIf(existsSync(rfc5322))('the FAQ of a real RFC', () => {
  it('gives RFC 5322 between 6 and 12 entries, each answered from its text', async () => {
    const database = await createTestDatabase();
    await importFullTextFiles(database, [rfc5322]);
    const { rows } = await database.executeSql(`select section_key, number, title, level, body_text from document_sections order by position`);
    await database.close();
    const sections = rows.map((row) => ({
      sectionKey: String(row.section_key),
      number: (row.number as string | null) ?? null,
      title: String(row.title),
      level: Number(row.level),
      bodyText: String(row.body_text),
    }));
    const entries = parseFaqText(generateFaq(sections, 'en'));
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(entries.length).toBeLessThanOrEqual(12);
    expect(entries[0]?.question).toBe('What is the scope of this document?');
    const source = fold(readFileSync(rfc5322, 'utf8'));
    for (const entry of entries) expect(source).toContain(entry.answer.split(' ').slice(0, 5).join(' '));
  });
});
