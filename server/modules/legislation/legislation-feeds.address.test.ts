import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legislationApiPaths, type LegislationFeed } from '../../../common/legislation/legislation-library.contract.ts';
import { createLogger } from '../../platform/logger.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { enableLegislationAddOns } from '../../test/legal-act-factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { isPublicAddress } from './feed-address.ts';
import type { FeedNetwork } from './legislation-feeds.fetch.ts';
import * as repo from './legislation-feeds.repo.ts';
import { createLegislationFeedsService } from './legislation-feeds.service.ts';

/**
 * No server-side request forgery through an organisation's feed, with private addresses not allowed
 * (the default): refused when added, and refused again when polled, for every address the host resolves
 * to and every redirect. The stub feed server is on 127.0.0.1, which a test network calls public.
 */

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'rss-feed.xml');
const FEED_OPTIONS = { timeoutSeconds: 2, maxBytes: 64 * 1024, allowPrivate: false };
const REFUSED_HOST = "The feed's address is not allowed: its host is not on the public internet.";
const REFUSED_REDIRECT = "The feed's redirect is not allowed: its host is not on the public internet.";

let t: TestApp;
let server: Server;
let port: number;
let requests: string[];
let admin: TestSession;
let organisationId: number;
let adminId: number;

function startFeedServer(): Promise<void> {
  requests = [];
  const redirects: Record<string, () => string> = {
    '/to-private': () => `http://127.0.0.2:${port}/rss.xml`,
    '/to-localhost': () => `http://localhost:${port}/rss.xml`,
    '/to-metadata': () => 'http://169.254.169.254/latest/meta-data/',
    '/to-file': () => pathToFileURL(FIXTURE).href,
    '/to-intranet': () => `http://intranet.example.test:${port}/rss.xml`,
    '/loop': () => '/loop',
    '/to-feed': () => '/rss.xml',
  };
  server = createServer((request, response) => {
    const url = request.url ?? '';
    requests.push(url);
    const target = redirects[url];
    if (target) {
      response.writeHead(302, { location: target() });
      response.end();
    } else if (url === '/rss.xml') response.end(readFileSync(FIXTURE, 'utf8'));
    else {
      response.statusCode = 404;
      response.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
}

/** A feeds service with private addresses refused, over the given network. */
const feedsService = (network?: FeedNetwork) =>
  createLegislationFeedsService({
    database: t.database,
    jobs: t.services.platform.jobs,
    logger: createLogger({ level: 'silent' }),
    fetch: FEED_OPTIONS,
    ...(network ? { network } : {}),
  });

/** A feed of the organisation stored as it is (as one added before addresses were checked). */
async function storedFeed(url: string): Promise<void> {
  await repo.addFeed(t.database.executeSql, organisationId, adminId, url);
}

async function feedByUrl(url: string): Promise<repo.FeedRow | undefined> {
  return (await repo.listFeeds(t.database.executeSql, organisationId)).find((feed) => feed.url === url);
}

beforeAll(async () => {
  await startFeedServer();
  port = (server.address() as AddressInfo).port;
  t = await createTestApp({ legislationFeeds: { urls: [], cron: '0 * * * *', ...FEED_OPTIONS } });
  const acme = await createOrganisationWithUsers(t.database.db, { name: 'Acme' });
  await enableLegislationAddOns(t.database, acme.subscription.id, { legislation: true });
  organisationId = acme.organisation.id;
  adminId = acme.admin.id;
  admin = await signIn(t.app, acme.admin.email);
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('adding a feed', () => {
  it('refuses local, private and credential-bearing addresses in the envelope, and stores none', async () => {
    const refused = [
      'http://localhost/rss.xml',
      'http://feeds.localhost:8080/rss.xml',
      'http://127.0.0.1/rss.xml',
      'http://2130706433/rss.xml',
      'http://0.0.0.0/',
      'http://10.0.0.8/feed.xml',
      'http://172.16.4.2/feed.xml',
      'http://192.168.1.20/feed.xml',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.1.1/',
      'http://224.0.0.1/',
      'http://[::1]/rss.xml',
      'http://[fd00::5]/rss.xml',
      'http://[fe80::1]/rss.xml',
      'http://[::ffff:192.168.0.1]/rss.xml',
      'https://user:secret@feeds.example.com/rss.xml',
    ];
    for (const url of refused) {
      const response = await t.app.inject({ method: 'POST', url: legislationApiPaths.feeds, headers: asUser(admin), payload: { url } });
      expect(response.statusCode, url).toBe(400);
      expect(envelopeOf(response), url).toMatchObject({
        status: 'error',
        code: 400,
        data: { reason: expect.stringContaining('public internet host'), reasonKey: 'legislationLibrary.errors.feedAddressNotAllowed' },
      });
    }
    expect(await repo.listFeeds(t.database.executeSql, organisationId)).toEqual([]);
    for (const url of ['https://feeds.example.com/rss.xml', 'http://93.184.215.14/feed.xml']) {
      const response = await t.app.inject({ method: 'POST', url: legislationApiPaths.feeds, headers: asUser(admin), payload: { url } });
      expect(response.statusCode, url).toBe(201);
      expect((envelopeOf<LegislationFeed>(response).data as LegislationFeed).url).toBe(url);
    }
    await t.database.executeSql(`delete from legislation_feeds where organisation_id = $1`, [organisationId]);
  });
});

describe('polling an organisation\'s feed', () => {
  it('refuses a host that is or resolves to a private address, and never reads a file', async () => {
    const byName = `http://localhost:${port}/rss.xml`;
    const literal = `http://127.0.0.1:${port}/rss.xml`;
    const resolving = `http://intranet.example.test:${port}/rss.xml`;
    const file = pathToFileURL(FIXTURE).href;
    for (const url of [byName, literal, resolving, file, FIXTURE]) await storedFeed(url);
    // intranet.example.test resolves, among others, to loopback: one private address is enough to refuse it.
    const summary = await feedsService({
      resolve: async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
      isPublic: isPublicAddress,
    }).pollAll();
    expect(summary).toEqual({ feeds: 5, failed: 5, newItems: 0 });
    expect(requests).toEqual([]);
    for (const url of [byName, literal, resolving]) expect(await feedByUrl(url), url).toMatchObject({ lastError: REFUSED_HOST, itemCount: 0 });
    for (const url of [file, FIXTURE]) {
      expect(await feedByUrl(url), url).toMatchObject({ lastError: "The feed's address is not allowed: only http and https addresses are read.", itemCount: 0 });
    }
    // With the real resolver, `localhost` as a host name is refused before any lookup.
    await feedsService().pollAll();
    expect(requests).toEqual([]);
    expect(await feedByUrl(byName)).toMatchObject({ lastError: REFUSED_HOST });
    await t.database.executeSql(`delete from legislation_feeds where organisation_id = $1`, [organisationId]);
  });

  it('checks every redirect: a public address leading to a private one, a file or a fourth hop is refused', async () => {
    const network: FeedNetwork = {
      // The stub server stands in for the public internet; intranet.example.test is a private host.
      resolve: async (host) => [{ address: host === 'intranet.example.test' ? '10.0.0.5' : '127.0.0.1', family: 4 }],
      isPublic: (address) => address === '127.0.0.1' || isPublicAddress(address),
    };
    const at = (route: string) => `http://public.example.test:${port}${route}`;
    for (const route of ['/to-private', '/to-localhost', '/to-metadata', '/to-file', '/to-intranet', '/loop', '/to-feed']) await storedFeed(at(route));
    requests = [];
    expect(await feedsService(network).pollAll()).toEqual({ feeds: 7, failed: 6, newItems: 3 });
    for (const route of ['/to-private', '/to-localhost', '/to-metadata', '/to-intranet']) expect(await feedByUrl(at(route)), route).toMatchObject({ lastError: REFUSED_REDIRECT, itemCount: 0 });
    expect(await feedByUrl(at('/to-file'))).toMatchObject({ lastError: "The feed's redirect is not allowed: only http and https addresses are read.", itemCount: 0 });
    expect(await feedByUrl(at('/loop'))).toMatchObject({ lastError: 'The feed redirected more than 3 times.' });
    expect(await feedByUrl(at('/to-feed'))).toMatchObject({ lastError: null, itemCount: 3 });
    // The stub saw the first hops, the loop's four and the allowed redirect's target; no refused hop reached it.
    expect(requests.filter((url) => url === '/loop')).toHaveLength(4);
    expect(requests.filter((url) => url === '/rss.xml')).toHaveLength(1);
  });
});
