import { expect, test } from './support/test.ts';
import { accountPaths } from '../common/account/account.contract.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { captureScreen, DEMO_PASSWORD, demoUsers, signInThroughApi } from './support/session.ts';

test('a wrong password shows a generic error; the right one signs in', async ({ page }, testInfo) => {
  await page.goto('/management/home/index');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await captureScreen(page, testInfo, 'login');

  await page.getByLabel('Email').fill(demoUsers.member);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Incorrect email or password.');
  await captureScreen(page, testInfo, 'login-error');

  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Sam Patel' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await captureScreen(page, testInfo, 'home-signed-in');
});

test('the form validates before sending anything', async ({ page }) => {
  await page.goto('/management/home/index');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
});

test('signing out ends the session', async ({ page }) => {
  await signInThroughApi(page, demoUsers.member);
  await page.goto('/management/home/index');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const session = await page.request.get(accountPaths.session);
  expect(session.status()).toBe(401);
});

test('a 401 from the API sends the user to the home page to sign in, then back', async ({ page }) => {
  const profile = await signInThroughApi(page, demoUsers.member);
  // The page's own first calls are answered before the session ends, so the menu's call is the first refused.
  const recentlyViewed = page.waitForResponse((response) => response.url().endsWith(searchPaths.recentlyViewed) && response.status() === 200);
  await page.goto('/management/search/index');
  await expect(page.getByRole('heading', { name: 'Search', exact: true })).toBeVisible();
  await recentlyViewed;
  // The session ends on the server while the page still believes it is signed in.
  const killed = await page.request.post(accountPaths.logout, { headers: { 'x-nonce': profile.nonce } });
  expect(killed.status()).toBe(200);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Organisation and subscription' }).click();
  await expect(page).toHaveURL(/\/management\/home\/index\?next=%2Fmanagement%2Faccount%2Forganisation$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Email').fill(demoUsers.member);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/management\/account\/organisation$/);
  await expect(page.getByRole('heading', { name: 'Acme Engineering', exact: true })).toBeVisible();
});

test('a mutating call with a wrong nonce is refused and changes nothing', async ({ page }) => {
  await signInThroughApi(page, demoUsers.member);
  await page.goto('/management/home/index');
  await expect(page.getByRole('heading', { name: 'Welcome, Sam Patel' })).toBeVisible();
  const answer = await page.evaluate(async () => {
    const response = await fetch('/management/logout', { method: 'POST', headers: { 'x-nonce': 'forged-nonce' } });
    return { status: response.status, body: (await response.json()) as { status: string; data: { reason: string } } };
  });
  expect(answer.status).toBe(403);
  expect(answer.body.status).toBe('error');
  expect(answer.body.data.reason).toContain('security token');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Sam Patel' })).toBeVisible();
});

test('the language switch changes the page and persists to the profile', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes a shared demo profile; one project is enough');
  await signInThroughApi(page, demoUsers.lite);
  await page.goto('/management/home/index');
  await expect(page.getByRole('heading', { name: 'Welcome, Lee Chen' })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-de').click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Lee Chen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Willkommen, Lee Chen' })).toBeVisible();
  await captureScreen(page, testInfo, 'home-german');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-zh').click();
  await expect(page.getByRole('heading', { name: '欢迎，Lee Chen' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { name: 'Welcome, Lee Chen' })).toBeVisible();
});

test('a user of one organisation cannot read another organisation through the API', async ({ page, playwright }) => {
  const demoSide = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const demoMember = await signInThroughApi(demoSide, demoUsers.member);
  await demoSide.dispose();

  await signInThroughApi(page, demoUsers.otherAdmin);
  const foreign = await page.request.get(accountPaths.member(demoMember.user.id));
  expect(foreign.status()).toBe(404);
  expect(await foreign.text()).not.toContain(demoUsers.member);

  const overview = await page.request.get(accountPaths.organisation);
  const body = await overview.text();
  expect(body).toContain('Globex Rail');
  expect(body).not.toContain('Acme');

  await page.goto('/management/account/organisation');
  await expect(page.getByRole('heading', { name: 'Globex Rail', exact: true })).toBeVisible();
  await expect(page.getByTestId('members-table')).toContainText(demoUsers.otherAdmin);
  await expect(page.getByTestId('members-table')).not.toContainText('demo.normscope.test');
});

test('the search panel: open on a wide screen and kept as chosen, on a phone only where it is used, never in the reader', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'mobile';
  await signInThroughApi(page, demoUsers.admin);
  await page.goto('/management/account/organisation');
  const toggle = page.getByTestId('search-toggle');
  const numberBox = page.getByRole('combobox', { name: 'Document number', exact: true });
  // A phone shows the page's own content first; a wide screen has room for the bar above it.
  await expect(toggle).toHaveAttribute('aria-expanded', phone ? 'false' : 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await captureScreen(page, testInfo, 'organisation');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', phone ? 'true' : 'false');
  if (phone) await expect(numberBox).toBeVisible();
  else await expect(numberBox).toBeHidden();

  // The next page: a phone starts it collapsed again, a wide screen keeps the choice.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Collections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // The search page opens it everywhere.
  await page.goto('/management/search/index');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(numberBox).toBeVisible();
});
