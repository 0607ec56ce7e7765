import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from './support/test.ts';
import { documentPaths, type DocumentDetail } from '../common/catalogue/document.contract.ts';
import { homePaths } from '../common/home/home.values.ts';
import { readerPaths } from '../common/reader/reader-paths.ts';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { captureScreen, captureViewport, demoUsers, signInThroughApi } from './support/session.ts';
import { selectText } from './support/text-selection.ts';

/**
 * The document reader (portal-area.md §2, §3, §4, §7) on the real RFC texts, which the e2e
 * server imports from the shared data folder. The desktop and phone projects run side by
 * side against one server as two users of one organisation, so each test marks what it
 * writes with its own token and looks only at that.
 */

const sharedData = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(import.meta.dirname, '..', '..', 'shared', 'data'));
const hasRfcTexts = existsSync(path.join(sharedData, 'fulltext', 'rfc5322.txt'));
test.skip(!hasRfcTexts, `The reader tests read the real RFC texts from ${path.join(sharedData, 'fulltext')}, which is not on this machine (CI has it).`);

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const userFor = (testInfo: TestInfo) => (isPhone(testInfo) ? demoUsers.admin : demoUsers.member);

type Opened = { docId: number; versionId: number; nonce: string; subId: number };

/** Signs in and finds RFC 5322 and its version with full text through the API. */
async function findRfc(page: Page, email: string, number = 'RFC 5322'): Promise<Opened> {
  const profile = await signInThroughApi(page, email);
  const response = await page.request.post(searchPaths.ajax('standards'), {
    headers: { accept: 'application/json', 'x-nonce': profile.nonce },
    multipart: { query_1: number, mainsearch: '1', filterby: 'all' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { records: { doc_id: number; name: string }[] } };
  const record = data.records.find((candidate) => candidate.name === number);
  expect(record, `${number} was imported from the shared data`).toBeDefined();
  const detail = await page.request.get(documentPaths.detail(record?.doc_id ?? 0));
  const { data: document } = (await detail.json()) as { data: DocumentDetail };
  // Beside the demo catalogue's edition without text, the imported RFC is a version of its own.
  const withText = document.versions.find((version) => version.number === number && version.hasContent);
  expect(withText, `${number} has a version with full text`).toBeDefined();
  return { docId: document.docId, versionId: withText?.versionId ?? 0, nonce: profile.nonce, subId: profile.subId };
}

/** The side pane: beside the text on a desktop, in a drawer on a phone. */
async function openPane(page: Page, testInfo: TestInfo, tab: 'Contents' | 'Search' | 'Bookmarks' | 'Comments') {
  if (isPhone(testInfo) && !(await page.getByTestId('reader-drawer').getByRole('tab').first().isVisible())) {
    await page.getByTestId('reader-toolbar').getByRole('button', { name: 'Contents' }).click();
  }
  await page.getByRole('tab', { name: tab }).click();
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('reading RFC 5322: contents, search, bookmark, highlight, comments and replies, all kept over a reload', async ({ page }, testInfo) => {
  // One reader session from opening to reload: longer than most tests.
  test.setTimeout(180_000);
  const token = `${testInfo.project.name}-${Date.now()}`;
  const rfc = await findRfc(page, userFor(testInfo));
  await page.goto(pagePaths.version(rfc.versionId, rfc.docId));
  await expect(page.getByTestId('open-in-reader')).toBeVisible();
  await captureScreen(page, testInfo, 'reader-open');
  await page.getByTestId('open-in-reader').click();
  await expect(page).toHaveURL(new RegExp(`/management/reader/${rfc.docId}/${rfc.versionId}`));
  await expect(page.getByTestId('reader-number')).toHaveText('RFC 5322');
  await expect(page.getByTestId('reader-section').first()).toContainText('Status of This Memo');
  // The reader gives its page to the text: the search panel starts closed, the text is on screen.
  await expect(page.getByTestId('search-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('reader-section').first()).toBeInViewport();

  // Font size: remembered for the user.
  await page.getByTestId('reader-font-size').getByText('A', { exact: true }).nth(2).click();
  await expect(page.getByTestId('reader-article')).toHaveAttribute('data-font-size', 'large');

  // The table of contents jumps (by keyboard) and follows the reading position.
  await openPane(page, testInfo, 'Contents');
  const tocEntry = page.getByTestId('reader-toc').getByRole('button', { name: '3.6 Field Definitions', exact: true });
  await tocEntry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '3.6 Field Definitions', exact: true })).toBeInViewport();
  await expect(page).toHaveURL(/\?section=3\.6$/);
  await expect(page.getByTestId('reader')).toHaveAttribute('data-current-section', '3.6');
  if (!isPhone(testInfo)) await expect(tocEntry).toHaveAttribute('aria-current', 'true');
  await captureViewport(page, testInfo, 'reader');

  // Bookmark the section from the toolbar.
  await page.getByTestId('reader-bookmark-toggle').click();
  await expect(page.getByTestId('reader-bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');

  // Highlight a selection in 3.6.
  const quote = await selectText(page, '3.6', 24);
  await page.getByTestId('reader-highlight-button').click();
  await page.getByTestId('reader-highlight-green').click();
  const mark = page.locator('[data-section-body="3.6"] mark[data-highlight-ids]');
  await expect(mark).toHaveText(quote);

  // Comment on the section, reply to it, add a second one and sort.
  await page.getByTestId('reader-comment-button').click();
  const form = page.getByTestId('reader-comment-form');
  await expect(form.getByRole('textbox')).toBeFocused();
  await expect(form).toContainText('Comment on 3.6 Field Definitions');
  await form.getByRole('textbox').fill(`First ${token}`);
  await form.getByRole('button', { name: 'Add comment' }).click();
  const mine = page.getByTestId('reader-comment').filter({ hasText: token });
  await expect(mine).toHaveCount(1);
  await mine.getByTestId('reader-replies-toggle').click();
  await mine.getByLabel('Your reply').fill(`Reply ${token}`);
  await mine.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(mine.getByTestId('reader-reply')).toHaveText(new RegExp(`Reply ${token}`));
  await expect(mine.getByTestId('reader-replies-toggle')).toHaveText('1 reply');
  await form.getByRole('textbox').fill(`Second ${token}`);
  await form.getByRole('button', { name: 'Add comment' }).click();
  await expect(mine).toHaveCount(2);
  await expect(mine.getByTestId('reader-comment-content')).toHaveText([`Second ${token}`, `First ${token}`]);
  await page.getByTestId('reader-comment-sort').selectOption({ label: 'Oldest first' });
  await expect(mine.getByTestId('reader-comment-content')).toHaveText([`First ${token}`, `Second ${token}`]);
  await captureViewport(page, testInfo, 'reader-comments');

  // Search inside the document and land on the place.
  await page.getByTestId('reader-search-input').fill('folding white space');
  await page.getByTestId('reader-search-input').press('Enter');
  const match = page.getByTestId('search-match');
  await expect(match).toHaveText(/^folding\s+white\s+space$/i);
  await expect(match).toBeInViewport();
  await expect(page.getByTestId('reader-match-position')).toHaveText(/^1\/\d+$/);
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(page.getByTestId('reader-match-position')).toHaveText(/^2\/\d+$/);
  await expect(page.getByTestId('search-match')).toBeInViewport();
  await openPane(page, testInfo, 'Search');
  await expect(page.getByTestId('reader-search-hit').first()).toContainText(/folding white space/i);
  await captureViewport(page, testInfo, 'reader-search');
  if (isPhone(testInfo)) await page.keyboard.press('Escape');

  // A reload opens the same section with everything still there.
  await page.goto(pagePaths.reader(rfc.docId, rfc.versionId, '3.6'));
  await expect(page.getByRole('heading', { name: '3.6 Field Definitions', exact: true })).toBeInViewport();
  await expect(page.getByTestId('reader-article')).toHaveAttribute('data-font-size', 'large');
  await expect(page.getByTestId('reader-bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-section-body="3.6"] mark[data-highlight-ids]')).toHaveText(quote);
  await openPane(page, testInfo, 'Bookmarks');
  await expect(page.getByTestId('reader-bookmark')).toHaveText(['3.6 Field Definitions']);
  await openPane(page, testInfo, 'Comments');
  await expect(page.getByTestId('reader-comment').filter({ hasText: token }).getByTestId('reader-comment-content')).toHaveText([
    `Second ${token}`,
    `First ${token}`,
  ]);
  await expectNoHorizontalOverflow(page);

  // Tidy up: the bookmark goes from the toolbar (the reading position has not moved).
  if (isPhone(testInfo)) await page.keyboard.press('Escape');
  await expect(page.getByTestId('reader')).toHaveAttribute('data-current-section', '3.6');
  await page.getByTestId('reader-bookmark-toggle').click();
  await expect(page.getByTestId('reader-bookmark-toggle')).toHaveAttribute('aria-pressed', 'false');
});

test('with the keyboard alone: find a phrase, then highlight what the search found', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'One keyboard journey is enough; the phone project covers touch.');
  const rfc = await findRfc(page, userFor(testInfo), 'RFC 5321');
  await page.goto(pagePaths.reader(rfc.docId, rfc.versionId, '1'));
  await expect(page.getByTestId('reader-section').first()).toBeVisible();
  await expect(page.getByTestId('reader-highlight-button')).toBeDisabled();

  await page.getByTestId('reader-search-input').focus();
  await page.keyboard.type('mail transaction');
  await page.keyboard.press('Enter');
  const match = page.getByTestId('search-match');
  await expect(match).toHaveText(/^mail\s+transaction$/i);
  const sectionId = await match.evaluate((element) => element.closest('[data-section-body]')?.getAttribute('data-section-body') ?? '');

  await expect(page.getByTestId('reader-highlight-button')).toBeEnabled();
  await page.getByTestId('reader-highlight-button').focus();
  await page.keyboard.press('Enter');
  // The menu opens with its first colour focused (WAI-ARIA menu button pattern).
  await expect(page.getByTestId('reader-highlight-yellow')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-section-body="${sectionId}"] mark[data-highlight-ids]`).first()).toHaveText(/^mail\s+transaction$/i);
});

/** Counts the layout shifts of the page's own content from the start of the next page on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    // The shifts of the page's own content: the frame is not what these tests are about.
    type Shift = { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    const inPage = (shift: Shift) => shift.sources.some(({ node }) => node?.parentElement?.closest('#main-content') != null);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) if (!entry.hadRecentInput && inPage(entry)) record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds the calls for sections until the returned function is called. */
async function holdSections(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.includes('/webreader/getContent/') && url.searchParams.has('count'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test('opened by its address, the text is in the page itself, and the reader takes its place with the same text', async ({ page, browser }, testInfo) => {
  const rfc = await findRfc(page, userFor(testInfo));
  const release = await holdSections(page);
  await page.goto(pagePaths.reader(rfc.docId, rfc.versionId));
  // Before the app has its sections, the server's first screen shows the version and its opening text.
  const firstScreen = page.getByTestId('first-screen');
  await expect(firstScreen.getByRole('heading', { level: 1 })).toHaveText('RFC 5322');
  const opening = (await firstScreen.locator('.boot-body').first().innerText()).trim();
  expect(opening.length).toBeGreaterThan(40);
  await expect(page.getByTestId('reader')).toHaveCount(0);
  release();
  await expect(page.locator('[data-section-body]').first()).toHaveText(opening, { useInnerText: true });
  await expect(firstScreen).toHaveCount(0);
  // The app draws the reader once, with its text: never the loading state over an empty list.
  await expect(page.getByTestId('reader-first-load')).toHaveCount(0);

  // Without scripts the page still reads: the opening sections, with nothing wider than the screen.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto(new URL(pagePaths.reader(rfc.docId, rfc.versionId), page.url()).toString());
  await expect(plain.getByTestId('first-screen').locator('.boot-body').first()).toHaveText(opening, { useInnerText: true });
  await expectNoHorizontalOverflow(plain);
  // A deep link opens elsewhere in the text: the server draws no opening for it.
  await plain.goto(new URL(`${pagePaths.reader(rfc.docId, rfc.versionId)}?section=3.6`, page.url()).toString());
  await expect(plain.getByTestId('first-screen')).toHaveCount(0);
  await noScript.close();
});

test('reached from the document, the text appears in place: nothing on screen moves as the first sections arrive', async ({ page }, testInfo) => {
  const rfc = await findRfc(page, userFor(testInfo));
  // At the default font size, as on a first visit, whatever size an earlier test left remembered.
  const reset = await page.request.put(readerPaths.user, { headers: { 'x-nonce': rfc.nonce, 'x-requested-with': 'XMLHttpRequest' }, data: { activeFontSize: 'medium' } });
  expect(reset.status()).toBe(200);
  await recordLayoutShifts(page);
  // The document page is drawn once its data and the tour's offer state are in.
  const tourKnown = page.waitForResponse((response) => new URL(response.url()).pathname === homePaths.tourGuideSections);
  await page.goto(pagePaths.version(rfc.versionId, rfc.docId));
  const release = await holdSections(page);
  const openReader = page.getByTestId('open-in-reader');
  await expect(openReader).toBeVisible();
  await tourKnown;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Only what happens from here on: the document page drawing itself is not what this test is about.
  await page.evaluate(() => ((window as unknown as { layoutShift: number }).layoutShift = 0));
  await openReader.click();
  // While the first sections are on their way the list keeps its place unseen, and says it is loading.
  await expect(page.getByTestId('reader-first-load')).toBeVisible();
  await expect(page.getByTestId('reader-section').first()).toBeHidden();
  release();
  await expect(page.locator('[data-section-body]').first()).toBeVisible();
  await expect(page.getByTestId('reader-first-load')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
});

test('another organisation sees none of it: the content is outside its subscription and the display page says why', async ({ page, browser }, testInfo) => {
  const token = `other-${testInfo.project.name}-${Date.now()}`;
  const rfc = await findRfc(page, userFor(testInfo));
  const comments = readerPaths.comments(rfc.docId, rfc.versionId, rfc.subId);
  const posted = await page.request.post(comments, { headers: { 'x-nonce': rfc.nonce, 'x-requested-with': 'XMLHttpRequest' }, data: { sectionId: '1', type: 'section', content: token } });
  expect(posted.status()).toBe(201);

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  const other = await context.newPage();
  const outsider = await findRfc(other, demoUsers.otherAdmin);
  expect(outsider.docId).toBe(rfc.docId);
  await other.goto(pagePaths.version(rfc.versionId, rfc.docId));
  await expect(other.getByRole('heading', { level: 1, name: 'RFC 5322' })).toBeVisible();
  await expect(other.getByTestId('metadata-only-notice')).toContainText('your subscription does not include documents from Internet Engineering Task Force');
  await expect(other.getByTestId('open-in-reader')).toHaveCount(0);

  await other.goto(pagePaths.reader(rfc.docId, rfc.versionId, '1'));
  await expect(other.getByTestId('reader-refused')).toContainText('Not in your subscription');
  await expect(other.getByText(token)).toHaveCount(0);
  const theirs = await other.request.get(readerPaths.comments(rfc.docId, rfc.versionId, outsider.subId));
  expect(theirs.status()).toBe(403);
  expect(await theirs.text()).not.toContain(token);
  await captureScreen(other, testInfo, 'reader-refused');
  await context.close();
});
