import { pagePaths } from '../common/routes.ts';
import { expectAccessible } from './support/accessibility.ts';
import { fillTabField, openMetalsTab, pickRowOption } from './support/search-tabs.ts';
import { captureScreen, captureViewport, demoUsers, signInThroughApi } from './support/session.ts';
import { expect, test, type TestInfo } from './support/test.ts';

/**
 * The metals tabs from the search bar to their results and record pages (search-area.md §2, §3, §5),
 * on a desktop (through 'More searches') and on a phone (the tabs themselves), on the demo metals.
 */

const RESULTS_URL = /\/management\/search\/index\/0\/-\/[mp][^/?#]+$/;
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

test('a composition range: the popup refuses a bad row, then finds the metals in range and opens one', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.member);
  await openMetalsTab(page, 'metals');

  await page.getByTestId('metals-chemical').click();
  const popup = page.getByRole('dialog', { name: 'Chemical composition' });
  await expect(popup).toBeVisible();
  await pickRowOption(page, popup, 'metals-chemical-element-0', 'Cr');
  await popup.getByTestId('metals-chemical-min-0').fill('16');
  await popup.getByTestId('metals-chemical-add').click();
  await pickRowOption(page, popup, 'metals-chemical-element-1', 'Ni');
  await popup.getByTestId('metals-chemical-min-1').fill('12');
  await popup.getByTestId('metals-chemical-max-1').fill('8');
  await popup.getByTestId('metals-chemical-apply').click();
  await expect(popup.getByTestId('metals-chemical-error')).toHaveText('Min value should be less than Max value');
  await expect(popup.getByTestId('metals-chemical-min-1')).toBeFocused();
  // The first row cannot be deleted; the second can.
  await expect(popup.getByTestId('metals-chemical-delete-0')).toHaveCount(0);
  await expect(popup.getByTestId('metals-chemical-delete-1')).toBeVisible();
  await captureViewport(page, testInfo, 'metals-popup-error');
  await popup.getByTestId('metals-chemical-min-1').fill('8');
  await popup.getByTestId('metals-chemical-max-1').fill('12');
  await popup.getByTestId('metals-chemical-apply').click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('metals-chemical-count')).toHaveText('2');

  await page.getByTestId('search-submit-metals').click();
  await expect(page).toHaveURL(RESULTS_URL);
  const records = page.getByTestId('metal-record');
  await expect(records.first()).toBeVisible();
  // Every metal found shows the two elements asked about, marked as matched.
  const count = await records.count();
  for (let index = 0; index < count; index++) {
    await expect(records.nth(index).locator('[data-testid="metal-composition-item"][data-matched="true"]')).toHaveCount(2);
  }
  // The bar holds the search shown, ready to refine: the metals tab with its two rows (a phone folds the bar away on results).
  if (isPhone(testInfo)) await page.getByTestId('search-toggle').click();
  await expect(page.getByTestId('metals-chemical-count')).toHaveText('2');
  if (isPhone(testInfo)) await page.getByTestId('search-toggle').click();
  await captureScreen(page, testInfo, 'metals-results');

  const first = records.first().getByTestId('metal-record-link');
  const designation = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(designation);
  await expect(page.getByTestId('composition-table').locator('[data-element="Cr"]')).toBeVisible();
  await expectAccessible(page, 'a metal found by its composition');
});

test('a mechanical range with the results narrowed by a facet', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.member);
  await openMetalsTab(page, 'metals');
  await page.getByTestId('metals-mechanical').click();
  const popup = page.getByRole('dialog', { name: 'Mechanical properties' });
  await pickRowOption(page, popup, 'metals-mechanical-element-0', 'Yield', 'Yield strength (MPa)');
  await popup.getByTestId('metals-mechanical-min-0').fill('300');
  await popup.getByTestId('metals-mechanical-apply').click();
  await expect(popup).toBeHidden();
  await page.getByTestId('search-submit-metals').click();
  await expect(page).toHaveURL(RESULTS_URL);
  const summary = page.getByTestId('materials-results-summary');
  await expect(summary).toBeVisible();
  const before = await summary.textContent();

  // A country facet narrows the list; on a phone the facets are in a drawer.
  if (isPhone(testInfo)) await page.getByTestId('materials-open-filters').click();
  const country = page.getByTestId('materials-facet-country').getByRole('checkbox').first();
  await country.check();
  await page.getByTestId('materials-facets-apply').click();
  await expect(summary).not.toHaveText(before ?? '');
  await expect(page.getByTestId('metal-record').first()).toBeVisible();

  await expectAccessible(page, 'metals narrowed by a facet');
});

test('metal suppliers: a keyword, the results, a supplier and a metal it lists', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.member);
  await openMetalsTab(page, 'metalsSupplier');
  await fillTabField(page, testInfo, 'metal-suppliers-keyword', 'plate');
  await page.getByTestId('search-submit-metalsSupplier').click();
  await expect(page).toHaveURL(new RegExp(`${RESULTS_URL.source}|/management/metal-suppliers/\\d+$`));
  if (RESULTS_URL.test(page.url())) {
    await expect(page.getByTestId('supplier-record').first()).toBeVisible();
    await page.getByTestId('supplier-record-link').first().click();
  }
  await expect(page.getByTestId('supplier-page')).toBeVisible();
  const metal = page.getByTestId('supplier-metal-list').getByRole('link').first();
  const designation = (await metal.textContent()) ?? '';
  await metal.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(designation);
  await expect(page.getByTestId('metal-suppliers')).toBeVisible();
  await expectAccessible(page, 'a metal reached from its supplier');
});

test('a subscription without the metals data is told so on a metal page', async ({ page }) => {
  await signInThroughApi(page, demoUsers.lite);
  await page.goto(pagePaths.metal(1));
  await expect(page.getByTestId('record-forbidden')).toBeVisible();
  await expectAccessible(page, 'a metal page outside the subscription');
});
