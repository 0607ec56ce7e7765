import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/** WCAG 2.0-2.2 A and AA, and axe's best practices (landmarks, heading order, focusable scroll regions). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  // axe marks this WCAG 2.5.3 rule experimental; a newcomer tripped over it, so it runs too.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only the violations are read: passes and incomplete checks come back as one node each.
  resultTypes: ['violations'],
  // The app draws no frames of its own.
  iframes: false,
};

/**
 * axe-core's own script, put into a page once per document. The AxeBuilder of @axe-core/playwright
 * injects it again on every call and finishes each run in a new blank page: three to five times
 * the work of the run itself, most of the browser suite's time on the screens and dialogs gates.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type AxeWindow = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * One axe run over a settled page: null when the page is not drawn yet (its code still downloading,
 * no level-one heading in the outlet, or a region still loading), or when it changed under the run (the heading it started
 * with gone, or another address), as just after a click that navigates.
 */
async function runAxeOnce(page: Page): Promise<AxeResults | null> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const axe = (window as unknown as AxeWindow).axe;
    if (!axe) return null;
    const heading = document.querySelector('h1');
    // A region still loading (aria-busy: a results list dimmed while its next page comes) is not the page's settled state.
    if (!heading || document.querySelector('[data-testid="page-loading"], [aria-busy="true"]')) return null;
    const address = location.href;
    const results = await axe.run(document, options);
    return heading.isConnected && location.href === address ? results : null;
  }, AXE_OPTIONS);
}

/** Runs axe once the page is drawn and holds still for the whole run. */
async function runAxe(page: Page, what: string): Promise<AxeResults> {
  let results: AxeResults | null = null;
  await expect
    .poll(
      async () => {
        await waitForStillness(page);
        results = await runAxeOnce(page);
        return results !== null;
      },
      // Every page has a level-one heading (page-has-heading-one blocks below): a page that never shows one fails here.
      // The timeout bounds one run too: axe over the API reference's 12,000 elements took 30-45 s on a slow host.
      { message: `${what} is drawn, with a level-one heading, and holds still while axe runs`, intervals: [100, 250, 500], timeout: 90_000 },
    )
    .toBe(true);
  if (!results) throw new Error(`no axe results for ${what}`);
  return results;
}

/**
 * Rules that fail the gate whatever axe's impact says: besides every serious or critical
 * violation, the moderate ones a newcomer tripped over (duplicate banners, skipped headings).
 */
const ALWAYS_BLOCKING = new Set(['heading-order', 'landmark-no-duplicate-banner', 'landmark-unique', 'landmark-banner-is-top-level', 'page-has-heading-one']);

function describeViolation(violation: Result): string {
  const targets = violation.nodes.slice(0, 4).map((node) => node.target.join(' '));
  return `${violation.impact ?? 'unknown'} ${violation.id} (${violation.nodes.length}): ${violation.help} — ${targets.join(' | ')}`;
}

/**
 * Waits for the page to be still: finite animations and transitions finished (a dialog's
 * opening fade would otherwise be measured half transparent), infinite ones (loaders) aside.
 */
async function waitForStillness(page: Page): Promise<void> {
  // A function evaluated by the protocol, not a string predicate: the page's CSP forbids eval.
  await page.evaluate(async () => {
    const moving = () =>
      document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    while (moving()) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/**
 * Runs axe-core over the page as it is now (with any open dialog) and fails on every serious
 * or critical violation, naming the rule, its help and the first elements.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await runAxe(page, what);
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALWAYS_BLOCKING.has(violation.id),
  );
  expect(blocking.map(describeViolation), `accessibility of ${what} (${page.url()})`).toEqual([]);
}
