import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../server/config/config.ts';
import { BackupRefused, createBackup } from '../server/platform/embedded-backup.ts';
import { runWhenEntry } from './command-entry.ts';

const USAGE = `Usage: npm run backup [-- <archive.tar.gz>]

Backs up the embedded default (DATA_DIR's PGlite database and its exports, logos, outbox and uploads
folders) into one tar.gz with a manifest (release, migration head, date). Stop Normscope first: a
running server holds the database open, and the backup refuses while it does.
Default archive: normscope-backup-<date>.tar.gz in the current folder.
On PostgreSQL (DATABASE_URL set) use pg_dump instead: see docs/OPERATIONS.md.`;

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

export async function main(argv: string[]): Promise<number> {
  let archive: string | undefined;
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (positionals.length > 1) throw new Error(`Unexpected argument(s): ${positionals.slice(1).join(' ')}.`);
    archive = positionals[0];
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/OPERATIONS.md); this command backs up the embedded database only.');
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const archivePath = path.resolve(archive ?? `normscope-backup-${stamp}.tar.gz`);
  const { version } = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')));
  try {
    const manifest = await createBackup({ dataDir: config.dataDir, archivePath, productVersion: version });
    const megabytes = (statSync(archivePath).size / 1024 / 1024).toFixed(1);
    console.log(`Backed up ${config.dataDir} (${manifest.folders.join(', ')}; migration ${manifest.migrationHead}) to ${archivePath} (${megabytes} MB).`);
    return 0;
  } catch (error) {
    if (error instanceof BackupRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

runWhenEntry(import.meta, 'backup', main);
