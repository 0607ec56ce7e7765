import { createLruCache } from '../../platform/lru-cache.ts';
import type { SharedRecord } from './search-page.repo.ts';

/** Records kept: the documents users page through, many times a page of every common search. */
const RECORDS_KEPT = 20_000;

/**
 * The records result rows show that are the same for every caller (number, title in a language,
 * editions, links, counts), kept for one catalogue version: everything in them changes only through
 * an import, which gives the catalogue a new version, and then they are all dropped. A page's
 * statement then reads only what is the caller's (collections, watches, unlocks) for the documents found here.
 */
export function createRecordCache() {
  let version: string | null = null;
  const records = createLruCache<SharedRecord>({ maxWeight: RECORDS_KEPT });
  const keyOf = (language: string, id: number) => `${language}:${id}`;

  return {
    /** The records kept among `ids` in `language`, and the catalogue version they hold for (null before any). */
    find(language: string, ids: readonly number[]): { version: string | null; found: Map<number, SharedRecord> } {
      const found = new Map<number, SharedRecord>();
      for (const id of ids) {
        const record = records.get(keyOf(language, id));
        if (record) found.set(id, record);
      }
      return { version, found };
    },

    /** Keeps records read at `catalogueVersion`; another version drops everything kept before. */
    keep(catalogueVersion: string, language: string, read: ReadonlyMap<number, SharedRecord>): void {
      if (catalogueVersion !== version) {
        records.clear();
        version = catalogueVersion;
      }
      for (const [id, record] of read) records.set(keyOf(language, id), record);
    },
  };
}

export type RecordCache = ReturnType<typeof createRecordCache>;
