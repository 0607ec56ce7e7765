import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/test.ts';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { watchPaths, type WatchList } from '../common/watches/watches.contract.ts';
import WATCH_USERS from './fixtures/watch-users.json' with { type: 'json' };
import { captureScreen, SCREEN_USER_PASSWORD, signInThroughApi } from './support/session.ts';

/**
 * The Watched documents page: watching from the results, the page reached from the user
 * menu, and unwatching after confirmation. The desktop and phone projects run side by side,
 * so each uses its own organisation (e2e/fixtures/watch-users.json), where no other spec
 * watches, and its own document.
 */

function watchUserFor(testInfo: TestInfo): string {
  const fixture = WATCH_USERS.organisations.find((entry) => entry.project === testInfo.project.name);
  if (!fixture) throw new Error(`no watches organisation for the ${testInfo.project.name} project`);
  return fixture.user.email;
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Starts from no watches: whatever an earlier run left is unwatched through the API. */
async function unwatchEverything(request: APIRequestContext, nonce: string) {
  const response = await request.get(watchPaths.list);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: WatchList };
  for (const watch of data.watches) {
    const done = await request.post(searchPaths.ajax('removeFromWatch'), {
      headers: { accept: 'application/json', 'x-nonce': nonce },
      multipart: { docIds: String(watch.docId), bulk: '0' },
    });
    expect(done.status()).toBe(200);
  }
}

async function openNumberSearch(page: Page, nonce: string, number: string) {
  const response = await page.request.post(searchPaths.formPost, {
    headers: { accept: 'application/json', 'x-nonce': nonce },
    multipart: { searchCriteria: 'standards', query_1: number, mainsearch: '1' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { searchContext: string } };
  await page.goto(pagePaths.searchResults(data.searchContext));
}

test('watching from the results, finding it on the Watched documents page, and unwatching it after confirmation', async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  const number = isPhone(testInfo) ? 'ISO 50001:2018' : 'ISO 45001:2018';
  const profile = await signInThroughApi(page, watchUserFor(testInfo), SCREEN_USER_PASSWORD);
  await unwatchEverything(page.request, profile.nonce);

  await openNumberSearch(page, profile.nonce, number);
  const row = page.getByTestId('record').filter({ has: page.getByTestId('record-link').getByText(number, { exact: true }) });
  await expect(row.getByTestId('watched-icon')).toHaveCount(0);
  const status = await row.locator('[data-status]').getAttribute('data-status');
  await row.getByRole('button', { name: `Watch ${number}` }).click();
  await expect(row.getByTestId('watched-icon')).toBeVisible();
  await expect(row.getByRole('button', { name: `Stop watching ${number}` })).toBeVisible();
  await captureScreen(page, testInfo, 'watches-results-row');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Watched documents' }).click();
  await expect(page).toHaveURL(pagePaths.watchedDocuments);
  await expect(page.getByRole('heading', { level: 1, name: 'Watched documents' })).toBeVisible();
  await expect(page).toHaveTitle('Watched documents · Normscope');
  await expect(page.getByTestId('watches-count')).toHaveText('1 document watched');
  const watch = page.getByTestId('watch');
  await expect(watch).toHaveCount(1);
  const link = watch.getByTestId('watch-link');
  await expect(link).toHaveText(number);
  await expect(link).toHaveAttribute('href', /^\/management\/display\/version\/0\/\d+$/);
  await expect(watch.locator('[data-status]')).toHaveAttribute('data-status', status ?? 'missing');
  await expect(watch.getByTestId('latest-change')).toBeVisible();
  await expect(watch).toContainText('ISO');
  // Both demo users here are admins, so ending everyone's watch is offered too: in a menu, away from Unwatch.
  await watch.getByRole('button', { name: `More actions for ${number}` }).click();
  const everyone = page.getByRole('menuitem', { name: `End everyone’s watch on ${number}…` });
  await expect(everyone).toBeVisible();
  await everyone.click();
  const confirmEveryone = page.getByRole('dialog', { name: `End everyone’s watch on ${number}?` });
  await expect(confirmEveryone).toContainText(`Nobody in your organisation will get a mail when ${number} changes any more.`);
  await confirmEveryone.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmEveryone).toBeHidden();
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await captureScreen(page, testInfo, 'watches');

  await watch.getByRole('button', { name: `Unwatch ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Stop watching ${number}?` });
  await expect(confirm).toContainText(`You will no longer get a mail when ${number} changes.`);
  await captureScreen(page, testInfo, 'watches-unwatch-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(watch).toHaveCount(1);

  await watch.getByRole('button', { name: `Unwatch ${number}` }).click();
  await page.getByRole('dialog', { name: `Stop watching ${number}?` }).getByRole('button', { name: 'Unwatch' }).click();
  await expect(page.getByText(`You no longer watch ${number}.`)).toBeVisible();
  const empty = page.getByTestId('watches-empty');
  await expect(empty).toContainText('You do not watch any document yet.');
  await expect(empty.getByRole('link', { name: 'Search documents' })).toHaveAttribute('href', pagePaths.searchIndex);
  await captureScreen(page, testInfo, 'watches-empty');

  await page.goBack();
  await expect(row.getByRole('button', { name: `Watch ${number}` })).toBeVisible();
  await expect(row.getByTestId('watched-icon')).toHaveCount(0);
});

test('the Watched documents page needs a session', async ({ page }) => {
  await page.goto(pagePaths.watchedDocuments);
  await expect(page).toHaveURL(/\/management\/home\/index\?next=%2Fmanagement%2Fwatches$/);
});
