import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from './support/test.ts';
import type { UserProfile } from '../common/account/account.contract.ts';
import { offlinePaths } from '../common/reader/offline.values.ts';
import { readerPaths } from '../common/reader/reader-paths.ts';
import type { ReaderHighlight } from '../common/reader/reader.contract.ts';
import { pagePaths } from '../common/routes.ts';
import { grantsThroughApi, versionsWithText } from './support/offline-grants.ts';
import { captureScreen, demoUsers, signInThroughApi } from './support/session.ts';
import { selectText } from './support/text-selection.ts';

/**
 * Offline reading in the browser (issue 22): a copy made available offline from the display page,
 * read, searched and highlighted with the network off, the highlight sent once when it returns; the
 * licence's end and sign-out remove the copy. The desktop and phone projects run side by side against
 * one server, so each reads its own RFC as its own user.
 */

const sharedData = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(import.meta.dirname, '..', '..', 'shared', 'data'));
test.skip(!existsSync(path.join(sharedData, 'fulltext', 'rfc5321.txt')), `Offline reading reads the real RFC texts from ${path.join(sharedData, 'fulltext')}.`);

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const setupFor = (testInfo: TestInfo) =>
  isPhone(testInfo) ? { email: demoUsers.admin, number: 'RFC 6066', phrase: 'server name' } : { email: demoUsers.member, number: 'RFC 5321', phrase: 'mail transaction' };

type Opened = { profile: UserProfile; docId: number; versionId: number; number: string; phrase: string };

/** Signs in, finds the project's RFC, and gives back any copy of it left by an earlier run. */
async function openRfc(page: Page, testInfo: TestInfo): Promise<Opened> {
  const { email, number, phrase } = setupFor(testInfo);
  const profile = await signInThroughApi(page, email);
  const { docId, versionIds } = await versionsWithText(page.request, profile, number);
  const versionId = versionIds[0] ?? 0;
  for (const grant of await grantsThroughApi(page.request)) {
    if (grant.versionId === versionId && grant.state === 'active') {
      await page.request.delete(offlinePaths.release(grant.grantId), { headers: { accept: 'application/json', 'x-nonce': profile.nonce } });
    }
  }
  return { profile, docId, versionId, number, phrase };
}

/** How many copies the browser's offline store holds (0 when the database was never made or was emptied). */
function storedCopies(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === 'normscope-offline')) return 0;
    return new Promise<number>((resolve, reject) => {
      const opened = indexedDB.open('normscope-offline');
      opened.onerror = () => reject(opened.error ?? new Error('open failed'));
      opened.onsuccess = () => {
        const db = opened.result;
        if (!db.objectStoreNames.contains('copies')) {
          db.close();
          resolve(0);
          return;
        }
        const counted = db.transaction('copies').objectStore('copies').count();
        counted.onsuccess = () => {
          db.close();
          resolve(counted.result);
        };
      };
    });
  });
}

/** Makes the version available offline with the display page's toggle. */
async function makeAvailableOffline(page: Page, opened: Opened) {
  await page.goto(pagePaths.version(opened.versionId, opened.docId));
  const toggle = page.getByRole('button', { name: 'Available offline' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.getByTestId('offline-until')).toHaveText(/^Available offline until /);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await storedCopies(page)).toBe(1);
}

async function serverHighlights(page: Page, opened: Opened): Promise<ReaderHighlight[]> {
  const answer = await page.request.get(readerPaths.highlights(opened.docId, opened.versionId, opened.profile.subId), { headers: { accept: 'application/json' } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: ReaderHighlight[] }).data;
}

test('a copy made available offline is read, searched and highlighted offline; the highlight reaches the server once', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const opened = await openRfc(page, testInfo);
  await makeAvailableOffline(page, opened);
  await page.getByTestId('open-in-reader').click();
  await expect(page.getByTestId('reader-number')).toHaveText(opened.number);
  const firstSection = page.locator('[data-section-body]').first();
  await expect(firstSection).toBeVisible();
  const sectionId = (await firstSection.getAttribute('data-section-body')) ?? '';
  await expect(page.getByRole('button', { name: 'Available offline' })).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  // Searched in the browser, over the copy's text.
  await page.getByTestId('reader-search-input').fill(opened.phrase);
  await page.getByTestId('reader-search-input').press('Enter');
  await expect(page.getByTestId('search-match')).toHaveText(new RegExp(`^${opened.phrase.replace(' ', '\\s+')}$`, 'i'));
  await expect(page.getByTestId('reader-match-position')).toHaveText(/^1\/\d+$/);

  // Highlighted: shown at once, kept in the browser's queue.
  const quote = await selectText(page, sectionId, 18);
  await page.getByTestId('reader-highlight-button').click();
  await page.getByTestId('reader-highlight-green').click();
  await expect(page.locator(`[data-section-body="${sectionId}"] mark[data-highlight-ids]`).filter({ hasText: quote })).toHaveCount(1);
  expect((await serverHighlights(page, opened)).filter((h) => h.quote === quote && h.sectionId === sectionId)).toHaveLength(0);

  // Back online: the queue is sent, exactly once, and the copy takes the server's highlight.
  await context.setOffline(false);
  await expect.poll(async () => (await serverHighlights(page, opened)).filter((h) => h.quote === quote && h.sectionId === sectionId).length).toBe(1);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('normscope.offline'))).toBe('{"copies":1,"pending":false}');
  await page.reload();
  await expect(page.locator(`[data-section-body="${sectionId}"] mark[data-highlight-ids]`).filter({ hasText: quote })).toHaveCount(1);
  const mine = (await serverHighlights(page, opened)).filter((h) => h.quote === quote && h.sectionId === sectionId);
  expect(mine).toHaveLength(1);

  // The offline page lists the copy, with a way to read it.
  await page.goto(pagePaths.offline);
  await expect(page.getByRole('heading', { name: 'Offline', level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-copy')).toHaveCount(1);
  await expect(page.getByTestId('offline-copy').getByRole('link', { name: opened.number })).toBeVisible();

  // Tidy up: the highlight goes, and the copy is given back from the reader's toolbar.
  for (const highlight of mine) {
    await page.request.delete(readerPaths.highlight(opened.docId, opened.versionId, opened.profile.subId, highlight.highlightId), {
      headers: { accept: 'application/json', 'x-nonce': opened.profile.nonce },
    });
  }
  await page.goto(pagePaths.reader(opened.docId, opened.versionId));
  await page.getByRole('button', { name: 'Available offline' }).click();
  await expect(page.getByRole('button', { name: 'Available offline' })).toHaveAttribute('aria-pressed', 'false');
  expect(await storedCopies(page)).toBe(0);
  const grants = await grantsThroughApi(page.request);
  expect(grants.filter((grant) => grant.versionId === opened.versionId && grant.state === 'active')).toHaveLength(0);
});

test('a copy past its licence is deleted when the app starts, with a word to the user', async ({ page }, testInfo) => {
  const opened = await openRfc(page, testInfo);
  await makeAvailableOffline(page, opened);
  const expiresAt = await page.evaluate(() => {
    const opened = indexedDB.open('normscope-offline');
    return new Promise<string>((resolve) => {
      opened.onsuccess = () => {
        const all = opened.result.transaction('copies').objectStore('copies').getAll();
        all.onsuccess = () => {
          opened.result.close();
          resolve((all.result as { grant: { expiresAt: string } }[])[0]?.grant.expiresAt ?? '');
        };
      };
    });
  });
  await page.clock.install({ time: new Date(Date.parse(expiresAt) + 60 * 60 * 1000) });
  await page.goto(pagePaths.version(opened.versionId, opened.docId));
  await expect(page.getByText(`The offline licence for ${opened.number} has ended.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Available offline' })).toHaveAttribute('aria-pressed', 'false');
  expect(await storedCopies(page)).toBe(0);
  await page.clock.resume();
});

test('signing out purges every offline copy', async ({ page }, testInfo) => {
  const opened = await openRfc(page, testInfo);
  await makeAvailableOffline(page, opened);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await storedCopies(page)).toBe(0);
  expect(await page.evaluate(() => window.localStorage.getItem('normscope.offline'))).toBeNull();
  // The grant outlives the session on the server (its report of usage); the next run gives it back.
});

test('copies left by a user whose session ended are purged when someone else signs in on the browser', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'One project is enough: nothing here depends on the screen.');
  const opened = await openRfc(page, testInfo);
  await makeAvailableOffline(page, opened);
  // Another user signs in over the same browser without the first signing out.
  await signInThroughApi(page, demoUsers.lite);
  await page.goto(pagePaths.home);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect.poll(() => storedCopies(page)).toBe(0);
  const first = await signInThroughApi(page, setupFor(testInfo).email);
  const grant = (await grantsThroughApi(page.request)).find((entry) => entry.versionId === opened.versionId && entry.state === 'active');
  if (grant) await page.request.delete(offlinePaths.release(grant.grantId), { headers: { accept: 'application/json', 'x-nonce': first.nonce } });
});

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json' };

test.describe('started without a network', () => {
  // The browser's routes stand in for the service worker: the shell (the page without its variables) and the app's files.
  test.use({ serviceWorkers: 'block' });

  test('the app opens in offline mode: the offline page lists the copy, and the reader reads it', async ({ page, context }, testInfo) => {
    const opened = await openRfc(page, testInfo);
    await makeAvailableOffline(page, opened);
    const buildDir = path.resolve(process.env.WEB_BUILD_DIR ?? 'dist/web');
    await context.setOffline(true);
    await context.route('**/management/**', async (route) => {
      const request = route.request();
      const file = new URL(request.url()).pathname.replace(/^\/management\//, '');
      if (request.isNavigationRequest()) return route.fulfill({ path: path.join(buildDir, 'index.html'), contentType: 'text/html' });
      const onDisk = path.join(buildDir, file);
      if (file !== '' && existsSync(onDisk) && !file.endsWith('/')) return route.fulfill({ path: onDisk, contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
      return route.abort('internetdisconnected');
    });
    await page.goto(pagePaths.home);
    await expect(page).toHaveURL(pagePaths.offline);
    await expect(page.getByRole('heading', { name: 'Offline', level: 1 })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText('The network is unreachable');
    const listed = page.getByTestId('offline-copy');
    await expect(listed).toHaveCount(1);
    await captureScreen(page, testInfo, 'offline-mode');
    await listed.getByRole('link', { name: opened.number }).click();
    await expect(page.getByTestId('reader-number')).toHaveText(opened.number);
    await expect(page.locator('[data-section-body]').first()).toBeVisible();
    await page.getByTestId('reader-search-input').fill(opened.phrase);
    await page.getByTestId('reader-search-input').press('Enter');
    await expect(page.getByTestId('reader-match-position')).toHaveText(/^1\/\d+$/);
    // Any other page leads back to the offline page.
    await page.goto(pagePaths.collections);
    await expect(page).toHaveURL(pagePaths.offline);

    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    const grant = (await grantsThroughApi(page.request)).find((entry) => entry.versionId === opened.versionId && entry.state === 'active');
    if (grant) await page.request.delete(offlinePaths.release(grant.grantId), { headers: { accept: 'application/json', 'x-nonce': opened.profile.nonce } });
    await page.goto(pagePaths.home);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
});

test.describe('with the installed app’s service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('without a network the worker answers the shell: the offline page lists the copy, and the reader reads it', async ({ page, context }, testInfo) => {
    const opened = await openRfc(page, testInfo);
    await page.goto(pagePaths.home);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toMatch(/\/management\/sw\.js$/);
    await makeAvailableOffline(page, opened);
    await context.setOffline(true);
    try {
      await page.goto(pagePaths.home);
      await expect(page).toHaveURL(pagePaths.offline);
      await expect(page.getByTestId('offline-notice')).toContainText('The network is unreachable');
      const listed = page.getByTestId('offline-copy');
      await expect(listed).toHaveCount(1);
      await listed.getByRole('link', { name: opened.number }).click();
      await expect(page.getByTestId('reader-number')).toHaveText(opened.number);
      await expect(page.locator('[data-section-body]').first()).toBeVisible();
      await page.getByTestId('reader-search-input').fill(opened.phrase);
      await page.getByTestId('reader-search-input').press('Enter');
      await expect(page.getByTestId('reader-match-position')).toHaveText(/^1\/\d+$/);
    } finally {
      await context.setOffline(false);
    }
    const grant = (await grantsThroughApi(page.request)).find((entry) => entry.versionId === opened.versionId && entry.state === 'active');
    if (grant) await page.request.delete(offlinePaths.release(grant.grantId), { headers: { accept: 'application/json', 'x-nonce': opened.profile.nonce } });
  });
});
