import { expect, test, type Locator, type Page, type TestInfo } from './support/test.ts';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { expectAccessible } from './support/accessibility.ts';
import { captureScreen, demoUsers, signInThroughApi } from './support/session.ts';

/**
 * The search results page (search-area.md §2, §4). Results are reached by posting the
 * search form through the API and opening the results URL, so these tests do not depend
 * on the search bar. The desktop and phone projects run side by side against one server:
 * tests that change demo data use different rows per project.
 */

type SearchFields = Record<string, string>;

async function openResults(page: Page, email: string, fields: SearchFields, tab: 'standards' | 'collections' = 'standards'): Promise<string> {
  const profile = await signInThroughApi(page, email);
  const response = await page.request.post(searchPaths.formPost, {
    headers: { accept: 'application/json', 'x-nonce': profile.nonce },
    multipart: { searchCriteria: tab, ...fields },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { searchContext: string } };
  await page.goto(pagePaths.searchResults(data.searchContext));
  await expect(page.getByTestId('results-summary').or(page.getByTestId('no-results'))).toBeVisible();
  return data.searchContext;
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
/** Rows the two projects change, kept apart so they never touch the same document. */
const rowBase = (testInfo: TestInfo) => (isPhone(testInfo) ? 6 : 0);

/** The facets: beside the list on a desktop, in a drawer opened by 'Filters' on a phone. */
async function facets(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (isPhone(testInfo)) {
    await page.getByTestId('open-filters').click();
    const drawer = page.getByRole('dialog', { name: 'Refine results' });
    await expect(drawer).toBeVisible();
    return drawer.getByTestId('facets');
  }
  return page.getByTestId('facets');
}

const records = (page: Page) => page.getByTestId('record');
const recordLinks = (page: Page) => page.getByTestId('record-link');

test('a title search lists its records with links, statuses and the count', async ({ page }, testInfo) => {
  // The narrowest phone the product supports.
  if (isPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  const context = await openResults(page, demoUsers.admin, { query_2: 'quality management' });
  await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
  await expect(page.getByTestId('results-summary')).toHaveText(/^Documents found for “quality management”: \d+/);
  await expect(records(page)).toHaveCount(15);
  await expect(recordLinks(page).first()).toHaveAttribute('href', new RegExp(`^/management/display/index/0/\\d+/-/${context}$`));
  await expect(recordLinks(page).nth(1)).toHaveAttribute('href', new RegExp(`^/management/display/index/1/\\d+/-/${context}$`));
  await expect(records(page).first().locator('[data-status]')).toBeVisible();
  await expect(page.getByTestId('sort-control')).toHaveValue('0');
  await expect(page.getByTestId('pagination')).toBeVisible();
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await captureScreen(page, testInfo, 'search-results');
});

test('a number search shows earlier versions linking without the search context', async ({ page }) => {
  await openResults(page, demoUsers.member, { query_1: 'ISO 148' });
  const record = records(page).filter({ has: page.getByRole('link', { name: 'ISO 148:1995', exact: true }) });
  const versions = record.getByTestId('historic-versions');
  await expect(versions).toContainText('Earlier versions');
  await expect(versions.getByRole('link', { name: 'ISO 148:1991' })).toHaveAttribute('href', /^\/management\/display\/version\/\d+\/\d+$/);
});

test('the version of each record says what it is: an edition, a version, or only when it was published', async ({ page }, testInfo) => {
  const versionOf = (name: string) => records(page).filter({ has: page.getByRole('link', { name, exact: true }) }).getByTestId('record-version');
  await openResults(page, demoUsers.admin, { query_1: 'ISO 9001' });
  await expect(versionOf('ISO 9001:2015')).toHaveText(/^Edition 5\s*Published 23 Sept? 2015$/);
  // The document's list of versions labels its dates the same way.
  await page.getByRole('link', { name: 'ISO 9001:2015', exact: true }).click();
  await expect(page.getByTestId('version').filter({ hasText: 'ISO 9001:2008' })).toContainText(/Edition 4 · Published \d+ \w+ 2008/);
  await openResults(page, demoUsers.admin, { query_1: 'ETSI TS 103 918' });
  await expect(versionOf('ETSI TS 103 918 V1.1.1 (2023-05)').getByTestId('record-edition')).toHaveText('Version 1.1.1');
  // A document numbered by its year has no edition: no number that could pass for one, only its publication.
  await openResults(page, demoUsers.admin, { query_1: 'IEEE Std 802.1KC' });
  await expect(versionOf('IEEE Std 802.1KC-1982').getByTestId('record-edition')).toHaveCount(0);
  await expect(versionOf('IEEE Std 802.1KC-1982')).toHaveText('Published 27 Jul 1982');
  await expect(versionOf('IEEE Std 802.1KC-1982/Cor 1-1984').getByTestId('record-edition')).toHaveText('Edition 1');
  if (!isPhone(testInfo)) await expect(page.getByRole('columnheader', { name: 'Version' })).toBeVisible();
  await captureScreen(page, testInfo, 'search-results-versions');
});

test('a facet narrows the results with Apply, and Clear all widens them again', async ({ page }, testInfo) => {
  const context = await openResults(page, demoUsers.member, { query_2: 'quality management' });
  const summary = page.getByTestId('results-summary');
  await expect(summary).not.toContainText('filters applied');

  let panel = await facets(page, testInfo);
  await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  await panel.getByRole('checkbox', { name: /^IEC \d+$/ }).check();
  await expect(panel.getByRole('button', { name: 'Clear all' })).toBeEnabled();
  // Nothing changes until Apply, and the panel says how many choices wait for it.
  await expect(panel.getByTestId('facets-pending-count')).toHaveText('1');
  await expect(panel.getByTestId('facets-pending')).toHaveText('Changes not applied yet: 1. Press Apply to update the results.');
  await panel.getByRole('checkbox', { name: /^ISO \d+$/ }).check();
  await expect(panel.getByTestId('facets-pending-count')).toHaveText('2');
  await panel.getByRole('checkbox', { name: /^ISO \d+$/ }).uncheck();
  await expect(panel.getByTestId('facets-pending-count')).toHaveText('1');
  await expect(summary).not.toContainText('filters applied');
  if (isPhone(testInfo)) await captureScreen(page, testInfo, 'search-results-filters');
  await panel.getByRole('button', { name: 'Apply' }).click();

  await expect(page).not.toHaveURL(new RegExp(context));
  await expect(summary).toContainText('filters applied');
  await expect(page.getByRole('dialog')).toBeHidden();
  const names = await recordLinks(page).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/^IEC/);

  panel = await facets(page, testInfo);
  await expect(panel.getByRole('checkbox', { name: /^IEC \d+$/ })).toBeChecked();
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await expect(summary).not.toContainText('filters applied');
  await expect(records(page)).toHaveCount(15);
});

test('search within suggests document numbers and narrows to documents referring to one', async ({ page }, testInfo) => {
  await openResults(page, demoUsers.member, { query_2: 'quality management' });
  const panel = await facets(page, testInfo);
  await panel.getByRole('combobox', { name: 'Search within' }).fill('ISO 9001');
  await page.getByRole('option', { name: /^ISO 9001:2015 — Quality management systems — Requirements$/ }).click();
  await expect(panel.getByRole('combobox', { name: 'Search within' })).toHaveValue('ISO 9001:2015');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('results-summary')).not.toContainText(': 71');
  const names = await recordLinks(page).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('9001');
});

test('paging changes the URL, scrolls to the top, and Back returns to the first page', async ({ page }, testInfo) => {
  const context = await openResults(page, demoUsers.member, { query_1: 'ISO' });
  const pagination = page.getByTestId('pagination');
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('button', { name: 'Page 2' }).click();

  await expect(page).not.toHaveURL(new RegExp(context));
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(recordLinks(page).first()).toHaveAttribute('href', /^\/management\/display\/index\/15\//);
  // The top of the page, whatever the search panel above the results holds (its recently viewed list grows).
  await expect.poll(() => page.locator('html').evaluate((html) => html.scrollTop)).toBe(0);
  await expect(page.getByTestId('results-summary')).toBeFocused();
  await captureScreen(page, testInfo, 'search-results-page-2');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${context}$`));
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(recordLinks(page).first()).toHaveAttribute('href', /^\/management\/display\/index\/0\//);
});

test('sorting alphabetically is a new state of the search', async ({ page }) => {
  const context = await openResults(page, demoUsers.member, { query_2: 'quality management' });
  const relevanceFirst = await recordLinks(page).first().textContent();
  await page.getByTestId('sort-control').selectOption({ label: 'Alphabetic' });
  await expect(page).not.toHaveURL(new RegExp(context));
  await expect(page.getByTestId('sort-control')).toHaveValue('1');
  await expect(recordLinks(page).first()).not.toHaveText(relevanceFirst ?? '');
  const names = await recordLinks(page).allTextContents();
  expect(names[0]?.localeCompare(names.at(-1) ?? '', 'en', { numeric: true })).toBeLessThanOrEqual(0);
  await page.goBack();
  await expect(page.getByTestId('sort-control')).toHaveValue('0');
});

test('selected rows are added to the active collection after confirmation', async ({ page }, testInfo) => {
  await openResults(page, demoUsers.admin, { query_2: 'electrical' });
  const base = rowBase(testInfo);

  await page.getByTestId('bulk-actions').click();
  await page.getByRole('menuitem', { name: 'Add to My documents' }).click();
  await expect(page.getByText('No document selected')).toBeVisible();

  await page.getByTestId('select-all').check();
  await expect(page.getByTestId('selected-count')).toHaveText('Selected: 15');
  await page.getByTestId('select-all').uncheck();
  await expect(page.getByTestId('selected-count')).toHaveText('Selected: 0');

  const first = records(page).nth(base);
  const second = records(page).nth(base + 1);
  const firstName = (await first.getByTestId('record-link').textContent()) ?? '';
  const secondName = (await second.getByTestId('record-link').textContent()) ?? '';
  await first.getByTestId('record-select').check();
  await second.getByTestId('record-select').check();
  await expect(page.getByTestId('selected-count')).toHaveText('Selected: 2');
  await expect(page.getByTestId('select-all')).not.toBeChecked();

  await page.getByTestId('bulk-actions').click();
  await page.getByRole('menuitem', { name: 'Add to My documents' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Add the selected documents (2) to My documents?');
  await dialog.getByRole('button', { name: 'Add to My documents' }).click();
  await expect(page.getByText('Added to My documents: 2')).toBeVisible();

  await expect(first.getByRole('button', { name: `Remove ${firstName} from My documents` })).toBeVisible();
  await expect(second.getByRole('button', { name: `Remove ${secondName} from My documents` })).toBeVisible();
  await expect(first.getByTestId('in-collection-icon')).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText('Selected: 0');
});

test('a row is watched and unwatched with its own buttons', async ({ page }) => {
  await openResults(page, demoUsers.member, { query_2: 'quality management' });
  const row = records(page).nth(rowBase(test.info()) + 2);
  const name = (await row.getByTestId('record-link').textContent()) ?? '';

  await row.getByRole('button', { name: `Watch ${name}` }).click();
  await expect(page.getByText(`You now watch ${name}: you will get a mail when it changes.`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Stop watching ${name}` })).toBeVisible();

  await row.getByRole('button', { name: `Stop watching ${name}` }).click();
  await expect(page.getByText(`You no longer watch ${name}.`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Watch ${name}` })).toBeVisible();
});

test('ending everyone’s watch is in a menu beside the row’s own buttons, and asks first', async ({ page }) => {
  await openResults(page, demoUsers.admin, { query_2: 'quality management' });
  const row = records(page).nth(rowBase(test.info()) + 4);
  const name = (await row.getByTestId('record-link').textContent()) ?? '';
  await row.getByRole('button', { name: `Watch ${name}` }).click();
  await expect(row.getByRole('button', { name: `Stop watching ${name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `End everyone’s watch on ${name}` })).toHaveCount(0);

  await row.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: `End everyone’s watch on ${name}…` }).click();
  const confirm = page.getByRole('dialog', { name: `End everyone’s watch on ${name}` });
  await expect(confirm).toContainText(`Nobody in your organisation will be told about changes to ${name} any more.`);
  await expectAccessible(page, 'the confirmation of ending everyone’s watch');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Nobody in your organisation watches ${name} any more.`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Watch ${name}` })).toBeVisible();
});

test('no results shows the message and the search tips of each tab', async ({ page }, testInfo) => {
  await openResults(page, demoUsers.member, { query_2: 'xylophonequokka' });
  const empty = page.getByTestId('no-results');
  await expect(empty.getByRole('heading', { name: 'No result found for “xylophonequokka”' })).toBeVisible();
  await expect(empty.getByTestId('search-tips').getByRole('listitem')).toHaveCount(7);
  await expect(empty).toContainText('reset them to search again without filters');
  await expect(empty.getByRole('button', { name: 'Reset filters' })).toHaveCount(0);
  await captureScreen(page, testInfo, 'search-results-empty');

  await openResults(page, demoUsers.member, { notes: 'xylophonequokka' }, 'collections');
  await expect(page.getByTestId('results-tab')).toHaveText('Collections');
  await expect(page.getByTestId('no-results').getByTestId('search-tips').getByRole('listitem')).toHaveCount(6);
});

test('a latest search that finds nothing gives tips about the period and publishers, not spelling', async ({ page }, testInfo) => {
  await openResults(page, demoUsers.member, { searchCriteria: 'latest', what: 'withdrawn', when: '7', 'publisher[]': 'OGC' });
  const empty = page.getByTestId('no-results');
  await expect(empty.getByRole('heading', { name: 'No result found', exact: true })).toBeVisible();
  const tips = empty.getByTestId('search-tips');
  await expect(tips.getByRole('listitem')).toHaveCount(4);
  await expect(tips).toContainText('Choose a longer ‘Period’');
  await expect(tips).toContainText('‘All (new, revised, withdrawn)’');
  await expect(tips).not.toContainText('spelling');
  await expect(tips).not.toContainText('title words');
  await captureScreen(page, testInfo, 'search-results-latest-empty');
});

test('a broken search link shows the reason and the empty state', async ({ page }) => {
  await signInThroughApi(page, demoUsers.member);
  await page.goto(pagePaths.searchResults('sNotAContext.0'));
  await expect(page.getByText('This search link is not valid. Start a new search.')).toBeVisible();
  await expect(page.getByTestId('no-results').getByRole('heading', { name: 'No result found', exact: true })).toBeVisible();
  await expect(records(page)).toHaveCount(0);
});

test('filters that leave nothing offer to reset them', async ({ page }, testInfo) => {
  const context = await openResults(page, demoUsers.member, { query_2: 'quality management' });
  const panel = await facets(page, testInfo);
  const within = panel.getByRole('combobox', { name: 'Search within' });
  await within.fill('XYZ 99999');
  await within.press('Enter');
  await expect(page).not.toHaveURL(new RegExp(context));
  const empty = page.getByTestId('no-results');
  await expect(empty.getByRole('heading', { name: 'No result found for “quality management”' })).toBeVisible();
  await empty.getByRole('button', { name: 'Reset filters' }).click();
  await expect(records(page)).toHaveCount(15);
});

test('only power users see the in-collection folder', async ({ browser }) => {
  for (const email of [demoUsers.admin, demoUsers.member]) {
    const user = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const own = await user.newPage();
    await openResults(own, email, { query_1: 'ISO 9001' });
    const row = records(own).filter({ has: own.getByRole('link', { name: 'ISO 9001:2015', exact: true }) });
    const add = row.getByRole('button', { name: 'Add ISO 9001:2015 to My documents' });
    // Either project may have added it already; the other then sees it in the collection.
    if (await add.isVisible()) await add.click();
    await expect(row.getByRole('button', { name: 'Remove ISO 9001:2015 from My documents' })).toBeVisible();
    if (email === demoUsers.admin) await expect(row.getByTestId('in-collection-icon')).toBeVisible();
    else await expect(row.getByTestId('in-collection-icon')).toHaveCount(0);
    await user.close();
  }
});

test('a lite subscription has no sort control, and sees other publishers as metadata only', async ({ page }, testInfo) => {
  // IEEE is outside the lite subscription: nothing in it, everything in the whole catalogue.
  await openResults(page, demoUsers.lite, { query_1: 'IEEE' });
  await expect(page.getByTestId('no-results')).toBeVisible();
  const panel = await facets(page, testInfo);
  // 'Results in' is a radio: choosing it applies at once, Apply is not needed. A click, not
  // check(): on a phone the applied choice closes the drawer, so the radio may be gone before
  // check() could read it back; the records below prove the choice took effect.
  await panel.getByRole('radio', { name: /^Whole catalogue/ }).click();

  await expect(records(page)).toHaveCount(15);
  await expect(records(page).first().getByTestId('metadata-only')).toBeVisible();
  await expect(page.getByTestId('bulk-actions')).toBeVisible();
  await expect(page.getByTestId('sort-control')).toHaveCount(0);
});

test('a lite search counts its own subscription, and offers the whole catalogue when only it has the document', async ({ page }, testInfo) => {
  // ETSI is outside the lite subscription: the number is found in the whole catalogue only.
  await openResults(page, demoUsers.lite, { query_1: 'ETSI TS 103 918' });
  const empty = page.getByTestId('no-results');
  await expect(empty.getByRole('heading', { name: 'No result in your subscription for “ETSI TS 103 918”' })).toBeVisible();
  await expect(empty).toContainText('Documents found in the whole catalogue: 1.');
  let panel = await facets(page, testInfo);
  await expect(panel.getByRole('radio', { name: 'Whole catalogue 1' })).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'My subscription 0' })).toBeChecked();
  if (isPhone(testInfo)) await page.keyboard.press('Escape');
  await captureScreen(page, testInfo, 'search-results-lite-elsewhere');
  await empty.getByRole('button', { name: 'Show the whole catalogue' }).click();
  await expect(records(page)).toHaveCount(1);
  await expect(recordLinks(page)).toHaveText(/^ETSI TS 103 918/);
  await expect(page.getByTestId('results-summary')).toHaveText('Documents found for “ETSI TS 103 918”: 1');

  // With documents in both scopes, the summary's numbers are the facet's, and no filter is claimed.
  await openResults(page, demoUsers.lite, { query_2: 'safety' });
  panel = await facets(page, testInfo);
  const countIn = async (scope: string) => (await panel.locator('label').filter({ hasText: scope }).innerText()).trim().split(/\s+/).at(-1);
  const inSubscription = await countIn('My subscription');
  const inCatalogue = await countIn('Whole catalogue');
  expect(inSubscription).not.toBe(inCatalogue);
  if (isPhone(testInfo)) await page.keyboard.press('Escape');
  const summary = page.getByTestId('results-summary');
  await expect(summary).toHaveText(`Documents found for “safety”: ${inSubscription} (in your subscription; whole catalogue: ${inCatalogue})`);
  await expect(summary).not.toContainText('filters applied');
});

test('a special search hides the facets', async ({ page }) => {
  await openResults(page, demoUsers.member, { query_1: '#DOCID:1,2,3' });
  await expect(records(page)).toHaveCount(3);
  await expect(page.getByTestId('facets')).toHaveCount(0);
  await expect(page.getByTestId('open-filters')).toHaveCount(0);
});

test('opening a document from the collections tab is tracked', async ({ page }, testInfo) => {
  // The other organisation's admin: no other test changes that user's active collection.
  await openResults(page, demoUsers.otherAdmin, { query_1: 'ISO 9001' });
  const row = records(page).filter({ has: page.getByRole('link', { name: 'ISO 9001:2015', exact: true }) });
  const add = row.getByRole('button', { name: /^Add ISO 9001:2015 to / });
  if (await add.isVisible()) await add.click();
  await expect(row.getByRole('button', { name: /^Remove ISO 9001:2015 from / })).toBeVisible();

  await openResults(page, demoUsers.otherAdmin, { query_1: 'ISO 9001' }, 'collections');
  await expect(page.getByTestId('results-tab')).toHaveText('Collections');
  await captureScreen(page, testInfo, 'search-results-collections');
  const tracked = page.waitForRequest((request) => request.url().endsWith(searchPaths.tracking) && request.method() === 'POST');
  await page.getByRole('link', { name: 'ISO 9001:2015', exact: true }).click();
  const body = (await tracked).postDataJSON() as { event: string; docId: number };
  expect(body.event).toBe('collectionDocumentOpened');
  await expect(page).toHaveURL(/\/management\/display\/index\/\d+\/\d+\/-\/c/);
});
