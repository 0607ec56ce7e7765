import { expect, test, type Page, type TestInfo } from './support/test.ts';
import { documentPaths } from '../common/catalogue/document.values.ts';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { openStandardsResults } from './support/results.ts';
import { LOCALES } from '../common/locales.ts';
import { captureViewport, DEMO_PASSWORD, demoUsers, SCREEN_USER_PASSWORD, signInThroughApi } from './support/session.ts';
import { SCREEN_USERS } from './support/screen-users.ts';

/**
 * What a first visit costs: the JavaScript budget of a results page (the gate), how the
 * files are served, and what the page shows while its code downloads or when it cannot.
 */

/** The gate: a first visit to a results page downloads less compressed JavaScript than this. */
const JS_BUDGET_BYTES = 300_000;
const HASHED_ASSET_CACHING = 'public, max-age=31536000, immutable';
/** Pages and windows a results page must not download before they are opened. */
const ON_DEMAND = ['reader-page', 'exports-page', 'organisation-page', 'display-page', 'export-modal', 'save-search-modal', 'chat-window', 'compare-window'];
const RESULTS_CHUNK = '**/management/assets/search-results-page-*.js';

type Download = { url: string; type: string; mimeType: string; headers: Record<string, string>; encodedBytes?: number; decodedBytes: number };

/** Records every response of the page through the DevTools protocol, with the bytes that crossed the network. */
async function recordDownloads(page: Page): Promise<Map<string, Download>> {
  const downloads = new Map<string, Download>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    downloads.set(requestId, { url: response.url, type, mimeType: response.mimeType, headers, decodedBytes: 0 });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const download = downloads.get(requestId);
    if (download) download.decodedBytes += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const download = downloads.get(requestId);
    if (download) download.encodedBytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  return downloads;
}

const isScript = (download: Download) => download.mimeType.includes('javascript');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A language's strings files (web/app/i18n.ts: the main one, and the page-only one): `assets/ru-<hash>.js`. */
const LANGUAGE_FILE = new RegExp(`/assets/(${LOCALES.join('|')})-[\\w-]{8}\\.js$`);

/** The Russian screen user (e2e/fixtures/screen-users.json): the language whose strings weigh most. */
function russianUser() {
  const russian = SCREEN_USERS.find((user) => user.locale === 'ru');
  if (!russian) throw new Error('no Russian screen user in e2e/fixtures/screen-users.json');
  return russian;
}

// English, and the language whose strings weigh most (Russian: 19.7 kB of main strings, English 15.3 kB), each downloading its own file only.
const FIRST_VISITORS = [
  { language: 'en', email: demoUsers.admin, password: DEMO_PASSWORD },
  { language: 'ru', email: russianUser().email, password: SCREEN_USER_PASSWORD },
] as const;

for (const visitor of FIRST_VISITORS) {
  test(`a first visit to a results page (${visitor.language}) downloads under 300 kB of compressed JavaScript, brotli and cached for good`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'A phone downloads the same files; measured once.');
    const downloads = await recordDownloads(page);
    await openStandardsResults(page, visitor.email, { query_2: 'quality' }, visitor.password);

    // The page is drawn, so its code has run; the protocol may report the last byte counts a moment later.
    await expect.poll(() => [...downloads.values()].filter(isScript).every((download) => download.encodedBytes !== undefined)).toBe(true);
    const scripts = [...downloads.values()].filter(isScript);
    const total = scripts.reduce((sum, download) => sum + (download.encodedBytes ?? 0), 0);
    const uncompressed = scripts.reduce((sum, download) => sum + download.decodedBytes, 0);
    testInfo.annotations.push({ type: 'first-load JavaScript', description: `${scripts.length} files, ${kb(total)} transferred (${kb(uncompressed)} uncompressed)` });
    console.log(`first visit to a results page (${visitor.language}): ${scripts.length} JavaScript files, ${kb(total)} transferred, ${kb(uncompressed)} uncompressed`);

    expect(scripts.length).toBeGreaterThan(0);
    expect(total, `compressed JavaScript of a first visit (${kb(total)})`).toBeLessThan(JS_BUDGET_BYTES);
    expect(scripts.map((script) => LANGUAGE_FILE.exec(script.url)?.[1]).filter(Boolean), 'translations downloaded').toEqual([visitor.language]);
    for (const script of scripts) {
      expect(new URL(script.url).pathname, script.url).toMatch(/^\/management\/assets\/[\w.-]+\.js$/);
      expect(script.headers['content-encoding'], script.url).toBe('br');
      expect(script.headers['cache-control'], script.url).toBe(HASHED_ASSET_CACHING);
      for (const name of ON_DEMAND) expect(script.url, `${name} loads on demand`).not.toContain(`/${name}-`);
    }
    for (const style of [...downloads.values()].filter((download) => download.mimeType === 'text/css')) {
      expect(style.headers['content-encoding'], style.url).toBe('br');
      expect(style.headers['cache-control'], style.url).toBe(HASHED_ASSET_CACHING);
    }
    const html = [...downloads.values()].find((download) => download.type === 'Document');
    // A signed-in page embeds the nonce: no cache keeps it (server/http/cache-control.ts).
    expect(html?.headers['cache-control']).toBe('no-store');
    expect(html?.headers.etag).toMatch(/^W\/"/);
  });
}

// A results page is lean (common/page-modules.ts): its language's main strings only; the home page also needs the page-only ones.
test('a lean page downloads its language\'s main strings only, and a page that needs more gets them, in that language, when it opens', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The same files on a phone; one project is enough.');
  const russian = russianUser();
  const downloads = await recordDownloads(page);
  const languageFiles = () => [...downloads.values()].filter((download) => LANGUAGE_FILE.test(download.url)).map((download) => new URL(download.url).pathname);
  await openStandardsResults(page, russian.email, { query_2: 'quality' }, SCREEN_USER_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(languageFiles()).toHaveLength(1);

  // In the app, not a new page: the router loads the home page's file and the page-only strings together.
  await page.getByRole('link', { name: 'Главная страница Normscope' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Добро пожаловать, ${russian.name}` })).toBeVisible();
  expect(languageFiles()).toHaveLength(2);
  expect(languageFiles().every((path) => /\/ru-/.test(path))).toBe(true);
});

/** Signs in and makes a search through the API; the results page itself is left to the test. */
async function resultsAddress(page: Page): Promise<string> {
  const profile = await signInThroughApi(page, demoUsers.admin);
  const response = await page.request.post(searchPaths.formPost, {
    headers: { accept: 'application/json', 'x-nonce': profile.nonce },
    multipart: { searchCriteria: 'standards', query_2: 'quality' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { searchContext: string } };
  return pagePaths.searchResults(data.searchContext);
}

// The saved searches page: one the server draws no first screen of (the results page's stays until its code is in).
test('while a page’s code downloads, the frame shows and the page says it is loading', async ({ page }, testInfo: TestInfo) => {
  await signInThroughApi(page, demoUsers.admin);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/management/assets/saved-searches-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(pagePaths.savedSearches, { waitUntil: 'commit' });

  const loading = page.getByRole('status', { name: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await captureViewport(page, testInfo, 'page-loading');

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'My saved searches' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('the page draws its header bar before its stylesheets and scripts arrive, and the app draws only once they are in', async ({ page }) => {
  const address = await resultsAddress(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/management/assets/vendor-*.{css,js}', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(address, { waitUntil: 'commit' });

  // Drawn by the page itself: the same 60 px bar as the app's header, with the product's name.
  const bar = page.locator('#root > .boot-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveText('Normscope');
  expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(60);
  // Painted, not only laid out: a stylesheet that held the first paint would leave no contentful paint yet.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);

  release();
  await expect(page.getByTestId('results-summary')).toBeVisible();
  await expect(bar).toHaveCount(0);
  // The app was drawn with its stylesheets: Mantine's header is fixed at the top, 60 px high.
  const header = page.getByRole('banner');
  expect(await header.evaluate((element) => [getComputedStyle(element).position, element.getBoundingClientRect().height])).toEqual(['fixed', 60]);
});

test('a page starts its first reads with its files: the collections are asked for once, by the page, and drawn', async ({ page }) => {
  await signInThroughApi(page, demoUsers.admin);
  const cdp = await page.context().newCDPSession(page);
  const reads: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (new URL(request.url).pathname === '/management/api/collections') reads.push(initiator.type);
  });
  await cdp.send('Network.enable');
  await page.goto(pagePaths.collections);
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // Named in the page (the parser's preload) and handed to the app's own call: no second request.
  expect(reads).toEqual(['parser']);
});

test('a results page draws its first answer from the page itself, and asks the server for the next one', async ({ page }) => {
  const address = await resultsAddress(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === searchPaths.ajax('standards')) searches.push(request.url());
  });
  await page.goto(address);
  await expect(page.getByTestId('results-summary')).toBeVisible();
  await expect(page.getByTestId('record')).toHaveCount(15);
  expect(searches).toEqual([]);
  await expect(page.locator('#normscope-first-results')).toHaveCount(0);

  await page.getByTestId('pagination').getByRole('button', { name: 'Page 2' }).click();
  await expect.poll(() => searches.length).toBe(1);
  // The first page stays on screen, dimmed, until the second has come: wait for the second.
  await expect(page.getByTestId('pagination').getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('record')).toHaveCount(15);
});

test("the reader's first sections are asked for once, by the page, beside its outline", async ({ page }) => {
  const profile = await signInThroughApi(page, demoUsers.admin);
  const headers = { accept: 'application/json', 'x-nonce': profile.nonce };
  const searched = await page.request.post(searchPaths.formPost, { headers, multipart: { searchCriteria: 'standards', query_1: 'ISO 10029' } });
  const { searchContext } = ((await searched.json()) as { data: { searchContext: string } }).data;
  const results = await page.request.post(searchPaths.ajax('standards'), { headers, multipart: { searchContext, page: '1' } });
  const records = ((await results.json()) as { data: { records: { doc_id: number; name: string }[] } }).data.records;
  const guide = records.find((record) => record.name.startsWith('ISO 10029'));
  expect(guide, 'the demo full text ISO 10029 is in the catalogue').toBeDefined();
  const detail = await page.request.get(documentPaths.detail(guide?.doc_id ?? 0));
  const versions = ((await detail.json()) as { data: { versions: { versionId: number; hasContent: boolean }[] } }).data.versions;
  const withText = versions.find((version) => version.hasContent);

  const cdp = await page.context().newCDPSession(page);
  const reads: { url: string; initiator: string }[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/management/webreader/getContent/')) reads.push({ url: `${url.pathname}${url.search}`, initiator: initiator.type });
  });
  await cdp.send('Network.enable');
  await page.goto(pagePaths.reader(guide?.doc_id ?? 0, withText?.versionId ?? 0));
  await expect(page.getByTestId('reader').locator('section').first()).toBeVisible();
  // The outline and the first sections are named in the page (the parser's preloads) and handed to the
  // app's own calls: neither is asked for again. Sections further on load as the page comes near them.
  const [outline, first, ...later] = reads;
  expect(outline).toEqual({ url: `/management/webreader/getContent/${guide?.doc_id}/${withText?.versionId}/${profile.subId}`, initiator: 'parser' });
  expect(first).toEqual({ url: expect.stringMatching(/^\/management\/webreader\/getContent\/\d+\/\d+\/\d+\/[^/?]+\?count=\d+$/), initiator: 'parser' });
  expect(later.filter((read) => read.url === outline?.url || read.url === first?.url)).toEqual([]);
});

test('a page whose code cannot be downloaded says so and reloads', async ({ page }, testInfo) => {
  const address = await resultsAddress(page);
  await page.route(RESULTS_CHUNK, (route) => route.abort('connectionfailed'));
  await page.goto(address);

  const failure = page.getByTestId('page-load-failed');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('This page could not be loaded.');
  await expect(page.getByRole('banner')).toBeVisible();
  await captureViewport(page, testInfo, 'page-load-failed');

  await page.unroute(RESULTS_CHUNK);
  await failure.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByTestId('results-summary')).toBeVisible();
});
