import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchPaths, type SavedSearchList, type SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestSession;
let member: TestSession;
let lite: TestSession;
let other: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await importCatalogue(t.database, [
    standardRecord('ISO 9001:2015', { titles: [{ language: 'en', full: 'Quality management systems — Requirements' }] }),
    standardRecord('ISO 9000:2015', { titles: [{ language: 'en', full: 'Quality management systems — Fundamentals and vocabulary' }] }),
    standardRecord('ISO 14001:2015', { titles: [{ language: 'en', full: 'Environmental management systems' }] }),
    ...Array.from({ length: 20 }, (_, n) => standardRecord(`ISO ${30_000 + n}:2020`, { titles: [{ language: 'en', full: `Electrical installations — Part ${n + 1}` }] })),
  ]);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const liteSubscription = await createSubscription(t.database.db, { organisationId: acme.organisation.id, isLite: true, datasetIds: [international] });
  const liteUser = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: liteSubscription.id });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  admin = await signIn(t.app, acme.admin.email);
  member = await signIn(t.app, acme.member.email);
  lite = await signIn(t.app, liteUser.email);
  other = await signIn(t.app, globex.admin.email);
});

afterAll(async () => {
  await t.close();
});

type Fields = Record<string, string | number | (string | number)[]>;

async function search(session: TestSession, fields: Fields, tab: 'standards' | 'collections' = 'standards') {
  const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax(tab), headers: asUser(session), payload: formData(fields) });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<SearchResults>(response).data as SearchResults;
}

/** The save form as the browser posts it: urlencoded, the nonce as a field (no header). */
async function save(session: TestSession, searchContext: string, fields: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: savedSearchPaths.save(searchContext),
    headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ onclk_saveSearch: '1', nonce: session.nonce, ...fields }).toString(),
  });
  return { status: response.statusCode, envelope: envelopeOf<SavedSearchRow>(response) };
}

async function call<T>(session: TestSession | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({ method, url, headers: session ? asUser(session) : {}, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, envelope: envelopeOf<T>(response) };
}

const list = async (session: TestSession) => ((await call<SavedSearchList>(session, 'GET', savedSearchPaths.list)).envelope.data as SavedSearchList).rows;

async function storedRow(id: number) {
  const { rows } = await t.database.executeSql(
    `select name, tab, criteria, notify, favourite, alerted_through_event_id, updated_at from saved_searches where id = $1`,
    [id],
  );
  return rows[0];
}

const savedCount = async () => Number((await t.database.executeSql(`select count(*)::int as n from saved_searches`)).rows[0]?.n);

/** A saved search of the admin's, made through the API. */
async function savedByAdmin(name: string, notify = false) {
  const results = await search(admin, { query_1: 'ISO 9001' });
  const { status, envelope } = await save(admin, results.searchContext, { save_search_name: name, save_search_notify: notify ? '1' : '0', save_search_sel: 'standards' });
  expect(status, JSON.stringify(envelope)).toBe(201);
  return envelope.data as SavedSearchRow;
}

describe('saving a search from its results page', () => {
  it('keeps a standards search with its tab, whole criteria (from page 1) and alerts on', async () => {
    const results = await search(admin, { query_2: 'electrical installations', orderBy: 1, page: 2 });
    expect(results.page).toBe(2);
    const { status, envelope } = await save(admin, results.searchContext, {
      save_search_name: '  Wiring rules  ',
      save_search_notify: '1',
      save_search_sel: 'standards',
    });
    expect(status, JSON.stringify(envelope)).toBe(201);
    const row = envelope.data as SavedSearchRow;
    expect(row).toMatchObject({
      name: { linkName: 'Wiring rules', linkURL: expect.stringMatching(/^\/management\/search\/index\/0\/-\/s[\w-]+\.[\w-]+$/) },
      type: 'savedSearch',
      tab: 'standards',
      notify: true,
      favourite: false,
      details: ['standards', { key: 'documentTitle', values: ['electrical installations'] }, { key: 'alphabetic', values: ['alphabetic'] }],
      actions: { edit: true, delete: true, favourite: true, unFavourite: false, notify: true },
    });
    const stored = await storedRow(row.id);
    expect(stored).toMatchObject({ name: 'Wiring rules', tab: 'standards', notify: true, favourite: false });
    expect(stored?.criteria).toMatchObject({ documentTitle: 'electrical installations', orderBy: 1, page: 1 });
    const newest = (await t.database.executeSql(`select coalesce(max(id), 0)::int as id from document_events`)).rows[0]?.id;
    expect(Number(stored?.alerted_through_event_id)).toBe(Number(newest));
  });

  it('keeps a collections search without alerts, and refuses alerts for one', async () => {
    const results = await search(admin, { query_1: '' }, 'collections');
    const before = await savedCount();
    const refused = await save(admin, results.searchContext, { save_search_name: 'My folder', save_search_notify: '1', save_search_sel: 'collections' });
    expect(refused.status).toBe(400);
    expect(refused.envelope.data).toMatchObject({ reason: 'Alerts are available for standards searches only.' });
    expect(await savedCount()).toBe(before);

    const { status, envelope } = await save(admin, results.searchContext, { save_search_name: 'My folder', save_search_sel: 'collections' });
    expect(status).toBe(201);
    expect(envelope.data).toMatchObject({ tab: 'collections', notify: false, details: ['collections'], actions: { notify: false } });
  });

  it('lists the saved search; its link re-runs exactly the same search', async () => {
    const original = await search(admin, { query_1: 'ISO 9', 'filter-publisher': 'ISO' });
    const { envelope } = await save(admin, original.searchContext, { save_search_name: 'Quality family', save_search_notify: '1' });
    const saved = envelope.data as SavedSearchRow;
    const row = (await list(admin)).find((r) => r.id === saved.id);
    expect(row).toMatchObject({
      id: saved.id,
      name: { linkName: 'Quality family' },
      type: 'savedSearch',
      notify: true,
      details: ['standards', { key: 'documentNumber', values: ['ISO 9'] }, { key: 'publisher', values: ['ISO'] }],
    });
    const context = row?.name.linkURL.split('/').at(-1) ?? '';
    const rerun = await search(admin, { searchContext: context });
    expect(rerun.docIds).toEqual(original.docIds);
    expect(rerun.hits).toBe(original.hits);
    expect(rerun.criteria).toEqual(original.criteria);
  });

  it('refuses a second saved search of the same name', async () => {
    await savedByAdmin('Same name');
    const results = await search(admin, { query_1: 'ISO 14001' });
    const before = await savedCount();
    const { status, envelope } = await save(admin, results.searchContext, { save_search_name: 'same NAME' });
    expect(status).toBe(409);
    expect(envelope.data).toMatchObject({ reason: 'You already have a saved search named “same NAME”.', reasonKey: 'savedSearches.errors.nameTaken' });
    expect(await savedCount()).toBe(before);
  });

  it.each([
    ['an empty name', { save_search_name: '   ' }, 'save_search_name: Enter a name.'],
    ['a name of 51 characters', { save_search_name: 'x'.repeat(51) }, 'save_search_name: At most 50 characters.'],
    ['an unknown field', { save_search_name: 'Fine', colour: 'red' }, 'Unknown field(s): colour'],
    ['a tab other than the search context', { save_search_name: 'Fine', save_search_sel: 'collections' }, 'This search belongs to another tab.'],
    ['a notify value that is not a checkbox', { save_search_name: 'Fine', save_search_notify: 'maybe' }, 'save_search_notify'],
    ['no save marker', { save_search_name: 'Fine', onclk_saveSearch: '' }, 'onclk_saveSearch: Not a save-search form.'],
  ])('refuses %s with a clear reason and saves nothing', async (_case, fields, reason) => {
    const results = await search(admin, { query_1: 'ISO 9001' });
    const before = await savedCount();
    const { status, envelope } = await save(admin, results.searchContext, fields);
    expect(status).toBe(400);
    expect(envelope.status).toBe('error');
    expect(JSON.stringify(envelope.data)).toContain(reason);
    expect(await savedCount()).toBe(before);
  });

  it('refuses a tampered search context and another organisation’s', async () => {
    const results = await search(admin, { query_1: 'ISO 9001' });
    const before = await savedCount();
    const tampered = `${results.searchContext.slice(0, -2)}${results.searchContext.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = await save(admin, tampered, { save_search_name: 'Forged' });
    expect(forged.status).toBe(400);
    expect(forged.envelope.data).toMatchObject({ reason: 'This search link is not valid. Start a new search.' });
    const foreign = await save(other, results.searchContext, { save_search_name: 'Foreign' });
    expect(foreign.status).toBe(404);
    expect(foreign.envelope.data).toMatchObject({ reasonKey: 'search.errors.otherOrganisation' });
    expect(await savedCount()).toBe(before);
  });

  it('refuses lite subscriptions', async () => {
    const results = await search(lite, { query_1: 'ISO 9001' });
    const before = await savedCount();
    const { status, envelope } = await save(lite, results.searchContext, { save_search_name: 'Lite' });
    expect(status).toBe(403);
    expect(envelope.data).toMatchObject({ reason: 'Saved searches are not part of a lite subscription.', reasonKey: 'savedSearches.errors.lite' });
    expect(await savedCount()).toBe(before);
  });

  it('needs the session (401) and its nonce (403)', async () => {
    const results = await search(admin, { query_1: 'ISO 9001' });
    const before = await savedCount();
    const form = new URLSearchParams({ onclk_saveSearch: '1', save_search_name: 'No nonce' }).toString();
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
    const signedOut = await t.app.inject({ method: 'POST', url: savedSearchPaths.save(results.searchContext), headers: urlencoded, payload: form });
    expect(signedOut.statusCode).toBe(401);
    const wrongNonce = await t.app.inject({
      method: 'POST',
      url: savedSearchPaths.save(results.searchContext),
      headers: { ...urlencoded, cookie: admin.cookie, 'x-nonce': 'not-the-nonce' },
      payload: form,
    });
    expect(wrongNonce.statusCode).toBe(403);
    expect(envelopeOf(wrongNonce).data).toMatchObject({ reasonKey: 'errors.badNonce' });
    expect(await savedCount()).toBe(before);
    expect((await call(null, 'GET', savedSearchPaths.list)).status).toBe(401);
  });
});

describe('managing saved searches', () => {
  it('edits the name and notify', async () => {
    const saved = await savedByAdmin('Before edit');
    const { status, envelope } = await call<SavedSearchRow>(admin, 'POST', savedSearchPaths.edit(saved.id), { name: 'After edit', notify: '1' });
    expect(status).toBe(200);
    expect(envelope.data).toMatchObject({ id: saved.id, name: { linkName: 'After edit' }, notify: true });
    expect(await storedRow(saved.id)).toMatchObject({ name: 'After edit', notify: true });
    const off = await call<SavedSearchRow>(admin, 'POST', savedSearchPaths.edit(saved.id), { name: 'After edit', notify: false });
    expect(off.envelope.data).toMatchObject({ notify: false });
    expect(await storedRow(saved.id)).toMatchObject({ notify: false });
  });

  it('refuses bad edits and changes nothing', async () => {
    const saved = await savedByAdmin('Edit target', true);
    const before = await storedRow(saved.id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '' }, 400, 'name: Enter a name.'],
      [{ name: 'y'.repeat(51) }, 400, 'name: At most 50 characters.'],
      [{ name: 'Fine', colour: 'red' }, 400, 'Unknown field(s): colour'],
      [{ notify: '1' }, 400, 'name'],
    ];
    for (const [payload, code, reason] of cases) {
      const { status, envelope } = await call(admin, 'POST', savedSearchPaths.edit(saved.id), payload);
      expect(status, JSON.stringify(payload)).toBe(code);
      expect(JSON.stringify(envelope.data)).toContain(reason);
    }
    expect(await storedRow(saved.id)).toEqual(before);
  });

  it('refuses alerts on a collections search when editing', async () => {
    const results = await search(admin, { notes: 'x' }, 'collections');
    const saved = (await save(admin, results.searchContext, { save_search_name: 'Notes x' })).envelope.data as SavedSearchRow;
    const before = await storedRow(saved.id);
    const { status } = await call(admin, 'POST', savedSearchPaths.edit(saved.id), { name: 'Notes x', notify: '1' });
    expect(status).toBe(400);
    expect(await storedRow(saved.id)).toEqual(before);
  });

  it('stars and unstars (201), favourites first, and unstarring keeps the saved search', async () => {
    await savedByAdmin('Aardvark');
    const starred = await savedByAdmin('Zebra');
    const star = await call<SavedSearchRow>(admin, 'POST', savedSearchPaths.favourite(starred.id));
    expect(star.status).toBe(201);
    expect(star.envelope).toMatchObject({ status: 'ok', code: 201, data: { favourite: true, type: 'favourite', actions: { favourite: false, unFavourite: true } } });
    const rows = await list(admin);
    expect(rows[0]).toMatchObject({ id: starred.id, type: 'favourite' });
    expect(rows.slice(1).every((row) => row.type === 'savedSearch')).toBe(true);

    const noNonce = await t.app.inject({ method: 'GET', url: savedSearchPaths.unFavourite(starred.id), headers: { cookie: admin.cookie } });
    expect(noNonce.statusCode).toBe(403);
    expect(await storedRow(starred.id)).toMatchObject({ favourite: true });

    const unstar = await call<SavedSearchRow>(admin, 'GET', savedSearchPaths.unFavourite(starred.id));
    expect(unstar.status).toBe(201);
    expect(unstar.envelope.data).toMatchObject({ id: starred.id, favourite: false, type: 'savedSearch' });
    expect(await storedRow(starred.id)).toMatchObject({ name: 'Zebra', favourite: false });
    expect((await list(admin)).some((row) => row.id === starred.id)).toBe(true);
    expect((await call(null, 'GET', savedSearchPaths.unFavourite(starred.id))).status).toBe(401);
  });

  it('deletes, then answers 404', async () => {
    const saved = await savedByAdmin('To delete');
    const removed = await call(admin, 'POST', savedSearchPaths.remove(saved.id));
    expect(removed.status).toBe(200);
    expect(removed.envelope.data).toEqual({ id: saved.id });
    expect(await storedRow(saved.id)).toBeUndefined();
    expect((await list(admin)).some((row) => row.id === saved.id)).toBe(false);
    expect((await call(admin, 'POST', savedSearchPaths.remove(saved.id))).status).toBe(404);
  });

  it('treats someone else’s saved search, in the organisation or not, as not found and changes nothing', async () => {
    const saved = await savedByAdmin('Mine alone', true);
    const before = await storedRow(saved.id);
    for (const intruder of [member, other]) {
      const attempts = [
        await call(intruder, 'POST', savedSearchPaths.edit(saved.id), { name: 'Taken over', notify: '0' }),
        await call(intruder, 'POST', savedSearchPaths.favourite(saved.id)),
        await call(intruder, 'GET', savedSearchPaths.unFavourite(saved.id)),
        await call(intruder, 'POST', savedSearchPaths.remove(saved.id)),
      ];
      for (const attempt of attempts) {
        expect(attempt.status).toBe(404);
        expect(attempt.envelope).toMatchObject({ status: 'error', data: { reason: 'The saved search was not found.' } });
      }
      expect((await list(intruder)).some((row) => row.id === saved.id)).toBe(false);
    }
    expect(await storedRow(saved.id)).toEqual(before);
  });

  it('refuses ids that are not ids', async () => {
    expect((await call(admin, 'POST', savedSearchPaths.remove('abc'))).status).toBe(400);
    expect((await call(admin, 'POST', savedSearchPaths.edit('0'), { name: 'x' })).status).toBe(400);
  });

  it('needs the nonce for edits, deletes and stars', async () => {
    const saved = await savedByAdmin('Nonce guarded');
    const before = await storedRow(saved.id);
    const headers = { cookie: admin.cookie, 'x-nonce': 'wrong' };
    for (const url of [savedSearchPaths.edit(saved.id), savedSearchPaths.remove(saved.id), savedSearchPaths.favourite(saved.id)]) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload: { name: 'Changed' } });
      expect(response.statusCode).toBe(403);
    }
    expect(await storedRow(saved.id)).toEqual(before);
  });
});
