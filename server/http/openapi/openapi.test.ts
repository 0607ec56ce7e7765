import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountPaths } from '../../../common/account/account.contract.ts';
import { PAGE_ROUTE_PATTERNS } from '../../../common/routes.ts';
import { ROUTE_INVENTORY } from '../../test/route-inventory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isApiRoute, openApiPath, pathParameterNames, type OpenApiDocument } from './openapi-document.ts';
import { openApiPaths } from './openapi.routes.ts';
import { resolveSchema, type JsonSchema } from './openapi-schemas.ts';

let t: TestApp;
let document: OpenApiDocument;
const pages = new Set<string>(PAGE_ROUTE_PATTERNS);

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: openApiPaths.document });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});

afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([pathName, item]) => Object.entries(item).map(([method, operation]) => ({ pathName, method, operation })));

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => (key === '$ref' && typeof item === 'string' ? [item] : refsIn(item)));
}

/** A contract's JSON Schema as text, its keys and required lists in order: two contracts alike read the same. */
function canonicalJson(schema: z.ZodType): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, key === 'required' && Array.isArray(item) ? [...(item as string[])].sort() : sorted(item)]),
    );
  };
  return JSON.stringify(sorted(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: z.registry<{ id: string }>() })));
}

describe('the OpenAPI document', () => {
  it('has a contract for every API route (static files and web pages aside)', () => {
    const missing = t.app.routeTable.filter((route) => isApiRoute(route, pages) && !route.contract).map((route) => `${route.method} ${route.url}`);
    expect(missing, 'routes without `config.contract` (server/http/route-contract.ts)').toEqual([]);
  });

  it('describes every API route, and only those, as OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    const described = operations().map(({ pathName, method }) => `${method.toUpperCase()} ${pathName}`).sort();
    const registered = t.app.routeTable.filter((route) => isApiRoute(route, pages)).map((route) => `${route.method} ${openApiPath(route.url)}`).sort();
    expect(described).toEqual(registered);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.tags.length).toBeGreaterThan(10);
  });

  it("names each path's parameters exactly, and gives every operation a summary, a tag and its answers", () => {
    for (const { pathName, method, operation } of operations()) {
      const label = `${method.toUpperCase()} ${pathName}`;
      const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(inPath.sort(), `${label}: path parameters`).toEqual(pathParameterNames(pathName.replace(/\{(\w+)\}/g, ':$1')).sort());
      expect(operation.summary, label).toBeTruthy();
      expect(operation.tags, label).toHaveLength(1);
      expect(Object.keys(operation.responses).some((code) => /^[23]\d\d$/.test(code)), `${label}: a success answer`).toBe(true);
      expect(operation.responses.default, `${label}: the error envelope`).toEqual({ $ref: '#/components/responses/Error' });
      if (operation.security.length > 0) expect(operation.responses[403] ?? operation.responses[401], `${label}: its refusals`).toBeDefined();
    }
  });

  it('resolves every reference, and describes the error envelope and both credentials once', () => {
    const names = new Set(['schemas', 'responses'].flatMap((kind) => Object.keys(document.components[kind as 'schemas' | 'responses']).map((name) => `#/components/${kind}/${name}`)));
    expect(refsIn(document).filter((ref) => !names.has(ref))).toEqual([]);
    expect(document.components.schemas.ErrorEnvelope).toBeDefined();
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'normscope_session' });
    expect(document.components.securitySchemes.nonce).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-nonce' });
    const logout = document.paths[accountPaths.logout]?.post;
    expect(logout?.security).toEqual([{ session: [], nonce: [] }]);
    expect(document.paths[accountPaths.session]?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths[accountPaths.login]?.post?.security).toEqual([]);
  });

  it("gives the sign-in call's body the contract's fields, under the contract's name", () => {
    const login = document.paths[accountPaths.login]?.post;
    const schema = login?.requestBody?.content['application/json']?.schema;
    expect(schema).toEqual({ $ref: '#/components/schemas/LoginRequest' });
    const resolved = resolveSchema(schema as JsonSchema, document.components.schemas);
    expect(Object.keys(resolved.properties as object).sort()).toEqual(['email', 'password']);
    expect(resolved.required).toEqual(['email', 'password']);
    const ok = login?.responses[200];
    expect(ok && 'content' in ok ? ok.content?.['application/json']?.schema : undefined).toMatchObject({ properties: { data: { $ref: '#/components/schemas/UserProfile' } } });
  });

  it("declares the inputs the route suites fuzz: each route's contracts read as the inventory's", () => {
    const byRoute = new Map(t.app.routeTable.map((route) => [`${route.method} ${route.url}`, route.contract]));
    const drifted: string[] = [];
    for (const entry of ROUTE_INVENTORY) {
      const contract = byRoute.get(entry.route);
      for (const part of ['params', 'query', 'body'] as const) {
        const listed = entry.input[part];
        const declared = contract?.[part];
        if (!listed) continue;
        if (!declared || canonicalJson(listed) !== canonicalJson(declared)) drifted.push(`${entry.route} ${part}`);
      }
      if (entry.input.encoding === 'form' && contract?.body && !['form', 'upload'].includes(contract.encoding ?? 'json')) drifted.push(`${entry.route} encoding`);
    }
    expect(drifted).toEqual([]);
  });

  it('is served as the OpenAPI media type, cacheable, and the same document each time', async () => {
    const response = await t.app.inject({ method: 'GET', url: openApiPaths.document });
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.oai\.openapi\+json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual(document);
  });
});

describe('the API reference page', () => {
  it('draws every operation as HTML under the product CSP, with no script', async () => {
    const response = await t.app.inject({ method: 'GET', url: openApiPaths.reference });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/<main>/);
    expect(html).toMatch(/<nav aria-label="Contents">/);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html.match(/class="operation"/g)).toHaveLength(operations().length);
    expect(html).toContain(`<code>${accountPaths.login}</code>`);
    expect(html).toContain('<code>password</code>');
  });
});
