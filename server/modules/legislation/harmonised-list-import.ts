import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { DatabaseHandle } from '../../db/database.ts';
import * as repo from './legal-act-standards.repo.ts';
import { linkUnmatchedStandards, matchStandardNumbers } from './legal-act-standards.service.ts';
import { celexCandidates } from './legislation-identifier.ts';

/**
 * `npm run import -- harmonised <files.csv>`: harmonised-standards lists (docs/harmonised-list-format.md)
 * written as the acts' 'harmonised' links. Rows naming an act the library does not hold are reported
 * and skipped; a standard the catalogue does not hold is kept, unmatched, and reported.
 */

/** The fresh machine's labelled demo list (the demo seed imports it after the demo acts). */
export const DEMO_HARMONISED_LIST = fileURLToPath(new URL('../../db/seeds/demo-legislation/demo-harmonised-list.csv', import.meta.url));

const REQUIRED_COLUMNS = ['standard_number', 'act_identifier'] as const;
const OPTIONAL_COLUMNS = ['reference', 'date_from', 'date_to'] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
const COLUMNS: readonly string[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];
const STANDARD_NUMBER_MAX = 200;
const REFERENCE_MAX = 500;
const BATCH_SIZE = 500;

export type HarmonisedRow = {
  line: number;
  standardNumber: string;
  actIdentifier: string;
  /** The CELEX numbers the identifier may stand for, most likely first. */
  celex: string[];
  reference: string | null;
  dateFrom: string | null;
  dateTo: string | null;
};

/** A row (or file, line null) the import skipped, and why. */
export type HarmonisedProblem = { file: string; line: number | null; reason: string };

export type HarmonisedImportSummary = {
  files: number;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows whose standard is in the catalogue. */
  matched: number;
  /** Standard numbers not in the catalogue (their rows are kept, without a document). */
  unmatchedStandards: string[];
  /** Act identifiers the library does not hold, with where they were (their rows are skipped). */
  unknownActs: { identifier: string; where: string[] }[];
  errors: HarmonisedProblem[];
  /** Links matched to a document since an earlier run (a catalogue import added it), title citations included. */
  relinked: number;
};

const LETTER_BY_WORD: [RegExp, string][] = [
  [/\bdirective\b/i, 'L'],
  [/\bregulation\b/i, 'R'],
  [/\bdecision\b/i, 'D'],
];

/**
 * The CELEX numbers an act identifier may stand for, most likely first. The library's reading
 * (legislation-identifier.ts) gives every family; a list says more: "Directive …" is a directive,
 * "2006/42/EC" (year first with a treaty suffix) a directive or a decision but never a regulation,
 * which before 2015 were numbered "No 305/2011", number first.
 */
export function actCelexCandidates(identifier: string): string[] | null {
  const candidates = celexCandidates(identifier);
  if (!candidates) return null;
  const letter = (celex: string) => /^\d{5}([A-Z]+)/.exec(celex)?.[1] ?? '';
  const named = LETTER_BY_WORD.find(([word]) => word.test(identifier))?.[1];
  if (named) return candidates.filter((celex) => letter(celex) === named);
  if (/^\s*\d{4}\s*\/\s*\d+\s*\/\s*[A-Za-z]+\s*$/.test(identifier)) {
    return candidates.filter((celex) => letter(celex) !== 'R').sort((a, b) => (letter(a) === 'L' ? 0 : 1) - (letter(b) === 'L' ? 0 : 1));
  }
  return candidates;
}

const normaliseColumn = (name: string) => name.trim().toLowerCase().replace(/[\s-]+/g, '_');
const tidy = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

function isoDate(value: string): string | null | undefined {
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** One data row read against the header; a string is the reason it is bad. */
function readRow(fields: string[], columns: Map<Column, number>, line: number): HarmonisedRow | string {
  const field = (column: Column) => {
    const at = columns.get(column);
    return at === undefined ? '' : tidy(fields[at]);
  };
  const standardNumber = field('standard_number');
  const actIdentifier = field('act_identifier');
  if (standardNumber === '') return 'standard_number is empty';
  if (standardNumber.length > STANDARD_NUMBER_MAX) return `standard_number is longer than ${STANDARD_NUMBER_MAX} characters`;
  if (!/\d/.test(standardNumber)) return `standard_number '${standardNumber}' has no number`;
  if (actIdentifier === '') return 'act_identifier is empty';
  const celex = actCelexCandidates(actIdentifier);
  if (!celex || celex.length === 0) return `act_identifier '${actIdentifier}' is neither a CELEX number nor an act number such as 2006/42/EC`;
  const reference = field('reference');
  if (reference.length > REFERENCE_MAX) return `reference is longer than ${REFERENCE_MAX} characters`;
  const dateFrom = isoDate(field('date_from'));
  if (dateFrom === undefined) return `date_from '${field('date_from')}' is not a date (YYYY-MM-DD)`;
  const dateTo = isoDate(field('date_to'));
  if (dateTo === undefined) return `date_to '${field('date_to')}' is not a date (YYYY-MM-DD)`;
  if (dateFrom && dateTo && dateTo < dateFrom) return `date_to ${dateTo} is before date_from ${dateFrom}`;
  return { line, standardNumber, actIdentifier, celex, reference: reference || null, dateFrom, dateTo };
}

type LocatedRecord = { record: string[]; info: { lines: number } };

function isLocatedRecord(value: unknown): value is LocatedRecord {
  if (!value || typeof value !== 'object' || !('record' in value) || !('info' in value)) return false;
  const { record, info } = value;
  return Array.isArray(record) && record.every((field) => typeof field === 'string') && !!info && typeof info === 'object' && 'lines' in info && typeof info.lines === 'number';
}

/** Reads one list: its rows and the problems of the rows it skipped (a bad header skips the file). */
export function parseHarmonisedCsv(text: string, file: string): { rows: HarmonisedRow[]; errors: HarmonisedProblem[] } {
  const errors: HarmonisedProblem[] = [];
  const parsed: unknown[] = parse(text.replace(/^\uFEFF/, ''), {
    relax_column_count: true,
    skip_empty_lines: true,
    comment: '#',
    comment_no_infix: true,
    info: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      errors.push({ file, line: typeof error?.lines === 'number' ? error.lines : null, reason: `malformed CSV: ${error?.message.replace(/ at line \d+/, '') ?? 'unreadable'}` });
      return undefined;
    },
  });
  // With `info`, each record comes as its fields and where it was.
  const [header, ...data] = parsed.filter(isLocatedRecord);
  if (!header) return { rows: [], errors: [...errors, { file, line: null, reason: 'the file has no header row' }] };
  const names = header.record.map(normaliseColumn);
  const unknown = names.filter((name) => !COLUMNS.includes(name));
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (unknown.length > 0 || missing.length > 0) {
    const reasons = [...missing.map((name) => `column ${name} is missing`), ...unknown.map((name) => `column '${name}' is not one of ${COLUMNS.join(', ')}`)];
    return { rows: [], errors: [...errors, { file, line: header.info.lines, reason: reasons.join('; ') }] };
  }
  const columns = new Map(names.map((name, index) => [name as Column, index]));
  const rows: HarmonisedRow[] = [];
  for (const { record, info } of data) {
    const row = readRow(record, columns, info.lines);
    if (typeof row === 'string') errors.push({ file, line: info.lines, reason: row });
    else rows.push(row);
  }
  return { rows, errors };
}

type Located = HarmonisedRow & { file: string };

/** Writes one batch of rows: acts looked up, standards matched, links upserted. */
async function writeBatch(database: DatabaseHandle, batch: Located[], summary: HarmonisedImportSummary, unmatched: Set<string>, unknown: Map<string, string[]>) {
  const acts = await repo.findActIds(database.executeSql, [...new Set(batch.flatMap((row) => row.celex))]);
  const documents = await matchStandardNumbers(database.executeSql, [...new Set(batch.map((row) => row.standardNumber))]);
  // One link per act, number and relation: a later row of the same link replaces an earlier one.
  const links = new Map<string, repo.ActStandardRow>();
  for (const row of batch) {
    const actId = row.celex.map((celex) => acts.get(celex)).find((id) => id !== undefined);
    if (actId === undefined) {
      unknown.set(row.actIdentifier, [...(unknown.get(row.actIdentifier) ?? []), `${row.file}:${row.line}`]);
      continue;
    }
    const documentId = documents.get(row.standardNumber) ?? null;
    if (documentId === null) unmatched.add(row.standardNumber);
    else summary.matched += 1;
    links.set(`${actId}|${row.standardNumber}`, {
      actId,
      standardNumber: row.standardNumber,
      documentId,
      relation: 'harmonised',
      origin: 'import',
      reference: row.reference,
      dateFrom: row.dateFrom,
      dateTo: row.dateTo,
    });
  }
  const counts = await repo.upsertActStandards(database.executeSql, [...links.values()]);
  summary.inserted += counts.inserted;
  summary.updated += counts.updated;
  summary.unchanged += counts.unchanged;
}

/**
 * Imports harmonised-standards lists, then matches earlier unmatched links of every act (the catalogue
 * may have gained their standards since). Running it twice changes nothing. Title citations are left
 * alone: they follow only the acts' titles and the catalogue, which a list changes neither of (its
 * rows are 'harmonised' links, keyed apart from 'cited' ones); the legislation importer builds them.
 */
export async function importHarmonisedLists(
  database: DatabaseHandle,
  paths: string[],
  onProgress?: (progress: { done: number; total: number }) => void,
): Promise<HarmonisedImportSummary> {
  const summary: HarmonisedImportSummary = {
    files: paths.length,
    rowsRead: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    matched: 0,
    unmatchedStandards: [],
    unknownActs: [],
    errors: [],
    relinked: 0,
  };
  const rows: Located[] = [];
  for (const file of paths) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      summary.errors.push({ file, line: null, reason: `cannot read the file: ${error instanceof Error ? error.message : String(error)}` });
      continue;
    }
    const parsed = parseHarmonisedCsv(text, file);
    summary.errors.push(...parsed.errors);
    summary.rowsRead += parsed.rows.length + parsed.errors.filter((error) => error.line !== null).length;
    rows.push(...parsed.rows.map((row) => ({ ...row, file })));
  }
  const unmatched = new Set<string>();
  const unknown = new Map<string, string[]>();
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await writeBatch(database, rows.slice(start, start + BATCH_SIZE), summary, unmatched, unknown);
    onProgress?.({ done: Math.min(rows.length, start + BATCH_SIZE), total: rows.length });
  }
  summary.unmatchedStandards = [...unmatched].sort();
  summary.unknownActs = [...unknown].map(([identifier, where]) => ({ identifier, where }));
  summary.relinked = await linkUnmatchedStandards(database);
  return summary;
}
