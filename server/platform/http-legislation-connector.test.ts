import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegislationStubServer, type LegislationStubServer } from '../test/legislation-stub-server.ts';
import { createHttpLegislationConnector } from './http-legislation-connector.ts';

let stub: LegislationStubServer;
const actor = { userId: 1, organisationId: 1, email: 'ada+law@example.test' };

beforeAll(async () => {
  stub = await startLegislationStubServer();
});

afterAll(async () => {
  await stub.close();
});

const connector = (timeoutSeconds = 5) => createHttpLegislationConnector({ baseUrl: `${stub.baseUrl}/`, apiKey: 'secret-key', timeoutSeconds });

describe('the HTTP legislation connector', () => {
  it('reads a panel with the bearer key, the user by e-mail and the limit, and says when there are more', async () => {
    stub.behave({
      kind: 'list',
      items: [
        { title: 'Machinery Regulation', date: '2023-06-29T10:00:00Z', url: 'https://law.example/acts/1' },
        { title: 'No date', date: null, url: 'https://law.example/acts/2' },
        { title: 'Odd date', date: 'yesterday', url: 'https://law.example/acts/3' },
      ],
      total: 12,
      seeMoreUrl: 'https://law.example/searches',
    });
    const result = await connector().readPanel(actor, 'recentSearches', 7);
    expect(result).toEqual({
      ok: true,
      page: {
        items: [
          { title: 'Machinery Regulation', date: '2023-06-29', targetUrl: 'https://law.example/acts/1' },
          { title: 'No date', date: null, targetUrl: 'https://law.example/acts/2' },
          { title: 'Odd date', date: null, targetUrl: 'https://law.example/acts/3' },
        ],
        hasMore: true,
        seeMoreUrl: 'https://law.example/searches',
      },
    });
    expect(stub.received.at(-1)).toEqual({ url: '/v1/users/ada%2Blaw%40example.test/recent-searches?limit=7', authorization: 'Bearer secret-key' });
  });

  it('asks each panel at its own resource and keeps at most the limit', async () => {
    const items = Array.from({ length: 9 }, (_, index) => ({ title: `Item ${index}`, url: `https://law.example/${index}` }));
    stub.behave({ kind: 'list', items, total: 9, seeMoreUrl: 'https://law.example/news' });
    const news = await connector().readPanel(actor, 'regulatoryNewsFeed', 7);
    expect(news.ok && news.page.items).toHaveLength(7);
    expect(news.ok && news.page.hasMore).toBe(true);
    expect(stub.received.at(-1)?.url).toBe('/v1/users/ada%2Blaw%40example.test/regulatory-newsfeed?limit=7');
    stub.behave({ kind: 'list', items: items.slice(0, 2), total: 2, seeMoreUrl: 'https://law.example/eu' });
    expect(await connector().readPanel(actor, 'euLawSavedSearches', 7)).toMatchObject({ ok: true, page: { hasMore: false } });
    expect(stub.received.at(-1)?.url).toBe('/v1/users/ada%2Blaw%40example.test/eu-law/saved-searches?limit=7');
  });

  it("maps the service's not registered and not active answers", async () => {
    stub.behave({ kind: 'error', status: 403, body: { error: 'not_registered' } });
    expect(await connector().readPanel(actor, 'recentSearches', 7)).toMatchObject({ ok: false, reason: 'notRegistered' });
    stub.behave({ kind: 'error', status: 403, body: { error: 'not_active' } });
    expect(await connector().readPanel(actor, 'recentSearches', 7)).toMatchObject({ ok: false, reason: 'notActive' });
  });

  it('fails on any other error status, a 403 of another body, bad JSON, a wrong shape and a time-out', async () => {
    const failures: Parameters<LegislationStubServer['behave']>[0][] = [
      { kind: 'error', status: 500 },
      { kind: 'error', status: 401, body: { error: 'bad key' } },
      { kind: 'error', status: 403, body: { error: 'forbidden' } },
      { kind: 'raw', body: '{"items": [' },
      { kind: 'raw', body: JSON.stringify({ items: [{ title: 'No url' }], total: 1, seeMoreUrl: 'https://law.example' }) },
      { kind: 'raw', body: JSON.stringify({ items: [], total: -1, seeMoreUrl: 'https://law.example' }) },
    ];
    for (const failure of failures) {
      stub.behave(failure);
      expect(await connector().readPanel(actor, 'recentSearches', 7), JSON.stringify(failure)).toMatchObject({ ok: false, reason: 'failed' });
    }
    stub.behave({ kind: 'hang' });
    const started = Date.now();
    expect(await connector(0.3).readPanel(actor, 'recentSearches', 7)).toMatchObject({ ok: false, reason: 'failed', detail: expect.stringContaining('TimeoutError') });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fails when the service cannot be reached, and names its host', async () => {
    const closed = createHttpLegislationConnector({ baseUrl: 'http://127.0.0.1:9', apiKey: undefined, timeoutSeconds: 2 });
    expect(await closed.readPanel(actor, 'recentSearches', 7)).toMatchObject({ ok: false, reason: 'failed' });
    expect(connector().host()).toBe(stub.host);
  });
});
