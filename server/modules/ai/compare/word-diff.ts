/**
 * A word-level diff of two section texts for the compare redline. Tokens are words (a word keeps
 * its inner dots, colons, apostrophes and hyphens, so "9001:2015", "3.6.2" and "reply-to" change as
 * one), runs of whitespace and single punctuation marks; nothing is dropped, so the equal and
 * deleted segments rebuild the older text and the equal and inserted ones the newer text exactly.
 *
 * Myers' O(ND) algorithm runs over interned tokens after the common head and tail are cut off. Its
 * work is bounded: a pair of sections too long or too different for the budget is diffed sentence
 * by sentence (lines and sentences as tokens) and each changed run small enough is refined word by
 * word again, so an RFC-size rewrite never takes more than a few milliseconds per section.
 */

export type DiffOp = 'equal' | 'insert' | 'delete';
export type DiffSegment = { op: DiffOp; text: string };

export type WordDiffOptions = {
  /**
   * Upper bound of Myers' work (token steps ≈ (n + m) · edits): beyond it the diff goes
   * sentence-level. The default keeps the worst section pair of RFC 5246 → RFC 8446 well under 50 ms.
   */
  maxWork?: number;
};

const DEFAULT_MAX_WORK = 4_000_000;
/** Never more edits than this at word level, whatever the budget: the trace is kept for each edit. */
const MAX_EDITS = 2_000;
/** A changed run of sentences is refined word by word when it has at most this many tokens. */
const REFINE_TOKENS = 3_000;

const TOKEN = /[\p{L}\p{N}]+(?:[.:'’_-][\p{L}\p{N}]+)*|\s+|[^\s\p{L}\p{N}]/gu;
/** After a line break, or after the spaces that follow a sentence's end: where the coarse diff's units part. */
const SENTENCE_BREAK = /(?<=\n)|(?<=[.!?;][ \t]+)(?![ \t])/;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** A line, or a sentence within a line, keeping every character: the units of the coarse diff. */
function sentences(text: string): string[] {
  return text.split(SENTENCE_BREAK).filter((unit) => unit !== '');
}

/** The word-level diff of two texts: segments in order, adjacent ones never of the same op. */
export function diffWords(older: string, newer: string, options: WordDiffOptions = {}): DiffSegment[] {
  const maxWork = options.maxWork ?? DEFAULT_MAX_WORK;
  if (older === newer) return older === '' ? [] : [{ op: 'equal', text: older }];
  const oldTokens = tokenize(older);
  const newTokens = tokenize(newer);
  const fine = diffTokens(oldTokens, newTokens, maxWork);
  if (fine) return cleanUp(fine);
  // Too much work word by word: align sentences first, then refine what changed between them.
  const coarse = diffTokens(sentences(older), sentences(newer), maxWork) ?? [
    { op: 'delete' as const, text: older },
    { op: 'insert' as const, text: newer },
  ];
  return cleanUp(refine(coarse, maxWork));
}

/** The older text a diff was made from (equal and deleted segments). */
export function olderTextOf(segments: readonly DiffSegment[]): string {
  return segments.map((segment) => (segment.op === 'insert' ? '' : segment.text)).join('');
}

/** The newer text a diff was made from (equal and inserted segments). */
export function newerTextOf(segments: readonly DiffSegment[]): string {
  return segments.map((segment) => (segment.op === 'delete' ? '' : segment.text)).join('');
}

/** A diff as its runs: each equal segment, and each run of changes between two equal ones as its deleted and inserted text. */
type DiffRun = { op: 'equal'; text: string } | { op: 'change'; deleted: string; inserted: string };

function runsOf(segments: readonly DiffSegment[]): DiffRun[] {
  const runs: DiffRun[] = [];
  for (const segment of segments) {
    const last = runs.at(-1);
    if (segment.op === 'equal') runs.push({ op: 'equal', text: segment.text });
    else if (last?.op === 'change') {
      if (segment.op === 'delete') last.deleted += segment.text;
      else last.inserted += segment.text;
    } else runs.push({ op: 'change', deleted: segment.op === 'delete' ? segment.text : '', inserted: segment.op === 'insert' ? segment.text : '' });
  }
  return runs;
}

/** A run of changes as one deletion followed by one insertion. */
function changeSegments(run: { deleted: string; inserted: string }): DiffSegment[] {
  const segments: DiffSegment[] = [];
  if (run.deleted) segments.push({ op: 'delete', text: run.deleted });
  if (run.inserted) segments.push({ op: 'insert', text: run.inserted });
  return segments;
}

/** Diffs each changed run of a sentence-level diff word by word where it is small enough. */
function refine(coarse: DiffSegment[], maxWork: number): DiffSegment[] {
  return runsOf(coarse).flatMap((run): DiffSegment[] => {
    if (run.op === 'equal') return [run];
    const oldTokens = tokenize(run.deleted);
    const newTokens = tokenize(run.inserted);
    const words = run.deleted && run.inserted && oldTokens.length + newTokens.length <= REFINE_TOKENS ? diffTokens(oldTokens, newTokens, maxWork) : undefined;
    return words ?? changeSegments(run);
  });
}

/** Myers over two token lists; undefined when the budget does not allow it. */
function diffTokens(oldTokens: readonly string[], newTokens: readonly string[], maxWork: number): DiffSegment[] | undefined {
  let head = 0;
  while (head < oldTokens.length && head < newTokens.length && oldTokens[head] === newTokens[head]) head += 1;
  let tail = 0;
  while (tail < oldTokens.length - head && tail < newTokens.length - head && oldTokens[oldTokens.length - 1 - tail] === newTokens[newTokens.length - 1 - tail]) tail += 1;
  const ids = new Map<string, number>();
  const intern = (tokens: readonly string[]) => Int32Array.from(tokens.slice(head, tokens.length - tail), (token) => ids.get(token) ?? ids.set(token, ids.size).size - 1);
  const a = intern(oldTokens);
  const b = intern(newTokens);
  const maxEdits = Math.min(MAX_EDITS, a.length + b.length, Math.floor(maxWork / Math.max(1, a.length + b.length)));
  const script = myers(a, b, maxEdits);
  if (!script) return undefined;
  const segments: DiffSegment[] = [];
  const push = (op: DiffOp, text: string) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last?.op === op) last.text += text;
    else segments.push({ op, text });
  };
  push('equal', oldTokens.slice(0, head).join(''));
  for (const [op, from, to] of script) {
    const source = op === 'insert' ? newTokens : oldTokens;
    push(op, source.slice(head + from, head + to).join(''));
  }
  push('equal', oldTokens.slice(oldTokens.length - tail).join(''));
  return segments;
}

/** Runs of [op, from, to): token ranges of a (equal, delete) or b (insert). */
type Script = [DiffOp, number, number][];

/**
 * Myers' greedy forward search, keeping each round's frontier (only the diagonals it can reach,
 * so the trace is O(D²)) to walk the shortest edit script back. Undefined beyond maxEdits.
 */
function myers(a: Int32Array, b: Int32Array, maxEdits: number): Script | undefined {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return [...(n ? [['delete', 0, n] as Script[number]] : []), ...(m ? [['insert', 0, m] as Script[number]] : [])];
  const offset = maxEdits + 1;
  const frontier = new Int32Array(2 * offset + 1);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= maxEdits && found < 0; d += 1) {
    // The frontier as this round starts, diagonals -d-1 .. d+1, for the walk back.
    trace.push(frontier.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (frontier[offset + k - 1] ?? 0) < (frontier[offset + k + 1] ?? 0));
      let x = down ? (frontier[offset + k + 1] ?? 0) : (frontier[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      frontier[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return undefined;
  const reversed: Script = [];
  const add = (op: DiffOp, from: number, to: number) => {
    if (to <= from) return;
    const last = reversed.at(-1);
    if (last && last[0] === op && last[1] === to) last[1] = from;
    else reversed.push([op, from, to]);
  };
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d -= 1) {
    const saved = trace[d];
    if (!saved) break;
    // saved[i] is diagonal i - d - 1.
    const at = (k: number) => saved[k + d + 1] ?? 0;
    const k = x - y;
    const previousK = d === 0 ? 0 : k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = d === 0 ? 0 : at(previousK);
    const previousY = previousX - previousK;
    const snakeStart = d === 0 ? 0 : previousK === k + 1 ? previousX : previousX + 1;
    add('equal', snakeStart, x);
    y -= x - snakeStart;
    x = snakeStart;
    if (d === 0) break;
    if (previousK === k + 1) add('insert', previousY, y);
    else add('delete', previousX, x);
    x = previousX;
    y = previousY;
  }
  return reversed.reverse();
}

/**
 * Makes the redline read like edits of words: whitespace or punctuation left equal between two
 * changes joins them (so "the cat" → "a dog" is one change, not two around a space), and each run
 * of changes becomes one deletion followed by one insertion.
 */
function cleanUp(input: DiffSegment[]): DiffSegment[] {
  const segments: DiffSegment[] = [];
  for (const segment of input) {
    const last = segments.at(-1);
    if (last?.op === segment.op) last.text += segment.text;
    else if (segment.text) segments.push({ ...segment });
  }
  const isChange = (segment: DiffSegment | undefined) => segment !== undefined && segment.op !== 'equal';
  const absorbed = segments.flatMap((segment, index): DiffSegment[] => {
    const between = isChange(segments[index - 1]) && isChange(segments[index + 1]);
    if (segment.op !== 'equal' || !between || /[\p{L}\p{N}]/u.test(segment.text)) return [segment];
    return [
      { op: 'delete', text: segment.text },
      { op: 'insert', text: segment.text },
    ];
  });
  return runsOf(absorbed).flatMap((run): DiffSegment[] => (run.op === 'equal' ? [run] : changeSegments(run)));
}
