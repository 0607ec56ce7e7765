import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipdPaths, type LegislationList, type LegislationRedirect } from '../../../common/legislation/legislation-panels.contract.ts';
import { loadConfig } from '../../config/config.ts';
import { startLegislationStubServer, type LegislationStubServer } from '../../test/legislation-stub-server.ts';
import { createTestApp, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { createLegislationWorld, legislationCalls } from './legislation-test-world.ts';

/** The panels over the external legislation service (LEGISLATION_URL): its answers, its failures and its host in the allow-list. */
let stub: LegislationStubServer;
let t: TestApp;
let call: ReturnType<typeof legislationCalls>;
let member: TestSession;
let lite: TestSession;

beforeAll(async () => {
  stub = await startLegislationStubServer();
  const legislation = loadConfig({ LEGISLATION_URL: stub.baseUrl, LEGISLATION_API_KEY: 'k3y', LEGISLATION_TIMEOUT_SECONDS: '0.5', LEGISLATION_HELP_URL: 'https://help.example/regulatory' }).legislation;
  t = await createTestApp({ legislation });
  call = legislationCalls(t);
  const world = await createLegislationWorld(t.database);
  member = await signIn(t.app, world.acme.member.email);
  lite = await signIn(t.app, world.lite.email);
});

afterAll(async () => {
  await t.close();
  await stub.close();
});

const list = async () => (await call<LegislationList>(member, 'POST', ipdPaths.recentSearches)).data;

describe('the panels over the external legislation service', () => {
  it("lists the service's items: at most 7, cut titles, See more when its total is larger", async () => {
    const items = Array.from({ length: 8 }, (_, index) => ({ title: `A rather long title of external item number ${index}`, date: '2024-05-0' + (index + 1), url: `${stub.baseUrl}/items/${index}` }));
    stub.behave({ kind: 'list', items, total: 20, seeMoreUrl: `${stub.baseUrl}/more` });
    const answer = await list();
    expect(answer).toMatchObject({ errorCode: null, seeMoreLink: `${stub.baseUrl}/more`, helpLink: 'https://help.example/regulatory' });
    expect(answer.data).toHaveLength(7);
    expect(answer.data[0]).toEqual({ title: 'A rather long title of external …', fullTitle: items[0]?.title, date: '2024-05-01', targetUrl: `${stub.baseUrl}/items/0` });
    expect(stub.received.at(-1)?.authorization).toBe('Bearer k3y');
  });

  it("says errorCode 1 and 3 for the service's not registered and not active, 2 for any failure", async () => {
    stub.behave({ kind: 'error', status: 403, body: { error: 'not_registered' } });
    expect(await list()).toMatchObject({ errorCode: 1, data: [], seeMoreLink: null });
    stub.behave({ kind: 'error', status: 403, body: { error: 'not_active' } });
    expect(await list()).toMatchObject({ errorCode: 3, data: [] });
    for (const failure of [{ kind: 'error', status: 502 }, { kind: 'raw', body: '<html>' }, { kind: 'hang' }] as const) {
      stub.behave(failure);
      expect(await list(), failure.kind).toMatchObject({ errorCode: 2, data: [], seeMoreLink: null });
    }
  });

  it('does not ask the service for a subscription without the add-on', async () => {
    const before = stub.received.length;
    expect((await call<LegislationList>(lite, 'POST', ipdPaths.regulatoryNewsFeed)).data).toMatchObject({ errorCode: null, hasRegulatoryNewsFeed: false });
    expect(stub.received).toHaveLength(before);
  });

  it("admits the service's own host in the redirect allow-list, no other", async () => {
    // The stub speaks http; the allow-list admits https addresses on its host only.
    const redirect = async (url: string) => (await call<LegislationRedirect>(member, 'POST', ipdPaths.redirectToLegislation, { form: { url, module: 'recentSearches' } })).data;
    expect(await redirect(`https://${stub.host}/items/1`)).toEqual({ success: true, redirect: `https://${stub.host}/items/1`, error: null });
    expect((await redirect(`${stub.baseUrl}/items/1`)).success).toBe(false);
    expect((await redirect('https://evil.example/items/1')).success).toBe(false);
    expect((await redirect(`https://${stub.host}.evil.example/`)).success).toBe(false);
  });
});
