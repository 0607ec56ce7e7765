import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { demoUsers, signInThroughApi } from './support/session.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * The installed app (issue 22): a phone with the app opened from its icon. The display mode is
 * emulated through the DevTools protocol and, should Chromium ignore it, through iOS's
 * navigator.standalone (the other path of web/app/pwa/installed-app.ts). The service worker is
 * allowed here only (playwright.config.ts blocks it elsewhere).
 */
test.use({ serviceWorkers: 'allow' });
test.skip(({ isMobile }) => !isMobile, 'the installed app is tested on a phone (mobile project)');

async function asInstalledApp(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'display-mode', value: 'standalone' }] }).catch(() => undefined);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
  });
}

/** A standards search made through the API, as the search bar would post it; answers the results address. */
async function searchFor(page: Page, fields: Record<string, string>): Promise<string> {
  const profile = await signInThroughApi(page, demoUsers.admin);
  const response = await page.request.post(searchPaths.formPost, {
    headers: { accept: 'application/json', 'x-nonce': profile.nonce },
    multipart: { searchCriteria: 'standards', ...fields },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { searchContext: string } };
  return pagePaths.searchResults(data.searchContext);
}

const records = (page: Page) => page.getByTestId('record');

test('the installed app offers only the standards and collections tabs', async ({ page }) => {
  await asInstalledApp(page);
  await signInThroughApi(page, demoUsers.admin);
  await page.goto(pagePaths.searchIndex);
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs).toHaveCount(2);
  await expect(page.getByTestId('search-tab-standards')).toBeVisible();
  await expect(page.getByTestId('search-tab-collections')).toBeVisible();
  await expect(page.getByTestId('search-tab-latest')).toHaveCount(0);
});

test('results load more with the button and on scroll, and Back keeps the rows loaded', async ({ page }) => {
  await asInstalledApp(page);
  const resultsUrl = await searchFor(page, { query_2: 'quality management' });
  await page.goto(resultsUrl);
  await expect(records(page)).toHaveCount(15);
  await expect(page.getByTestId('pagination')).toHaveCount(0);
  // The button, pressed.
  const loadMore = page.getByTestId('load-more');
  await loadMore.click();
  await expect.poll(() => records(page).count()).toBeGreaterThanOrEqual(30);
  await expect(loadMore).toBeEnabled();
  const afterClick = await records(page).count();
  // Scrolled into view, it loads by itself.
  await loadMore.scrollIntoViewIfNeeded();
  await expect.poll(() => records(page).count()).toBeGreaterThan(afterClick);
  await expect(loadMore.or(page.getByTestId('all-loaded'))).toBeEnabled();
  const loaded = await records(page).count();
  // Away to a document and Back: the rows are all there, from the cache.
  // (A row far from the button: scrolling to the last would bring the button into view and load more, as it should.)
  await page.getByTestId('record-link').nth(loaded - 15).click();
  await expect(page).not.toHaveURL(resultsUrl);
  await page.goBack();
  await expect(page).toHaveURL(resultsUrl);
  // Every row loaded before is back, and no more: the window returning to where it was loads nothing.
  await expect(records(page)).toHaveCount(loaded);
});

test('zero hits go to the search index page', async ({ page }) => {
  await asInstalledApp(page);
  const resultsUrl = await searchFor(page, { query_2: 'zzqxw nothing matches this' });
  await page.goto(resultsUrl);
  await expect(page).toHaveURL(pagePaths.searchIndex);
  await expect(page.getByTestId('search-tab-standards')).toBeVisible();
});

test('the service worker controls the app, which opens offline from its shell', async ({ page, context }) => {
  await signInThroughApi(page, demoUsers.admin);
  await page.goto(pagePaths.home);
  const manifest = (await (await page.request.get('/management/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ display: 'standalone', start_url: pagePaths.home, scope: '/management/' });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toMatch(/\/management\/sw\.js$/);
  // The shell is precached once the worker is active.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  try {
    await page.goto(pagePaths.home);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.locator('meta[name="normscope-profile"]')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('a new version waiting offers to reload, and Reload activates it', async ({ page }) => {
  await signInThroughApi(page, demoUsers.admin);
  await page.goto(pagePaths.home);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  // The next deployment: the same worker with different bytes, in the build the e2e server serves. The browser
  // fetches a worker's script itself, past page.route, so the file changes on disk (and is put back).
  const restore = await deployNextServiceWorker();
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/management/');
      await registration?.update();
    });
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(page.getByText('A new version of Normscope is available.')).toBeVisible({ timeout: 20_000 });
    await reload.focus();
    await expect(reload).toBeFocused();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(page.getByText('A new version of Normscope is available.')).toHaveCount(0);
  } finally {
    restore();
  }
});

/** Rewrites sw.js and its precompressed copies in the served build; answers how to put them back. */
async function deployNextServiceWorker(): Promise<() => void> {
  const buildDir = path.resolve(process.env.WEB_BUILD_DIR ?? 'dist/web');
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(buildDir, name)).filter((file) => existsSync(file));
  const originals = new Map(files.map((file) => [file, readFileSync(file)] as const));
  const next = Buffer.from(`${readFileSync(path.join(buildDir, 'sw.js'), 'utf8')}\n// next build ${Date.now()}\n`);
  for (const file of files) writeFileSync(file, file.endsWith('.br') ? brotliCompressSync(next) : file.endsWith('.gz') ? gzipSync(next) : next);
  return () => {
    for (const [file, bytes] of originals) writeFileSync(file, bytes);
  };
}
