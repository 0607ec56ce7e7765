import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllFaqs, ChatHistoryPage, ChatMessagesPage, ChatQuota, ChatReply, ChatSetup, ChatTitle, FaqData } from '../../../common/ai/ai.contract.ts';
import { snapshotDatabase } from '../../test/database-snapshot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type AiWorld, callAi, createAiWorld, questionFields } from './ai-test-world.ts';

let t: TestApp;
let world: AiWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createAiWorld(t);
});

afterAll(async () => {
  await t.close();
});

const ask = (message: string, chatId: number | '' = '', session = world.member) => callAi<ChatReply>(t, session, 'query', questionFields(world, message, chatId));

describe('the chat window opens', () => {
  it('with the versions the caller may ask about and their languages', async () => {
    const setup = await callAi<ChatSetup>(t, world.member, 'getChatSetup', { docId: world.docId });
    expect(setup.status).toBe(200);
    expect(setup.data).toMatchObject({ docId: world.docId, docName: 'ISO 15322:2024' });
    expect(setup.data.versions).toEqual([
      expect.objectContaining({ versionId: world.versionId, current: true, lang: [{ language: 'en', uid: world.versionId, res_id: world.versionId, pub_id: world.publisherId }] }),
    ]);
  });

  it('not for a document outside the subscription (403), an unknown one (404), or without signing in (401)', async () => {
    expect((await callAi(t, world.member, 'getChatSetup', { docId: world.outside.docId })).status).toBe(403);
    expect((await callAi(t, world.member, 'getChatSetup', { docId: 999_999 })).status).toBe(404);
    expect((await callAi(t, null, 'getChatSetup', { docId: world.docId })).status).toBe(401);
  });
});

describe('asking', () => {
  it('answers from the text with the sections it quotes, opens a chat with a temporary title and counts the question', async () => {
    const before = await callAi<ChatQuota>(t, world.member, 'getChatQueryCountBySubId', {});
    const reply = await ask('What is folding white space?');
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ role: 'assistant', answered: true, messageCount: 2 });
    expect(reply.data.citations[0]).toMatchObject({ sectionId: '3.2.2', number: '3.2.2', title: 'Folding White Space and Comments' });
    expect(reply.data.citations.map((citation) => citation.quote)).toContainEqual(expect.stringContaining('Folding white space is a CRLF'));
    expect(reply.data.citations[0]?.href).toMatch(new RegExp(`^/management/reader/${world.docId}/${world.versionId}\\?section=3\\.2\\.2&quote=`));
    expect(reply.data.aiMessage).toContain('Folding white space is a CRLF followed by at least one WSP character');
    expect(reply.data.created).toMatchObject({ id: reply.data.chatId, doc_id: world.docId, version_id: world.versionId, titleSource: 'temporary' });
    expect(reply.data.created?.title.length).toBeLessThanOrEqual(30);
    expect(reply.data.quota.quotaUsed).toBe(before.data.quotaUsed + 1);

    const followUp = await ask('What must a header field name be made of?', reply.data.chatId ?? '');
    expect(followUp.data).toMatchObject({ role: 'assistant', chatId: reply.data.chatId, created: null, messageCount: 4 });
    expect(followUp.data.citations[0]?.sectionId).toBe('2.2');
  });

  it('says plainly when the text does not answer, pointing to the closest sections', async () => {
    const reply = await ask('What is the maximum operating pressure of a steam boiler?');
    expect(reply.data).toMatchObject({ role: 'assistant', answered: false });
    for (const citation of reply.data.citations) expect(citation.quote).toBe('');
  });

  it('streams the answer as server-sent events when asked', async () => {
    const reply = await callAi(t, world.member, 'query', { ...questionFields(world, 'What must each message include?'), stream: '1' });
    expect(reply.status).toBe(200);
    expect(reply.contentType).toMatch(/^text\/event-stream/);
    const events = reply.body.trim().split('\n\n').map((block) => ({ event: /^event: (.+)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null') as unknown }));
    expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(0);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toMatchObject({ status: 'ok', data: { role: 'assistant', citations: [expect.objectContaining({ sectionId: '3.6' })] } });
  });

  it('refuses bad input, ids that do not match, a document outside the subscription and another user’s chat, changing nothing', async () => {
    const mine = await ask('What does a message consist of?');
    const before = await snapshotDatabase(t.database);
    const cases: [Record<string, string | number>, number][] = [
      [{ ...questionFields(world, '') }, 400],
      [{ ...questionFields(world, 'x'.repeat(2001)) }, 400],
      [{ ...questionFields(world, 'Scope?'), itemId: world.versionId + 1000 }, 400],
      [{ ...questionFields(world, 'Scope?'), versionId: world.versionId + 1000 }, 404],
      [{ ...questionFields(world, 'Scope?'), pubId: world.outside.publisherId }, 400],
      [{ ...questionFields(world, 'Scope?'), language: 'xx' }, 400],
      [{ ...questionFields(world, 'Scope?'), unexpected: '1' }, 400],
      [questionFields(world.outside, 'Scope?'), 403],
    ];
    for (const [fields, status] of cases) expect((await callAi(t, world.member, 'query', fields)).status, JSON.stringify(fields)).toBe(status);
    expect((await callAi(t, world.colleague, 'query', questionFields(world, 'Scope?', mine.data.chatId ?? ''))).status).toBe(404);
    expect((await callAi(t, world.outsider, 'query', questionFields(world, 'Scope?', mine.data.chatId ?? ''))).status).toBe(404);
    expect((await callAi(t, world.member, 'query', questionFields(world, 'Scope?'), { 'x-nonce': 'not-the-nonce' })).status).toBe(403);
    expect(await snapshotDatabase(t.database)).toEqual(before);
  });
});

describe('the chat history', () => {
  it('lists, finds, renames, titles, rates, pages and deletes the user’s own chats only', async () => {
    const first = await ask('What does a message consist of?');
    const chatId = first.data.chatId ?? 0;
    await ask('What must a header field name be made of?', chatId);
    await ask('What is folding white space?', chatId);

    const history = await callAi<ChatHistoryPage>(t, world.member, 'getChatHistory', { docId: world.docId, offset: 0, limit: 30 });
    expect(history.data.items[0]).toMatchObject({ id: chatId, actions: { rename: true, delete: true } });
    expect(new Set(history.data.items.map((item) => item.id)).size).toBe(history.data.items.length);
    expect((await callAi<ChatHistoryPage>(t, world.colleague, 'getChatHistory', { docId: world.docId })).data.items).toEqual([]);

    const found = await callAi<ChatHistoryPage>(t, world.member, 'searchChatHistory', { searchTerm: 'header field name' });
    expect(found.data.items.map((item) => item.id)).toContain(chatId);
    expect((await callAi<ChatHistoryPage>(t, world.member, 'searchChatHistory', { searchTerm: '100%_' })).data.items).toEqual([]);
    expect((await callAi<ChatHistoryPage>(t, world.outsider, 'searchChatHistory', { searchTerm: 'header' })).data.items).toEqual([]);

    const titled = await callAi<ChatTitle>(t, world.member, 'generateChatTitle', { chatId });
    expect(titled.data.title).toBe('What does a message consist of?');
    const renamed = await callAi<ChatTitle>(t, world.member, 'updateChat', { chatId, chatTitle: '  Message syntax  ' });
    expect(renamed.data.title).toBe('Message syntax');
    expect((await callAi<ChatTitle>(t, world.member, 'generateChatTitle', { chatId })).data.title).toBe('Message syntax');
    expect((await callAi(t, world.member, 'updateChat', { chatId, chatTitle: ' ' })).status).toBe(400);
    expect((await callAi(t, world.colleague, 'updateChat', { chatId, chatTitle: 'Taken' })).status).toBe(404);

    const newest = await callAi<ChatMessagesPage>(t, world.member, 'loadChatMessages', { chatId, offset: 0, limit: 4 });
    expect(newest.data).toMatchObject({ total: 6, hasMore: true, chat: { title: 'Message syntax', titleSource: 'edited' } });
    expect(newest.data.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(newest.data.messages.at(-1)?.content).toContain('Folding white space');
    const earlier = await callAi<ChatMessagesPage>(t, world.member, 'loadChatMessages', { chatId, offset: 4, limit: 4 });
    expect(earlier.data.messages.map((message) => message.content)).toEqual(['What does a message consist of?', expect.any(String)]);
    expect(earlier.data.hasMore).toBe(false);

    const answer = newest.data.messages.at(-1);
    const question = newest.data.messages.at(-2);
    expect((await callAi(t, world.member, 'rateChatMessage', { chatId, messageId: answer?.messageId ?? 0, rating: '1' })).data).toEqual({ chatId, messageId: answer?.messageId, rating: 1 });
    expect((await callAi(t, world.member, 'rateChatMessage', { chatId, messageId: question?.messageId ?? 0, rating: '1' })).status).toBe(404);
    expect((await callAi(t, world.member, 'rateChatMessage', { chatId, messageId: answer?.messageId ?? 0, rating: '5' })).status).toBe(400);
    expect((await callAi(t, world.colleague, 'rateChatMessage', { chatId, messageId: answer?.messageId ?? 0, rating: '0' })).status).toBe(404);
    const rated = await callAi<ChatMessagesPage>(t, world.member, 'loadChatMessages', { chatId });
    expect(rated.data.messages.at(-1)?.rating).toBe(1);

    expect((await callAi(t, world.outsider, 'deleteChatHistory', { chatId })).status).toBe(404);
    expect((await callAi(t, world.colleague, 'loadChatMessages', { chatId })).status).toBe(404);
    expect((await callAi(t, world.member, 'deleteChatHistory', { chatId })).data).toEqual({ deleted: 1 });
    expect((await callAi(t, world.member, 'deleteChatHistory', { chatId })).status).toBe(404);
    expect((await callAi(t, world.member, 'loadChatMessages', { chatId })).status).toBe(404);
  });
});

describe('FAQs', () => {
  it('are generated once per version and language in the background, then read in the Q-n / A-n format', async () => {
    const queued = await callAi<FaqData>(t, world.member, 'getFaqData', { docId: world.docId });
    expect(queued.data).toMatchObject({ status: 'pending', versionId: world.versionId, language: 'en', faqs: [] });
    await t.services.ai.generateFaq(world.versionId, 'en');
    const ready = await callAi<FaqData>(t, world.member, 'getFaqData', { docId: world.docId, versionId: world.versionId, language: 'en' });
    expect(ready.data.status).toBe('ready');
    expect(ready.data.text).toMatch(/^Q-1: .+\nA-1: .+/);
    expect(ready.data.faqs.length).toBeGreaterThan(0);
    expect(ready.data.faqs).toContainEqual({ question: 'What is the scope of this document?', answer: expect.stringContaining('specifies the syntax of text messages') });
    expect(ready.data.faqs).toContainEqual({ question: expect.stringMatching(/^What must/), answer: expect.stringContaining('MUST include an origination date field') });
    const all = await callAi<AllFaqs>(t, world.colleague, 'getAllFaqForDoc', { docId: world.docId });
    expect(all.data.items).toEqual([expect.objectContaining({ versionId: world.versionId, language: 'en', status: 'ready' })]);
  });

  it('are refused outside the subscription and in a language the text is not in', async () => {
    expect((await callAi(t, world.member, 'getFaqData', { docId: world.outside.docId })).status).toBe(403);
    expect((await callAi(t, world.member, 'getAllFaqForDoc', { docId: world.outside.docId })).status).toBe(403);
    expect((await callAi(t, world.member, 'getFaqData', { docId: world.docId, language: 'de' })).status).toBe(400);
  });
});

describe('retrieval indexes', () => {
  it('are built by the sweep for texts that are new or changed, once', async () => {
    await t.database.executeSql(`delete from ai_indexes`);
    expect(await t.services.ai.indexChangedVersions()).toBeGreaterThanOrEqual(2);
    expect(await t.services.ai.indexChangedVersions()).toBe(0);
    await t.database.executeSql(`update document_versions set sections_hash = 'changed' where id = $1`, [world.versionId]);
    expect(await t.services.ai.indexChangedVersions()).toBe(1);
  });
});
