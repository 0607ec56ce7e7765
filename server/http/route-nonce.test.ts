import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_INVENTORY, type RouteCase } from '../test/route-inventory.ts';
import { snapshotDatabase } from '../test/database-snapshot.ts';
import { bodyOptions } from '../test/route-requests.ts';
import { createRouteWorld, type RouteWorld } from '../test/route-world.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Every state-changing route (from the app's own route table) refuses a call without the
 * session's nonce, with another session's nonce, and from another site, and changes nothing.
 */
let t: TestApp;
let world: RouteWorld;
const HOST = 'normscope.test';

beforeAll(async () => {
  t = await createTestApp();
  world = await createRouteWorld(t);
});

afterAll(async () => {
  await t.close();
});

function caseOf(method: string, url: string): RouteCase {
  const entry = ROUTE_INVENTORY.find((candidate) => candidate.route === `${method} ${url}`);
  if (!entry) throw new Error(`${method} ${url} is not in the route inventory`);
  return entry;
}

function send(method: string, entry: RouteCase, headers: Record<string, string>) {
  const call = entry.call(world);
  return t.app.inject({ method: method as 'POST', url: call.url, headers: { host: HOST, accept: 'application/json', ...headers }, ...bodyOptions(call.body) });
}

describe('nonce and origin on every state-changing route', () => {
  it('refuses each attack and changes nothing', async () => {
    const stateChanging = t.app.routeTable.filter((route) => route.changesState && route.access !== 'static');
    expect(stateChanging.length).toBeGreaterThan(20);
    const before = await snapshotDatabase(t.database);
    const member = world.own.member;
    let attempts = 0;
    for (const route of stateChanging) {
      const entry = caseOf(route.method, route.url);
      const label = `${route.method} ${route.url}`;
      const refusals: [string, Record<string, string>, string][] = [
        ['a foreign Origin', { cookie: member.cookie, 'x-nonce': member.nonce, origin: 'https://evil.test' }, 'errors.foreignOrigin'],
        ['a foreign Referer', { cookie: member.cookie, 'x-nonce': member.nonce, referer: 'https://evil.test/form.html' }, 'errors.foreignOrigin'],
      ];
      if (route.access !== 'public') {
        refusals.push(
          ['no nonce', { cookie: member.cookie }, 'errors.badNonce'],
          ['a colleague’s nonce', { cookie: member.cookie, 'x-nonce': world.own.admin.nonce }, 'errors.badNonce'],
          ['another organisation’s nonce', { cookie: member.cookie, 'x-nonce': world.other.admin.nonce }, 'errors.badNonce'],
        );
      }
      for (const [attack, headers, reasonKey] of refusals) {
        const response = await send(route.method, entry, headers);
        attempts += 1;
        expect(response.statusCode, `${label} with ${attack}: ${response.body}`).toBe(403);
        expect(response.json(), `${label} with ${attack}`).toMatchObject({ status: 'error', code: 403, data: { reasonKey } });
      }
    }
    expect(await snapshotDatabase(t.database)).toEqual(before);
    expect(attempts).toBeGreaterThan(100);
  });

  it('lets the same calls through from the product’s own page with the nonce', async () => {
    // The suite above proves nothing if the calls were refused for another reason: sent properly they pass.
    const admin = world.own.admin;
    const removes = (url: string, method: string) => method === 'DELETE' || /delete|remove/i.test(url);
    const routes = t.app.routeTable
      .filter((candidate) => candidate.changesState && candidate.access !== 'static' && !/log(in|out)/.test(candidate.url))
      .sort((a, b) => Number(removes(a.url, a.method)) - Number(removes(b.url, b.method)));
    for (const route of routes) {
      const response = await send(route.method, caseOf(route.method, route.url), { cookie: admin.cookie, 'x-nonce': admin.nonce, origin: `http://${HOST}` });
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBeLessThan(300);
    }
  });
});
