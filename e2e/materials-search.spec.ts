import { materialsPaths } from '../common/materials/materials-search.values.ts';
import { pagePaths } from '../common/routes.ts';
import { expectAccessible } from './support/accessibility.ts';
import { fillTabField, openMetalsTab, pickRowOption } from './support/search-tabs.ts';
import { captureScreen, captureViewport, demoUsers, signInThroughApi } from './support/session.ts';
import { expect, test, type Page, type TestInfo } from './support/test.ts';

/**
 * The materials tabs from the search bar to their results and record pages (search-area.md §2, §3, §5),
 * on a desktop (through 'More searches') and on a phone (the tabs themselves), on the demo materials.
 */

const RESULTS_URL = /\/management\/search\/index\/0\/-\/[wq][^/?#]+$/;
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Chooses one value of a multi select: from its dropdown on a desktop, in its full-screen overlay on a phone. */
async function chooseOption(page: Page, testInfo: TestInfo, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  if (!isPhone(testInfo)) {
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(testId).locator('..')).toContainText(option);
    return;
  }
  const overlay = page.getByRole('dialog');
  await overlay.getByRole('checkbox', { name: option, exact: true }).check();
  await overlay.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId(testId)).toContainText(option);
}

test('a thermal property popup refuses a bad row, then finds the reinforced grades in range and opens one', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.member);
  await openMetalsTab(page, 'materials');
  // A quick field and advanced ones: the word in the description, a list value.
  await fillTabField(page, testInfo, 'materials-description', 'reinforced');
  await chooseOption(page, testInfo, 'materials-processing', 'injection moulding');

  await page.getByTestId('materials-thermal-properties').click();
  const popup = page.getByRole('dialog', { name: 'Thermal properties' });
  await expect(popup).toBeVisible();
  await pickRowOption(page, popup, 'materials-thermal-properties-element-0', 'Maximum service', 'Maximum service temperature (°C)');
  await popup.getByTestId('materials-thermal-properties-single-0').fill('150');
  await popup.getByTestId('materials-thermal-properties-deviation-0').fill('0');
  await popup.getByTestId('materials-thermal-properties-apply').click();
  await expect(popup.getByTestId('materials-thermal-properties-error')).toHaveText('Values must be numbers between 1 and 100');
  await expect(popup.getByTestId('materials-thermal-properties-deviation-0')).toBeFocused();
  await captureViewport(page, testInfo, 'materials-popup-error');
  await popup.getByTestId('materials-thermal-properties-single-0').fill('');
  await popup.getByTestId('materials-thermal-properties-deviation-0').fill('');
  await popup.getByTestId('materials-thermal-properties-min-0').fill('130');
  await popup.getByTestId('materials-thermal-properties-apply').click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('materials-thermal-properties-count')).toHaveText('1');

  await page.getByTestId('search-submit-materials').click();
  await expect(page).toHaveURL(RESULTS_URL);
  const records = page.getByTestId('material-record');
  await expect(records.first()).toBeVisible();
  await expect(page.getByTestId('materials-results-summary')).toBeVisible();
  // Every material found shows the property asked about, marked as matched.
  const count = await records.count();
  for (let index = 0; index < count; index++) {
    await expect(records.nth(index).locator('[data-matched="true"]')).toHaveCount(1);
  }
  await captureScreen(page, testInfo, 'materials-results');

  const first = records.first().getByTestId('material-record-link');
  const tradeName = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tradeName);
  await expect(page.getByTestId('material-facts-table')).toContainText('injection moulding');
  await expect(page.getByTestId('material-properties-section')).toContainText('°C');
  await captureScreen(page, testInfo, 'material-page');
  await expectAccessible(page, 'a material found by a thermal range');
});

test('material suppliers: a name, the country facet, a supplier and a material it offers', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.member);
  await openMetalsTab(page, 'materialsSupplier');
  // The tab has one row, no advanced filters, on a phone too.
  await expect(page.getByTestId('advanced-row-materialsSupplier')).toHaveCount(0);
  await page.getByTestId('material-suppliers-name').fill('GmbH');
  await page.getByTestId('search-submit-materialsSupplier').click();
  await expect(page).toHaveURL(RESULTS_URL);
  await expect(page.getByTestId('material-supplier-record').first()).toBeVisible();
  await expect(page.getByTestId('materials-results-summary')).toContainText('GmbH');
  await expect(page.getByTestId('material-supplier-materials').first().getByRole('link').first()).toBeVisible();
  await captureScreen(page, testInfo, 'material-suppliers-results');
  await expectAccessible(page, 'material suppliers found by name');
  if (isPhone(testInfo)) await page.getByTestId('materials-open-filters').click();
  const byName = page.url();
  await page.getByTestId('materials-facet-country').getByRole('checkbox').first().check();
  await page.getByTestId('materials-facets-apply').click();
  await expect(page).not.toHaveURL(byName);
  await expect(page.getByTestId('material-supplier-record').first()).toBeVisible();
  await page.getByTestId('material-supplier-record-link').first().click();

  await expect(page.getByTestId('material-supplier-page')).toBeVisible();
  const material = page.getByTestId('material-supplier-material-list').getByRole('link').first();
  const tradeName = (await material.textContent()) ?? '';
  await material.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tradeName);
  await expect(page.getByTestId('material-supplier-list')).toBeVisible();
  await captureScreen(page, testInfo, 'material-from-supplier');
  await expectAccessible(page, 'a material reached from its supplier');
});

test('a record followed while a facet change is still being answered stays open', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.member);
  await openMetalsTab(page, 'materialsSupplier');
  await page.getByTestId('material-suppliers-name').fill('GmbH');
  await page.getByTestId('search-submit-materialsSupplier').click();
  await expect(page.getByTestId('material-supplier-record').first()).toBeVisible();
  const resultsUrl = page.url();

  // The facet change's answer is held until the user has left the results for a record.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(`**${materialsPaths.search('materialsSupplier')}`, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  if (isPhone(testInfo)) await page.getByTestId('materials-open-filters').click();
  await page.getByTestId('materials-facet-country').getByRole('checkbox').first().check();
  const answered = page.waitForResponse((response) => response.url().endsWith(materialsPaths.search('materialsSupplier')));
  await page.getByTestId('materials-facets-apply').click();
  await expect.poll(() => asked).toBe(true);
  if (isPhone(testInfo)) await page.keyboard.press('Escape');
  await page.getByTestId('material-supplier-record-link').first().click();
  await expect(page.getByTestId('material-supplier-page')).toBeVisible();
  const recordUrl = page.url();

  release();
  await answered;
  await expect(page.getByTestId('material-supplier-page')).toBeVisible();
  expect(page.url()).toBe(recordUrl);
  await page.goBack();
  await expect(page).toHaveURL(resultsUrl);
});

test('the one material a trade name finds opens straight away', async ({ page }) => {
  await signInThroughApi(page, demoUsers.member);
  await openMetalsTab(page, 'materials');
  await page.getByTestId('materials-trade-name').fill('PA66 GF30 heat');
  await page.getByTestId('search-submit-materials').click();
  await expect(page).toHaveURL(/\/management\/materials\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PA66 GF30 heat stabilized');
});

test('a subscription without the materials data is told so on a material page', async ({ page }) => {
  await signInThroughApi(page, demoUsers.lite);
  await page.goto(pagePaths.material(1));
  await expect(page.getByTestId('record-forbidden')).toBeVisible();
  await expectAccessible(page, 'a material page outside the subscription');
});
