import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type {
  MaterialProperty,
  MaterialRecord,
  MaterialSupplierRecord,
  MetalRecord,
  MetalSupplierRecord,
} from '../../materials-record.ts';
import { metalKindFromMaterialNumber, metalKindFromText, normaliseMaterialNumber } from './fcmat-parser.ts';
import { InvalidValueError, parseComposition, parseRange, propertyName } from './material-units.ts';
import { PROPERTY_COLUMNS } from './property-columns.ts';

export { PROPERTY_COLUMNS };

/** The CSV formats of docs/materials-csv.md. */
export type MaterialsCsvKind = 'metals' | 'metal-suppliers' | 'materials' | 'material-suppliers';
export type CsvRowError = { row: number; reason: string };
export type MaterialsCsvResult =
  | { kind: 'metals'; records: MetalRecord[]; errors: CsvRowError[] }
  | { kind: 'metal-suppliers'; records: MetalSupplierRecord[]; errors: CsvRowError[] }
  | { kind: 'materials'; records: MaterialRecord[]; errors: CsvRowError[] }
  | { kind: 'material-suppliers'; records: MaterialSupplierRecord[]; errors: CsvRowError[] }
  /** 'auto' could not tell the kind from the file name or header. */
  | { kind: 'unknown'; records: never[]; errors: CsvRowError[] };

export const CSV_SOURCE = 'csv';

const PROPERTY_NAMES = Object.keys(PROPERTY_COLUMNS);
const COLUMNS: Record<MaterialsCsvKind, { required: string[]; optional: string[] }> = {
  'metals': {
    required: ['designation'],
    optional: ['material_number', 'standard', 'kind', 'description', 'country', 'forms', 'composition', ...PROPERTY_NAMES],
  },
  'metal-suppliers': {
    required: ['name'],
    optional: ['country', 'forms', 'establishment_type', 'descriptions', 'keywords', 'website', 'metals'],
  },
  'materials': {
    required: ['trade_name', 'class'],
    optional: [
      'description',
      'forms',
      'product_type',
      'additives',
      'standard',
      'chemical_resistance',
      'processing',
      'chemical_analysis',
      'formulation',
      'special_characteristics',
      ...PROPERTY_NAMES,
    ],
  },
  'material-suppliers': { required: ['name'], optional: ['country', 'website', 'materials'] },
};
const COLUMN_ALIASES: Record<string, string> = { material_class: 'class', tradename: 'trade_name', materialnumber: 'material_number' };

/** `metal-suppliers-2026.csv` → 'metal-suppliers'; undefined when the name does not tell. */
export function materialsCsvKindFromFileName(fileName: string): MaterialsCsvKind | undefined {
  const base = path.basename(fileName).toLowerCase().replace(/_/g, '-');
  if (base.startsWith('metal-suppliers')) return 'metal-suppliers';
  if (base.startsWith('material-suppliers')) return 'material-suppliers';
  if (base.startsWith('metals')) return 'metals';
  if (base.startsWith('materials')) return 'materials';
  return undefined;
}

/** The kind a header row describes, from the columns only one kind has. */
export function detectMaterialsCsvKind(header: string[]): MaterialsCsvKind | undefined {
  const columns = new Set(header.map(normaliseColumn));
  if (columns.has('designation')) return 'metals';
  if (columns.has('trade_name')) return 'materials';
  if (!columns.has('name')) return undefined;
  if (['metals', 'forms', 'establishment_type', 'keywords', 'descriptions'].some((column) => columns.has(column))) return 'metal-suppliers';
  if (columns.has('materials')) return 'material-suppliers';
  return undefined;
}

export function parseMaterialsCsv(text: string, kind: 'metals', fileName: string): Extract<MaterialsCsvResult, { kind: 'metals' }>;
export function parseMaterialsCsv(text: string, kind: 'metal-suppliers', fileName: string): Extract<MaterialsCsvResult, { kind: 'metal-suppliers' }>;
export function parseMaterialsCsv(text: string, kind: 'materials', fileName: string): Extract<MaterialsCsvResult, { kind: 'materials' }>;
export function parseMaterialsCsv(text: string, kind: 'material-suppliers', fileName: string): Extract<MaterialsCsvResult, { kind: 'material-suppliers' }>;
export function parseMaterialsCsv(text: string, kind: MaterialsCsvKind | 'auto', fileName: string): MaterialsCsvResult;
/**
 * Parses one CSV file of the given kind ('auto': from the file name, else the header). A bad
 * row is reported with its line number (the header is line 1) and skipped; it never aborts
 * the file. Only a missing header or required column fails the whole file, reported on line 1.
 */
export function parseMaterialsCsv(text: string, kind: MaterialsCsvKind | 'auto', fileName: string): MaterialsCsvResult {
  const { rows, errors } = splitCsvRecords(text);
  const headerRow = rows.shift();
  const resolved = kind === 'auto' ? (materialsCsvKindFromFileName(fileName) ?? (headerRow ? detectMaterialsCsvKind(headerRow.fields) : undefined)) : kind;
  if (!resolved) return { kind: 'unknown', records: [], errors: [{ row: headerRow?.line ?? 1, reason: 'cannot tell the kind of CSV from its name or header' }, ...errors] };
  const parsers: { [K in MaterialsCsvKind]: RowParser<Extract<MaterialsCsvResult, { kind: K }>['records'][number]> } = {
    'metals': metalFromRow,
    'metal-suppliers': metalSupplierFromRow,
    'materials': materialFromRow,
    'material-suppliers': materialSupplierFromRow,
  };
  if (!headerRow) return { kind: resolved, records: [], errors: [{ row: 1, reason: 'the file has no header row' }] } as MaterialsCsvResult;
  const header = headerRow.fields.map(normaliseColumn);
  const spec = COLUMNS[resolved];
  const missing = spec.required.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return { kind: resolved, records: [], errors: [{ row: headerRow.line, reason: `missing required column(s): ${missing.join(', ')}` }] } as MaterialsCsvResult;
  }
  for (const column of header) {
    if (column !== '' && !spec.required.includes(column) && !spec.optional.includes(column)) {
      errors.push({ row: headerRow.line, reason: `unknown column "${column}" is ignored` });
    }
  }

  const parseRow = parsers[resolved] as RowParser<{ sourceKey: string }>;
  const records: { sourceKey: string }[] = [];
  const firstRowOfKey = new Map<string, number>();
  for (const row of rows) {
    if (row.fields.slice(header.length).some((field) => field.trim() !== '')) {
      errors.push({ row: row.line, reason: `the row has ${row.fields.length} fields, the header ${header.length}` });
      continue;
    }
    const values: Record<string, string> = {};
    header.forEach((column, index) => {
      const value = row.fields[index]?.trim() ?? '';
      if (column !== '' && value !== '') values[column] = value;
    });
    if (Object.keys(values).length === 0) continue;
    try {
      const record = parseRow(values, resolved);
      const earlier = firstRowOfKey.get(record.sourceKey);
      if (earlier !== undefined) throw new RowError(`duplicate of line ${earlier} (same ${resolved === 'metals' ? 'designation' : 'name'})`);
      firstRowOfKey.set(record.sourceKey, row.line);
      records.push(record);
    } catch (error) {
      if (!(error instanceof InvalidValueError)) throw error;
      errors.push({ row: row.line, reason: error.message });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { kind: resolved, records, errors } as MaterialsCsvResult;
}

class RowError extends InvalidValueError {}

type RowParser<T> = (values: Record<string, string>, kind: MaterialsCsvKind) => T;

function metalFromRow(values: Record<string, string>, kind: MaterialsCsvKind): MetalRecord {
  const designation = required(values, 'designation');
  const materialNumber = materialNumberValue(values['material_number']);
  const metalKind = metalKindValue(values['kind'], materialNumber, designation);
  const record: MetalRecord = {
    source: CSV_SOURCE,
    sourceKey: csvSourceKey(kind, designation),
    designation,
    kind: metalKind,
    forms: listValue(values['forms'], true),
    properties: propertiesFromRow(values),
    composition: values['composition'] ? parseComposition(values['composition']) : [],
    raw: values,
  };
  assignDefined(record, { materialNumber, standard: values['standard'], description: values['description'], country: countryValue(values['country']) });
  return record;
}

function materialFromRow(values: Record<string, string>, kind: MaterialsCsvKind): MaterialRecord {
  const tradeName = required(values, 'trade_name');
  const record: MaterialRecord = {
    source: CSV_SOURCE,
    sourceKey: csvSourceKey(kind, tradeName),
    tradeName,
    materialClass: materialClassValue(required(values, 'class')),
    forms: listValue(values['forms'], true),
    chemicalResistance: listValue(values['chemical_resistance']),
    processing: listValue(values['processing']),
    chemicalAnalysis: listValue(values['chemical_analysis']),
    formulation: listValue(values['formulation']),
    specialCharacteristics: listValue(values['special_characteristics']),
    properties: propertiesFromRow(values),
    raw: values,
  };
  assignDefined(record, {
    description: values['description'],
    productType: values['product_type'],
    additives: values['additives'],
    standard: values['standard'],
  });
  return record;
}

function metalSupplierFromRow(values: Record<string, string>, kind: MaterialsCsvKind): MetalSupplierRecord {
  const name = required(values, 'name');
  const record: MetalSupplierRecord = {
    source: CSV_SOURCE,
    sourceKey: csvSourceKey(kind, name),
    name,
    forms: listValue(values['forms'], true),
    descriptions: listValue(values['descriptions']),
    keywords: listValue(values['keywords']),
    metals: listValue(values['metals']),
  };
  assignDefined(record, {
    country: countryValue(values['country']),
    establishmentType: values['establishment_type'],
    website: websiteValue(values['website']),
  });
  return record;
}

function materialSupplierFromRow(values: Record<string, string>, kind: MaterialsCsvKind): MaterialSupplierRecord {
  const name = required(values, 'name');
  const record: MaterialSupplierRecord = { source: CSV_SOURCE, sourceKey: csvSourceKey(kind, name), name, materials: listValue(values['materials']) };
  assignDefined(record, { country: countryValue(values['country']), website: websiteValue(values['website']) });
  return record;
}

/** Optional fields stay absent rather than `undefined`, so records compare and serialise cleanly. */
function assignDefined<T extends object>(target: T, fields: Partial<Record<keyof T, string | undefined>>): void {
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') (target as Record<string, unknown>)[key] = value;
  }
}

/** `csv:metals:s235jr`; accents, case and punctuation do not make a second record. */
export function csvSourceKey(kind: MaterialsCsvKind, name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${CSV_SOURCE}:${kind}:${slug}`;
}

function required(values: Record<string, string>, column: string): string {
  const value = values[column];
  if (!value) throw new RowError(`${column} is empty`);
  return value;
}

function listValue(text: string | undefined, lowerCase = false): string[] {
  if (!text) return [];
  const items = new Map<string, string>();
  for (const part of text.split('|')) {
    const item = lowerCase ? part.trim().toLowerCase() : part.trim();
    if (item !== '' && !items.has(item.toLowerCase())) items.set(item.toLowerCase(), item);
  }
  return [...items.values()];
}

function countryValue(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const code = text.trim().toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(code)) throw new RowError(`country "${text}" is not an ISO 3166 code such as DE`);
  return code;
}

function websiteValue(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) return url.toString();
  } catch {
    // reported below
  }
  throw new RowError(`website "${text}" is not a web address`);
}

function materialNumberValue(text: string | undefined): string | undefined {
  const number = normaliseMaterialNumber(text);
  if (number && !/^\d\.\d{4}(\.\d{2})?$/.test(number)) throw new RowError(`material_number "${text}" is not an EN number such as 1.0038`);
  return number;
}

const KNOWN_METAL_KINDS = new Set([
  'steel', 'stainless-steel', 'tool-steel', 'cast-steel', 'cast-iron', 'aluminium-alloy',
  'copper-alloy', 'nickel-alloy', 'titanium-alloy', 'magnesium-alloy', 'zinc-alloy',
]);

function metalKindValue(text: string | undefined, materialNumber: string | undefined, designation: string): string {
  if (text) {
    const kebab = kebabCase(text);
    if (KNOWN_METAL_KINDS.has(kebab)) return kebab;
    return metalKindFromText(text) ?? kebab;
  }
  const derived = (materialNumber ? metalKindFromMaterialNumber(materialNumber) : undefined) ?? metalKindFromText(designation);
  if (!derived) throw new RowError('kind is empty and neither material_number nor designation tells it');
  return derived;
}

const MATERIAL_CLASS_ALIASES: Record<string, string> = {
  'plastic': 'thermoplastic',
  'thermoplast': 'thermoplastic',
  'thermoplastics': 'thermoplastic',
  'fiber': 'fibre',
  'fibers': 'fibre',
  'fibres': 'fibre',
  'elastomers': 'elastomer',
  'rubber': 'elastomer',
  'ceramics': 'ceramic',
  'composites': 'composite',
  'timber': 'wood',
};

function materialClassValue(text: string): string {
  const kebab = kebabCase(text);
  return MATERIAL_CLASS_ALIASES[kebab] ?? kebab;
}

function kebabCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function propertiesFromRow(values: Record<string, string>): MaterialProperty[] {
  const properties: MaterialProperty[] = [];
  for (const [column, definition] of Object.entries(PROPERTY_COLUMNS)) {
    const text = values[column];
    if (!text) continue;
    const range = parseRange(text);
    if (!range) throw new RowError(`${column} "${text}" is not a number or range (the column fixes the unit${definition.unit ? `, ${definition.unit}` : ''})`);
    const property: MaterialProperty = { group: definition.group, key: definition.key, name: propertyName(definition.key), ...range };
    if (definition.unit) property.unit = definition.unit;
    properties.push(property);
  }
  return properties;
}

function normaliseColumn(column: string): string {
  const normal = column
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return COLUMN_ALIASES[normal] ?? normal;
}

type CsvRow = { line: number; fields: string[] };

/**
 * Splits the text into records and parses each one alone, so a malformed row (a stray quote)
 * costs only that row. Lines starting with `#` are comments. The delimiter is whichever of
 * `,` `;` or tab the header uses most.
 */
export function splitCsvRecords(text: string): { rows: CsvRow[]; errors: CsvRowError[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const rows: CsvRow[] = [];
  const errors: CsvRowError[] = [];
  let delimiter: string | undefined;
  let index = 0;
  while (index < lines.length) {
    const first = lines[index] ?? '';
    const line = index + 1;
    if (first.trim() === '' || first.trimStart().startsWith('#')) {
      index += 1;
      continue;
    }
    delimiter ??= detectDelimiter(first);
    // A quoted field may span lines: gather lines until the quotes balance.
    let end = index;
    let chunk = first;
    while (countQuotes(chunk) % 2 === 1 && end + 1 < lines.length) {
      end += 1;
      chunk += `\n${lines[end] ?? ''}`;
    }
    if (countQuotes(chunk) % 2 === 1) {
      errors.push({ row: line, reason: 'a quoted field is not closed' });
      index += 1;
      continue;
    }
    try {
      const parsed = parse(chunk, { delimiter, relax_column_count: true, trim: true, skip_empty_lines: true }) as string[][];
      rows.push({ line, fields: parsed[0] ?? [] });
      index = end + 1;
    } catch (error) {
      errors.push({ row: line, reason: `malformed CSV: ${error instanceof Error ? error.message.replace(/ at line \d+/, '') : String(error)}` });
      // Resume on the next line: a stray quote must not swallow the rows it happened to pair with.
      index += 1;
    }
  }
  return { rows, errors };
}

function countQuotes(text: string): number {
  let count = 0;
  for (const character of text) if (character === '"') count += 1;
  return count;
}

function detectDelimiter(headerLine: string): string {
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  const candidates = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: unquoted.split(delimiter).length - 1 }));
  const best = candidates.reduce((a, b) => (b.count > a.count ? b : a));
  return best.count > 0 ? best.delimiter : ',';
}
