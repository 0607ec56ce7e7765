import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPaths } from '../../../common/catalogue/document.contract.ts';
import { collectionPaths, type CollectionList } from '../../../common/collections/collections.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { RecentlyViewedDoc, SearchResults } from '../../../common/search/search-results.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { snapshotDatabase } from '../../test/database-snapshot.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

/**
 * A view is recorded by its own nonce-checked POST, never by reading the document; a tracking
 * event names only a document and a collection the caller may see.
 */

let t: TestApp;
let ids: Map<string, number>;
let member: TestSession;
let colleague: TestSession;
let outsider: TestSession;
let globexOwnDocId: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await importCatalogue(t.database, [standardRecord('ISO 9001:2015'), standardRecord('ISO 14001:2015'), standardRecord('ISO 45001:2018'), standardRecord('ISO 50001:2018')]);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  // One document of the catalogue becomes Globex's own: Acme cannot see it.
  globexOwnDocId = id('ISO 50001:2018');
  await t.database.executeSql(`update documents set organisation_id = $1 where id = $2`, [globex.organisation.id, globexOwnDocId]);
  member = await signIn(t.app, acme.member.email);
  colleague = await signIn(t.app, acme.admin.email);
  outsider = await signIn(t.app, globex.admin.email);
});

afterAll(async () => {
  await t.close();
});

function id(number: string): number {
  const found = ids.get(number);
  if (found === undefined) throw new Error(`${number} was not imported`);
  return found;
}

function send(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

async function views(userId: number) {
  const { rows } = await t.database.executeSql(`select document_id, view_count from document_views where user_id = $1 order by document_id`, [userId]);
  return rows.map((row) => [Number(row.document_id), Number(row.view_count)]);
}

describe('reading a document and the collections', () => {
  it('changes no row: no view, no collection, no active-collection choice', async () => {
    const before = await snapshotDatabase(t.database);
    for (const session of [member, colleague]) {
      expect((await send('GET', documentPaths.detail(id('ISO 9001:2015')), asUser(session))).statusCode).toBe(200);
      // As the page's preload asks for it: the cookie, no nonce.
      expect((await send('GET', documentPaths.detail(id('ISO 14001:2015')), { cookie: session.cookie })).statusCode).toBe(200);
      expect((await send('GET', collectionPaths.list, asUser(session))).statusCode).toBe(200);
      expect((await send('GET', searchPaths.recentlyViewed, asUser(session))).statusCode).toBe(200);
    }
    expect(await snapshotDatabase(t.database)).toEqual(before);
    expect(await views(member.profile.user.id)).toEqual([]);
  });
});

describe('recording a view', () => {
  it('needs the session and the page nonce, and a document the user can see', async () => {
    const url = documentPaths.views(id('ISO 14001:2015'));
    expect((await send('POST', url, {})).statusCode).toBe(401);
    expect((await send('POST', url, { cookie: member.cookie })).statusCode).toBe(403);
    expect((await send('POST', url, { cookie: member.cookie, 'x-nonce': outsider.nonce })).statusCode).toBe(403);
    expect((await send('POST', documentPaths.views(987_654), asUser(member))).statusCode).toBe(404);
    expect((await send('POST', documentPaths.views(globexOwnDocId), asUser(member))).statusCode).toBe(404);
    expect((await send('POST', url, asUser(member), { docId: 1 })).statusCode).toBe(400);
    expect(await views(member.profile.user.id)).toEqual([]);
  });

  it('counts each view and puts the document at the top of the recently viewed list', async () => {
    const first = await send('POST', documentPaths.views(id('ISO 14001:2015')), asUser(member));
    expect(first.statusCode).toBe(200);
    expect(envelopeOf(first).data).toEqual({ docId: id('ISO 14001:2015'), recorded: true });
    await send('POST', documentPaths.views(id('ISO 45001:2018')), asUser(member));
    await send('POST', documentPaths.views(id('ISO 14001:2015')), asUser(member));
    expect(await views(member.profile.user.id)).toEqual([
      [id('ISO 14001:2015'), 2],
      [id('ISO 45001:2018'), 1],
    ]);
    const recent = envelopeOf<RecentlyViewedDoc[]>(await send('GET', searchPaths.recentlyViewed, asUser(member))).data as RecentlyViewedDoc[];
    expect(recent.map((doc) => doc.name.split(' — ')[0])).toEqual(['ISO 14001:2015', 'ISO 45001:2018']);
    // The owner sees their own document's views counted too.
    expect((await send('POST', documentPaths.views(globexOwnDocId), asUser(outsider))).statusCode).toBe(200);
  });

  it('orders the organisation\u2019s most viewed documents (#STATS) by the views recorded, not by reads', async () => {
    for (let n = 0; n < 3; n++) await send('GET', documentPaths.detail(id('ISO 9001:2015')), asUser(colleague));
    await send('POST', documentPaths.views(id('ISO 45001:2018')), asUser(colleague));
    await send('POST', documentPaths.views(id('ISO 45001:2018')), asUser(colleague));
    const response = await send('POST', searchPaths.ajax('standards'), asUser(member), formData({ query_1: '#STATS:30' }));
    const results = envelopeOf<SearchResults>(response).data as SearchResults;
    // 45001: 3 views (1 by the member, 2 by the admin); 14001: 2; 9001 was only read.
    expect(results.records.map((record) => record.name)).toEqual(['ISO 45001:2018', 'ISO 14001:2015']);
  });
});

describe('the tracking event of a collection document opened', () => {
  const track = (session: TestSession, docId: number, collectionId: number | null, headers = asUser(session)) =>
    send('POST', searchPaths.tracking, headers, { event: 'collectionDocumentOpened', docId, collectionId });

  async function events() {
    const { rows } = await t.database.executeSql(`select user_id, document_id, collection_id from tracking_events where kind = 'collectionDocumentOpened' order by id`);
    return rows.map((row) => [Number(row.user_id), Number(row.document_id), row.collection_id === null ? null : Number(row.collection_id)]);
  }

  const collectionsOf = async (session: TestSession) =>
    (envelopeOf<CollectionList>(await send('GET', collectionPaths.list, asUser(session))).data as CollectionList).collections;

  it('records a document opened from one of the caller\u2019s collections, or from none', async () => {
    const [mine] = await collectionsOf(member);
    expect((await track(member, id('ISO 9001:2015'), mine?.id ?? 0)).statusCode).toBe(200);
    expect((await track(member, id('ISO 9001:2015'), null)).statusCode).toBe(200);
    const company = envelopeOf<{ id: number }>(await send('POST', collectionPaths.list, asUser(colleague), { name: 'Plant A', kind: 'company' })).data as { id: number };
    expect((await track(member, id('ISO 14001:2015'), company.id)).statusCode).toBe(200);
    expect(await events()).toEqual([
      [member.profile.user.id, id('ISO 9001:2015'), mine?.id],
      [member.profile.user.id, id('ISO 9001:2015'), null],
      [member.profile.user.id, id('ISO 14001:2015'), company.id],
    ]);
  });

  it('answers not found for another organisation\u2019s collection, a colleague\u2019s personal one, or one that does not exist, and records nothing', async () => {
    const before = await events();
    const [globexCollection] = await collectionsOf(outsider);
    const [colleagueCollection] = (await collectionsOf(colleague)).filter((collection) => collection.kind === 'personal');
    for (const collectionId of [globexCollection?.id ?? 0, colleagueCollection?.id ?? 0, 987_654]) {
      const response = await track(member, id('ISO 9001:2015'), collectionId);
      expect(response.statusCode, String(collectionId)).toBe(404);
      expect(envelopeOf(response).data).toMatchObject({ reason: expect.stringContaining('The collection') });
    }
    expect(await events()).toEqual(before);
  });

  it('answers not found for a document that does not exist or that the organisation cannot see', async () => {
    const before = await events();
    const [mine] = await collectionsOf(member);
    expect((await track(member, 987_654, null)).statusCode).toBe(404);
    expect((await track(member, globexOwnDocId, mine?.id ?? 0)).statusCode).toBe(404);
    expect((await track(member, id('ISO 9001:2015'), null, { cookie: member.cookie })).statusCode).toBe(403);
    expect(await events()).toEqual(before);
  });

  it('keeps the event when its collection is deleted, without the collection (the foreign key)', async () => {
    const created = envelopeOf<{ id: number }>(await send('POST', collectionPaths.list, asUser(member), { name: 'Short-lived', kind: 'personal' })).data as { id: number };
    expect((await track(member, id('ISO 45001:2018'), created.id)).statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: collectionPaths.one(created.id), headers: asUser(member) });
    expect(deleted.statusCode).toBe(200);
    expect((await events()).at(-1)).toEqual([member.profile.user.id, id('ISO 45001:2018'), null]);
    await expect(
      t.database.executeSql(`insert into tracking_events (organisation_id, kind, collection_id) values ($1, 'collectionDocumentOpened', 987654)`, [
        member.profile.organisation.id,
      ]),
    ).rejects.toThrow(/foreign key/);
  });
});
