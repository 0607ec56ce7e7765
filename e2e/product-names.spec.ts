import { expect, test } from './support/test.ts';
import { pagePaths } from '../common/routes.ts';
import { SCREEN_USERS } from './support/screen-users.ts';
import { captureScreen, demoUsers, SCREEN_USER_PASSWORD, signInThroughApi } from './support/session.ts';

/**
 * What the product names itself (datasets, the default collection) and its dates read in
 * the user's language. The French screen user's subscription runs from 1 January 2020 to
 * 31 December 2099 (scripts/e2e-server.ts); nothing here changes their data.
 */

const french = SCREEN_USERS.find((user) => user.locale === 'fr');

test("French: the product's own names and dates read in French", async ({ page }, testInfo) => {
  if (!french) throw new Error('no French screen user');
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, french.email, SCREEN_USER_PASSWORD);
  await page.goto(pagePaths.home);
  // French writes the first of the month as an ordinal.
  await expect(page.getByTestId('subscription-line')).toContainText('1er janv. 2020\u2009–\u200931 déc. 2099');

  await page.goto(pagePaths.organisation);
  const card = page.getByTestId('subscription-card');
  await expect(card.getByRole('row', { name: /^Période/ })).toHaveText('Période1er janv. 2020\u2009–\u200931 déc. 2099');
  const included = card.getByRole('row', { name: /^Données incluses/ });
  await expect(included).toContainText('Normes internationales (ISO, IEC, OIML, CIE)');
  await expect(included).not.toContainText('International standards (ISO, IEC, OIML, CIE)');
  // The screen organisation's subscription leaves the telecom dataset out (e2e/fixtures/screen-users.json).
  await expect(included).not.toContainText('Télécommunications et espace (ETSI, ITU, CCSDS)');
  await captureScreen(page, testInfo, 'organisation-fr');

  await page.goto(pagePaths.collections);
  await expect(page.getByText('Mes documents', { exact: true })).toBeVisible();
  await expect(page.getByText('My documents')).toHaveCount(0);
});

test('the organisation page counts a seat for each member of a subscription', async ({ page }) => {
  await signInThroughApi(page, demoUsers.admin);
  await page.goto(pagePaths.organisation);
  const enterprise = page.getByTestId('subscription-card').filter({ hasText: 'Acme Engineering — Enterprise' });
  // The admin and the member share the enterprise subscription; the lite user has the other.
  await expect(enterprise.getByRole('row', { name: /^Seats/ })).toHaveText('Seats2 of 25 used');
});
