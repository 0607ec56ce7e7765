import { expect, test } from './support/test.ts';
import { pagePaths } from '../common/routes.ts';
import { SCREEN_USERS } from './support/screen-users.ts';
import { captureScreen, SCREEN_USER_PASSWORD, signInThroughApi } from './support/session.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

/**
 * An organisation admin sets a member's AI questions a month in place on the organisation page.
 * The English screen user is an admin of the screen organisation; the desktop and phone projects
 * each change another member (German, Italian) and put the default back at the end.
 */
const admin = SCREEN_USERS.find((user) => user.locale === 'en');

test("an admin sets a member's AI questions a month, and empties the field for the default", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  const member = SCREEN_USERS.find((user) => user.locale === (phone ? 'it' : 'de'));
  if (!admin || !member) throw new Error('no screen users');
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, admin.email, SCREEN_USER_PASSWORD);
  await page.goto(pagePaths.organisation);

  const members = page.getByTestId('members-table');
  const row = phone ? members.getByRole('listitem').filter({ hasText: member.email }) : members.getByRole('row').filter({ hasText: member.email });
  await expect(row.getByTestId('member-chat-quota')).toHaveText('100 (default)');
  await row.getByRole('button', { name: `Change the AI questions a month of ${member.name}` }).click();
  const field = row.getByRole('textbox', { name: `AI questions a month for ${member.name}` });
  await expect(field).toBeFocused();
  await field.fill('40');
  await field.press('Enter');
  await expect(page.getByText(`The AI questions of ${member.name} are saved.`)).toBeVisible();
  await expect(row.getByTestId('member-chat-quota')).toHaveText('40');
  await expectNoHorizontalOverflow(page, 'the organisation page');
  await captureScreen(page, testInfo, 'organisation-chat-quota');

  await page.reload();
  await expect(row.getByTestId('member-chat-quota')).toHaveText('40');
  await row.getByRole('button', { name: `Change the AI questions a month of ${member.name}` }).click();
  await row.getByRole('textbox', { name: `AI questions a month for ${member.name}` }).fill('');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('member-chat-quota')).toHaveText('100 (default)');
});
