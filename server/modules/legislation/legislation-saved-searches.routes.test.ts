import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legislationApiPaths, type LegislationSavedSearch, type LegislationSearchResult } from '../../../common/legislation/legislation-library.contract.ts';
import { DEMO_ACTS_FILE, DEMO_FEED_FILE } from '../../db/seeds/demo-legislation.seed.ts';
import { jobHandlersFor } from '../../jobs/job-handlers.ts';
import { createLogger } from '../../platform/logger.ts';
import { createOrganisationWithUsers, createUser } from '../../test/factories.ts';
import { createLegalAct, enableLegislationAddOns, giveLegislationSeat } from '../../test/legal-act-factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { mailerDyingAfterSend, startTestMailServer, type TestMailServer } from '../../test/test-mail-server.ts';
import { createLegislationDigest } from './legislation-digest.ts';
import { importLegislationFiles } from './legislation-import.ts';

const PUBLIC_URL = 'https://portal.example.test';
let mail: TestMailServer;
let t: TestApp;
let member: TestSession;
let french: TestSession;
let legislationOnly: TestSession;
let suspended: TestSession;
let outsider: TestSession;
let memberEmail: string;
let frenchEmail: string;

type Answer<T> = { status: number; data: T; reasonKey: string | undefined };
async function call<T>(session: TestSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Answer<T>> {
  const response = await t.app.inject({ method, url, headers: asUser(session), ...(payload === undefined ? {} : { payload: payload as object }) });
  const envelope = envelopeOf<T>(response);
  return { status: response.statusCode, data: envelope.data as T, reasonKey: envelope.status === 'error' ? envelope.data.reasonKey : undefined };
}
const save = (session: TestSession, body: unknown) => call<LegislationSavedSearch>(session, 'POST', legislationApiPaths.savedSearches, body);
const runAlertsJob = () => jobHandlersFor(t.services)['alerts.run']({}, { jobId: 'test', retryCount: 0, signal: new AbortController().signal });

beforeAll(async () => {
  mail = await startTestMailServer();
  t = await createTestApp({ mailUrl: mail.url, publicUrl: PUBLIC_URL });
  await importLegislationFiles(t.database, [DEMO_ACTS_FILE], { source: 'demo' });
  const acme = await createOrganisationWithUsers(t.database.db, { name: 'Acme' });
  await enableLegislationAddOns(t.database, acme.subscription.id, { legislation: true, euLaw: true });
  const user = (language = 'en') => createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, language });
  const [frenchUser, onlyLegislation, suspendedUser] = [await user('fr'), await user(), await user()];
  for (const seated of [acme.member, frenchUser]) {
    await giveLegislationSeat(t.database, seated, { addOn: 'euLaw' });
    await giveLegislationSeat(t.database, seated, { addOn: 'legislation' });
  }
  await giveLegislationSeat(t.database, onlyLegislation, { addOn: 'legislation' });
  await giveLegislationSeat(t.database, suspendedUser, { addOn: 'euLaw', active: false });
  const globex = await createOrganisationWithUsers(t.database.db, { name: 'Globex' });
  await enableLegislationAddOns(t.database, globex.subscription.id, { legislation: true, euLaw: true });
  await giveLegislationSeat(t.database, globex.member, { addOn: 'euLaw' });
  memberEmail = acme.member.email;
  frenchEmail = frenchUser.email;
  member = await signIn(t.app, acme.member.email);
  french = await signIn(t.app, frenchUser.email);
  legislationOnly = await signIn(t.app, onlyLegislation.email);
  suspended = await signIn(t.app, suspendedUser.email);
  outsider = await signIn(t.app, globex.member.email);
});

afterAll(async () => {
  await t.close();
  await mail.close();
});

describe('saved EU-law searches', () => {
  it('saves, lists, renames, switches the digest, runs and deletes a search, only its owner\'s', async () => {
    const saved = await save(member, { name: 'Machinery', criteria: { words: 'machinery', types: [] } });
    expect(saved).toMatchObject({ status: 201, data: { name: 'Machinery', criteria: { words: 'machinery' }, notify: false, abilities: { edit: true, delete: true } } });
    const id = saved.data.id;
    expect((await call<LegislationSavedSearch[]>(member, 'GET', legislationApiPaths.savedSearches)).data.map((row) => row.id)).toEqual([id]);
    expect((await call(member, 'PUT', legislationApiPaths.savedSearch(id), { name: 'Machinery acts', notify: true })).data).toMatchObject({ name: 'Machinery acts', notify: true });
    const run = await call<LegislationSearchResult>(member, 'POST', legislationApiPaths.runSavedSearch(id), { sort: 'newest' });
    expect(run.status).toBe(200);
    expect(run.data.records.map((record) => record.identifier)).toContain('32006L0042');

    // Nobody else reaches it: not a colleague, not another organisation.
    expect((await call(french, 'PUT', legislationApiPaths.savedSearch(id), { name: 'Mine' })).status).toBe(404);
    expect((await call(french, 'POST', legislationApiPaths.runSavedSearch(id), {})).status).toBe(404);
    expect((await call(outsider, 'DELETE', legislationApiPaths.savedSearch(id))).status).toBe(404);
    expect((await call<LegislationSavedSearch[]>(outsider, 'GET', legislationApiPaths.savedSearches)).data).toEqual([]);

    const other = await save(member, { name: 'Gone', criteria: {} });
    expect(await call(member, 'DELETE', legislationApiPaths.savedSearch(other.data.id))).toMatchObject({ status: 200, data: { deleted: true } });
    expect((await call(member, 'DELETE', legislationApiPaths.savedSearch(other.data.id))).status).toBe(404);
  });

  it('answers 400 for a bad name, criteria or edit, and changes nothing', async () => {
    const before = (await call<LegislationSavedSearch[]>(member, 'GET', legislationApiPaths.savedSearches)).data.length;
    for (const bad of [{ name: '', criteria: {} }, { name: 'x'.repeat(51), criteria: {} }, { name: 'Bad', criteria: { page: 2 } }, { name: 'Bad', criteria: { inForce: 'maybe' } }, { name: 'Bad' }]) {
      expect((await save(member, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call<LegislationSavedSearch[]>(member, 'GET', legislationApiPaths.savedSearches)).data).toHaveLength(before);
    expect((await call(member, 'PUT', legislationApiPaths.savedSearch(1), {})).status).toBe(400);
    expect((await call(member, 'PUT', legislationApiPaths.savedSearch(1), { notify: 'yes' })).status).toBe(400);
    expect((await call(member, 'POST', legislationApiPaths.runSavedSearch('abc'), {})).status).toBe(400);
  });

  it('answers 403 unless the EU-law add-on is unlocked', async () => {
    for (const [session, reasonKey] of [
      [legislationOnly, 'legislationLibrary.errors.notRegistered'],
      [suspended, 'legislationLibrary.errors.notActive'],
    ] as const) {
      expect(await call(session, 'GET', legislationApiPaths.savedSearches)).toMatchObject({ status: 403, reasonKey });
      expect((await save(session, { name: 'Mine', criteria: {} })).status).toBe(403);
    }
  });
});

describe('the daily EU-law digest', () => {
  it('mails each user the acts their notify searches match that came after them, and new feed items, once', async () => {
    await save(french, { name: 'Ascenseurs', criteria: { words: 'lifts' }, notify: true });
    await save(french, { name: 'Sans courriel', criteria: { words: 'lifts' }, notify: false });
    // Acts and news that exist before nothing new came: no mail.
    await runAlertsJob();
    expect(mail.received).toHaveLength(0);

    await createLegalAct(t.database, { identifier: '32026R0001', title: 'Regulation (EU) 2026/1 on machinery and lifts safety', datePublication: '2026-01-05' });
    await createLegalAct(t.database, { identifier: '32026L0002', title: 'Directive (EU) 2026/2 on toys', datePublication: '2026-01-06' });
    await t.services.legislationFeeds.ensureOperatorFeeds([DEMO_FEED_FILE]);
    await t.services.legislationFeeds.pollAll();
    await runAlertsJob();
    const mails = await mail.waitFor((received) => received.length >= 2);
    expect(mails).toHaveLength(2);

    const english = mails.find((received) => received.envelopeTo.includes(memberEmail.toLowerCase()));
    expect(english?.subject).toBe('Normscope EU law: 13 new acts and news items');
    expect(english?.text).toContain('32026R0001 — Regulation (EU) 2026/1 on machinery and lifts safety');
    expect(english?.text).toContain('Found by your saved search “Machinery acts”');
    expect(english?.text).not.toContain('32026L0002');
    expect(english?.text).toContain('Demo: Machinery Regulation (EU) 2023/1230 applies from January 2027');
    expect(english?.text).toContain(`${PUBLIC_URL}/management/legislation/acts/`);
    expect(english?.html).toContain('NORMSCOPE');

    const inFrench = mails.find((received) => received.envelopeTo.includes(frenchEmail.toLowerCase()));
    expect(inFrench?.subject).toContain('droit de l’UE');
    expect(inFrench?.text).toContain('Trouvé par votre recherche enregistrée « Ascenseurs »');

    // A second run mails nothing: the cursors moved.
    await runAlertsJob();
    expect(mail.received).toHaveLength(2);
    const { rows } = await t.database.executeSql(`select count(*)::int as n from legislation_saved_searches where notify and last_digest_at is not null`);
    expect(rows[0]?.n).toBe(2);
  });

  it('mails nothing to a user whose EU-law seat was suspended, and moves on', async () => {
    await t.database.executeSql(`update legislation_seats set active = false where user_id = $1 and add_on = 'euLaw'`, [french.profile.user.id]);
    await createLegalAct(t.database, { identifier: '32026R0003', title: 'Regulation (EU) 2026/3 on lifts in machinery halls', datePublication: '2026-02-01' });
    const summary = await t.services.legislationDigest.run();
    expect(summary).toMatchObject({ mailsSent: 1, actsMailed: 1, failedUsers: 0 });
    await mail.waitFor((received) => received.length >= 3);
    expect(mail.received.at(-1)?.envelopeTo).toEqual([memberEmail.toLowerCase()]);
    expect((await t.services.legislationDigest.run()).searchesDue).toBe(0);
  });

  it('sends the same message (one Message-ID) again when the worker died after the mail server took it, before the commit', async () => {
    await createLegalAct(t.database, { identifier: '32026R0004', title: 'Regulation (EU) 2026/4 on goods lifts and machinery', datePublication: '2026-03-01' });
    const before = mail.received.length;
    // The mail goes out, then the worker dies before its transaction commits: the cursors stay where they were.
    const crashing = createLegislationDigest({ database: t.database, accounts: t.services.accounts, mailer: mailerDyingAfterSend(t.services.platform.mailer), logger: createLogger({ level: 'silent' }), publicUrl: PUBLIC_URL });
    await expect(crashing.run()).rejects.toThrow('the legislation digest failed for 1 user(s)');
    expect(await t.services.legislationDigest.run()).toMatchObject({ mailsSent: 1, actsMailed: 1 });
    const sent = await mail.waitFor((received) => received.length >= before + 2);
    const twice = sent.slice(before);
    expect(twice.map((received) => received.envelopeTo)).toEqual([[memberEmail.toLowerCase()], [memberEmail.toLowerCase()]]);
    expect(twice[0]?.messageId).toMatch(/^<eu-law-[0-9a-f]{32}@portal\.example\.test>$/);
    expect(twice[1]?.messageId).toBe(twice[0]?.messageId);
    expect(twice[1]?.text).toContain('32026R0004');
  });
});
