import { readFile } from 'node:fs/promises';
import { expect, test, type TestInfo } from './support/test.ts';
import { exportPaths } from '../common/exports/exports.values.ts';
import { materialsPaths } from '../common/materials/materials-search.values.ts';
import { pagePaths } from '../common/routes.ts';
import { openStandardsResults } from './support/results.ts';
import { captureScreen, captureViewport, demoUsers, signInThroughApi } from './support/session.ts';

/**
 * Exports (search-area.md §2, §3, §4, §8): the Export modal on a results page, the job
 * that writes the file and mails it, and the Exports page that lists and downloads it.
 * The desktop and phone projects run side by side against one server, so each uses its
 * own user and finds its export by the id the export call answered.
 */

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const userFor = (testInfo: TestInfo) => (isPhone(testInfo) ? demoUsers.member : demoUsers.admin);

const FIELD_LABELS = ['Document ID', 'Document number', 'Title', 'Status', 'Language', 'Publisher', 'Country', 'Latest version', 'Version date', 'Summary'];

test('exporting results: choose fields and TSV, get the job created, then download the file from the Exports page', async ({ page }, testInfo) => {
  // The narrowest phone the product supports.
  if (isPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  await openStandardsResults(page, userFor(testInfo), { query_2: 'quality management' });
  await expect(page.getByTestId('export-button')).toBeVisible();
  expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByTestId('results-toolbar').scrollIntoViewIfNeeded();
  await captureViewport(page, testInfo, 'export-results-toolbar');
  await page.getByTestId('export-button').click();
  const dialog = page.getByRole('dialog', { name: 'Export results' });
  await expect(dialog).toBeVisible();
  for (const label of FIELD_LABELS) await expect(dialog.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'CSV (comma-separated)' })).toBeChecked();
  await expect(dialog.getByTestId('export-count')).toHaveText(/^Documents to export: \d+/);

  await dialog.getByRole('checkbox', { name: 'Summary', exact: true }).uncheck();
  await dialog.getByRole('radio', { name: 'TSV (tab-separated)' }).check();
  await captureViewport(page, testInfo, 'export-modal');

  // The job's progress is held back until the modal has been seen saying it was created: one state at a time.
  let releaseProgress = () => {};
  const progressHeld = new Promise<void>((resolve) => (releaseProgress = resolve));
  await page.route(/\/management\/api\/exports\/\d+$/, async (route) => {
    await progressHeld;
    await route.continue();
  });
  const created = page.waitForResponse((response) => response.url().endsWith('/standards/export') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const answer = (await (await created).json()) as { data: { id: number; total_found: number } };
  expect(answer.data.total_found).toBeGreaterThan(0);
  await expect(dialog.getByTestId('export-result')).toContainText('Export job has been created, once documents are exported, it will be emailed to you.');
  await expect(dialog.getByTestId('export-result')).toContainText('Writing the file…');
  await expect(dialog.getByTestId('export-ready')).toHaveCount(0);
  releaseProgress();
  await expect(dialog.getByTestId('export-job-status')).toHaveAttribute('data-status', 'complete');
  await expect(dialog.getByTestId('export-ready')).toContainText('The file is ready and has been emailed to you. Documents exported:');
  await expect(dialog.getByTestId('export-result')).toHaveCount(0);
  await page.unroute(/\/management\/api\/exports\/\d+$/);
  await captureViewport(page, testInfo, 'export-modal-done');

  await dialog.getByTestId('export-close').click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('export-button').click();
  await expect(dialog).toBeVisible();
  for (const label of FIELD_LABELS) await expect(dialog.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
  await expect(dialog.getByTestId('export-result')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Exports' }).click();
  await expect(page).toHaveURL(pagePaths.exports);
  await expect(page.getByRole('heading', { name: 'Exports', level: 1 })).toBeVisible();
  const row = page.locator(`[data-testid="export-row"][data-export-id="${answer.data.id}"]`);
  await expect(row).toHaveAttribute('data-status', 'complete');
  await expect(row.getByTestId('export-status')).toHaveText('Complete');
  await expect(row).toContainText('TSV');
  await expect(row).toContainText('Standards');
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await captureScreen(page, testInfo, 'exports-page');

  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: /^Download normscope-standards-export-\d+-\d{8}\.tsv$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^normscope-standards-export-\d+-\d{8}\.tsv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.startsWith('docId\tname\ttitle\tstatus\tlanguage\tpublisher\tcountry\tlatestVersion\tversionDate\r\n')).toBe(true);
  const lines = text.split('\r\n').filter((line) => line !== '');
  expect(lines.length).toBe(Math.min(answer.data.total_found, 10_000) + 1);
});

test('a lite subscription has no Export button and no Exports menu item', async ({ page }) => {
  await openStandardsResults(page, demoUsers.lite, { query_2: 'quality management' });
  await expect(page.getByTestId('results-toolbar')).toBeVisible();
  await expect(page.getByTestId('export-button')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Exports' })).toHaveCount(0);
});

test('a materials export is listed with its search and its own fields', async ({ page }, testInfo) => {
  const profile = await signInThroughApi(page, userFor(testInfo));
  const headers = { accept: 'application/json', 'x-nonce': profile.nonce };
  const search = await page.request.post(materialsPaths.search('materials'), { headers, multipart: { keyword: 'glass fibre' } });
  expect(search.status()).toBe(200);
  const { data } = (await search.json()) as { data: { searchContext: string; hits: number } };
  expect(data.hits).toBeGreaterThan(0);
  const exported = await page.request.post(exportPaths.create('materials'), {
    headers,
    multipart: { searchContext: data.searchContext, fieldsToExport: 'tradeName,materialClass,properties', csvSeparator: 'csv' },
  });
  expect(exported.status()).toBe(200);
  const { data: job } = (await exported.json()) as { data: { id: number } };

  await page.goto(pagePaths.exports);
  const row = page.locator(`[data-testid="export-row"][data-export-id="${job.id}"]`);
  await expect(row).toHaveAttribute('data-status', 'complete');
  await expect(row).toContainText('Materials');
  await expect(row).toContainText('Trade name, Class, Properties');
});
