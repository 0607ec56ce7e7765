import type { ComparePoint } from '../../../common/ai/compare.contract.ts';

/*
 * A compare summary is plain text: numbered or dashed lines, and for "Table of changed values" a
 * table written with pipes. It is read into blocks the window draws as React elements (never as
 * HTML): text with its line breaks, the lines that are the summary's points (so each gets its
 * links to the sections), and tables.
 */

export type SummaryTableRow = { cells: string[]; point: number | null };

export type SummaryBlock =
  | { type: 'text'; text: string }
  | { type: 'point'; marker: string; text: string; point: number }
  | { type: 'table'; header: string[]; rows: SummaryTableRow[] };

export type SummaryLayout = {
  blocks: SummaryBlock[];
  /** Points no line or table row of the text shows: listed after it, with their links. */
  unmatched: number[];
};

const POINT_LINE = /^\s*(\d+\.|[-•*])\s+(.*)$/;
const SEPARATOR_CELL = /^:?-{3,}:?$/;

/** The cells of a `| a | b \| c |` line; `\|` is a pipe inside a cell. */
export function tableCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  const text = line.trim().replace(/^\|/, '');
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at];
    if (character === '\\' && text[at + 1] === '|') {
      cell += '|';
      at += 1;
    } else if (character === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += character;
  }
  if (cell.trim() !== '') cells.push(cell.trim());
  return cells;
}

const isTableLine = (line: string) => line.trim().startsWith('|');

export function summaryLayout(text: string, points: readonly ComparePoint[]): SummaryLayout {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const unused = new Map<string, number[]>();
  points.forEach((point, index) => unused.set(point.text, [...(unused.get(point.text) ?? []), index]));
  const blocks: SummaryBlock[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.some((line) => line.trim() !== '')) blocks.push({ type: 'text', text: prose.join('\n').replace(/^\n+|\n+$/g, '') });
    prose = [];
  };
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at] ?? '';
    const next = lines[at + 1] ?? '';
    if (isTableLine(line) && isTableLine(next) && tableCells(next).every((cell) => SEPARATOR_CELL.test(cell))) {
      flush();
      const header = tableCells(line);
      const rows: SummaryTableRow[] = [];
      at += 2;
      while (at < lines.length && isTableLine(lines[at] ?? '')) {
        rows.push({ cells: tableCells(lines[at] ?? ''), point: null });
        at += 1;
      }
      at -= 1;
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    const match = POINT_LINE.exec(line);
    const point = match ? unused.get(match[2] ?? '')?.shift() : undefined;
    if (match && point !== undefined) {
      flush();
      blocks.push({ type: 'point', marker: match[1] ?? '', text: match[2] ?? '', point });
      continue;
    }
    prose.push(line);
  }
  flush();
  let unmatched = [...unused.values()].flat().sort((a, b) => a - b);
  // A table with a row per point left over (the table of changed values): each row is its point.
  const tables = blocks.filter((block) => block.type === 'table');
  const table = tables.length === 1 ? tables[0] : undefined;
  if (table && table.rows.length === unmatched.length && unmatched.length > 0) {
    table.rows.forEach((row, index) => {
      row.point = unmatched[index] ?? null;
    });
    unmatched = [];
  }
  return { blocks, unmatched };
}
