import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths, type OrganisationMember } from '../../../common/account/account.contract.ts';
import type { ChatQuota, ChatReply } from '../../../common/ai/ai.contract.ts';
import { startOpenAiStubServer, type OpenAiStubServer } from '../../test/openai-stub-server.ts';
import { asUser, createTestApp, envelopeOf, type TestApp, type TestSession } from '../../test/test-app.ts';
import { loadConfig } from '../../config/config.ts';
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

const ask = (session: TestSession, message = 'What is folding white space?') => callAi<ChatReply>(t, session, 'query', questionFields(world, message));
const quotaOf = async (session: TestSession) => (await callAi<ChatQuota>(t, session, 'getChatQueryCountBySubId', {})).data;
const setQuota = (session: TestSession, userId: number, aiChatQuota: unknown) =>
  t.app.inject({ method: 'PUT', url: accountPaths.memberChatQuota(userId), headers: asUser(session), payload: { aiChatQuota } });

describe('the chat quotas', () => {
  it('a member’s own monthly questions, set by an admin: past them the reply is user_chat_limit_exceeded and nothing is counted', async () => {
    const memberId = world.member.profile.user.id;
    expect((await setQuota(world.member, memberId, 50)).statusCode).toBe(403);
    expect((await setQuota(world.outsider, memberId, 50)).statusCode).toBe(404);
    expect((await setQuota(world.admin, memberId, -1)).statusCode).toBe(400);
    expect((await setQuota(world.admin, memberId, 'many')).statusCode).toBe(400);
    const set = await setQuota(world.admin, memberId, 2);
    expect(envelopeOf<OrganisationMember>(set).data).toMatchObject({ id: memberId, aiChatQuota: 2, aiChatQuotaDefault: 100, actions: { setChatQuota: true } });

    expect((await ask(world.member)).data.role).toBe('assistant');
    expect((await ask(world.member)).data.role).toBe('assistant');
    const refused = await ask(world.member);
    expect(refused.data).toMatchObject({ role: 'info', aiMessage: 'user_chat_limit_exceeded', messageId: null, chatId: null });
    expect(await quotaOf(world.member)).toMatchObject({ quotaUsed: 2, quotaAvailable: 0, user: { used: 2, limit: 2 } });

    expect((await setQuota(world.admin, memberId, null)).statusCode).toBe(200);
    expect(await quotaOf(world.member)).toMatchObject({ quotaUsed: 2, quotaAvailable: 98, user: { limit: 100 } });
  });

  it('the subscription’s: 20 questions at once at its last unit are answered once, the others say subscription_chat_limit_exceeded', async () => {
    const { subscription } = await quotaOf(world.colleague);
    await t.database.executeSql(`update subscriptions set ai_chat_quota = $2 where id = $1`, [world.subscriptionId, subscription.used + 1]);
    const replies = await Promise.all(Array.from({ length: 20 }, () => ask(world.colleague, 'What must each message include?')));
    const roles = replies.map((reply) => reply.data.aiMessage === 'subscription_chat_limit_exceeded' ? 'refused' : reply.data.role);
    expect(roles.filter((role) => role === 'assistant')).toHaveLength(1);
    expect(roles.filter((role) => role === 'refused')).toHaveLength(19);
    expect(await quotaOf(world.colleague)).toMatchObject({ quotaAvailable: 0, subscription: { used: subscription.used + 1, limit: subscription.used + 1 } });
    await t.database.executeSql(`update subscriptions set ai_chat_quota = 1000 where id = $1`, [world.subscriptionId]);
  });
});

describe('an OpenAI-compatible provider', () => {
  let stub: OpenAiStubServer;
  let remote: TestApp;
  let remoteWorld: AiWorld;

  beforeAll(async () => {
    stub = await startOpenAiStubServer();
    const ai = { ...loadConfig({}).ai, baseUrl: stub.baseUrl, apiKey: 'test-key', model: 'stub-model', timeoutSeconds: 1 };
    remote = await createTestApp({ ai });
    remoteWorld = await createAiWorld(remote);
  });

  afterAll(async () => {
    await remote.close();
    await stub.close();
  });

  const askRemote = () => callAi<ChatReply>(remote, remoteWorld.member, 'query', questionFields(remoteWorld, 'What is folding white space?'));

  it('answers with the passages the model cites', async () => {
    stub.behave({ kind: 'stream', text: 'It is a CRLF followed by at least one WSP character [§ 3.2.2].' });
    const reply = await askRemote();
    expect(reply.data).toMatchObject({ role: 'assistant', answered: true, aiMessage: 'It is a CRLF followed by at least one WSP character [§ 3.2.2].' });
    expect(reply.data.citations.map((citation) => citation.sectionId)).toEqual(['3.2.2']);
    expect(stub.received.at(-1)?.body.messages[1]?.content).toContain('Folding white space is a CRLF');
  });

  it('a failure or a timeout replies openai_could_not_process_request and keeps the quota', async () => {
    const before = await callAi<ChatQuota>(remote, remoteWorld.member, 'getChatQueryCountBySubId', {});
    for (const behaviour of [{ kind: 'error', status: 500 }, { kind: 'hang' }, { kind: 'stream', text: '   ' }] as const) {
      stub.behave(behaviour);
      const reply = await askRemote();
      expect(reply.data, behaviour.kind).toMatchObject({ role: 'info', aiMessage: 'openai_could_not_process_request', messageId: null });
    }
    const after = await callAi<ChatQuota>(remote, remoteWorld.member, 'getChatQueryCountBySubId', {});
    expect(after.data.quotaUsed).toBe(before.data.quotaUsed);
  });
});
