import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePaths, type AlertsContent } from '../../../common/home/home.contract.ts';
import { savedSearchPaths, type SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { homeCalls, ok, type HomeCall } from './home-test-calls.ts';

/**
 * The alerts table's calls: the saved-search calls the spec names (editInquiry, deleteSavedSearch,
 * unFavourite) and the dashboard's own update call, which must follow the same rules.
 */
let t: TestApp;
let call: HomeCall;
let member: TestSession;
let colleague: TestSession;
let other: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  call = homeCalls(t);
  await importCatalogue(t.database, [standardRecord('ISO 9001:2015'), standardRecord('ISO 14001:2015')]);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  member = await signIn(t.app, acme.member.email);
  colleague = await signIn(t.app, acme.admin.email);
  other = await signIn(t.app, globex.admin.email);
});

afterAll(async () => {
  await t.close();
});

let saves = 0;
/** A saved search of the member's, on the standards or collections tab. */
async function saved(tab: 'standards' | 'collections' = 'standards'): Promise<SavedSearchRow> {
  const fields: Record<string, string> = tab === 'standards' ? { query_1: 'ISO 9001' } : { notes: 'x' };
  const results = envelopeOf<SearchResults>(
    await t.app.inject({ method: 'POST', url: searchPaths.ajax(tab), headers: asUser(member), payload: formData(fields) }),
  ).data as SearchResults;
  saves += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: savedSearchPaths.save(results.searchContext),
    headers: asUser(member),
    payload: formData({ save_search_name: `Saved ${saves}`, save_search_notify: '0', save_search_sel: tab, onclk_saveSearch: '1' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return envelopeOf<SavedSearchRow>(response).data as SavedSearchRow;
}

const stored = async (id: number) =>
  (await t.database.executeSql(`select name, notify, favourite, alerted_through_event_id, updated_at from saved_searches where id = $1`, [id])).rows[0];
const update = (session: TestSession, form: Record<string, string>) => call<SavedSearchRow | { id: number }>(session, 'POST', homePaths.update, { form });
const alertRows = async () => (await ok(call<AlertsContent>(member, 'GET', `${homePaths.content('myAlerts')}?view=detailed`))).rows;

describe('editing a saved search', () => {
  it('renames and sets notify through editInquiry and through the update call alike', async () => {
    const first = await saved();
    const edited = await ok(call<SavedSearchRow>(member, 'POST', savedSearchPaths.edit(first.id), { form: { name: 'Quality', notify: '1' } }));
    expect(edited).toMatchObject({ id: first.id, name: { linkName: 'Quality' }, notify: true });

    const second = await saved();
    const viaDashboard = await ok(update(member, { action: 'update', elementId: String(second.id), elementName: '  Environment  ', elementNotify: '1' }));
    expect(viaDashboard).toMatchObject({ id: second.id, name: { linkName: 'Environment' }, notify: true, type: 'savedSearch' });
    // The same row shape as editInquiry answers.
    expect(Object.keys(viaDashboard).sort()).toEqual(Object.keys(edited).sort());
    expect(await stored(second.id)).toMatchObject({ name: 'Environment', notify: true });

    // notify left out stays as it is; a JSON body works too.
    const renamed = await ok(call<SavedSearchRow>(member, 'POST', homePaths.update, { json: { action: 'update', elementId: second.id, elementName: 'Environment 2' } }));
    expect(renamed).toMatchObject({ name: { linkName: 'Environment 2' }, notify: true });
    const off = await ok(call<SavedSearchRow>(member, 'POST', homePaths.update, { json: { action: 'update', elementId: second.id, elementName: 'Environment 2', elementNotify: false } }));
    expect(off.notify).toBe(false);
    expect((await alertRows()).map((row) => row.name.linkName)).toEqual(expect.arrayContaining(['Quality', 'Environment 2']));
  });

  it('refuses what editInquiry refuses, with the same answer, and changes nothing', async () => {
    const standards = await saved();
    const collections = await saved('collections');
    const taken = (await stored(standards.id))?.name as string;
    const cases: [number, { name?: string; notify?: string }, number][] = [
      [standards.id, { name: '' }, 400],
      [standards.id, { name: '   ' }, 400],
      [standards.id, { name: 'x'.repeat(51) }, 400],
      [standards.id, { name: 'Quality' }, 409],
      [collections.id, { name: 'Collections alert', notify: '1' }, 400],
    ];
    for (const [id, fields, code] of cases) {
      const before = await stored(id);
      const inquiry = await call(member, 'POST', savedSearchPaths.edit(id), { form: { name: fields.name ?? taken, ...(fields.notify ? { notify: fields.notify } : {}) } });
      const dashboard = await update(member, { action: 'update', elementId: String(id), elementName: fields.name ?? taken, ...(fields.notify ? { elementNotify: fields.notify } : {}) });
      expect([inquiry.status, dashboard.status], JSON.stringify(fields)).toEqual([code, code]);
      expect(dashboard.reasonKey).toBe(inquiry.reasonKey);
      expect(await stored(id)).toEqual(before);
    }
    // A name of exactly 50 characters is fine; the collections search takes no notify but may be renamed.
    expect((await ok(update(member, { action: 'update', elementId: String(standards.id), elementName: 'y'.repeat(50) })) as SavedSearchRow).name.linkName).toHaveLength(50);
    expect(await ok(update(member, { action: 'update', elementId: String(collections.id), elementName: 'Notes', elementNotify: '0' }))).toMatchObject({ notify: false });
    // No name at all, an unknown action or field.
    const forms: Record<string, string>[] = [
      { action: 'update', elementId: String(standards.id) },
      { action: 'rename', elementId: String(standards.id), elementName: 'x' },
      { action: 'update', elementId: 'abc', elementName: 'x' },
      { action: 'update', elementId: String(standards.id), elementName: 'x', colour: 'red' },
    ];
    for (const form of forms) {
      expect((await update(member, form)).status, JSON.stringify(form)).toBe(400);
    }
  });
});

describe('deleting a saved search', () => {
  it('deletes through deleteSavedSearch and through the update call alike, then answers 404', async () => {
    const first = await saved();
    const second = await saved();
    const viaInquiry = await ok(call<{ id: number }>(member, 'POST', savedSearchPaths.remove(first.id), { form: {} }));
    const viaDashboard = await ok(update(member, { action: 'delete', elementId: String(second.id) }));
    expect(viaInquiry).toEqual({ id: first.id });
    expect(viaDashboard).toEqual({ id: second.id });
    expect(await stored(first.id)).toBeUndefined();
    expect(await stored(second.id)).toBeUndefined();
    expect((await alertRows()).some((row) => row.id === first.id || row.id === second.id)).toBe(false);
    expect((await update(member, { action: 'delete', elementId: String(second.id) })).status).toBe(404);
    expect((await call(member, 'POST', savedSearchPaths.remove(first.id), { form: {} })).status).toBe(404);
  });

  it('unstars with unFavourite (201), keeping the saved search', async () => {
    const search = await saved();
    await ok(call(member, 'POST', savedSearchPaths.favourite(search.id), { form: {} }));
    expect((await alertRows())[0]).toMatchObject({ id: search.id, type: 'favourite' });
    const unstar = await call<SavedSearchRow>(member, 'GET', savedSearchPaths.unFavourite(search.id));
    expect(unstar.status).toBe(201);
    expect(unstar.data).toMatchObject({ id: search.id, favourite: false, type: 'savedSearch' });
    expect((await alertRows()).find((row) => row.id === search.id)).toMatchObject({ type: 'savedSearch' });
  });

  it('treats a colleague’s or another organisation’s saved search as not found, whichever the call', async () => {
    const search = await saved();
    const before = await stored(search.id);
    for (const intruder of [colleague, other]) {
      expect((await update(intruder, { action: 'delete', elementId: String(search.id) })).status).toBe(404);
      expect((await update(intruder, { action: 'update', elementId: String(search.id), elementName: 'Taken' })).status).toBe(404);
    }
    const noNonce = await t.app.inject({
      method: 'POST',
      url: homePaths.update,
      headers: { cookie: member.cookie },
      payload: { action: 'delete', elementId: search.id },
    });
    expect(noNonce.statusCode).toBe(403);
    expect(await stored(search.id)).toEqual(before);
  });
});
