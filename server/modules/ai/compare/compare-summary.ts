import { sectionLabel, type ChangeClass, type ClassifiedChange } from './change-classifier.ts';
import type { SectionRef } from './section-alignment.ts';

/**
 * The compare summary written from the classified changes, without a model: the embedded default,
 * and the shape an answer provider's summary keeps. Every point names its sections in both versions
 * (or says the section is new or gone) and carries their keys, so the window links each point to
 * both texts. The same changes and format always give the same text.
 */

/** The response formats of the compare window (`getPrompts`); id 0 is the placeholder the list starts with. */
export const COMPARE_PROMPTS = [
  { id: 0, title: 'Select response format...' },
  { id: 1, title: 'Summary of changes' },
  { id: 2, title: 'Clause by clause' },
  { id: 3, title: 'Changed requirements (shall/should/may)' },
  { id: 4, title: 'Table of changed values' },
] as const;

export type ComparePromptId = Exclude<(typeof COMPARE_PROMPTS)[number]['id'], 0>;
/** `citation` names the point's sections in both versions, as the text does; a summary a model rewrites must keep every one. */
export type SummaryPoint = { text: string; changeClass: ChangeClass; citation: string; olderSectionKey: string | null; newerSectionKey: string | null };
export type CompareSummary = { text: string; points: SummaryPoint[] };
export type SummarySelection = { older?: readonly string[]; newer?: readonly string[] };
export type SummaryOptions = {
  olderName: string;
  newerName: string;
  /** Only changes in these sections (keys of either version) are summarised. */
  selection?: SummarySelection;
  /** How many points "Summary of changes" lists before it counts the rest. */
  maxPoints?: number;
};

const DEFAULT_MAX_POINTS = 40;
const QUOTE_CHARACTERS = 160;
/** The order of classes of equal significance. */
const CLASS_RANK: ChangeClass[] = ['requirement-strength', 'value', 'definition', 'reference', 'section-removed', 'section-added', 'section-moved', 'wording', 'editorial'];
const CLASS_NAMES: Record<ChangeClass, [string, string]> = {
  'requirement-strength': ['requirement change', 'requirement changes'],
  value: ['changed value', 'changed values'],
  reference: ['reference change', 'reference changes'],
  definition: ['definition change', 'definition changes'],
  'section-added': ['section added', 'sections added'],
  'section-removed': ['section removed', 'sections removed'],
  'section-moved': ['section moved or renumbered', 'sections moved or renumbered'],
  wording: ['rewording', 'rewordings'],
  editorial: ['editorial change', 'editorial changes'],
};

export function isComparePromptId(id: number): id is ComparePromptId {
  return COMPARE_PROMPTS.some((prompt) => prompt.id === id && id !== 0);
}

/** Most significant first; ties in clause order, then by class and wording, so the order never depends on input order. */
export function bySignificance(a: ClassifiedChange, b: ClassifiedChange): number {
  return b.significance - a.significance || a.order - b.order || CLASS_RANK.indexOf(a.class) - CLASS_RANK.indexOf(b.class) || compareText(a.detail, b.detail) || compareText(a.after, b.after);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const plural = (count: number, [one, many]: [string, string]) => `${count} ${count === 1 ? one : many}`;

function cite(section: SectionRef): string {
  return section.number ? `§${section.number}` : `"${section.title}"`;
}

/** "(RFC 2822 §3.3 → RFC 5322 §3.3)", "(new in RFC 5322 §6)", "(RFC 2822 §6, removed in RFC 5322)". */
export function citation(change: Pick<ClassifiedChange, 'olderSection' | 'newerSection'>, options: Pick<SummaryOptions, 'olderName' | 'newerName'>): string {
  const { olderSection: older, newerSection: newer } = change;
  if (older && newer) return `(${options.olderName} ${cite(older)} → ${options.newerName} ${cite(newer)})`;
  if (newer) return `(new in ${options.newerName} ${cite(newer)})`;
  if (older) return `(${options.olderName} ${cite(older)}, removed in ${options.newerName})`;
  return '';
}

function quote(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (!folded) return '';
  return ` — "${folded.length > QUOTE_CHARACTERS ? `${folded.slice(0, QUOTE_CHARACTERS - 1)}…` : folded}"`;
}

const keysOf = (change: ClassifiedChange) => ({ olderSectionKey: change.olderSection?.key ?? null, newerSectionKey: change.newerSection?.key ?? null });

function pointOf(change: ClassifiedChange, options: SummaryOptions, withCitation = true): SummaryPoint {
  const shown = change.class === 'section-moved' || change.class === 'section-removed' ? '' : quote(change.after || change.before);
  const cited = citation(change, options);
  return { text: `${change.detail}${shown}${withCitation ? ` ${cited}` : ''}`, changeClass: change.class, citation: cited, ...keysOf(change) };
}

function inSelection(change: ClassifiedChange, selection: SummarySelection | undefined): boolean {
  const older = selection?.older ?? [];
  const newer = selection?.newer ?? [];
  if (older.length === 0 && newer.length === 0) return true;
  return (!!change.olderSection && older.includes(change.olderSection.key)) || (!!change.newerSection && newer.includes(change.newerSection.key));
}

/** The summary of the classified changes in one of the response formats. Throws on the placeholder or an unknown id. */
export function composeSummary(allChanges: readonly ClassifiedChange[], promptId: number, options: SummaryOptions): CompareSummary {
  if (!isComparePromptId(promptId)) throw new RangeError(`No compare response format ${promptId}`);
  const changes = allChanges.filter((change) => inSelection(change, options.selection)).sort(bySignificance);
  const scope = options.selection && ((options.selection.older?.length ?? 0) > 0 || (options.selection.newer?.length ?? 0) > 0) ? ' in the selected sections' : '';
  const versions = `${options.olderName} → ${options.newerName}`;
  switch (promptId) {
    case 1:
      return summaryOfChanges(changes, options, scope);
    case 2:
      return clauseByClause(changes, options, versions, scope);
    case 3:
      return changedRequirements(changes, options, versions, scope);
    case 4:
      return tableOfValues(changes, options, versions, scope);
  }
}

function summaryOfChanges(changes: ClassifiedChange[], options: SummaryOptions, scope: string): CompareSummary {
  const heading = `Changes from ${options.olderName} to ${options.newerName}${scope}`;
  if (changes.length === 0) return { text: `${heading}: none found.`, points: [] };
  const sections = new Set(changes.map((change) => `${change.olderSection?.key ?? ''}>${change.newerSection?.key ?? ''}`)).size;
  const counts = CLASS_RANK.map((name) => [name, changes.filter((change) => change.class === name).length] as const).filter(([, count]) => count > 0);
  const overview = `${heading}: ${plural(changes.length, ['change', 'changes'])} in ${plural(sections, ['section', 'sections'])} (${counts.map(([name, count]) => plural(count, CLASS_NAMES[name])).join(', ')}).`;
  const points = changes.slice(0, options.maxPoints ?? DEFAULT_MAX_POINTS).map((change) => pointOf(change, options));
  const rest = changes.length - points.length;
  const lines = [overview, '', ...points.map((point, index) => `${index + 1}. ${point.text}`)];
  if (rest > 0) lines.push('', `… and ${plural(rest, ['further change', 'further changes'])} of lesser significance.`);
  return { text: lines.join('\n'), points };
}

function clauseByClause(changes: ClassifiedChange[], options: SummaryOptions, versions: string, scope: string): CompareSummary {
  const heading = `Clause by clause, ${versions}${scope}`;
  if (changes.length === 0) return { text: `${heading}: no changes found.`, points: [] };
  const clauses = new Map<string, ClassifiedChange[]>();
  for (const change of [...changes].sort((a, b) => a.order - b.order || bySignificance(a, b))) {
    const key = `${change.order}:${change.olderSection?.key ?? ''}>${change.newerSection?.key ?? ''}`;
    clauses.set(key, [...(clauses.get(key) ?? []), change]);
  }
  const lines = [`${heading}:`];
  const points: SummaryPoint[] = [];
  for (const group of clauses.values()) {
    const first = group[0];
    if (!first) continue;
    const section = first.newerSection ?? first.olderSection;
    lines.push('', `${section ? sectionLabel(section) : ''} ${citation(first, options)}`);
    const editorial = group.filter((change) => change.class === 'editorial');
    // What happened to the section itself (moved, added, removed) heads its clause.
    const sectionFirst = (a: ClassifiedChange, b: ClassifiedChange) => Number(b.class.startsWith('section-')) - Number(a.class.startsWith('section-')) || bySignificance(a, b);
    for (const change of group.filter((change) => change.class !== 'editorial').sort(sectionFirst)) {
      const point = pointOf(change, options, false);
      points.push(point);
      lines.push(`- ${point.text}`);
    }
    if (editorial.length > 0) {
      const point = { text: `${plural(editorial.length, CLASS_NAMES.editorial)} (punctuation, case, spacing or word order)`, changeClass: 'editorial' as const, citation: citation(first, options), ...keysOf(first) };
      points.push(point);
      lines.push(`- ${point.text}`);
    }
  }
  return { text: lines.join('\n'), points };
}

function changedRequirements(changes: ClassifiedChange[], options: SummaryOptions, versions: string, scope: string): CompareSummary {
  const strength = changes.filter((change) => change.class === 'requirement-strength');
  // New and removed sections bring or take whole requirements; the classifier counts their key words in from/to.
  const sections = changes.filter((change) => (change.class === 'section-added' && change.to) || (change.class === 'section-removed' && change.from));
  const heading = `Changed requirements (must, shall, should, may), ${versions}${scope}`;
  if (strength.length + sections.length === 0) return { text: `${heading}: no requirement changed.`, points: [] };
  const points = [...strength, ...sections].map((change) => pointOf(change, options));
  const lines = [`${heading}: ${plural(strength.length, ['changed requirement', 'changed requirements'])}${sections.length ? `, ${plural(sections.length, ['section', 'sections'])} with requirements added or removed` : ''}.`, ''];
  lines.push(...points.map((point, index) => `${index + 1}. ${point.text}`));
  return { text: lines.join('\n'), points };
}

function tableOfValues(changes: ClassifiedChange[], options: SummaryOptions, versions: string, scope: string): CompareSummary {
  const values = changes.filter((change) => change.class === 'value');
  const heading = `Changed values, ${versions}${scope}`;
  if (values.length === 0) return { text: `${heading}: no numeric value changed.`, points: [] };
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim() || '—';
  const section = (ref: SectionRef | null) => (ref ? sectionLabel(ref) : '—');
  const rows = values.map((change) => {
    const verdict = change.direction === 'changed' ? 'changed' : change.direction;
    return `| ${[section(change.olderSection), section(change.newerSection), change.subject ? `${change.subject} …` : '', change.from, change.to, verdict].map(cell).join(' | ')} |`;
  });
  const text = [
    `${heading}: ${plural(values.length, ['value', 'values'])}.`,
    '',
    `| Section in ${cell(options.olderName)} | Section in ${cell(options.newerName)} | Item | Before | After | Change |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  return { text, points: values.map((change) => pointOf(change, options)) };
}
