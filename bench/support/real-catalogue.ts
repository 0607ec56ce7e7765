import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_SHARED_BUFFERS_MB, openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { seedDemoAccounts } from '../../server/db/seeds/demo-accounts.seed.ts';
import { importRelatonFiles, realDataDir, relatonFilesInOrder } from '../../server/modules/catalogue/index.ts';
import { withDatabase } from '../../server/test/test-engine.ts';
import { benchServerUrl, queryBenchServer } from './scratch-postgres.ts';

/**
 * Databases holding the whole real catalogue for the search benchmarks, built once and
 * kept between runs (`--rebuild` starts again): on the PostgreSQL server, in a PGlite
 * folder, and on PostgreSQL replicated to a million documents.
 */
export const BENCH_PASSWORD = 'normscope-bench';
export const REAL_DATABASE = 'normscope_bench_catalogue';
const MILLION_DATABASE = 'normscope_bench_catalogue_1m';
export const PGLITE_FOLDER = path.join(os.tmpdir(), 'normscope-bench-catalogue');

async function databaseExists(name: string): Promise<boolean> {
  return (await queryBenchServer(`select 1 from pg_database where datname = '${name}'`)).length > 0;
}

/** Marks a benchmark database as completely built, so a later run reuses it. */
export async function markBuilt(database: DatabaseHandle): Promise<void> {
  await database.executeScript(`create table bench_fixture (built_at timestamptz not null default now()); insert into bench_fixture default values; analyze;`);
}

/** Whether a benchmark database on the server was built to the end by an earlier run. */
export async function isBuiltOnPostgres(name: string): Promise<boolean> {
  if (!(await databaseExists(name))) return false;
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(benchServerUrl(), name), poolSize: 1 });
  try {
    return await isComplete(database);
  } finally {
    await database.close();
  }
}

async function isComplete(database: DatabaseHandle): Promise<boolean> {
  const { rows } = await database.executeSql(
    `select exists (select 1 from information_schema.tables where table_name = 'bench_fixture') as ready`,
  );
  if (!rows[0]?.ready) return false;
  const { rows: marks } = await database.executeSql(`select count(*)::int as n from bench_fixture`);
  return Number(marks[0]?.n) > 0;
}

async function fill(database: DatabaseHandle, log: (line: string) => void) {
  await database.migrate();
  log('  importing the real catalogue (once; kept for later runs)...');
  const started = performance.now();
  const summary = await importRelatonFiles(database, relatonFilesInOrder(realDataDir()));
  log(`  ${summary.records.toLocaleString('en-GB')} records in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await seedDemoAccounts(database.db, BENCH_PASSWORD);
  await markBuilt(database);
}

export async function realCatalogueOnPostgres(rebuild: boolean, log: (line: string) => void): Promise<string> {
  const url = withDatabase(benchServerUrl(), REAL_DATABASE);
  if (rebuild || !(await databaseExists(REAL_DATABASE))) {
    await queryBenchServer(`drop database if exists ${REAL_DATABASE} with (force)`);
    await queryBenchServer(`create database ${REAL_DATABASE}`);
  }
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    if (await isComplete(database)) await database.migrate();
    else await fill(database, log);
  } finally {
    await database.close();
  }
  return url;
}

/** The folder holding `pglite/`, as DATA_DIR for a server. */
export async function realCatalogueOnPglite(rebuild: boolean, log: (line: string) => void): Promise<string> {
  const dataDir = path.join(PGLITE_FOLDER, 'pglite');
  if (rebuild && existsSync(PGLITE_FOLDER)) {
    const { rmSync } = await import('node:fs');
    rmSync(PGLITE_FOLDER, { recursive: true, force: true });
  }
  const database = await openDatabase({ kind: 'pglite', dataDir, sharedBuffersMb: IMPORT_SHARED_BUFFERS_MB });
  try {
    if (await isComplete(database)) await database.migrate();
    else await fill(database, log);
  } finally {
    await database.close();
  }
  return PGLITE_FOLDER;
}

/**
 * The real catalogue copied until it holds a million documents: each copy gets its own
 * numbers (a suffix) and years (shifted back), keeps the titles and vectors, so words
 * are as common as in real data, ten times over.
 */
export async function millionOnPostgres(rebuild: boolean, log: (line: string) => void, target = 1_000_000): Promise<string> {
  const url = withDatabase(benchServerUrl(), MILLION_DATABASE);
  if (!rebuild && (await databaseExists(MILLION_DATABASE))) {
    const database = await openDatabase({ kind: 'postgres', url });
    try {
      if (await isComplete(database)) {
        await database.migrate();
        return url;
      }
    } finally {
      await database.close();
    }
  }
  await realCatalogueOnPostgres(false, log);
  await queryBenchServer(`drop database if exists ${MILLION_DATABASE} with (force)`);
  await queryBenchServer(`create database ${MILLION_DATABASE} template ${REAL_DATABASE}`);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const { rows } = await database.executeSql(`select count(*)::int as n from documents`);
    const copies = Math.ceil(target / Number(rows[0]?.n)) - 1;
    log(`  replicating ${Number(rows[0]?.n).toLocaleString('en-GB')} documents ${copies} more times (once; kept for later runs)...`);
    const started = performance.now();
    await database.executeScript(`
      delete from bench_fixture;
      drop index if exists documents_search_vector_idx, documents_title_vector_idx, documents_number_key_trgm_idx;
      insert into documents (publisher_id, work_key, current_version_id, number, number_key, number_sort, title, titles, subtitle,
        status_code, cancelled, superseded, doc_type, languages, country, published_on, publication_year, ics_codes, version_count,
        has_content, title_vector, search_vector)
      select publisher_id, work_key || '#' || g, current_version_id, number || ' R' || g, number_key || ' r ' || g,
        number_sort || ' r ' || lpad(g::text, 10, '0'), title, titles, subtitle, status_code, cancelled, superseded, doc_type,
        languages, country, published_on - (g * 365), publication_year - g, ics_codes, version_count, has_content,
        title_vector, search_vector
      from documents, generate_series(1, ${copies}) as g where organisation_id is null and work_key not like '%#%';
      create index documents_search_vector_idx on documents using gin (search_vector);
      create index documents_title_vector_idx on documents using gin (title_vector);
      create index documents_number_key_trgm_idx on documents using gin (number_key gin_trgm_ops);
      insert into bench_fixture default values;
      analyze;
    `);
    log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
  return url;
}

/**
 * A scratch database on the benchmark server, named `${prefix}_${pid}`: a copy of the real bench
 * catalogue when `real` (built once, or again with `rebuild`), else an empty one the caller seeds.
 */
export async function createScratchCatalogue(prefix: string, options: { real: boolean; rebuild: boolean; log: (line: string) => void }): Promise<{ url: string; name: string; template: string | null }> {
  const name = `${prefix}_${process.pid}`;
  await queryBenchServer(`drop database if exists ${name} with (force)`);
  const url = withDatabase(benchServerUrl(), name);
  if (!options.real) {
    await queryBenchServer(`create database ${name}`);
    return { url, name, template: null };
  }
  const template = new URL(await realCatalogueOnPostgres(options.rebuild, options.log)).pathname.slice(1);
  await queryBenchServer(`create database ${name} template ${template}`);
  return { url, name, template };
}
