import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPaths, type DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import type { RecentlyViewedDoc } from '../../../common/search/search-results.contract.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

let t: TestApp;
let ids: Map<string, number>;
let member: TestSession;
let lite: TestSession;
let organisationId: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await importCatalogue(t.database, [
    standardRecord('ISO 9001:2008', { workNumber: 'ISO 9001', edition: '4', icsCodes: ['03.120.10'] }),
    standardRecord('ISO 9001:2015', {
      workNumber: 'ISO 9001',
      edition: '5',
      icsCodes: ['03.120.10'],
      titles: [
        { language: 'en', full: 'Quality management systems — Requirements' },
        { language: 'fr', full: 'Systèmes de management de la qualité — Exigences' },
      ],
      abstracts: [{ language: 'en', text: 'Specifies requirements.' }, { language: 'fr', text: 'Spécifie les exigences.' }],
      relations: [{ type: 'obsoletes', targetNumber: 'ISO 9001:2008' }],
    }),
    standardRecord('JIS Q 9001:2015', { publisher: 'JIS', relations: [{ type: 'adoptedFrom', targetNumber: 'ISO 9001:2015' }] }),
  ]);
  await t.database.executeSql(`insert into ics_codes (code, level, parent_code, description) values ('03.120.10', 3, '03.120', 'Quality management and quality assurance')`);
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  organisationId = acme.organisation.id;
  const liteSubscription = await createSubscription(t.database.db, { organisationId, isLite: true, datasetIds: [international] });
  const liteUser = await createUser(t.database.db, { organisationId, subscriptionId: liteSubscription.id, language: 'fr' });
  member = await signIn(t.app, acme.member.email);
  lite = await signIn(t.app, liteUser.email);
});

afterAll(async () => {
  await t.close();
});

async function detail(session: TestSession, docId: number, versionId?: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${documentPaths.detail(docId)}${versionId ? `?versionId=${versionId}` : ''}`,
    headers: asUser(session),
  });
  return { status: response.statusCode, data: envelopeOf<DocumentDetail>(response).data as DocumentDetail };
}

describe('the display page document', () => {
  it('shows the current version with its versions, relations, ICS and actions', async () => {
    const { status, data } = await detail(member, ids.get('ISO 9001:2015') ?? 0);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      number: 'ISO 9001:2015',
      isCurrentVersion: true,
      statusCode: 'CUR',
      edition: '5',
      abstract: 'Specifies requirements.',
      publisher: { code: 'ISO', country: 'INT' },
      icsCodes: [{ code: '03.120.10', description: 'Quality management and quality assurance' }],
      entitled: true,
      watch: 0,
      actions: { addItem: true, watchItem: true, unWatchItemGlobal: false },
    });
    expect(data.versions.map((v) => [v.number, v.statusCode, v.current])).toEqual([
      ['ISO 9001:2015', 'CUR', true],
      ['ISO 9001:2008', 'S', false],
    ]);
    expect(data.relations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'adoptedAs', targetNumber: 'JIS Q 9001:2015', targetDocId: ids.get('JIS Q 9001:2015') }),
      ]),
    );
  });

  it('shows a historic version by its id, in the user\u2019s language', async () => {
    const current = await detail(lite, ids.get('ISO 9001:2015') ?? 0);
    expect(current.data).toMatchObject({ title: 'Systèmes de management de la qualité — Exigences', abstract: 'Spécifie les exigences.' });
    const historicId = current.data.versions[1]?.versionId ?? 0;
    const historic = await detail(lite, ids.get('ISO 9001:2015') ?? 0, historicId);
    expect(historic.data).toMatchObject({ number: 'ISO 9001:2008', isCurrentVersion: false, statusCode: 'S' });
  });

  it('shows the metadata of a publisher outside the subscription, marked as not entitled', async () => {
    const { status, data } = await detail(member, ids.get('JIS Q 9001:2015') ?? 0);
    expect(status).toBe(200);
    expect(data.entitled).toBe(false);
  });

  it('answers not found for an unknown document or a version of another document', async () => {
    expect((await detail(member, 999_999)).status).toBe(404);
    const jisVersion = (await detail(member, ids.get('JIS Q 9001:2015') ?? 0)).data.versionId;
    expect((await detail(member, ids.get('ISO 9001:2015') ?? 0, jisVersion)).status).toBe(404);
  });
});

describe('recently viewed documents and tracking', () => {
  it('lists what the user opened, newest first, and nothing for a lite subscription', async () => {
    for (const number of ['ISO 9001:2015', 'JIS Q 9001:2015']) {
      const shown = await t.app.inject({ method: 'POST', url: documentPaths.views(ids.get(number) ?? 0), headers: asUser(member) });
      expect(shown.statusCode).toBe(200);
    }
    const response = await t.app.inject({ method: 'GET', url: searchPaths.recentlyViewed, headers: asUser(member) });
    const list = envelopeOf<RecentlyViewedDoc[]>(response).data as RecentlyViewedDoc[];
    expect(list[0]).toEqual({ name: expect.stringContaining('JIS Q 9001:2015'), link: `/management/display/version/0/${ids.get('JIS Q 9001:2015')}` });
    expect(list[1]?.name).toContain('ISO 9001:2015');
    const liteList = await t.app.inject({ method: 'GET', url: searchPaths.recentlyViewed, headers: asUser(lite) });
    expect(envelopeOf<RecentlyViewedDoc[]>(liteList).data).toEqual([]);
  });

  it('records a tracking event when a collection document is opened', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: searchPaths.tracking,
      headers: asUser(member),
      payload: { event: 'collectionDocumentOpened', docId: ids.get('ISO 9001:2015'), collectionId: null },
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await t.database.executeSql(`select kind, document_id, organisation_id from tracking_events`);
    expect(rows).toEqual([{ kind: 'collectionDocumentOpened', document_id: ids.get('ISO 9001:2015'), organisation_id: organisationId }]);
    const bad = await t.app.inject({ method: 'POST', url: searchPaths.tracking, headers: asUser(member), payload: { event: 'other', docId: 1 } });
    expect(bad.statusCode).toBe(400);
  });
});
