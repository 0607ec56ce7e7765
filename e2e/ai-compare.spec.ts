import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type TestInfo } from './support/test.ts';
import { documentPaths, type DocumentDetail } from '../common/catalogue/document.contract.ts';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { captureViewport, demoUsers, signInThroughApi } from './support/session.ts';

/**
 * AI compare (portal-area.md §2 "AI compare window", §4 "Compare job") on the real RFC 5246 and
 * RFC 8446 the e2e server imports from the shared data (RFC 8446's document holds both). The
 * desktop and phone projects run side by side as different users: compare history is each user's own.
 */

const sharedData = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(import.meta.dirname, '..', '..', 'shared', 'data'));
const hasRfcTexts = existsSync(path.join(sharedData, 'fulltext', 'rfc8446.txt')) && existsSync(path.join(sharedData, 'fulltext', 'rfc5246.txt'));

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
/** No other spec compares: each project its own demo user, so neither sees the other's history. */
const userFor = (testInfo: TestInfo) => (isPhone(testInfo) ? demoUsers.admin : demoUsers.member);

/** The first poll is 10 s after starting; the job itself takes a few seconds more on a busy machine. */
const COMPARE_TIMEOUT = 60_000;

type Found = { docId: number; newer: number; prior: number };

/** Signs in, then finds RFC 8446 and its two versions with full text through the API. */
async function signInAndFindRfc8446(page: Page, email: string): Promise<Found> {
  const profile = await signInThroughApi(page, email);
  const response = await page.request.post(searchPaths.ajax('standards'), {
    headers: { accept: 'application/json', 'x-nonce': profile.nonce },
    multipart: { query_1: 'RFC 8446', mainsearch: '1', filterby: 'all' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { records: { doc_id: number; name: string }[] } };
  const record = data.records.find((candidate) => candidate.name === 'RFC 8446');
  expect(record, 'RFC 8446 is in the catalogue').toBeDefined();
  const detail = await page.request.get(documentPaths.detail(record?.doc_id ?? 0));
  const { data: document } = (await detail.json()) as { data: DocumentDetail };
  const withText = (number: string) => document.versions.find((version) => version.number === number && version.hasContent)?.versionId ?? 0;
  expect(withText('RFC 8446'), 'RFC 8446 has full text').toBeGreaterThan(0);
  expect(withText('RFC 5246'), 'RFC 5246, a version of the same document, has full text').toBeGreaterThan(0);
  return { docId: document.docId, newer: withText('RFC 8446'), prior: withText('RFC 5246') };
}

const compareWindow = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('compare-frame') });

async function expectScreenFine(page: Page, testInfo: TestInfo, what: string, shot: string): Promise<void> {
  await expectNoHorizontalOverflow(page, what);
  await expectAccessible(page, what);
  await captureViewport(page, testInfo, shot);
}

/** A section box of one side: on a phone, in its tab. */
async function sectionBox(window: Locator, testInfo: TestInfo, side: 'prior' | 'newer', title: RegExp): Promise<Locator> {
  if (isPhone(testInfo)) await window.getByTestId(`compare-tab-${side}`).click();
  return window.locator(`[data-testid="compare-section"][data-side="${side}"]`).filter({ hasText: title }).first();
}

test.describe('on RFC 5246 and RFC 8446', () => {
  test.skip(!hasRfcTexts, `The compare tests read the real RFC 5246 and 8446 from ${path.join(sharedData, 'fulltext')}, which is not on this machine (CI has it).`);

  test('from the display page: sections side by side, a whole-document summary with its redline, rating, history filtered, deleted', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const rfc = await signInAndFindRfc8446(page, userFor(testInfo));
    await page.goto(pagePaths.version(rfc.newer, rfc.docId));

    // compare-toc: the newest version against the one before it, both tables of contents.
    await page.getByTestId('compare-open').click();
    const window = compareWindow(page);
    await expect(window).toBeVisible();
    await expect(window.getByRole('heading', { level: 2 })).toContainText('RFC 8446');
    await expect(window.getByRole('heading', { name: 'Choose what to compare' })).toBeFocused();
    await expect(window.getByTestId('compare-prior-version')).toHaveValue(String(rfc.prior));
    await expect(window.getByTestId('compare-newer-version')).toHaveValue(String(rfc.newer));
    await expect(window.getByTestId('compare-quota')).toHaveText(/^\d+ used, \d+ available this month$/);
    // Sections new in TLS 1.3 are marked added (on a phone, in the newer version's tab).
    if (isPhone(testInfo)) await window.getByTestId('compare-tab-newer').click();
    await expect(window.locator('[data-testid="compare-section"][data-side="newer"] [data-kind="added"]').first()).toBeVisible();
    await expectScreenFine(page, testInfo, 'compare-toc', 'ai-compare-toc');

    // Checking a section proposes its partner in the other version; "Select none" compares the whole documents.
    const introduction = await sectionBox(window, testInfo, 'prior', /^1 Introduction/);
    await introduction.locator('input').check();
    await expect(window.getByTestId('compare-selection-note')).toHaveText(/^Checked: [1-9]\d* sections of RFC 5246 and [1-9]\d* of RFC 8446\.$/);
    const partner = await sectionBox(window, testInfo, 'newer', /^1 Introduction/);
    await expect(partner.locator('input')).toBeChecked();
    await window.getByTestId('compare-select-none').click();
    await expect(window.getByTestId('compare-selection-note')).toHaveText('Nothing is checked: the whole documents will be compared.');

    // A format must be chosen first; then the job runs (the first poll after 10 s) until the summary.
    await window.getByTestId('compare-start').click();
    await expect(window.getByText('Choose a response format.')).toBeVisible();
    await window.getByTestId('compare-format').selectOption({ label: 'Summary of changes' });
    await window.getByTestId('compare-start').click();
    await expect(window.getByTestId('compare-abort').or(window.getByTestId('compare-summary'))).toBeVisible();
    const summary = window.getByTestId('compare-summary');
    await expect(summary).toBeVisible({ timeout: COMPARE_TIMEOUT });
    await expect(window.getByTestId('compare-summary-title')).toBeFocused();
    await expect(window.getByTestId('compare-summary-title')).toHaveText('RFC 5246 compared with RFC 8446');
    await expect(summary.getByTestId('compare-summary-format')).toHaveText('Summary of changes');
    await expect(summary.getByTestId('compare-summary-text')).toContainText('Changes from RFC 5246 to RFC 8446');
    await expect(summary.getByTestId('compare-point').first()).toBeVisible();
    // (A result another user's compare already made is reused without using the quota, so the count may stay.)
    await expect(window.getByTestId('compare-quota')).toHaveText(/^\d+ used, \d+ available this month$/);

    // The redline: words struck through and underlined, with what they are said in words.
    const redline = summary.getByTestId('compare-redline');
    await expect(redline.getByTestId('compare-del').first()).toBeVisible();
    await expect(redline.getByTestId('compare-ins').first()).toBeVisible();
    await expect(redline.getByTestId('compare-ins').first()).toContainText('Inserted:');
    await expectScreenFine(page, testInfo, 'compare-summary', 'ai-compare-summary');

    // A point about a section new in RFC 8446 leads to its pair in the redline, labelled added, and into the reader.
    const added = summary.getByTestId('compare-point').filter({ hasText: /new in RFC 8446/ }).first();
    await expect(added).toBeVisible();
    await added.getByTestId('compare-point-redline').click();
    const addedPair = redline.locator('[data-testid="compare-redline-pair"]:focus');
    await expect(addedPair).toHaveAttribute('data-kind', 'added');
    await expect(addedPair.getByTestId('compare-kind')).toHaveText('Added');
    await expect(addedPair).toContainText('Not in RFC 5246');
    await expect(addedPair).toBeInViewport();
    await expect(added.getByTestId('compare-point-newer')).toHaveAttribute('href', new RegExp(`^/management/reader/${rfc.docId}/${rfc.newer}\\?section=`));

    // Rating from the keyboard: four stars, shown once the server has them.
    await summary.getByRole('radio', { name: '4 of 5 stars' }).focus();
    await page.keyboard.press('Space');
    await expect(summary.getByTestId('compare-rating-text')).toHaveText('Rated 4 of 5');
    await expect(summary.getByTestId('compare-rating')).toHaveAttribute('data-rating', '4');

    // History, after a new compare: unfiltered, newest first; a filter by prior version finds it or not.
    await window.getByTestId('compare-to-history').click();
    const history = window.getByTestId('compare-history');
    await expect(history).toBeVisible();
    const item = history.getByTestId('compare-history-item').first();
    await expect(item).toBeVisible();
    await expect(item.getByTestId('compare-history-versions')).toContainText('RFC 5246');
    await expect(item.getByTestId('compare-history-versions')).toContainText('RFC 8446');
    await expect(item.getByTestId('compare-history-rating')).toHaveText('Rated 4 of 5');
    await history.getByTestId('compare-history-prior').selectOption(String(rfc.newer));
    await expect(history.getByTestId('compare-history-empty')).toHaveText('No comparison matches these filters.');
    await history.getByTestId('compare-history-prior').selectOption(String(rfc.prior));
    await expect(history.getByTestId('compare-history-item')).toHaveCount(1);
    await expectScreenFine(page, testInfo, 'compare-history', 'ai-compare-history');

    // Open goes back to the summary of that compare; Back returns to the history.
    await history.getByTestId('compare-history-open').click();
    await expect(window.getByTestId('compare-summary')).toBeVisible();
    await expect(window.getByTestId('compare-rating')).toHaveAttribute('data-rating', '4');
    await window.getByTestId('compare-back').click();
    await expect(history).toBeVisible();
    await expect(history.getByTestId('compare-history-prior')).toHaveValue(String(rfc.prior));

    // Delete asks first; Escape closes the confirmation alone; confirmed, the compare is gone.
    await history.getByTestId('compare-history-delete').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this comparison?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'the compare delete confirmation');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(window).toBeVisible();
    await history.getByTestId('compare-history-delete').click();
    await confirm.getByRole('button', { name: 'Delete comparison' }).click();
    await expect(confirm).toBeHidden();
    await expect(history.getByTestId('compare-history-empty')).toBeVisible();
    await history.getByTestId('compare-history-reset').click();
    await expect(history.getByTestId('compare-history-empty')).toHaveText('You have not compared versions of this document yet.');

    // Escape closes the window; opened again, it starts afresh at the sections.
    await page.keyboard.press('Escape');
    await expect(window).toBeHidden();
    await page.getByTestId('compare-open').click();
    await expect(window.getByTestId('compare-toc')).toBeVisible();
    await expect(window.getByTestId('compare-format')).toHaveValue('0');
  });
});
