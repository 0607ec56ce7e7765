import { describe, expect, it, vi } from 'vitest';
import type { AnswerPassage, AnswerRequest } from './answer-provider.ts';
import { AnswerProviderError } from './answer-provider.ts';
import { createEmbeddedAnswerProvider, MIN_COVERAGE } from './embedded-answer-provider.ts';

function passage(overrides: Partial<AnswerPassage>): AnswerPassage {
  return { sectionKey: '3.2.2', sectionNumber: '3.2.2', sectionTitle: 'Folding White Space and Comments', text: 'A passage.', score: 10, coverage: 1, ...overrides };
}

const DEFINITION = passage({ text: 'Folding white space is a run of spaces that may include a line break.', score: 12 });
const SUPPORT = passage({ sectionKey: '2.2.3', sectionNumber: '2.2.3', sectionTitle: 'Long Header Fields', text: 'Unfolding removes the line break before a header field is read.', score: 9 });
const WEAK = passage({ sectionKey: '6', sectionNumber: '6', sectionTitle: 'IANA Considerations', text: 'The registry lists header fields.', score: 2, coverage: 1 });

function request(passages: AnswerPassage[], overrides: Partial<AnswerRequest> = {}): AnswerRequest {
  return { question: 'What does folding white space mean?', passages, language: 'en', documentNumber: 'RFC 5322', documentTitle: 'Internet Message Format', ...overrides };
}

describe('the embedded answer provider', () => {
  const provider = createEmbeddedAnswerProvider();

  it('quotes the best passages verbatim with their sections after a lead-in that says they are quotes', async () => {
    const result = await provider.answer(request([DEFINITION, SUPPORT, WEAK]));
    expect(result.answered).toBe(true);
    expect(result.used).toEqual([DEFINITION, SUPPORT]);
    expect(result.text).toBe(
      [
        'Quoted from the document:',
        '> Folding white space is a run of spaces that may include a line break.\n(§ 3.2.2 Folding White Space and Comments)',
        '> Unfolding removes the line break before a header field is read.\n(§ 2.2.3 Long Header Fields)',
      ].join('\n\n'),
    );
  });

  it('writes nothing but its lead-in, the quotes and their sections', async () => {
    const result = await provider.answer(request([DEFINITION, SUPPORT, WEAK]));
    const own = result.text
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('> ') && !/^\(.+\)$/.test(line));
    expect(own).toEqual(['Quoted from the document:']);
    for (const used of result.used) expect(result.text).toContain(used.text);
  });

  it('names unnumbered sections by their title and lettered ones by their letter', async () => {
    const abstract = passage({ sectionKey: 'abstract', sectionNumber: null, sectionTitle: 'Abstract', text: 'This document specifies a syntax.' });
    expect((await provider.answer(request([abstract]))).text).toContain('(Abstract)');
    const appendix = passage({ sectionKey: 'a.1', sectionNumber: 'A.1', sectionTitle: 'Addressing Examples', text: 'A message from one person to another.' });
    expect((await provider.answer(request([appendix]))).text).toContain('(A.1 Addressing Examples)');
  });

  it('declines plainly when the best passage covers too little of the question, pointing to the closest sections', async () => {
    const result = await provider.answer(
      request([passage({ coverage: MIN_COVERAGE - 0.1 }), passage({ coverage: 0.2, sectionKey: '2.2.3', sectionNumber: '2.2.3', sectionTitle: 'Long Header Fields' })], {
        question: 'Which filler metal suits stainless steel?',
      }),
    );
    expect(result).toEqual({
      answered: false,
      used: [],
      text: 'The document does not appear to answer this question.\n\nThe closest sections:\n- § 3.2.2 Folding White Space and Comments\n- § 2.2.3 Long Header Fields',
    });
  });

  it('declines without pointers when nothing was found', async () => {
    expect(await provider.answer(request([]))).toEqual({ answered: false, used: [], text: 'The document does not appear to answer this question.' });
  });

  it('speaks the request language, falling back to English', async () => {
    const leadIns = await Promise.all(['fr', 'de', 'it', 'es', 'ru', 'zh', 'pt'].map(async (language) => (await provider.answer(request([DEFINITION], { language }))).text.split('\n')[0]));
    expect(leadIns).toEqual([
      'Extraits cités du document :',
      'Wörtlich aus dem Dokument zitiert:',
      'Citato testualmente dal documento:',
      'Citado textualmente del documento:',
      'Цитаты из документа:',
      '以下内容直接引自文档：',
      'Quoted from the document:',
    ]);
    expect((await provider.answer(request([], { language: 'de' }))).text).toBe('Das Dokument scheint diese Frage nicht zu beantworten.');
  });

  it('streams the whole text once, and refuses a cancelled question', async () => {
    const onDelta = vi.fn();
    const result = await provider.answer(request([DEFINITION], { onDelta }));
    expect(onDelta).toHaveBeenCalledTimes(1);
    expect(onDelta).toHaveBeenCalledWith(result.text);
    const controller = new AbortController();
    controller.abort();
    await expect(provider.answer(request([DEFINITION], { signal: controller.signal }))).rejects.toBeInstanceOf(AnswerProviderError);
  });
});
