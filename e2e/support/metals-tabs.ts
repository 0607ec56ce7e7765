import { pagePaths } from '../../common/routes.ts';
import { expect, type Page } from './test.ts';

/**
 * The search page on a metals or materials tab with its advanced row shown: a phone has the tab and
 * shows the row; the desktop bar reaches it through its 'More searches' menu and shows the row on
 * request. Material suppliers have no advanced row: their one row is shown.
 */
export async function openMetalsTab(page: Page, tab: 'metals' | 'metalsSupplier' | 'materials' | 'materialsSupplier'): Promise<void> {
  await page.goto(pagePaths.searchIndex);
  const phoneTab = page.getByTestId(`search-tab-${tab}`);
  const menu = page.getByTestId('search-more-tabs');
  await expect(phoneTab.or(menu)).toBeVisible();
  if (await phoneTab.isVisible()) {
    await phoneTab.click();
  } else {
    await menu.click();
    await page.getByTestId(`search-more-tab-${tab}`).click();
    if (tab !== 'materialsSupplier') await page.getByTestId(`advanced-toggle-${tab}`).click();
  }
  if (tab === 'materialsSupplier') {
    await expect(page.getByTestId('material-suppliers-name')).toBeVisible();
    await expect(page.getByTestId(`advanced-toggle-${tab}`)).toHaveCount(0);
  } else {
    await expect(page.getByTestId(`advanced-row-${tab}`)).toBeVisible();
  }
}
