import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPaths } from '../../../common/search/search-paths.ts';
import { watchPaths, WATCHES_PAGE_SIZE, type WatchList } from '../../../common/watches/watches.contract.ts';
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
    standardRecord('ISO 9001:2015', { statusCode: 'CUR', titles: [{ language: 'en', full: 'Quality management systems' }] }),
    standardRecord('ISO 14001:2015', { statusCode: 'CUR', titles: [{ language: 'en', full: 'Environmental management systems' }] }),
    standardRecord('IEC 60204-1:2016', { workNumber: 'IEC 60204-1', statusCode: 'CUR', titles: [{ language: 'en', full: 'Safety of machinery' }] }),
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

async function watch(session: TestSession, numbers: string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: searchPaths.ajax('addToWatch'),
    headers: asUser(session),
    payload: formData({ docIds: numbers.map(id).join(','), bulk: 1 }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function watchesOf(session: TestSession, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `${watchPaths.list}${query}`, headers: asUser(session) });
  return { status: response.statusCode, envelope: envelopeOf<WatchList>(response) };
}

describe('GET watches', () => {
  it('lists only the caller’s watches, in number order, with status, latest change and the allowed actions', async () => {
    await watch(member, ['ISO 9001:2015', 'IEC 60204-1:2016']);
    await watch(admin, ['ISO 14001:2015', 'ISO 9001:2015']);
    ids = await importCatalogue(t.database, [standardRecord('ISO 9001:2015', { statusCode: 'W', titles: [{ language: 'en', full: 'Quality management systems' }] })]);

    const mine = await watchesOf(member);
    expect(mine.status).toBe(200);
    const list = mine.envelope.data as WatchList;
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: WATCHES_PAGE_SIZE });
    expect(list.watches.map((w) => w.number)).toEqual(['IEC 60204-1:2016', 'ISO 9001:2015']);
    expect(list.watches[0]).toMatchObject({
      docId: id('IEC 60204-1:2016'),
      title: 'Safety of machinery',
      publisher: 'IEC',
      statusCode: 'CUR',
      latestChange: null,
      actions: { unWatchItem: true, unWatchItemGlobal: false },
    });
    expect(list.watches[1]).toMatchObject({
      docId: id('ISO 9001:2015'),
      statusCode: 'W',
      latestChange: { kind: 'withdrawn', fromStatus: 'CUR', toStatus: 'W' },
    });
    expect(Date.parse(list.watches[1]?.watchedSince ?? '')).toBeLessThanOrEqual(Date.parse(list.watches[1]?.latestChange?.occurredAt ?? ''));

    const admins = (await watchesOf(admin)).envelope.data as WatchList;
    expect(admins.watches.map((w) => [w.number, w.actions.unWatchItemGlobal])).toEqual([
      ['ISO 9001:2015', true],
      ['ISO 14001:2015', true],
    ]);
  });

  it("shows another organisation's user none of them", async () => {
    const theirs = await watchesOf(other);
    expect(theirs.status).toBe(200);
    expect(theirs.envelope.data).toMatchObject({ watches: [], total: 0 });
  });

  it('pages, and refuses a bad page', async () => {
    const second = (await watchesOf(member, '?page=2')).envelope.data as WatchList;
    expect(second).toMatchObject({ watches: [], total: 2, page: 2 });
    expect((await watchesOf(member, '?page=0')).status).toBe(400);
    expect((await watchesOf(member, '?page=abc')).status).toBe(400);
    expect((await watchesOf(member, '?colour=red')).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: watchPaths.list });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response).status).not.toBe('ok');
  });
});
