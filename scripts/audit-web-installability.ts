import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';

/**
 * The installed app's checks of `npm run audit:web` (issue 22): what Chromium itself says of the app's
 * installability (Page.getInstallabilityErrors, Page.getAppManifest through the DevTools protocol),
 * every manifest icon loading with the size it claims, a service worker controlling the page, and the
 * manifest's start URL answering offline. Signed in with the audit's session cookie.
 */
export type InstallabilityReport = { lines: string[]; errors: string[] };

const CHROMIUM = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] };
const HOME_PATH = '/management/home/index';
// Page code runs in the browser and is written as text: this script is type-checked for Node, without the DOM's types.
const CONTROL_WAIT_MS = 30_000;

type ManifestIcon = { src: string; sizes?: string; type?: string; purpose?: string };

/** Width and height of a PNG, from its IHDR chunk; null for anything else. */
function pngSize(bytes: Buffer): [number, number] | null {
  if (bytes.length < 24 || bytes.toString('ascii', 1, 4) !== 'PNG') return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function checkIcons(context: BrowserContext, manifestUrl: string, icons: ManifestIcon[], errors: string[]): Promise<number> {
  let checked = 0;
  for (const icon of icons) {
    const url = new URL(icon.src, manifestUrl).href;
    const response = await context.request.get(url);
    if (!response.ok()) {
      errors.push(`icon ${icon.src} answers ${response.status()}`);
      continue;
    }
    checked++;
    if (icon.type && !(response.headers()['content-type'] ?? '').startsWith(icon.type)) errors.push(`icon ${icon.src} is served as ${response.headers()['content-type']}, the manifest says ${icon.type}`);
    if (!icon.sizes || icon.sizes === 'any') continue;
    const size = pngSize(await response.body());
    if (!size) {
      errors.push(`icon ${icon.src} claims ${icon.sizes} but is not a PNG whose size can be read`);
      continue;
    }
    if (!icon.sizes.split(/\s+/).includes(`${size[0]}x${size[1]}`)) errors.push(`icon ${icon.src} claims ${icon.sizes} but is ${size[0]}x${size[1]}`);
  }
  return checked;
}

/** Polled rather than waited for in the page: the app may replace its address while it starts, which ends a wait. */
async function waitForControl(page: Page): Promise<boolean> {
  const deadline = Date.now() + CONTROL_WAIT_MS;
  while (Date.now() < deadline) {
    const controlled = await page.evaluate<boolean>('navigator.serviceWorker.controller !== null').catch(() => false);
    if (controlled) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

export async function checkInstallability(base: string, cookie: string): Promise<InstallabilityReport> {
  const lines: string[] = [];
  const errors: string[] = [];
  // A profile of its own on disk: Chromium never offers to install from an incognito window (Playwright's usual context).
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-install-'));
  const context = await chromium.launchPersistentContext(profileDir, { ...CHROMIUM, serviceWorkers: 'allow' });
  try {
    const cookies = cookie.split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
      const [name = '', ...value] = part.split('=');
      return { name, value: value.join('='), url: base };
    });
    await context.addCookies(cookies);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}${HOME_PATH}`);
    const controlled = await waitForControl(page);
    if (controlled) lines.push(`service worker: controls the page (${await page.evaluate<string>("navigator.serviceWorker.controller?.scriptURL ?? ''")})`);
    else errors.push(`no service worker controls ${HOME_PATH} after ${CONTROL_WAIT_MS / 1000} s`);

    const cdp = await context.newCDPSession(page);
    const installability = await cdp.send('Page.getInstallabilityErrors');
    for (const problem of installability.installabilityErrors) errors.push(`Chromium: ${problem.errorId}${problem.errorArguments.length > 0 ? ` (${problem.errorArguments.map((arg) => `${arg.name}=${arg.value}`).join(', ')})` : ''}`);
    lines.push(`Chromium installability errors: ${installability.installabilityErrors.length}`);
    const appManifest = await cdp.send('Page.getAppManifest');
    for (const problem of appManifest.errors) errors.push(`manifest ${problem.critical ? 'error' : 'warning'}: ${problem.message}`);
    if (!appManifest.data) errors.push('the page names no manifest Chromium can read');
    else {
      const manifest = JSON.parse(appManifest.data) as { start_url?: string; display?: string; icons?: ManifestIcon[] };
      const icons = manifest.icons ?? [];
      const loaded = await checkIcons(context, appManifest.url, icons, errors);
      lines.push(`manifest ${appManifest.url}: display ${manifest.display ?? 'n/a'}, start URL ${manifest.start_url ?? 'n/a'}, ${loaded}/${icons.length} icons load with their sizes`);
      if (controlled && manifest.start_url) {
        const startUrl = new URL(manifest.start_url, appManifest.url).href;
        await context.setOffline(true);
        try {
          const response = await page.goto(startUrl).catch(() => null);
          const drawn = response?.ok() === true && (await page.locator('#root').innerHTML().catch(() => '')).trim().length > 0;
          if (drawn) lines.push(`offline: the start URL answers ${response.status()} from the service worker and draws the app`);
          else errors.push(`offline: the start URL ${startUrl} does not answer (${response ? response.status() : 'no response'})`);
        } finally {
          await context.setOffline(false);
        }
      }
    }
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
  return { lines, errors };
}
