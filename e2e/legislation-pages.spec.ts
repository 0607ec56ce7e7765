import { pagePaths } from '../common/routes.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { captureScreen, demoUsers, signInThroughApi } from './support/session.ts';
import { expect, test, type Page, type TestInfo } from './support/test.ts';

/**
 * The legislation and EU-law pages (issue 20): the library search (words, an identifier, a facet),
 * an act with the standards it lists and back from a standard to the act, a search saved and then
 * found, renamed and deleted on the EU-law page, the regulatory news and one item, and the locked
 * page of a user without a seat. The demo member has both add-ons; the desktop and phone projects
 * run side by side, so what a test saves carries the project's name.
 */

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Looks at the page as it is and again on a 320 px phone (nothing sideways), and keeps both screenshots. */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  await expectNoHorizontalOverflow(page, name);
  await captureScreen(page, testInfo, `legislation-${name}`);
  if (!isPhone(testInfo)) return;
  const wider = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoHorizontalOverflow(page, `${name} at 320 px`);
  await captureScreen(page, testInfo, `legislation-${name}-320`);
  if (wider) await page.setViewportSize(wider);
}

const rows = (page: Page) => page.getByTestId('legal-act-row');

test('searching by words and by identifier, narrowing by a facet, and opening an act', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.member);
  await page.goto(pagePaths.legislation);
  await expect(page.getByRole('heading', { level: 1, name: 'Legislation library' })).toBeVisible();

  await page.getByTestId('legislation-words').fill('machinery');
  await page.getByTestId('legislation-search-submit').click();
  await expect(page).toHaveURL(/[?&]words=machinery/);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('[data-testid="legal-act-row"][data-identifier="32006L0042"]')).toHaveCount(1);
  await expect(rows(page).first().getByTestId('legal-act-demo')).toBeVisible();
  await lookAt(page, testInfo, 'search-words');

  // A facet: only directives. On a phone the facets are in a drawer.
  if (isPhone(testInfo)) await page.getByTestId('legislation-open-filters').click();
  const facets = page.getByTestId('legislation-facets');
  await facets.locator('[data-facet="family"]').getByRole('checkbox', { name: /Directive/ }).check();
  await facets.getByTestId('legislation-facets-apply').click();
  await expect(page).toHaveURL(/families=directive/);
  // The previous page stays on screen until the narrowed one arrives: wait until every row is a directive
  // (a directive's CELEX number has the letter L).
  const identifiers = () => rows(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-identifier') ?? ''));
  const onlyDirectives = async () => {
    const shown = await identifiers();
    return shown.length > 0 && shown.every((identifier) => /^3\d{4}L/.test(identifier));
  };
  await expect.poll(onlyDirectives, { message: 'every row shown is a directive' }).toBe(true);
  await expect(page.getByTestId('legislation-total')).not.toHaveAttribute('data-total', '0');

  // The identifier as people write it finds the machinery directive.
  await page.getByRole('button', { name: 'New search' }).click();
  await expect(page).toHaveURL(/\/management\/legislation$/);
  await expect(page.getByTestId('legislation-words')).toHaveValue('');
  await page.getByTestId('legislation-identifier').fill('2006/42/EC');
  await page.getByTestId('legislation-identifier').press('Enter');
  await expect(page).toHaveURL(/identifier=2006%2F42%2FEC/);
  await expect(page).not.toHaveURL(/families=/);
  const machinery = page.locator('[data-testid="legal-act-row"][data-identifier="32006L0042"]');
  await expect(machinery).toBeVisible();
  await expect(rows(page).first()).toHaveAttribute('data-identifier', '32006L0042');
  await machinery.getByTestId('legal-act-link').click();

  const act = page.getByTestId('legal-act-page');
  await expect(act).toHaveAttribute('data-identifier', '32006L0042');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2006/42/EC');
  await expect(page.getByTestId('legal-act-facts')).toContainText('Directive');
  await expect(page.getByTestId('legal-act-subjects').getByRole('listitem').first()).toBeVisible();
  const eurLex = page.getByTestId('legal-act-eurlex');
  await expect(eurLex).toHaveAttribute('href', /eur-lex\.europa\.eu/);
  await expect(eurLex).toHaveAttribute('rel', /noopener/);
  await expect(page.getByTestId('legal-act-attribution')).toContainText('European Union');
  await lookAt(page, testInfo, 'act');

  // Back returns to the search it came from.
  await page.getByTestId('record-back').click();
  await expect(page).toHaveURL(/identifier=2006%2F42%2FEC/);
  await expect(machinery).toBeVisible();
});

test('an act lists its standards, and a standard leads back to the act', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.member);
  await page.goto(`${pagePaths.legislation}?identifier=2006%2F42%2FEC`);
  await page.locator('[data-testid="legal-act-row"][data-identifier="32006L0042"]').getByTestId('legal-act-link').click();
  const standards = page.getByTestId('legal-act-standards');
  await expect(standards.getByRole('heading', { name: 'Standards this act lists' })).toBeVisible();
  await expect(standards.getByRole('status')).toHaveCount(0);
  await expect(standards.getByRole('alert')).toHaveCount(0);
  // The demo harmonised-standards list links EN ISO 12100 and others to 2006/42/EC.
  const linked = standards.getByTestId('legal-act-standard-link');
  await expect(linked.first()).toBeVisible();
  const flagged = standards.locator('[data-flagged="true"]');
  if ((await flagged.count()) > 0) await expect(flagged.first().getByTestId('legal-act-standard-flag')).not.toBeEmpty();
  const number = (await linked.first().textContent()) ?? '';
  await linked.first().click();
  await expect(page.getByTestId('document')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number.split(':')[0] ?? number);
  const citing = page.getByTestId('citing-acts');
  await expect(citing.getByRole('heading', { name: 'Legislation citing this standard' })).toBeVisible();
  await lookAt(page, testInfo, 'standard-citing-acts');
  await citing.locator('[data-testid="citing-act-link"]', { hasText: '32006L0042' }).first().click();
  await expect(page.getByTestId('legal-act-page')).toHaveAttribute('data-identifier', '32006L0042');
});

test('a search saved as an EU-law search is found, renamed and deleted on the EU-law page', async ({ page }, testInfo) => {
  const name = `Radio equipment ${testInfo.project.name}`;
  const renamed = `Radio kit ${testInfo.project.name}`;
  await signInThroughApi(page, demoUsers.member);
  await page.goto(`${pagePaths.legislation}?words=radio+equipment`);
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('save-legislation-search').click();
  const saving = page.getByRole('dialog');
  await expect(saving).toBeVisible();
  await saving.getByRole('textbox').fill(name);
  await saving.getByRole('checkbox').check();
  await saving.getByRole('button', { name: 'Save' }).click();
  await expect(saving).toBeHidden();

  await page.goto(pagePaths.euLaw);
  const saved = page.locator(`[data-testid="eu-law-saved-search"][data-name="${name}"]`);
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Words: radio equipment');
  await expect(saved.locator('[data-notify]')).toHaveAttribute('data-notify', 'true');
  await lookAt(page, testInfo, 'eu-law');

  // Opening it runs it.
  await saved.getByTestId('eu-law-saved-search-link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await lookAt(page, testInfo, 'eu-law-saved');
  await page.getByTestId('eu-law-back').click();

  // Rename, digest off, by keyboard.
  await saved.getByTestId('eu-law-edit').focus();
  await page.keyboard.press('Enter');
  const editing = page.getByRole('dialog');
  await expect(editing).toBeVisible();
  await editing.getByRole('textbox').fill('x'.repeat(51));
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await editing.getByRole('textbox').fill(renamed);
  await editing.getByRole('checkbox').uncheck();
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  const after = page.locator(`[data-testid="eu-law-saved-search"][data-name="${renamed}"]`);
  await expect(after).toBeVisible();
  await expect(after.locator('[data-notify]')).toHaveAttribute('data-notify', 'false');

  // Run opens the library search with its criteria.
  await after.getByTestId('eu-law-run').click();
  await expect(page).toHaveURL(/\/management\/legislation\?words=radio\+equipment/);
  await expect(page.getByTestId('legislation-words')).toHaveValue('radio equipment');
  await page.goBack();

  // Delete asks first; Cancel keeps it.
  await after.getByTestId('eu-law-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(after).toBeVisible();
  await after.getByTestId('eu-law-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(after).toHaveCount(0);
});

test('the regulatory news lists the newsfeeds\' items, and an item links to its source', async ({ page }, testInfo) => {
  await signInThroughApi(page, demoUsers.admin);
  await page.goto(pagePaths.legislation);
  await page.getByTestId('legislation-news-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regulatory news' })).toBeVisible();
  // The newsfeeds are read once the server starts: the first items may come a moment later.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('legislation-news-row').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // An administrator also sees the organisation's feeds: the operator's demo feed, read.
  await expect(page.getByTestId('legislation-feed').first()).toBeVisible();
  await lookAt(page, testInfo, 'news');
  const first = page.getByTestId('legislation-news-row').first();
  const title = (await first.getByTestId('legislation-news-link').textContent()) ?? '';
  await first.getByTestId('legislation-news-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const source = page.getByTestId('legislation-news-source');
  if ((await source.count()) > 0) {
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', /noopener/);
  }
  await lookAt(page, testInfo, 'news-item');
  await page.getByTestId('legislation-news-back').click();
  await expect(page.getByTestId('legislation-news-list')).toBeVisible();
});

test('an administrator adds a newsfeed by its address and removes it after confirming', async ({ page }, testInfo) => {
  const address = `https://feeds.example.test/normscope-e2e-${testInfo.project.name}.xml`;
  await signInThroughApi(page, demoUsers.admin);
  await page.goto(pagePaths.legislationNews);
  const feeds = page.getByTestId('legislation-feeds');
  await expect(feeds.getByRole('heading', { name: 'Newsfeeds' })).toBeVisible();
  await feeds.getByTestId('legislation-feed-url').fill('not an address');
  await feeds.getByRole('button', { name: 'Add feed' }).click();
  await expect(feeds.getByTestId('legislation-feed-url')).toHaveAttribute('aria-invalid', 'true');
  // An address on the server's own network is refused: the server never reads it.
  await feeds.getByTestId('legislation-feed-url').fill(`http://127.0.0.1:9/normscope-e2e-${testInfo.project.name}.xml`);
  await feeds.getByRole('button', { name: 'Add feed' }).click();
  await expect(feeds).toContainText('a newsfeed must be on a public internet host');
  await expect(feeds.getByTestId('legislation-feed').filter({ hasText: '127.0.0.1' })).toHaveCount(0);
  await feeds.getByTestId('legislation-feed-url').fill(address);
  await feeds.getByTestId('legislation-feed-url').press('Enter');
  const added = feeds.getByTestId('legislation-feed').filter({ hasText: address });
  await expect(added).toBeVisible();
  await expect(feeds.getByTestId('legislation-feed-url')).toHaveValue('');
  // The operator's feed is everyone's: it has no Remove.
  await expect(feeds.getByTestId('legislation-feed').filter({ hasText: 'demo-feed.atom.xml' }).getByTestId('legislation-feed-remove')).toHaveCount(0);

  await added.getByTestId('legislation-feed-remove').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(added).toBeVisible();
  await added.getByTestId('legislation-feed-remove').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(added).toHaveCount(0);
});

test('a user without the add-ons sees how to get access instead of the search', async ({ page }, testInfo) => {
  // The lite subscription has neither add-on (the legislation fixture's seatless users ask for and get seats in the panels' tests).
  await signInThroughApi(page, demoUsers.lite);
  await page.goto(pagePaths.legislation);
  const locked = page.getByTestId('add-on-locked');
  await expect(locked).toBeVisible();
  await expect(locked).toHaveAttribute('data-state', 'notSubscribed');
  await expect(page.getByTestId('legislation-search-form')).toHaveCount(0);
  await page.goto(pagePaths.euLaw);
  await expect(page.getByTestId('add-on-locked')).toBeVisible();
  await expectAccessible(page, 'the EU-law page, locked');
  await lookAt(page, testInfo, 'locked');
});
