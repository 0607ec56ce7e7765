import { expect, test, type Page, type TestInfo } from './support/test.ts';
import { documentPaths } from '../common/catalogue/document.values.ts';
import { FIRST_DOCUMENT_ELEMENT_ID } from '../common/page-modules.ts';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { captureScreen, demoUsers, signInThroughApi } from './support/session.ts';

/**
 * The document display page (search-area.md §2, §3, §4). Documents are found through the
 * search API; the desktop and phone projects run side by side against one server, so
 * tests that change a user's data use a different user and document per project.
 */

type Found = { docId: number; searchContext: string };

/** Signs in and finds a document by its number through the standards search, as the results page would. */
async function findDocument(page: Page, email: string, number: string, fields: Record<string, string> = {}): Promise<Found> {
  const profile = await signInThroughApi(page, email);
  const response = await page.request.post(searchPaths.ajax('standards'), {
    headers: { accept: 'application/json', 'x-nonce': profile.nonce },
    multipart: { query_1: number, mainsearch: '1', ...fields },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { searchContext: string; records: { doc_id: number; name: string }[] } };
  const record = data.records.find((candidate) => candidate.name === number);
  expect(record, `${number} is in the demo catalogue`).toBeDefined();
  return { docId: record?.doc_id ?? 0, searchContext: data.searchContext };
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a document shows its metadata, status, versions and relations, and leads back to the results', async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  const { docId, searchContext } = await findDocument(page, demoUsers.member, 'ISO 9001:2015');
  await page.goto(pagePaths.display(0, docId, searchContext));

  await expect(page.getByRole('heading', { level: 1, name: 'ISO 9001:2015' })).toBeVisible();
  await expect(page).toHaveTitle('ISO 9001:2015 · Normscope');
  await expect(page.getByTestId('document-status')).toHaveText('Current');
  await expect(page.getByTestId('document-title')).toHaveText('Quality management systems — Requirements');
  await expect(page.getByTestId('other-titles')).toContainText('Systèmes de management de la qualité — Exigences');
  await expect(page.getByTestId('abstract')).toContainText('requirements for a quality management system');

  const details = page.getByTestId('document-details');
  await expect(details.locator('[data-field="publisher"]')).toContainText('International Organization for Standardization (ISO)');
  await expect(details.locator('[data-field="committee"]')).toContainText('ISO/TC 176/SC 2');
  await expect(details.locator('[data-field="ics"]')).toContainText('03.120.10 — Quality management and quality assurance');
  await expect(details.locator('[data-field="docType"]')).toHaveText(/Standard/);

  const versions = page.getByTestId('version');
  await expect(versions).toHaveCount(5);
  const shown = versions.filter({ has: page.locator('[aria-current="page"]') });
  await expect(shown).toHaveAttribute('data-version-id', /\d+/);
  await expect(shown).toContainText('ISO 9001:2015');
  await expect(shown).toContainText('Shown');
  await expect(shown).toContainText('Current version');

  const relations = page.getByTestId('relations');
  const replaces = relations.getByTestId('relation-group').filter({ has: page.getByRole('heading', { name: 'Replaces' }) });
  await expect(replaces.getByRole('link', { name: 'ISO 9001:2008' })).toBeVisible();
  // The replaced edition shows its own status, not the document's.
  await expect(replaces.getByTestId('relation').first()).toContainText('Superseded');
  await expect(relations.getByRole('heading', { name: 'Amended by' })).toBeVisible();
  await expect(relations.getByRole('link', { name: 'ISO 9001:2015/Amd 1:2024' })).toHaveAttribute('href', /^\/management\/display\/version\/\d+\/\d+$/);
  await expect(relations.getByRole('heading', { name: 'Adopted as' })).toBeVisible();

  await expect(page.getByTestId('result-position')).toHaveText('Result 1');
  await expect(page.getByTestId('back-to-results')).toHaveAttribute('href', pagePaths.searchResults(searchContext));
  await expectNoHorizontalOverflow(page);
  await captureScreen(page, testInfo, 'display');

  await page.getByTestId('back-to-results').click();
  await expect(page).toHaveURL(pagePaths.searchResults(searchContext));
});

test('showing a document records one view, by its own call; loading it records none', async ({ page }) => {
  const { docId, searchContext } = await findDocument(page, demoUsers.member, 'ISO 9001:2015');
  const calls: string[] = [];
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (pathname.startsWith(documentPaths.detail(docId))) calls.push(`${request.method()} ${pathname}`);
  });
  const recorded = page.waitForResponse((response) => new URL(response.url()).pathname === documentPaths.views(docId));
  await page.goto(pagePaths.display(0, docId, searchContext));
  await expect(page.getByRole('heading', { level: 1, name: 'ISO 9001:2015' })).toBeVisible();
  const response = await recorded;
  expect(response.request().method()).toBe('POST');
  expect(response.request().headers()['x-nonce']).toBeTruthy();
  expect(response.status()).toBe(200);
  expect(calls.filter((call) => call.startsWith('POST'))).toEqual([`POST ${documentPaths.views(docId)}`]);
});

test('a historic version link omits the search context, says it is earlier and leads to the current version', async ({ page }, testInfo) => {
  const { docId, searchContext } = await findDocument(page, demoUsers.member, 'ISO 9001:2015');
  await page.goto(pagePaths.display(0, docId, searchContext));
  const historic = page.getByTestId('versions').getByRole('link', { name: 'ISO 9001:2008' });
  await expect(historic).toHaveAttribute('href', new RegExp(`^/management/display/version/\\d+/${docId}$`));
  await historic.click();

  await expect(page).toHaveURL(new RegExp(`/management/display/version/\\d+/${docId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'ISO 9001:2008' })).toBeVisible();
  await expect(page.getByTestId('historic-notice')).toContainText('You are viewing ISO 9001:2008, an earlier version of this document.');
  await expect(page.getByTestId('document-status')).toHaveText('Superseded');
  await expect(page.getByTestId('back-to-results')).toHaveCount(0);
  const shown = page.getByTestId('version').filter({ has: page.locator('[aria-current="page"]') });
  await expect(shown).toContainText('ISO 9001:2008');
  await expect(page.getByTestId('version').filter({ hasText: 'Current version' })).toContainText('ISO 9001:2015');
  await captureScreen(page, testInfo, 'display-historic');

  await page.getByTestId('current-version-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'ISO 9001:2015' })).toBeVisible();
  await expect(page.getByTestId('historic-notice')).toHaveCount(0);
});

test('a publisher outside the subscription shows the metadata only, and says so', async ({ page }, testInfo) => {
  // Only a 'whole catalogue' search finds it (and makes a longer search context).
  const { docId, searchContext } = await findDocument(page, demoUsers.lite, 'IEEE Std 754-2019', { filterby: 'all' });
  await page.goto(pagePaths.display(0, docId, searchContext));
  await expect(page.getByRole('heading', { level: 1, name: 'IEEE Std 754-2019' })).toBeVisible();
  await expect(page.getByTestId('metadata-only-notice')).toContainText(
    'Your subscription does not include documents from Institute of Electrical and Electronics Engineers, so only the metadata of this document is shown.',
  );
  await expect(page.getByTestId('document-details')).toContainText('IEEE Computer Society');
  await captureScreen(page, testInfo, 'display-metadata-only');
});

test('an unknown document shows a clear not-found state', async ({ page }) => {
  await signInThroughApi(page, demoUsers.member);
  await page.goto(pagePaths.version(0, 987654321));
  await expect(page.getByRole('heading', { level: 1, name: 'Document not found' })).toBeVisible();
  await expect(page).toHaveTitle('Document not found · Normscope');
  await expect(page.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', pagePaths.searchIndex);

  await page.goto('/management/display/index/0/not-a-number/-/sAbc');
  await expect(page.getByRole('heading', { level: 1, name: 'Document not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to results' })).toHaveCount(0);
});

test('watching and unwatching from the display page', async ({ page }, testInfo) => {
  const number = isPhone(testInfo) ? 'IEC 60034-2:2021' : 'IEC 60034-1:2021';
  const { docId, searchContext } = await findDocument(page, isPhone(testInfo) ? demoUsers.lite : demoUsers.member, number);
  await page.goto(pagePaths.display(0, docId, searchContext));
  const state = page.getByTestId('watch-state');
  await expect(state).toHaveText('Not watched');

  await page.getByRole('button', { name: `Watch ${number}` }).click();
  await expect(state).toHaveText('You watch this document');
  await expect(page.getByRole('button', { name: `Stop watching ${number}` })).toBeVisible();
  await page.reload();
  await expect(state).toHaveText('You watch this document');

  await page.getByRole('button', { name: `Stop watching ${number}` }).click();
  await expect(state).toHaveText('Not watched');
});

test('adding to a collection, then editing its notes and tags, which stay after a reload', async ({ page }, testInfo) => {
  const number = isPhone(testInfo) ? 'IEC 60034-3:2022' : 'ISO 9001:2015/Amd 1:2024';
  const { docId } = await findDocument(page, isPhone(testInfo) ? demoUsers.otherAdmin : demoUsers.lite, number);
  await page.goto(pagePaths.version(0, docId));
  const card = page.getByTestId('document-collections');
  await expect(card).toContainText('This document is not in any of your collections.');

  await page.getByRole('button', { name: `Add ${number} to My documents` }).click();
  const entry = card.getByTestId('document-collection').filter({ hasText: 'My documents' });
  await expect(entry).toContainText('No notes');
  await entry.getByRole('button', { name: 'Edit notes and tags in My documents' }).click();

  const editor = entry.locator('form');
  await editor.getByLabel('Notes').fill('Check clause 7.2 before the audit.');
  const tags = editor.getByRole('combobox', { name: 'Tags' });
  await tags.fill('audit');
  await tags.press('Enter');
  await tags.fill('2025 review');
  await tags.press('Enter');
  await captureScreen(page, testInfo, 'display-collection-editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notes and tags saved in My documents.')).toBeVisible();
  await expect(entry.getByTestId('collection-notes')).toContainText('Check clause 7.2 before the audit.');

  await page.reload();
  await expect(entry.getByTestId('collection-notes')).toContainText('Check clause 7.2 before the audit.');
  await expect(entry.getByTestId('collection-tags')).toContainText('audit');
  await expect(entry.getByTestId('collection-tags')).toContainText('2025 review');
  await expectNoHorizontalOverflow(page);
  await captureScreen(page, testInfo, 'display-collections');
});

test('a failed load says so and offers to try again', async ({ page }) => {
  const { docId } = await findDocument(page, demoUsers.member, 'ISO 9001:2015');
  await page.route('**/management/api/documents/**', (route) =>
    route.fulfill({ status: 500, json: { status: 'error', code: 500, data: { reason: 'Something broke.', reasonKey: 'errors.server' } } }),
  );
  // The page as the server sends it when its own read of the document failed too: without the document it carries.
  await page.route(
    (url) => url.pathname === pagePaths.version(0, docId),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(new RegExp(`<script type="application/json" id="${FIRST_DOCUMENT_ELEMENT_ID}">[^<]*</script>`), '');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto(pagePaths.version(0, docId));
  const alert = page.getByRole('alert').filter({ hasText: 'This could not be loaded.' });
  await expect(alert).toContainText('Something went wrong on our side. Please try again.');

  await page.unroute('**/management/api/documents/**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ISO 9001:2015' })).toBeVisible();
});
