import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisationWithUsers } from '../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC_DIR = path.join(ROOT, 'web/public');
/** Long enough for the build to compress it, as vite-plugin-pwa and the precompress plugin do. */
const SERVICE_WORKER = `self.addEventListener('fetch', () => {});\n${'// precache list\n'.repeat(200)}`;

let t: TestApp;
let buildDir: string;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-sw-build-'));
  mkdirSync(path.join(buildDir, 'assets'), { recursive: true });
  writeFileSync(path.join(buildDir, 'index.html'), readFileSync(path.join(ROOT, 'web/index.html'), 'utf8'));
  cpSync(PUBLIC_DIR, buildDir, { recursive: true });
  writeFileSync(path.join(buildDir, 'sw.js'), SERVICE_WORKER);
  writeFileSync(path.join(buildDir, 'sw.js.br'), brotliCompressSync(SERVICE_WORKER));
  t = await createTestApp({ webBuildDir: buildDir });
});

afterAll(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe('installed app (issue 22)', () => {
  it('serves the service worker under /management/, revalidated on every visit, compressed as built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/management/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(readFileSync(path.join(buildDir, 'sw.js.br')))).toBe(true);
  });

  it('allows the worker and the manifest in the page security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/management/home/index' });
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
    expect(page.body).toContain('<link rel="manifest" href="/management/manifest.webmanifest"');
  });

  it('serves the offline shell without page variables, even to a signed-in user', async () => {
    const users = await createOrganisationWithUsers(t.database.db);
    const session = await signIn(t.app, users.admin.email);
    const shell = await t.app.inject({ method: 'GET', url: '/management/index.html', headers: { cookie: session.cookie } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toContain('text/html');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toContain('<div id="root">');
    expect(shell.body).not.toContain('normscope-profile');
    expect(shell.body).not.toContain('name="normscope-lang"');
  });

  it('serves a manifest that makes the app installable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/management/manifest.webmanifest' });
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(response.body) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/management/home/index', scope: '/management/', id: '/management/' });
    expect(manifest.name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect((await t.app.inject({ method: 'GET', url: icon.src })).statusCode, icon.src).toBe(200);
    }
  });
});
