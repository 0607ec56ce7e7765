import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../common/account/account.contract.ts';
import { createOrganisationWithUsers } from '../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let users: Awaited<ReturnType<typeof createOrganisationWithUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  users = await createOrganisationWithUsers(t.database.db, { name: 'Acme <script>alert(1)</script>' });
});

afterAll(async () => {
  await t.close();
});

function profileMeta(html: string): UserProfile | undefined {
  const match = /<meta name="normscope-profile" content="([^"]+)">/.exec(html);
  return match?.[1] ? (JSON.parse(Buffer.from(match[1], 'base64').toString('utf8')) as UserProfile) : undefined;
}

describe('web app pages', () => {
  it('injects the encoded profile with the nonce and the language into every page route', async () => {
    const session = await signIn(t.app, users.admin.email);
    for (const url of [
      '/management/home/index',
      '/management/search/index',
      '/management/search/index/0/-/abc',
      '/management/display/index/3/42/-/abc',
      '/management/display/version/7/42',
    ]) {
      const page = await t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      const profile = profileMeta(page.body);
      expect(profile).toMatchObject({
        subId: users.subscription.id,
        nonce: session.nonce,
        perms: { isPowerUser: true },
        isLiteSubscription: false,
      });
      expect(page.body).not.toContain('<script>alert(1)</script>');
    }
  });

  it('serves pages without a profile when signed out, in the browser language', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/management/home/index', headers: { 'accept-language': 'fr-CH, de;q=0.8' } });
    expect(page.statusCode).toBe(200);
    expect(profileMeta(page.body)).toBeUndefined();
    expect(page.body).toContain('<html lang="fr"');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('redirects /management to the home page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/management' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/management/home/index');
  });

  it('answers unknown pages with the app and a 404, unknown endpoints with the envelope', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/management/nowhere', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await t.app.inject({ method: 'POST', url: '/management/services.v1.nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'error', code: 404, data: { reasonKey: 'errors.notFound' } });
  });

  it('reports health with the database reachable and echoes a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/management/healthz', headers: { 'x-request-id': 'probe-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', data: { database: 'up' } });
    expect(response.headers['x-request-id']).toBe('probe-1');
  });
});
