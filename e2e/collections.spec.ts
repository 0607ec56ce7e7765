import { expect, test, type Page, type TestInfo } from './support/test.ts';
import { collectionPaths } from '../common/collections/collections.contract.ts';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { createCollectionThroughApi } from './support/collections.ts';
import { captureScreen, demoUsers, signInThroughApi } from './support/session.ts';

/**
 * The collections page: personal and company collections, their rules (company ones are
 * curated by admins and power users) and the organisation boundary. The desktop and phone
 * projects run side by side against one server, so each uses its own names and, where a
 * test changes a user's active collection, its own user.
 */

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const named = (testInfo: TestInfo, name: string) => `${name} (${testInfo.project.name})`;

const collectionItem = (page: Page, name: string) => page.getByTestId('collection').filter({ has: page.getByTestId('collection-name').getByText(name, { exact: true }) });

test('creating, renaming, making active and deleting (after confirmation) a personal collection', async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  // The active collection is per user: each project changes its own user's.
  await signInThroughApi(page, isPhone(testInfo) ? demoUsers.member : demoUsers.admin);
  await page.goto(pagePaths.home);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Collections' }).click();
  await expect(page).toHaveURL(pagePaths.collections);
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();

  const form = page.getByTestId('create-collection');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Enter a name.')).toBeVisible();
  const name = named(testInfo, 'Audit reading list');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Name').press('Enter');
  await expect(page.getByText(`“${name}” created.`)).toBeVisible();
  const personal = page.getByTestId('collections-personal');
  const item = personal.getByTestId('collection').filter({ hasText: name });
  await expect(item).toContainText('Documents: 0');
  await expect(item.getByTestId('active-marker')).toHaveCount(0);

  await item.getByRole('button', { name: `Rename ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rename “${name}”` });
  const renamed = named(testInfo, 'Audit 2025');
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const renamedItem = collectionItem(page, renamed);
  await expect(renamedItem).toBeVisible();

  await renamedItem.getByRole('button', { name: `Make active: ${renamed}` }).click();
  await expect(renamedItem.getByTestId('active-marker')).toHaveText('Active');
  await expect(page.getByTestId('active-marker')).toHaveCount(1);
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await captureScreen(page, testInfo, 'collections');

  await renamedItem.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
  await expect(confirm).toContainText('the documents stay in the catalogue');
  await captureScreen(page, testInfo, 'collections-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamedItem).toBeVisible();

  await renamedItem.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('dialog', { name: `Delete “${renamed}”?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${renamed}” deleted.`)).toBeVisible();
  await expect(collectionItem(page, renamed)).toHaveCount(0);
  // Another collection becomes the active one.
  await expect(page.getByTestId('active-marker')).toHaveCount(1);
});

test('an admin creates a company collection; a member sees it but can neither rename nor delete it, and the API refuses', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.admin);
  await page.goto(pagePaths.collections);
  const form = page.getByTestId('create-collection');
  const name = named(testInfo, 'Rail standards');
  await form.getByLabel('Name').fill(name);
  await form.getByRole('radio', { name: 'Company' }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  const adminItem = page.getByTestId('collections-company').getByTestId('collection').filter({ hasText: name });
  await expect(adminItem).toContainText('Shared with your organisation');
  await expect(adminItem.getByRole('button', { name: `Rename ${name}` })).toBeVisible();
  const collectionId = Number(await adminItem.getAttribute('data-collection-id'));

  const member = await signInThroughApi(page, demoUsers.member);
  await page.goto(pagePaths.collections);
  const memberItem = page.getByTestId('collections-company').getByTestId('collection').filter({ hasText: name });
  await expect(memberItem.getByRole('button', { name: `Open documents of ${name}` })).toBeVisible();
  await expect(memberItem.getByRole('button', { name: `Rename ${name}` })).toHaveCount(0);
  await expect(memberItem.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await expect(memberItem.getByRole('button', { name: `Make active: ${name}` })).toHaveCount(0);
  await expect(page.getByTestId('create-collection').getByRole('radio')).toHaveCount(0);
  await captureScreen(page, testInfo, 'collections-member');

  const rename = await page.request.patch(collectionPaths.one(collectionId), { headers: { 'x-nonce': member.nonce }, data: { name: 'Taken over' } });
  expect(rename.status()).toBe(403);
  const removal = await page.request.delete(collectionPaths.one(collectionId), { headers: { 'x-nonce': member.nonce } });
  expect(removal.status()).toBe(403);
});

test('a collection’s documents open on the results page (collections tab)', async ({ page }, testInfo) => {
  const admin = await signInThroughApi(page, demoUsers.admin);
  const name = named(testInfo, 'Machines shortlist');
  const collectionId = await createCollectionThroughApi(page.request, admin.nonce, name, 'personal');
  const found = await page.request.post(searchPaths.ajax('standards'), {
    headers: { 'x-nonce': admin.nonce },
    multipart: { query_1: 'IEC 60034-1:2021', mainsearch: '1' },
  });
  const docId = ((await found.json()) as { data: { records: { doc_id: number; name: string }[] } }).data.records.find((r) => r.name === 'IEC 60034-1:2021')?.doc_id;
  const added = await page.request.post(searchPaths.ajax('addToCollection'), {
    headers: { 'x-nonce': admin.nonce },
    multipart: { docIds: String(docId), collectionId: String(collectionId), bulk: '0' },
  });
  expect(added.status()).toBe(200);

  await page.goto(pagePaths.collections);
  const item = collectionItem(page, name);
  await expect(item).toContainText('Documents: 1');
  await item.getByRole('button', { name: `Open documents of ${name}` }).click();
  await expect(page).toHaveURL(/\/management\/search\/index\/0\/-\/c[^/]+$/);
  await expect(page.getByRole('link', { name: 'IEC 60034-1:2021', exact: true })).toBeVisible();
});

test('another organisation cannot reach the first organisation’s collections', async ({ page, playwright }, testInfo) => {
  const demoSide = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await signInThroughApi(demoSide, demoUsers.admin);
  const collectionId = await createCollectionThroughApi(demoSide, admin.nonce, named(testInfo, 'Acme confidential'), 'company');
  await demoSide.dispose();

  const other = await signInThroughApi(page, demoUsers.otherAdmin);
  const headers = { 'x-nonce': other.nonce };
  expect((await page.request.patch(collectionPaths.one(collectionId), { headers, data: { name: 'Mine now' } })).status()).toBe(404);
  expect((await page.request.delete(collectionPaths.one(collectionId), { headers })).status()).toBe(404);
  expect((await page.request.post(collectionPaths.active, { headers, data: { collectionId } })).status()).toBe(404);
  expect((await page.request.put(collectionPaths.document(collectionId, 1), { headers, data: { notes: 'x', tags: [] } })).status()).toBe(404);
  const list = await page.request.get(collectionPaths.list);
  expect(await list.text()).not.toContain('Acme confidential');

  await page.goto(pagePaths.collections);
  await expect(page.getByTestId('collections-company').getByTestId('collections-empty')).toHaveText(
    'Your organisation has no company collections yet. Create one above and choose Company.',
  );
  await captureScreen(page, testInfo, 'collections-other-organisation');
});
