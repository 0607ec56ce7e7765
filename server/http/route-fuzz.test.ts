import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTE_PATTERNS } from '../../common/routes.ts';
import { asText, contractInput, hostileValue } from '../test/contract-arbitraries.ts';
import { ROUTE_INVENTORY, type RouteCase } from '../test/route-inventory.ts';
import { createRouteWorld, type RouteWorld } from '../test/route-world.ts';
import { asUser, createTestApp, formData, type TestApp } from '../test/test-app.ts';

/**
 * Fuzzing from the contracts: every route of the inventory and every page gets generated
 * inputs, valid and hostile (FUZZ_RUNS each, 20 by default; `npm run fuzz` runs many more).
 * No answer may be a 500, every API answer is the envelope, and the server is healthy after.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** About 25 ms a call on a busy machine, over 50 routes: a longer run gets the time it needs. */
const TIMEOUT_MS = 30_000 + RUNS * 1_500;

let t: TestApp;
let world: RouteWorld;
let requests = 0;

beforeAll(async () => {
  t = await createTestApp();
  world = await createRouteWorld(t);
});

afterAll(async () => {
  await t.close();
});

/** The route's path parameters, in order. */
const paramNames = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

function fillPattern(pattern: string, values: unknown): string {
  const record: Record<string, unknown> = values && typeof values === 'object' && !Array.isArray(values) ? { ...values } : { value: values };
  return pattern.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(asText(record[name] ?? record.value).toWellFormed()) || '0');
}

function queryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value === undefined ? '' : `?q=${encodeURIComponent(asText(value).toWellFormed())}`;
  const search = new URLSearchParams();
  for (const [name, item] of Object.entries(value)) for (const one of Array.isArray(item) ? item : [item]) search.append(name, asText(one).toWellFormed());
  const text = search.toString();
  return text ? `?${text}` : '';
}

function formFields(value: unknown): Record<string, string | string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { value: asText(value) };
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, Array.isArray(item) ? item.map(asText) : asText(item)]));
}

function expectWellFormed(response: LightMyRequestResponse, label: string) {
  requests += 1;
  expect(response.statusCode, `${label} → ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return;
  const body = response.json<{ status?: unknown; code?: unknown }>();
  expect(body.status === 'ok' || body.status === 'error', `${label}: not the envelope: ${response.body.slice(0, 300)}`).toBe(true);
  expect(body.code, label).toBe(response.statusCode);
}

/** One generated call of a route: path parameters, query and body from its contracts. */
function callArbitrary(entry: RouteCase) {
  const [, pattern = ''] = entry.route.split(' ');
  const names = paramNames(pattern);
  const params = entry.input.params ? contractInput(entry.input.params) : fc.record(Object.fromEntries(names.map((name) => [name, hostileValue])));
  const query = entry.input.query ? fc.option(contractInput(entry.input.query), { nil: undefined }) : fc.constant(undefined);
  const body = entry.input.body ? contractInput(entry.input.body) : fc.option(hostileValue, { nil: undefined });
  // Half the calls keep the world's real ids and change one part only, so the route's own code runs, not just its validation.
  return fc.record({ params, query, body, realPath: fc.boolean() }).map(({ params: paramValues, query: queryValue, body: bodyValue, realPath }) => {
    const valid = entry.call(world);
    const path = realPath ? valid.url.split('?')[0] ?? valid.url : fillPattern(pattern, paramValues);
    return { url: `${path}${queryString(queryValue)}`, body: bodyValue };
  });
}

describe('fuzzing every route from its contract', () => {
  it('answers every generated call without a 500, in the envelope', async () => {
    const session = world.own.admin;
    for (const entry of ROUTE_INVENTORY) {
      const [method = 'GET'] = entry.route.split(' ');
      if (entry.route.includes('/logout')) continue;
      await fc.assert(
        fc.asyncProperty(callArbitrary(entry), async ({ url, body }) => {
          const headers = { ...asUser(session), accept: 'application/json' };
          const payload =
            method === 'GET' || body === undefined
              ? {}
              : entry.input.encoding === 'form'
                ? { body: formData(formFields(body)) }
                : { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } };
          const response = await t.app.inject({ method: method as 'POST', url, headers, ...payload });
          expectWellFormed(response, `${method} ${url}`);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(ROUTE_INVENTORY.length * RUNS - RUNS);
  }, TIMEOUT_MS);

  it('answers malformed bodies, odd content types, bad escapes and overlong paths in the envelope, without echoing them', async () => {
    const session = world.own.admin;
    const echo = 'zz-echo-marker';
    const odd = [
      { method: 'POST' as const, url: '/management/api/collections', headers: { 'content-type': 'application/json' }, payload: `{"name": "${echo}` },
      { method: 'POST' as const, url: '/management/api/collections', headers: { 'content-type': `text/${echo}` }, payload: echo },
      { method: 'POST' as const, url: '/management/api/collections', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: `--x\r\n${echo}` },
      { method: 'GET' as const, url: `/management/api/collections/%E0%A4%A${echo}` },
      { method: 'GET' as const, url: `/management/api/exports/${echo}${'9'.repeat(9000)}` },
      { method: 'GET' as const, url: `/management/webreader/getContent/1/1/1/${'%'.repeat(3)}${echo}` },
      { method: 'GET' as const, url: `/management/api/${echo}` },
    ];
    for (const request of odd) {
      const response = await t.app.inject({ ...request, headers: { ...asUser(session), accept: 'application/json', ...request.headers } });
      expectWellFormed(response, `${request.method} ${request.url.slice(0, 80)}`);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body, `${request.url.slice(0, 80)} echoes its input`).not.toContain(echo);
    }
  });

  it('draws every page for any address, signed in or not, and stays healthy', async () => {
    const pages = PAGE_ROUTE_PATTERNS.filter((pattern) => pattern.includes(':'));
    for (const pattern of pages) {
      await fc.assert(
        fc.asyncProperty(fc.record(Object.fromEntries(paramNames(pattern).map((name) => [name, fc.oneof(hostileValue, fc.nat())]))), fc.boolean(), async (values, signedIn) => {
          const url = fillPattern(pattern, values);
          const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(signedIn ? { cookie: world.own.member.cookie } : {}) } });
          expectWellFormed(response, `GET ${url}`);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    }
    const health = await t.app.inject({ method: 'GET', url: '/management/healthz' });
    expect(health.statusCode).toBe(200);
  }, TIMEOUT_MS);
});
