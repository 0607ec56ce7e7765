import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, openDatabase, type ExecuteSql } from '../db/database.ts';

const run = promisify(execFile);

/**
 * What a backup of the embedded default holds: the PGlite data folder and the folders of files
 * under DATA_DIR (config.ts dataPaths), each as it is on disk.
 */
export const BACKUP_FOLDERS = ['pglite', 'exports', 'logos', 'outbox', 'uploads'] as const;
const MANIFEST = 'manifest.json';
const FORMAT = 'normscope-embedded-backup';

const Manifest = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  productVersion: z.string(),
  /** The newest migration the database had applied (a drizzle-kit journal tag). */
  migrationHead: z.string(),
  migrationsApplied: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  folders: z.array(z.enum(BACKUP_FOLDERS)),
});
export type BackupManifest = z.infer<typeof Manifest>;

/** A refusal the CLI reports as it is: the operator has something to do first. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

const Journal = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })) });

function journalEntries() {
  return Journal.parse(JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'))).entries;
}

/** The newest applied migration as drizzle's migrator records it (by its journal time), and how many are applied. */
export async function migrationHead(sql: ExecuteSql): Promise<{ tag: string; applied: number }> {
  const { rows: table } = await sql(`select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`);
  if (table[0]?.migrated !== true) throw new BackupRefused('The embedded database has never been migrated: there is nothing to back up.');
  const { rows } = await sql(`select count(*)::int as applied, max(created_at)::float8 as newest from drizzle.__drizzle_migrations`);
  const newest = Number(rows[0]?.newest);
  const entry = journalEntries().find((item) => item.when === newest);
  // A migration this release does not ship was applied by a newer one: named by its time.
  return { tag: entry?.tag ?? `unknown-${newest}`, applied: Number(rows[0]?.applied ?? 0) };
}

/**
 * PGlite writes postmaster.pid when it opens its folder and removes it when it closes: while the
 * file is there a process (the server, an import) may be writing, and a copy would not be consistent.
 */
function refuseWhenOpen(dataDir: string): void {
  const pidFile = path.join(dataDir, 'pglite', 'postmaster.pid');
  if (existsSync(pidFile)) {
    throw new BackupRefused(
      `The embedded database is open (${pidFile} exists): stop Normscope, and any import, first. ` +
        'If no Normscope process is running (one was killed), delete that file and run this again: the database recovers when it is next opened.',
    );
  }
}

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Opens a PGlite folder only to read its migration head; closing it leaves the folder consistent. */
async function readHead(pgliteDir: string): Promise<{ tag: string; applied: number }> {
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  try {
    return await migrationHead(database.executeSql);
  } finally {
    await database.close();
  }
}

/**
 * Writes one tar.gz of DATA_DIR's embedded database and file folders, with a manifest first.
 * The server must be stopped: the copy is then consistent (see refuseWhenOpen). Opening the
 * database first for its migration head also finishes any recovery a crash left to do.
 */
export async function createBackup(options: { dataDir: string; archivePath: string; productVersion: string; now?: Date }): Promise<BackupManifest> {
  const { dataDir, archivePath } = options;
  refuseWhenOpen(dataDir);
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) throw new BackupRefused(`There is no embedded database in ${dataDir} (no pglite/PG_VERSION).`);
  if (existsSync(archivePath)) throw new BackupRefused(`${archivePath} exists already: name a new file.`);
  const head = await readHead(path.join(dataDir, 'pglite'));
  const folders = BACKUP_FOLDERS.filter((folder) => existsSync(path.join(dataDir, folder)));
  const manifest: BackupManifest = {
    format: FORMAT,
    formatVersion: 1,
    productVersion: options.productVersion,
    migrationHead: head.tag,
    migrationsApplied: head.applied,
    createdAt: (options.now ?? new Date()).toISOString(),
    folders,
  };
  const staging = await mkdtemp(path.join(path.dirname(path.resolve(archivePath)), '.normscope-backup-'));
  const partial = `${archivePath}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest goes first, so a restore reads it without unpacking the rest.
    await run('tar', ['-czf', partial, '-C', staging, MANIFEST, '-C', dataDir, ...folders]);
    await rename(partial, archivePath);
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
  return manifest;
}

/**
 * Reads the archive whole (a truncated or corrupt one fails here), checks every entry stays
 * inside the folders a backup has, and parses the manifest.
 */
export async function inspectBackup(archivePath: string): Promise<BackupManifest> {
  if (!existsSync(archivePath)) throw new BackupRefused(`${archivePath} does not exist.`);
  let listing: string;
  try {
    listing = (await run('tar', ['-tzf', archivePath], { maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch (error) {
    throw new BackupRefused(`${archivePath} is not a readable tar.gz archive: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`);
  }
  const entries = listing.split('\n').filter(Boolean);
  const allowed = new Set<string>([MANIFEST, ...BACKUP_FOLDERS]);
  for (const entry of entries) {
    const parts = entry.replace(/^\.\//, '').split('/');
    if (entry.startsWith('/') || parts.includes('..') || !allowed.has(parts[0] ?? '')) {
      throw new BackupRefused(`${archivePath} is not a Normscope backup: it holds ${entry}.`);
    }
  }
  if (!entries.includes(MANIFEST)) throw new BackupRefused(`${archivePath} is not a Normscope backup: it has no ${MANIFEST}.`);
  if (!entries.includes('pglite/PG_VERSION')) throw new BackupRefused(`${archivePath} holds no embedded database (pglite/PG_VERSION).`);
  const { stdout } = await run('tar', ['-xzOf', archivePath, MANIFEST]);
  let parsed: z.ZodSafeParseResult<BackupManifest>;
  try {
    parsed = Manifest.safeParse(JSON.parse(stdout));
  } catch {
    throw new BackupRefused(`${archivePath}: ${MANIFEST} is not JSON.`);
  }
  if (!parsed.success) throw new BackupRefused(`${archivePath}: ${MANIFEST} is not a Normscope backup manifest (${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}).`);
  if (!journalEntries().some((entry) => entry.tag === parsed.data.migrationHead)) {
    throw new BackupRefused(`${archivePath} was made by a newer release (migration ${parsed.data.migrationHead}, unknown here): restore it with that release or a later one.`);
  }
  return parsed.data;
}

/** Anything but plain files and folders (a link could point outside DATA_DIR) is refused. */
async function refuseLinks(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() && !entry.isDirectory()) throw new BackupRefused(`The archive holds ${path.join(entry.parentPath, entry.name)}, which is neither a file nor a folder.`);
  }
}

/**
 * Restores a backup into DATA_DIR: checks the archive, unpacks it beside the folders it replaces,
 * opens the unpacked database to check it is the manifest's, then moves each folder into place.
 * A non-empty DATA_DIR is replaced only with `force`; an open database never.
 */
export async function restoreBackup(options: { archivePath: string; dataDir: string; force: boolean }): Promise<BackupManifest> {
  const { archivePath, dataDir } = options;
  const manifest = await inspectBackup(archivePath);
  refuseWhenOpen(dataDir);
  const occupied: string[] = [];
  for (const folder of BACKUP_FOLDERS) if (!(await isEmptyOrMissing(path.join(dataDir, folder)))) occupied.push(folder);
  if (occupied.length > 0 && !options.force) {
    throw new BackupRefused(`${dataDir} holds data already (${occupied.join(', ')}): pass --force to replace it with the backup.`);
  }
  await mkdir(dataDir, { recursive: true });
  // Unpacked inside DATA_DIR, so moving each folder into place is a rename on one file system.
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await run('tar', ['-xzf', archivePath, '-C', staging, '--no-same-owner', '--no-same-permissions']);
    await refuseLinks(staging);
    const head = await readHead(path.join(staging, 'pglite'));
    if (head.tag !== manifest.migrationHead) {
      throw new BackupRefused(`The archive's database is at migration ${head.tag}, its manifest says ${manifest.migrationHead}: the archive is damaged.`);
    }
    for (const folder of BACKUP_FOLDERS) {
      const target = path.join(dataDir, folder);
      await rm(target, { recursive: true, force: true });
      const unpacked = path.join(staging, folder);
      if ((await stat(unpacked).catch(() => null))?.isDirectory()) await rename(unpacked, target);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return manifest;
}
