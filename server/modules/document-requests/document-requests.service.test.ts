import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../platform/logger.ts';
import type { Mailer, MailMessage } from '../../platform/mailer.ts';
import type { Actor } from '../account/index.ts';
import { datasetId, importWithTexts, sectionsFor, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { can, requestActions } from './document-requests.policy.ts';
import { createDocumentRequestsService, REQUESTS_SHOWN, type DocumentRequestsService } from './document-requests.service.ts';

const PUBLIC_URL = 'https://portal.example.test';
const NUMBERS = ['IETF RFC 9110', 'IETF RFC 9111', 'IETF RFC 9112', 'IETF RFC 9113'] as const;

let t: TestApp;
let docs: Map<string, { docId: number; versionId: number }>;
let requests: DocumentRequestsService;
let admin: Actor;
let member: Actor;
let colleague: Actor;
let outsider: Actor;
const sent: MailMessage[] = [];

const actorFor = async (userId: number) => {
  const actor = await t.services.accounts.actorForUser(userId);
  if (!actor) throw new Error(`no actor for user ${userId}`);
  return actor;
};

const docId = (number: string) => docs.get(number)?.docId ?? 0;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  docs = await importWithTexts(
    t.database,
    NUMBERS.map((number) => ({
      record: standardRecord(number, { publisher: 'IETF', workNumber: number, titles: [{ language: 'en', full: `Title of ${number}` }] }),
      sections: sectionsFor(number),
    })),
  );
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  const second = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, name: 'Colleague' });
  admin = await actorFor(acme.admin.id);
  member = await actorFor(acme.member.id);
  colleague = await actorFor(second.id);
  outsider = await actorFor(globex.member.id);
  const recording: Mailer = {
    destination: 'memory',
    send: async (message) => {
      sent.push(message);
      return { messageId: String(sent.length), outboxFile: null };
    },
    close: () => undefined,
  };
  requests = createDocumentRequestsService({
    database: t.database,
    catalogue: t.services.catalogue,
    mailer: recording,
    logger: createLogger({ level: 'silent' }),
    publicUrl: PUBLIC_URL,
  });
});

afterAll(async () => {
  await t.close();
});

describe('the orders and unlock accordions', () => {
  it('show admins the organisation’s pending requests first, then the latest decided; members only their own', async () => {
    const a = await requests.request(member, docId('IETF RFC 9110'), { reason: 'first' });
    const b = await requests.request(colleague, docId('IETF RFC 9111'), { reason: 'second' });
    const c = await requests.request(member, docId('IETF RFC 9112'), { reason: 'third' });
    const d = await requests.request(colleague, docId('IETF RFC 9113'), { reason: 'fourth' });
    await requests.request(outsider, docId('IETF RFC 9110'), { reason: 'Globex' });
    await requests.decide(admin, b.id, { decision: 'approve', note: null });
    await requests.decide(admin, d.id, { decision: 'decline', note: 'No budget' });

    const forAdmin = (await requests.orders(admin)).requests;
    expect(forAdmin.map((row) => [row.id, row.status])).toEqual([
      [a.id, 'pending'],
      [c.id, 'pending'],
      [d.id, 'declined'],
      [b.id, 'approved'],
    ]);
    expect(forAdmin[0]).toMatchObject({
      requester: member.name,
      reason: 'first',
      name: { linkName: 'IETF RFC 9110', linkURL: `/management/display/version/0/${docId('IETF RFC 9110')}` },
      title: 'Title of IETF RFC 9110',
      actions: { approve: true, decline: true },
    });
    expect(forAdmin[2]).toMatchObject({ decidedBy: admin.name, decisionNote: 'No budget', actions: { approve: false, decline: false } });

    const forMember = (await requests.orders(member)).requests;
    expect(forMember.map((row) => row.id)).toEqual([c.id, a.id]);
    expect(forMember.every((row) => !row.actions.approve && !row.actions.decline)).toBe(true);
    expect((await requests.orders(colleague)).requests.map((row) => [row.id, row.status])).toEqual([
      [d.id, 'declined'],
      [b.id, 'approved'],
    ]);
    expect((await requests.orders(outsider)).requests.map((row) => row.reason)).toEqual(['Globex']);
  });

  it('list the organisation’s unlocked documents, newest first, with who approved them, to admins and members alike', async () => {
    const pending = (await requests.orders(admin)).requests.filter((row) => row.status === 'pending');
    for (const row of pending) await requests.decide(admin, row.id, { decision: 'approve', note: null });
    const expected = [docId('IETF RFC 9112'), docId('IETF RFC 9110'), docId('IETF RFC 9111')];
    const forAdmin = await requests.unlocks(admin);
    // Decided in turn, so each unlock is newer than the one before (now() is the transaction's start).
    expect(forAdmin.unlocks.map((row) => row.docId)).toEqual(expected);
    expect(forAdmin.unlocks[0]).toEqual({
      docId: docId('IETF RFC 9112'),
      name: { linkName: 'IETF RFC 9112', linkURL: `/management/display/version/0/${docId('IETF RFC 9112')}` },
      title: 'Title of IETF RFC 9112',
      approvedBy: admin.name,
      unlockedAt: expect.any(String),
    });
    expect(await requests.unlocks(member)).toEqual(forAdmin);
    expect((await requests.unlocks(outsider)).unlocks).toEqual([]);
  });

  it('keep to the number of rows the dashboard shows', async () => {
    expect(REQUESTS_SHOWN).toBe(25);
    const { rows } = await t.database.executeSql(`select id from document_requests order by id limit 1`);
    const template = rows[0]?.id;
    // Thirty decided requests of the member's, copied in the database: the list stops at its size.
    await t.database.executeSql(
      `insert into document_requests (organisation_id, document_id, requester_user_id, reason, status, decider_user_id, decided_at)
       select organisation_id, document_id, requester_user_id, 'copy ' || n, 'declined', $2, now() - n * interval '1 minute'
       from document_requests, generate_series(1, 30) n where id = $1`,
      [template, admin.userId],
    );
    expect((await requests.orders(member)).requests).toHaveLength(REQUESTS_SHOWN);
    expect((await requests.orders(admin)).requests).toHaveLength(REQUESTS_SHOWN);
  });
});

describe('decision mails', () => {
  it('mail the requester once per decision, and a mail that cannot be sent leaves the decision made', async () => {
    // The four decisions above: b and d were the colleague's, a and c the member's.
    expect(sent.map((message) => [message.to, message.subject])).toEqual([
      [colleague.email, 'Your request for IETF RFC 9111 was approved'],
      [colleague.email, 'Your request for IETF RFC 9113 was declined'],
      [member.email, 'Your request for IETF RFC 9110 was approved'],
      [member.email, 'Your request for IETF RFC 9112 was approved'],
    ]);
    const first = sent.length;

    await t.database.executeSql(`delete from document_unlocks`);
    const failing: Mailer = { destination: 'nowhere', send: () => Promise.reject(new Error('SMTP is down')), close: () => undefined };
    const broken = createDocumentRequestsService({
      database: t.database,
      catalogue: t.services.catalogue,
      mailer: failing,
      logger: createLogger({ level: 'silent' }),
      publicUrl: PUBLIC_URL,
    });
    const asked = await broken.request(member, docId('IETF RFC 9113'), { reason: 'while the mail is down' });
    const approved = await broken.decide(admin, asked.id, { decision: 'approve', note: null });
    expect(approved.status).toBe('approved');
    const { rows } = await t.database.executeSql(`select document_id, request_id from document_unlocks`);
    expect(rows).toEqual([{ document_id: docId('IETF RFC 9113'), request_id: asked.id }]);
    expect(sent.length).toBe(first);
  });

  it('send nothing to a requester who was disabled since', async () => {
    const asked = await requests.request(colleague, docId('IETF RFC 9110'), { reason: 'again' });
    await t.database.executeSql(`update users set disabled = true where id = $1`, [colleague.userId]);
    const before = sent.length;
    expect((await requests.decide(admin, asked.id, { decision: 'decline', note: null })).status).toBe('declined');
    expect(sent.length).toBe(before);
  });
});

describe('the policy', () => {
  const thing = (status: 'pending' | 'approved' | 'declined', requesterUserId = 2) => ({ organisationId: 1, requesterUserId, status });
  const actor = (values: Partial<Actor>): Actor => ({
    userId: 2,
    organisationId: 1,
    subscriptionId: 1,
    roles: ['member'],
    isAdmin: false,
    isPowerUser: false,
    isLite: false,
    isOperator: false,
    language: 'en',
    name: 'A',
    email: 'a@example.test',
    ...values,
  });

  it('lets admins of the organisation decide pending requests, and members see their own only', () => {
    const boss = actor({ userId: 9, roles: ['admin'], isAdmin: true });
    expect(requestActions(boss, thing('pending'))).toEqual({ approve: true, decline: true });
    expect(requestActions(boss, thing('approved'))).toEqual({ approve: false, decline: false });
    expect(requestActions(actor({}), thing('pending'))).toEqual({ approve: false, decline: false });
    expect(can(boss, 'view', thing('declined'))).toBe(true);
    expect(can(actor({}), 'view', thing('pending'))).toBe(true);
    expect(can(actor({ userId: 3 }), 'view', thing('pending'))).toBe(false);
    expect(can(actor({ organisationId: 7, isAdmin: true }), 'approve', thing('pending'))).toBe(false);
    expect(can(actor({ organisationId: 7, isAdmin: true }), 'view', thing('pending'))).toBe(false);
  });
});
