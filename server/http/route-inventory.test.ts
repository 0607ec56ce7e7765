import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTE_PATTERNS } from '../../common/routes.ts';
import { ROUTE_INVENTORY } from '../test/route-inventory.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('the route inventory', () => {
  it('names every API route the app answers, and nothing it does not', () => {
    const pages = new Set<string>(PAGE_ROUTE_PATTERNS);
    const api = t.app.routeTable.filter((route) => route.access !== 'static' && !(route.method === 'GET' && pages.has(route.url)));
    const registered = api.map((route) => `${route.method} ${route.url}`);
    const listed = ROUTE_INVENTORY.map((entry) => entry.route);
    expect(registered.filter((route) => !listed.includes(route)), 'routes missing from server/test/route-inventory.ts').toEqual([]);
    expect(listed.filter((route) => !registered.includes(route)), 'inventory entries the app does not register').toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('serves every page route, and static files only as GET', () => {
    const gets = new Set(t.app.routeTable.filter((route) => route.method === 'GET').map((route) => route.url));
    expect(PAGE_ROUTE_PATTERNS.filter((pattern) => !gets.has(pattern))).toEqual([]);
    expect(t.app.routeTable.filter((route) => route.access === 'static' && route.method !== 'GET')).toEqual([]);
  });
});
