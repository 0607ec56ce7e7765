import { expect, test, type Page, type TestInfo } from './support/test.ts';
import { accountPaths } from '../common/account/account.contract.ts';
import { documentPaths } from '../common/catalogue/document.values.ts';
import { collectionPaths } from '../common/collections/collections.contract.ts';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { demoUsers, signInThroughApi } from './support/session.ts';

/**
 * The first screens the server draws for the results, display, collections and home pages
 * (server/http/first-screens/): the page's text is in the page itself, the app replaces it with
 * the same content in its first drawing (never a loading state between), and without scripts the
 * page still shows it. Read-only: both projects share the demo admin.
 */

type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;
type Found = { docId: number; searchContext: string; names: string[] };

async function searchQualityManagement(page: Page): Promise<Found> {
  const profile = await signInThroughApi(page, demoUsers.admin);
  const response = await page.request.post(searchPaths.ajax('standards'), {
    headers: { accept: 'application/json', 'x-nonce': profile.nonce },
    multipart: { query_2: 'quality management', mainsearch: '1' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { searchContext: string; records: { doc_id: number; name: string }[] } };
  expect(data.records.length).toBeGreaterThan(1);
  return { docId: data.records[0]?.doc_id ?? 0, searchContext: data.searchContext, names: data.records.map((record) => record.name) };
}

/** Holds the answers of calls to `path` (preloads too) until the returned function is called. */
async function hold(page: Page, path: string): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

async function openWithoutScripts(page: Page, browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto(new URL(path, page.url()).toString());
  return plain;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

test('the display page: number, title and abstract are in the page, and the app takes their place', async ({ page, browser }) => {
  const found = await searchQualityManagement(page);
  // The page carries the document it was drawn from: the browser never asks for it again.
  const documentCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === documentPaths.detail(found.docId)) documentCalls.push(request.url());
  });
  const release = await hold(page, collectionPaths.list);
  const path = pagePaths.display(0, found.docId, found.searchContext);
  await page.goto(path);
  const firstScreen = page.getByTestId('first-screen');
  await expect(firstScreen.getByRole('heading', { level: 1 })).toHaveText(found.names[0] ?? '');
  const abstract = (await firstScreen.locator('.boot-abstract').innerText()).trim();
  expect(abstract.length).toBeGreaterThan(40);
  await expect(firstScreen.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', pagePaths.searchResults(found.searchContext));
  await expect(page.getByTestId('document')).toHaveCount(0);
  release();
  await expect(page.getByTestId('abstract')).toHaveText(abstract, { useInnerText: true });
  await expect(firstScreen).toHaveCount(0);
  await expect(page.getByTestId('display-skeleton')).toHaveCount(0);
  expect(documentCalls).toEqual([]);

  const plain = await openWithoutScripts(page, browser, path);
  await expect(plain.getByTestId('first-screen').locator('.boot-abstract')).toHaveText(abstract, { useInnerText: true });
  await expectNoHorizontalOverflow(plain);
  await plain.context().close();
});

test('the results page: the heading, and on a phone the first records as cards, are in the page', async ({ page, browser }, testInfo) => {
  const found = await searchQualityManagement(page);
  const release = await hold(page, collectionPaths.list);
  const path = pagePaths.searchResults(found.searchContext);
  await page.goto(path);
  const firstScreen = page.getByTestId('first-screen');
  await expect(firstScreen.getByRole('heading', { level: 1 })).toHaveText('Search results');
  // A phone gets cards as the app draws them; a wider screen, where the app draws a table, the heading only.
  const cards = firstScreen.locator('.boot-card');
  if (isPhone(testInfo)) {
    await expect(cards.first().getByRole('link')).toHaveText(found.names[0] ?? '');
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', pagePaths.display(0, found.docId, found.searchContext));
  } else {
    await expect(cards.first()).toBeHidden();
  }
  release();
  await expect(page.getByTestId('record-link').first()).toHaveText(found.names[0] ?? '');
  await expect(firstScreen).toHaveCount(0);
  await expect(page.getByTestId('results-skeleton')).toHaveCount(0);

  const plain = await openWithoutScripts(page, browser, path);
  await expect(plain.getByTestId('first-screen').getByRole('heading', { level: 1 })).toHaveText('Search results');
  if (isPhone(testInfo)) await expect(plain.getByTestId('first-screen').locator('.boot-card')).toHaveCount(Math.min(6, found.names.length));
  await expectNoHorizontalOverflow(plain);
  await plain.context().close();
});

test('the collections page: its heading and introduction are in the page, and the app takes their place', async ({ page, browser }) => {
  await signInThroughApi(page, demoUsers.admin);
  const release = await hold(page, collectionPaths.list);
  await page.goto(pagePaths.collections);
  const firstScreen = page.getByTestId('first-screen');
  await expect(firstScreen.getByRole('heading', { level: 1 })).toHaveText('Collections');
  await expect(firstScreen.locator('p')).toContainText('personal collections');
  release();
  await expect(page.getByTestId('collections-personal')).toBeVisible();
  await expect(firstScreen).toHaveCount(0);

  const plain = await openWithoutScripts(page, browser, pagePaths.collections);
  await expect(plain.getByTestId('first-screen').getByRole('heading', { level: 1 })).toHaveText('Collections');
  await expectNoHorizontalOverflow(plain);
  await plain.context().close();
});

test('the home page: the welcome and the dashboard down to its first filled accordion are in the page, where the app draws them', async ({ page, browser }, testInfo) => {
  const profile = await signInThroughApi(page, demoUsers.admin);
  // The page carries the dashboard's answers, so the app's first drawing waits only for the organisation (preloaded).
  const release = await hold(page, accountPaths.organisation);
  await page.goto(pagePaths.home);
  const firstScreen = page.getByTestId('first-screen');
  await expect(firstScreen.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${profile.user.name}`);
  // The demo admin's dashboard starts with the announcements, empty, which admins may write.
  const drawn = firstScreen.locator('section[data-accordion-id]');
  await expect(drawn.first()).toHaveAttribute('data-accordion-id', 'announcements');
  await expect(drawn.first().getByRole('heading', { level: 2 })).toHaveText('Announcements');
  const empty = (await drawn.first().locator('.boot-empty').innerText()).trim();
  expect(empty).toContain('No announcements');
  const lastId = (await drawn.last().getAttribute('data-accordion-id')) ?? '';
  const before = await drawn.last().boundingBox();
  await expect(page.getByTestId('dashboard')).toHaveCount(0);
  release();

  await expect(page.getByTestId('accordion-announcements').getByTestId('accordion-empty')).toHaveText(empty);
  await expect(firstScreen).toHaveCount(0);
  // The app's first drawing has the contents the server drew: no skeleton in their place.
  await expect(page.getByTestId(`accordion-${lastId}`)).toBeVisible();
  await expect(page.getByTestId('dashboard').locator('[aria-busy="true"]')).toHaveCount(0);
  if (isPhone(testInfo)) {
    // On a phone (no search panel above the page) the last accordion the server drew is where the app draws it.
    const after = await page.getByTestId(`accordion-${lastId}`).boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? -100))).toBeLessThan(1);
    expect(Math.abs((after?.height ?? 0) - (before?.height ?? -100))).toBeLessThan(1);
  }

  const plain = await openWithoutScripts(page, browser, pagePaths.home);
  await expect(plain.getByTestId('first-screen').getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${profile.user.name}`);
  await expect(plain.getByTestId('first-screen').getByRole('link', { name: 'Organisation details' })).toHaveAttribute('href', pagePaths.organisation);
  await expectNoHorizontalOverflow(plain);
  await plain.context().close();
});
