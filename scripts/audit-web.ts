import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RunnerResult } from 'lighthouse';
import { printTable } from '../bench/support/report.ts';
import { categoryFindings, categoryScore, kilobytes, scriptWeight } from './audit-web-findings.ts';
import { checkInstallability } from './audit-web-installability.ts';
import { CATEGORIES, closeOpenBrowsers, FailedRunError, PROFILES, runLighthouse, type Category, type Profile } from './audit-web-lighthouse.ts';
import { AUDITED_PAGES, findPagePaths, openAuditTarget, type AuditedPage, type AuditTarget } from './audit-web-pages.ts';
import { buildWebIfStale } from './build-web-if-stale.ts';

/**
 * `npm run audit:web`: Lighthouse (Debian's Chromium) on the home, results, display, reader and
 * collections pages, each with Lighthouse's phone profile and its desktop preset, signed in as
 * the demo admin. Prints the performance, accessibility and best-practices scores, the JavaScript
 * a first visit of the results page transfers, and the audits that cost each score below the
 * threshold its points; writes every report (JSON and HTML) to --out. Then checks the installed
 * app (scripts/audit-web-installability.ts). Exits 1 when a score is below the threshold or the app
 * is not installable.
 *
 * Without --url it builds the web app if stale and starts the product's own server as a
 * deployment runs it, on a fresh embedded database with the demo data, and removes it after.
 * Options: --url <base> (audit a running server with the demo logins), --pages home,results,...,
 * --profiles phone,desktop, --runs <n> (each page and profile n times, 3 by default, since
 * performance varies from run to run; the run with the median performance score is reported),
 * --out <folder> (var/lighthouse).
 */
const THRESHOLD = 95;
const ROOT = path.resolve(import.meta.dirname, '..');
const CATEGORY_TITLES: Record<Category, string> = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices' };

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    pages: { type: 'string' },
    profiles: { type: 'string' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: path.join(ROOT, 'var', 'lighthouse') },
  },
});

function listOption<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T[] {
  if (value === undefined) return [...allowed];
  const chosen = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const unknown = chosen.filter((entry) => !(allowed as readonly string[]).includes(entry));
  if (unknown.length > 0 || chosen.length === 0) throw new Error(`--${name} takes a comma-separated list of ${allowed.join(', ')} (not "${value}")`);
  return allowed.filter((entry) => chosen.includes(entry));
}

type Audited = { page: AuditedPage; profile: Profile; url: string; result: RunnerResult; performanceRuns: (number | null)[] };

/** The run whose performance score is the median (the lower middle one for an even count). */
function medianRun(results: RunnerResult[]): RunnerResult {
  const ordered = [...results].sort((a, b) => (categoryScore(a.lhr, 'performance') ?? -1) - (categoryScore(b.lhr, 'performance') ?? -1));
  const median = ordered[Math.floor((ordered.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to report');
  return median;
}

function writeReports(outDir: string, audited: Audited): void {
  const [json, html] = Array.isArray(audited.result.report) ? audited.result.report : [audited.result.report];
  const name = `${audited.page}-${audited.profile}`;
  writeFileSync(path.join(outDir, `${name}.report.json`), json ?? '');
  if (html) writeFileSync(path.join(outDir, `${name}.report.html`), html);
}

const formatScore = (score: number | null) => (score === null ? 'n/a' : score < THRESHOLD ? `**${score}**` : String(score));

/** Lighthouse's phone profile slows the CPU 4× on top of this host's: a busy host scores lower on performance. */
function hostLoadNote(): string {
  const load = os.loadavg()[0] ?? 0;
  const cores = os.availableParallelism();
  return `host load ${load.toFixed(1)} on ${cores} core(s)${load > cores ? ': busy, so performance scores are lower and noisier than on an idle machine' : ''}`;
}

function printScores(audited: Audited[], runs: number): void {
  const benchmarks = audited.map((entry) => entry.result.lhr.environment.benchmarkIndex);
  console.log(`\nLighthouse ${audited[0]?.result.lhr.lighthouseVersion ?? ''}, ${audited[0]?.result.lhr.environment.hostUserAgent ?? ''}`);
  console.log(`CPU benchmark index ${Math.min(...benchmarks)}–${Math.max(...benchmarks)}, ${hostLoadNote()}`);
  console.log(`Scores out of 100 (below ${THRESHOLD} in bold)${runs > 1 ? `; performance is the median of ${runs} runs (all runs in brackets)` : ''}:\n`);
  printTable(
    ['Page', 'Profile', ...CATEGORIES.map((category) => CATEGORY_TITLES[category])],
    audited.map((entry) => [
      entry.page,
      entry.profile,
      ...CATEGORIES.map((category) => {
        const score = formatScore(categoryScore(entry.result.lhr, category));
        return category === 'performance' && runs > 1 ? `${score} (${entry.performanceRuns.map((run) => run ?? 'n/a').join(', ')})` : score;
      }),
    ]),
  );
}

function printScriptWeight(audited: Audited[]): void {
  const visits = audited.filter((entry) => entry.page === 'results');
  if (visits.length === 0) return;
  console.log('\nJavaScript of a first visit of the results page (cold cache), as transferred:');
  for (const visit of visits) {
    const weight = scriptWeight(visit.result.lhr);
    const compression = weight.transferBytes < weight.resourceBytes * 0.9 ? 'compressed' : 'not compressed';
    console.log(`  ${visit.profile}: ${kilobytes(weight.transferBytes)} in ${weight.files} file(s), ${compression} (${kilobytes(weight.resourceBytes)} decoded)`);
  }
}

/** For every score below the threshold, the audits that cost it the points and what they point at. */
function printFindings(audited: Audited[]): string[] {
  const failures: string[] = [];
  for (const entry of audited) {
    for (const category of CATEGORIES) {
      const score = categoryScore(entry.result.lhr, category);
      if (score !== null && score >= THRESHOLD) continue;
      failures.push(`${entry.page} ${entry.profile} ${CATEGORY_TITLES[category].toLowerCase()} ${score ?? 'n/a'}`);
      console.log(`\n${entry.page}, ${entry.profile}: ${CATEGORY_TITLES[category].toLowerCase()} ${score ?? 'n/a'} (${entry.url})`);
      for (const finding of categoryFindings(entry.result, category)) {
        const cost = finding.pointsLost >= 0.05 ? `−${finding.pointsLost.toFixed(1)} pts` : 'no weight';
        console.log(`  ${finding.id} (${cost}${finding.value ? `, ${finding.value}` : ''}): ${finding.title}`);
        for (const example of finding.examples) console.log(`      ${example}`);
      }
    }
  }
  return failures;
}

/** Set by a signal; the audit stops at its next step (a run in progress fails as its browser closes). */
let interruptedBy: NodeJS.Signals | undefined;
function stopIfInterrupted(): void {
  if (interruptedBy) throw new Error(`interrupted by ${interruptedBy}`);
}

/**
 * One run; a run Lighthouse could not complete (on a busy host, now and then a page load that
 * Chromium turns into an error page) is said and run once more, and a second failure stops the audit.
 */
async function auditOnce(url: string, name: string, profile: Profile, cookie: string, outDir: string): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, profile, cookie);
    } catch (error) {
      stopIfInterrupted();
      let message = error instanceof Error ? error.message : String(error);
      if (error instanceof FailedRunError) {
        const failedReport = path.join(outDir, `${name}-${profile}.failed-${attempt}.report.json`);
        writeFileSync(failedReport, JSON.stringify(error.lhr, null, 2));
        message += ` (its report: ${failedReport})`;
      }
      if (attempt > 1) throw new Error(message);
      console.log(`    run failed, running it again: ${message}`);
    }
  }
}

/** Audits each page with each profile `runs` times, keeps the median run's reports. */
async function auditPages(target: AuditTarget, paths: Map<AuditedPage, string>, profiles: Profile[], runs: number, outDir: string) {
  const audited: Audited[] = [];
  for (const [page, pagePath] of paths) {
    for (const profile of profiles) {
      const url = `${target.base}${pagePath}`;
      const results: RunnerResult[] = [];
      for (let run = 0; run < runs; run++) {
        stopIfInterrupted();
        const started = performance.now();
        const result = await auditOnce(url, page, profile, target.session.cookie, outDir);
        results.push(result);
        const scores = CATEGORIES.map((category) => categoryScore(result.lhr, category) ?? 'n/a').join(' / ');
        console.log(`  ${page.padEnd(12)} ${profile.padEnd(8)} ${scores}  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
        for (const warning of result.lhr.runWarnings) console.log(`    Lighthouse: ${warning}`);
      }
      const entry = { page, profile, url, result: medianRun(results), performanceRuns: results.map((result) => categoryScore(result.lhr, 'performance')) };
      writeReports(outDir, entry);
      audited.push(entry);
    }
  }
  return audited;
}

async function main(): Promise<number> {
  const pages = listOption('pages', values.pages, AUDITED_PAGES);
  const profiles = listOption('profiles', values.profiles, PROFILES);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a positive whole number (not "${values.runs}")`);
  const outDir = path.resolve(values.out);
  mkdirSync(outDir, { recursive: true });
  const onSignal = (signal: NodeJS.Signals) => {
    if (interruptedBy) return;
    interruptedBy = signal;
    console.error(`audit:web interrupted (${signal}): stopping the browser and the server.`);
    void closeOpenBrowsers();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  if (!values.url) buildWebIfStale();
  stopIfInterrupted();
  console.log(`${hostLoadNote()}.`);
  console.log(values.url ? `Auditing ${values.url}` : 'Starting the server on a fresh embedded database with the demo data...');
  const target = await openAuditTarget(values.url, process.env.DEMO_PASSWORD ?? 'normscope-demo');
  try {
    stopIfInterrupted();
    const audited = await auditPages(target, await findPagePaths(target.session, pages), profiles, runs, outDir);
    printScores(audited, runs);
    printScriptWeight(audited);
    const failures = printFindings(audited);
    // The installed app (issue 22): manifest, icons, service worker, offline start URL.
    const installability = await checkInstallability(target.base, target.session.cookie);
    console.log('\nInstalled app:');
    for (const line of installability.lines) console.log(`  ${line}`);
    for (const error of installability.errors) console.log(`  ERROR ${error}`);
    if (installability.errors.length > 0) failures.push(`installability (${installability.errors.length} error(s))`);
    console.log(`\nReports (JSON and HTML): ${outDir}`);
    if (failures.length === 0) {
      console.log(`Every score is ${THRESHOLD} or more.`);
      return 0;
    }
    console.log(`Below ${THRESHOLD}: ${failures.join('; ')}.`);
    return 1;
  } finally {
    await target.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (interruptedBy) process.exit(interruptedBy === 'SIGINT' ? 130 : 143);
    console.error(`audit:web failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
