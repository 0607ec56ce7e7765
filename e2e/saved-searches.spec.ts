import { expect, test, type Page, type TestInfo } from './support/test.ts';
import { pagePaths } from '../common/routes.ts';
import { openStandardsResults } from './support/results.ts';
import { captureScreen, captureViewport, demoUsers } from './support/session.ts';

/**
 * Saved searches (search-area.md §2, §5, §7; portal-area.md §2, §5, §7): saving from the
 * results page, the My saved searches page, re-running, editing, starring and deleting.
 * The desktop and phone projects run side by side against one server, so each uses its
 * own user and names.
 */

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const named = (testInfo: TestInfo, name: string) => `${name} (${testInfo.project.name})`;
const userFor = (testInfo: TestInfo) => (isPhone(testInfo) ? demoUsers.member : demoUsers.admin);

async function saveCurrentSearch(page: Page, name: string, notify: boolean) {
  await page.getByTestId('save-search').click();
  const dialog = page.getByRole('dialog', { name: 'Save search' });
  await dialog.getByLabel('Name').fill(name);
  if (notify) await dialog.getByRole('checkbox', { name: /Email me when documents this search finds/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

const row = (page: Page, name: string) => page.getByTestId('saved-search-row').filter({ has: page.getByTestId('saved-search-link').getByText(name, { exact: true }) });

test('saving a search, finding it on My saved searches, re-running, editing, starring and deleting it', async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  await openStandardsResults(page, userFor(testInfo), { query_2: 'quality management' });
  const summary = await page.getByTestId('results-summary').innerText();
  await page.getByTestId('results-toolbar').scrollIntoViewIfNeeded();
  await captureViewport(page, testInfo, 'save-search-toolbar');

  await page.getByTestId('save-search').click();
  const dialog = page.getByRole('dialog', { name: 'Save search' });
  await expect(dialog.getByRole('checkbox', { name: /Email me when documents this search finds/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a name.')).toBeVisible();
  await dialog.getByLabel('Name').fill('x'.repeat(51));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('At most 50 characters.')).toBeVisible();
  await captureViewport(page, testInfo, 'save-search-modal');

  const name = named(testInfo, 'Quality systems');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('checkbox', { name: /Email me when documents this search finds/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page.getByText(`Saved search “${name}” saved. Find it under My saved searches in the account menu.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'My saved searches' }).click();
  await expect(page).toHaveURL(pagePaths.savedSearches);
  await expect(page.getByRole('heading', { level: 1, name: 'My saved searches' })).toBeVisible();
  const saved = row(page, name);
  await expect(saved.getByTestId('notify-indicator')).toHaveText('Alerts on');
  await expect(saved.getByTestId('saved-search-details')).toHaveText('Title: quality management');
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await captureScreen(page, testInfo, 'saved-searches');

  // Its link runs the same search again, from the first page.
  await saved.getByTestId('saved-search-link').click();
  await expect(page).toHaveURL(/\/management\/search\/index\/0\/-\/s[\w-]+\.[\w-]+$/);
  await expect(page.getByTestId('results-summary')).toHaveText(summary);
  await page.goBack();

  const renamed = named(testInfo, 'Quality, renamed');
  await row(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${name}”` });
  await edit.getByLabel('Name').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Enter a name.')).toBeVisible();
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('checkbox', { name: /Email me when documents this search finds/ }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${renamed}” saved.`)).toBeVisible();
  await expect(row(page, renamed).getByTestId('notify-indicator')).toHaveText('Alerts off');
  await expect(row(page, name)).toHaveCount(0);

  await row(page, renamed).getByRole('button', { name: `Add ${renamed} to favourites` }).click();
  await expect(page.getByText(`“${renamed}” added to favourites.`)).toBeVisible();
  await expect(page.getByTestId('saved-searches-favourites').getByText(renamed, { exact: true })).toBeVisible();
  await captureScreen(page, testInfo, 'saved-searches-favourite');
  await row(page, renamed).getByRole('button', { name: `Remove ${renamed} from favourites` }).click();
  await expect(page.getByText(`“${renamed}” removed from favourites.`)).toBeVisible();
  await expect(page.getByTestId('saved-searches-others').getByText(renamed, { exact: true })).toBeVisible();
  await expect(page.getByTestId('saved-searches-favourites').getByText(renamed, { exact: true })).toHaveCount(0);

  await row(page, renamed).getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
  await expect(confirm).toContainText('the documents it finds stay in the catalogue');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, renamed)).toBeVisible();
  await row(page, renamed).getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('dialog', { name: `Delete “${renamed}”?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${renamed}” deleted.`)).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
});

test('the server’s refusal shows in the save form', async ({ page }, testInfo) => {
  await openStandardsResults(page, userFor(testInfo), { query_2: 'quality management' });
  const name = named(testInfo, `Twice ${Date.now()}`);
  const first = await saveCurrentSearch(page, name, false);
  await expect(first).toBeHidden();
  const second = await saveCurrentSearch(page, name, false);
  await expect(second.getByRole('alert')).toHaveText('You already have a saved search with this name.');
  await expect(second).toBeVisible();
});

test('lite subscriptions are not offered Save search or My saved searches', async ({ page }) => {
  await openStandardsResults(page, demoUsers.lite, { query_2: 'quality management' });
  await expect(page.getByTestId('bulk-actions')).toBeVisible();
  await expect(page.getByTestId('save-search')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My saved searches' })).toHaveCount(0);
});
