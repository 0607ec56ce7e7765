import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPaths, type DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { homePaths, type AccessRequestRow } from '../../../common/home/home.contract.ts';
import { readerPaths } from '../../../common/reader/reader-paths.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { datasetId, importWithTexts, sectionsFor, standardRecord } from '../../test/catalogue-factories.ts';
import { snapshotDatabase } from '../../test/database-snapshot.ts';
import { createOrganisationWithUsers, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { startTestMailServer, type ReceivedMail, type TestMailServer } from '../../test/test-mail-server.ts';

const PUBLIC_URL = 'https://portal.example.test';

let mail: TestMailServer;
let t: TestApp;
let docs: Map<string, { docId: number; versionId: number }>;
let member: TestSession;
let colleague: TestSession;
let admin: TestSession;
let outsider: TestSession;
let outsiderAdmin: TestSession;

// 'international' (ISO) is both organisations' subscription; IETF is outside it.
const ENTITLED = 'ISO 9001:2015';
const HTTP = 'IETF RFC 9110';
const CACHING = 'IETF RFC 9111';
const METADATA_ONLY = 'IETF RFC 9112';

const ietf = (number: string, title: string) => standardRecord(number, { publisher: 'IETF', workNumber: number, titles: [{ language: 'en', full: title }] });

beforeAll(async () => {
  mail = await startTestMailServer();
  t = await createTestApp({ mailUrl: mail.url, publicUrl: PUBLIC_URL });
  docs = await importWithTexts(t.database, [
    { record: standardRecord(ENTITLED), sections: sectionsFor(ENTITLED) },
    { record: ietf(HTTP, 'HTTP Semantics'), sections: sectionsFor(HTTP) },
    { record: ietf(CACHING, 'HTTP Caching'), sections: sectionsFor(CACHING) },
    { record: ietf(METADATA_ONLY, 'HTTP/1.1') },
  ]);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  const french = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, language: 'fr', name: 'Élise' });
  await t.database.executeSql(`update users set name = $2 where id = $1`, [acme.admin.id, 'Ada Admin']);
  await t.database.executeSql(`update users set name = $2 where id = $1`, [acme.member.id, 'Max Member']);
  member = await signIn(t.app, acme.member.email);
  colleague = await signIn(t.app, french.email);
  admin = await signIn(t.app, acme.admin.email);
  outsider = await signIn(t.app, globex.member.email);
  outsiderAdmin = await signIn(t.app, globex.admin.email);
});

afterAll(async () => {
  await t.close();
  await mail.close();
});

const doc = (number: string) => {
  const found = docs.get(number);
  if (!found) throw new Error(`no document ${number}`);
  return found;
};

type Answer<T> = { status: number; data: T; reasonKey: string | undefined };

async function call<T>(session: TestSession | null, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: { ...(session ? asUser(session) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const envelope = envelopeOf<T>(response);
  return { status: response.statusCode, data: envelope.data as T, reasonKey: envelope.status === 'error' ? envelope.data.reasonKey : undefined };
}

const ask = (session: TestSession, number: string, reason = 'Needed for the audit') =>
  call<AccessRequestRow>(session, homePaths.accessRequests(doc(number).docId), { reason });
const decide = (session: TestSession, requestId: number, decision: 'approve' | 'decline', note?: string) =>
  call<AccessRequestRow>(session, homePaths.decision(requestId), { decision, ...(note === undefined ? {} : { note }) });
const detail = async (session: TestSession, number: string) => (await call<DocumentDetail>(session, documentPaths.detail(doc(number).docId))).data;
const readerOpens = async (session: TestSession, number: string) =>
  (await call(session, readerPaths.outline(doc(number).docId, doc(number).versionId, session.profile.subId))).status;

async function searchRow(session: TestSession, number: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: searchPaths.ajax('standards'),
    headers: asUser(session),
    payload: formData({ query_1: number, filterby: 'all' }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (envelopeOf<SearchResults>(response).data as SearchResults).records.find((record) => record.name === number);
}

/** The mails the call sent: the sender waits for the mail server's answer, so they are in by the time the call answers. */
async function mailsDuring<T>(work: () => Promise<T>): Promise<{ result: T; sent: ReceivedMail[] }> {
  const before = mail.received.length;
  const result = await work();
  return { result, sent: mail.received.slice(before) };
}

const toUser = (mails: ReceivedMail[], session: TestSession) => mails.filter((m) => m.envelopeTo.includes(session.profile.user.email.toLowerCase()));

describe('asking for a document and an approval', () => {
  let requestId: number;

  it('lets a member ask for a document whose text the subscription does not include; the display page says it waits', async () => {
    expect(await detail(member, HTTP)).toMatchObject({ entitled: false, hasContent: true, accessRequest: { canRequest: true, pending: false } });
    const asked = await ask(member, HTTP, '  We build an HTTP cache.  ');
    expect(asked.status).toBe(201);
    expect(asked.data).toMatchObject({
      docId: doc(HTTP).docId,
      name: { linkName: HTTP, linkURL: `/management/display/version/0/${doc(HTTP).docId}` },
      title: 'HTTP Semantics',
      requester: 'Max Member',
      reason: 'We build an HTTP cache.',
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      actions: { approve: false, decline: false },
    });
    requestId = asked.data.id;
    expect(await detail(member, HTTP)).toMatchObject({ entitled: false, accessRequest: { canRequest: false, pending: true } });
    // The request is the member's: a colleague may still ask, and the display page of an entitled document offers nothing.
    expect((await detail(colleague, HTTP)).accessRequest).toEqual({ canRequest: true, pending: false });
    expect(await detail(member, ENTITLED)).toMatchObject({ entitled: true, accessRequest: { canRequest: false, pending: false } });
    expect((await detail(member, METADATA_ONLY)).accessRequest).toEqual({ canRequest: false, pending: false });
    expect(await readerOpens(member, HTTP)).toBe(403);
  });

  it('opens the document for the whole organisation when an admin approves, and mails the requester', async () => {
    const { result: approved, sent } = await mailsDuring(() => decide(admin, requestId, 'approve', 'Go ahead, for the cache project.'));
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({
      id: requestId,
      status: 'approved',
      decidedBy: 'Ada Admin',
      decisionNote: 'Go ahead, for the cache project.',
      decidedAt: expect.any(String),
      actions: { approve: false, decline: false },
    });
    const { rows } = await t.database.executeSql(`select organisation_id, document_id, request_id, approver_user_id from document_unlocks`);
    expect(rows).toEqual([
      { organisation_id: admin.profile.organisation.id, document_id: doc(HTTP).docId, request_id: requestId, approver_user_id: admin.profile.user.id },
    ]);

    expect(sent).toHaveLength(1);
    const [approval] = toUser(sent, member);
    const link = `${PUBLIC_URL}/management/display/version/0/${doc(HTTP).docId}`;
    expect(approval?.subject).toBe(`Your request for ${HTTP} was approved`);
    expect(approval?.text).toContain(`Hello Max Member, Ada Admin approved your request for ${HTTP} (HTTP Semantics). Its text now opens for everyone in Acme.`);
    expect(approval?.text).toContain('Their note: Go ahead, for the cache project.');
    expect(approval?.text).toContain(`Open the document: ${link}`);
    expect(approval?.html).toContain(`href="${link}"`);
    expect(approval?.html).toContain('<html lang="en">');
  });

  it('lets every member of the organisation read it, and nobody outside', async () => {
    for (const session of [member, colleague, admin]) expect(await readerOpens(session, HTTP)).toBe(200);
    expect(await readerOpens(outsider, HTTP)).toBe(403);
    expect(await readerOpens(outsiderAdmin, HTTP)).toBe(403);
    const sections = await call<{ sections: { text?: string; html?: string }[] }>(
      colleague,
      `${readerPaths.sections(doc(HTTP).docId, doc(HTTP).versionId, colleague.profile.subId, '1')}?count=2`,
    );
    expect(sections.status).toBe(200);
    expect(JSON.stringify(sections.data)).toContain(`Scope of ${HTTP}.`);
  });

  it('marks it entitled on the display page and in search results for the organisation only', async () => {
    expect(await detail(colleague, HTTP)).toMatchObject({ entitled: true, accessRequest: { canRequest: false, pending: false } });
    expect(await detail(member, HTTP)).toMatchObject({ entitled: true, accessRequest: { canRequest: false, pending: false } });
    expect(await detail(outsider, HTTP)).toMatchObject({ entitled: false, accessRequest: { canRequest: true, pending: false } });
    expect((await searchRow(member, HTTP))?.entitled).toBe(true);
    expect((await searchRow(outsider, HTTP))?.entitled).toBe(false);
    expect((await searchRow(member, CACHING))?.entitled).toBe(false);
  });
});

describe('a decline', () => {
  it('leaves the document closed and mails the requester in their language, linking to the dashboard', async () => {
    const asked = await ask(colleague, CACHING, 'Pour le proxy.');
    expect(asked.status).toBe(201);
    const { result: declined, sent } = await mailsDuring(() => decide(admin, asked.data.id, 'decline', 'Pas cette année.'));
    expect(declined.status).toBe(200);
    expect(declined.data).toMatchObject({ status: 'declined', decidedBy: 'Ada Admin', decisionNote: 'Pas cette année.', requester: 'Élise' });

    expect(sent).toHaveLength(1);
    const [decline] = toUser(sent, colleague);
    expect(decline?.subject).toBe(`Votre demande pour ${CACHING} a été refusée`);
    expect(decline?.text).toContain(`Bonjour Élise, Ada Admin a refusé votre demande pour ${CACHING} (HTTP Caching).`);
    expect(decline?.text).toContain('Sa note : Pas cette année.');
    expect(decline?.text).toContain(`Vos demandes: ${PUBLIC_URL}/management/home/index`);
    expect(decline?.html).toContain('<html lang="fr">');
    expect(decline?.text).not.toContain('/management/display/');

    expect(await readerOpens(colleague, CACHING)).toBe(403);
    expect((await detail(colleague, CACHING)).accessRequest).toEqual({ canRequest: true, pending: false });
    const { rows } = await t.database.executeSql(`select count(*)::int as n from document_unlocks where document_id = $1`, [doc(CACHING).docId]);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('refusals', () => {
  it('refuses documents that open already or have no text, a second pending request, and decisions that are not an admin’s to make', async () => {
    expect(await ask(member, ENTITLED)).toMatchObject({ status: 400, reasonKey: 'home.errors.alreadyEntitled' });
    expect(await ask(colleague, HTTP)).toMatchObject({ status: 400, reasonKey: 'home.errors.alreadyEntitled' });
    expect(await ask(member, METADATA_ONLY)).toMatchObject({ status: 400, reasonKey: 'home.errors.noContent' });

    const first = await ask(member, CACHING);
    expect(first.status).toBe(201);
    const again = await ask(member, CACHING, 'Once more');
    expect(again).toMatchObject({ status: 409, reasonKey: 'home.errors.requestPending' });
    expect(again.data).toMatchObject({ reason: 'You have already asked for this document. An administrator will decide.' });

    expect(await decide(member, first.data.id, 'approve')).toMatchObject({ status: 403, reasonKey: 'errors.forbidden' });
    expect(await decide(colleague, first.data.id, 'decline')).toMatchObject({ status: 403, reasonKey: 'errors.forbidden' });
    expect(await decide(admin, first.data.id, 'decline')).toMatchObject({ status: 200 });
    expect(await decide(admin, first.data.id, 'approve')).toMatchObject({ status: 409, reasonKey: 'home.errors.alreadyDecided' });
    expect(await decide(admin, first.data.id, 'decline')).toMatchObject({ status: 409, reasonKey: 'home.errors.alreadyDecided' });
  });

  it('makes one request of two sent at once, and one decision of two made at once, with one mail', async () => {
    const asked = await Promise.all([ask(colleague, CACHING, 'twice'), ask(colleague, CACHING, 'twice')]);
    expect(asked.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const requestId = asked.find((answer) => answer.status === 201)?.data.id ?? 0;
    const { result: decided, sent } = await mailsDuring(() => Promise.all([decide(admin, requestId, 'decline'), decide(admin, requestId, 'decline')]));
    expect(decided.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(toUser(sent, colleague)).toHaveLength(1);
  });

  it('answers not found for another organisation’s request or an unknown one, and changes nothing', async () => {
    const pending = await ask(member, CACHING, 'Third time');
    expect(pending.status).toBe(201);
    const before = await snapshotDatabase(t.database);
    expect(await decide(outsiderAdmin, pending.data.id, 'approve')).toMatchObject({ status: 404, reasonKey: 'errors.notFound' });
    expect(await decide(outsider, pending.data.id, 'decline')).toMatchObject({ status: 404 });
    expect(await decide(admin, 999_999, 'approve')).toMatchObject({ status: 404 });
    expect(await call(member, homePaths.accessRequests(999_999), { reason: 'x' })).toMatchObject({ status: 404 });
    expect(await snapshotDatabase(t.database)).toEqual(before);
    // Its own admin decides it.
    expect(await decide(admin, pending.data.id, 'approve')).toMatchObject({ status: 200, data: { status: 'approved' } });
  });

  it('refuses calls without a session, without the nonce or with another’s, and bad input, changing nothing', async () => {
    const pending = await ask(outsider, CACHING, 'Globex needs it');
    expect(pending.status).toBe(201);
    const before = await snapshotDatabase(t.database);
    const mailsBefore = mail.received.length;
    const url = homePaths.decision(pending.data.id);
    const requestUrl = homePaths.accessRequests(doc(CACHING).docId);
    expect((await call(null, requestUrl, { reason: 'x' })).status).toBe(401);
    expect(await call(outsiderAdmin, url, { decision: 'approve' }, { 'x-nonce': 'forged' })).toMatchObject({ status: 403, reasonKey: 'errors.badNonce' });
    expect(await call(outsiderAdmin, url, { decision: 'approve' }, { 'x-nonce': outsider.nonce })).toMatchObject({ status: 403, reasonKey: 'errors.badNonce' });
    const withoutNonce = await t.app.inject({ method: 'POST', url, headers: { cookie: outsiderAdmin.cookie }, payload: { decision: 'approve' } });
    expect(withoutNonce.statusCode).toBe(403);
    expect(await call(outsider, requestUrl, { reason: 'x' }, { 'x-nonce': member.nonce })).toMatchObject({ status: 403 });

    const invalid: [string, unknown][] = [
      [requestUrl, {}],
      [requestUrl, { reason: '   ' }],
      [requestUrl, { reason: 'x'.repeat(1001) }],
      [requestUrl, { reason: 'ok', extra: true }],
      [requestUrl, { reason: 'a\u0000b' }],
      [homePaths.accessRequests('abc'), { reason: 'ok' }],
      [homePaths.accessRequests(2_147_483_648), { reason: 'ok' }],
      [url, {}],
      [url, { decision: 'maybe' }],
      [url, { decision: 'approve', note: 'x'.repeat(1001) }],
      [url, { decision: 'approve', requestId: 1 }],
      [homePaths.decision('0'), { decision: 'approve' }],
      [homePaths.decision('1.5'), { decision: 'approve' }],
    ];
    for (const [target, body] of invalid) {
      const answer = await call(outsiderAdmin, target, body);
      expect(answer, `${target} ${JSON.stringify(body).slice(0, 60)}`).toMatchObject({ status: 400, reasonKey: 'errors.invalidRequest' });
    }
    expect(await snapshotDatabase(t.database)).toEqual(before);
    expect(mail.received.length).toBe(mailsBefore);
  });
});
