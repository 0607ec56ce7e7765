import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

/**
 * A results page's records: what is the same for every caller is kept per catalogue version
 * (record-cache.ts) and read again once an import gives the catalogue a new one; what is the
 * caller's (collections, watches, unlocks) is read on every search.
 */
let t: TestApp;
let member: TestSession;
let other: TestSession;

const pumps = (title: string, extra: Parameters<typeof standardRecord>[1] = {}) =>
  standardRecord('ISO 4409:2019', { titles: [{ language: 'en', full: title }, { language: 'fr', full: `${title} (fr)` }], ...extra });

beforeAll(async () => {
  t = await createTestApp();
  await importCatalogue(t.database, [pumps('Hydraulic pumps — Test methods'), standardRecord('ISO 4413:2010', { titles: [{ language: 'en', full: 'Hydraulic fluid power — Safety' }] })]);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international] });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international] });
  member = await signIn(t.app, acme.member.email);
  other = await signIn(t.app, globex.member.email);
});

afterAll(async () => {
  await t.close();
});

async function results(session: TestSession, fields: Record<string, string>, tab: 'standards' | 'collections' = 'standards'): Promise<SearchResults> {
  const response = await t.app.inject({ method: 'POST', url: searchPaths.ajax(tab), headers: asUser(session), payload: formData(fields) });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<SearchResults>(response).data as SearchResults;
}

const record = (found: SearchResults, name: string) => found.records.find((entry) => entry.name === name);

describe("a results page's records", () => {
  it('shows what an import changed in a document on the next search, on either tab', async () => {
    const before = record(await results(member, { query_2: 'hydraulic' }), 'ISO 4409:2019');
    expect(before).toMatchObject({ title: 'Hydraulic pumps — Test methods', docStatusCode: 'CUR', links: [] });
    const added = await t.app.inject({ method: 'POST', url: searchPaths.ajax('addToCollection'), headers: asUser(member), payload: formData({ docIds: String(before?.doc_id) }) });
    expect(added.statusCode, added.body).toBe(200);
    expect(record(await results(member, { query_1: 'ISO' }, 'collections'), 'ISO 4409:2019')?.title).toBe('Hydraulic pumps — Test methods');

    await importCatalogue(t.database, [
      pumps('Hydraulic pumps and motors — Test methods', { statusCode: 'W', links: [{ type: 'src', url: 'https://www.iso.org/standard/4409' }] }),
    ]);
    // The collections tab first: it has no search of its own to run again when the catalogue changed.
    expect(record(await results(member, { query_1: 'ISO' }, 'collections'), 'ISO 4409:2019')?.title).toBe('Hydraulic pumps and motors — Test methods');
    const after = record(await results(member, { query_2: 'hydraulic' }), 'ISO 4409:2019');
    expect(after).toMatchObject({ title: 'Hydraulic pumps and motors — Test methods', links: [{ type: 'src', url: 'https://www.iso.org/standard/4409' }] });
    expect(after?.docStatusCode).not.toBe('CUR');
  });

  it("shows each caller their own language's title and their own collections, however often the page was read", async () => {
    await results(member, { query_2: 'hydraulic' });
    await t.database.executeSql(`update users set language = 'fr' where id = (select id from users where email = $1)`, [other.profile.user.email]);
    expect(record(await results(other, { query_2: 'hydraulic' }), 'ISO 4409:2019')?.title).toBe('Hydraulic pumps and motors — Test methods (fr)');
    expect(record(await results(member, { query_2: 'hydraulic' }), 'ISO 4409:2019')?.title).toBe('Hydraulic pumps and motors — Test methods');

    const docId = record(await results(member, { query_2: 'hydraulic' }), 'ISO 4413:2010')?.doc_id;
    expect(record(await results(member, { query_2: 'hydraulic' }), 'ISO 4413:2010')?.collection).toBe('N');
    const added = await t.app.inject({ method: 'POST', url: searchPaths.ajax('addToCollection'), headers: asUser(member), payload: formData({ docIds: String(docId) }) });
    expect(added.statusCode, added.body).toBe(200);
    expect(record(await results(member, { query_2: 'hydraulic' }), 'ISO 4413:2010')?.collection).toBe('Y');
    expect(record(await results(other, { query_2: 'hydraulic' }), 'ISO 4413:2010')?.collection).toBe('N');
  });
});
