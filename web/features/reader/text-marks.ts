import { searchPattern } from '../../../common/reader/search-pattern.ts';

/**
 * Highlights and the search match live as character offsets into a section body's text
 * content, so they survive any re-rendering: after the body's HTML is (re)set, the marks
 * are applied again by walking its text nodes.
 */

export type TextMark = { start: number; end: number; className: string; highlightId?: number; testId?: string };

/** The offset of a DOM position (container + offset) in the text of `root`. */
export function textOffsetOf(root: Node, container: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.setEnd(container, offset);
  return range.toString().length;
}

/** The selection's offsets when it lies within `root` and is not empty. */
export function selectionOffsets(root: Node, selection: Selection | null): { start: number; end: number; quote: string } | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const start = textOffsetOf(root, range.startContainer, range.startOffset);
  const end = textOffsetOf(root, range.endContainer, range.endOffset);
  const quote = range.toString();
  return end > start && quote.trim() !== '' ? { start, end, quote } : null;
}

/** Where the `occurrence`-th match of the search text sits in `root`'s text (the server counts the same way). */
export function searchMatchOffsets(root: Node, searchText: string, occurrence: number): { start: number; end: number } | null {
  const pattern = searchPattern(searchText);
  if (!pattern) return null;
  let index = 0;
  for (const match of (root.textContent ?? '').matchAll(pattern)) {
    if (index === occurrence) return { start: match.index, end: match.index + match[0].length };
    index += 1;
  }
  return null;
}

/** Wraps the marked ranges of `root`'s text in <mark> elements; a later mark paints over an earlier one. */
export function applyMarks(root: HTMLElement, marks: readonly TextMark[]): void {
  if (marks.length === 0) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: { node: Text; start: number }[] = [];
  let position = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    nodes.push({ node: text, start: position });
    position += text.data.length;
  }
  for (const { node, start } of nodes) {
    const end = start + node.data.length;
    const touching = marks.filter((mark) => mark.start < end && mark.end > start);
    if (touching.length === 0) continue;
    const cuts = new Set([start, end]);
    for (const mark of touching) {
      cuts.add(Math.max(start, mark.start));
      cuts.add(Math.min(end, mark.end));
    }
    const points = [...cuts].sort((a, b) => a - b);
    const fragment = document.createDocumentFragment();
    for (let i = 0; i < points.length - 1; i += 1) {
      const from = points[i] ?? start;
      const to = points[i + 1] ?? end;
      const piece = node.data.slice(from - start, to - start);
      const covering = touching.filter((mark) => mark.start <= from && mark.end >= to);
      const top = covering.at(-1);
      if (!top) {
        fragment.append(piece);
        continue;
      }
      const element = document.createElement('mark');
      element.className = top.className;
      const highlightIds = covering.flatMap((mark) => (mark.highlightId === undefined ? [] : [mark.highlightId]));
      if (highlightIds.length > 0) element.dataset.highlightIds = highlightIds.join(' ');
      if (top.testId) element.dataset.testid = top.testId;
      element.textContent = piece;
      fragment.append(element);
    }
    node.replaceWith(fragment);
  }
}
