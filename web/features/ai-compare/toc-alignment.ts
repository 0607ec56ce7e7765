import type { CompareAlignmentKind, CompareToc, CompareTocEntry } from '../../../common/ai/compare.contract.ts';
import type { CompareSelection, CompareSide } from './compare-state.ts';

/*
 * The two tables of contents side by side (portal-area.md §2 "AI compare window", compare-toc):
 * one row per matched pair, in the newer version's reading order with the removed sections where
 * they were, and what picking a section means on the other side.
 */

/** One row of the aligned trees; a side is null where the section is new or gone. */
export type AlignedRow = {
  key: string;
  kind: CompareAlignmentKind | null;
  prior: CompareTocEntry | null;
  newer: CompareTocEntry | null;
  /** A split or merged section's further rows: the section shows once, on its first row. */
  priorRepeat: boolean;
  newerRepeat: boolean;
};

const OTHER: Record<CompareSide, CompareSide> = { prior: 'newer', newer: 'prior' };
const pairSide = { prior: 'olderKey', newer: 'newerKey' } as const;

export function tocOf(toc: CompareToc, side: CompareSide): CompareTocEntry[] {
  return side === 'prior' ? toc.prior.toc : toc.newer.toc;
}

/** The rows of the aligned trees; sections no pair names (there should be none) come last, alone. */
export function alignRows(toc: CompareToc): AlignedRow[] {
  const prior = new Map(toc.prior.toc.map((entry) => [entry.key, entry]));
  const newer = new Map(toc.newer.toc.map((entry) => [entry.key, entry]));
  const seen = { prior: new Set<string>(), newer: new Set<string>() };
  const rows: AlignedRow[] = [];
  toc.pairs.forEach((pair, index) => {
    const older = pair.olderKey === null ? null : (prior.get(pair.olderKey) ?? null);
    const newest = pair.newerKey === null ? null : (newer.get(pair.newerKey) ?? null);
    if (!older && !newest) return;
    rows.push({
      key: `pair-${index}`,
      kind: pair.kind,
      prior: older,
      newer: newest,
      priorRepeat: older !== null && seen.prior.has(older.key),
      newerRepeat: newest !== null && seen.newer.has(newest.key),
    });
    if (older) seen.prior.add(older.key);
    if (newest) seen.newer.add(newest.key);
  });
  for (const entry of toc.prior.toc) if (!seen.prior.has(entry.key)) rows.push({ key: `prior-${entry.key}`, kind: null, prior: entry, newer: null, priorRepeat: false, newerRepeat: false });
  for (const entry of toc.newer.toc) if (!seen.newer.has(entry.key)) rows.push({ key: `newer-${entry.key}`, kind: null, prior: null, newer: entry, priorRepeat: false, newerRepeat: false });
  return rows;
}

/** How each section of one side was matched: the kind of its (first) pair. */
export function kindsOf(toc: CompareToc, side: CompareSide): Map<string, CompareAlignmentKind> {
  const kinds = new Map<string, CompareAlignmentKind>();
  for (const pair of toc.pairs) {
    const key = pair[pairSide[side]];
    if (key !== null && !kinds.has(key)) kinds.set(key, pair.kind);
  }
  return kinds;
}

/** The section's subsections at every depth, in reading order (the entries come in reading order). */
export function descendantsOf(entries: readonly CompareTocEntry[], key: string): string[] {
  const within = new Set([key]);
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.parentKey !== null && within.has(entry.parentKey)) {
      within.add(entry.key);
      found.push(entry.key);
    }
  }
  return found;
}

function ancestorsOf(entries: readonly CompareTocEntry[], key: string): string[] {
  const parents = new Map(entries.map((entry) => [entry.key, entry.parentKey]));
  const found: string[] = [];
  for (let parent = parents.get(key) ?? null; parent !== null && !found.includes(parent); parent = parents.get(parent) ?? null) found.push(parent);
  return found;
}

/** The sections matched with these on the other side. */
function partnersOf(toc: CompareToc, side: CompareSide, keys: ReadonlySet<string>): string[] {
  const other = OTHER[side];
  const partners = new Set<string>();
  for (const pair of toc.pairs) {
    const mine = pair[pairSide[side]];
    const theirs = pair[pairSide[other]];
    if (mine !== null && theirs !== null && keys.has(mine)) partners.add(theirs);
  }
  return [...partners];
}

/**
 * Checks or unchecks a section on one side, with its subsections; its partners on the other side
 * follow (checking proposes them, unchecking takes them out). A section unchecked takes its
 * ancestors out of the selection too, since a picked section stands for all of its subsections.
 */
export function toggleSection(toc: CompareToc, selection: CompareSelection, side: CompareSide, key: string, checked: boolean): CompareSelection {
  const own = tocOf(toc, side);
  const mine = new Set([key, ...descendantsOf(own, key)]);
  const theirs = new Set<string>();
  for (const partner of partnersOf(toc, side, mine)) {
    theirs.add(partner);
    for (const child of descendantsOf(tocOf(toc, OTHER[side]), partner)) theirs.add(child);
  }
  const apply = (current: readonly string[], entries: readonly CompareTocEntry[], changed: ReadonlySet<string>): string[] => {
    const next = new Set(current);
    for (const changedKey of changed) {
      if (checked) next.add(changedKey);
      else {
        next.delete(changedKey);
        for (const ancestor of ancestorsOf(entries, changedKey)) next.delete(ancestor);
      }
    }
    if (checked) closeUpwards(entries, next);
    // Reading order, so the same sections always make the same selection.
    return entries.filter((entry) => next.has(entry.key)).map((entry) => entry.key);
  };
  const result: CompareSelection = { prior: [], newer: [] };
  result[side] = apply(selection[side], own, mine);
  result[OTHER[side]] = apply(selection[OTHER[side]], tocOf(toc, OTHER[side]), theirs);
  return result;
}

/** A parent whose subsections are all picked is picked too. */
function closeUpwards(entries: readonly CompareTocEntry[], picked: Set<string>): void {
  const children = new Map<string, string[]>();
  for (const entry of entries) if (entry.parentKey !== null) children.set(entry.parentKey, [...(children.get(entry.parentKey) ?? []), entry.key]);
  // Deepest first: reading order reversed puts every child before its parent.
  for (const entry of [...entries].reverse()) {
    const own = children.get(entry.key);
    if (own && own.length > 0 && own.every((child) => picked.has(child))) picked.add(entry.key);
  }
}

export function selectAll(toc: CompareToc): CompareSelection {
  return { prior: toc.prior.toc.map((entry) => entry.key), newer: toc.newer.toc.map((entry) => entry.key) };
}

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/** Each section's box: checked, or mixed when only some of its subsections are picked. */
export function checkStates(entries: readonly CompareTocEntry[], picked: readonly string[]): Map<string, CheckState> {
  const chosen = new Set(picked);
  const states = new Map<string, CheckState>();
  const someBelow = new Set<string>();
  for (const entry of [...entries].reverse()) {
    const state: CheckState = chosen.has(entry.key) ? 'checked' : someBelow.has(entry.key) ? 'mixed' : 'unchecked';
    states.set(entry.key, state);
    if (state !== 'unchecked' && entry.parentKey !== null) someBelow.add(entry.parentKey);
  }
  return states;
}

/** What is sent: a picked section stands for its subsections, so those are left out (the server adds them back). */
export function compactSelection(entries: readonly CompareTocEntry[], picked: readonly string[]): string[] {
  const chosen = new Set(picked);
  const parents = new Map(entries.map((entry) => [entry.key, entry.parentKey]));
  const coveredByAncestor = (key: string) => ancestorsOf(entries, key).some((ancestor) => chosen.has(ancestor));
  return entries.filter((entry) => chosen.has(entry.key) && parents.has(entry.key) && !coveredByAncestor(entry.key)).map((entry) => entry.key);
}

/** "4.1 Key Exchange"; a section without a number is its title. */
export function sectionLabel(entry: { number: string | null; title: string }): string {
  return [entry.number, entry.title].filter((part) => part !== null && part.trim() !== '').join(' ');
}
