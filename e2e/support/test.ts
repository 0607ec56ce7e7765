import { test as base } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request, TestInfo } from '@playwright/test';

/**
 * The browser suite's `test`: every test ends with axe-core over the screen it leaves
 * (page, and any dialog still open), so a screen a test reaches cannot regress unnoticed.
 * Specs import `test` from here, never from '@playwright/test' (ESLint enforces it).
 */
export const test = base.extend<{ accessibleAtEnd: void }>({
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      await use();
      const reachedApp = new URL(page.url(), 'http://localhost').pathname.startsWith('/management');
      if (testInfo.status === testInfo.expectedStatus && testInfo.expectedStatus === 'passed' && reachedApp && !page.isClosed()) {
        await expectAccessible(page, `the screen "${testInfo.title}" ends on`);
      }
    },
    { auto: true },
  ],
});
