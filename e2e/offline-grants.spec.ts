import { pagePaths } from '../common/routes.ts';
import { grantsThroughApi, grantThroughApi, versionsWithText } from './support/offline-grants.ts';
import { demoUsers, signInThroughApi } from './support/session.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 22, the admins' "Offline copies": a member makes a document available offline (through
 * the API, as the reader does); the organisation's admin sees the copy on the organisation page
 * and revokes it after confirming, and the member's own list then reads it revoked. Each browser
 * project takes its own version of the demo's ISO 23847, so the projects never share a grant.
 */
test('an admin sees a member’s offline copy and revokes it', async ({ page }, testInfo) => {
  const member = await signInThroughApi(page, demoUsers.member);
  const { docId, versionIds } = await versionsWithText(page.request, member, 'ISO 23847');
  const versionId = versionIds[testInfo.project.name === 'mobile' ? 1 : 0] ?? 0;
  const grant = await grantThroughApi(page.request, member, docId, versionId);

  await signInThroughApi(page, demoUsers.admin);
  await page.goto(pagePaths.organisation);
  const panel = page.getByTestId('offline-grants-panel');
  const row = panel.locator(`[data-testid="offline-grant-row"][data-grant-id="${grant.grantId}"]`);
  await expect(row).toContainText(grant.number);
  await expect(row).toContainText(demoUsers.member);
  await expect(row.getByTestId('offline-grant-state')).toHaveAttribute('data-state', 'active');

  await row.getByTestId('offline-grant-revoke').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(grant.number);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`The offline copy of ${grant.number}`)).toBeVisible();
  // The active list no longer holds it; all copies show it revoked, with nothing left to revoke.
  await expect(row).toBeHidden();
  await panel.getByTestId('offline-grants-filter-all').check();
  await expect(row.getByTestId('offline-grant-state')).toHaveAttribute('data-state', 'revoked');
  await expect(row.getByTestId('offline-grant-revoke')).toHaveCount(0);

  await signInThroughApi(page, demoUsers.member);
  const mine = await grantsThroughApi(page.request);
  expect(mine.find((entry) => entry.grantId === grant.grantId)?.state).toBe('revoked');
  // The last screen checked for accessibility is the admin's panel: go back to it as the admin.
  await signInThroughApi(page, demoUsers.admin);
  await page.goto(pagePaths.organisation);
  await expect(page.getByTestId('offline-grants-panel')).toBeVisible();
});
