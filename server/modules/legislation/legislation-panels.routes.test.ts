import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ipdPaths,
  LEGISLATION_PANEL_PATHS,
  type LegislationList,
  type LegislationPanel,
  type LegislationRedirect,
  type LegislationStatus,
} from '../../../common/legislation/legislation-panels.contract.ts';
import { createTestApp, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { createLegislationWorld, legislationCalls, type LegislationWorld } from './legislation-test-world.ts';

let t: TestApp;
let world: LegislationWorld;
let call: ReturnType<typeof legislationCalls>;
let admin: TestSession;
let member: TestSession;
let suspended: TestSession;
let lite: TestSession;
let plain: TestSession;
let outsider: TestSession;
let memberSavedSearchIds: number[];

const LONG_TITLE = 'Regulation on machinery and repealing Directive 2006/42/EC';
const day = (offset: number) => new Date(Date.UTC(2025, 0, 1 + offset)).toISOString();

async function addRecentSearch(userId: number, organisationId: number, label: string, criteria: unknown, at: string) {
  await t.database.executeSql(`insert into legislation_recent_searches (organisation_id, user_id, label, criteria, searched_at) values ($1, $2, $3, $4, $5)`, [
    organisationId,
    userId,
    label,
    JSON.stringify(criteria),
    at,
  ]);
}

async function addFeed(organisationId: number | null, url: string, titles: string[], offset: number) {
  const { rows } = await t.database.executeSql(`insert into legislation_feeds (organisation_id, url, title) values ($1, $2, 'Feed') returning id`, [organisationId, url]);
  for (const [index, title] of titles.entries()) {
    await t.database.executeSql(`insert into legislation_feed_items (feed_id, guid, title, published_at) values ($1, $2, $3, $4)`, [
      rows[0]?.id,
      `${url}#${index}`,
      title,
      day(offset + index),
    ]);
  }
}

async function addSavedSearch(userId: number, organisationId: number, name: string, at: string): Promise<number> {
  const { rows } = await t.database.executeSql(
    `insert into legislation_saved_searches (organisation_id, user_id, name, criteria, created_at) values ($1, $2, $3, '{}', $4) returning id`,
    [organisationId, userId, name, at],
  );
  return Number(rows[0]?.id);
}

const list = (session: TestSession | null, panel: LegislationPanel) => call<LegislationList>(session, 'POST', LEGISLATION_PANEL_PATHS[panel]);
const clicks = async (organisationId: number) =>
  (await t.database.executeSql(`select user_id, module_name, link_clicked from legislation_click_log where organisation_id = $1 order by id`, [organisationId])).rows;

beforeAll(async () => {
  t = await createTestApp();
  call = legislationCalls(t);
  world = await createLegislationWorld(t.database);
  const { acme, globex } = world;
  const acmeId = acme.organisation.id;
  // Nine recent searches of the member, the newest first being the long-titled one; one of Globex's member.
  for (let index = 0; index < 8; index += 1) await addRecentSearch(acme.member.id, acmeId, `Search ${index}`, { query: `words ${index}` }, day(index));
  await addRecentSearch(acme.member.id, acmeId, LONG_TITLE, { query: 'machinery', type: ['REG', 'DIR'], empty: '', nested: { a: 1 } }, day(20));
  await addRecentSearch(globex.member.id, globex.organisation.id, 'GLOBEX search', { query: 'rail' }, day(30));
  // The operator's feed (everyone's), Acme's own and Globex's own.
  await addFeed(null, 'https://operator.example/feed', ['Operator 1', 'Operator 2', 'Operator 3'], 0);
  await addFeed(acmeId, 'https://acme.example/feed', ['Acme 1', 'Acme 2', 'Acme 3', 'Acme 4', 'Acme 5'], 10);
  await addFeed(globex.organisation.id, 'https://globex.example/feed', ['GLOBEX news 1', 'GLOBEX news 2'], 40);
  memberSavedSearchIds = [await addSavedSearch(acme.admin.id, acmeId, 'Batteries', day(1)), await addSavedSearch(acme.admin.id, acmeId, 'Machinery', day(2))];
  await addSavedSearch(globex.member.id, globex.organisation.id, 'GLOBEX saved', day(3));
  admin = await signIn(t.app, acme.admin.email);
  member = await signIn(t.app, acme.member.email);
  suspended = await signIn(t.app, world.suspended.email);
  lite = await signIn(t.app, world.lite.email);
  plain = await signIn(t.app, world.plain.email);
  outsider = await signIn(t.app, globex.member.email);
});

afterAll(async () => {
  await t.close();
});

const OFFERED = { hasRecentSearch: true, hasRegulatoryNewsFeed: true, hasLawlexEUSavedSearch: true, helpLink: '/management/legislation' };
const NOT_OFFERED = { hasRecentSearch: false, hasRegulatoryNewsFeed: false, hasLawlexEUSavedSearch: false, helpLink: '/management/legislation' };

describe('the legislation lists', () => {
  it('lists the 7 newest recent searches, cuts long titles to 32 characters and an ellipsis, and links See more', async () => {
    const answer = await list(member, 'recentSearches');
    expect(answer.status, answer.body).toBe(200);
    expect(answer.data).toMatchObject({ ...OFFERED, errorCode: null, seeMoreLink: '/management/legislation' });
    expect(answer.data.data).toHaveLength(7);
    expect(answer.data.data[0]).toEqual({
      title: 'Regulation on machinery and repe…',
      fullTitle: LONG_TITLE,
      date: '2025-01-21',
      // jsonb keeps the criteria's keys in its own order; a list repeats its key, empty values are left out.
      targetUrl: '/management/legislation?type=REG&type=DIR&query=machinery',
    });
    expect(answer.data.data.slice(1).map((item) => item.title)).toEqual(['Search 7', 'Search 6', 'Search 5', 'Search 4', 'Search 3', 'Search 2']);
    expect(answer.data.data[1]).toMatchObject({ fullTitle: 'Search 7', targetUrl: '/management/legislation?query=words+7' });
    expect(JSON.stringify(answer.data)).not.toContain('GLOBEX');
  });

  it('answers an empty list without See more when there is nothing', async () => {
    expect((await list(admin, 'recentSearches')).data).toEqual({ ...OFFERED, data: [], seeMoreLink: null, errorCode: null });
  });

  it("lists the newest items of the operator's and the organisation's own feeds, never another organisation's", async () => {
    const answer = await list(member, 'regulatoryNewsFeed');
    expect(answer.data).toMatchObject({ errorCode: null, seeMoreLink: '/management/legislation/news' });
    expect(answer.data.data.map((item) => item.title)).toEqual(['Acme 5', 'Acme 4', 'Acme 3', 'Acme 2', 'Acme 1', 'Operator 3', 'Operator 2']);
    expect(answer.data.data[0]?.date).toBe('2025-01-15');
    expect(answer.data.data[0]?.targetUrl).toMatch(/^\/management\/legislation\/news\/\d+$/);
    const theirs = await list(outsider, 'regulatoryNewsFeed');
    expect(theirs.data.data.map((item) => item.title)).toEqual(['GLOBEX news 2', 'GLOBEX news 1', 'Operator 3', 'Operator 2', 'Operator 1']);
    expect(theirs.data.seeMoreLink).toBeNull();
  });

  it("lists the user's saved EU-law searches, and says errorCode 1 to a user not registered with EU law", async () => {
    const answer = await list(admin, 'euLawSavedSearches');
    expect(answer.data).toMatchObject({ ...OFFERED, errorCode: null, seeMoreLink: null });
    expect(answer.data.data).toEqual([
      { title: 'Machinery', fullTitle: 'Machinery', date: '2025-01-03', targetUrl: `/management/eu-law/saved/${memberSavedSearchIds[1]}` },
      { title: 'Batteries', fullTitle: 'Batteries', date: '2025-01-02', targetUrl: `/management/eu-law/saved/${memberSavedSearchIds[0]}` },
    ]);
    expect((await list(member, 'euLawSavedSearches')).data).toEqual({ ...OFFERED, data: [], seeMoreLink: null, errorCode: 1 });
  });

  it('says errorCode 3 to a user whose seat is suspended', async () => {
    for (const panel of ['recentSearches', 'regulatoryNewsFeed'] as const) {
      expect((await list(suspended, panel)).data).toEqual({ ...OFFERED, data: [], seeMoreLink: null, errorCode: 3 });
    }
    expect((await list(suspended, 'euLawSavedSearches')).data.errorCode).toBe(1);
  });

  it('offers nothing to a lite subscription or one without the add-ons: no data, no error, the help link', async () => {
    for (const session of [lite, plain]) {
      for (const panel of ['recentSearches', 'regulatoryNewsFeed', 'euLawSavedSearches'] as const) {
        expect((await list(session, panel)).data).toEqual({ ...NOT_OFFERED, data: [], seeMoreLink: null, errorCode: null });
      }
    }
  });

  it('needs a session and the nonce', async () => {
    expect((await list(null, 'recentSearches')).status).toBe(401);
    const response = await t.app.inject({ method: 'POST', url: ipdPaths.recentSearches, headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(403);
  });
});

describe('the redirects and the click log', () => {
  const redirect = (session: TestSession, path: string, form: Record<string, string>) => call<LegislationRedirect>(session, 'POST', path, { form });

  it("hands back an allowed address of the user's unlocked add-on and logs the click in the organisation", async () => {
    const answer = await redirect(member, ipdPaths.redirectToLegislation, { url: '/management/legislation?query=machinery', module: 'recentSearches' });
    expect(answer.data).toEqual({ success: true, redirect: '/management/legislation?query=machinery', error: null });
    expect(await clicks(world.acme.organisation.id)).toEqual([
      { user_id: world.acme.member.id, module_name: 'recentSearches', link_clicked: '/management/legislation?query=machinery' },
    ]);
    expect((await redirect(admin, ipdPaths.redirectToEuLaw, { url: '/management/eu-law', module: 'appSwitcher' })).data.success).toBe(true);
  });

  it('refuses other addresses without logging: no open redirect', async () => {
    const before = (await clicks(world.acme.organisation.id)).length;
    for (const url of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', '/management/%2F%2Fevil.example', '/management/%5Cevil']) {
      const answer = await redirect(member, ipdPaths.redirectToLegislation, { url, module: 'recentSearches' });
      expect(answer.status).toBe(200);
      expect(answer.data, url).toEqual({ success: false, redirect: null, error: 'This address cannot be opened from Normscope.' });
    }
    expect(await clicks(world.acme.organisation.id)).toHaveLength(before);
  });

  it('refuses a redirect to an add-on the user has not unlocked', async () => {
    for (const [session, path] of [
      [member, ipdPaths.redirectToEuLaw],
      [suspended, ipdPaths.redirectToLegislation],
      [lite, ipdPaths.redirectToLegislation],
      [plain, ipdPaths.redirectToEuLaw],
    ] as const) {
      const answer = await redirect(session, path, { url: '/management/eu-law', module: 'appSwitcher' });
      expect(answer.data).toMatchObject({ success: false, redirect: null, error: expect.stringContaining('no active seat') });
    }
  });

  it('logs a click form-urlencoded, in the caller’s organisation', async () => {
    const answer = await call(outsider, 'POST', ipdPaths.log, { form: { moduleName: 'regulatoryNewsFeed', linkClicked: '/management/legislation/news/1' } });
    expect(answer.data).toEqual({ logged: true });
    expect(await clicks(world.globex.organisation.id)).toEqual([
      { user_id: world.globex.member.id, module_name: 'regulatoryNewsFeed', link_clicked: '/management/legislation/news/1' },
    ]);
  });

  it('answers bad input with 400 in the envelope and changes nothing', async () => {
    const before = (await clicks(world.acme.organisation.id)).length;
    const bad: [string, Record<string, string>][] = [
      [ipdPaths.redirectToLegislation, { module: 'recentSearches' }],
      [ipdPaths.redirectToLegislation, { url: '/management/legislation', module: 'elsewhere' }],
      [ipdPaths.redirectToEuLaw, { url: 'x'.repeat(2001), module: 'appSwitcher' }],
      [ipdPaths.redirectToEuLaw, { url: '/management/eu-law', module: 'appSwitcher', extra: '1' }],
      [ipdPaths.log, { moduleName: 'recentSearches' }],
      [ipdPaths.log, { moduleName: 'nope', linkClicked: '/management/legislation' }],
      [ipdPaths.log, { moduleName: 'recentSearches', linkClicked: 'a\u0000b' }],
    ];
    for (const [path, form] of bad) {
      const answer = await call<{ reason: string; reasonKey: string }>(admin, 'POST', path, { form });
      expect(answer.status, `${path} ${JSON.stringify(form)}`).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', code: 400, data: { reason: expect.any(String), reasonKey: 'errors.invalidRequest' } });
    }
    expect(await clicks(world.acme.organisation.id)).toHaveLength(before);
  });
});

describe('the add-on status', () => {
  const status = async (session: TestSession) => (await call<LegislationStatus>(session, 'GET', ipdPaths.status)).data;
  const addOn = (legislation: object, euLaw: object) => [
    { addOn: 'legislation', dashboardUrl: '/management/legislation', ...legislation },
    { addOn: 'euLaw', dashboardUrl: '/management/eu-law', ...euLaw },
  ];

  it("gives the legislation flag and each add-on's state", async () => {
    expect(await status(admin)).toEqual({
      status: true,
      addOns: addOn({ state: 'unlocked', requestPending: false, canRequest: false }, { state: 'unlocked', requestPending: false, canRequest: false }),
    });
    expect(await status(member)).toEqual({
      status: true,
      addOns: addOn({ state: 'unlocked', requestPending: false, canRequest: false }, { state: 'notRegistered', requestPending: false, canRequest: true }),
    });
    expect(await status(suspended)).toEqual({
      status: false,
      addOns: addOn({ state: 'notActive', requestPending: false, canRequest: false }, { state: 'notRegistered', requestPending: false, canRequest: true }),
    });
    for (const session of [lite, plain]) {
      expect(await status(session)).toEqual({
        status: false,
        addOns: addOn({ state: 'notSubscribed', requestPending: false, canRequest: false }, { state: 'notSubscribed', requestPending: false, canRequest: false }),
      });
    }
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', ipdPaths.status)).status).toBe(401);
  });
});
