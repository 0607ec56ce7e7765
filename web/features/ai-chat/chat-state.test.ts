import { describe, expect, it } from 'vitest';
import type { ChatHistoryItem, ChatReply, ChatVersion } from '../../../common/ai/ai.contract.ts';
import { parseEventBlock } from '../../api/ai.api.ts';
import { automaticLanguage, chatReducer, initialChatState, versionsInOrder, type ChatState, type ChatTarget } from './chat-state.ts';

const target: ChatTarget = { versionId: 7, versionName: 'RFC 5322', itemId: 7, resId: 7, pubId: 3, language: 'en' };
const quota = { quotaUsed: 1, quotaAvailable: 99, user: { used: 1, limit: 100 }, subscription: { used: 1, limit: 500 }, period: '2026-11' };
const created: ChatHistoryItem = {
  id: 41,
  item_id: 7,
  doc_id: 2,
  res_id: 7,
  pub_id: 3,
  version_id: 7,
  created_at: '2026-11-27T10:00:00Z',
  title: 'Quoted from the document',
  titleSource: 'temporary',
  docName: 'RFC 5322',
  versionName: 'RFC 5322',
  language: 'en',
  actions: { rename: true, delete: true },
};

function reply(values: Partial<ChatReply>): ChatReply {
  return {
    role: 'assistant',
    aiMessage: 'Folding white space is…',
    messageId: 12,
    userMessageId: 11,
    citations: [],
    chatId: 41,
    response_at: '2026-11-27T10:00:01Z',
    created: null,
    answered: true,
    messageCount: 2,
    quota,
    ...values,
  };
}

const messaging = (): ChatState => chatReducer(chatReducer(initialChatState(), { type: 'pickVersion', versionId: 7 }), { type: 'pickLanguage', target });

describe('the chat wizard and messages', () => {
  it('starts at the versions, or at the language when opened on a version; a new chat clears ids and messages', () => {
    expect(initialChatState().step).toBe('version-selection');
    expect(initialChatState(7)).toMatchObject({ step: 'language-selection', versionId: 7 });
    const state = messaging();
    expect(state).toMatchObject({ step: 'faq-selection', target });
    const asked = chatReducer(chatReducer(state, { type: 'send', message: 'what is FWS' }), { type: 'reply', reply: reply({ created }) });
    expect(asked.chatId).toBe(41);
    const fresh = chatReducer(asked, { type: 'newChat' });
    expect(fresh).toMatchObject({ step: 'version-selection', chatId: null, messages: [], target: null, versionId: null });
  });

  it('adds the question, waits, streams, then adopts the chat id and stamps the question with its stored id', () => {
    let state = chatReducer(messaging(), { type: 'send', message: 'what is FWS' });
    expect(state).toMatchObject({ step: 'chat-messaging', waiting: true });
    state = chatReducer(state, { type: 'delta', text: 'Folding ' });
    state = chatReducer(state, { type: 'delta', text: 'white space' });
    expect(state.streaming).toBe('Folding white space');
    state = chatReducer(state, { type: 'reply', reply: reply({ created }) });
    expect(state).toMatchObject({ waiting: false, streaming: '', chatId: 41, chat: created, loaded: 2 });
    expect(state.messages.map((message) => [message.role, message.messageId, message.canRate])).toEqual([
      ['user', 11, false],
      ['assistant', 12, true],
    ]);
  });

  it('shows info replies by their key, an empty reply as openai_could_not_process_request, and a failed send as that too', () => {
    const sent = chatReducer(messaging(), { type: 'send', message: 'q' });
    const limit = chatReducer(sent, { type: 'reply', reply: reply({ role: 'info', aiMessage: 'user_chat_limit_exceeded', messageId: null, userMessageId: null, chatId: null }) });
    expect(limit.messages.at(-1)).toMatchObject({ role: 'info', content: 'user_chat_limit_exceeded', canRate: false });
    expect(limit).toMatchObject({ chatId: null, loaded: 0 });
    const empty = chatReducer(sent, { type: 'reply', reply: reply({ aiMessage: '  ' }) });
    expect(empty.messages.at(-1)).toMatchObject({ role: 'info', content: 'openai_could_not_process_request' });
    const failed = chatReducer(sent, { type: 'sendFailed' });
    expect(failed.messages.at(-1)).toMatchObject({ role: 'info', content: 'openai_could_not_process_request' });
    expect(failed.waiting).toBe(false);
  });

  it('opens a chat from the history at its messages, and puts earlier ones above without repeating any', () => {
    const message = (messageId: number, role: 'user' | 'assistant') => ({ messageId, role, content: `m${messageId}`, citations: [], rating: null, createdAt: '', actions: { rate: role === 'assistant' } });
    const opened = chatReducer(initialChatState(), { type: 'chatLoaded', page: { chat: created, messages: [message(3, 'user'), message(4, 'assistant')], total: 4, offset: 0, hasMore: true } });
    expect(opened).toMatchObject({ step: 'chat-messaging', chatId: 41, loaded: 2, hasEarlier: true, target: { versionId: 7, itemId: 7, language: 'en' } });
    const earlier = chatReducer(opened, { type: 'earlierLoaded', page: { chat: created, messages: [message(1, 'user'), message(2, 'assistant'), message(3, 'user')], total: 4, offset: 2, hasMore: false } });
    expect(earlier.messages.map((entry) => entry.messageId)).toEqual([1, 2, 3, 4]);
    expect(earlier.hasEarlier).toBe(false);
    const rated = chatReducer(earlier, { type: 'rated', messageId: 4, rating: 1 });
    expect(rated.messages.at(-1)?.rating).toBe(1);
  });

  it('picks the user’s language, else the only one; lists the current version first', () => {
    const version = (versionId: number, languages: string[], current = false, publishedOn: string | null = null): ChatVersion => ({
      versionId,
      versionName: `V${versionId}`,
      title: '',
      publishedOn,
      current,
      lang: languages.map((language) => ({ language, uid: versionId, res_id: versionId, pub_id: 1 })),
    });
    expect(automaticLanguage(version(1, ['en', 'fr']), 'fr')?.language).toBe('fr');
    expect(automaticLanguage(version(1, ['en']), 'de')?.language).toBe('en');
    expect(automaticLanguage(version(1, ['en', 'fr']), 'de')).toBeNull();
    expect(versionsInOrder([version(1, [], false, '2001-04-01'), version(3, [], false, '2020-01-01'), version(2, [], true, '2008-10-01')]).map((entry) => entry.versionId)).toEqual([2, 3, 1]);
  });
});

describe('server-sent events', () => {
  it('reads an event and its data lines', () => {
    expect(parseEventBlock('event: delta\ndata: {"text":"a"}')).toEqual({ event: 'delta', data: '{"text":"a"}' });
    expect(parseEventBlock(': comment\nevent: done\ndata: {"a":\ndata: 1}')).toEqual({ event: 'done', data: '{"a":\n1}' });
    expect(parseEventBlock(': keep-alive')).toBeNull();
  });
});
