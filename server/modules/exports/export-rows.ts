import { displayStatus } from '../../../common/catalogue/document-status.ts';
import { EXPORT_FIELDS, type DocumentExportField, type ExportField } from '../../../common/exports/exports.contract.ts';
import { isOneOf } from '../../../common/one-of.ts';
import type { CellValue } from './csv-writer.ts';
import type { ExportDocumentRow } from './exports.repo.ts';

export type CellContext = {
  language: string;
  /** The status's display label in the user's language ('Current', 'Superseded'...). */
  statusLabel: (display: ReturnType<typeof displayStatus>) => string;
};

/** The text in the user's language, else English, else the first there is. */
function inLanguage<T>(texts: Record<string, T>, language: string): T | undefined {
  return texts[language] ?? texts.en ?? Object.values(texts)[0];
}

function versionText(row: ExportDocumentRow): string {
  return row.edition ?? row.version ?? (row.publicationYear ? String(row.publicationYear) : '');
}

/** What each export field holds (the header keeps the field names, so files stay machine-readable). */
const CELLS: Record<DocumentExportField, (row: ExportDocumentRow, context: CellContext) => CellValue> = {
  docId: (row) => row.id,
  name: (row) => row.number,
  title: (row, { language }) => inLanguage(row.titles, language)?.full ?? row.title,
  status: (row, { statusLabel }) => {
    const label = statusLabel(displayStatus({ docStatusCode: row.statusCode, cancelled: row.cancelled, superceded: row.superseded }));
    return `${row.statusCode} (${label})`;
  },
  language: (row) => row.languages.join('; '),
  publisher: (row) => row.publisher,
  country: (row) => row.publisherCountry,
  latestVersion: versionText,
  versionDate: (row) => row.publishedOn?.slice(0, 10) ?? '',
  summary: (row, { language }) => inLanguage(row.abstracts, language) ?? '',
};

/** A document's cells; the export's fields are a document tab's (the service checks them when the export is made). */
export function exportCells(row: ExportDocumentRow, fields: readonly ExportField[], context: CellContext): CellValue[] {
  return fields.filter((field) => isOneOf(EXPORT_FIELDS, field)).map((field) => CELLS[field](row, context));
}
