import { sentenceAt, sentenceStarts } from './change-extractors.ts';
import { newerTextOf, olderTextOf, type DiffSegment } from './word-diff.ts';

/** The sentences of one change, as they read in the older version and as they read in the newer one. */
export type Passage = { before: string[]; after: string[] };

/**
 * The passages a diff changed: sentences holding deleted or inserted words, each joined (union-find)
 * with the sentences of the other version it shares text with or whose place its change takes.
 * A change made of whole sentences stands alone (an added or removed sentence); whitespace alone is no change.
 */
export function passagesOf(segments: readonly DiffSegment[]): Passage[] {
  const olderText = olderTextOf(segments);
  const newerText = newerTextOf(segments);
  const olderStarts = sentenceStarts(olderText);
  const newerStarts = sentenceStarts(newerText);
  const count = olderStarts.length;
  const parent = Array.from({ length: count + newerStarts.length }, (_, index) => index);
  const find = (node: number): number => {
    let root = node;
    while (parent[root] !== root) root = parent[root] ?? root;
    parent[node] = root;
    return root;
  };
  const union = (a: number, b: number) => {
    parent[find(a)] = find(b);
  };
  const touched = new Set<number>();
  const wholeSentences = (text: string, starts: number[], from: number, to: number) => {
    const start = from + (/^\s*/.exec(text.slice(from, to))?.[0].length ?? 0);
    const end = to - (/\s*$/.exec(text.slice(from, to))?.[0].length ?? 0);
    const next = starts[sentenceAt(starts, Math.max(start, end - 1)) + 1] ?? text.length;
    return starts.includes(start) && text.slice(end, next).trim() === '';
  };
  let olderAt = 0;
  let newerAt = 0;
  for (const segment of segments) {
    const length = segment.text.length;
    if (segment.op === 'equal') {
      for (let offset = 0; offset < length; ) {
        const o = sentenceAt(olderStarts, olderAt + offset);
        const n = sentenceAt(newerStarts, newerAt + offset);
        union(o, count + n);
        offset = Math.min(length, (olderStarts[o + 1] ?? Infinity) - olderAt, (newerStarts[n + 1] ?? Infinity) - newerAt);
      }
      olderAt += length;
      newerAt += length;
      continue;
    }
    const deleting = segment.op === 'delete';
    const [text, starts, at, offsetOfSide] = deleting ? [olderText, olderStarts, olderAt, 0] : [newerText, newerStarts, newerAt, count];
    if (segment.text.trim() !== '') {
      const first = sentenceAt(starts, at);
      const last = sentenceAt(starts, at + length - 1);
      for (let sentence = first; sentence <= last; sentence += 1) {
        touched.add(offsetOfSide + sentence);
        union(offsetOfSide + first, offsetOfSide + sentence);
      }
      if (!wholeSentences(text, starts, at, at + length)) {
        const [otherStarts, otherAt, otherOffset] = deleting ? [newerStarts, newerAt, count] : [olderStarts, olderAt, 0];
        union(offsetOfSide + first, otherOffset + sentenceAt(otherStarts, otherAt));
      }
    }
    if (deleting) olderAt += length;
    else newerAt += length;
  }
  const groups = new Map<number, Passage & { changed: boolean }>();
  const sentenceText = (text: string, starts: number[], index: number) => text.slice(starts[index] ?? 0, starts[index + 1] ?? text.length);
  for (let node = 0; node < parent.length; node += 1) {
    const root = find(node);
    const group = groups.get(root) ?? { before: [], after: [], changed: false };
    groups.set(root, group);
    if (touched.has(node)) group.changed = true;
    if (node < count) group.before.push(sentenceText(olderText, olderStarts, node));
    else group.after.push(sentenceText(newerText, newerStarts, node - count));
  }
  return [...groups.values()].filter((group) => group.changed).map(({ before, after }) => ({ before, after }));
}
