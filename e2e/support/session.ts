import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { accountPaths, type UserProfile } from '../../common/account/account.contract.ts';

export const DEMO_PASSWORD = 'normscope-demo';
export const demoUsers = {
  admin: 'admin@demo.normscope.test',
  member: 'member@demo.normscope.test',
  lite: 'lite@demo.normscope.test',
  otherAdmin: 'admin@other.normscope.test',
} as const;

/** The password of the users the e2e server adds for the screen tests (the test factories' one). */
export const SCREEN_USER_PASSWORD = 'correct horse battery staple';

/** Signs in through the API; the browser context shares the session cookie. */
export async function signInThroughApi(target: Page | APIRequestContext, email: string, password: string = DEMO_PASSWORD): Promise<UserProfile> {
  const request = 'request' in target ? target.request : target;
  const response = await request.post(accountPaths.login, { data: { email, password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: UserProfile };
  return body.data;
}

/** Saves a screenshot under e2e/.artifacts/screens for looking at the screens by eye. */
export async function captureScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/.artifacts/screens/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** What the screen shows: a modal is fixed to the viewport, so a full-page capture would misplace it. */
export async function captureViewport(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/.artifacts/screens/${name}-${testInfo.project.name}.png` });
}
