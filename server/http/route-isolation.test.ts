import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_INVENTORY, type RouteBody, type RouteCall } from '../test/route-inventory.ts';
import { snapshotOrganisation } from '../test/database-snapshot.ts';
import { bodyOptions } from '../test/route-requests.ts';
import { createRouteWorld, OWN_MARK, type RouteWorld } from '../test/route-world.ts';
import { asUser, createTestApp, type TestApp, type TestSession } from '../test/test-app.ts';

/**
 * Isolation: for every route, the second organisation's admin, member and lite user and an
 * anonymous caller try every id of the first organisation's objects, in the path and in the
 * body. No answer may carry the first organisation's data, and none of its rows may change.
 */
let t: TestApp;
let world: RouteWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createRouteWorld(t);
});

afterAll(async () => {
  await t.close();
});

/** Every id the first organisation owns: its objects, its member, its subscriptions. */
function ownIds(): number[] {
  return [...new Set([...Object.values(world.ids), world.own.subId, world.own.liteSubId])];
}

/** The call with each numeric path segment, and each `…Id` field of the body, set to each of the first organisation's ids. */
function variantsOf(call: RouteCall): RouteCall[] {
  const [path = '', query] = call.url.split('?');
  const suffix = query === undefined ? '' : `?${query}`;
  const segments = path.split('/');
  const variants: RouteCall[] = [call];
  segments.forEach((segment, index) => {
    if (!/^\d+$/.test(segment)) return;
    for (const id of ownIds()) variants.push({ ...call, url: `${segments.map((part, at) => (at === index ? String(id) : part)).join('/')}${suffix}` });
  });
  for (const body of bodyVariants(call.body)) variants.push({ ...call, body });
  return variants;
}

function bodyVariants(body: RouteBody | undefined): RouteBody[] {
  if (!body) return [];
  const fields = 'json' in body ? body.json : body.form;
  if (!fields || typeof fields !== 'object') return [];
  const idNames = Object.keys(fields).filter((name) => /(^id$|Id$)/.test(name) && name !== 'docId' && name !== 'sectionId');
  return idNames.flatMap((name) =>
    ownIds().map((id) => ('json' in body ? { json: { ...(fields as object), [name]: id } } : { form: { ...body.form, [name]: String(id) } })),
  );
}

/** What of the first organisation an answer must never show. */
function leaks(response: LightMyRequestResponse): string[] {
  const found: string[] = [];
  if (response.body.includes(OWN_MARK)) found.push(OWN_MARK);
  for (const session of [world.own.admin, world.own.member, world.own.lite]) {
    if (response.body.includes(session.profile.user.email)) found.push(session.profile.user.email);
    if (response.body.includes(session.profile.user.name)) found.push(session.profile.user.name);
  }
  return found;
}

/** Who tries the first organisation's ids: one test each, so each stays well inside its time limit. */
const CALLERS = [
  ['the other organisation’s admin', (w: RouteWorld) => w.other.admin],
  ['the other organisation’s member', (w: RouteWorld) => w.other.member],
  ['the other organisation’s lite user', (w: RouteWorld) => w.other.lite],
  ['an anonymous caller', () => null],
] as const satisfies readonly (readonly [string, (w: RouteWorld) => TestSession | null])[];

describe('isolation between organisations, on every route', () => {
  it.each(CALLERS)('shows and changes nothing of the first organisation to %s', async (who, sessionOf) => {
    const session = sessionOf(world);
    const organisationId = world.own.admin.profile.organisation.id;
    const before = await snapshotOrganisation(t.database, organisationId);
    let attempts = 0;
    for (const entry of ROUTE_INVENTORY) {
      const [method = 'GET'] = entry.route.split(' ');
      // Signing out would end the caller's session for the routes after; signing in is not about another organisation's objects.
      if (/log(in|out)$/.test(entry.route)) continue;
      for (const call of variantsOf(entry.call(world))) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: call.url,
          headers: { accept: 'application/json', ...(session ? asUser(session) : {}) },
          ...bodyOptions(call.body),
        });
        attempts += 1;
        expect(response.statusCode, `${entry.route} as ${who}: ${call.url}`).toBeLessThan(500);
        expect(leaks(response), `${method} ${call.url} as ${who} shows: ${response.body.slice(0, 300)}`).toEqual([]);
      }
    }
    expect(await snapshotOrganisation(t.database, organisationId)).toEqual(before);
    expect(attempts).toBeGreaterThan(125);
  });

  it('would see a leak: the first organisation’s own calls show its data', async () => {
    // The checks above prove nothing if the world held no marked data: its own admin sees it.
    const collections = await t.app.inject({ method: 'GET', url: '/management/api/collections', headers: asUser(world.own.admin) });
    expect(leaks(collections)).toContain(OWN_MARK);
    expect(Object.keys(await snapshotOrganisation(t.database, world.own.admin.profile.organisation.id)).length).toBeGreaterThan(8);
  });
});
