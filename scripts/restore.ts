import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config/config.ts';
import { BackupRefused, restoreBackup } from '../server/platform/embedded-backup.ts';
import { runWhenEntry } from './command-entry.ts';

const USAGE = `Usage: npm run restore -- <archive.tar.gz> [--force]

Restores a backup made by npm run backup into DATA_DIR: checks the archive (readable, only the
backup's folders, a manifest of a release this one can migrate from), unpacks it, opens the
database to check it, then puts the PGlite database and the exports, logos, outbox and uploads
folders in place. Normscope must be stopped. A DATA_DIR that holds data already is replaced only
with --force. The next start applies the migrations this release adds.`;

export async function main(argv: string[]): Promise<number> {
  let archive: string;
  let force: boolean;
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (positionals.length !== 1 || !positionals[0]) throw new Error('Name one archive.');
    archive = positionals[0];
    force = values.force ?? false;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/OPERATIONS.md); this command restores the embedded database only.');
    return 2;
  }
  try {
    const manifest = await restoreBackup({ archivePath: path.resolve(archive), dataDir: config.dataDir, force });
    console.log(`Restored ${manifest.folders.join(', ')} (release ${manifest.productVersion}, migration ${manifest.migrationHead}, backed up ${manifest.createdAt}) into ${config.dataDir}.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

runWhenEntry(import.meta, 'restore', main);
