import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legislationApiPaths, type LegislationFeed, type LegislationNewsItem, type LegislationNewsPage } from '../../../common/legislation/legislation-library.contract.ts';
import { DEMO_FEED_FILE } from '../../db/seeds/demo-legislation.seed.ts';
import { jobHandlersFor } from '../../jobs/job-handlers.ts';
import { createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { enableLegislationAddOns, giveLegislationSeat } from '../../test/legal-act-factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

let t: TestApp;
let server: Server;
let base: string;
let requests: string[];
let admin: TestSession;
let member: TestSession;
let unregistered: TestSession;
let lite: TestSession;
let otherAdmin: TestSession;
let otherMember: TestSession;

/** A feed server: the fixtures, a slow one, a huge one, a broken one and a 500. */
function startFeedServer(): Promise<void> {
  requests = [];
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/rss.xml') response.end(fixture('rss-feed.xml'));
    else if (request.url === '/atom.xml') response.end(fixture('atom-feed.xml'));
    else if (request.url === '/slow.xml') setTimeout(() => response.end(fixture('rss-feed.xml')), 3000);
    else if (request.url === '/huge.xml') response.end(`<rss><channel>${'<item><title>x</title></item>'.repeat(20_000)}</channel></rss>`);
    else if (request.url === '/not-a-feed.xml') response.end('<html>hello</html>');
    else {
      response.statusCode = 500;
      response.end('boom');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
}

type Answer<T> = { status: number; data: T; reasonKey: string | undefined };
async function call<T>(session: TestSession, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<Answer<T>> {
  const response = await t.app.inject({ method, url, headers: asUser(session), ...(payload === undefined ? {} : { payload: payload as object }) });
  const envelope = envelopeOf<T>(response);
  return { status: response.statusCode, data: envelope.data as T, reasonKey: envelope.status === 'error' ? envelope.data.reasonKey : undefined };
}

beforeAll(async () => {
  await startFeedServer();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The stub feed server is on 127.0.0.1: private addresses allowed, as an on-premise operator may (feed-address tests cover the default).
  t = await createTestApp({ legislationFeeds: { urls: [], cron: '0 * * * *', timeoutSeconds: 1, maxBytes: 64 * 1024, allowPrivate: true } });
  const acme = await createOrganisationWithUsers(t.database.db, { name: 'Acme' });
  await enableLegislationAddOns(t.database, acme.subscription.id, { legislation: true });
  await giveLegislationSeat(t.database, acme.member);
  const stranger = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id });
  const liteUser = await createUser(t.database.db, {
    organisationId: acme.organisation.id,
    subscriptionId: (await createSubscription(t.database.db, { organisationId: acme.organisation.id, isLite: true })).id,
  });
  const globex = await createOrganisationWithUsers(t.database.db, { name: 'Globex' });
  await enableLegislationAddOns(t.database, globex.subscription.id, { legislation: true });
  await giveLegislationSeat(t.database, globex.member);
  admin = await signIn(t.app, acme.admin.email);
  member = await signIn(t.app, acme.member.email);
  unregistered = await signIn(t.app, stranger.email);
  lite = await signIn(t.app, liteUser.email);
  otherAdmin = await signIn(t.app, globex.admin.email);
  otherMember = await signIn(t.app, globex.member.email);
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('organisation newsfeeds', () => {
  it('lets an admin add, list and remove their organisation\'s feeds beside the operator\'s', async () => {
    await t.services.legislationFeeds.ensureOperatorFeeds([DEMO_FEED_FILE, DEMO_FEED_FILE]);
    const added = await call<LegislationFeed>(admin, 'POST', legislationApiPaths.feeds, { url: `${base}/rss.xml` });
    expect(added).toMatchObject({ status: 201, data: { url: `${base}/rss.xml`, operator: false, canRemove: true, itemCount: 0 } });
    expect((await call(admin, 'POST', legislationApiPaths.feeds, { url: `${base}/rss.xml` })).status).toBe(409);
    const listed = await call<LegislationFeed[]>(admin, 'GET', legislationApiPaths.feeds);
    expect(listed.data.map((feed) => [feed.url, feed.operator, feed.canRemove])).toEqual([
      [DEMO_FEED_FILE, true, false],
      [`${base}/rss.xml`, false, true],
    ]);
    // The other organisation sees only the operator's feed, and cannot remove this one.
    expect((await call<LegislationFeed[]>(otherAdmin, 'GET', legislationApiPaths.feeds)).data.map((feed) => feed.url)).toEqual([DEMO_FEED_FILE]);
    expect((await call(otherAdmin, 'DELETE', legislationApiPaths.feed(added.data.id))).status).toBe(404);
    const operatorId = listed.data[0]?.id ?? 0;
    expect((await call(admin, 'DELETE', legislationApiPaths.feed(operatorId))).status).toBe(404);
    const extra = await call<LegislationFeed>(admin, 'POST', legislationApiPaths.feeds, { url: `${base}/gone.xml` });
    expect(await call(admin, 'DELETE', legislationApiPaths.feed(extra.data.id))).toMatchObject({ status: 200, data: { removed: true } });
  });

  it('answers members 403, and 400 for an address that is not http(s)', async () => {
    for (const session of [member, unregistered]) {
      expect((await call(session, 'GET', legislationApiPaths.feeds)).status).toBe(403);
      expect((await call(session, 'POST', legislationApiPaths.feeds, { url: `${base}/atom.xml` })).status).toBe(403);
    }
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', '/relative.xml', `${base}/${'x'.repeat(2000)}`]) {
      expect((await call(admin, 'POST', legislationApiPaths.feeds, { url })).status, url).toBe(400);
    }
    expect((await call(admin, 'POST', legislationApiPaths.feeds, { url: `${base}/atom.xml`, extra: 1 })).status).toBe(400);
    expect((await call(admin, 'DELETE', legislationApiPaths.feed('x'))).status).toBe(400);
  });
});

describe('the feeds job', () => {
  it('polls every feed, stores each item once and records what failed', async () => {
    for (const name of ['atom.xml', 'slow.xml', 'huge.xml', 'not-a-feed.xml', 'error.xml']) {
      expect((await call(admin, 'POST', legislationApiPaths.feeds, { url: `${base}/${name}` })).status).toBe(201);
    }
    await t.services.legislationFeeds.ensureOperatorFeeds([pathToFileURL(path.join(import.meta.dirname, 'fixtures', 'missing.xml')).href]);
    // Adding a feed queued a poll, in the transaction that added it.
    const { rows: queued } = await t.database.executeSql(`select count(*)::int as n from pgboss.job where name = 'legislation.feeds-poll'`);
    expect(queued[0]?.n).toBeGreaterThan(0);
    // The job, as the worker runs it.
    await jobHandlersFor(t.services)['legislation.feeds-poll']({}, { jobId: 'test', retryCount: 0, signal: new AbortController().signal });
    const items = async () => (await t.database.executeSql(`select count(*)::int as n from legislation_feed_items`)).rows[0]?.n;
    // The demo feed (12), the RSS fixture (3) and the Atom fixture (2).
    expect(await items()).toBe(17);
    expect(await t.services.legislationFeeds.pollAll()).toEqual({ feeds: 8, failed: 5, newItems: 0 });
    expect(await items()).toBe(17);
    const feeds = (await call<LegislationFeed[]>(admin, 'GET', legislationApiPaths.feeds)).data;
    const errorOf = (suffix: string) => feeds.find((feed) => feed.url.endsWith(suffix))?.lastError;
    expect(errorOf('/slow.xml')).toBe('The feed did not answer in time.');
    expect(errorOf('/huge.xml')).toContain('larger than');
    expect(errorOf('/not-a-feed.xml')).toContain('neither an RSS nor an Atom feed');
    expect(errorOf('/error.xml')).toBe('The feed answered HTTP 500.');
    expect(errorOf('missing.xml')).toContain('ENOENT');
    expect(feeds.find((feed) => feed.url.endsWith('/rss.xml'))).toMatchObject({ title: 'EU law & standards news', itemCount: 3, lastError: null });
  });
});

describe('the newsfeed reader', () => {
  it('pages the items of the operator\'s feeds and the organisation\'s own, newest first', async () => {
    const page = await call<LegislationNewsPage>(member, 'GET', legislationApiPaths.newsItems);
    expect(page.status).toBe(200);
    expect(page.data.total).toBe(17);
    expect(page.data.items).toHaveLength(17);
    const dates = page.data.items.map((item) => item.publishedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const one = await call<LegislationNewsItem>(member, 'GET', legislationApiPaths.newsItem(page.data.items[0]?.id ?? 0));
    expect(one.data).toEqual(page.data.items[0]);
    // The other organisation reads the operator's twelve items only.
    const other = await call<LegislationNewsPage>(otherMember, 'GET', `${legislationApiPaths.newsItems}?page=1`);
    expect(other.data.total).toBe(12);
    const own = page.data.items.find((item) => item.title === 'Machinery Regulation published');
    expect((await call(otherMember, 'GET', legislationApiPaths.newsItem(own?.id ?? 0))).status).toBe(404);
  });

  it('answers 403 without the add-on and 400 for a bad page', async () => {
    for (const session of [unregistered, lite, otherAdmin]) expect((await call(session, 'GET', legislationApiPaths.newsItems)).status).toBe(403);
    expect((await call(member, 'GET', `${legislationApiPaths.newsItems}?page=0`)).status).toBe(400);
    expect((await call(member, 'GET', `${legislationApiPaths.newsItems}?page=1&size=5`)).status).toBe(400);
    expect(requests.length).toBeGreaterThan(0);
  });
});
