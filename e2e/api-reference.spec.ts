import { expect, test } from './support/test.ts';

/**
 * The API reference (server/http/openapi/): drawn on the server from the OpenAPI document, readable
 * without a session or any script; the accessibility check every test ends with runs over it.
 */
test('the API reference lists every group of calls and describes the sign-in call', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one layout: the page is plain HTML');
  // axe over every call's section (about 12,000 elements) runs at the end of the test, 30-45 s on a slow host.
  test.setTimeout(180_000);
  await page.goto('/management/api/reference');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Normscope API');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link', { name: 'Account' })).toBeVisible();
  await contents.getByRole('link', { name: 'Account' }).click();
  const login = page.getByRole('region', { name: 'POST /management/login' });
  await expect(login).toContainText('Sign in');
  await expect(login.getByRole('table', { name: 'Body fields' })).toContainText('password');
  await expect(login.getByRole('link', { name: 'UserProfile' })).toBeVisible();

  const document = await page.request.get('/management/api/openapi.json');
  expect(document.ok()).toBe(true);
  expect(((await document.json()) as { openapi: string }).openapi).toBe('3.1.0');
});
