import { parseArgs } from 'node:util';
import { DocType } from '../common/catalogue/doc-type.ts';
import { loadConfig } from '../server/config/config.ts';
import { databaseOptionsFromConfig, openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import {
  importFullTextFiles,
  importIcsFile,
  importMaterialsFiles,
  importRelatonFiles,
  type ImportStats,
} from '../server/modules/catalogue/index.ts';
import { importHarmonisedLists, importLegislationFiles, type HarmonisedImportSummary } from '../server/modules/legislation/index.ts';
import { createProgressBar } from './progress-bar.ts';

const USAGE = `Usage: npm run import -- <kind> <paths...> [options]

Kinds:
  relaton    Relaton YAML: .yaml, .yaml.gz multi-document streams, or directories of them
  ics        the ICS list (ics-ed7.json format)
  fulltext   full texts: RFC plain text (metadata from the RFC header), or PDF, DOCX, HTML
             and plain text with --publisher and --number (one document per file)
  materials  FreeCAD material cards (.FCMat) and the CSV formats of docs/materials-csv.md
  legislation  legal acts as JSON Lines, gzip or plain (docs/legislation-import.md)
  harmonised harmonised-standards lists linking acts to standards, CSV (docs/harmonised-list-format.md)

Options for fulltext files that are not RFCs:
  --publisher ISO  --number "ISO 9001:2015"  [--title "..."] [--language en]
  [--published-on 2015-09-15] [--doc-type standard]

The database is the one npm start uses: DATABASE_URL when set, else the embedded one in DATA_DIR.
Running the same import twice changes nothing.`;

const KINDS = ['relaton', 'ics', 'fulltext', 'materials', 'legislation', 'harmonised'] as const;
type Kind = (typeof KINDS)[number];
const ERRORS_SHOWN = 20;

function parseDocType(value: string): DocType {
  const parsed = DocType.safeParse(value);
  if (!parsed.success) fail(`Unknown --doc-type '${value}'; one of ${DocType.options.join(', ')}.`);
  return parsed.data;
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function printErrors(errors: { where: string; reason: string }[], total: number) {
  if (total === 0) return;
  console.log(`\n${total.toLocaleString('en-GB')} record(s) skipped:`);
  for (const error of errors.slice(0, ERRORS_SHOWN)) console.log(`  ${error.where}: ${error.reason}`);
  if (total > ERRORS_SHOWN) console.log(`  … and ${(total - ERRORS_SHOWN).toLocaleString('en-GB')} more (all are kept in import_runs.stats)`);
}

function printCatalogueStats(stats: ImportStats, extra: Record<string, number | string>) {
  const rows: [string, number | string][] = [
    ['records read', stats.records],
    ['editions added', stats.inserted],
    ['editions updated', stats.updated],
    ['editions unchanged', stats.unchanged],
    ['documents created', stats.documentsCreated],
    ['documents merged', stats.documentsMerged],
    ['sections written', stats.sectionsWritten],
    ...Object.entries(extra),
    ...Object.entries(stats.events).map(([kind, count]): [string, number] => [`events: ${kind}`, count]),
  ];
  console.log('\nSummary');
  for (const [label, value] of rows) console.log(`  ${label.padEnd(22)} ${typeof value === 'number' ? value.toLocaleString('en-GB') : value}`);
  printErrors(stats.errors, stats.skipped);
}

function printHarmonisedSummary(summary: HarmonisedImportSummary) {
  console.log('\nSummary');
  for (const key of ['files', 'rowsRead', 'inserted', 'updated', 'unchanged', 'matched', 'relinked'] as const) console.log(`  ${key.padEnd(22)} ${summary[key].toLocaleString('en-GB')}`);
  if (summary.unmatchedStandards.length > 0) {
    console.log(`\n${summary.unmatchedStandards.length} standard(s) not in the catalogue (kept without a document): ${summary.unmatchedStandards.slice(0, ERRORS_SHOWN).join(', ')}${summary.unmatchedStandards.length > ERRORS_SHOWN ? ', …' : ''}`);
  }
  if (summary.unknownActs.length > 0) console.log(`\n${summary.unknownActs.length} act(s) not in the legislation library (rows skipped):`);
  for (const act of summary.unknownActs.slice(0, ERRORS_SHOWN)) console.log(`  ${act.identifier}: ${act.where.slice(0, 5).join(', ')}${act.where.length > 5 ? ', …' : ''}`);
  if (summary.errors.length > 0) console.log(`\n${summary.errors.length} row(s) or file(s) skipped:`);
  for (const error of summary.errors.slice(0, ERRORS_SHOWN)) console.log(`  ${error.line === null ? error.file : `${error.file}: line ${error.line}`}: ${error.reason}`);
  if (summary.errors.length > ERRORS_SHOWN) console.log(`  … and ${summary.errors.length - ERRORS_SHOWN} more`);
}

async function run(kind: Kind, paths: string[], values: Record<string, string | undefined>, database: DatabaseHandle) {
  const started = Date.now();
  if (kind === 'relaton') {
    const bar = createProgressBar('relaton');
    const summary = await importRelatonFiles(database, paths, (progress) => bar.update(progress.fraction, progress.records));
    bar.done(summary.records);
    printCatalogueStats(summary, { files: summary.files, 'duplicates skipped': summary.duplicates });
  } else if (kind === 'ics') {
    for (const file of paths) {
      const summary = await importIcsFile(database, file);
      console.log(`${file}: ${summary.read} codes read, ${summary.written} written, ${summary.unchanged} unchanged`);
      printErrors(summary.errors.map((error) => ({ where: `${file}: entry ${error.position}`, reason: error.reason })), summary.errors.length);
    }
  } else if (kind === 'fulltext') {
    const bar = createProgressBar('fulltext');
    const meta = {
      ...(values.publisher ? { publisher: values.publisher } : {}),
      ...(values.number ? { number: values.number } : {}),
      ...(values.title ? { title: values.title } : {}),
      ...(values.language ? { language: values.language } : {}),
      ...(values['published-on'] ? { publishedOn: values['published-on'] } : {}),
      ...(values['doc-type'] ? { docType: parseDocType(values['doc-type']) } : {}),
    };
    const summary = await importFullTextFiles(database, paths, {
      meta,
      onProgress: (progress) => bar.update(progress.done / progress.total, progress.done, 'files'),
    });
    bar.done(summary.files, 'files');
    for (const document of summary.documents) console.log(`  ${document.number.padEnd(24)} ${document.sections} sections  (${document.file})`);
    printCatalogueStats(summary, { files: summary.files });
  } else if (kind === 'legislation') {
    const bar = createProgressBar('legislation');
    const summary = await importLegislationFiles(database, paths, { onProgress: (progress) => bar.update(progress.fraction, progress.records) });
    bar.done(summary.records);
    console.log('\nSummary');
    for (const key of ['files', 'records', 'inserted', 'updated', 'unchanged', 'skipped'] as const) console.log(`  ${key.padEnd(22)} ${summary[key].toLocaleString('en-GB')}`);
    if (summary.titleCitations) console.log(`  ${'standards cited'.padEnd(22)} ${summary.titleCitations.citations.toLocaleString('en-GB')} (${summary.titleCitations.matched.toLocaleString('en-GB')} in the catalogue)`);
    if (summary.skipped > 0) console.log(`\n${summary.skipped.toLocaleString('en-GB')} record(s) skipped:`);
    for (const error of summary.errors.slice(0, ERRORS_SHOWN)) console.log(`  ${error.where}: ${error.reason}`);
    if (summary.skipped > ERRORS_SHOWN) console.log(`  … and ${(summary.skipped - ERRORS_SHOWN).toLocaleString('en-GB')} more`);
  } else if (kind === 'harmonised') {
    const bar = createProgressBar('harmonised');
    const summary = await importHarmonisedLists(database, paths, (progress) => bar.update(progress.done / Math.max(1, progress.total), progress.done, 'rows'));
    bar.done(summary.rowsRead, 'rows');
    printHarmonisedSummary(summary);
  } else {
    const bar = createProgressBar('materials');
    const summary = await importMaterialsFiles(database, paths, (progress) => bar.update(progress.done / progress.total, progress.done, 'files'));
    bar.done(summary.files, 'files');
    console.log('\nSummary');
    for (const key of ['metals', 'materials', 'metalSuppliers', 'materialSuppliers'] as const) {
      const counts = summary[key];
      console.log(`  ${key.padEnd(18)} ${JSON.stringify(counts)}`);
    }
    printErrors(
      summary.errors.map((error) => ({ where: error.row ? `${error.file}: row ${error.row}` : error.file, reason: error.reason })),
      summary.errors.length,
    );
  }
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

export async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      publisher: { type: 'string' },
      number: { type: 'string' },
      title: { type: 'string' },
      language: { type: 'string' },
      'published-on': { type: 'string' },
      'doc-type': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [kind, ...paths] = positionals;
  if (!kind || !(KINDS as readonly string[]).includes(kind)) fail(kind ? `Unknown kind '${kind}'.` : 'Say what to import.');
  if (paths.length === 0) fail(`Give at least one path to import ${kind} from.`);

  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFromConfig(config, 'import'));
  try {
    await database.migrate();
    await run(kind as Kind, paths, values as Record<string, string | undefined>, database);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
