import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStubServer, type OpenAiStubServer } from '../test/openai-stub-server.ts';
import type { AnswerPassage, AnswerRequest } from './answer-provider.ts';
import { AnswerProviderError } from './answer-provider.ts';
import { createOpenAiAnswerProvider } from './openai-answer-provider.ts';

let stub: OpenAiStubServer;
beforeAll(async () => {
  stub = await startOpenAiStubServer();
});
afterAll(async () => {
  await stub.close();
});

const passage = (sectionNumber: string, sectionTitle: string, text: string): AnswerPassage => ({ sectionKey: sectionNumber, sectionNumber, sectionTitle, text, score: 1, coverage: 1 });
const passages = [
  passage('3.2.2', 'Folding White Space and Comments', 'Folding white space is a CRLF followed by at least one WSP character.'),
  passage('2.2', 'Header Fields', 'Header fields are lines beginning with a field name, followed by a colon.'),
];
const request = (overrides: Partial<AnswerRequest> = {}): AnswerRequest => ({
  question: 'What is folding white space?',
  passages,
  language: 'fr',
  documentNumber: 'RFC 5322',
  documentTitle: 'Internet Message Format',
  ...overrides,
});
const provider = (timeoutSeconds = 5) => createOpenAiAnswerProvider({ baseUrl: stub.baseUrl, apiKey: 'secret-key', model: 'stub-model', timeoutSeconds });

describe('the OpenAI-compatible answer provider', () => {
  it('sends the passages with the instruction to answer only from them, streams the answer and reads its citations back', async () => {
    stub.behave({ kind: 'stream', text: 'Folding white space is a CRLF followed by white space [§ 3.2.2].' });
    const deltas: string[] = [];
    const result = await provider().answer(request({ onDelta: (text) => deltas.push(text) }));

    expect(result).toMatchObject({ text: 'Folding white space is a CRLF followed by white space [§ 3.2.2].', answered: true });
    expect(result.used.map((used) => used.sectionNumber)).toEqual(['3.2.2']);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(result.text);
    const sent = stub.received.at(-1);
    expect(sent?.authorization).toBe('Bearer secret-key');
    expect(sent?.body).toMatchObject({ model: 'stub-model', stream: true });
    const [system, user] = sent?.body.messages ?? [];
    expect(system?.content).toContain('using only the numbered passages');
    expect(system?.content).toContain('Answer in French');
    expect(user?.content).toContain('(1) [§ 3.2.2] Folding White Space and Comments: Folding white space is a CRLF');
    expect(user?.content).toContain('Question: What is folding white space?');
  });

  it('takes a plain JSON reply from a server that does not stream', async () => {
    stub.behave({ kind: 'json', text: 'Header fields begin with a name and a colon [§ 2.2].' });
    const result = await provider().answer(request());
    expect(result.used.map((used) => used.sectionNumber)).toEqual(['2.2']);
    expect(result.answered).toBe(true);
  });

  it('reads a decline and never shows its marker', async () => {
    stub.behave({ kind: 'stream', text: '[NOT IN DOCUMENT] The document does not appear to answer this; see [§ 2.2].' });
    const deltas: string[] = [];
    const result = await provider().answer(request({ onDelta: (text) => deltas.push(text) }));
    expect(result).toEqual({ text: 'The document does not appear to answer this; see [§ 2.2].', used: [], answered: false });
    expect(deltas.join('')).toBe(result.text);
  });

  it('turns an error answer, an empty answer and a timeout into AnswerProviderError', async () => {
    stub.behave({ kind: 'error', status: 500 });
    await expect(provider().answer(request())).rejects.toBeInstanceOf(AnswerProviderError);
    stub.behave({ kind: 'stream', text: '' });
    await expect(provider().answer(request())).rejects.toThrow(/empty/);
    stub.behave({ kind: 'hang' });
    await expect(provider(1).answer(request())).rejects.toThrow(/no answer within 1 s/);
  });
});
