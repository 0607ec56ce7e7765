import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_SHARED_BUFFERS_MB, openDatabase, type DatabaseOptions } from '../server/db/database.ts';
import { hasRealData, importRelatonFiles, realDataDir, relatonFilesInOrder } from '../server/modules/catalogue/index.ts';
import { createScratchPostgres } from './support/scratch-postgres.ts';
import { formatBytes, printTable } from './support/report.ts';

/**
 * `npm run bench:import`: the whole of ../shared/data/relaton into a fresh PostgreSQL
 * database (DATABASE_URL's server) and into a fresh PGlite data directory, each timed,
 * with the peak memory of the importing process. Targets: PostgreSQL under 3 minutes,
 * PGlite under 10, peak memory under 1 GiB.
 *
 * Each engine runs in its own process (`--engine postgres|pglite`), so one engine's peak
 * memory never counts against the other; without --engine both run, one after the other.
 */
const TARGETS = { postgres: 180, pglite: 600 } as const;
const MEMORY_TARGET = 1024 ** 3;

const { values } = parseArgs({ options: { engine: { type: 'string' }, 'data-dir': { type: 'string' }, prepare: { type: 'boolean' } } });
const dataDir = realDataDir();
if (!hasRealData(dataDir)) {
  console.error(`No real data at ${dataDir}; set SHARED_DATA_DIR to the shared data folder.`);
  process.exit(1);
}

type Engine = keyof typeof TARGETS;

async function runEngine(engine: Engine) {
  const files = relatonFilesInOrder(dataDir);
  let cleanup: () => Promise<void> | void;
  let options: DatabaseOptions;
  if (engine === 'postgres') {
    const scratch = await createScratchPostgres('normscope_bench_import');
    options = { kind: 'postgres', url: scratch.url };
    cleanup = scratch.drop;
  } else {
    // The database exists before the import runs, as after a first `npm start`: creating it
    // (initdb) is another process's work and memory.
    const folder = values['data-dir'];
    if (!folder) throw new Error('--data-dir is required for --engine pglite');
    options = { kind: 'pglite', dataDir: folder, sharedBuffersMb: IMPORT_SHARED_BUFFERS_MB };
    cleanup = () => rmSync(folder, { recursive: true, force: true });
  }
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const started = performance.now();
    let lastReport = 0;
    const summary = await importRelatonFiles(database, files, (progress) => {
      if (performance.now() - lastReport < 15_000) return;
      lastReport = performance.now();
      console.log(`  ${engine}: ${(progress.fraction * 100).toFixed(0)}% · ${progress.records.toLocaleString('en-GB')} records`);
    });
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await database.executeSql(`select count(*)::int as documents from documents`);
    // maxRSS is in kibibytes: the peak of this whole process, PGlite's WebAssembly memory included.
    const peak = process.resourceUsage().maxRSS * 1024;
    return {
      engine,
      records: summary.records,
      editions: summary.inserted + summary.updated,
      documents: Number(rows[0]?.documents ?? 0),
      skipped: summary.skipped,
      seconds,
      peak,
    };
  } finally {
    await database.close();
    await cleanup();
  }
}

const engines: Engine[] = values.engine === 'postgres' || values.engine === 'pglite' ? [values.engine] : [];
if (values.prepare && values['data-dir']) {
  const database = await openDatabase({ kind: 'pglite', dataDir: values['data-dir'] });
  await database.migrate();
  await database.close();
} else if (engines.length === 0) {
  // One child per engine: a fresh process, so each peak is its own.
  const { spawnSync } = await import('node:child_process');
  const child = (...args: string[]) => {
    const result = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, ...args], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  child('--engine', 'postgres');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'normscope-bench-import-'));
  child('--prepare', '--data-dir', folder);
  child('--engine', 'pglite', '--data-dir', folder);
} else {
  for (const engine of engines) {
    console.log(`Importing ${dataDir}/relaton into ${engine}...`);
    const result = await runEngine(engine);
    printTable(
      ['engine', 'records', 'editions', 'documents', 'skipped', 'time', 'records/s', 'peak memory', 'target'],
      [
        [
          result.engine,
          result.records.toLocaleString('en-GB'),
          result.editions.toLocaleString('en-GB'),
          result.documents.toLocaleString('en-GB'),
          result.skipped.toLocaleString('en-GB'),
          `${result.seconds.toFixed(1)} s`,
          Math.round(result.records / result.seconds).toLocaleString('en-GB'),
          formatBytes(result.peak),
          result.seconds < TARGETS[result.engine] && result.peak < MEMORY_TARGET
            ? `met (< ${TARGETS[result.engine] / 60} min, < 1 GiB)`
            : `MISSED (< ${TARGETS[result.engine] / 60} min, < 1 GiB)`,
        ],
      ],
    );
  }
}
