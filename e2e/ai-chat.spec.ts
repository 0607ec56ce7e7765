import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type TestInfo } from './support/test.ts';
import { aiPaths } from '../common/ai/ai.values.ts';
import { documentPaths, type DocumentDetail } from '../common/catalogue/document.contract.ts';
import { pagePaths } from '../common/routes.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import AI_PROBE from './fixtures/ai-probe.json' with { type: 'json' };
import { expectAccessible } from './support/accessibility.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { captureViewport, demoUsers, SCREEN_USER_PASSWORD, signInThroughApi } from './support/session.ts';

/**
 * The AI assistant (portal-area.md §2 "AI chat assistant", §4 "Chat wizard", "Sending a prompt")
 * on the real RFC 5322 the e2e server imports from the shared data, and on a document whose text
 * is markup written as text (e2e/fixtures/ai-probe.txt). The desktop and phone projects run side
 * by side as different users, so each sees only its own chats.
 */

const sharedData = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(import.meta.dirname, '..', '..', 'shared', 'data'));
const hasRfcTexts = existsSync(path.join(sharedData, 'fulltext', 'rfc5322.txt'));

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const userFor = (testInfo: TestInfo) => (isPhone(testInfo) ? demoUsers.admin : demoUsers.member);

type Found = { docId: number; versionId: number };

/** Signs in, then finds the document and its version with full text through the API. */
async function signInAndFind(page: Page, email: string, number: string, password?: string): Promise<Found> {
  const profile = await signInThroughApi(page, email, password);
  const response = await page.request.post(searchPaths.ajax('standards'), {
    headers: { accept: 'application/json', 'x-nonce': profile.nonce },
    multipart: { query_1: number, mainsearch: '1', filterby: 'all' },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { records: { doc_id: number; name: string }[] } };
  const record = data.records.find((candidate) => candidate.name === number);
  expect(record, `${number} is in the catalogue`).toBeDefined();
  const detail = await page.request.get(documentPaths.detail(record?.doc_id ?? 0));
  const { data: document } = (await detail.json()) as { data: DocumentDetail };
  const withText = document.versions.find((version) => version.number === number && version.hasContent);
  expect(withText, `${number} has a version with full text`).toBeDefined();
  return { docId: document.docId, versionId: withText?.versionId ?? 0 };
}

const chatWindow = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('ai-history-pane').or(page.getByTestId('ai-conversation')) });

/** The conversation, with the history beside it on a desktop and behind a toggle on a phone. */
async function showHistory(chat: Locator, testInfo: TestInfo) {
  if (isPhone(testInfo)) await chat.getByTestId('ai-history-toggle').click();
  await expect(chat.getByTestId('ai-history')).toBeVisible();
}
async function showConversation(chat: Locator, testInfo: TestInfo) {
  if (isPhone(testInfo)) await chat.getByTestId('ai-history-close').click();
  await expect(chat.getByTestId('ai-conversation')).toBeVisible();
}

/** Asks a question from the box (Enter sends) and waits for the answer; answers the reply's message element. */
async function ask(chat: Locator, question: string): Promise<Locator> {
  const replies = chat.locator('[data-testid="ai-message"]:not([data-role="user"])');
  const before = await replies.count();
  const input = chat.getByTestId('ai-input');
  await input.fill(question);
  await input.press('Enter');
  await expect(chat.locator('[data-testid="ai-message"][data-role="user"]').last()).toHaveText(new RegExp(escapeRegExp(question)));
  await expect(replies).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(chat.getByTestId('ai-thinking')).toHaveCount(0);
  return replies.last();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('on RFC 5322', () => {
  test.skip(!hasRfcTexts, `The assistant's tests ask the real RFC 5322 from ${path.join(sharedData, 'fulltext')}, which is not on this machine (CI has it).`);

  test('from the document: the wizard, an FAQ, a cited answer into the reader; from the reader: history, rating, renaming, searching and deleting', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const token = `${testInfo.project.name}-${Date.now()}`;
    const rfc = await signInAndFind(page, userFor(testInfo), 'RFC 5322');
    await page.goto(pagePaths.version(rfc.versionId, rfc.docId));

    // version-selection: the versions with full text, the current one first.
    await page.getByTestId('ask-ai').click();
    const chat = chatWindow(page);
    await expect(chat).toBeVisible();
    await expect(chat.getByRole('heading', { level: 2 })).toContainText('RFC 5322');
    const conversation = chat.getByTestId('ai-conversation');
    await expect(conversation).toHaveAttribute('data-step', 'version-selection');
    await expect(chat.getByTestId('ai-version').first()).toBeVisible();
    await expect(chat.getByRole('heading', { name: 'Which version should the assistant read?' })).toBeFocused();
    await expectNoHorizontalOverflow(page, 'the assistant at version-selection');
    await expectAccessible(page, 'the assistant at version-selection');
    await captureViewport(page, testInfo, 'ai-chat-versions');

    // The version's only language (English, the user's own) is picked without asking: on to the FAQs.
    await chat.locator(`[data-testid="ai-version"][data-version-id="${rfc.versionId}"]`).click();
    await expect(conversation).toHaveAttribute('data-step', 'faq-selection');
    const faqStep = chat.getByTestId('ai-step-faq');
    // Generation is queued when the version has no FAQs yet; the panel waits for it (polling every 2 s, up to 30 s).
    await expect(faqStep).toHaveAttribute('data-faq-state', 'active', { timeout: 40_000 });
    await expectAccessible(page, 'the assistant at faq-selection');
    await captureViewport(page, testInfo, 'ai-chat-faq');

    // Picking a question asks it as the first one.
    const firstFaq = faqStep.getByTestId('ai-faq').first();
    const question = (await firstFaq.locator('p').first().innerText()).trim();
    await firstFaq.getByTestId('ai-faq-ask').click();
    await expect(conversation).toHaveAttribute('data-step', 'chat-messaging');
    await expect(chat.locator('[data-testid="ai-message"][data-role="user"]').first()).toHaveText(new RegExp(escapeRegExp(question)));
    const firstReply = chat.locator('[data-testid="ai-message"]:not([data-role="user"])').first();
    await expect(firstReply).toHaveAttribute('data-role', 'assistant', { timeout: 30_000 });
    await expect(conversation).not.toHaveAttribute('data-chat-id', '');
    const chatId = (await conversation.getAttribute('data-chat-id')) ?? '';
    await expect(chat.getByTestId('ai-quota')).toHaveText(/^\d+ used, \d+ available this month$/);

    // A question of one's own: the answer quotes the document and cites the section, as a link into the reader.
    // With more than 3 messages the chat, still under its temporary title, asks the server for one (§4, §9).
    const titled = page.waitForResponse((response) => response.url().endsWith(aiPaths.call('generateChatTitle')));
    const reply = await ask(chat, 'what is folding white space');
    expect((await titled).status()).toBe(200);
    await expect(reply).toHaveAttribute('data-role', 'assistant');
    await expect(reply.getByTestId('ai-message-text')).toContainText(/white space/i);
    const citation = reply.getByTestId('ai-citation').filter({ hasText: /^§ [\d.]+ .*White Space/i }).first();
    await expect(citation).toBeVisible();
    await expect(page.getByTestId('ai-announcer')).toContainText(/white space/i);
    await expect(chat.getByTestId('ai-input')).toBeFocused();
    await expectNoHorizontalOverflow(page, 'the assistant at chat-messaging');
    await expectAccessible(page, 'the assistant at chat-messaging');
    await captureViewport(page, testInfo, 'ai-chat-answer');

    // The citation opens the reader at its section with the quoted passage marked and on screen.
    const href = (await citation.getAttribute('href')) ?? '';
    const target = new URL(href, page.url());
    const quoted = target.searchParams.get('quote') ?? '';
    expect(target.pathname).toBe(`/management/reader/${rfc.docId}/${rfc.versionId}`);
    expect(quoted).not.toBe('');
    await citation.click();
    await expect(page).toHaveURL(new RegExp(`/management/reader/${rfc.docId}/${rfc.versionId}\\?section=`));
    const mark = page.getByTestId('quote-match');
    await expect(mark).toBeVisible();
    await expect(mark).toBeInViewport();
    const markedWords = (await mark.allInnerTexts()).join(' ').replace(/\s+/g, ' ').trim().toLowerCase();
    expect(markedWords.length).toBeGreaterThan(10);
    expect(quoted.replace(/\s+/g, ' ').trim().toLowerCase()).toContain(markedWords.split(' ').slice(0, 3).join(' '));
    await captureViewport(page, testInfo, 'ai-chat-reader-quote');

    // From the reader the window opens on the version being read: past the versions, at the FAQs.
    await page.getByTestId('reader-toolbar').getByTestId('ask-ai').click();
    const again = chatWindow(page);
    await expect(again.getByTestId('ai-conversation')).toHaveAttribute('data-step', 'faq-selection');

    // The chat is in the history (newest first, today); opening it shows its messages.
    await showHistory(again, testInfo);
    await expect(again.getByTestId('ai-history-group').first()).toHaveText(/today/i);
    const item = again.locator(`[data-testid="ai-history-item"][data-chat-id="${chatId}"]`);
    await expect(item).toBeVisible();
    await item.getByTestId('ai-history-open').click();
    // On a phone the panel gives way to the conversation it opened.
    await expect(again.getByTestId('ai-history')).toBeVisible({ visible: !isPhone(testInfo) });
    const reopened = again.getByTestId('ai-conversation');
    await expect(reopened).toHaveAttribute('data-step', 'chat-messaging');
    await expect(reopened).toHaveAttribute('data-chat-id', chatId);
    await expect(again.getByTestId('ai-message')).toHaveCount(4);

    // A citation followed from the reader itself: the window closes and the reader jumps to the quoted passage.
    // The reopened chat first scrolls to its last message (200 ms after it shows); a click before that lands where the list then moves.
    const messages = again.getByTestId('ai-messages');
    await expect.poll(() => messages.evaluate((list) => list.scrollHeight - list.clientHeight - list.scrollTop <= 1)).toBe(true);
    const other = again.locator('[data-testid="ai-message"][data-role="assistant"]').first().getByTestId('ai-citation').first();
    const otherTarget = new URL((await other.getAttribute('href')) ?? '', page.url());
    await other.click();
    await expect(again).toBeHidden();
    // (The address then follows the reading position, which after a short section may already name the next one.)
    const otherMark = page.locator(`[data-section-body="${otherTarget.searchParams.get('section') ?? ''}"] [data-testid="quote-match"]`).first();
    await expect(otherMark).toBeInViewport();
    // Opened again, the window is where it was left.
    await page.getByTestId('reader-toolbar').getByTestId('ask-ai').click();
    await expect(again.getByTestId('ai-conversation')).toHaveAttribute('data-chat-id', chatId);
    await expect(again.getByTestId('ai-message')).toHaveCount(4);

    // Rating: thumbs up on the last answer, shown once the server has it; pressed again, taken back.
    const rating = again.locator('[data-testid="ai-message"][data-role="assistant"]').last().getByTestId('ai-rating');
    await rating.getByTestId('ai-rate-up').click();
    await expect(rating.getByTestId('ai-rate-up')).toHaveAttribute('aria-pressed', 'true');
    await expect(rating).toHaveAttribute('data-rating', '1');
    await rating.getByTestId('ai-rate-down').click();
    await expect(rating.getByTestId('ai-rate-down')).toHaveAttribute('aria-pressed', 'true');
    await expect(rating.getByTestId('ai-rate-up')).toHaveAttribute('aria-pressed', 'false');

    // Renaming in place: Escape gives up (the window stays), Enter saves.
    await showHistory(again, testInfo);
    const row = again.locator(`[data-testid="ai-history-item"][data-chat-id="${chatId}"]`);
    await row.getByTestId('ai-history-rename').click();
    await expect(row.getByTestId('ai-rename-input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(row.getByTestId('ai-rename-input')).toHaveCount(0);
    await expect(again).toBeVisible();
    await row.getByTestId('ai-history-rename').click();
    await expect(row.getByTestId('ai-rename-input')).toBeFocused();
    await row.getByTestId('ai-rename-input').fill(`Folding ${token}`);
    await row.getByTestId('ai-rename-input').press('Enter');
    await expect(row.getByTestId('ai-history-open')).toHaveText(`Folding ${token}`);

    // Searching the history finds it by its new title.
    await again.getByTestId('ai-history-search').fill(token);
    const results = again.getByTestId('ai-history-results');
    await expect(results.getByTestId('ai-history-item')).toHaveCount(1);
    await expect(results.getByTestId('ai-history-open')).toHaveText(`Folding ${token}`);
    await expectAccessible(page, 'the assistant with a history search');
    await captureViewport(page, testInfo, 'ai-chat-history');

    // Deleting the open chat, once confirmed, starts a new one; Escape on the confirmation closes it alone.
    await results.getByTestId('ai-history-delete').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this chat?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(`Folding ${token}`);
    await expectAccessible(page, 'the delete confirmation');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(again).toBeVisible();
    await expect(results.getByTestId('ai-history-item')).toHaveCount(1);
    await results.getByTestId('ai-history-delete').click();
    await confirm.getByRole('button', { name: 'Delete chat' }).click();
    await expect(confirm).toBeHidden();
    await expect(again.getByTestId('ai-history-empty')).toBeVisible();
    await again.getByTestId('ai-history-search').fill('');
    await expect(again.locator(`[data-testid="ai-history-item"][data-chat-id="${chatId}"]`)).toHaveCount(0);
    await showConversation(again, testInfo);
    await expect(again.getByTestId('ai-conversation')).toHaveAttribute('data-step', 'version-selection');
    await expect(again.getByTestId('ai-conversation')).toHaveAttribute('data-chat-id', '');

    // Escape closes the window.
    await again.getByTestId('ai-version').first().focus();
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();
  });
});

test('a document whose text is markup: the answer shows it as text, and nothing in it runs', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const user = AI_PROBE.users.find((candidate) => candidate.project === testInfo.project.name);
  expect(user, `a probe user for the ${testInfo.project.name} project`).toBeDefined();
  const probe = await signInAndFind(page, user?.email ?? '', AI_PROBE.document.number, SCREEN_USER_PASSWORD);
  await page.goto(pagePaths.version(probe.versionId, probe.docId));
  await page.getByTestId('ask-ai').click();
  const chat = chatWindow(page);
  await chat.getByTestId('ai-version').first().click();
  await chat.getByTestId('ai-faq-skip').click();
  await expect(chat.getByTestId('ai-conversation')).toHaveAttribute('data-step', 'chat-messaging');
  await expect(chat.getByTestId('ai-input')).toBeFocused();

  const reply = await ask(chat, 'What do the image sample and the script sample read?');
  await expect(reply).toHaveAttribute('data-role', 'assistant');
  const text = reply.getByTestId('ai-message-text');
  await expect(text).toContainText(/<img src=x onerror="window\.__pwned=1">|<script>window\.__pwned=1<\/script>/);
  // The markup is text: no element was made of it, and its script never ran.
  await expect(reply.locator('img, script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();

  // Nor in the reader, where the citation marks the quoted passage.
  const citation = reply.getByTestId('ai-citation').first();
  await expect(citation).toBeVisible();
  await citation.click();
  await expect(page.getByTestId('quote-match').first()).toBeVisible();
  await expect(page.getByTestId('reader-article').locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

test('a setup that cannot be read: the window says why, and retries when the reason may pass', async ({ page }, testInfo) => {
  const user = AI_PROBE.users.find((candidate) => candidate.project === testInfo.project.name);
  const probe = await signInAndFind(page, user?.email ?? '', AI_PROBE.document.number, SCREEN_USER_PASSWORD);
  const setupCall = `**${aiPaths.call('getChatSetup')}`;

  // A refusal is final: the reason, no retry.
  await page.route(setupCall, (route) => route.fulfill({ status: 403, json: { status: 'error', code: 403, data: { reason: 'Forbidden', reasonKey: 'errors.forbidden' } } }));
  await page.goto(pagePaths.version(probe.versionId, probe.docId));
  await page.getByTestId('ask-ai').click();
  const refused = page.getByTestId('ai-setup-failed');
  await expect(refused).toContainText('None of this document’s versions with full text is in your subscription');
  await expect(refused.getByRole('button')).toHaveCount(0);
  await page.unroute(setupCall);

  // A server failure may pass: the reason and a retry that opens the wizard once the server answers.
  await page.route(setupCall, (route) => route.fulfill({ status: 503, json: { status: 'error', code: 503, data: { reason: 'Unavailable', reasonKey: 'errors.unavailable' } } }));
  await page.reload();
  await page.getByTestId('ask-ai').click();
  const failed = page.getByTestId('ai-setup-failed');
  await expect(failed).toContainText('The service is temporarily unavailable.');
  await expectAccessible(page, 'the chat window that could not open');
  await page.unroute(setupCall);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(chatWindow(page).getByTestId('ai-version').first()).toBeVisible();
});
