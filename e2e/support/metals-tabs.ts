import { pagePaths } from '../../common/routes.ts';
import { expect, type Page } from './test.ts';

/**
 * The search page on a metals tab with its advanced row shown: a phone has the tab and shows the row;
 * the desktop bar reaches it through its 'More searches' menu and shows the row on request.
 */
export async function openMetalsTab(page: Page, tab: 'metals' | 'metalsSupplier'): Promise<void> {
  await page.goto(pagePaths.searchIndex);
  const phoneTab = page.getByTestId(`search-tab-${tab}`);
  const menu = page.getByTestId('search-more-tabs');
  await expect(phoneTab.or(menu)).toBeVisible();
  if (await phoneTab.isVisible()) {
    await phoneTab.click();
  } else {
    await menu.click();
    await page.getByTestId(`search-more-tab-${tab}`).click();
    await page.getByTestId(`advanced-toggle-${tab}`).click();
  }
  await expect(page.getByTestId(`advanced-row-${tab}`)).toBeVisible();
}
