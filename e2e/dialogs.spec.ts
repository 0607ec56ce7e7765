import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pagePaths } from '../common/routes.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { grantThroughApi, profileThroughApi } from './support/offline-grants.ts';
import { openMetalsTab } from './support/search-tabs.ts';
import { prepareScreenUser, type ScreenSetup } from './support/screen-setup.ts';
import { SCREEN_USERS } from './support/screen-users.ts';
import { captureViewport } from './support/session.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

/**
 * Every dialog, drawer and overlay of the app in all seven languages on a 320 px phone and a
 * 1440 px desktop: it opens, fits the screen and passes axe. DIALOGS names the source file of
 * each; the inventory test below fails when a file renders a dialog (a modal, a drawer, or a
 * popover made a dialog, like the app switcher) this spec does not open.
 */

type Dialog = {
  /** The file (under web/) that renders the dialog; confirm-dialog.tsx serves every confirmation. */
  source: string;
  name: string;
  /** Where it is offered: some only on a phone (overlays, drawers), some everywhere. */
  on: 'phone' | 'desktop' | 'both';
  open: (page: Page, setup: ScreenSetup) => Promise<Locator>;
};

const dialog = (page: Page) => page.getByRole('dialog');

/** Opens the dialog from the page at path, loading it only when the previous dialog was opened elsewhere. */
async function openFrom(page: Page, path: string, opener: Locator): Promise<Locator> {
  const current = new URL(page.url());
  if (`${current.pathname}${current.search}` !== path) await page.goto(path);
  await opener.click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

const DIALOGS: Dialog[] = [
  {
    source: 'features/saved-searches/save-search-modal.tsx',
    name: 'save-search',
    on: 'both',
    open: (page, setup) => openFrom(page, pagePaths.searchResults(setup.searchContext), page.getByTestId('save-search')),
  },
  {
    source: 'features/exports/export-modal.tsx',
    name: 'export',
    on: 'both',
    open: (page, setup) => openFrom(page, pagePaths.searchResults(setup.searchContext), page.getByTestId('export-button')),
  },
  {
    source: 'features/search-results/search-results-view.tsx',
    name: 'filters-drawer',
    on: 'phone',
    open: (page, setup) => openFrom(page, pagePaths.searchResults(setup.searchContext), page.getByTestId('open-filters')),
  },
  {
    source: 'features/materials-results/materials-results-view.tsx',
    name: 'metals-filters-drawer',
    on: 'phone',
    open: (page, setup) => openFrom(page, pagePaths.searchResults(setup.metals.searchContext), page.getByTestId('materials-open-filters')),
  },
  {
    source: 'features/exports/export-modal.tsx',
    name: 'metals-export',
    on: 'both',
    open: (page, setup) => openFrom(page, pagePaths.searchResults(setup.metals.searchContext), page.getByTestId('export-button')),
  },
  {
    source: 'features/materials-results/materials-results-view.tsx',
    name: 'materials-filters-drawer',
    on: 'phone',
    open: (page, setup) => openFrom(page, pagePaths.searchResults(setup.materials.searchContext), page.getByTestId('materials-open-filters')),
  },
  {
    source: 'features/exports/export-modal.tsx',
    name: 'materials-export',
    on: 'both',
    open: (page, setup) => openFrom(page, pagePaths.searchResults(setup.materials.searchContext), page.getByTestId('export-button')),
  },
  {
    source: 'features/search-bar/range-rows-dialog.tsx',
    name: 'materials-thermal-popup',
    on: 'both',
    open: async (page) => {
      await openMetalsTab(page, 'materials');
      return openFrom(page, pagePaths.searchIndex, page.getByTestId('materials-thermal-properties'));
    },
  },
  {
    source: 'features/search-bar/field-overlay.tsx',
    name: 'field-overlay',
    on: 'phone',
    open: (page) => openFrom(page, pagePaths.searchIndex, page.getByTestId('search-form').locator('button[aria-haspopup="dialog"]').first()),
  },
  {
    source: 'features/search-bar/range-rows-dialog.tsx',
    name: 'metals-chemical-popup',
    on: 'both',
    open: async (page) => {
      await openMetalsTab(page, 'metals');
      return openFrom(page, pagePaths.searchIndex, page.getByTestId('metals-chemical'));
    },
  },
  {
    source: 'features/search-bar/chosen-descriptions.tsx',
    name: 'chosen-descriptions',
    on: 'both',
    open: async (page) => {
      await openMetalsTab(page, 'metalsSupplier');
      return openFrom(page, pagePaths.searchIndex, page.getByTestId('metal-suppliers-descriptions-chosen'));
    },
  },
  {
    source: 'features/reader/reader-view.tsx',
    name: 'reader-drawer',
    on: 'phone',
    open: (page, setup) => openFrom(page, pagePaths.reader(setup.reader.docId, setup.reader.versionId), page.getByTestId('reader-contents')),
  },
  {
    source: 'features/saved-searches/edit-saved-search-modal.tsx',
    name: 'edit-saved-search',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.savedSearches, page.getByTestId('saved-search-edit').first()),
  },
  {
    source: 'features/collections/rename-collection-modal.tsx',
    name: 'rename-collection',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.collections, page.getByTestId('collection-rename').first()),
  },
  {
    source: 'features/home/announcements-content.tsx',
    name: 'announcement-editor',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.home, page.getByTestId('announcement-new')),
  },
  {
    source: 'features/home/requests-content.tsx',
    name: 'request-decision',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.home, page.getByTestId('request-approve').first()),
  },
  {
    source: 'features/document-actions/request-access.tsx',
    name: 'request-access',
    on: 'both',
    open: (page, setup) => openFrom(page, pagePaths.version(0, setup.requestableDocId), page.getByTestId('request-access')),
  },
  {
    source: 'features/ai-chat/chat-window.tsx',
    name: 'ai-chat-wizard',
    on: 'both',
    open: (page, setup) => openFrom(page, pagePaths.version(setup.reader.versionId, setup.reader.docId), page.getByTestId('ask-ai')),
  },
  {
    source: 'features/ai-chat/chat-window.tsx',
    name: 'ai-chat-messaging',
    on: 'both',
    open: async (page, setup) => {
      const chat = await openFrom(page, pagePaths.version(setup.reader.versionId, setup.reader.docId), page.getByTestId('ask-ai'));
      await askTheAssistant(chat);
      return chat;
    },
  },
  {
    source: 'components/ui/confirm-dialog.tsx',
    name: 'confirm-delete-ai-chat',
    on: 'both',
    open: async (page, setup) => {
      const chat = await openFrom(page, pagePaths.version(setup.reader.versionId, setup.reader.docId), page.getByTestId('ask-ai'));
      // The chat the messaging step asked is in the history (beside the conversation, or behind its toggle on a phone).
      // The toolbar is drawn once the window has its setup; only then does the toggle's absence mean a desktop.
      await expect(chat.getByTestId('ai-new-chat')).toBeVisible();
      if ((page.viewportSize()?.width ?? 0) < 768) await chat.getByTestId('ai-history-toggle').click();
      await chat.getByTestId('ai-history-delete').first().click();
      const confirm = page.getByRole('dialog').filter({ hasNot: page.getByTestId('ai-history') });
      await expect(confirm).toBeVisible();
      return confirm;
    },
  },
  {
    source: 'features/ai-compare/compare-window.tsx',
    name: 'ai-compare-toc',
    on: 'both',
    open: async (page, setup) => {
      const compare = await openCompare(page, setup);
      await expect(compare.locator('[data-testid="compare-section"]').first()).toBeVisible();
      return compare;
    },
  },
  {
    source: 'features/ai-compare/compare-window.tsx',
    name: 'ai-compare-summary',
    on: 'both',
    open: async (page, setup) => {
      const compare = await openCompare(page, setup);
      await compareWholeDocuments(compare);
      return compare;
    },
  },
  {
    source: 'features/ai-compare/compare-window.tsx',
    name: 'ai-compare-history',
    on: 'both',
    open: async (page, setup) => {
      const compare = await openCompare(page, setup);
      await compare.getByTestId('compare-to-history').click();
      // The summary step compared the documents: the history lists it.
      await expect(compare.getByTestId('compare-history-item').first()).toBeVisible();
      return compare;
    },
  },
  {
    source: 'components/ui/confirm-dialog.tsx',
    name: 'confirm-delete-compare',
    on: 'both',
    open: async (page, setup) => {
      const compare = await openCompare(page, setup);
      await compare.getByTestId('compare-to-history').click();
      await compare.getByTestId('compare-history-delete').first().click();
      const confirm = page.getByRole('dialog').filter({ hasNot: page.getByTestId('compare-frame') });
      await expect(confirm).toBeVisible();
      return confirm;
    },
  },
  {
    source: 'features/app-switcher/app-switcher.tsx',
    name: 'app-switcher',
    on: 'both',
    open: async (page) => {
      const switcher = await openFrom(page, pagePaths.home, page.getByTestId('app-switcher'));
      // The add-ons' states load when it opens: looked at once they show.
      await expect(switcher.getByTestId('app-switcher-euLaw')).toBeVisible();
      return switcher;
    },
  },
  {
    source: 'features/legislation-search/save-legislation-search-modal.tsx',
    name: 'save-legislation-search',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.legislationSearch('words=machinery'), page.getByTestId('save-legislation-search')),
  },
  {
    source: 'features/legislation-search/legislation-results-view.tsx',
    name: 'legislation-filters-drawer',
    on: 'phone',
    open: (page) => openFrom(page, pagePaths.legislationSearch('words=machinery'), page.getByTestId('legislation-open-filters')),
  },
  {
    source: 'pages/eu-law/edit-eu-law-search-modal.tsx',
    name: 'edit-eu-law-search',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.euLaw, page.getByTestId('eu-law-edit').first()),
  },
  {
    source: 'components/ui/confirm-dialog.tsx',
    name: 'confirm-delete-eu-law-search',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.euLaw, page.getByTestId('eu-law-delete').first()),
  },
  {
    source: 'features/member-invitations/invite-dialog.tsx',
    name: 'invite-member',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.organisation, page.getByTestId('invite-open')),
  },
  {
    source: 'features/member-invitations/csv-invite-dialog.tsx',
    name: 'invite-members-csv',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.organisation, page.getByTestId('csv-open')),
  },
  {
    source: 'components/ui/confirm-dialog.tsx',
    name: 'confirm-revoke-invitation',
    on: 'both',
    // The setup invited an address of the user's organisation: its invitation is pending.
    open: (page) => openFrom(page, pagePaths.organisation, page.getByTestId('invitation-revoke').first()),
  },
  {
    source: 'components/ui/confirm-dialog.tsx',
    name: 'confirm-revoke-offline-grant',
    on: 'both',
    // The user makes the reader's document available offline (as the reader does), so the organisation's list has an active copy.
    open: async (page, setup) => {
      await grantThroughApi(page.request, await profileThroughApi(page.request), setup.reader.docId, setup.reader.versionId);
      await page.goto(pagePaths.organisation);
      return openFrom(page, pagePaths.organisation, page.getByTestId('offline-grant-revoke').first());
    },
  },
  {
    source: 'components/ui/confirm-dialog.tsx',
    name: 'confirm-delete-saved-search',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.savedSearches, page.getByTestId('saved-search-delete').first()),
  },
];

/** Passes the assistant's wizard (the first version; its first language unless it has the user's own; no FAQ) and asks one question. */
async function askTheAssistant(chat: Locator): Promise<void> {
  await chat.getByTestId('ai-version').first().click();
  const language = chat.getByTestId('ai-language').first();
  const skip = chat.getByTestId('ai-faq-skip');
  await expect(language.or(skip)).toBeVisible();
  if (await language.isVisible()) await language.click();
  await skip.click();
  await chat.getByTestId('ai-input').fill('What is the scope of this document?');
  await chat.getByTestId('ai-input').press('Enter');
  await expect(chat.locator('[data-testid="ai-message"]:not([data-role="user"])')).toHaveCount(1, { timeout: 30_000 });
  await expect(chat.getByTestId('ai-thinking')).toHaveCount(0);
}

/** The compare window on a document with two versions with full text, at compare-toc. */
async function openCompare(page: Page, setup: ScreenSetup): Promise<Locator> {
  const compare = await openFrom(page, pagePaths.version(setup.compare.versionId, setup.compare.docId), page.getByTestId('compare-open'));
  await expect(compare.getByTestId('compare-toc')).toBeVisible();
  return compare;
}

/** Compares the whole documents in the first response format and waits for the summary (the first poll is 10 s after starting). */
async function compareWholeDocuments(compare: Locator): Promise<void> {
  await compare.getByTestId('compare-format').selectOption({ index: 1 });
  await compare.getByTestId('compare-start').click();
  await expect(compare.getByTestId('compare-summary')).toBeVisible({ timeout: 60_000 });
  await expect(compare.getByTestId('compare-redline-pair').first()).toBeVisible();
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourcesUnder(full) : full.endsWith('.tsx') ? [full] : [];
  });
}

test('every file that renders a dialog, drawer or overlay has its dialog opened here', () => {
  const webDir = path.resolve(import.meta.dirname, '..', 'web');
  const rendersDialog = /<(Modal|Drawer)[\s.>]|openConfirmModal\(|role="dialog"/;
  const found = sourcesUnder(webDir)
    .filter((file) => rendersDialog.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(webDir, file));
  expect(found.sort()).toEqual([...new Set(DIALOGS.map((entry) => entry.source))].sort());
});

for (const user of SCREEN_USERS) {
  for (const width of [320, 1440] as const) {
    test.describe(`${user.locale} at ${width} px`, () => {
      const phone = width < 768;
      test.use({ viewport: { width, height: 800 }, isMobile: phone, hasTouch: phone, locale: user.locale });

      test('every dialog opens, fits the screen and passes axe', async ({ page }, testInfo) => {
        // Each language opens about thirty dialogs, the AI compare among them (a compare job, first polled after 10 s).
        test.setTimeout(360_000);
        const setup = await prepareScreenUser(page, user, width);
        // E2E_DIALOGS=ai-compare opens only the dialogs whose name holds it (while working on them); CI opens all.
        const only = process.env.E2E_DIALOGS ?? '';
        for (const entry of DIALOGS.filter((candidate) => (candidate.on === 'both' || candidate.on === (phone ? 'phone' : 'desktop')) && candidate.name.includes(only))) {
          await test.step(entry.name, async () => {
            const opened = await entry.open(page, setup);
            await expect(opened).toBeInViewport();
            await expectNoHorizontalOverflow(page, `${entry.name} in ${user.locale} at ${width} px`);
            await expectAccessible(page, `${entry.name} in ${user.locale} at ${width} px`);
            if (user.locale === 'de') await captureViewport(page, testInfo, `dialog-${entry.name}-${user.locale}-${width}`);
            await page.keyboard.press('Escape');
            await expect(opened).toBeHidden();
          });
        }
      });
    });
  }
}
