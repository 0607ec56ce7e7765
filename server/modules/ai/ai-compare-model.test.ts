import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareResult, CompareStarted } from '../../../common/ai/compare.contract.ts';
import { loadConfig } from '../../config/config.ts';
import { startOpenAiStubServer, type OpenAiStubServer } from '../../test/openai-stub-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { compareParamsOf, createCompareWorld, runCompareJob, type CompareWorld } from './ai-compare-test-world.ts';
import { callAi } from './ai-test-world.ts';

/** AI compare with an OpenAI-compatible model configured: it writes the summary and must keep its citations. */

let stub: OpenAiStubServer;
let t: TestApp;
let world: CompareWorld;

beforeAll(async () => {
  stub = await startOpenAiStubServer();
  t = await createTestApp({ ai: { ...loadConfig({}).ai, baseUrl: stub.baseUrl, apiKey: 'test-key', model: 'stub-model', timeoutSeconds: 1 } });
  world = await createCompareWorld(t);
});

afterAll(async () => {
  await t.close();
  await stub.close();
});

async function compare(promptId: number, language = 'en'): Promise<CompareResult> {
  const started = await callAi<CompareStarted>(t, world.member, 'getSectionDiffSummary', { compareParams: compareParamsOf(world, { promptId, toc1Selection: ['4.1'], language }) });
  const jobId = started.data.jobId ?? '';
  await runCompareJob(t, jobId);
  return (await callAi<CompareResult>(t, world.member, 'getPromptResultByJobId', { jobId })).data;
}

describe('a compare summary written by the model', () => {
  it('is sent the classified changes with their citations and the draft, in the asked language, and is kept when it keeps every citation', async () => {
    // The stub answers with what it was sent as the draft, rewritten: the citations stay.
    stub.behave({ kind: 'json', text: 'placeholder' });
    const engine = await compare(2, 'fr');
    expect(engine.writtenBy).toBe('embedded');
    const sent = stub.received.at(-1)?.body.messages ?? [];
    expect(sent[0]?.content).toContain('Write in French');
    expect(sent[0]?.content).toContain('Keep every citation');
    expect(sent[1]?.content).toContain('Changes:\n(1) ');
    const citations = [...new Set([...(sent[1]?.content ?? '').matchAll(/\((?:ISO 27100:2016|new in)[^)]*\)/g)].map((match) => match[0]))];
    expect(citations.length).toBeGreaterThan(0);

    const written = `Résumé des modifications :\n${citations.map((citation, index) => `${index + 1}. La longueur minimale a changé ${citation}`).join('\n')}`;
    stub.behave({ kind: 'stream', text: written });
    const result = await compare(3, 'fr');
    expect(result).toMatchObject({ writtenBy: 'openai', aiMessage: written });
    // The points stay linked to both versions' sections whoever wrote the text.
    expect(result.points.every((point) => point.olderSectionKey !== null || point.newerSectionKey !== null)).toBe(true);
  });

  it('that drops a citation, fails or times out leaves the engine summary, and a later request asks the model again', async () => {
    for (const [promptId, behaviour] of [
      [1, { kind: 'stream', text: 'Everything changed.' }],
      [4, { kind: 'error', status: 500 }],
    ] as const) {
      stub.behave(behaviour);
      const result = await compare(promptId);
      expect(result.writtenBy, behaviour.kind).toBe('embedded');
      expect(result.aiMessage).toMatch(/^(Changes from|Changed values)/);
    }
    const asked = stub.received.length;
    stub.behave({ kind: 'error', status: 500 });
    await callAi<CompareStarted>(t, world.colleague, 'getSectionDiffSummary', { compareParams: compareParamsOf(world, { promptId: 1, toc1Selection: ['4.1'] }) }).then((started) => runCompareJob(t, started.data.jobId ?? ''));
    expect(stub.received.length).toBe(asked + 1);
  });
});
