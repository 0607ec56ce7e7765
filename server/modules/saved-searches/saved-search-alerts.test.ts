import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePaths } from '../../../common/routes.ts';
import { savedSearchPaths, type SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import type { CatalogueRecord } from '../catalogue/index.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { createLogger } from '../../platform/logger.ts';
import { mailerDyingAfterSend, startTestMailServer, type ReceivedMail, type TestMailServer } from '../../test/test-mail-server.ts';
import { createSavedSearchAlerts } from './saved-search-alerts.service.ts';

let mailServer: TestMailServer;
let t: TestApp;
let admin: TestSession;
let french: TestSession;
let frenchEmail: string;
let adminEmail: string;
let ids: Map<string, number>;

const quality = { language: 'en', full: 'Quality management systems — Requirements' };
const qualite = { language: 'fr', full: 'Systèmes de management de la qualité — Exigences' };
const iso9001 = (number: string, overrides: Partial<CatalogueRecord> = {}) =>
  standardRecord(number, { workNumber: 'ISO 9001', titles: [quality, qualite], languages: ['en', 'fr'], statusCode: 'CUR', ...overrides });
const iso14001 = (overrides: Partial<CatalogueRecord> = {}) =>
  standardRecord('ISO 14001:2004', { workNumber: 'ISO 14001', titles: [{ language: 'en', full: 'Environmental management systems' }], statusCode: 'CUR', ...overrides });
const iec60204 = (overrides: Partial<CatalogueRecord> = {}) =>
  standardRecord('IEC 60204-1:2016', { workNumber: 'IEC 60204-1', titles: [{ language: 'en', full: 'Safety of machinery — Electrical equipment' }], statusCode: 'CUR', ...overrides });

beforeAll(async () => {
  mailServer = await startTestMailServer();
  t = await createTestApp({ mailUrl: mailServer.url, publicUrl: 'https://normscope.example' }, { runJobs: true });
  ids = await importCatalogue(t.database, [iso9001('ISO 9001:2008'), iso14001(), iec60204()]);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const frenchUser = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, language: 'fr' });
  admin = await signIn(t.app, acme.admin.email);
  french = await signIn(t.app, frenchUser.email);
  adminEmail = acme.admin.email;
  frenchEmail = frenchUser.email;
});

afterAll(async () => {
  await t.close();
  await mailServer.close();
});

/** Runs a search and saves it as the browser does. */
async function saveSearch(session: TestSession, fields: Record<string, string>, name: string, notify: boolean): Promise<SavedSearchRow> {
  const searched = await t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers: asUser(session), payload: formData(fields) });
  const results = envelopeOf<SearchResults>(searched).data as SearchResults;
  const response = await t.app.inject({
    method: 'POST',
    url: savedSearchPaths.save(results.searchContext),
    headers: asUser(session),
    payload: formData({ save_search_name: name, save_search_notify: notify ? '1' : '0', save_search_sel: 'standards', onclk_saveSearch: '1' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return envelopeOf<SavedSearchRow>(response).data as SavedSearchRow;
}

const mailsTo = (email: string) => mailServer.received.filter((mail) => mail.envelopeTo.includes(email));
const runAlerts = () => t.services.savedSearches.runAlerts();
const cursorOf = async (id: number) =>
  Number((await t.database.executeSql(`select alerted_through_event_id from saved_searches where id = $1`, [id])).rows[0]?.alerted_through_event_id);
const newestEvent = async () => Number((await t.database.executeSql(`select max(id)::int as id from document_events`)).rows[0]?.id);
const documentLink = (number: string) => `https://normscope.example${pagePaths.version(0, ids.get(number) ?? 0)}`;

describe('saved-search alerts', () => {
  let adminSearch: SavedSearchRow;

  it('sends nothing when nothing changed since the search was saved (the catalogue’s past does not count)', async () => {
    adminSearch = await saveSearch(admin, { query_1: 'ISO 9001' }, 'Quality standards', true);
    await saveSearch(admin, { query_1: 'ISO' }, 'Everything ISO, no alerts', false);
    expect(await cursorOf(adminSearch.id)).toBe(await newestEvent());
    const summary = await runAlerts();
    expect(summary).toMatchObject({ mailsSent: 0, searchesRun: 0, failedUsers: 0 });
    expect(mailServer.received).toHaveLength(0);
  });

  it('mails one digest listing a new edition of a matching document, with its link, then nothing on the next run', async () => {
    const cursorBefore = await cursorOf(adminSearch.id);
    ids = await importCatalogue(t.database, [iso9001('ISO 9001:2015', { relations: [{ type: 'obsoletes', targetNumber: 'ISO 9001:2008' }] })]);
    const summary = await runAlerts();
    expect(summary).toMatchObject({ mailsSent: 1, documentsAlerted: 1, failedUsers: 0 });
    const [mail] = mailsTo(adminEmail) as [ReceivedMail];
    expect(mailServer.received).toHaveLength(1);
    expect(mail.subject).toBe('Normscope alert: 1 document is new or has changed');
    expect(mail.text).toContain('Since the last alert, 1 document found by your saved searches is new or has changed.');
    expect(mail.text).toContain('ISO 9001:2015 — Quality management systems — Requirements');
    expect(mail.text).toContain('New edition, replacing ISO 9001:2008. Found by your saved search “Quality standards”');
    expect(mail.text).toContain(documentLink('ISO 9001:2015'));
    expect(mail.html).toContain(`href="${documentLink('ISO 9001:2015')}"`);
    expect(mail.html).toContain(`href="https://normscope.example${pagePaths.savedSearches}"`);
    expect(mail.text).not.toContain('Everything ISO');
    expect(await cursorOf(adminSearch.id)).toBe(await newestEvent());

    expect(await runAlerts()).toMatchObject({ mailsSent: 0 });
    expect(mailServer.received).toHaveLength(1);

    // Even with its cursor moved back, a search is never alerted twice for one change.
    await t.database.executeSql(`update saved_searches set alerted_through_event_id = $2 where id = $1`, [adminSearch.id, cursorBefore]);
    expect(await runAlerts()).toMatchObject({ mailsSent: 0 });
    expect(mailServer.received).toHaveLength(1);
    expect(await cursorOf(adminSearch.id)).toBe(await newestEvent());
  });

  it('sends nothing for a change no notify search finds', async () => {
    await importCatalogue(t.database, [iso14001({ statusCode: 'W' })]);
    const { rows } = await t.database.executeSql(`select kind::text from document_events where id = $1`, [await newestEvent()]);
    expect(rows[0]?.kind).toBe('withdrawn');
    const summary = await runAlerts();
    expect(summary).toMatchObject({ mailsSent: 0, changedDocuments: 1 });
    expect(mailServer.received).toHaveLength(1);
    expect(await cursorOf(adminSearch.id)).toBe(await newestEvent());
  });

  it('mails a user one digest, in their language, however many of their searches find the change; disabled users get nothing', async () => {
    await saveSearch(french, { query_1: 'ISO 9001' }, 'Numéro 9001', true);
    await saveSearch(french, { query_2: 'quality management' }, 'Qualité', true);
    await saveSearch(french, { query_1: 'IEC 60204' }, 'Machines', true);
    const disabledUser = await createUser(t.database.db, {
      organisationId: Number((await t.database.executeSql(`select organisation_id from users where email = $1`, [adminEmail])).rows[0]?.organisation_id),
      subscriptionId: Number((await t.database.executeSql(`select subscription_id from users where email = $1`, [adminEmail])).rows[0]?.subscription_id),
    });
    const disabled = await signIn(t.app, disabledUser.email);
    const disabledSearch = await saveSearch(disabled, { query_1: 'ISO 9001' }, 'Gone', true);
    await t.database.executeSql(`update users set disabled = true where id = $1`, [disabledUser.id]);

    await importCatalogue(t.database, [iso9001('ISO 9001:2015', { statusCode: 'W', relations: [{ type: 'obsoletes', targetNumber: 'ISO 9001:2008' }] })]);
    const summary = await runAlerts();
    expect(summary).toMatchObject({ mailsSent: 2, failedUsers: 0 });

    const frenchMails = mailsTo(frenchEmail);
    expect(frenchMails).toHaveLength(1);
    const [mail] = frenchMails as [ReceivedMail];
    expect(mail.subject).toBe('Alerte Normscope : 1 document nouveau ou modifié');
    expect(mail.text).toContain('ISO 9001:2015 — Systèmes de management de la qualité — Exigences');
    expect(mail.text).toContain('Retiré. Trouvé par vos recherches enregistrées « Numéro 9001 », « Qualité »');
    expect(mail.text).not.toContain('Machines');
    expect(mail.text).toContain(documentLink('ISO 9001:2015'));
    expect(mailsTo(adminEmail)).toHaveLength(2);
    expect(mailsTo(disabledUser.email)).toHaveLength(0);
    expect(await cursorOf(disabledSearch.id)).toBe(await newestEvent());
    expect(Number((await t.database.executeSql(`select count(*)::int as n from saved_search_alerts where saved_search_id = $1`, [disabledSearch.id])).rows[0]?.n)).toBe(0);
  });

  it('runs as the background job alerts.run', async () => {
    const before = mailServer.received.length;
    await importCatalogue(t.database, [iec60204({ statusCode: 'W' })]);
    await t.services.platform.jobs.send('alerts.run', {});
    const mails = await mailServer.waitFor((received) => received.length > before);
    const mail = mails.at(-1) as ReceivedMail;
    expect(mail.envelopeTo).toEqual([frenchEmail]);
    expect(mail.text).toContain('IEC 60204-1:2016 — Safety of machinery — Electrical equipment');
    expect(mail.text).toContain('Trouvé par votre recherche enregistrée « Machines »');
  });

  it('mails nothing from a run whose job was lost (its signal aborted), and leaves the change to the run that holds it', async () => {
    const before = mailServer.received.length;
    await importCatalogue(t.database, [iec60204({ statusCode: 'CUR' })]);
    const lost = new AbortController();
    lost.abort(new Error('lost its lease'));
    await expect(t.services.savedSearches.runAlerts({ signal: lost.signal })).rejects.toThrow('lost its lease');
    expect(mailServer.received.length).toBe(before);
    expect(await runAlerts()).toMatchObject({ mailsSent: 1 });
    expect(mailServer.received.slice(before).map((mail) => mail.envelopeTo)).toEqual([[frenchEmail]]);
  });

  it('sends the same message (one Message-ID) again when the worker died after the mail server took it, before the commit', async () => {
    const before = mailServer.received.length;
    await importCatalogue(t.database, [iec60204({ statusCode: 'W' })]);
    // The mail goes out, then the worker dies before its transaction commits: nothing is recorded.
    const crashing = createSavedSearchAlerts({
      database: t.database,
      search: t.services.search,
      accounts: t.services.accounts,
      mailer: mailerDyingAfterSend(t.services.platform.mailer),
      logger: createLogger({ level: 'silent' }),
      publicUrl: 'https://normscope.example',
    });
    await expect(crashing.run()).rejects.toThrow('saved-search alerts failed for 1 user(s)');
    expect(await runAlerts()).toMatchObject({ mailsSent: 1 });
    const sent = mailServer.received.slice(before);
    expect(sent.map((mail) => mail.envelopeTo)).toEqual([[frenchEmail], [frenchEmail]]);
    expect(sent[0]?.messageId).toMatch(/^<alert-[0-9a-f]{32}@normscope\.example>$/);
    expect(sent[1]?.messageId).toBe(sent[0]?.messageId);

    // The next change is another message.
    await importCatalogue(t.database, [iec60204({ statusCode: 'CUR' })]);
    expect(await runAlerts()).toMatchObject({ mailsSent: 1 });
    expect(mailServer.received.at(-1)?.messageId).not.toBe(sent[0]?.messageId);
  });
});
