import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { createOrganisationWithUsers } from '../test/factories.ts';
import { BackupRefused, createBackup, inspectBackup, restoreBackup } from './embedded-backup.ts';

/**
 * The round trip of the embedded default: a data folder with a migrated PGlite database, rows and
 * files, backed up, restored into another folder, opened, and found whole.
 */
let root: string;
let source: string;
let archive: string;
let memberEmail: string;
const newestTag = (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.at(-1)?.tag;

/** The run's migrated snapshot on PGlite runs; on PostgreSQL runs (no snapshot) the folder is migrated here. */
async function openMigrated(pgliteDir: string): Promise<DatabaseHandle> {
  const snapshot = inject('pgliteSnapshot');
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir, ...(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}) });
  await database.migrate();
  return database;
}

async function rowsIn(dataDir: string, text: string): Promise<Record<string, unknown>[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    return (await database.executeSql(text)).rows;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'normscope-backup-test-'));
  source = path.join(root, 'source');
  archive = path.join(root, 'backup.tar.gz');
  const database = await openMigrated(path.join(source, 'pglite'));
  try {
    memberEmail = (await createOrganisationWithUsers(database.db, { name: 'Backed Up Ltd' })).member.email;
    mkdirSync(path.join(source, 'exports'), { recursive: true });
    writeFileSync(path.join(source, 'exports', 'export-7.csv'), 'name\r\nISO 1\r\n');
    mkdirSync(path.join(source, 'logos'), { recursive: true });
    writeFileSync(path.join(source, 'logos', 'logo-3.png'), Buffer.from([137, 80, 78, 71]));
    // While the database is open (a running server), no backup is taken.
    await expect(createBackup({ dataDir: source, archivePath: archive, productVersion: '9.9.9' })).rejects.toThrow(/embedded database is open/);
  } finally {
    await database.close();
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run backup and npm run restore (embedded)', () => {
  it('backs up the database and the file folders into one archive with a manifest', async () => {
    const manifest = await createBackup({ dataDir: source, archivePath: archive, productVersion: '9.9.9', now: new Date('2026-01-02T03:04:05Z') });
    expect(manifest).toMatchObject({ productVersion: '9.9.9', migrationHead: newestTag, createdAt: '2026-01-02T03:04:05.000Z', folders: ['pglite', 'exports', 'logos'] });
    expect(manifest.migrationsApplied).toBeGreaterThan(20);
    expect(await inspectBackup(archive)).toEqual(manifest);
    expect(execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n')[0]).toBe('manifest.json');
    // The source is closed again, so its server can start.
    expect(existsSync(path.join(source, 'pglite', 'postmaster.pid'))).toBe(false);
    await expect(createBackup({ dataDir: source, archivePath: archive, productVersion: '9.9.9' })).rejects.toThrow(/exists already/);
  });

  it('restores into a new folder, where the rows and files are found', async () => {
    const target = path.join(root, 'restored');
    const manifest = await restoreBackup({ archivePath: archive, dataDir: target, force: false });
    expect(manifest.migrationHead).toBe(newestTag);
    const rows = await rowsIn(target, `select o.name, u.email from users u join organisations o on o.id = u.organisation_id order by u.id`);
    expect(rows).toContainEqual({ name: 'Backed Up Ltd', email: memberEmail });
    expect(readFileSync(path.join(target, 'exports', 'export-7.csv'), 'utf8')).toBe('name\r\nISO 1\r\n');
    expect([...readFileSync(path.join(target, 'logos', 'logo-3.png'))]).toEqual([137, 80, 78, 71]);
    expect(existsSync(path.join(target, 'outbox'))).toBe(false);
  });

  it('refuses to overwrite a folder holding data without --force, and replaces it with', async () => {
    const target = path.join(root, 'occupied');
    mkdirSync(path.join(target, 'exports'), { recursive: true });
    writeFileSync(path.join(target, 'exports', 'newer.csv'), 'x');
    await expect(restoreBackup({ archivePath: archive, dataDir: target, force: false })).rejects.toThrow(/holds data already \(exports\)/);
    expect(readFileSync(path.join(target, 'exports', 'newer.csv'), 'utf8')).toBe('x');

    await restoreBackup({ archivePath: archive, dataDir: target, force: true });
    expect(existsSync(path.join(target, 'exports', 'newer.csv'))).toBe(false);
    expect(existsSync(path.join(target, 'exports', 'export-7.csv'))).toBe(true);
    expect(await rowsIn(target, `select count(*)::int as n from organisations where name = 'Backed Up Ltd'`)).toEqual([{ n: 1 }]);
  });

  it('checks the archive before touching the folder: damaged, foreign or from a newer release', async () => {
    const target = path.join(root, 'untouched');
    const damaged = path.join(root, 'damaged.tar.gz');
    writeFileSync(damaged, readFileSync(archive));
    truncateSync(damaged, Math.floor(statSync(archive).size / 2));
    await expect(restoreBackup({ archivePath: damaged, dataDir: target, force: true })).rejects.toThrow(/not a readable tar.gz/);

    const other = path.join(root, 'other');
    mkdirSync(path.join(other, 'pglite'), { recursive: true });
    writeFileSync(path.join(other, 'pglite', 'PG_VERSION'), '17\n');
    writeFileSync(path.join(other, 'etc-passwd'), 'x');
    const foreign = path.join(root, 'foreign.tar.gz');
    execFileSync('tar', ['-czf', foreign, '-C', other, 'pglite', 'etc-passwd']);
    await expect(inspectBackup(foreign)).rejects.toThrow(/holds etc-passwd/);

    const noManifest = path.join(root, 'no-manifest.tar.gz');
    execFileSync('tar', ['-czf', noManifest, '-C', other, 'pglite']);
    await expect(inspectBackup(noManifest)).rejects.toThrow(/no manifest.json/);

    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' })) as Record<string, unknown>;
    writeFileSync(path.join(other, 'manifest.json'), JSON.stringify({ ...manifest, migrationHead: '9999_from_the_future' }));
    const newer = path.join(root, 'newer.tar.gz');
    execFileSync('tar', ['-czf', newer, '-C', other, 'manifest.json', 'pglite']);
    await expect(inspectBackup(newer)).rejects.toThrow(/made by a newer release/);

    await expect(inspectBackup(path.join(root, 'missing.tar.gz'))).rejects.toBeInstanceOf(BackupRefused);
    expect(existsSync(target)).toBe(false);
  });
});
