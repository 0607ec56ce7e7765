import type { ComparePoint, RedlinePair, RedlineSegment } from '../../../common/ai/compare.contract.ts';

/*
 * The redline of a compare (compare-summary): the aligned pairs in order, runs of unchanged pairs
 * folded into one entry the user can open, and where each point of the summary is in it.
 */

export type RedlineEntry = { type: 'pair'; index: number } | { type: 'unchanged'; key: string; indices: number[] };

const unchanged = (pair: RedlinePair) => pair.kind === 'same';

export function redlineEntries(redline: readonly RedlinePair[]): RedlineEntry[] {
  const entries: RedlineEntry[] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length > 0) entries.push({ type: 'unchanged', key: `same-${run[0]}`, indices: run });
    run = [];
  };
  redline.forEach((pair, index) => {
    if (unchanged(pair)) run.push(index);
    else {
      close();
      entries.push({ type: 'pair', index });
    }
  });
  close();
  return entries;
}

/** The pair a point is about: both its sections if it names both, else the one it names. */
export function pairOfPoint(redline: readonly RedlinePair[], point: Pick<ComparePoint, 'olderSectionKey' | 'newerSectionKey'>): number | null {
  const { olderSectionKey: older, newerSectionKey: newer } = point;
  if (older === null && newer === null) return null;
  const both = redline.findIndex((pair) => (older === null || pair.older?.key === older) && (newer === null || pair.newer?.key === newer));
  if (both >= 0) return both;
  const either = redline.findIndex((pair) => (older !== null && pair.older?.key === older) || (newer !== null && pair.newer?.key === newer));
  return either >= 0 ? either : null;
}

/** What one side shows: the older text keeps the deletions, the newer the insertions. */
export function sideSegments(segments: readonly RedlineSegment[], side: 'older' | 'newer'): RedlineSegment[] {
  const dropped = side === 'older' ? 'insert' : 'delete';
  return segments.filter((segment) => segment.op !== dropped);
}

export function changeCount(segments: readonly RedlineSegment[]): { inserted: number; deleted: number } {
  const words = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;
  let inserted = 0;
  let deleted = 0;
  for (const segment of segments) {
    if (segment.op === 'insert') inserted += words(segment.text);
    else if (segment.op === 'delete') deleted += words(segment.text);
  }
  return { inserted, deleted };
}

export type ShownSegment = RedlineSegment | { op: 'gap'; text: '' };

/** Folds whitespace at a cut so it falls between words. */
function cutHead(text: string, length: number): string {
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return space > length / 2 ? cut.slice(0, space) : cut;
}
function cutTail(text: string, length: number): string {
  const cut = text.slice(text.length - length);
  const space = cut.indexOf(' ');
  return space >= 0 && space < length / 2 ? cut.slice(space + 1) : cut;
}

/**
 * One side's text with long unchanged stretches shortened to `context` characters around the
 * changes (a gap marks what is left out); a side without a change keeps its text whole.
 */
export function elideUnchanged(segments: readonly RedlineSegment[], context = 200): { shown: ShownSegment[]; elided: boolean } {
  if (!segments.some((segment) => segment.op !== 'equal')) return { shown: [...segments], elided: false };
  const shown: ShownSegment[] = [];
  let elided = false;
  segments.forEach((segment, index) => {
    const first = index === 0;
    const last = index === segments.length - 1;
    const keep = (first ? 0 : context) + (last ? 0 : context);
    if (segment.op !== 'equal' || segment.text.length <= keep + 40) {
      shown.push(segment);
      return;
    }
    elided = true;
    if (!first) shown.push({ op: 'equal', text: cutHead(segment.text, context) });
    shown.push({ op: 'gap', text: '' });
    if (!last) shown.push({ op: 'equal', text: cutTail(segment.text, context) });
  });
  return { shown, elided };
}

/** A section all of whose text is new or gone, cut after about `max` characters (a gap marks the rest). */
export function clipWhole(segments: readonly RedlineSegment[], max = 600): { shown: ShownSegment[]; elided: boolean } {
  const shown: ShownSegment[] = [];
  let used = 0;
  for (const segment of segments) {
    if (used + segment.text.length <= max) {
      shown.push(segment);
      used += segment.text.length;
      continue;
    }
    shown.push({ op: segment.op, text: cutHead(segment.text, Math.max(max - used, 0)) }, { op: 'gap', text: '' });
    return { shown: shown.filter((part) => part.op === 'gap' || part.text !== ''), elided: true };
  }
  return { shown, elided: false };
}
