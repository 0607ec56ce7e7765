import { ipdPaths } from '../common/legislation/legislation.values.ts';
import { pagePaths } from '../common/routes.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { legislationUsersFor, type LegislationFixtureUser } from './support/legislation-users.ts';
import { captureScreen, demoUsers, SCREEN_USER_PASSWORD, signInThroughApi } from './support/session.ts';
import { expect, test, type Page, type TestInfo } from './support/test.ts';

/**
 * The legislation add-ons on the web side (issue 20; portal-area.md §2, §4, §7, §8): the nine-dots
 * app switcher with unlocked and locked add-ons, the legislation accordion's three panels in each
 * of their states, a click that is logged and then redirected, and a seat asked for by a member
 * and approved by the admin. Each browser project has an organisation of its own
 * (e2e/fixtures/legislation-users.json), whose users each stand for one state.
 */

async function openDashboardAs(page: Page, testInfo: TestInfo, who: LegislationFixtureUser) {
  const user = legislationUsersFor(testInfo).users[who];
  await signInThroughApi(page, user.email, SCREEN_USER_PASSWORD);
  await page.goto(pagePaths.home);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  return user;
}

const panel = (page: Page, name: string) => page.getByTestId(`legislation-panel-${name}`);
const message = (page: Page, name: string) => panel(page, name).getByTestId('legislation-panel-message');

test('the app switcher opens an unlocked add-on through the redirect call, by keyboard too', async ({ page }, testInfo) => {
  await openDashboardAs(page, testInfo, 'reader');
  const button = page.getByTestId('app-switcher');
  await button.focus();
  await page.keyboard.press('Enter');
  const switcher = page.getByTestId('app-switcher-panel');
  await expect(switcher).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(switcher.getByTestId('app-switcher-normscope')).toHaveAttribute('data-state', 'current');
  await expect(switcher.getByTestId('app-switcher-legislation')).toHaveAttribute('data-state', 'unlocked');
  await expect(switcher.getByTestId('app-switcher-euLaw')).toHaveAttribute('data-state', 'unlocked');
  await expectNoHorizontalOverflow(page, 'the app switcher');
  await expectAccessible(page, 'the app switcher, open');
  await captureScreen(page, testInfo, 'legislation-switcher-unlocked');

  // Escape closes it and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(switcher).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  const redirect = page.waitForRequest((request) => request.url().endsWith(ipdPaths.redirectToEuLaw) && request.method() === 'POST');
  await page.getByTestId('app-switcher-euLaw').getByTestId('app-switcher-open').click();
  const form = new URLSearchParams((await redirect).postData() ?? '');
  expect(form.get('module')).toBe('appSwitcher');
  expect(form.get('url')).toBe('/management/eu-law');
  await expect(page).toHaveURL(/\/management\/eu-law$/);
  await expect(page.getByTestId('app-switcher-panel')).toBeHidden();
});

test('a locked add-on shows a lock and how to get access instead of a link', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.lite);
  await page.goto(pagePaths.home);
  await page.getByTestId('app-switcher').click();
  const switcher = page.getByTestId('app-switcher-panel');
  for (const addOn of ['legislation', 'euLaw']) {
    const entry = switcher.getByTestId(`app-switcher-${addOn}`);
    await expect(entry).toHaveAttribute('data-state', 'notSubscribed');
    await expect(entry.getByTestId('app-switcher-open')).toHaveCount(0);
    // Nothing to ask the admin for: the subscription has no such add-on.
    await expect(entry.getByTestId('seat-request')).toHaveCount(0);
    await expect(entry).toContainText('Your subscription does not include this add-on.');
  }
  await captureScreen(page, testInfo, 'legislation-switcher-locked');
  // A lite subscription has neither add-on: no legislation accordion.
  await expect(page.getByTestId('accordion-legislation')).toHaveCount(0);
});

test('the three panels: items with See more, no data, not registered, not active and no access', async ({ page }, testInfo) => {
  // The reader: seven of their nine recent searches, then See more; no saved EU-law search yet.
  await openDashboardAs(page, testInfo, 'reader');
  const recent = panel(page, 'recentSearches');
  await expect(recent.getByTestId('legislation-item')).toHaveCount(7);
  await expect(recent.getByTestId('legislation-see-more')).toBeVisible();
  // The newest first; a long title is cut to 35 characters, its whole text the link's name and tooltip.
  await expect(recent.getByTestId('legislation-item').first()).toContainText('2006/42/EC');
  const long = recent.getByTestId('legislation-item').filter({ hasText: 'recreational craft' });
  const shown = (await long.locator('span').first().textContent()) ?? '';
  expect(shown.length).toBeLessThanOrEqual(35);
  expect(shown).toMatch(/^recreational craft and personal ?…$/);
  await expect(long).toHaveAttribute('title', 'recreational craft and personal watercraft');
  await expect(message(page, 'euLawSavedSearches')).toHaveAttribute('data-state', 'noData');
  await expect(message(page, 'euLawSavedSearches')).toContainText('No saved EU-law searches.');
  await expect(panel(page, 'regulatoryNewsFeed').getByTestId('legislation-panel-loading')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, 'the legislation panels');
  await captureScreen(page, testInfo, 'legislation-panels-reader');

  // The suspended member: the legislation seat is not active, and there is none on EU law.
  await openDashboardAs(page, testInfo, 'suspended');
  await expect(message(page, 'recentSearches')).toHaveAttribute('data-state', 'notActive');
  await expect(message(page, 'regulatoryNewsFeed')).toContainText('Your access to this service is not active.');
  await expect(message(page, 'euLawSavedSearches')).toHaveAttribute('data-state', 'notRegistered');
  await expect(message(page, 'euLawSavedSearches')).toContainText('You are not registered with the EU-law service');
  await expectAccessible(page, 'the legislation panels, not active and not registered');

  // The field subscription has no EU-law add-on: its panel says so with the help link; no recent search yet.
  await openDashboardAs(page, testInfo, 'limited');
  await expect(message(page, 'euLawSavedSearches')).toHaveAttribute('data-state', 'noAccess');
  await expect(panel(page, 'euLawSavedSearches').getByTestId('legislation-help-link')).toHaveAttribute('href', /.+/);
  await expect(message(page, 'recentSearches')).toHaveAttribute('data-state', 'noData');
  await expect(message(page, 'recentSearches')).toContainText('No recent searches.');
});

test('a panel shows a spinner while its list loads, and says when it could not be read', async ({ page }, testInfo) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${ipdPaths.recentSearches}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(`**${ipdPaths.euLawSavedSearches}`, (route) => route.abort('failed'));
  await openDashboardAs(page, testInfo, 'reader');
  await expect(panel(page, 'recentSearches').getByTestId('legislation-panel-loading')).toBeVisible();
  release();
  await expect(panel(page, 'recentSearches').getByTestId('legislation-item')).toHaveCount(7);
  await expect(message(page, 'euLawSavedSearches')).toHaveAttribute('data-state', 'error');
  await expect(message(page, 'euLawSavedSearches')).toContainText('Something went wrong.');
  await page.unroute(`**${ipdPaths.euLawSavedSearches}`);
  await message(page, 'euLawSavedSearches').getByRole('button').click();
  await expect(message(page, 'euLawSavedSearches')).toHaveAttribute('data-state', 'noData');
});

test('clicking an item logs the click, then goes where the redirect call says', async ({ page }, testInfo) => {
  await openDashboardAs(page, testInfo, 'reader');
  const item = panel(page, 'recentSearches').getByTestId('legislation-item').first();
  const target = await item.getAttribute('href');
  expect(target).toBe('/management/legislation?identifier=2006%2F42%2FEC');
  const logged = page.waitForRequest((request) => request.url().endsWith(ipdPaths.log));
  const redirected = page.waitForRequest((request) => request.url().endsWith(ipdPaths.redirectToLegislation));
  await item.click();
  const log = await logged;
  expect(log.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  const logForm = new URLSearchParams(log.postData() ?? '');
  expect(logForm.get('moduleName')).toBe('recentSearches');
  expect(logForm.get('linkClicked')).toBe(target);
  const redirectForm = new URLSearchParams((await redirected).postData() ?? '');
  expect(redirectForm.get('module')).toBe('recentSearches');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
});

test('a failed redirect shows the error toast and stays on the dashboard', async ({ page }, testInfo) => {
  await openDashboardAs(page, testInfo, 'reader');
  await page.route(`**${ipdPaths.redirectToLegislation}`, (route) =>
    route.fulfill({ json: { status: 'ok', code: 200, data: { success: false, redirect: null, error: null } } }),
  );
  await panel(page, 'recentSearches').getByTestId('legislation-see-more').click();
  await expect(page.getByText('Unknown error occurred')).toBeVisible();
  await expect(page).toHaveURL(/\/management\/home\/index/);
});

test('a member asks for a seat from the switcher, and the admin approves it beside the document requests', async ({ page, browser }, testInfo) => {
  await openDashboardAs(page, testInfo, 'applicant');
  await page.getByTestId('app-switcher').click();
  const entry = page.getByTestId('app-switcher-legislation');
  await expect(entry).toHaveAttribute('data-state', 'notRegistered');
  await entry.getByTestId('seat-request').click();
  await expect(entry.getByTestId('seat-request-sent')).toBeVisible();
  await captureScreen(page, testInfo, 'legislation-switcher-request-sent');
  // Reopened, the switcher still says the request is waiting.
  await page.keyboard.press('Escape');
  await page.getByTestId('app-switcher').click();
  await expect(page.getByTestId('app-switcher-legislation').getByTestId('seat-request-sent')).toBeVisible();

  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  const applicant = legislationUsersFor(testInfo).users.applicant;
  await openDashboardAs(admin, testInfo, 'admin');
  const request = admin.getByTestId('accordion-orders').getByTestId('seat-request-row').filter({ hasText: applicant.name });
  await expect(request).toHaveAttribute('data-request-status', 'pending');
  await expectNoHorizontalOverflow(admin, 'the seat requests');
  await captureScreen(admin, testInfo, 'legislation-seat-requests');
  await request.getByTestId('seat-request-approve').click();
  await expect(request).toHaveAttribute('data-request-status', 'approved');
  await expectAccessible(admin, 'the orders accordion with a decided seat request');

  // The organisation page shows the new seat; the admin suspends and restores it.
  await admin.goto(pagePaths.organisation);
  const seat = admin.getByTestId('member-seats').filter({ hasText: applicant.email }).getByTestId('seat-legislation');
  await expect(seat).toHaveAttribute('data-seat', 'active');
  await seat.getByRole('switch', { name: 'Active' }).click({ force: true });
  await expect(seat).toHaveAttribute('data-seat', 'inactive');
  await seat.getByRole('switch', { name: 'Active' }).click({ force: true });
  await expect(seat).toHaveAttribute('data-seat', 'active');
  await expectNoHorizontalOverflow(admin, 'the seat management');
  await captureScreen(admin, testInfo, 'legislation-seats');
  await adminContext.close();

  await page.reload();
  await page.getByTestId('app-switcher').click();
  await expect(page.getByTestId('app-switcher-legislation')).toHaveAttribute('data-state', 'unlocked');
  await page.keyboard.press('Escape');
  await page.goto(pagePaths.organisation);
  await expect(page.getByTestId('own-seat-legislation')).toHaveAttribute('data-state', 'unlocked');
  await expect(page.getByTestId('own-seat-euLaw')).toHaveAttribute('data-state', 'notRegistered');
});
