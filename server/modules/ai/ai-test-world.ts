import { aiPaths, type ChatMethod, type CompareMethod } from '../../../common/ai/ai.values.ts';
import type { ApiEnvelope } from '../../../common/envelope.ts';
import type { SectionInput } from '../catalogue/index.ts';
import { datasetId, importWithTexts, publisherIdOf, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisation, createSubscription, createUser } from '../../test/factories.ts';
import { asUser, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

/**
 * The AI tests' world: a message-format standard with a real text (ISO, in both organisations'
 * subscriptions), an IETF text outside them, and two organisations whose subscriptions offer
 * 1,000 questions a month.
 */
export const MESSAGE_FORMAT = 'ISO 15322:2024';
export const OUTSIDE = 'IETF RFC 9110';

const section = (key: string, title: string, text: string): SectionInput => ({ key, number: key, title, level: key.split('.').length, html: `<p>${text}</p>`, text });

export const MESSAGE_FORMAT_SECTIONS: SectionInput[] = [
  section('1', 'Introduction', 'This document specifies the syntax of text messages sent between computer users, within the framework of electronic mail.'),
  section('2', 'Lexical Analysis of Messages', 'A message consists of header fields, optionally followed by a message body.'),
  section(
    '2.2',
    'Header Fields',
    'Header fields are lines beginning with a field name, followed by a colon, followed by a field body, and terminated by CRLF. A field name MUST be composed of printable US-ASCII characters except colon.',
  ),
  section(
    '3.2.2',
    'Folding White Space and Comments',
    'White space characters, including white space used in folding, may appear between many elements in header field bodies. Folding white space is a CRLF followed by at least one WSP character; an unfolded header field has no CRLF.',
  ),
  section('3.6', 'Field Definitions', 'Each message MUST include an origination date field and an originator address field. The date field contains the date and time at which the creator of the message indicated it was ready to enter the mail system.'),
  section('4', 'Obsolete Syntax', 'Earlier versions of this specification allowed for different and usually more lenient syntax; implementations MUST accept the obsolete syntax when reading messages.'),
];

export type AiWorld = {
  docId: number;
  versionId: number;
  publisherId: number;
  outside: { docId: number; versionId: number; publisherId: number };
  member: TestSession;
  admin: TestSession;
  colleague: TestSession;
  outsider: TestSession;
  subscriptionId: number;
};

export async function createAiWorld(t: TestApp): Promise<AiWorld> {
  const docs = await importWithTexts(t.database, [
    { record: standardRecord(MESSAGE_FORMAT, { titles: [{ language: 'en', full: 'Internet message format' }] }), sections: MESSAGE_FORMAT_SECTIONS },
    { record: standardRecord(OUTSIDE, { publisher: 'IETF', workNumber: OUTSIDE, titles: [{ language: 'en', full: 'HTTP Semantics' }] }), sections: MESSAGE_FORMAT_SECTIONS },
  ]);
  const international = await datasetId(t.database, 'international');
  const db = t.database.db;
  const acme = await createOrganisation(db, { name: 'Acme' });
  const acmeSubscription = await createSubscription(db, { organisationId: acme.id, datasetIds: [international], aiChatQuota: 1000 });
  const globex = await createOrganisation(db, { name: 'Globex' });
  const globexSubscription = await createSubscription(db, { organisationId: globex.id, datasetIds: [international], aiChatQuota: 1000 });
  const users = {
    member: await createUser(db, { organisationId: acme.id, subscriptionId: acmeSubscription.id }),
    admin: await createUser(db, { organisationId: acme.id, subscriptionId: acmeSubscription.id, roles: ['admin'] }),
    colleague: await createUser(db, { organisationId: acme.id, subscriptionId: acmeSubscription.id }),
    outsider: await createUser(db, { organisationId: globex.id, subscriptionId: globexSubscription.id }),
  };
  const found = docs.get(MESSAGE_FORMAT);
  const outside = docs.get(OUTSIDE);
  if (!found || !outside) throw new Error('the AI documents were not imported');
  return {
    ...found,
    publisherId: await publisherIdOf(t.database, found.docId),
    outside: { ...outside, publisherId: await publisherIdOf(t.database, outside.docId) },
    member: await signIn(t.app, users.member.email),
    admin: await signIn(t.app, users.admin.email),
    colleague: await signIn(t.app, users.colleague.email),
    outsider: await signIn(t.app, users.outsider.email),
    subscriptionId: acmeSubscription.id,
  };
}

export type AiAnswer<T> = { status: number; data: T; reasonKey: string | undefined; body: string; contentType: string };

/** An AI call as the web app makes it: a form post with the session's nonce. */
export async function callAi<T>(
  t: TestApp,
  session: TestSession | null,
  method: ChatMethod | CompareMethod,
  fields: Record<string, string | number | (string | number)[]>,
  headers: Record<string, string> = {},
): Promise<AiAnswer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: aiPaths.call(method),
    headers: { ...(session ? asUser(session) : {}), 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(Object.entries(fields).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, String(item)]))).toString(),
  });
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.startsWith('text/event-stream')) return { status: response.statusCode, data: undefined as T, reasonKey: undefined, body: response.body, contentType };
  const envelope = response.json<ApiEnvelope<T>>();
  return { status: response.statusCode, data: envelope.data as T, reasonKey: envelope.status === 'error' ? envelope.data.reasonKey : undefined, body: response.body, contentType };
}

/** The query call's fields for a question about the world's document. */
export function questionFields(world: Pick<AiWorld, 'docId' | 'versionId' | 'publisherId'>, message: string, chatId: number | '' = ''): Record<string, string | number> {
  return { docId: world.docId, itemId: world.versionId, versionId: world.versionId, resId: world.versionId, pubId: world.publisherId, chatId, message };
}
