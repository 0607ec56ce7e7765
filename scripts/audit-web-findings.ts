import type { Result, RunnerResult } from 'lighthouse';
import type { Category } from './audit-web-lighthouse.ts';

/** One audit that costs a category points, or that Lighthouse flags without weighing it. */
export type Finding = { id: string; title: string; pointsLost: number; value: string; examples: string[] };

const EXAMPLES_PER_AUDIT = 3;
const FINDINGS_PER_CATEGORY = 6;
/** A metric's score says how slow, not why: the diagnostic whose rows show what to change. */
const METRIC_CULPRITS: Record<string, string> = {
  'first-contentful-paint': 'render-blocking-resources',
  'largest-contentful-paint': 'largest-contentful-paint-element',
  'speed-index': 'render-blocking-resources',
  'total-blocking-time': 'long-tasks',
  'cumulative-layout-shift': 'layout-shifts',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const shorten = (value: string, length = 110) => (value.length > length ? `${value.slice(0, length - 1)}…` : value);

/** A category's score out of 100, or null when Lighthouse could not score it. */
export function categoryScore(lhr: Result, category: Category): number | null {
  const score = lhr.categories[category]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/** What an audit's table row points at: the element (selector and text), the URL, or the message. */
function describeItem(item: unknown, pagePath = ''): string {
  if (!isRecord(item)) return '';
  const node = item.node;
  if (isRecord(node)) {
    const label = text(node.nodeLabel);
    const explanation = text(node.explanation).split('. ').find((sentence) => /contrast|name|label/i.test(sentence)) ?? '';
    const shift = typeof item.score === 'number' ? `shifted ${item.score.toFixed(3)}` : '';
    return shorten([text(node.selector), label && `"${shorten(label, 40)}"`, explanation && `(${shorten(explanation, 80)})`, shift].filter(Boolean).join(' '), 200);
  }
  const location = isRecord(item.sourceLocation) ? item.sourceLocation : isRecord(item.source) ? item.source : {};
  const path = (text(item.url) || text(location.url)).replace(/^https?:\/\/[^/]+/, '');
  // Work attributed to the page's own address is its HTML and what runs outside the scripts' files.
  const url = pagePath && path === pagePath ? '(the page)' : path;
  const description = text(item.description) || text(item.issueType) || text(item.error) || text(item.groupLabel);
  // The font-size audit's rows: which rule, how small, how much of the page's text.
  const rule = text(item.selector) && [text(item.selector), text(item.fontSize), text(item.coverage) && `on ${text(item.coverage)} of the text`].filter(Boolean).join(' ');
  const ms = (value: unknown, what: string) => (typeof value === 'number' ? `${Math.round(value).toLocaleString('en-GB')} ms${what}` : '');
  const cost = [
    typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1024)} KiB to save` : '',
    ms(item.wastedMs, ' to save'),
    ms(item.duration, ''),
    ms(item.total, ' of CPU'),
  ].find(Boolean);
  const subItems = isRecord(item.subItems) && Array.isArray(item.subItems.items) ? item.subItems.items.map((subItem) => describeItem(subItem, pagePath)).filter(Boolean).join('; ') : '';
  return shorten([url, rule, description, cost, subItems].filter(Boolean).join(' — '), 200);
}

/** The rows of an audit's details; a list (of tables) gives the rows of each of its tables. */
function rowsOf(details: unknown): unknown[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  if (details.type === 'list') return details.items.flatMap(rowsOf);
  return details.type === 'table' || details.type === 'opportunity' ? details.items : [];
}

function examplesOf(lhr: Result, auditId: string): string[] {
  const pagePath = (lhr.mainDocumentUrl ?? '').replace(/^https?:\/\/[^/]+/, '');
  const describe = (row: unknown) => describeItem(row, pagePath);
  const own = rowsOf(lhr.audits[auditId]?.details).map(describe).filter(Boolean);
  const culprit = METRIC_CULPRITS[auditId];
  const examples = own.length > 0 || !culprit ? own : rowsOf(lhr.audits[culprit]?.details).map((row) => describe(row) && `${culprit}: ${describe(row)}`);
  return examples.filter(Boolean).slice(0, EXAMPLES_PER_AUDIT);
}

/**
 * What Chromium's Issues panel logged (the inspector-issues audit names only the kind), from the
 * run's artifacts: e.g. the CSP directive a script violated and where.
 */
export function inspectorIssueExamples(artifacts: RunnerResult['artifacts']): string[] {
  const examples: string[] = [];
  for (const [kind, issues] of Object.entries(artifacts.InspectorIssues ?? {})) {
    for (const issue of Array.isArray(issues) ? (issues as unknown[]) : []) {
      if (!isRecord(issue)) continue;
      const location = isRecord(issue.sourceCodeLocation) ? issue.sourceCodeLocation : {};
      const where = text(location.url) ? `${text(location.url)}:${Number(location.lineNumber) + 1}:${Number(location.columnNumber) + 1}` : text(issue.blockedURL);
      const what = [issue.violatedDirective, issue.contentSecurityPolicyViolationType, issue.code, issue.reason].map(text).filter(Boolean).join(' ');
      examples.push(shorten([kind.replace(/Issue$/, ''), what, where].filter(Boolean).join(' — '), 200));
    }
  }
  return examples.slice(0, EXAMPLES_PER_AUDIT);
}

/**
 * What costs a category its points: each weighed audit below full marks with the points it takes
 * off the score (weight × shortfall over the weights of the scored audits), most first; then the
 * failing audits Lighthouse reports without weight (for performance, the opportunities that would
 * move the metrics), by their estimated savings.
 */
export function categoryFindings(run: RunnerResult, category: Category): Finding[] {
  const { lhr } = run;
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const scored = refs.filter((ref) => typeof lhr.audits[ref.id]?.score === 'number');
  const totalWeight = scored.reduce((sum, ref) => sum + ref.weight, 0);
  const findings: (Finding & { savings: number })[] = [];
  for (const ref of scored) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || ref.group === 'hidden') continue;
    if (ref.weight === 0 && audit.score >= 0.9) continue;
    const savings = Math.max(0, ...Object.values(audit.metricSavings ?? {}).filter((value): value is number => typeof value === 'number'));
    findings.push({
      id: audit.id,
      title: audit.title,
      pointsLost: totalWeight > 0 ? (ref.weight * (1 - audit.score) * 100) / totalWeight : 0,
      value: text(audit.displayValue),
      examples: audit.id === 'inspector-issues' ? inspectorIssueExamples(run.artifacts) : examplesOf(lhr, audit.id),
      savings,
    });
  }
  findings.sort((a, b) => b.pointsLost - a.pointsLost || b.savings - a.savings);
  return findings.slice(0, FINDINGS_PER_CATEGORY).map(({ savings: _savings, ...finding }) => finding);
}

/** The JavaScript a visit transferred (as the network carried it, compressed or not) and its decoded size. */
export type ScriptWeight = { transferBytes: number; resourceBytes: number; files: number };

export function scriptWeight(lhr: Result): ScriptWeight {
  const details: unknown = lhr.audits['network-requests']?.details;
  const items = isRecord(details) && Array.isArray(details.items) ? details.items.filter(isRecord) : [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const sum = (key: string) => scripts.reduce((total, item) => total + (typeof item[key] === 'number' ? item[key] : 0), 0);
  return { transferBytes: sum('transferSize'), resourceBytes: sum('resourceSize'), files: scripts.length };
}

/** Kilobytes of 1,000 bytes, as the README's first-load figures count them. */
export const kilobytes = (bytes: number) => `${(bytes / 1000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} kB`;
