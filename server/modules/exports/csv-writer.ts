import type { ExportSeparator } from '../../../common/exports/exports.contract.ts';

/** Spreadsheet programs read UTF-8 only when the file starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';
const LINE_END = '\r\n';
const SEPARATOR_CHARACTER: Record<ExportSeparator, string> = { csv: ',', tsv: '\t' };

/** A cell a spreadsheet would run as a formula (CSV injection) starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CellValue = string | number | null | undefined;

/**
 * One cell, RFC 4180 style: made inert when a spreadsheet would take it for a formula
 * (a leading apostrophe), then quoted when it holds the separator, a quote, CR or LF,
 * with quotes doubled. TSV files are quoted the same way, so a tab or line break inside
 * a title never shifts the columns.
 */
export function formatCell(value: CellValue, separator: ExportSeparator): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  const mark = SEPARATOR_CHARACTER[separator];
  if (text.includes(mark) || text.includes('"') || text.includes('\r') || text.includes('\n')) {
    return `"${text.replaceAll('"', '""')}"`;
  }
  return text;
}

/** One record as a line, ending in CRLF. */
export function formatLine(values: readonly CellValue[], separator: ExportSeparator): string {
  return values.map((value) => formatCell(value, separator)).join(SEPARATOR_CHARACTER[separator]) + LINE_END;
}

/**
 * The whole file as a stream of text chunks: the BOM and the header line, then one
 * chunk per batch of records, so a long export never sits in memory as one string.
 */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CellValue[])[]>,
  separator: ExportSeparator,
): AsyncGenerator<string> {
  yield UTF8_BOM + formatLine(header, separator);
  for await (const rows of batches) {
    if (rows.length === 0) continue;
    yield rows.map((row) => formatLine(row, separator)).join('');
  }
}
