import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '../../../common/account/account.contract.ts';
import { collectionPaths, type CollectionList } from '../../../common/collections/collections.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { ActionResult, SearchResults } from '../../../common/search/search-results.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

let t: TestApp;
let ids: Map<string, number>;
let admin: TestSession;
let member: TestSession;
let other: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  ids = await importCatalogue(t.database, [
    standardRecord('ISO 9001:2015', { titles: [{ language: 'en', full: 'Quality management systems — Requirements' }] }),
    standardRecord('ISO 14001:2015', { titles: [{ language: 'en', full: 'Environmental management systems' }] }),
    standardRecord('ISO 45001:2018', { titles: [{ language: 'en', full: 'Occupational health and safety management systems' }] }),
    standardRecord('IEC 60204-1:2016', { workNumber: 'IEC 60204-1', docType: 'standard', titles: [{ language: 'en', full: 'Safety of machinery' }] }),
  ]);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  admin = await signIn(t.app, acme.admin.email);
  member = await signIn(t.app, acme.member.email);
  other = await signIn(t.app, globex.admin.email);
});

afterAll(async () => {
  await t.close();
});

const id = (number: string) => ids.get(number) ?? 0;

async function call<T>(session: TestSession, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url, headers: asUser(session), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, envelope: envelopeOf<T>(response) };
}

async function action(session: TestSession, name: Parameters<typeof searchPaths.ajax>[0], fields: Record<string, string | number>) {
  return call<ActionResult>(session, 'POST', searchPaths.ajax(name), formData(fields));
}

async function collectionsOf(session: TestSession) {
  return (await call<CollectionList>(session, 'GET', collectionPaths.list)).envelope.data as CollectionList;
}

describe('collections', () => {
  it('gives every user a personal collection that row actions add to', async () => {
    const list = await collectionsOf(member);
    expect(list.collections).toEqual([
      expect.objectContaining({ name: 'My documents', kind: 'personal', active: true, abilities: { rename: true, delete: true, editDocuments: true } }),
    ]);
    expect(list.canCreateCompany).toBe(false);
  });

  it('adds single and bulk, tells what was already there, and removes', async () => {
    const single = await action(member, 'addToCollection', { docIds: id('ISO 9001:2015'), bulk: 0 });
    expect(single.status).toBe(200);
    expect(single.envelope.data).toMatchObject({
      successMsg: '1 document added to My documents.',
      warnMsg: null,
      successKey: 'search.actions.added',
      documents: [{ doc_id: id('ISO 9001:2015'), myDoc: 'Y', collection: 'Y', actions: { addItem: false, remItem: true } }],
    });
    const bulk = await action(member, 'addToCollection', { docIds: `${id('ISO 9001:2015')},${id('ISO 14001:2015')}`, bulk: 1 });
    expect(bulk.envelope.data).toMatchObject({
      successMsg: '1 document added to My documents.',
      warnMsg: '1 document was already in My documents.',
    });
    const removed = await action(member, 'removeFromCollection', { docIds: id('ISO 14001:2015'), bulk: 0 });
    expect(removed.envelope.data).toMatchObject({ successMsg: '1 document removed from My documents.', documents: [{ myDoc: 'N' }] });
  });

  it('keeps notes and tags per document and finds them on the collections tab', async () => {
    const list = await collectionsOf(member);
    const mine = list.collections[0]?.id ?? 0;
    const saved = await call(member, 'PUT', collectionPaths.document(mine, id('ISO 9001:2015')), { notes: 'Audit in March', tags: ['audit', 'quality'] });
    expect(saved.status).toBe(200);
    const search = await call<SearchResults>(member, 'POST', searchPaths.ajax('collections'), formData({ notes: 'march' }));
    const results = search.envelope.data as SearchResults;
    expect(results.records.map((r) => r.name)).toEqual(['ISO 9001:2015']);
    expect(results.records[0]).toMatchObject({ notes: 'Audit in March', tags: ['audit', 'quality'] });
    const tags = results.facets.find((f) => f.key === 'tags')?.options.map((o) => o.id);
    expect(tags).toEqual(['audit', 'quality']);
    const byTag = await call<SearchResults>(member, 'POST', searchPaths.ajax('collections'), formData({ 'tags[]': 'audit' }));
    expect((byTag.envelope.data as SearchResults).hits).toBe(1);
  });

  it('lets admins and power users curate company collections; members see them but cannot change them', async () => {
    const created = await call<{ id: number }>(admin, 'POST', collectionPaths.list, { name: 'Plant A', kind: 'company' });
    expect(created.status).toBe(201);
    const companyId = (created.envelope.data as { id: number }).id;
    expect((await action(admin, 'addToCollection', { docIds: id('IEC 60204-1:2016'), collectionId: companyId, bulk: 0 })).status).toBe(200);

    const memberView = await collectionsOf(member);
    expect(memberView.collections.find((c) => c.id === companyId)).toMatchObject({ kind: 'company', abilities: { rename: false, delete: false, editDocuments: false } });
    const refused = await action(member, 'addToCollection', { docIds: id('ISO 45001:2018'), collectionId: companyId, bulk: 0 });
    expect(refused.status).toBe(403);
    expect((await call(member, 'PATCH', collectionPaths.one(companyId), { name: 'Mine now' })).status).toBe(403);
    expect((await call(member, 'POST', collectionPaths.list, { name: 'Rogue', kind: 'company' })).status).toBe(403);

    // With a company collection active, a member's row cannot add to it.
    await call(member, 'POST', collectionPaths.active, { collectionId: companyId });
    const actions = await action(member, 'getDocumentActions', { docIds: id('ISO 45001:2018') });
    expect((actions.envelope.data as ActionResult).documents[0]?.actions).toMatchObject({ addItem: false, remItem: false });
    const tab = await call<SearchResults>(member, 'POST', searchPaths.ajax('collections'), formData({ dcoll: companyId }));
    expect((tab.envelope.data as SearchResults).records.map((r) => r.name)).toEqual(['IEC 60204-1:2016']);
  });

  it('renames and deletes, and refuses bad names', async () => {
    const created = await call<{ id: number }>(member, 'POST', collectionPaths.list, { name: 'Temporary', kind: 'personal' });
    const tempId = (created.envelope.data as { id: number }).id;
    expect((await call(member, 'PATCH', collectionPaths.one(tempId), { name: '' })).status).toBe(400);
    expect((await call(member, 'PATCH', collectionPaths.one(tempId), { name: 'x'.repeat(81) })).status).toBe(400);
    expect((await call(member, 'PATCH', collectionPaths.one(tempId), { name: 'Renamed' })).status).toBe(200);
    expect((await collectionsOf(member)).collections.map((c) => c.name)).toContain('Renamed');
    expect((await call(member, 'DELETE', collectionPaths.one(tempId))).status).toBe(200);
    expect((await collectionsOf(member)).collections.map((c) => c.name)).not.toContain('Renamed');
  });

  it("never crosses organisations: another organisation's collection is not found and nothing changes", async () => {
    const acmeCollection = (await collectionsOf(member)).collections[0]?.id ?? 0;
    const before = await collectionsOf(member);
    expect((await action(other, 'addToCollection', { docIds: id('ISO 45001:2018'), collectionId: acmeCollection, bulk: 0 })).status).toBe(404);
    expect((await call(other, 'PATCH', collectionPaths.one(acmeCollection), { name: 'Stolen' })).status).toBe(404);
    expect((await call(other, 'DELETE', collectionPaths.one(acmeCollection))).status).toBe(404);
    expect((await call(other, 'PUT', collectionPaths.document(acmeCollection, id('ISO 9001:2015')), { notes: 'x', tags: [] })).status).toBe(404);
    expect(await collectionsOf(member)).toEqual(before);
    const otherTab = await call<SearchResults>(other, 'POST', searchPaths.ajax('collections'), formData({ notes: 'march' }));
    expect((otherTab.envelope.data as SearchResults).hits).toBe(0);
  });
});

describe("the product's own collection name", () => {
  let reader: TestSession;
  beforeAll(async () => {
    const initech = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')], name: 'Initech' });
    reader = await signIn(t.app, initech.member.email);
  });

  const switchTo = async (language: string) => {
    const response = await t.app.inject({ method: 'POST', url: accountPaths.language, headers: asUser(reader), payload: { language } });
    expect(response.statusCode).toBe(200);
  };
  const names = async () => (await collectionsOf(reader)).collections.map((collection) => collection.name);

  it("reads in the reader's language wherever it shows, until they rename it", async () => {
    expect(await names()).toEqual(['My documents']);
    await action(reader, 'addToCollection', { docIds: id('ISO 9001:2015'), bulk: 0 });

    await switchTo('fr');
    expect(await names()).toEqual(['Mes documents']);
    const added = await action(reader, 'addToCollection', { docIds: id('ISO 14001:2015'), bulk: 0 });
    expect(added.envelope.data).toMatchObject({ collectionName: 'Mes documents', messageValues: { collection: 'Mes documents' } });
    const found = (await call<SearchResults>(reader, 'POST', searchPaths.ajax('standards'), formData({ query_1: 'ISO 9001' }))).envelope.data as SearchResults;
    expect(found.records[0]?.collections.map((collection) => collection.name)).toEqual(['Mes documents']);
    expect(found.activeCollection).toMatchObject({ name: 'Mes documents' });
    const tab = (await call<SearchResults>(reader, 'POST', searchPaths.ajax('collections'), formData({ query_1: 'ISO' }))).envelope.data as SearchResults;
    expect(tab.facets.find((facet) => facet.key === 'colls')?.options.map((option) => option.text)).toEqual(['Mes documents']);
    const options = (await call<{ id: string; text: string }[]>(reader, 'GET', searchPaths.field('collections'))).envelope.data as { id: string; text: string }[];
    expect(options.map((option) => option.text)).toEqual(['Mes documents']);

    await switchTo('de');
    expect(await names()).toEqual(['Meine Dokumente']);
    const [mine] = (await collectionsOf(reader)).collections;
    await call(reader, 'PATCH', collectionPaths.one(mine?.id ?? 0), { name: 'Pumpennormen' });
    await switchTo('en');
    expect(await names()).toEqual(['Pumpennormen']);
  });

  it("keeps a name a user typed as they typed it, even the product's words", async () => {
    await call(reader, 'POST', collectionPaths.list, { kind: 'personal', name: 'My documents' });
    await switchTo('fr');
    expect((await names()).sort()).toEqual(['My documents', 'Pumpennormen']);
    await switchTo('en');
  });
});

describe('watches', () => {
  it('watches and unwatches, single and bulk, with messages', async () => {
    const watched = await action(member, 'addToWatch', { docIds: `${id('ISO 9001:2015')},${id('ISO 14001:2015')}`, bulk: 1 });
    expect(watched.envelope.data).toMatchObject({ successMsg: 'You now watch 2 documents.', documents: [{ watch: 1 }, { watch: 1 }] });
    const again = await action(member, 'addToWatch', { docIds: id('ISO 9001:2015'), bulk: 0 });
    expect(again.envelope.data).toMatchObject({ successMsg: null, warnMsg: 'You already watched 1 document.' });
    const unwatched = await action(member, 'removeFromWatch', { docIds: id('ISO 14001:2015'), bulk: 0 });
    expect(unwatched.envelope.data).toMatchObject({ successMsg: 'You no longer watch 1 document.', documents: [{ watch: 0, actions: { watchItem: true } }] });
  });

  it("lets an admin end everyone's watch on a document, and nobody else", async () => {
    const seen = await action(admin, 'getDocumentActions', { docIds: id('ISO 9001:2015') });
    expect((seen.envelope.data as ActionResult).documents[0]?.actions).toMatchObject({ watchItem: true, unWatchItemGlobal: true });
    expect((await action(member, 'removeFromWatch', { docIds: id('ISO 9001:2015'), bulk: 0, global: 1 })).status).toBe(403);
    const ended = await action(admin, 'removeFromWatch', { docIds: id('ISO 9001:2015'), bulk: 0, global: 1 });
    expect(ended.envelope.data).toMatchObject({ successMsg: 'Nobody in your organisation watches 1 document any more.' });
    const after = await action(member, 'getDocumentActions', { docIds: id('ISO 9001:2015') });
    expect((after.envelope.data as ActionResult).documents[0]).toMatchObject({ watch: 0 });
  });
});

describe('bad action input', () => {
  it('refuses no selection, unknown documents and unknown fields, changing nothing', async () => {
    const none = await action(member, 'addToWatch', { docIds: '', bulk: 1 });
    expect(none.status).toBe(400);
    expect(none.envelope.data).toMatchObject({ reason: expect.stringContaining('No document selected') });
    expect((await action(member, 'addToWatch', { docIds: 999_999, bulk: 0 })).status).toBe(404);
    expect((await action(member, 'addToWatch', { docIds: id('ISO 45001:2018'), bulk: 0, colour: 'red' })).status).toBe(400);
    const state = await action(member, 'getDocumentActions', { docIds: id('ISO 45001:2018') });
    expect((state.envelope.data as ActionResult).documents[0]).toMatchObject({ watch: 0 });
  });

  it('refuses an action without the nonce', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: searchPaths.ajax('addToWatch'),
      headers: { cookie: member.cookie },
      payload: formData({ docIds: id('ISO 45001:2018'), bulk: 0 }),
    });
    expect(response.statusCode).toBe(403);
  });
});
