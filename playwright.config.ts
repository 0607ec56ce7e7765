import { defineConfig, devices } from '@playwright/test';
import { E2E_BROWSERS, findE2eBrowser } from './scripts/e2e-browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 8787);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The e2e server's control (e2e/support/harness.ts): the next port. */
const CONTROL_PORT = PORT + 1;

/** Debian's Chromium (scripts/e2e-browser.ts; without one, the error names the full browser), with the flags this closed network needs. */
const chromium = {
  executablePath: findE2eBrowser() ?? E2E_BROWSERS[E2E_BROWSERS.length - 1],
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
