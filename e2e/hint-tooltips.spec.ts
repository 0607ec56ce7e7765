import { pagePaths } from '../common/routes.ts';
import { openStandardsResults } from './support/results.ts';
import { demoUsers, signInThroughApi } from './support/session.ts';
import { expect, test } from './support/test.ts';

/**
 * Hover hints (web/components/ui/hint-tooltip.tsx): nothing of a tooltip is mounted until a pointer
 * reaches its button; then it shows the button's name, hides when the pointer leaves or on Escape,
 * and the button keeps working as its parent's target (a popover's, a menu's).
 */

test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'hover hints are for a mouse: the phone project taps');
});

test("the header's app switcher names itself on hover, hides on leaving and on Escape, and still opens its panel", async ({ page }) => {
  await signInThroughApi(page, demoUsers.admin);
  await page.goto(pagePaths.home);
  const button = page.getByTestId('app-switcher');
  await expect(button).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await button.hover();
  await expect(page.getByRole('tooltip', { name: 'Apps' })).toBeVisible();
  await page.mouse.move(1, 400);
  await expect(page.getByRole('tooltip')).toBeHidden();

  await button.hover();
  await expect(page.getByRole('tooltip', { name: 'Apps' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();

  await button.click();
  await expect(page.getByTestId('app-switcher-panel')).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test("a result's action buttons name themselves on hover; the new-collection button still opens its form", async ({ page }) => {
  await openStandardsResults(page, demoUsers.admin, { query_1: 'ISO 9001' });
  const firstActions = page.locator('[data-testid^="actions-"]').first();
  const action = firstActions.locator('[data-action]').first();
  const name = await action.getAttribute('aria-label');
  expect(name).toBeTruthy();
  await action.hover();
  await expect(page.getByRole('tooltip', { name: name ?? '' })).toBeVisible();

  const newCollection = page.getByTestId('new-collection');
  await newCollection.hover();
  await expect(page.getByRole('tooltip', { name: 'New personal collection' })).toBeVisible();
  await newCollection.click();
  await expect(newCollection).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog').getByRole('textbox')).toBeFocused();
});
