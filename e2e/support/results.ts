import { expect, type Page } from '@playwright/test';
import { pagePaths } from '../../common/routes.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import { signInThroughApi } from './session.ts';

/** Signs `email` in and opens the standards results page of a search made through the API. */
export async function openStandardsResults(page: Page, email: string, fields: Record<string, string>, password?: string): Promise<void> {
  const profile = await signInThroughApi(page, email, password);
  const response = await page.request.post(searchPaths.formPost, {
    headers: { accept: 'application/json', 'x-nonce': profile.nonce },
    multipart: { searchCriteria: 'standards', ...fields },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { searchContext: string } };
  await page.goto(pagePaths.searchResults(data.searchContext));
  await expect(page.getByTestId('results-summary')).toBeVisible();
}
