import type { SectionInput } from '../../catalogue/index.ts';
import { usesCapitalKeywords } from './change-extractors.ts';
import { classifyChanges, type ClassifiedChange } from './change-classifier.ts';
import { composeSummary, type CompareSummary } from './compare-summary.ts';
import { alignSections, type AlignedPair, type AlignmentOptions } from './section-alignment.ts';
import { diffWords, type DiffSegment, type WordDiffOptions } from './word-diff.ts';

/**
 * The embedded compare engine: aligns two versions' sections, diffs each pair word by word,
 * classifies the changes and writes the summary. Pure and synchronous: the compare job runs it on
 * the sections it read and stores the result; nothing here touches the database.
 */

export type CompareEngineOptions = {
  /** Section keys picked in the older version's tree; with none on either side the whole documents are compared. */
  olderSelection?: readonly string[];
  newerSelection?: readonly string[];
  promptId: number;
  olderName?: string;
  newerName?: string;
  alignment?: AlignmentOptions;
  diff?: WordDiffOptions;
};

export type RedlineEntry = { pair: AlignedPair; segments: DiffSegment[] };
export type CompareResult = { alignment: AlignedPair[]; redline: RedlineEntry[]; changes: ClassifiedChange[]; summary: CompareSummary };

/** Between the pieces of a split or merged section while they are diffed as one text. */
const PIECE_SEPARATOR = '\n\n';

export function compareEngine(older: readonly SectionInput[], newer: readonly SectionInput[], options: CompareEngineOptions): CompareResult {
  const olderName = options.olderName ?? 'the older version';
  const newerName = options.newerName ?? 'the newer version';
  const olderSelection = withDescendants(older, options.olderSelection ?? []);
  const newerSelection = withDescendants(newer, options.newerSelection ?? []);
  const selected = olderSelection.size > 0 || newerSelection.size > 0;
  // Pairs are found over the whole documents, where every section can compete for a partner, then kept for the selection.
  const whole = alignSections(older, newer, options.alignment);
  const alignment = whole.filter((pair) => !selected || (pair.older && olderSelection.has(pair.older.key)) || (pair.newer && newerSelection.has(pair.newer.key)));
  const redline = redlineOf(whole, alignment, { older: textsOf(older), newer: textsOf(newer) }, options.diff);
  // One decision for both documents: an RFC writes MUST in capitals and "may" in prose means nothing normative.
  const capitalKeywordsOnly = usesCapitalKeywords(older.map((section) => section.text).join('\n')) || usesCapitalKeywords(newer.map((section) => section.text).join('\n'));
  const changes = redline.flatMap((entry, order) => classifyChanges(entry.pair, entry.segments, { order, capitalKeywordsOnly }));
  const selection = selected ? { older: [...olderSelection], newer: [...newerSelection] } : undefined;
  const summary = composeSummary(changes, options.promptId, { olderName, newerName, ...(selection ? { selection } : {}) });
  return { alignment, redline, changes, summary };
}

const textsOf = (sections: readonly SectionInput[]) => new Map(sections.map((section) => [section.key, section.text]));

function withDescendants(sections: readonly SectionInput[], keys: readonly string[]): Set<string> {
  const chosen = new Set(keys);
  // Sections come in reading order, so a parent is decided before its children.
  for (const section of sections) if (section.parentKey && chosen.has(section.parentKey)) chosen.add(section.key);
  return chosen;
}

/**
 * The segments of each kept pair. A section split in two is diffed once against its pieces joined,
 * and the diff is cut where one piece ends, so each piece is compared with the part of the old text
 * that went into it rather than with all of it; a merge the other way round. The pieces are those of
 * the whole alignment, so a selection holding one piece still compares it with its own part only.
 */
function redlineOf(whole: AlignedPair[], kept: AlignedPair[], texts: Record<'older' | 'newer', Map<string, string>>, diff: WordDiffOptions | undefined): RedlineEntry[] {
  const olderTexts = texts.older;
  const newerTexts = texts.newer;
  const piecesOfOlder = new Map<string, AlignedPair[]>();
  const piecesOfNewer = new Map<string, AlignedPair[]>();
  for (const pair of whole) {
    if (pair.kind === 'split' && pair.older) piecesOfOlder.set(pair.older.key, [...(piecesOfOlder.get(pair.older.key) ?? []), pair]);
    if (pair.kind === 'merged' && pair.newer) piecesOfNewer.set(pair.newer.key, [...(piecesOfNewer.get(pair.newer.key) ?? []), pair]);
  }
  const cut = new Map<AlignedPair, DiffSegment[]>();
  const diffPieces = (whole: string, pieces: AlignedPair[], side: 'older' | 'newer', texts: Map<string, string>) => {
    const ordered = [...pieces].sort((a, b) => (a[side]?.index ?? 0) - (b[side]?.index ?? 0));
    const parts = ordered.map((pair) => texts.get(pair[side]?.key ?? '') ?? '');
    const joined = parts.join(PIECE_SEPARATOR);
    const segments = side === 'newer' ? diffWords(whole, joined, diff) : diffWords(joined, whole, diff);
    partition(segments, side, parts.map((part) => part.length)).forEach((piece, at) => {
      const pair = ordered[at];
      if (pair) cut.set(pair, piece);
    });
  };
  const wanted = new Set(kept);
  for (const [key, pieces] of piecesOfOlder) if (pieces.some((pair) => wanted.has(pair))) diffPieces(olderTexts.get(key) ?? '', pieces, 'newer', newerTexts);
  for (const [key, pieces] of piecesOfNewer) if (pieces.some((pair) => wanted.has(pair))) diffPieces(newerTexts.get(key) ?? '', pieces, 'older', olderTexts);

  return kept.map((pair) => {
    const before = pair.older ? (olderTexts.get(pair.older.key) ?? '') : '';
    const after = pair.newer ? (newerTexts.get(pair.newer.key) ?? '') : '';
    const segments =
      cut.get(pair) ??
      (pair.kind === 'same' ? (before ? [{ op: 'equal' as const, text: before }] : []) : diffWords(before, after, diff));
    return { pair, segments };
  });
}

/**
 * Cuts a diff whose `side` text is pieces joined by the separator into one diff per piece. Text of
 * the other side only goes with the piece being read (the one before, between pieces); separator
 * characters the other side shares become that side's own there, so every piece's diff still
 * rebuilds its piece exactly and the other side's text, piece after piece, exactly once.
 */
export function partition(segments: readonly DiffSegment[], side: 'older' | 'newer', lengths: readonly number[]): DiffSegment[][] {
  const pieces: DiffSegment[][] = lengths.map(() => []);
  const starts: number[] = [];
  for (let start = 0, at = 0; at < lengths.length; at += 1) {
    starts.push(start);
    start += (lengths[at] ?? 0) + PIECE_SEPARATOR.length;
  }
  const otherOp = side === 'newer' ? 'delete' : 'insert';
  const pieceAt = (position: number) => {
    let piece = 0;
    for (let at = 0; at < starts.length; at += 1) if ((starts[at] ?? 0) <= position) piece = at;
    return piece;
  };
  const push = (piece: number, op: DiffSegment['op'], text: string) => {
    const list = pieces[piece];
    if (!list || !text) return;
    const last = list.at(-1);
    if (last?.op === op) last.text += text;
    else list.push({ op, text });
  };
  let position = 0;
  for (const segment of segments) {
    if (segment.op === otherOp) {
      push(pieceAt(position), segment.op, segment.text);
      continue;
    }
    // Character by character only across a piece boundary; whole runs inside a piece.
    let offset = 0;
    while (offset < segment.text.length) {
      const piece = pieceAt(position);
      const end = (starts[piece] ?? 0) + (lengths[piece] ?? 0);
      const next = starts[piece + 1] ?? Infinity;
      if (position < end) {
        const take = Math.min(segment.text.length - offset, end - position);
        push(piece, segment.op, segment.text.slice(offset, offset + take));
        offset += take;
        position += take;
      } else {
        // In the separator after this piece.
        const take = Math.min(segment.text.length - offset, next - position);
        if (segment.op === 'equal') push(piece, otherOp, segment.text.slice(offset, offset + take));
        offset += take;
        position += take;
      }
    }
  }
  return pieces;
}
