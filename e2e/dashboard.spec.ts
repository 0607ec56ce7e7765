import { homePaths } from '../common/home/home.values.ts';
import { pagePaths } from '../common/routes.ts';
import { savedSearchPaths } from '../common/saved-searches/saved-searches.values.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import type { SearchRecord } from '../common/search/search-results.contract.ts';
import { expectAccessible } from './support/accessibility.ts';
import { dashboardUsersFor } from './support/dashboard-users.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { captureScreen, captureViewport, SCREEN_USER_PASSWORD, signInThroughApi } from './support/session.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

/**
 * The home dashboard (portal-area.md §2, §4, §7): arranging the accordions by mouse and by
 * keyboard, the view modes, the alerts table's edit and delete, a document request from the
 * member's ask to the admin's approval to reading it, and the tour. Each browser project has
 * an organisation of its own (e2e/fixtures/dashboard-users.json).
 */

const accordion = (page: Page, id: string) => page.getByTestId(`accordion-${id}`);
const order = (page: Page) => page.getByTestId('sortable-accordions').locator('[data-accordion-id]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-accordion-id')));

async function openDashboard(page: Page, email: string) {
  const profile = await signInThroughApi(page, email, SCREEN_USER_PASSWORD);
  await page.goto(pagePaths.home);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  return profile;
}

/** Drags `source` by its handle onto `target` with the mouse, in small steps as a hand would. */
async function dragByMouse(page: Page, source: Locator, target: Locator) {
  await source.getByTestId('drag-handle').scrollIntoViewIfNeeded();
  const from = await source.getByTestId('drag-handle').boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the accordions are not on the screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y + to.height * 0.25 - from.y) * step) / 10);
  await page.mouse.up();
}

test('arranging the dashboard by mouse and by keyboard, and its view modes, are kept after a reload', async ({ page }, testInfo) => {
  const users = dashboardUsersFor(testInfo);
  await openDashboard(page, users.admin.email);
  const first = await order(page);
  expect(first[0]).toBe('orders');
  await expect(accordion(page, 'announcements').getByTestId('drag-handle')).toHaveCount(0);
  await captureScreen(page, testInfo, 'dashboard');

  // The keyboard: space lifts the handle's accordion, an arrow moves it, space drops it.
  const handle = accordion(page, 'orders').getByTestId('drag-handle');
  await handle.focus();
  await page.keyboard.press('Space');
  // The sensor listens for the arrows once the accordion is lifted, which its handle then says.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Document requests is now at position 2.')).toBeAttached();
  const savedByKeyboard = page.waitForResponse((response) => response.url().endsWith(homePaths.settings) && response.status() === 200);
  await page.keyboard.press('Space');
  await expect.poll(() => order(page)).toEqual([first[1], 'orders', ...first.slice(2)]);
  // The keyboard's layout saved first, so the response awaited next is the mouse's.
  await savedByKeyboard;
  const saved = page.waitForResponse((response) => response.url().endsWith(homePaths.settings) && response.status() === 200);
  // The mouse: the last accordion dragged onto the one above it.
  const before = await order(page);
  const last = before.at(-1) ?? '';
  const above = before.at(-2) ?? '';
  await dragByMouse(page, accordion(page, last), accordion(page, above));
  await expect.poll(async () => (await order(page)).slice(-2)).toEqual([last, above]);
  await saved;
  const arranged = await order(page);

  const standards = accordion(page, 'myStandards');
  await standards.getByTestId('view-mode').click();
  await expect(standards.getByTestId('view-mode')).toHaveAttribute('aria-pressed', 'true');
  await expect(accordion(page, 'myAlerts').getByTestId('accordion-toggle')).toHaveAttribute('aria-expanded', 'true');
  await accordion(page, 'myAlerts').getByTestId('accordion-toggle').click();
  await expect(accordion(page, 'myAlerts').getByTestId('accordion-toggle')).toHaveAttribute('aria-expanded', 'false');

  await page.reload();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect.poll(() => order(page)).toEqual(arranged);
  await expect(accordion(page, 'myStandards').getByTestId('view-mode')).toHaveAttribute('aria-pressed', 'true');
  await expect(accordion(page, 'myAlerts').getByTestId('accordion-toggle')).toHaveAttribute('aria-expanded', 'false');
});

test('a saved search edited and deleted from the dashboard, the delete confirmed first', async ({ page }, testInfo) => {
  const users = dashboardUsersFor(testInfo);
  const profile = await signInThroughApi(page, users.member.email, SCREEN_USER_PASSWORD);
  const headers = { accept: 'application/json', 'x-nonce': profile.nonce };
  const posted = await page.request.post(searchPaths.formPost, { headers, multipart: { searchCriteria: 'standards', query_2: 'valves' } });
  const { searchContext } = ((await posted.json()) as { data: { searchContext: string } }).data;
  const name = `Valves ${testInfo.project.name}`;
  const created = await page.request.post(savedSearchPaths.save(searchContext), { headers, form: { save_search_name: name, save_search_sel: 'standards', onclk_saveSearch: '1' } });
  expect([201, 409]).toContain(created.status());

  await page.goto(pagePaths.home);
  const alerts = accordion(page, 'myAlerts');
  const row = alerts.getByTestId('saved-search-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${name}”` });
  const renamed = `${name}, renamed`;
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  const renamedRow = alerts.getByTestId('saved-search-row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await captureViewport(page, testInfo, 'dashboard-delete-saved-search');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(alerts.getByTestId('saved-search-row').filter({ hasText: renamed })).toHaveCount(0);
});

test('a member asks for a document outside the subscription, the admin approves, and the member reads it', async ({ page }, testInfo) => {
  const users = dashboardUsersFor(testInfo);
  const member = await signInThroughApi(page, users.member.email, SCREEN_USER_PASSWORD);
  const found = await page.request.post(searchPaths.formPost, { headers: { accept: 'application/json', 'x-nonce': member.nonce }, multipart: { searchCriteria: 'standards', query_1: 'ETSI TS 103 918', filterby: 'all' } });
  const { searchContext } = ((await found.json()) as { data: { searchContext: string } }).data;
  const results = await page.request.post(searchPaths.ajax('standards'), { headers: { accept: 'application/json', 'x-nonce': member.nonce }, multipart: { searchContext, page: '1' } });
  const record = ((await results.json()) as { data: { records: SearchRecord[] } }).data.records.find((entry) => entry.name.startsWith('ETSI TS 103 918'));
  expect(record, 'the demo ETSI document with full text').toBeDefined();
  const docId = record?.doc_id ?? 0;

  await page.goto(pagePaths.version(0, docId));
  const notice = page.getByTestId('metadata-only-notice');
  await expect(notice).toBeVisible();
  await notice.getByTestId('request-access').click();
  const dialog = page.getByRole('dialog', { name: /Request access to ETSI TS 103 918/ });
  await dialog.getByTestId('request-send').click();
  await expect(dialog.getByText('Say why you need the document.')).toBeVisible();
  await dialog.getByLabel('Why do you need this document?').fill('We are designing a building controller and must follow its update rules.');
  await dialog.getByTestId('request-send').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('access-request-pending')).toBeVisible();
  await page.goto(pagePaths.home);
  await expect(accordion(page, 'orders').getByTestId('access-request').first().getByTestId('request-status')).toHaveText('Waiting');

  await openDashboard(page, users.admin.email);
  const request = accordion(page, 'orders').getByTestId('access-request').filter({ hasText: users.member.name });
  await expect(request).toContainText('We are designing a building controller');
  await request.getByTestId('request-approve').click();
  const decision = page.getByRole('dialog');
  await decision.getByTestId('decision-note').fill('Approved for the controller project.');
  await captureViewport(page, testInfo, 'dashboard-approve');
  await decision.getByTestId('decision-confirm').click();
  await expect(decision).toBeHidden();
  // Unlocked documents start closed.
  await accordion(page, 'unlock').getByTestId('accordion-toggle').click();
  await expect(accordion(page, 'unlock').getByTestId('unlocked-document').filter({ hasText: 'ETSI TS 103 918' })).toContainText(users.admin.name);

  await signInThroughApi(page, users.member.email, SCREEN_USER_PASSWORD);
  await page.goto(pagePaths.version(0, docId));
  await expect(page.getByTestId('metadata-only-notice')).toHaveCount(0);
  await page.getByTestId('open-in-reader').click();
  await expect(page.locator('[data-section-body]').first()).toBeVisible();
});

test('a tour section finished is not offered again, and the user menu offers the tour again', async ({ page }, testInfo) => {
  const users = dashboardUsersFor(testInfo);
  const profile = await signInThroughApi(page, users.admin.email, SCREEN_USER_PASSWORD);
  await page.request.post(homePaths.tourGuideSettings, { headers: { 'x-nonce': profile.nonce }, form: { key: 'all', value: 'reset', guideId: 'normscope' } });
  await page.goto(pagePaths.home);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const offer = page.getByTestId('tour-offer-dashboard');
  await offer.getByTestId('tour-start').click();
  const popover = page.getByRole('dialog');
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('button', { name: 'Close the tour' })).toBeFocused();
  await expectNoHorizontalOverflow(page, 'the tour');
  await expectAccessible(page, 'the tour');
  await captureViewport(page, testInfo, 'tour');
  // Four steps: the accordions, a handle, the view mode, the account menu.
  for (const step of [1, 2, 3]) {
    await expect(popover).toContainText(`${step} of 4`);
    await popover.getByRole('button', { name: 'Next' }).click();
  }
  await expect(popover).toContainText('4 of 4');
  // The section is recorded as finished by a call the page makes as the tour closes: the reload waits for it.
  const recorded = page.waitForResponse((response) => response.url().endsWith(homePaths.tourGuideSettings) && response.request().method() === 'POST');
  await popover.getByRole('button', { name: 'Done' }).click();
  await expect(popover).toBeHidden();
  await expect(offer).toHaveCount(0);
  expect((await recorded).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('tour-offer-dashboard')).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-tour').click();
  await expect(page.getByTestId('tour-offer-dashboard')).toBeVisible();
});
