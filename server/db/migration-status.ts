import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, type ExecuteSql } from './database.ts';

const Journal = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })) });

export type MigrationStatus = {
  /** The newest migration this release ships (the journal's last entry). */
  expected: string;
  /** Migrations the database records as applied. */
  applied: number;
  /** The database has this release's newest migration, or a later release's. */
  atHead: boolean;
};

let journal: { tag: string; when: number } | null = null;

/** The newest migration in drizzle-kit's journal, read once: it is part of the release. */
function newestMigration(): { tag: string; when: number } {
  if (!journal) {
    const { entries } = Journal.parse(JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')));
    const last = entries.at(-1);
    if (!last) throw new Error('the migrations journal has no entries');
    journal = { tag: last.tag, when: last.when };
  }
  return journal;
}

/**
 * Whether the database's schema is the one this release expects, as drizzle's migrator judges it:
 * it records each applied migration with its journal time, and applies those newer than the
 * newest it has. A database a newer release has migrated further is at head too: additive
 * migrations keep the previous release working.
 */
export async function migrationStatus(sql: ExecuteSql): Promise<MigrationStatus> {
  const newest = newestMigration();
  const { rows: table } = await sql(`select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`);
  if (table[0]?.migrated !== true) return { expected: newest.tag, applied: 0, atHead: false };
  const { rows } = await sql(
    `select count(*)::int as applied, coalesce(max(created_at), 0)::float8 as newest
       from drizzle.__drizzle_migrations`,
  );
  const applied = Number(rows[0]?.applied ?? 0);
  const newestApplied = Number(rows[0]?.newest ?? 0);
  return { expected: newest.tag, applied, atHead: newestApplied >= newest.when };
}
