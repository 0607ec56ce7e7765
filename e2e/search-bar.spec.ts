import { expect, test, type Locator, type Page, type Request, type TestInfo } from './support/test.ts';
import type { UserProfile } from '../common/account/account.contract.ts';
import { documentPaths } from '../common/catalogue/document.contract.ts';
import { SEARCH_PROGRESS_INTERVAL_MS, SEARCH_PROGRESS_STEP_PERCENT } from '../common/domain/constants.ts';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { createCollectionThroughApi } from './support/collections.ts';
import { captureScreen, demoUsers, signInThroughApi } from './support/session.ts';

/**
 * The search bar (search-area.md §2 "Search bar", §4, §7 "Search form post"): a real
 * form posted to /management/search/index. The results page is someone else's: these
 * tests assert on where the browser lands and on what the form posted.
 */

const SEARCH_INDEX_URL = /\/management\/search\/index$/;
const RESULTS_URL = /\/management\/search\/index\/0\/-\/[^/?#]+$/;
const DOCUMENT_URL = /\/management\/display\/index\/\d+\/(\d+)\/-\/[^/?#]+$/;
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

const form = (page: Page) => page.getByTestId('search-form');

function isFormPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === searchPaths.formPost;
}

/** What the bar's form posted, field by field (each name with all its values). */
function postedFields(request: Request): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(request.postData() ?? '')) fields.set(name, [...(fields.get(name) ?? []), value]);
  return fields;
}

/** What the form would post now, read without sending it. */
async function formFields(page: Page): Promise<Map<string, string[]>> {
  const entries: [string, string][] = await form(page)
    .locator('input[name]:not(:disabled)')
    .evaluateAll((inputs) => inputs.map((input) => [String(input.getAttribute('name')), (input as HTMLInputElement).value]));
  const fields = new Map<string, string[]>();
  for (const [name, value] of entries) fields.set(name, [...(fields.get(name) ?? []), value]);
  return fields;
}

const ADVANCED_STANDARDS_FIELDS = ['publisher[]', 'include[]', 'country', 'dataset', 'query_5'];

async function openSearchPage(page: Page, email: string = demoUsers.admin): Promise<UserProfile> {
  const profile = await signInThroughApi(page, email);
  await page.goto(pagePaths.searchIndex);
  await expect(form(page)).toBeVisible();
  return profile;
}

/** Opens a phone field's full-screen overlay and answers it. */
async function openOverlay(page: Page, label: string): Promise<Locator> {
  await form(page).getByRole('button', { name: label, exact: true }).click();
  const overlay = page.getByRole('dialog', { name: label });
  await expect(overlay).toBeVisible();
  return overlay;
}

/** Closes an overlay with Done, waiting until it has gone. */
async function done(overlay: Locator): Promise<void> {
  await overlay.getByRole('button', { name: 'Done' }).click();
  await expect(overlay).toBeHidden();
}

/** Picks options of a multi-select: in its dropdown on desktop, in its overlay on a phone. */
async function pickOptions(page: Page, testInfo: TestInfo, label: string, options: string[]): Promise<void> {
  if (isPhone(testInfo)) {
    const overlay = await openOverlay(page, label);
    for (const option of options) await overlay.getByRole('checkbox', { name: option }).check();
    await done(overlay);
    return;
  }
  const input = form(page).getByRole('combobox', { name: label });
  for (const option of options) {
    await input.fill(option.slice(0, 3));
    await page.getByRole('option', { name: option }).click();
  }
  await input.press('Escape');
}

test('a number searched from the bar lands on the results; a single hit opens the document', async ({ page }, testInfo) => {
  await openSearchPage(page);
  await captureScreen(page, testInfo, 'search-bar');
  const number = form(page).getByRole('combobox', { name: 'Document number' });

  await number.fill('ISO 9001');
  const post = page.waitForRequest(isFormPost);
  await number.press('Enter');
  const fields = postedFields(await post);
  expect(fields.get('searchCriteria')).toEqual(['standards']);
  expect(fields.get('query_1')).toEqual(['ISO 9001']);
  expect(fields.get('mainsearch')).toEqual(['1']);
  expect(fields.get('nonce')?.[0]).toMatch(/.+/);
  await expect(page).toHaveURL(RESULTS_URL);
  if (isPhone(testInfo)) {
    // A phone shows the results first; the bar opens from the header.
    await expect(page.getByTestId('search-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('results-summary')).toBeInViewport();
    await page.getByTestId('search-toggle').click();
  }
  // The bar keeps the search shown, ready to refine.
  await expect(number).toHaveValue('ISO 9001');

  await number.fill('ISO 14001:2015/Amd 1:2024');
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(DOCUMENT_URL);
});

test('the search button disables itself and the progress bar advances while the search runs', async ({ page }, testInfo) => {
  await page.clock.install();
  await openSearchPage(page);
  // The browser would leave for the results at once; kept here, the bar can be watched.
  await form(page).evaluate((element) => element.addEventListener('submit', (event: { preventDefault: () => void }) => event.preventDefault()));
  await form(page).getByRole('combobox', { name: 'Title', exact: true }).fill('machinery');
  const button = form(page).getByRole('button', { name: 'Search', exact: true });
  // The installed clock runs at the real pace until paused: on a slow machine the first step would be
  // gone before it is read. Paused a moment ahead, the page's time moves only when the test says.
  await page.clock.pauseAt(Date.now() + 1_000);
  await button.click();
  await expect(button).toBeDisabled();
  const progress = page.getByRole('progressbar', { name: 'Searching…' });
  await expect(progress).toHaveAttribute('aria-valuenow', String(SEARCH_PROGRESS_STEP_PERCENT));
  await page.clock.runFor(SEARCH_PROGRESS_INTERVAL_MS);
  await expect(progress).toHaveAttribute('aria-valuenow', String(2 * SEARCH_PROGRESS_STEP_PERCENT));
  await captureScreen(page, testInfo, 'search-bar-searching');
  await page.clock.runFor(SEARCH_PROGRESS_INTERVAL_MS * 10);
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  // Time flows again for the closing accessibility check, which waits for animation frames.
  await page.clock.resume();
});

test('title suggestions come after two characters; picking one searches for it', async ({ page }, testInfo) => {
  await openSearchPage(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === searchPaths.suggest) asked.push(new URLSearchParams(request.postData() ?? '').get('term') ?? '');
  });
  const title = form(page).getByRole('combobox', { name: 'Title', exact: true });
  await title.pressSequentially('quality man');
  const suggestion = page.getByRole('option', { name: /^ISO 7870:2023 — Quality management — Guidelines$/ });
  await expect(suggestion).toBeVisible();
  // One ask once typing paused, never for less than two characters.
  expect(asked).toEqual(['quality man']);
  await captureScreen(page, testInfo, 'search-bar-suggestions');

  const post = page.waitForRequest(isFormPost);
  await suggestion.click();
  expect(postedFields(await post).get('query_2')).toEqual(['Quality management — Guidelines']);
  await expect(page).toHaveURL(RESULTS_URL);
});

test('Enter in the number box searches and drops the suggestions', async ({ page }) => {
  await openSearchPage(page);
  const number = form(page).getByRole('combobox', { name: 'Document number' });
  await number.pressSequentially('ISO 1400');
  await expect(page.getByRole('option', { name: /^ISO 14001:2015 — / })).toBeVisible();
  const post = page.waitForRequest(isFormPost);
  await number.press('Enter');
  expect(postedFields(await post).get('query_1')).toEqual(['ISO 1400']);
  await expect(page).toHaveURL(RESULTS_URL);
});

test('advanced filters are posted only while their row is shown', async ({ page }, testInfo) => {
  // Two option lists fetched and picked from, the row shown and hidden three times, then a search: 16 s on an idle machine, 31 s in a loaded CI run.
  test.setTimeout(60_000);
  await openSearchPage(page);
  const toggle = form(page).getByRole('button', { name: /^(Show|Hide) filters$/ });
  const advanced = form(page).getByRole('group', { name: 'Advanced filters' });
  if (isPhone(testInfo)) {
    // A phone shows the standards filters from the start.
    await expect(advanced).toBeVisible();
  } else {
    await expect(advanced).toBeHidden();
    await toggle.click();
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await pickOptions(page, testInfo, 'Publisher', ['ISO — International Organization for Standardization']);
  await pickOptions(page, testInfo, 'Current status', ['Current']);
  const number = form(page).getByRole('combobox', { name: 'Document number' });
  await number.fill('ISO 9001');
  // The number's suggestions open over the filters' toggle: closed once they are there.
  const suggestions = page.getByRole('listbox');
  await expect(suggestions).toBeVisible();
  await number.press('Escape');
  await expect(suggestions).toBeHidden();
  await captureScreen(page, testInfo, 'search-bar-advanced');

  let fields = await formFields(page);
  expect(fields.get('publisher[]')).toEqual(['ISO']);
  expect(fields.get('include[]')).toEqual(['current']);
  for (const name of ['country', 'dataset', 'query_5']) expect(fields.get(name)).toEqual(['']);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(advanced).toBeHidden();
  fields = await formFields(page);
  for (const name of ADVANCED_STANDARDS_FIELDS) expect(fields.has(name)).toBe(false);

  // Shown again, the row still holds what was chosen.
  await toggle.click();
  await expect(advanced).toBeVisible();
  expect((await formFields(page)).get('publisher[]')).toEqual(['ISO']);
  await toggle.click();

  const post = page.waitForRequest(isFormPost);
  await number.press('Enter');
  fields = postedFields(await post);
  expect(fields.get('query_1')).toEqual(['ISO 9001']);
  for (const name of ADVANCED_STANDARDS_FIELDS) expect(fields.has(name)).toBe(false);
  await expect(page).toHaveURL(RESULTS_URL);
});

test('Clear empties the fields on desktop and asks the server to clear on a phone', async ({ page }, testInfo) => {
  await openSearchPage(page);
  const number = form(page).getByRole('combobox', { name: 'Document number' });
  const title = form(page).getByRole('combobox', { name: 'Title', exact: true });
  await number.fill('IEC 60204-1');
  await title.fill('electrical');
  const clear = form(page).getByRole('button', { name: /^Clear(ed| filters)$/ });

  if (isPhone(testInfo)) {
    const post = page.waitForRequest(isFormPost);
    await clear.click();
    expect(postedFields(await post).get('clear')).toEqual(['1']);
    await expect(page).toHaveURL(SEARCH_INDEX_URL);
  } else {
    await form(page).getByRole('button', { name: 'Show filters' }).click();
    await pickOptions(page, testInfo, 'Publisher', ['IEC — International Electrotechnical Commission']);
    await clear.click();
    await expect(page).toHaveURL(SEARCH_INDEX_URL);
    await expect(form(page).getByRole('combobox', { name: 'Publisher' })).toHaveValue('');
    await expect(form(page).getByText('IEC — International Electrotechnical Commission')).toBeHidden();
  }
  await expect(number).toHaveValue('');
  await expect(title).toHaveValue('');
});

test('the collections tab posts its own fields only', async ({ page }, testInfo) => {
  const admin = await signInThroughApi(page, demoUsers.admin);
  const company = `Search bar shelf (${testInfo.project.name})`;
  const shelf = await createCollectionThroughApi(page.request, admin.nonce, company, 'company');
  // Two ISO documents of its own: whatever other tests keep in the organisation's collections, the
  // search below finds more than one, so it lands on the results page rather than on a document.
  const found = await page.request.post(searchPaths.ajax('standards'), { headers: { accept: 'application/json', 'x-nonce': admin.nonce }, multipart: { query_1: 'ISO', filterby: 'all' } });
  const docIds = ((await found.json()) as { data: { docIds: number[] } }).data.docIds.slice(0, 2);
  expect(docIds).toHaveLength(2);
  const added = await page.request.post(searchPaths.ajax('addToCollection'), {
    headers: { 'x-nonce': admin.nonce },
    multipart: { docIds: docIds.join(','), collectionId: String(shelf), bulk: '1' },
  });
  expect(added.status()).toBe(200);
  await openSearchPage(page);
  await form(page).getByRole('combobox', { name: 'Title', exact: true }).fill('quality');
  await form(page).getByRole('tab', { name: 'Collections' }).click();
  await expect(form(page).getByRole('combobox', { name: 'Title', exact: true })).toBeHidden();
  const number = form(page).getByRole('textbox', { name: 'Document number in your collections' });
  await number.fill('ISO');

  if (!isPhone(testInfo)) await form(page).getByRole('button', { name: 'Show filters' }).click();
  // The company collections list filters as typed, and says so when nothing is left.
  if (isPhone(testInfo)) {
    const overlay = await openOverlay(page, 'Company collection');
    await expect(overlay.getByText(company)).toBeVisible();
    await overlay.getByRole('textbox').fill('no such shelf anywhere');
    await expect(overlay.getByText('No results found.')).toBeVisible();
    await captureScreen(page, testInfo, 'search-bar-overlay-empty');
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  } else {
    const select = form(page).getByRole('combobox', { name: 'Company collection' });
    await select.click();
    await expect(page.getByRole('option', { name: company })).toBeVisible();
    await select.fill('no such shelf anywhere');
    await expect(page.getByText('No results found.').filter({ visible: true })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await captureScreen(page, testInfo, 'search-bar-collections');

  const post = page.waitForRequest(isFormPost);
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  const fields = postedFields(await post);
  expect(fields.get('searchCriteria')).toEqual(['collections']);
  expect(fields.get('query_1')).toEqual(['ISO']);
  expect(fields.has('query_2')).toBe(false);
  expect(fields.has('notes')).toBe(true);
  await expect(page).toHaveURL(RESULTS_URL);
});

test('a phone field opens a full-screen overlay with a filter box and Done', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the overlay is the phone layout');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSearchPage(page);
  await expect(form(page).getByRole('tab')).toHaveText(['Standards', 'Collections', 'Categories', 'Latest', 'Metals', 'Metal suppliers', 'Materials', 'Material suppliers']);
  const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(overflow).toBe(0);
  await captureScreen(page, testInfo, 'search-bar-phone');

  const publisher = form(page).getByRole('button', { name: 'Publisher', exact: true });
  let overlay = await openOverlay(page, 'Publisher');
  await expect(overlay.getByRole('textbox', { name: 'Filter options' })).toBeFocused();
  await overlay.getByRole('textbox', { name: 'Filter options' }).fill('ELEC');
  await expect(overlay.getByRole('checkbox', { name: 'IEC — International Electrotechnical Commission' })).toBeVisible();
  await expect(overlay.getByRole('checkbox', { name: 'IEEE — Institute of Electrical and Electronics Engineers' })).toBeVisible();
  await expect(overlay.getByRole('checkbox', { name: /^ISO / })).toBeHidden();
  await overlay.getByRole('checkbox', { name: 'IEC — International Electrotechnical Commission' }).check();
  await captureScreen(page, testInfo, 'search-bar-overlay-open');
  await overlay.getByRole('textbox', { name: 'Filter options' }).fill('no such publisher');
  await expect(overlay.getByText('No results found.')).toBeVisible();
  await done(overlay);
  await expect(publisher).toHaveAccessibleDescription('IEC — International Electrotechnical Commission');

  overlay = await openOverlay(page, 'Publisher');
  await overlay.getByRole('checkbox', { name: /^IEEE / }).check();
  await overlay.getByRole('checkbox', { name: /^ISO / }).check();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(publisher).toHaveAccessibleDescription('3 selected');
  await expect(publisher).toBeFocused();

  overlay = await openOverlay(page, 'Current status');
  for (const status of ['Current', 'Superseded', 'Partially superseded', 'Withdrawn', 'Cancelled', 'Historical']) {
    await overlay.getByRole('checkbox', { name: status, exact: true }).check();
  }
  await done(overlay);
  await expect(form(page).getByRole('button', { name: 'Current status', exact: true })).toHaveAccessibleDescription('All selected');

  overlay = await openOverlay(page, 'Country');
  await overlay.getByRole('radio', { name: 'Japan' }).check();
  await done(overlay);
  await expect(form(page).getByRole('button', { name: 'Country', exact: true })).toHaveAccessibleDescription('Japan');
  await captureScreen(page, testInfo, 'search-bar-overlay-closed');
  expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);

  const post = page.waitForRequest(isFormPost);
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  const fields = postedFields(await post);
  expect(fields.get('publisher[]')?.sort()).toEqual(['IEC', 'IEEE', 'ISO']);
  expect(fields.get('include[]')).toHaveLength(6);
  expect(fields.get('country')).toEqual(['JP']);
  await expect(page).toHaveURL(RESULTS_URL);
});

test('categories: descriptors chosen level by level, or a code typed', async ({ page }, testInfo) => {
  await openSearchPage(page);
  if (!isPhone(testInfo)) {
    // The desktop bar has standards and collections only (search-area.md §2).
    await expect(form(page).getByRole('tab')).toHaveText(['Standards', 'Collections']);
    return;
  }
  await form(page).getByRole('tab', { name: 'Categories' }).click();
  // Hidden by default on a phone for categories.
  await expect(form(page).getByRole('group', { name: 'Advanced filters' })).toBeHidden();

  const code = form(page).getByRole('textbox', { name: 'ICS code' });
  await code.fill('03-120');
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(form(page).getByText('An ICS code has digits and dots only, e.g. 03.120.10.')).toBeVisible();

  await form(page).getByRole('switch', { name: 'Choose descriptors instead of typing a code' }).check();
  const field = form(page).getByRole('button', { name: 'Field', exact: true });
  const group = form(page).getByRole('button', { name: 'Group', exact: true });
  const subGroup = form(page).getByRole('button', { name: 'Sub Group', exact: true });
  await expect(group).toBeDisabled();
  await expect(subGroup).toBeDisabled();

  let overlay = await openOverlay(page, 'Field');
  await overlay.getByRole('textbox', { name: 'Filter options' }).fill('quality');
  await overlay.getByRole('radio', { name: /^03 Services/ }).check();
  await done(overlay);
  await expect(field).toHaveAccessibleDescription(/^03 Services/);
  await expect(group).toBeEnabled();
  await expect(group).toHaveAccessibleDescription('Group');

  overlay = await openOverlay(page, 'Group');
  await overlay.getByRole('radio', { name: '03.120 Quality' }).check();
  await done(overlay);
  await expect(subGroup).toBeEnabled();
  await expect(subGroup).toHaveAccessibleDescription('Sub Group');

  overlay = await openOverlay(page, 'Sub Group');
  await overlay.getByRole('radio', { name: '03.120.10 Quality management and quality assurance' }).check();
  await done(overlay);
  await expect(subGroup).toHaveAccessibleDescription('03.120.10 Quality management and quality assurance');
  await captureScreen(page, testInfo, 'search-bar-categories');

  // A new group empties the sub-group, which waits for its own options.
  overlay = await openOverlay(page, 'Group');
  await overlay.getByRole('radio', { name: '03.100 Company organization and management. Management systems' }).check();
  await done(overlay);
  await expect(subGroup).toHaveAccessibleDescription('Sub Group');
  overlay = await openOverlay(page, 'Sub Group');
  await overlay.getByRole('radio', { name: /^03\.100\.70 / }).check();
  await done(overlay);

  const post = page.waitForRequest(isFormPost);
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  const fields = postedFields(await post);
  expect(fields.get('searchCriteria')).toEqual(['categories']);
  expect(fields.get('ics_code_descriptor_filter')).toEqual(['1']);
  expect(fields.get('ics_level1')).toEqual(['03']);
  expect(fields.get('ics_level2')).toEqual(['03.100']);
  expect(fields.get('ics_level3')).toEqual(['03.100.70']);
  expect(fields.has('publisher[]')).toBe(false);
  await expect(page).toHaveURL(RESULTS_URL);
});

test.describe('with the motion a phone shows', () => {
  // The suite asks for reduced motion (no transition caught half-way); a phone user may not.
  test.use({ reducedMotion: 'no-preference' });

  test('an option tapped as its overlay appears is chosen: the overlay opens in place', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the overlays are the phone bar’s');
    await openSearchPage(page);
    await form(page).getByRole('tab', { name: 'Categories' }).click();
    await form(page).getByRole('switch', { name: 'Choose descriptors instead of typing a code' }).check();
    const trigger = form(page).getByRole('button', { name: 'Field', exact: true });
    // Once opened and closed, so the options are there the moment it opens again.
    let overlay = await openOverlay(page, 'Field');
    await expect(overlay.getByRole('radio', { name: /^03 Services/ })).toBeVisible();
    await done(overlay);

    await trigger.click();
    // Where the option is on the first frame it is drawn: a tap starts there, as a quick user's would.
    const point = await page.evaluate(async () => {
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const option = [...document.querySelectorAll<HTMLInputElement>('[role=dialog] input[type=radio]')].find((radio) => radio.value === '03');
        if (option) {
          const box = option.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        }
      }
    });
    // A tap lasts a moment: had the option moved meanwhile, the release would land beside it.
    await page.mouse.click(point.x, point.y, { delay: 120 });
    overlay = page.getByRole('dialog', { name: 'Field' });
    await expect(overlay.getByRole('radio', { name: /^03 Services/ })).toBeChecked();
    await done(overlay);
    await expect(trigger).toHaveAccessibleDescription(/^03 Services/);
  });
});

test('latest posts what, when, publisher and dataset', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the latest tab is on the phone bar');
  await openSearchPage(page);
  await form(page).getByRole('tab', { name: 'Latest' }).click();
  await expect(form(page).getByRole('button', { name: /^(Show|Hide) filters$/ })).toHaveCount(0);
  const overlay = await openOverlay(page, 'Period');
  await overlay.getByRole('radio', { name: 'Last 12 months' }).check();
  await done(overlay);
  await captureScreen(page, testInfo, 'search-bar-latest');
  const post = page.waitForRequest(isFormPost);
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  const fields = postedFields(await post);
  expect(fields.get('searchCriteria')).toEqual(['latest']);
  expect(fields.get('what')).toEqual(['all']);
  expect(fields.get('when')).toEqual(['365']);
  expect(fields.has('dateFrom')).toBe(false);
  await expect(page).toHaveURL(RESULTS_URL);
});

test("latest: the default search finds everything new, revised or withdrawn in the last 30 days of the demo's seeding", async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the latest tab is on the phone bar');
  await openSearchPage(page);
  await form(page).getByRole('tab', { name: 'Latest' }).click();
  await expect(form(page).getByRole('button', { name: 'Documents', exact: true })).toHaveAccessibleDescription('All (new, revised, withdrawn)');
  await expect(form(page).getByRole('button', { name: 'Period', exact: true })).toHaveAccessibleDescription('Last 30 days');
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(RESULTS_URL);
  await expect(page.getByTestId('results-summary')).toHaveText(/^Documents found: \d+/);
  await expect(page.getByTestId('record').first()).toBeVisible();
  await expect(page.getByTestId('no-results')).toHaveCount(0);
});

/** Opens the one document a search finds; the display page records the view once it shows the document. */
async function viewDocument(page: Page, number: string): Promise<void> {
  const box = form(page).getByRole('combobox', { name: 'Document number' });
  await box.fill(number);
  const recorded = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/views'));
  await box.press('Enter');
  await expect(page).toHaveURL(DOCUMENT_URL);
  const docId = DOCUMENT_URL.exec(page.url())?.[1] ?? '';
  const response = await recorded;
  expect(new URL(response.url()).pathname).toBe(documentPaths.views(docId));
  expect(response.status()).toBe(200);
}

test('recently viewed documents are listed with their links', async ({ page }) => {
  await openSearchPage(page);
  await viewDocument(page, 'ISO 14001:2015/Amd 1:2024');
  await page.goto(pagePaths.searchIndex);
  const recent = page.getByRole('region', { name: 'Recently viewed documents' });
  const link = recent.getByRole('link', { name: /^ISO 14001:2015\/Amd 1:2024 — / });
  await expect(link).toHaveAttribute('href', /^\/management\/display\/version\/0\/\d+$/);
});

test('a lite subscription gets no recently viewed list', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === searchPaths.recentlyViewed) asked.push(request.url());
  });
  await openSearchPage(page, demoUsers.lite);
  await viewDocument(page, 'ISO 14001:2015/Amd 1:2024');
  await page.goto(pagePaths.searchIndex);
  await expect(form(page).getByRole('combobox', { name: 'Document number' })).toBeVisible();
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('a failed search comes back to the search page with its reason', async ({ page }) => {
  await signInThroughApi(page, demoUsers.member);
  await page.goto(`${pagePaths.searchIndex}?error=search.errors.unknownTab`);
  await expect(page.getByRole('alert')).toContainText('This search tab is not available.');
  await page.goto(`${pagePaths.searchIndex}?error=not.a.key`);
  await expect(page.getByRole('alert')).toContainText('Some of the information sent is not valid.');
});
