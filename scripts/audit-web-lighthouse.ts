import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result, type RunnerResult } from 'lighthouse';

/** Lighthouse's mobile default (a mid-range phone, simulated slow 4G and a 4× slower CPU), and its desktop preset. */
export const PROFILES = ['phone', 'desktop'] as const;
export type Profile = (typeof PROFILES)[number];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

const CHROMIUM = '/usr/bin/chromium';
const DEVTOOLS_WAIT_MS = 30_000;
/**
 * Debian's Chromium with chrome-launcher's quiet defaults (what Lighthouse's own CLI uses) and
 * what this closed network needs: no background or component traffic, no QUIC, and every host
 * name but the audited server's unresolvable, so nothing in a run can reach the outside.
 */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
];

/** A run Lighthouse could not complete, with its report (which says what the page load met). */
export class FailedRunError extends Error {
  readonly lhr: Result;
  constructor(message: string, lhr: Result) {
    super(message);
    this.lhr = lhr;
  }
}

type Browser = { port: number; close: () => Promise<void> };
/** The browsers still open, so an interrupted audit can end them (a signal reaches this process only). */
const openBrowsers = new Set<() => Promise<void>>();

export async function closeOpenBrowsers(): Promise<void> {
  await Promise.all([...openBrowsers].map((close) => close()));
}

/** A fresh Chromium with its own profile folder; answers its DevTools port. */
async function launchChromium(auditedHost: string): Promise<Browser> {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-audit-chromium-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${auditedHost}`, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    openBrowsers.delete(close);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 5 });
  };
  openBrowsers.add(close);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium opened no DevTools port within ${DEVTOOLS_WAIT_MS / 1000} s: ${output.slice(-500)}`)), DEVTOOLS_WAIT_MS);
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^/]+:(\d+)\//.exec(output);
        if (!match) return;
        clearTimeout(timer);
        child.stderr.off('data', onOutput);
        child.stderr.resume();
        resolve(Number(match[1]));
      };
      child.stderr.on('data', onOutput);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium (${CHROMIUM}) exited with code ${code} before it listened: ${output.slice(-500)}`));
      });
      child.once('error', reject);
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Text in the app's fonts (index.html's stack), regular and bold, at the sizes its first screens use. */
const WARM_UP_PAGE = `data:text/html,${encodeURIComponent(
  '<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Noto Sans,sans-serif">' +
    ['16px', '18px;font-weight:700', '26px;font-weight:700', '14px'].map((style) => `<p style="font-size:${style}">Normscope ISO 10029:2021 — Quality management, 0123456789</p>`).join('') +
    '</body>',
)}`;
const WARM_UP_WAIT_MS = 30_000;

/**
 * Draws one page in a browser just started, and waits until the screen shows it. A browser's first
 * frame waits for its compositor and rasteriser to start: on a busy 2-core host that was up to a
 * second, during which the audited page, drawn long before, was not shown, and Lighthouse then counted
 * all the page's script work before its first paint (first contentful paint 2.9 s instead of 1.2–1.6 s,
 * one run in two). A phone's browser is running before a page is opened. The page is a data: address:
 * nothing reaches the audited server, whose files stay uncached.
 */
async function warmUpRendering(port: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/json/new?${WARM_UP_PAGE}`, { method: 'PUT' });
  const target = (await response.json()) as { id: string; webSocketDebuggerUrl: string };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the warm-up page was not shown within ${WARM_UP_WAIT_MS / 1000} s`)), WARM_UP_WAIT_MS);
      socket.addEventListener('error', () => reject(new Error('the DevTools connection of the warm-up page failed')));
      socket.addEventListener('open', () => {
        // The first contentful paint is recorded once the frame that holds it has reached the screen.
        const shown = `new Promise((resolve) => { const check = () => performance.getEntriesByType('paint').length > 1 ? resolve(true) : requestAnimationFrame(check); check(); })`;
        socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression: shown, awaitPromise: true } }));
      });
      socket.addEventListener('message', (event) => {
        if ((JSON.parse(String(event.data)) as { id?: number }).id !== 1) return;
        clearTimeout(timer);
        resolve();
      });
    });
  } finally {
    socket.close();
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
  }
}

/**
 * One Lighthouse navigation of `url` signed in as `cookie`, in a browser of its own (a cold
 * cache, as on a first visit) that has drawn a page already (warmUpRendering). Answers the run
 * with its JSON and HTML reports.
 */
export async function runLighthouse(url: string, profile: Profile, cookie: string): Promise<RunnerResult> {
  const browser = await launchChromium(new URL(url).hostname);
  try {
    await warmUpRendering(browser.port);
    const flags: Flags = {
      port: browser.port,
      hostname: '127.0.0.1',
      logLevel: 'error',
      output: ['json', 'html'],
      onlyCategories: [...CATEGORIES],
      extraHeaders: { Cookie: cookie },
    };
    const result = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure) throw new FailedRunError(`Lighthouse could not audit ${url} (${profile}): ${failure.code} ${failure.message}`, result.lhr);
    return result;
  } finally {
    await browser.close();
  }
}
