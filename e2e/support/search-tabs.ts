import { pagePaths } from '../../common/routes.ts';
import { expect, type Locator, type Page, type TestInfo } from './test.ts';

/* Reaching the search bar's tabs and filling their fields, on a desktop and on a phone. */

type BarTab = 'latest' | 'metals' | 'metalsSupplier' | 'materials' | 'materialsSupplier';

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/**
 * The search page on a tab: a phone has the tab itself, the desktop bar reaches it through its
 * 'More searches' menu. Answers whether the bar is a phone's.
 */
export async function openBarTab(page: Page, tab: BarTab): Promise<boolean> {
  await page.goto(pagePaths.searchIndex);
  const phoneTab = page.getByTestId(`search-tab-${tab}`);
  const menu = page.getByTestId('search-more-tabs');
  await expect(phoneTab.or(menu)).toBeVisible();
  if (await phoneTab.isVisible()) {
    await phoneTab.click();
    return true;
  }
  await menu.click();
  await page.getByTestId(`search-more-tab-${tab}`).click();
  return false;
}

/**
 * The search page on a metals or materials tab with its advanced row shown: a phone shows the row
 * at once, the desktop on request. Material suppliers have no advanced row: their one row is shown.
 */
export async function openMetalsTab(page: Page, tab: Exclude<BarTab, 'latest'>): Promise<void> {
  const phone = await openBarTab(page, tab);
  if (tab === 'materialsSupplier') {
    await expect(page.getByTestId('material-suppliers-name')).toBeVisible();
    await expect(page.getByTestId(`advanced-toggle-${tab}`)).toHaveCount(0);
    return;
  }
  if (!phone) await page.getByTestId(`advanced-toggle-${tab}`).click();
  await expect(page.getByTestId(`advanced-row-${tab}`)).toBeVisible();
}

/** Picks an element or property in a popup row's searchable select, by the option's text (a property's with its unit). */
export async function pickRowOption(page: Page, popup: Locator, testId: string, typed: string, option: string = typed): Promise<void> {
  const select = popup.getByTestId(testId);
  await select.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/** A text field of a metals or materials tab: in the row on a desktop, in its full-screen overlay on a phone. */
export async function fillTabField(page: Page, testInfo: TestInfo, testId: string, value: string): Promise<void> {
  if (!isPhone(testInfo)) {
    await page.getByTestId(testId).fill(value);
    return;
  }
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-input`).fill(value);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId(testId)).toContainText(value);
}
