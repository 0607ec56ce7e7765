import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchPaths, type SavedSearchList, type SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { startTestMailServer, type TestMailServer } from '../../test/test-mail-server.ts';

/**
 * The Latest tab (issue 19): new (a first edition), revised (a later edition), withdrawn (the
 * status change's date) and all, over a period in days or a date range with both ends
 * included; publisher and dataset; the subscription's scope; what older searches stored; saved
 * with alerts.
 */

let mailServer: TestMailServer;
let t: TestApp;
let admin: TestSession;
let other: TestSession;
let adminEmail: string;

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const year = (offset: number) => Number(day(offset).slice(0, 4));
const titled = (full: string) => ({ titles: [{ language: 'en', full }] });

/** A later edition of `work`, published `offset` days from today. */
const edition = (work: string, offset: number, extra: Parameters<typeof standardRecord>[1] = {}) =>
  standardRecord(`${work}:${year(offset)}`, { workNumber: work, publishedOn: day(offset), publicationYear: year(offset), edition: '2', ...titled(`${work} second edition`), ...extra });

beforeAll(async () => {
  mailServer = await startTestMailServer();
  t = await createTestApp({ mailUrl: mailServer.url, publicUrl: 'https://normscope.example' });
  // The catalogue as a first import brought it: old editions, and first editions published lately.
  await importCatalogue(t.database, [
    standardRecord('ISO 100:2010', { workNumber: 'ISO 100', edition: '1', ...titled('Revised three days ago') }),
    standardRecord('ISO 500:2010', { workNumber: 'ISO 500', edition: '1', ...titled('Revised two months ago') }),
    standardRecord('IEC 200:2012', { workNumber: 'IEC 200', statusCode: 'CUR', ...titled('Withdrawn today') }),
    standardRecord('ISO 900:2001', { workNumber: 'ISO 900', statusCode: 'CUR', ...titled('Withdrawn 45 days ago') }),
    standardRecord('ISO 800:2000', titled('Old and unchanged')),
    standardRecord('OGC 300', { publisher: 'OGC', publishedOn: day(-3), publicationYear: year(-3), ...titled('New three days ago') }),
    standardRecord('ISO 400', { publishedOn: day(-20), publicationYear: year(-20), ...titled('New twenty days ago') }),
    standardRecord('ISO 600', { publishedOn: day(40), publicationYear: year(40), ...titled('Announced for later') }),
  ]);
  // A first import's 'added' events are long past by the time anyone searches.
  await t.database.executeSql(`update document_events set occurred_at = now() - interval '2 years'`);
  // A later import: new editions, withdrawals, and a document that came without a date.
  await importCatalogue(t.database, [
    edition('ISO 100', -3),
    edition('ISO 500', -60),
    standardRecord('IEC 200:2012', { workNumber: 'IEC 200', statusCode: 'W', ...titled('Withdrawn today') }),
    standardRecord('ISO 900:2001', { workNumber: 'ISO 900', statusCode: 'W', ...titled('Withdrawn 45 days ago') }),
    standardRecord('IEEE 700', { publisher: 'IEEE', publishedOn: undefined, publicationYear: undefined, ...titled('Undated, added today') }),
  ]);
  await t.database.executeSql(
    `update document_events e set occurred_at = now() - interval '45 days' from documents d where d.id = e.document_id and d.number = 'ISO 900:2001' and e.kind = 'withdrawn'`,
  );
  const datasets = await Promise.all(['international', 'ieee', 'web-internet'].map((code) => datasetId(t.database, code)));
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: datasets, name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')], name: 'Globex' });
  admin = await signIn(t.app, acme.admin.email);
  adminEmail = acme.admin.email;
  other = await signIn(t.app, globex.admin.email);
});

afterAll(async () => {
  await t.close();
  await mailServer.close();
});

type Fields = Record<string, string | number | (string | number)[]>;

/** The search bar's post of the Latest tab, answered as JSON: where it goes, and the search context. */
async function postLatest(session: TestSession, fields: Fields) {
  return t.app.inject({
    method: 'POST',
    url: searchPaths.formPost,
    headers: { ...asUser(session), accept: 'application/json' },
    payload: formData({ searchCriteria: 'latest', mainsearch: '1', ...fields }),
  });
}

/** The results of a Latest search as the results page reads them (its context), in number order. */
async function latest(session: TestSession, fields: Fields, more: Fields = {}): Promise<SearchResults> {
  const posted = await postLatest(session, fields);
  expect(posted.statusCode, posted.body).toBe(200);
  const { searchContext } = envelopeOf<{ searchContext: string }>(posted).data as { searchContext: string };
  const response = await t.app.inject({
    method: 'POST',
    url: searchPaths.ajax('standards'),
    headers: asUser(session),
    payload: formData({ searchContext, orderBy: 1, ...more }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<SearchResults>(response).data as SearchResults;
}

const found = async (session: TestSession, fields: Fields, more: Fields = {}) => (await latest(session, fields, more)).records.map((record) => record.name).sort();

describe('what and when', () => {
  it.each([
    ['new', '7', ['IEEE 700', 'OGC 300']],
    ['new', '30', ['IEEE 700', 'ISO 400', 'OGC 300']],
    ['revised', '7', [`ISO 100:${year(-3)}`]],
    ['revised', '30', [`ISO 100:${year(-3)}`]],
    ['revised', '90', [`ISO 100:${year(-3)}`, `ISO 500:${year(-60)}`]],
    ['withdrawn', '7', ['IEC 200:2012']],
    ['withdrawn', '90', ['IEC 200:2012', 'ISO 900:2001']],
    ['all', '7', ['IEC 200:2012', 'IEEE 700', `ISO 100:${year(-3)}`, 'OGC 300']],
    ['all', '365', ['IEC 200:2012', 'IEEE 700', `ISO 100:${year(-3)}`, 'ISO 400', `ISO 500:${year(-60)}`, 'ISO 900:2001', 'OGC 300']],
  ])('%s in the last %s days', async (what, when, expected) => {
    expect(await found(admin, { what, when })).toEqual([...expected].sort());
  });

  it('searches everything of the last 30 days when nothing is chosen, and names the period in the criteria', async () => {
    const results = await latest(admin, {});
    expect(results.criteria).toMatchObject({ latestWhat: 'all', latestWhen: 30, latestFrom: '', latestTo: '' });
    expect(results.records.map((record) => record.name).sort()).toEqual(await found(admin, { what: 'all', when: '30' }));
  });

  it('never finds a document announced for later, nor an old one', async () => {
    const names = await found(admin, { what: 'all', when: '365' });
    expect(names).not.toContain('ISO 600');
    expect(names).not.toContain('ISO 800:2000');
  });
});

describe('a date range', () => {
  it('includes both of its days', async () => {
    expect(await found(admin, { what: 'new', when: 'range', dateFrom: day(-20), dateTo: day(-20) })).toEqual(['ISO 400']);
    expect(await found(admin, { what: 'new', when: 'range', dateFrom: day(-19), dateTo: day(0) })).toEqual(['IEEE 700', 'OGC 300']);
    expect(await found(admin, { what: 'new', when: 'range', dateFrom: day(-30), dateTo: day(-21) })).toEqual([]);
    expect(await found(admin, { what: 'withdrawn', when: 'range', dateFrom: day(-45), dateTo: day(-45) })).toEqual(['ISO 900:2001']);
    expect(await found(admin, { what: 'revised', when: 'range', dateFrom: day(-60), dateTo: day(-4) })).toEqual([`ISO 500:${year(-60)}`]);
  });

  it('keeps its dates in the search context, so a facet or a page keeps the period', async () => {
    const results = await latest(admin, { what: 'all', when: 'range', dateFrom: day(-20), dateTo: day(0) }, { 'filter-publisher': 'ISO' });
    expect(results.criteria).toMatchObject({ latestWhat: 'all', latestWhen: 0, latestFrom: day(-20), latestTo: day(0), facetPublisher: ['ISO'] });
    expect(results.records.map((record) => record.name).sort()).toEqual([`ISO 100:${year(-3)}`, 'ISO 400']);
  });

  it.each([
    [{ dateFrom: day(-1), dateTo: day(-2) }, 'latestFrom', 'From date should not be after To date'],
    [{ dateFrom: '2026-02-30', dateTo: '2026-03-01' }, 'latestFrom', 'Enter a valid date'],
    [{ dateFrom: 'yesterday', dateTo: day(0) }, 'latestFrom', 'Enter a valid date'],
    [{ dateFrom: day(-1) }, 'latestTo', 'Enter both dates of the range'],
    [{}, 'latestFrom', 'Enter both dates of the range'],
  ])('refuses %j with 400 and says why', async (dates, path, message) => {
    const response = await postLatest(admin, { what: 'new', when: 'range', ...dates });
    expect(response.statusCode, response.body).toBe(400);
    expect(envelopeOf(response).data).toMatchObject({ issues: expect.arrayContaining([expect.objectContaining({ path, message })]) });
  });

  it('refuses a period the tab does not offer, and a period given with a range', async () => {
    expect((await postLatest(admin, { what: 'new', when: '14' })).statusCode).toBe(400);
    expect((await postLatest(admin, { what: 'lately', when: '7' })).statusCode).toBe(400);
    expect((await postLatest(admin, { what: 'new', when: '7', dateFrom: day(-1), dateTo: day(0) })).statusCode).toBe(400);
  });
});

describe('publisher, dataset and scope', () => {
  it('narrows by publisher and by dataset', async () => {
    expect(await found(admin, { what: 'all', when: '30', 'publisher[]': ['OGC', 'IEC'] })).toEqual(['IEC 200:2012', 'OGC 300']);
    expect(await found(admin, { what: 'new', when: '30', dataset: 'international' })).toEqual(['ISO 400']);
    expect(await found(admin, { what: 'new', when: '30', dataset: 'ieee' })).toEqual(['IEEE 700']);
  });

  it("keeps another organisation to its own subscription, and to its own search contexts", async () => {
    expect(await found(other, { what: 'new', when: '30' })).toEqual(['ISO 400']);
    const all = await latest(other, { what: 'new', when: '30' }, { filterby: 'all' });
    expect(all.records.map((record) => record.name).sort()).toEqual(['IEEE 700', 'ISO 400', 'OGC 300']);
    expect(all.records.find((record) => record.name === 'OGC 300')?.entitled).toBe(false);

    const posted = await postLatest(admin, { what: 'new', when: '30' });
    const { searchContext } = envelopeOf<{ searchContext: string }>(posted).data as { searchContext: string };
    const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers: asUser(other), payload: formData({ searchContext }) });
    expect(response.statusCode).toBe(404);
  });
});

describe('what older searches stored', () => {
  it.each([
    ['published', 'all'],
    ['added', 'new'],
    ['changed', 'all'],
  ])('reads %s as %s, posted or saved', async (legacy, current) => {
    const posted = await latest(admin, { what: legacy, when: '30' });
    expect(posted.criteria).toMatchObject({ latestWhat: current, latestWhen: 30 });
    expect(posted.records.map((record) => record.name).sort()).toEqual(await found(admin, { what: current, when: '30' }));

    const { rows } = await t.database.executeSql(
      `insert into saved_searches (organisation_id, user_id, name, tab, criteria, notify)
       select organisation_id, id, $2, 'standards', $3::jsonb, true from users where email = $1 returning id`,
      [adminEmail, `Legacy ${legacy}`, JSON.stringify({ latestWhat: legacy, latestWhen: 14 })],
    );
    const list = await t.app.inject({ method: 'GET', url: savedSearchPaths.list, headers: asUser(admin) });
    const row = (envelopeOf<SavedSearchList>(list).data as SavedSearchList).rows.find((saved) => saved.id === Number(rows[0]?.id));
    expect(row?.details).toEqual(['standards', { key: 'latest', values: [current, '30'] }]);
    expect(row?.notify).toBe(true);
    await t.database.executeSql(`delete from saved_searches where id = $1`, [rows[0]?.id]);
  });
});

describe('save with alerts', () => {
  it('saves a Latest search with notify, describes it, and mails what is new to it since the last alert', async () => {
    const posted = await postLatest(admin, { what: 'new', when: '7', 'publisher[]': 'OGC' });
    const { searchContext } = envelopeOf<{ searchContext: string }>(posted).data as { searchContext: string };
    const saved = await t.app.inject({
      method: 'POST',
      url: savedSearchPaths.save(searchContext),
      headers: asUser(admin),
      payload: formData({ save_search_name: 'New in my field', save_search_notify: '1', save_search_sel: 'standards', onclk_saveSearch: '1' }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const row = envelopeOf<SavedSearchRow>(saved).data as SavedSearchRow;
    expect(row).toMatchObject({ notify: true, actions: { notify: true } });
    expect(row.details).toEqual(['standards', { key: 'publisher', values: ['OGC'] }, { key: 'latest', values: ['new', '7'] }]);

    // Nothing new since it was saved: no mail.
    expect(await t.services.savedSearches.runAlerts()).toMatchObject({ mailsSent: 0 });
    await importCatalogue(t.database, [
      standardRecord('OGC 310', { publisher: 'OGC', publishedOn: day(-1), publicationYear: year(-1), ...titled('Geodata published yesterday') }),
      standardRecord('ISO 410', { publishedOn: day(-1), publicationYear: year(-1), ...titled('Another publisher, yesterday') }),
    ]);
    expect(await t.services.savedSearches.runAlerts()).toMatchObject({ mailsSent: 1, documentsAlerted: 1, failedUsers: 0 });
    const mails = mailServer.received.filter((mail) => mail.envelopeTo.includes(adminEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('OGC 310 — Geodata published yesterday');
    expect(mails[0]?.text).toContain('New in my field');
    expect(mails[0]?.text).not.toContain('ISO 410');
    expect(await t.services.savedSearches.runAlerts()).toMatchObject({ mailsSent: 0 });
  });

  it('keeps the spec’s save-search rules: a name is required, at most 50 characters', async () => {
    const posted = await postLatest(admin, { what: 'all', when: '30' });
    const { searchContext } = envelopeOf<{ searchContext: string }>(posted).data as { searchContext: string };
    for (const name of ['', 'x'.repeat(51)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: savedSearchPaths.save(searchContext),
        headers: asUser(admin),
        payload: formData({ save_search_name: name, save_search_notify: '1', save_search_sel: 'standards', onclk_saveSearch: '1' }),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
