import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8787);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The e2e server's control (e2e/support/harness.ts): the next port. */
const CONTROL_PORT = PORT + 1;

/**
 * Debian's Chromium only (never a downloaded browser), with the flags this closed network needs. Its headless
 * shell (package chromium-headless-shell, the engine without the browser around it, as Playwright's own
 * headless runs use) when installed: the same specs took a third less time than in the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** The screens and dialogs specs run once, in a project of their own, over every language and width. */
const SCREENS_SPEC = /(screens|dialogs)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.artifacts/results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    locale: 'en-GB',
    // Tracing snapshots every action and costs the browser about a fifth of its time; CI keeps only the
    // failure's message and screenshot, so a trace is asked for (E2E_TRACE=1) while looking into a failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // Mantine honours it (theme.respectReducedMotion): no transition is ever caught half-way.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The installed app's service worker (issue 22) would answer from its caches across tests: only the specs
    // about it allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', testIgnore: SCREENS_SPEC, use: { viewport: { width: 1366, height: 900 } } },
    {
      name: 'mobile',
      testIgnore: SCREENS_SPEC,
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium', launchOptions: chromium },
    },
    // Every language at 320, 390 and 1440 px: the spec sets each viewport itself. Each test is one language at
    // one width, independent of the others, so both workers share them instead of one worker taking each file.
    { name: 'screens', testMatch: SCREENS_SPEC, fullyParallel: true },
  ],
  webServer: {
    // The Node running Playwright (24, from node_modules) also runs the server.
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    url: `${baseURL}/management/healthz`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', E2E_CONTROL_PORT: String(CONTROL_PORT) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
