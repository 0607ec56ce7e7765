import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../common/account/account.contract.ts';
import { createOrganisationWithUsers } from '../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC_DIR = path.join(ROOT, 'web/public');
const ASSET = 'app-C0ffee12.js';
const ASSET_SOURCE = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index % 37}`))};\n`;

let t: TestApp;
let buildDir: string;
let users: Awaited<ReturnType<typeof createOrganisationWithUsers>>;

/** What `vite build` writes, in small: the page template, a hashed asset with its .br and .gz, the public files. */
function writeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), readFileSync(path.join(ROOT, 'web/index.html'), 'utf8'));
  writeFileSync(path.join(dir, 'assets', ASSET), ASSET_SOURCE);
  writeFileSync(path.join(dir, 'assets', `${ASSET}.br`), brotliCompressSync(ASSET_SOURCE));
  writeFileSync(path.join(dir, 'assets', `${ASSET}.gz`), gzipSync(ASSET_SOURCE));
  cpSync(PUBLIC_DIR, dir, { recursive: true });
}

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-web-build-'));
  writeBuild(buildDir);
  t = await createTestApp({ webBuildDir: buildDir });
  users = await createOrganisationWithUsers(t.database.db, { name: 'Acme <script>alert(1)</script>' });
});

afterAll(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
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
      // It embeds the nonce: kept by no cache (cache-control.ts).
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

  it('has the browser revalidate the page: unchanged it answers 304, changed the new page', async () => {
    const url = '/management/home/index';
    const french = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
    const etag = french.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr', 'if-none-match': String(etag) } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['cache-control']).toBe('no-cache, private');

    const german = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de', 'if-none-match': String(etag) } });
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de"');
    expect(german.headers.etag).not.toBe(etag);

    const session = await signIn(t.app, users.admin.email);
    const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie, 'if-none-match': String(etag) } });
    expect(signedIn.statusCode).toBe(200);
    expect(profileMeta(signedIn.body)).toMatchObject({ nonce: session.nonce });
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

  it('reports the process alive (liveness reads no database) and echoes a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/management/healthz', headers: { 'x-request-id': 'probe-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', data: { alive: true, engine: t.database.kind } });
    expect(response.headers['x-request-id']).toBe('probe-1');
  });
});

describe('web app files', () => {
  const url = `/management/assets/${ASSET}`;

  it('serves hashed assets as built, brotli or gzip as the browser accepts, kept for a year', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', body: readFileSync(path.join(buildDir, 'assets', `${ASSET}.br`)) },
      { accept: 'gzip', encoding: 'gzip', body: readFileSync(path.join(buildDir, 'assets', `${ASSET}.gz`)) },
      { accept: 'identity', encoding: undefined, body: Buffer.from(ASSET_SOURCE) },
    ];
    for (const { accept, encoding, body } of cases) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary), accept).toMatch(/accept-encoding/i);
      // Byte for byte the file written at build time: nothing compressed it a second time.
      expect(response.rawPayload.equals(body), accept).toBe(true);
    }
  });

  it('serves files without looking the session up, where a page with the same stale cookie ends it', async () => {
    const cookie = 'normscope_session=no-such-session';
    for (const fileUrl of [url, '/management/favicon.svg', '/favicon.ico']) {
      const response = await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie } });
      expect(response.statusCode, fileUrl).toBe(200);
      expect(response.headers['set-cookie'], fileUrl).toBeUndefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/management/home/index', headers: { cookie } });
    expect(String(page.headers['set-cookie'])).toMatch(/^normscope_session=;/);
  });

  it('answers a missing asset with a 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/management/assets/app-gone.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
  });
});

const ICONS: [url: string, file: string, type: RegExp][] = [
  ['/management/favicon.svg', 'favicon.svg', /^image\/svg\+xml/],
  ['/management/favicon.ico', 'favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
  ['/favicon.ico', 'favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
  ['/management/apple-touch-icon.png', 'apple-touch-icon.png', /^image\/png$/],
  ['/apple-touch-icon.png', 'apple-touch-icon.png', /^image\/png$/],
  ['/apple-touch-icon-precomposed.png', 'apple-touch-icon.png', /^image\/png$/],
  ['/management/icon-192.png', 'icon-192.png', /^image\/png$/],
  ['/management/icon-512.png', 'icon-512.png', /^image\/png$/],
  ['/management/icon-maskable-512.png', 'icon-maskable-512.png', /^image\/png$/],
  ['/management/manifest.webmanifest', 'manifest.webmanifest', /^application\/manifest\+json/],
];

async function expectIcons(app: TestApp['app']) {
  for (const [url, file, type] of ICONS) {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(type);
    expect(response.headers['cache-control'], url).toBe('public, max-age=86400');
    expect(response.rawPayload.equals(readFileSync(path.join(PUBLIC_DIR, file))), url).toBe(true);
  }
}

describe('icons', () => {
  it('serves the icons and manifest the page links to, and those browsers ask for at the site root', async () => {
    await expectIcons(t.app);
    const page = await t.app.inject({ method: 'GET', url: '/management/home/index' });
    for (const [url] of ICONS.filter(([url]) => url.startsWith('/management/') && !url.includes('icon-'))) {
      expect(page.body, url).toContain(`href="${url}"`);
    }
    const manifest = JSON.parse(readFileSync(path.join(PUBLIC_DIR, 'manifest.webmanifest'), 'utf8')) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect(ICONS.map(([url]) => url)).toContain(icon.src);
  });

  it('serves them from web/public before the web app is built', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'normscope-no-build-'));
    const unbuilt = await createTestApp({ webBuildDir: empty });
    try {
      await expectIcons(unbuilt.app);
      expect((await unbuilt.app.inject({ method: 'GET', url: `/management/assets/${ASSET}` })).statusCode).toBe(404);
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
