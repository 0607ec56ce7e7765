import { existsSync } from 'node:fs';

/**
 * Debian's Chromium for the browser suite (never a downloaded browser), in order of preference: its
 * headless shell (package chromium-headless-shell, the engine without the browser around it, as
 * Playwright's own headless runs use; the same specs took a third less time), else the full browser.
 */
export const E2E_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

/** The first of E2E_BROWSERS installed here, or null when neither is. */
export function findE2eBrowser(): string | null {
  return E2E_BROWSERS.find((browser) => existsSync(browser)) ?? null;
}
