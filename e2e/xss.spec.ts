import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import { documentPaths, type DocumentDetail } from '../common/catalogue/document.contract.ts';
import { COLLECTION_NAME_MAX, COLLECTION_NOTES_MAX, COLLECTION_TAG_MAX, collectionPaths } from '../common/collections/collections.contract.ts';
import { SAVED_SEARCH_NAME_MAX } from '../common/domain/constants.ts';
import { readerPaths } from '../common/reader/reader-paths.ts';
import type { ReaderComment, ReaderHighlight, ReaderOutline } from '../common/reader/reader.contract.ts';
import { COMMENT_MAX, HIGHLIGHT_QUOTE_MAX } from '../common/reader/reader.values.ts';
import { pagePaths } from '../common/routes.ts';
import type { SavedSearchRow } from '../common/saved-searches/saved-searches.contract.ts';
import { savedSearchPaths } from '../common/saved-searches/saved-searches.values.ts';
import { SEARCH_TEXT_MAX } from '../common/search/search-criteria.values.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import type { SearchRecord } from '../common/search/search-results.contract.ts';
import payloadFile from './fixtures/xss-payloads.json' with { type: 'json' };
import { demoUsers, signInThroughApi } from './support/session.ts';

/**
 * XSS: every text a user writes that the API stores and a page shows is written with each payload
 * of e2e/fixtures/xss-payloads.json, then every page showing it is opened with traps armed before
 * the first navigation: a dialog, an `XSS-EXECUTED` console line, `window.__xssExecuted`, an
 * uncaught page error, or an event-handler attribute, script, frame or javascript: URL in the
 * DOM fails the test. Each field must also be seen on screen, so a page that showed nothing
 * would not pass for a safe one.
 */

type Payload = { id: string; vector: string; firesAsMarkup: boolean; text: string };
const PAYLOADS: readonly Payload[] = payloadFile.payloads;

/**
 * The user-writable texts (common/*\/*.contract.ts, server/modules/*\/*.routes.ts). Everything else
 * a user sends is an id, an enum, a number, offsets or a flag; an export carries no text of its own.
 */
const FIELDS = {
  collectionName: { max: COLLECTION_NAME_MAX, shownOn: 'collections page, display page, collections results (facet, active collection), search bar list' },
  collectionNotes: { max: COLLECTION_NOTES_MAX, shownOn: 'display page' },
  collectionTag: { max: COLLECTION_TAG_MAX, shownOn: 'display page, collections results facet, search bar list' },
  savedSearchName: { max: SAVED_SEARCH_NAME_MAX, shownOn: 'saved searches page' },
  titleSearchText: { max: SEARCH_TEXT_MAX, shownOn: 'standards results summary, saved searches details' },
  notesSearchText: { max: SEARCH_TEXT_MAX, shownOn: 'collections results summary' },
  readerComment: { max: COMMENT_MAX, shownOn: 'reader comments' },
  readerReply: { max: COMMENT_MAX, shownOn: 'reader replies' },
  highlightQuote: { max: HIGHLIGHT_QUOTE_MAX, shownOn: 'reader highlights list' },
} as const;
const fits = (field: keyof typeof FIELDS, text: string) => text.length <= FIELDS[field].max;

// The CSP (script-src 'self') would stop an injected inline handler by itself. Without it the test
// judges the rendering alone: markup that reached the DOM would run, and the traps would see it.
test.use({ bypassCSP: true });

// The other organisation's admin: no other spec reads its collections' or saved searches' rows,
// and its comments are out of sight of the demo organisation's reader tests.
const USER = demoUsers.otherAdmin;
/** The reader's list shows a highlight's quote cut to this many characters (web/features/reader/comments-panel.tsx). */
const QUOTE_SHOWN = 60;
const shortQuote = (quote: string) => (quote.length > QUOTE_SHOWN ? `${quote.slice(0, QUOTE_SHOWN - 1)}…` : quote);

/** What each payload became, field by field. */
type Plan = {
  payload: Payload;
  collectionId: number;
  collectionName: string;
  tag: string | null;
  savedSearchName: string;
  titleSearch: string;
  notesSearch: string;
  /** The comment and the reply as the server stored them: HTML through its allow-list. */
  commentHtml: string;
  replyHtml: string;
};
type Scope = { docId: number; versionId: number; subId: number };

/** What the test made, for afterAll to delete even when the test fails half-way. */
const made = { collections: [] as number[], savedSearches: [] as number[], comments: [] as number[], highlights: [] as number[], scope: null as Scope | null };
const counts = { writes: 0, pages: 0 };

type Headers = Record<string, string>;
type APIResponse = Awaited<ReturnType<APIRequestContext['get']>>;
const headersFor = (nonce: string): Headers => ({ accept: 'application/json', 'x-nonce': nonce, 'x-requested-with': 'XMLHttpRequest' });

async function dataOf<T>(response: APIResponse, status: number, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A stored write: counted for the summary line. */
async function write<T>(call: Promise<APIResponse>, status: number, what: string): Promise<T> {
  const data = await dataOf<T>(await call, status, what);
  counts.writes += 1;
  return data;
}

async function searchContextFor(request: APIRequestContext, headers: Headers, fields: Record<string, string>): Promise<string> {
  const posted = await request.post(searchPaths.formPost, { headers, multipart: fields });
  return (await dataOf<{ searchContext: string }>(posted, 200, `search ${JSON.stringify(fields)}`)).searchContext;
}

/** ISO 10029, the demo full text (e2e/support/screen-setup.ts), and its version with text. */
async function findGuide(request: APIRequestContext, headers: Headers): Promise<{ docId: number; versionId: number }> {
  const found = await request.post(searchPaths.ajax('standards'), { headers, multipart: { query_1: 'ISO 10029', mainsearch: '1', filterby: 'all' } });
  const { records } = await dataOf<{ records: SearchRecord[] }>(found, 200, 'search for ISO 10029');
  const record = records.find((candidate) => candidate.name.startsWith('ISO 10029'));
  expect(record, 'the demo full text ISO 10029 is in the catalogue').toBeDefined();
  const detail = await dataOf<DocumentDetail>(await request.get(documentPaths.detail(record?.doc_id ?? 0), { headers }), 200, 'ISO 10029');
  const withText = detail.versions.find((version) => version.hasContent);
  expect(withText, 'ISO 10029 has a version with full text').toBeDefined();
  return { docId: detail.docId, versionId: withText?.versionId ?? 0 };
}

/** Records every sign of a payload running; armed before the page's first navigation. */
function armTraps(page: Page): string[] {
  const sprung: string[] = [];
  page.on('dialog', (dialog) => {
    sprung.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('XSS-EXECUTED')) sprung.push(`console "${message.text()}" on ${page.url()}`);
  });
  page.on('pageerror', (error) => sprung.push(`page error "${error.message}" on ${page.url()}`));
  return sprung;
}

/** Runs in the page: markup that could run script, which a stored text must never turn into. */
function findLiveMarkup(): string[] {
  const found: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['iframe', 'frame', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
    const src = element.getAttribute('src') ?? '';
    // A JSON data block (the results page carries its first answer in one) is inert while it parses:
    // text that closed it early would leave it cut short.
    if (tag === 'script' && (element.getAttribute('type') ?? '').trim().toLowerCase().endsWith('json')) {
      try {
        JSON.parse(element.textContent ?? '');
      } catch {
        found.push(`<script id="${element.id}"> holding JSON cut short`);
      }
    } else if (tag === 'script' && (src === '' || new URL(src, location.href).origin !== location.origin)) found.push(`<script src="${src}">`);
    for (const { name, value } of Array.from(element.attributes)) {
      const url = value.trim().replace(/[\t\n\r]/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') found.push(`<${tag} ${name}>`);
      else if (urlAttributes.includes(name) && (url.startsWith('javascript:') || url.startsWith('data:text/html'))) found.push(`<${tag} ${name}="${value}">`);
    }
  }
  return found.slice(0, 10);
}

async function expectNothingRan(page: Page, sprung: readonly string[], what: string): Promise<void> {
  const flag = await page.evaluate(() => (window as Window & { __xssExecuted?: unknown }).__xssExecuted);
  expect(flag, `window.__xssExecuted on ${what}`).toBeUndefined();
  expect(await page.evaluate(findLiveMarkup), `markup that could run, on ${what}`).toEqual([]);
  expect(sprung, `dialogs, XSS-EXECUTED lines and page errors, by ${what}`).toEqual([]);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  counts.pages += 1;
}

/** The one element of `candidates` showing `text`, visible and showing exactly that. */
async function expectShownWhole(candidates: Locator, text: string): Promise<void> {
  const shown = candidates.filter({ hasText: text }).first();
  await expect(shown).toBeVisible();
  await expect(shown).toHaveText(text);
}

test('no stored text runs as script on any page that shows it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One project writes the payloads: the phone project would race it over the same rows.');
  // Some 300 writes and 100 pages: over two minutes alone, and the whole suite may run beside it.
  test.setTimeout(480_000);
  const sprung = armTraps(page);

  await test.step('the traps catch every payload that runs when taken as markup', async () => {
    const probe = await page.context().newPage();
    const caught = armTraps(probe);
    for (const payload of PAYLOADS.filter((candidate) => candidate.firesAsMarkup)) {
      await probe.setContent(`<main>${payload.text}</main>`);
      const flag = () => probe.evaluate(() => (window as Window & { __xssExecuted?: unknown }).__xssExecuted);
      await expect
        .poll(async () => caught.some((line) => line.includes(payload.id)) || (await flag()) === payload.id, { message: `${payload.id} (${payload.vector}) is caught` })
        .toBe(true);
    }
    await probe.close();
  });

  const profile = await signInThroughApi(page, USER);
  const headers = headersFor(profile.nonce);
  const request = page.request;
  const guide = await findGuide(request, headers);
  const scope: Scope = { ...guide, subId: profile.subId };
  made.scope = scope;
  const plans: Plan[] = [];

  await test.step('collections: names, and the notes and tags each keeps for ISO 10029', async () => {
    for (const payload of PAYLOADS) {
      const collectionName = fits('collectionName', payload.text) ? payload.text : `XSS ${payload.id}`;
      const tag = fits('collectionTag', payload.text) ? payload.text : null;
      const { id } = await write<{ id: number }>(request.post(collectionPaths.list, { headers, data: { name: collectionName, kind: 'personal' } }), 201, `collection ${payload.id}`);
      made.collections.push(id);
      const add = request.post(searchPaths.ajax('addToCollection'), { headers, multipart: { docIds: String(scope.docId), collectionId: String(id), bulk: '0' } });
      await write(add, 200, `ISO 10029 into ${payload.id}`);
      const kept = { notes: payload.text, tags: tag ? [tag] : [] };
      await write(request.put(collectionPaths.document(id, scope.docId), { headers, data: kept }), 200, `notes and tags ${payload.id}`);
      const savedSearchName = fits('savedSearchName', payload.text) ? payload.text : `XSS ${payload.id}`;
      plans.push({ payload, collectionId: id, collectionName, tag, savedSearchName, titleSearch: '', notesSearch: '', commentHtml: '', replyHtml: '' });
    }
  });

  await test.step('searches: a title search for each payload, saved under a payload name, and a collections search by its notes and tag', async () => {
    for (const plan of plans) {
      plan.titleSearch = await searchContextFor(request, headers, { searchCriteria: 'standards', query_2: plan.payload.text });
      const form = { save_search_name: plan.savedSearchName, save_search_notify: '0', save_search_sel: 'standards', onclk_saveSearch: '1' };
      const row = await write<SavedSearchRow>(request.post(savedSearchPaths.save(plan.titleSearch), { headers, form }), 201, `saved search ${plan.payload.id}`);
      made.savedSearches.push(row.id);
      const byTag: Record<string, string> = plan.tag ? { 'tags[]': plan.tag } : {};
      plan.notesSearch = await searchContextFor(request, headers, { searchCriteria: 'collections', notes: plan.payload.text, ...byTag });
    }
  });

  const anchorText = `Replies to the XSS payloads ${Date.now()}`;
  await test.step('reader: a comment, a reply and a highlight quote for each payload', async () => {
    const outline = await dataOf<ReaderOutline>(await request.get(readerPaths.outline(scope.docId, scope.versionId, scope.subId), { headers }), 200, 'reader outline');
    const sectionId = outline.tableOfContents[0]?.sectionId ?? '';
    const comments = readerPaths.comments(scope.docId, scope.versionId, scope.subId);
    const anchor = await write<ReaderComment>(request.post(comments, { headers, data: { sectionId, type: 'section', content: anchorText } }), 201, 'the replies’ comment');
    made.comments.push(anchor.commentId);
    for (const plan of plans) {
      const { id, text } = plan.payload;
      // The sanitiser may drop a payload whole; the marker keeps the comment and finds it on the page.
      const comment = await write<ReaderComment>(request.post(comments, { headers, data: { sectionId, type: 'section', content: `comment-${id} ${text}` } }), 201, `comment ${id}`);
      made.comments.push(comment.commentId);
      const replyData = { sectionId, type: 'reply', parentId: anchor.commentId, content: `reply-${id} ${text}` };
      const reply = await write<ReaderComment>(request.post(comments, { headers, data: replyData }), 201, `reply ${id}`);
      const highlightData = { sectionId, offsets: { start: 0, end: 4 }, colour: 'yellow', quote: text };
      const highlight = await write<ReaderHighlight>(request.post(readerPaths.highlights(scope.docId, scope.versionId, scope.subId), { headers, data: highlightData }), 201, `highlight ${id}`);
      made.highlights.push(highlight.highlightId);
      plan.commentHtml = comment.content;
      plan.replyHtml = reply.content;
    }
  });

  await test.step('collections page', async () => {
    await open(page, pagePaths.collections);
    for (const plan of plans) await expectShownWhole(page.getByTestId('collection-name'), plan.collectionName);
    await expectNothingRan(page, sprung, 'the collections page');
  });

  await test.step('document display page: names, notes and tags', async () => {
    await open(page, pagePaths.version(0, scope.docId));
    const card = page.getByTestId('document-collections');
    for (const plan of plans) {
      const entry = card.locator(`[data-collection-id="${plan.collectionId}"]`);
      // The name comes first in the entry; the notes may hold the same text.
      await expect(entry.getByText(plan.collectionName, { exact: true }).first()).toBeVisible();
      await expect(entry.getByTestId('collection-notes').getByText(plan.payload.text, { exact: true })).toBeVisible();
      if (plan.tag) await expect(entry.getByTestId('collection-tags').getByText(plan.tag, { exact: true })).toBeVisible();
    }
    await expectNothingRan(page, sprung, 'the display page of ISO 10029');
  });

  await test.step('saved searches page: names and the search text in the details', async () => {
    await open(page, pagePaths.savedSearches);
    for (const plan of plans) {
      const row = page.getByTestId('saved-search-row').filter({ has: page.getByTestId('saved-search-link').filter({ hasText: plan.savedSearchName }) });
      await expectShownWhole(row.getByTestId('saved-search-link'), plan.savedSearchName);
      await expect(row.getByTestId('saved-search-details')).toHaveText(`Title: ${plan.payload.text}`);
    }
    await expectNothingRan(page, sprung, 'the saved searches page');
  });

  await test.step('standards results of each title search', async () => {
    for (const plan of plans) {
      await open(page, pagePaths.searchResults(plan.titleSearch));
      const said = page.getByTestId('results-summary').or(page.getByTestId('no-results').getByRole('heading', { level: 2 }));
      await expect(said).toContainText(`“${plan.payload.text}”`);
      await expectNothingRan(page, sprung, `the results of title search ${plan.payload.id}`);
    }
  });

  await test.step('collections results of each notes and tag search', async () => {
    for (const [index, plan] of plans.entries()) {
      await open(page, pagePaths.searchResults(plan.notesSearch));
      await expect(page.getByTestId('results-summary')).toContainText(`“${plan.payload.text}”`);
      const facet = (name: string) => page.getByTestId('facets').getByRole('group', { name });
      if (plan.tag) await expect(facet('Tags').getByText(plan.tag, { exact: true })).toBeVisible();
      // Every name is in the collections facet and the active collection's list of each page: one look suffices.
      if (index === 0) {
        for (const other of plans) {
          await expect(facet('My collections').getByText(other.collectionName, { exact: true })).toBeVisible();
          await expect(page.getByTestId('active-collection')).toContainText(other.collectionName);
        }
      }
      await expectNothingRan(page, sprung, `the results of collections search ${plan.payload.id}`);
    }
  });

  await test.step('search bar: the My collections and Tags lists', async () => {
    await open(page, pagePaths.searchIndex);
    const form = page.getByTestId('search-form');
    await form.getByRole('tab', { name: 'Collections' }).click();
    await form.getByRole('button', { name: 'Show filters' }).click();
    await form.getByRole('combobox', { name: 'My collections' }).click();
    for (const plan of plans) await expect(page.getByRole('option', { name: plan.collectionName, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await form.getByRole('combobox', { name: 'Tags' }).click();
    for (const plan of plans) if (plan.tag) await expect(page.getByRole('option', { name: plan.tag, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNothingRan(page, sprung, 'the search bar');
  });

  await test.step('reader: highlights, comments and replies', async () => {
    await open(page, pagePaths.reader(scope.docId, scope.versionId));
    await expect(page.getByTestId('reader-section').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Comments' }).click();
    for (const plan of plans) {
      const quote = shortQuote(plan.payload.text);
      await expect(page.getByTestId('reader-highlight').filter({ hasText: quote }).first()).toContainText(`“${quote}”`);
    }
    // A comment is HTML the server sanitised: it must show as that HTML's text, and nothing more.
    const texts = await page.evaluate(
      (htmls) => htmls.map((html) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''),
      plans.flatMap((plan) => [plan.commentHtml, plan.replyHtml]),
    );
    for (const [index, plan] of plans.entries()) {
      const comment = page.getByTestId('reader-comment').filter({ hasText: `comment-${plan.payload.id}` });
      await expect(comment.getByTestId('reader-comment-content')).toHaveText(texts[index * 2] ?? '');
    }
    const anchor = page.getByTestId('reader-comment').filter({ hasText: anchorText });
    await anchor.getByTestId('reader-replies-toggle').click();
    for (const [index, plan] of plans.entries()) {
      const reply = anchor.getByTestId('reader-reply').filter({ hasText: `reply-${plan.payload.id}` });
      await expect(reply.getByTestId('reader-reply-content')).toHaveText(texts[index * 2 + 1] ?? '');
    }
    await expectNothingRan(page, sprung, 'the reader');
  });

  // The figures the README quotes.
  const summary = `XSS sweep: ${Object.keys(FIELDS).length} fields, ${PAYLOADS.length} payloads, ${counts.writes} writes, ${counts.pages} pages opened`;
  testInfo.annotations.push({ type: 'xss', description: summary });
  console.log(summary);
  for (const [key, field] of Object.entries(FIELDS)) {
    const line = `${key} (at most ${field.max}): ${PAYLOADS.filter((payload) => payload.text.length <= field.max).length} payloads, shown on ${field.shownOn}`;
    testInfo.annotations.push({ type: 'xss field', description: line });
    console.log(`  ${line}`);
  }
});

test.afterAll(async ({ playwright }) => {
  if (made.scope === null) return;
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const headers = headersFor((await signInThroughApi(request, USER)).nonce);
  const { docId, versionId, subId } = made.scope;
  // Replies go with their comment, a highlight's comments with the highlight.
  for (const id of made.comments) expect((await request.delete(readerPaths.comment(docId, versionId, subId, id), { headers })).status()).toBe(200);
  for (const id of made.highlights) expect((await request.delete(readerPaths.highlight(docId, versionId, subId, id), { headers })).status()).toBe(200);
  for (const id of made.savedSearches) expect((await request.post(savedSearchPaths.remove(id), { headers })).status()).toBe(200);
  for (const id of made.collections) expect((await request.delete(collectionPaths.one(id), { headers })).status()).toBe(200);
  await request.dispose();
});
