import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionPaths } from '../../../common/collections/collections.contract.ts';
import {
  COMPACT_ROWS,
  DETAILED_ROWS,
  homePaths,
  type AlertsContent,
  type ChangedDocumentsContent,
  type KeptDocumentsContent,
  type ReviewMark,
  type WatchedDocumentsContent,
} from '../../../common/home/home.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { savedSearchPaths, type SavedSearchRow } from '../../../common/saved-searches/saved-searches.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import type { CatalogueRecord } from '../catalogue/index.ts';
import { datasetId, importCatalogue, importWithTexts, standardRecord, versionIdsByNumber } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { homeCalls, ok, type HomeCall } from './home-test-calls.ts';

let t: TestApp;
let call: HomeCall;
let ids: Map<string, number>;
let admin: TestSession;
let member: TestSession;
let french: TestSession;
let other: TestSession;
let companyCollection: number;

const NUMBERS = Array.from({ length: 30 }, (_, n) => `ISO ${20_000 + n}:2020`);
const quality = (number: string, overrides: Partial<CatalogueRecord> = {}) =>
  standardRecord(number, { workNumber: 'ISO 9001', statusCode: 'CUR', titles: [{ language: 'en', full: 'Quality management systems — Requirements' }], ...overrides });

beforeAll(async () => {
  t = await createTestApp();
  call = homeCalls(t);
  ids = await importCatalogue(t.database, [
    quality('ISO 9001:2015'),
    standardRecord('ISO 14001:2015', { statusCode: 'CUR', titles: [{ language: 'en', full: 'Environmental management systems' }] }),
    ...NUMBERS.map((number, n) => standardRecord(number, { statusCode: 'CUR', titles: [{ language: 'en', full: `Electrical installations — Part ${n + 1}` }] })),
  ]);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const frenchUser = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, language: 'fr' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  admin = await signIn(t.app, acme.admin.email);
  member = await signIn(t.app, acme.member.email);
  french = await signIn(t.app, frenchUser.email);
  other = await signIn(t.app, globex.admin.email);
  companyCollection = (await ok(call<{ id: number }>(admin, 'POST', collectionPaths.list, { json: { name: 'Company picks', kind: 'company' } }))).id;
});

afterAll(async () => {
  await t.close();
});

const id = (number: string) => {
  const value = ids.get(number);
  if (value === undefined) throw new Error(`no document ${number}`);
  return value;
};

async function action(session: TestSession, name: 'addToCollection' | 'addToWatch', numbers: string[], collectionId?: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: searchPaths.ajax(name),
    headers: asUser(session),
    payload: formData({ docIds: numbers.map(id), bulk: 0, ...(collectionId === undefined ? {} : { collectionId }) }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const content = <T>(session: TestSession, accordion: string, view?: 'compact' | 'detailed') =>
  ok(call<T>(session, 'GET', `${homePaths.content(accordion)}${view ? `?view=${view}` : ''}`));

async function personalCollectionOf(session: TestSession): Promise<number> {
  const { rows } = await t.database.executeSql(`select id from collections where owner_user_id = $1 order by id limit 1`, [session.profile.user.id]);
  return Number(rows[0]?.id);
}

describe('myStandards', () => {
  it('lists the documents of the user’s own and company collections, latest added first, with the collections each is in', async () => {
    const mine = await personalCollectionOf(member);
    // Thirty documents added a minute apart, the last one added most recently.
    await t.database.executeSql(
      `insert into collection_documents (collection_id, document_id, added_by, added_at)
       select $1, d.id, $3, now() - make_interval(mins => (100 - n)::int) from unnest($2::int[]) with ordinality as d(id, n)`,
      [mine, NUMBERS.map(id), member.profile.user.id],
    );
    await action(admin, 'addToCollection', [NUMBERS[29] as string], companyCollection);
    await action(admin, 'addToCollection', ['ISO 9001:2015'], companyCollection);
    // A colleague's personal collection is theirs alone.
    await action(admin, 'addToCollection', ['ISO 14001:2015'], await personalCollectionOf(admin));

    const compact = await content<KeptDocumentsContent>(member, 'myStandards');
    expect(compact.total).toBe(31);
    expect(compact.rows).toHaveLength(COMPACT_ROWS);
    expect(compact.rows.map((row) => row.name.linkName)).toEqual(['ISO 9001:2015', NUMBERS[29], NUMBERS[28], NUMBERS[27], NUMBERS[26]]);
    const [first, both] = compact.rows;
    expect(first).toMatchObject({
      docId: id('ISO 9001:2015'),
      name: { linkName: 'ISO 9001:2015', linkURL: pagePaths.version(0, id('ISO 9001:2015')) },
      title: 'Quality management systems — Requirements',
      status: 'CUR',
      collections: [{ id: companyCollection, name: 'Company picks', kind: 'company' }],
    });
    expect(both?.collections).toEqual([
      { id: companyCollection, name: 'Company picks', kind: 'company' },
      { id: mine, name: 'My documents', kind: 'personal' },
    ]);

    const detailed = await content<KeptDocumentsContent>(member, 'myStandards', 'detailed');
    expect(detailed.total).toBe(31);
    expect(detailed.rows).toHaveLength(DETAILED_ROWS);
    expect(detailed.rows.slice(0, COMPACT_ROWS)).toEqual(compact.rows);
    expect(new Set(detailed.rows.map((row) => row.docId)).size).toBe(DETAILED_ROWS);
    expect(detailed.rows.some((row) => row.docId === id('ISO 14001:2015'))).toBe(false);

    // The admin sees the company's and their own, not the member's personal ones.
    const admins = await content<KeptDocumentsContent>(admin, 'myStandards', 'detailed');
    expect(admins.rows.map((row) => row.name.linkName).sort()).toEqual(['ISO 14001:2015', 'ISO 9001:2015', NUMBERS[29]].sort());
    // Another organisation sees none of it.
    expect(await content<KeptDocumentsContent>(other, 'myStandards', 'detailed')).toEqual({ rows: [], total: 0 });
  });

  it('names the product’s own collections in the reader’s language', async () => {
    const theirs = await personalCollectionOf(french);
    await action(french, 'addToCollection', ['ISO 14001:2015'], theirs);
    const rows = (await content<KeptDocumentsContent>(french, 'myStandards')).rows;
    expect(rows[0]).toMatchObject({ name: { linkName: 'ISO 14001:2015' }, collections: [{ id: theirs, name: 'Mes documents', kind: 'personal' }] });
  });

  it('refuses an unknown accordion or view', async () => {
    expect((await call(member, 'GET', homePaths.content('lawlex'))).status).toBe(400);
    expect((await call(member, 'GET', `${homePaths.content('myStandards')}?view=huge`)).status).toBe(400);
    expect((await call(member, 'GET', `${homePaths.content('myStandards')}?rows=100`)).status).toBe(400);
    expect((await call(null, 'GET', homePaths.content('myStandards'))).status).toBe(401);
  });
});

describe('myC2VStandards', () => {
  const changed = (session: TestSession, view?: 'compact' | 'detailed') => content<ChangedDocumentsContent>(session, 'myC2VStandards', view);
  const review = (session: TestSession, docId: number) => call<ReviewMark>(session, 'POST', homePaths.review(docId), { json: {} });
  const reviews = async () => (await t.database.executeSql(`select user_id, document_id, reviewed_at from document_reviews order by user_id, document_id`)).rows;

  it('shows a kept or watched document after a change, until it is reviewed, and again after the next change', async () => {
    const docId = id('ISO 9001:2015');
    // Nothing changed since the member began keeping ISO 9001 (company collection) and watching ISO 14001.
    await action(member, 'addToWatch', ['ISO 14001:2015']);
    expect(await changed(member)).toEqual({ rows: [], total: 0 });

    await importCatalogue(t.database, [quality('ISO 9001:2025')]);
    const after = await changed(member);
    expect(after.total).toBe(1);
    expect(after.rows).toEqual([
      {
        docId,
        name: { linkName: 'ISO 9001:2025', linkURL: pagePaths.version(0, docId) },
        title: 'Quality management systems — Requirements',
        status: 'CUR',
        change: expect.objectContaining({ kind: 'newEdition', number: 'ISO 9001:2025', previousNumber: 'ISO 9001:2015' }),
        changes: 1,
        // No version has a text to compare.
        actions: { review: true, compare: false },
      },
    ]);
    // The company collection is everyone's in the organisation; another organisation keeps nothing.
    expect((await changed(admin)).total).toBe(1);
    expect(await changed(other)).toEqual({ rows: [], total: 0 });

    const mark = await ok(review(member, docId));
    expect(mark.docId).toBe(docId);
    expect(Number.isNaN(Date.parse(mark.reviewedAt))).toBe(false);
    expect(await changed(member)).toEqual({ rows: [], total: 0 });
    // Reviewing is the member's own: the admin still has it to verify.
    expect((await changed(admin)).total).toBe(1);

    await importCatalogue(t.database, [
      standardRecord('ISO 14001:2015', { statusCode: 'W', titles: [{ language: 'en', full: 'Environmental management systems' }] }),
      quality('ISO 9001:2025', { statusCode: 'W' }),
    ]);
    const next = await changed(member);
    expect(next.total).toBe(2);
    expect(next.rows.map((row) => [row.docId, row.change.kind, row.changes]).sort()).toEqual(
      [
        [docId, 'withdrawn', 1],
        [id('ISO 14001:2015'), 'withdrawn', 1],
      ].sort(),
    );
    const admins = await changed(admin);
    expect(admins.rows.find((row) => row.docId === docId)).toMatchObject({ change: { kind: 'withdrawn', fromStatus: 'CUR', toStatus: 'W' }, changes: 2 });
  });

  it('offers a compare of the new edition where two versions have full text the subscription opens', async () => {
    const text = (body: string) => [{ key: '1', number: '1', title: 'Scope', level: 1, html: `<p>${body}</p>`, text: body }];
    const safety = (number: string) => standardRecord(number, { statusCode: 'CUR', titles: [{ language: 'en', full: 'Occupational health and safety' }] });
    await importWithTexts(t.database, [{ record: safety('ISO 45001:2018'), sections: text('This document gives guidance on safety.') }]);
    const docId = (await versionIdsByNumber(t.database)).get('ISO 45001:2018')?.docId ?? 0;
    ids.set('ISO 45001:2018', docId);
    // Watched by a user the other tests never count for.
    await action(french, 'addToWatch', ['ISO 45001:2018']);
    await importWithTexts(t.database, [{ record: safety('ISO 45001:2024'), sections: text('This document specifies requirements for safety.') }]);
    const row = (await changed(french)).rows.find((candidate) => candidate.docId === docId);
    expect(row).toMatchObject({ change: { kind: 'newEdition' }, actions: { review: true, compare: true } });
  });

  it('cuts the rows to the view and counts them all', async () => {
    await action(member, 'addToWatch', NUMBERS.slice(0, 8));
    await importCatalogue(t.database, NUMBERS.slice(0, 8).map((number) => standardRecord(number, { statusCode: 'W' })));
    const compact = await changed(member);
    expect(compact.total).toBe(10);
    expect(compact.rows).toHaveLength(COMPACT_ROWS);
    expect((await changed(member, 'detailed')).rows).toHaveLength(10);
  });

  it('marks only documents the user keeps or watches, and changes nothing otherwise', async () => {
    const before = await reviews();
    expect((await review(other, id('ISO 9001:2015'))).status).toBe(404);
    expect((await review(member, 999_999)).status).toBe(404);
    expect((await review(member, 0)).status).toBe(400);
    expect((await call(member, 'POST', homePaths.review(id('ISO 9001:2015')), { json: { reviewedAt: '2099-01-01' } })).status).toBe(400);
    const noNonce = await t.app.inject({ method: 'POST', url: homePaths.review(id('ISO 9001:2015')), headers: { cookie: member.cookie }, payload: {} });
    expect(noNonce.statusCode).toBe(403);
    expect(await reviews()).toEqual(before);
  });
});

describe('myAlerts and myWatchedDocuments', () => {
  it('lists the saved searches as their page does, favourites first, cut to the view', async () => {
    const searched = envelopeOf<SearchResults>(
      await t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers: asUser(member), payload: formData({ query_1: 'ISO 9001' }) }),
    ).data as SearchResults;
    const saved: SavedSearchRow[] = [];
    for (let n = 0; n < 7; n++) {
      const response = await t.app.inject({
        method: 'POST',
        url: savedSearchPaths.save(searched.searchContext),
        headers: asUser(member),
        payload: formData({ save_search_name: `Search ${n}`, save_search_notify: '0', save_search_sel: 'standards', onclk_saveSearch: '1' }),
      });
      expect(response.statusCode, response.body).toBe(201);
      saved.push(envelopeOf<SavedSearchRow>(response).data as SavedSearchRow);
    }
    await ok(call(member, 'POST', savedSearchPaths.favourite(saved[6]?.id ?? 0), { form: {} }));

    const compact = await content<AlertsContent>(member, 'myAlerts');
    expect(compact.total).toBe(7);
    expect(compact.rows.map((row) => row.name.linkName)).toEqual(['Search 6', 'Search 0', 'Search 1', 'Search 2', 'Search 3']);
    expect(compact.rows[0]).toMatchObject({ type: 'favourite', favourite: true, actions: { edit: true, delete: true, unFavourite: true } });
    expect(compact.rows[0]?.details[0]).toBe('standards');
    const page = (await ok(call<{ rows: SavedSearchRow[] }>(member, 'GET', savedSearchPaths.list))).rows;
    const detailed = (await content<AlertsContent>(member, 'myAlerts', 'detailed')).rows;
    const shape = (row: SavedSearchRow) => ({ ...row, name: { linkName: row.name.linkName } });
    expect(detailed.map(shape)).toEqual(page.map(shape));
    expect(await content<AlertsContent>(admin, 'myAlerts')).toEqual({ rows: [], total: 0 });
  });

  it('lists the watched documents as their page does, with their row actions, cut to the view', async () => {
    const compact = await content<WatchedDocumentsContent>(member, 'myWatchedDocuments');
    expect(compact.total).toBe(9);
    expect(compact.rows).toHaveLength(COMPACT_ROWS);
    expect(compact.rows[0]).toMatchObject({ number: 'ISO 14001:2015', actions: { unWatchItem: true, unWatchItemGlobal: false } });
    const detailed = await content<WatchedDocumentsContent>(member, 'myWatchedDocuments', 'detailed');
    expect(detailed.rows).toHaveLength(9);
    expect(detailed.rows.slice(0, COMPACT_ROWS)).toEqual(compact.rows);
    expect(await content<WatchedDocumentsContent>(other, 'myWatchedDocuments')).toEqual({ rows: [], total: 0 });
  });
});
