import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { CatalogueRecord } from '../catalogue/index.ts';
import { createLogger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { mailerDyingAfterSend, startTestMailServer, type ReceivedMail, type TestMailServer } from '../../test/test-mail-server.ts';
import { createWatchesService } from './watches.service.ts';

const PUBLIC_URL = 'https://portal.example.test';

let mail: TestMailServer;
let t: TestApp;
let ids: Map<string, number>;
let member: TestSession;
let admin: TestSession;
let french: TestSession;
let outsider: TestSession;
let emails: { member: string; admin: string; french: string; disabled: string; outsider: string };

const quality = (number: string, overrides: Partial<CatalogueRecord> = {}) =>
  standardRecord(number, {
    workNumber: 'ISO 9001',
    statusCode: 'CUR',
    titles: [
      { language: 'en', full: 'Quality management systems — Requirements' },
      { language: 'fr', full: 'Systèmes de management de la qualité — Exigences' },
    ],
    ...overrides,
  });

beforeAll(async () => {
  mail = await startTestMailServer();
  t = await createTestApp({ mailUrl: mail.url, publicUrl: PUBLIC_URL }, { runJobs: true });
  ids = await importCatalogue(t.database, [
    quality('ISO 9001:2015'),
    standardRecord('ISO 14001:2015', { statusCode: 'CUR', titles: [{ language: 'en', full: 'Environmental management systems' }] }),
    standardRecord('ISO 45001:2018', { statusCode: 'CUR', titles: [{ language: 'en', full: 'Occupational health and safety' }] }),
    standardRecord('ISO 50001:2018', { statusCode: 'CUR', titles: [{ language: 'en', full: 'Energy management systems' }] }),
  ]);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  const frenchUser = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, language: 'fr', name: 'Élise' });
  const disabledUser = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id });
  member = await signIn(t.app, acme.member.email);
  admin = await signIn(t.app, acme.admin.email);
  french = await signIn(t.app, frenchUser.email);
  outsider = await signIn(t.app, globex.member.email);
  const disabled = await signIn(t.app, disabledUser.email);
  emails = { member: acme.member.email, admin: acme.admin.email, french: frenchUser.email, disabled: disabledUser.email, outsider: globex.member.email };

  // The disabled user watched before being disabled.
  await watch(disabled, 'ISO 9001:2015');
  await t.database.executeSql(`update users set disabled = true where id = $1`, [disabledUser.id]);
});

afterAll(async () => {
  await t.close();
  await mail.close();
});

const id = (number: string) => {
  const value = ids.get(number);
  if (value === undefined) throw new Error(`no document ${number}`);
  return value;
};

async function watch(session: TestSession, number: string) {
  const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax('addToWatch'), headers: asUser(session), payload: formData({ docIds: id(number), bulk: 0 }) });
  expect(response.statusCode, response.body).toBe(200);
}

async function unwatch(session: TestSession, number: string) {
  const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax('removeFromWatch'), headers: asUser(session), payload: formData({ docIds: id(number), bulk: 0 }) });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs the notifier and answers the mails it sent (each is accepted by the server before the send resolves). */
async function notify(): Promise<ReceivedMail[]> {
  const before = mail.received.length;
  await t.services.watches.notifyChanges();
  return mail.received.slice(before);
}

const to = (mails: ReceivedMail[], email: string) => mails.filter((m) => m.envelopeTo.includes(email.toLowerCase()) || m.envelopeTo.includes(email));
const docLink = (number: string) => `${PUBLIC_URL}/management/display/version/0/${id(number)}`;

describe('watch notifications', () => {
  it('mails nothing for a change made before the watch began', async () => {
    await importCatalogue(t.database, [standardRecord('ISO 50001:2018', { statusCode: 'W', titles: [{ language: 'en', full: 'Energy management systems' }] })]);
    await watch(member, 'ISO 50001:2018');
    await watch(member, 'ISO 9001:2015');
    await watch(admin, 'ISO 9001:2015');
    await watch(french, 'ISO 9001:2015');
    expect(await notify()).toEqual([]);
  });

  it('mails each watcher once about a new edition, in their language, and nobody else', async () => {
    const docId = id('ISO 9001:2015');
    ids = await importCatalogue(t.database, [quality('ISO 9001:2025')]);
    expect(id('ISO 9001:2025')).toBe(docId);

    const sent = await notify();
    expect(sent).toHaveLength(3);
    expect(to(sent, emails.disabled)).toEqual([]);
    expect(to(sent, emails.outsider)).toEqual([]);

    const [english] = to(sent, emails.member);
    expect(english?.subject).toBe('A document you watch has changed: ISO 9001:2025');
    expect(english?.text).toContain('ISO 9001:2025 — Quality management systems — Requirements');
    expect(english?.text).toContain('New edition ISO 9001:2025 replaces ISO 9001:2015');
    expect(english?.text).toContain(docLink('ISO 9001:2025'));
    expect(english?.html).toContain(`href="${docLink('ISO 9001:2025')}"`);
    expect(english?.html).toContain('New edition ISO 9001:2025 replaces ISO 9001:2015');
    expect(english?.html).toContain(`href="${PUBLIC_URL}/management/watches"`);

    expect(to(sent, emails.admin)).toHaveLength(1);

    const [inFrench] = to(sent, emails.french);
    expect(inFrench?.subject).toBe('Un document que vous suivez a été modifié : ISO 9001:2025');
    expect(inFrench?.text).toContain('Bonjour Élise');
    expect(inFrench?.text).toContain('ISO 9001:2025 — Systèmes de management de la qualité — Exigences');
    expect(inFrench?.text).toContain('Nouvelle édition ISO 9001:2025 remplaçant ISO 9001:2015');
    expect(inFrench?.html).toContain(`href="${docLink('ISO 9001:2025')}"`);

    expect(await notify()).toEqual([]);
  });

  it('lists every change since the last run in one mail per user', async () => {
    await watch(member, 'ISO 14001:2015');
    await watch(member, 'ISO 45001:2018');
    ids = await importCatalogue(t.database, [
      standardRecord('ISO 14001:2015', { statusCode: 'W', titles: [{ language: 'en', full: 'Environmental management systems' }] }),
      standardRecord('ISO 45001:2018/Amd 1:2024', {
        workNumber: 'ISO 45001:2018/Amd 1',
        docType: 'amendment',
        statusCode: 'CUR',
        relations: [{ type: 'amends', targetNumber: 'ISO 45001:2018' }],
      }),
    ]);
    const sent = await notify();
    expect(sent).toHaveLength(1);
    const [digest] = to(sent, emails.member);
    expect(digest?.subject).toBe('2 changes to documents you watch');
    expect(digest?.text).toContain('Withdrawn (was Current)');
    expect(digest?.text).toContain('Amendment published: ISO 45001:2018/Amd 1:2024');
    expect(digest?.text).toContain(docLink('ISO 14001:2015'));
    expect(digest?.text).toContain(docLink('ISO 45001:2018'));
  });

  it('stops mailing a user who unwatched the document', async () => {
    await unwatch(member, 'ISO 9001:2025');
    ids = await importCatalogue(t.database, [quality('ISO 9001:2025', { statusCode: 'W' })]);
    const sent = await notify();
    expect(to(sent, emails.member)).toEqual([]);
    expect(to(sent, emails.admin).map((m) => m.subject)).toEqual(['A document you watch has changed: ISO 9001:2025']);
    expect(to(sent, emails.admin)[0]?.text).toContain('Withdrawn (was Current)');
  });

  it('leaves the changes of a mail that could not be sent to the next run', async () => {
    await watch(outsider, 'ISO 14001:2015');
    ids = await importCatalogue(t.database, [standardRecord('ISO 14001:2015', { statusCode: 'CUR', titles: [{ language: 'en', full: 'Environmental management systems' }] })]);
    const failing: Mailer = { destination: 'nowhere', send: () => Promise.reject(new Error('SMTP is down')), close: () => undefined };
    const broken = createWatchesService({
      database: t.database,
      mailer: failing,
      logger: createLogger({ level: 'silent' }),
      publicUrl: PUBLIC_URL,
      actorForUser: (userId) => t.services.accounts.actorForUser(userId),
    });
    const before = mail.received.length;
    await expect(broken.notifyChanges()).rejects.toThrow('watch mail');
    expect(mail.received.length).toBe(before);

    const sent = await notify();
    expect(sent.map((m) => m.envelopeTo).sort()).toEqual([[emails.member.toLowerCase()], [emails.outsider.toLowerCase()]].sort());
    expect(to(sent, emails.outsider)[0]?.text).toContain('Status changed from Withdrawn to Current');
  });

  it('runs as the watches.notify job', async () => {
    await watch(outsider, 'ISO 45001:2018');
    await importCatalogue(t.database, [
      standardRecord('ISO 45001:2018/Cor 1:2025', {
        workNumber: 'ISO 45001:2018/Cor 1',
        docType: 'corrigendum',
        statusCode: 'CUR',
        relations: [{ type: 'corrects', targetNumber: 'ISO 45001:2018' }],
      }),
    ]);
    const before = mail.received.length;
    await t.services.platform.jobs.send('watches.notify', {});
    const received = await mail.waitFor((mails) => to(mails.slice(before), emails.outsider).length > 0 && to(mails.slice(before), emails.member).length > 0);
    const sent = received.slice(before);
    expect(to(sent, emails.outsider)[0]?.text).toContain('Corrigendum published: ISO 45001:2018/Cor 1:2025');
    expect(to(sent, emails.member)[0]?.subject).toBe('A document you watch has changed: ISO 45001:2018');
  });

  it('mails nothing from a run whose job was lost (its signal aborted), and leaves the changes to the next run', async () => {
    ids = await importCatalogue(t.database, [standardRecord('ISO 14001:2015', { statusCode: 'W', titles: [{ language: 'en', full: 'Environmental management systems' }] })]);
    const lost = new AbortController();
    lost.abort(new Error('lost its lease'));
    const before = mail.received.length;
    await expect(t.services.watches.notifyChanges({ signal: lost.signal })).rejects.toThrow('lost its lease');
    expect(mail.received.length).toBe(before);
    const sent = await notify();
    expect(to(sent, emails.outsider).map((m) => m.text).join()).toContain('Withdrawn (was Current)');
  });

  it('sends the same message (one Message-ID) again when the worker died after the mail server took it, before the commit', async () => {
    await watch(outsider, 'ISO 50001:2018');
    ids = await importCatalogue(t.database, [standardRecord('ISO 50001:2018', { statusCode: 'CUR', titles: [{ language: 'en', full: 'Energy management systems' }] })]);
    // The mail goes out, then the worker dies before its claim commits: the changes stay pending.
    const crashing = createWatchesService({
      database: t.database,
      mailer: mailerDyingAfterSend(t.services.platform.mailer),
      logger: createLogger({ level: 'silent' }),
      publicUrl: PUBLIC_URL,
      actorForUser: (userId) => t.services.accounts.actorForUser(userId),
    });
    const before = mail.received.length;
    await expect(crashing.notifyChanges()).rejects.toThrow('watch mail');
    const retried = await notify();
    const sent = to(mail.received.slice(before), emails.outsider);
    expect(sent).toHaveLength(2);
    expect(to(retried, emails.outsider)).toHaveLength(1);
    expect(sent[0]?.messageId).toMatch(/^<watch-[0-9a-f]{32}@portal\.example\.test>$/);
    expect(sent[1]?.messageId).toBe(sent[0]?.messageId);
    expect(sent[1]?.text).toContain('ISO 50001:2018');

    // Another change is another message.
    ids = await importCatalogue(t.database, [standardRecord('ISO 50001:2018', { statusCode: 'W', titles: [{ language: 'en', full: 'Energy management systems' }] })]);
    const next = to(await notify(), emails.outsider);
    expect(next).toHaveLength(1);
    expect(next[0]?.messageId).not.toBe(sent[0]?.messageId);
  });
});
