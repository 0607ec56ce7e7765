import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPaths } from '../../../common/catalogue/document.contract.ts';
import { collectionPaths } from '../../../common/collections/collections.contract.ts';
import { COMPACT_ROWS, DETAILED_ROWS, homePaths, type ActivitiesContent, type ActivityCard } from '../../../common/home/home.contract.ts';
import { readerPaths } from '../../../common/reader/reader-paths.ts';
import { pagePaths } from '../../../common/routes.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import { createCatalogueWriter } from '../catalogue/index.ts';
import { datasetId, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { homeCalls, ok, type HomeCall } from './home-test-calls.ts';

let t: TestApp;
let call: HomeCall;
let member: TestSession;
let admin: TestSession;
let carol: TestSession;
let other: TestSession;
let docs: Record<string, { docId: number; versionId: number }>;
let companyCollection: number;

const SECTIONS = [
  { key: '1', number: '1', title: 'Scope', level: 1, html: '<p>Scope.</p>', text: 'Scope.' },
  { key: '4.2', number: '4.2', title: 'Context', level: 2, html: '<p>Context.</p>', text: 'Context.' },
];

beforeAll(async () => {
  t = await createTestApp();
  call = homeCalls(t);
  const records = ['ISO 9001:2015', 'ISO 14001:2015', 'ISO 45001:2018'].map((number) => standardRecord(number, { statusCode: 'CUR' }));
  const writer = await createCatalogueWriter(t.database, { kind: 'test', paths: [] });
  await writer.writeRecords(records);
  for (const record of records) await writer.writeFullText({ record, sections: SECTIONS });
  await writer.finish();
  const { rows } = await t.database.executeSql(`select d.number, d.id as doc_id, v.id as version_id from documents d join document_versions v on v.document_id = d.id`);
  docs = Object.fromEntries(rows.map((row) => [String(row.number), { docId: Number(row.doc_id), versionId: Number(row.version_id) }]));

  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const carolUser = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, name: 'Carol Colleague' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  member = await signIn(t.app, acme.member.email);
  admin = await signIn(t.app, acme.admin.email);
  carol = await signIn(t.app, carolUser.email);
  other = await signIn(t.app, globex.admin.email);
  companyCollection = (await ok(call<{ id: number }>(admin, 'POST', collectionPaths.list, { json: { name: 'Company picks', kind: 'company' } }))).id;
});

afterAll(async () => {
  await t.close();
});

const doc = (number: string) => {
  const found = docs[number];
  if (!found) throw new Error(`no document ${number}`);
  return found;
};
const activities = async (session: TestSession, view: 'compact' | 'detailed' = 'detailed') =>
  (await ok(call<ActivitiesContent>(session, 'GET', `${homePaths.content('myActivities')}?view=${view}`))).cards;

async function searchAction(session: TestSession, name: 'addToCollection' | 'addToWatch', number: string, collectionId?: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: searchPaths.ajax(name),
    headers: asUser(session),
    payload: formData({ docIds: doc(number).docId, bulk: 0, ...(collectionId === undefined ? {} : { collectionId }) }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function comment(session: TestSession, number: string, content: string, sectionId = '4.2') {
  const { docId, versionId } = doc(number);
  return ok(call<{ commentId: number }>(session, 'POST', readerPaths.comments(docId, versionId, session.profile.subId), { json: { sectionId, type: 'section', content } }));
}

/** An export of the user's, as the export job leaves it. */
async function exportRow(session: TestSession, values: { status: string; fileName: string; expiresInDays: number; storageKey?: string | null }) {
  await t.database.executeSql(
    `insert into exports (organisation_id, user_id, tab, criteria, fields, separator, status, total_found, exported_count, file_name, storage_key, completed_at, expires_at)
     values ($1, $2, 'standards', '{}'::jsonb, '{docId}', 'csv', $3, 12, 12, $4, $5, now(), now() + make_interval(days => $6::int))`,
    [session.profile.organisation.id, session.profile.user.id, values.status, values.fileName, values.storageKey === undefined ? 'stored/file.csv' : values.storageKey, values.expiresInDays],
  );
}

/** An alert digest sent to the user: one run's alerts of their saved search on the documents' events. */
async function digest(session: TestSession, searchName: string, numbers: string[]) {
  const { rows } = await t.database.executeSql(
    `insert into saved_searches (organisation_id, user_id, name, tab, criteria) values ($1, $2, $3, 'standards', '{}'::jsonb) returning id`,
    [session.profile.organisation.id, session.profile.user.id, searchName],
  );
  await t.database.executeSql(
    `insert into saved_search_alerts (saved_search_id, event_id, document_id)
     select $1, min(e.id), e.document_id from document_events e where e.document_id = any($2::int[]) group by e.document_id`,
    [rows[0]?.id, numbers.map((number) => doc(number).docId)],
  );
}

const kinds = (cards: ActivityCard[]) => cards.map((card) => card.kind);

describe('myActivities', () => {
  it('shows what happened for the user and the organisation, newest first, each card leading to its place', async () => {
    await searchAction(admin, 'addToCollection', 'ISO 9001:2015', companyCollection);
    await searchAction(member, 'addToWatch', 'ISO 14001:2015');
    await ok(call(member, 'POST', documentPaths.views(doc('ISO 45001:2018').docId), { json: {} }));
    await comment(carol, 'ISO 9001:2015', '<p>Clause 4.2 now asks for <strong>interested parties</strong> to be listed.</p>');
    await comment(admin, 'ISO 14001:2015', 'Our audit covers this.', '1');
    await exportRow(member, { status: 'complete', fileName: 'normscope-standards.csv', expiresInDays: 7 });
    await digest(member, 'Quality alerts', ['ISO 9001:2015', 'ISO 14001:2015']);

    const cards = await activities(member);
    expect(kinds(cards).sort()).toEqual(['alertDigest', 'collectionDocument', 'comment', 'comment', 'documentOpened', 'exportReady']);
    const times = cards.map((card) => Date.parse(card.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(kinds(cards).slice(0, 2).sort()).toEqual(['alertDigest', 'exportReady']);

    const byKind = (kind: string) => cards.filter((card) => card.kind === kind);
    expect(byKind('collectionDocument')).toEqual([
      expect.objectContaining({ actor: admin.profile.user.name, subject: 'ISO 9001:2015', detail: 'Company picks', count: null, link: pagePaths.version(0, doc('ISO 9001:2015').docId) }),
    ]);
    expect(byKind('documentOpened')).toEqual([
      expect.objectContaining({ actor: null, subject: 'ISO 45001:2018', detail: 'ISO 45001:2018 title', link: pagePaths.version(0, doc('ISO 45001:2018').docId) }),
    ]);
    const comments = byKind('comment');
    expect(comments.find((card) => card.actor === 'Carol Colleague')).toMatchObject({
      subject: 'ISO 9001:2015',
      detail: 'Clause 4.2 now asks for interested parties to be listed.',
      link: pagePaths.reader(doc('ISO 9001:2015').docId, doc('ISO 9001:2015').versionId, '4.2'),
    });
    expect(comments.find((card) => card.actor === admin.profile.user.name)).toMatchObject({ subject: 'ISO 14001:2015', link: `/management/reader/${doc('ISO 14001:2015').docId}/${doc('ISO 14001:2015').versionId}?section=1` });
    expect(byKind('exportReady')).toEqual([expect.objectContaining({ subject: 'normscope-standards.csv', count: 12, link: pagePaths.exports })]);
    expect(byKind('alertDigest')).toEqual([expect.objectContaining({ subject: 'Quality alerts', detail: 'ISO 14001:2015, ISO 9001:2015', count: 2, link: pagePaths.savedSearches })]);
  });

  it('leaves out the user’s own doings in the organisation, what they do not follow, and what is not ready or not theirs', async () => {
    const before = await activities(member);
    await comment(member, 'ISO 9001:2015', 'My own comment');
    await comment(carol, 'ISO 45001:2018', 'On a document the member neither keeps nor watches');
    const members = await t.database.executeSql(`select id from collections where owner_user_id = $1`, [member.profile.user.id]);
    await searchAction(member, 'addToCollection', 'ISO 14001:2015', Number(members.rows[0]?.id));
    await searchAction(admin, 'addToCollection', 'ISO 14001:2015', (await ok(call<{ id: number }>(admin, 'POST', collectionPaths.list, { json: { name: 'Mine', kind: 'personal' } }))).id);
    await exportRow(member, { status: 'inprogress', fileName: 'running.csv', expiresInDays: 7, storageKey: null });
    await exportRow(member, { status: 'complete', fileName: 'expired.csv', expiresInDays: -1 });
    await exportRow(admin, { status: 'complete', fileName: 'admins.csv', expiresInDays: 7 });
    await digest(admin, 'Admin alerts', ['ISO 45001:2018']);
    // Another organisation's doings on the same documents.
    await comment(other, 'ISO 9001:2015', 'Globex comment');
    await ok(call(other, 'POST', documentPaths.views(doc('ISO 9001:2015').docId), { json: {} }));

    expect(await activities(member)).toEqual(before);
    // The colleagues see theirs, and nothing of the other organisation.
    expect(kinds(await activities(admin)).sort()).toEqual(['alertDigest', 'comment', 'comment', 'exportReady']);
    const globex = await activities(other);
    expect(kinds(globex)).toEqual(['documentOpened']);
    expect(JSON.stringify(globex)).not.toMatch(/Carol|Company picks|Quality alerts|normscope-standards/);
  });

  it('shows the newest few in compact view and up to the detailed view’s rows', async () => {
    const writer = await createCatalogueWriter(t.database, { kind: 'test', paths: [] });
    const many = Array.from({ length: DETAILED_ROWS + 5 }, (_, n) => standardRecord(`ISO ${60_000 + n}:2021`));
    await writer.writeRecords(many);
    await writer.finish();
    await t.database.executeSql(
      `insert into document_views (user_id, document_id, organisation_id, last_viewed_at)
       select $1, d.id, $2, now() - make_interval(secs => d.id) from documents d where d.number like 'ISO 6%'`,
      [member.profile.user.id, member.profile.organisation.id],
    );
    const detailed = await activities(member, 'detailed');
    expect(detailed).toHaveLength(DETAILED_ROWS);
    const compact = await activities(member, 'compact');
    expect(compact).toEqual(detailed.slice(0, COMPACT_ROWS));
  });
});
