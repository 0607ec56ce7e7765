import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pagePaths } from '../common/routes.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { prepareScreenUser, type ScreenSetup } from './support/screen-setup.ts';
import { SCREEN_USERS } from './support/screen-users.ts';
import { captureViewport } from './support/session.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

/**
 * Every dialog, drawer and overlay of the app in all seven languages on a 320 px phone and a
 * 1440 px desktop: it opens, fits the screen and passes axe. DIALOGS names the source file of
 * each; the inventory test below fails when a file renders a dialog this spec does not open.
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

async function openFrom(page: Page, path: string, opener: Locator): Promise<Locator> {
  await page.goto(path);
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
    source: 'features/search-bar/field-overlay.tsx',
    name: 'field-overlay',
    on: 'phone',
    open: (page) => openFrom(page, pagePaths.searchIndex, page.getByTestId('search-form').locator('button[aria-haspopup="dialog"]').first()),
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
    source: 'components/ui/confirm-dialog.tsx',
    name: 'confirm-delete-saved-search',
    on: 'both',
    open: (page) => openFrom(page, pagePaths.savedSearches, page.getByTestId('saved-search-delete').first()),
  },
];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourcesUnder(full) : full.endsWith('.tsx') ? [full] : [];
  });
}

test('every file that renders a dialog, drawer or overlay has its dialog opened here', () => {
  const webDir = path.resolve(import.meta.dirname, '..', 'web');
  const rendersDialog = /<(Modal|Drawer)[\s.>]|openConfirmModal\(/;
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
        test.setTimeout(180_000);
        const setup = await prepareScreenUser(page, user, width);
        for (const entry of DIALOGS.filter((candidate) => candidate.on === 'both' || candidate.on === (phone ? 'phone' : 'desktop'))) {
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
