import { PAGE_ROUTE_PATTERNS, pagePaths } from '../common/routes.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expectAccountMenuReachable, expectNoHorizontalOverflow } from './support/layout.ts';
import { prepareScreenUser, type ScreenSetup } from './support/screen-setup.ts';
import { SCREEN_USERS } from './support/screen-users.ts';
import { captureViewport } from './support/session.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * Every page of the app in all seven languages at 320, 390 and 1440 px (issue: "phones in
 * every language"): nothing sticks out sideways, the account menu is in reach, and axe finds
 * nothing serious. Each language has its own user (e2e/fixtures/screen-users.json), whose
 * saved search, watch and export fill the lists. Every page route must be visited here.
 *
 * The phone test opens each page at 320 px, then widens the same page to 390 px and checks
 * its fit again: both widths are below the same breakpoints (one layout, one axe verdict), so
 * one page load serves both.
 */

const WIDTHS = [320, 1440] as const;
/** The wider phone each phone page is looked at again. */
const WIDER_PHONE = 390;

type Visit = { route: (typeof PAGE_ROUTE_PATTERNS)[number]; name: string; path: string; ready?: (page: Page) => Promise<void> };

function visitsFor(setup: ScreenSetup): Visit[] {
  const historic = setup.historicVersionId;
  return [
    { route: '/management/home/index', name: 'home', path: pagePaths.home },
    { route: '/management/search/index', name: 'search', path: pagePaths.searchIndex },
    { route: '/management/search/index/0/-/:searchContext', name: 'results', path: pagePaths.searchResults(setup.searchContext) },
    { route: '/management/display/index/:offset/:docId/-/:searchContext', name: 'display', path: pagePaths.display(0, setup.docId, setup.searchContext) },
    { route: '/management/display/version/:versionId/:docId', name: 'version', path: pagePaths.version(historic, setup.docId) },
    {
      route: '/management/display/version/:versionId/:docId/-/:searchContext',
      name: 'version-in-search',
      path: pagePaths.version(historic, setup.docId, setup.searchContext),
    },
    {
      route: '/management/reader/:docId/:versionId',
      name: 'reader',
      path: pagePaths.reader(setup.reader.docId, setup.reader.versionId),
      // Sections further on stay placeholders until the reader scrolls near them.
      ready: async (page) => {
        await expect(page.locator('#main-content h1').first()).toBeVisible();
        await expect(page.locator('[data-section-body]').first()).toBeVisible();
      },
    },
    { route: '/management/search/index/0/-/:searchContext', name: 'metals-results', path: pagePaths.searchResults(setup.metals.searchContext) },
    { route: '/management/metals/:id', name: 'metal', path: pagePaths.metal(setup.metals.metalId) },
    { route: '/management/metal-suppliers/:id', name: 'metal-supplier', path: pagePaths.metalSupplier(setup.metals.supplierId) },
    { route: '/management/search/index/0/-/:searchContext', name: 'materials-results', path: pagePaths.searchResults(setup.materials.searchContext) },
    { route: '/management/materials/:id', name: 'material', path: pagePaths.material(setup.materials.materialId) },
    { route: '/management/material-suppliers/:id', name: 'material-supplier', path: pagePaths.materialSupplier(setup.materials.supplierId) },
    { route: '/management/collections', name: 'collections', path: pagePaths.collections },
    { route: '/management/watches', name: 'watches', path: pagePaths.watchedDocuments },
    { route: '/management/search/saved', name: 'saved-searches', path: pagePaths.savedSearches },
    { route: '/management/exports', name: 'exports', path: pagePaths.exports },
    { route: '/management/account/organisation', name: 'organisation', path: pagePaths.organisation },
    { route: '/management/legislation', name: 'legislation-search', path: pagePaths.legislationSearch('words=machinery') },
    { route: '/management/legislation/acts/:id', name: 'legislation-act', path: pagePaths.legalAct(setup.legislation.actId) },
    { route: '/management/legislation/news', name: 'legislation-news', path: pagePaths.legislationNews },
    { route: '/management/legislation/news/:id', name: 'legislation-news-item', path: pagePaths.legislationNewsItem(setup.legislation.newsItemId) },
    { route: '/management/eu-law', name: 'eu-law', path: pagePaths.euLaw },
    { route: '/management/eu-law/saved/:id', name: 'eu-law-saved-search', path: pagePaths.euLawSavedSearch(setup.legislation.savedSearchId) },
    { route: '/management/onboarding', name: 'onboarding-cases', path: pagePaths.onboarding },
    { route: '/management/onboarding/:caseId', name: 'onboarding-wizard', path: pagePaths.onboardingCase(setup.onboardingCaseId) },
    { route: '/management/invitation/:token', name: 'invitation', path: pagePaths.invitation(setup.invitationToken) },
    { route: '/management', name: 'management', path: '/management' },
    { route: '/management/offline', name: 'offline', path: pagePaths.offline },
  ];
}

/** A page has settled when its heading shows and no skeleton or loader is left in it. */
async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator('#main-content h1').first()).toBeVisible();
  await expect(page.locator('#main-content [data-loading-placeholder], #main-content [role="status"] .mantine-Loader-root')).toHaveCount(0);
}

test('every page route of the app is looked at here', () => {
  const placeholder: ScreenSetup = { searchContext: 'x', docId: 1, historicVersionId: 1, reader: { docId: 1, versionId: 1 }, requestableDocId: 1, compare: { docId: 1, versionId: 1 }, metals: { searchContext: 'm', metalId: 1, supplierId: 1 }, materials: { searchContext: 'w', materialId: 1, supplierId: 1 }, legislation: { actId: 1, newsItemId: 1, savedSearchId: 1 }, onboardingCaseId: 'x', invitationToken: 'x' };
  expect(new Set(visitsFor(placeholder).map((visit) => visit.route))).toEqual(new Set(PAGE_ROUTE_PATTERNS));
});

for (const user of SCREEN_USERS) {
  for (const width of WIDTHS) {
    test.describe(`${user.locale} at ${width} px`, () => {
      const phone = width < 768;
      test.use({ viewport: { width, height: 900 }, isMobile: phone, hasTouch: phone, locale: user.locale });

      test('every page fits the screen, keeps the account menu in reach and passes axe', async ({ page }, testInfo) => {
        test.setTimeout(240_000);
        const setup = await prepareScreenUser(page, user, width);
        // E2E_SCREENS=material visits only the pages whose name holds it (while working on them); CI visits all.
        const only = process.env.E2E_SCREENS ?? '';
        for (const visit of visitsFor(setup).filter((entry) => entry.name.includes(only))) {
          await test.step(visit.name, async () => {
            await page.goto(visit.path);
            await (visit.ready ?? waitForPage)(page);
            await expect(page.locator('html')).toHaveAttribute('lang', user.locale);
            await expectNoHorizontalOverflow(page, `${visit.name} in ${user.locale} at ${width} px`);
            await expectAccessible(page, `${visit.name} in ${user.locale} at ${width} px`);
            await expectAccountMenuReachable(page);
            if (user.locale === 'de' || user.locale === 'zh') await captureViewport(page, testInfo, `screens-${visit.name}-${user.locale}-${width}`);
            if (phone) {
              await page.setViewportSize({ width: WIDER_PHONE, height: 900 });
              await expectNoHorizontalOverflow(page, `${visit.name} in ${user.locale} at ${WIDER_PHONE} px`);
              await expectAccountMenuReachable(page);
              await page.setViewportSize({ width, height: 900 });
            }
          });
        }
      });
    });
  }
}
