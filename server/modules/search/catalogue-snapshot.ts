import { displayStatus, StatusCode } from '../../../common/catalogue/document-status.ts';
import { setTimeout as delay } from 'node:timers/promises';
import type { DatabaseHandle, ExecuteSql, SqlSource } from '../../db/database.ts';
import { documentStanding, isAddition } from './document-standing.ts';
import { loadNumberIndex, type NumberIndex } from './number-index.ts';
import * as repo from './search-snapshot.repo.ts';
import { loadTitleIndex, type TitleIndex } from './title-index.ts';
import { loadWordIndex, type WordIndex } from './word-index.ts';

/**
 * The catalogue's facet columns held in memory, one row per document in alphabetical
 * (natural number) order, with the indexes of its numbers, title words and search vectors.
 * Numbers and title words are matched here; filtering, facet counts, ordering and paging then
 * run over these typed arrays, so a broad search costs no more than walking its matches.
 */
export type CatalogueSnapshot = {
  version: string;
  size: number;
  /** Document id at each alphabetical position. */
  ids: Int32Array;
  /** Alphabetical position of each document id, -1 for none. */
  positionOfId: Int32Array;
  publisher: Uint16Array;
  status: Uint8Array;
  country: Uint8Array;
  /** Publication year, 0 when unknown. */
  year: Uint16Array;
  /** Bit i set: the document is in languages[i] (the first 32 languages). */
  languageMask: Uint32Array;
  /** Languages beyond the first 32, per position. */
  languageOverflow: Map<number, number[]>;
  /** Owning organisation of a private document; 0 for the public catalogue. */
  organisation: Int32Array;
  /** Each document's standing, 0 to 255 (document-standing.ts): what comes first among equal matches. */
  standing: Uint8Array;
  /** 1 for an amendment, a corrigendum or another addition to a document: after every base document that matches as well. */
  addition: Uint8Array;
  publishers: { id: number; code: string; name: string; country: string }[];
  statusCodes: StatusCode[];
  countries: string[];
  languages: string[];
  datasets: { code: string; name: string; publishers: number[] }[];
  /** Every document number and edition number, for the number box. */
  numbers: NumberIndex;
  /** Every title word, for the search bar's title suggestions. */
  titles: TitleIndex;
  /** Every document's search vector as an inverted index, for title-word searches. */
  words: WordIndex;
};

const BATCH = 50_000;
const MASK_LANGUAGES = 32;

export function positionsOf(snapshot: CatalogueSnapshot, ids: Iterable<number>): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const position = id >= 0 && id < snapshot.positionOfId.length ? (snapshot.positionOfId[id] ?? -1) : -1;
    if (position >= 0) out.push(position);
  }
  return out;
}

/** The language indexes of the document at `position`. */
export function languagesAt(snapshot: CatalogueSnapshot, position: number, out: number[]): void {
  out.length = 0;
  let mask = snapshot.languageMask[position] ?? 0;
  while (mask !== 0) {
    const bit = 31 - Math.clz32(mask);
    out.push(bit);
    mask &= ~(1 << bit);
  }
  const extra = snapshot.languageOverflow.get(position);
  if (extra) out.push(...extra);
}

export async function loadSnapshot(database: SqlSource, version: string): Promise<CatalogueSnapshot> {
  const reference = await repo.loadSnapshotReference(database.executeSql);
  const publisherIndex = new Map(reference.publishers.map((publisher, index) => [publisher.id, index]));
  const publisherCodes = new Map(reference.publishers.map((publisher) => [publisher.id, publisher.code]));
  const statusCodes = [...StatusCode.options];
  const countries: string[] = [];
  const languages: string[] = [];
  const indexIn = (list: string[], value: string) => {
    let index = list.indexOf(value);
    if (index < 0) index = list.push(value) - 1;
    return index;
  };

  let capacity = Math.ceil((await repo.countDocuments(database.executeSql)) * 1.05) + 1024;
  let ids = new Int32Array(capacity);
  let publisher = new Uint16Array(capacity);
  let status = new Uint8Array(capacity);
  let country = new Uint8Array(capacity);
  let year = new Uint16Array(capacity);
  let languageMask = new Uint32Array(capacity);
  let organisation = new Int32Array(capacity);
  let standing = new Uint8Array(capacity);
  let addition = new Uint8Array(capacity);
  const languageOverflow = new Map<number, number[]>();
  let size = 0;
  let maxId = 0;
  // An import between the count and the read can add documents: the columns then grow.
  const grow = () => {
    capacity *= 2;
    const widen = <T extends Int32Array | Uint16Array | Uint8Array | Uint32Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    ids = widen(ids, (n) => new Int32Array(n));
    publisher = widen(publisher, (n) => new Uint16Array(n));
    status = widen(status, (n) => new Uint8Array(n));
    country = widen(country, (n) => new Uint8Array(n));
    year = widen(year, (n) => new Uint16Array(n));
    languageMask = widen(languageMask, (n) => new Uint32Array(n));
    organisation = widen(organisation, (n) => new Int32Array(n));
    standing = widen(standing, (n) => new Uint8Array(n));
    addition = widen(addition, (n) => new Uint8Array(n));
  };
  await repo.streamSnapshotRows(database, BATCH, (rows) => {
    for (const row of rows) {
      if (size === capacity) grow();
      const position = size++;
      ids[position] = row.id;
      maxId = Math.max(maxId, row.id);
      publisher[position] = publisherIndex.get(row.publisherId) ?? 0;
      const statusIndex = statusCodes.indexOf(row.statusCode as StatusCode);
      status[position] = statusIndex < 0 ? 0 : statusIndex;
      country[position] = indexIn(countries, row.country);
      year[position] = row.year ?? 0;
      organisation[position] = row.organisationId ?? 0;
      standing[position] = documentStanding({ ...row, publisherCode: publisherCodes.get(row.publisherId) ?? '' });
      addition[position] = isAddition(row) ? 1 : 0;
      for (const language of row.languages) {
        const index = indexIn(languages, language);
        if (index < MASK_LANGUAGES) languageMask[position] = (languageMask[position] ?? 0) | (1 << index);
        else languageOverflow.set(position, [...(languageOverflow.get(position) ?? []), index]);
      }
    }
  });
  const numbers = await loadNumberIndex(database);
  const positionOfId = new Int32Array(maxId + 1).fill(-1);
  for (let position = 0; position < size; position++) positionOfId[ids[position] ?? 0] = position;
  const inForce = statusCodes.map((code) => displayStatus({ docStatusCode: code }) === 'current');
  const titles = await loadTitleIndex(database, positionOfId, size, (position) => inForce[status[position] ?? 0] === true);
  const words = await loadWordIndex(database, positionOfId, size);
  return {
    version,
    size,
    ids: ids.subarray(0, size),
    positionOfId,
    publisher: publisher.subarray(0, size),
    status: status.subarray(0, size),
    country: country.subarray(0, size),
    year: year.subarray(0, size),
    languageMask: languageMask.subarray(0, size),
    languageOverflow,
    organisation: organisation.subarray(0, size),
    standing: standing.subarray(0, size),
    addition: addition.subarray(0, size),
    publishers: reference.publishers,
    statusCodes,
    countries,
    languages,
    datasets: reference.datasets.map((dataset) => ({
      code: dataset.code,
      name: dataset.name,
      publishers: dataset.publisherIds.map((id) => publisherIndex.get(id)).filter((index): index is number => index !== undefined),
    })),
    numbers,
    titles,
    words,
  };
}

/**
 * How long a search waits for the catalogue it asked for to load before it goes on over the one
 * in memory. A real catalogue takes tens of seconds to load at a million documents; after an
 * import, searches keep answering over the catalogue as it was until the new one is in.
 */
export const RELOAD_WAIT_MS = 10_000;

/** What `promise` gives within `ms`, else null; the timer stops when it settles. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  const timer = new AbortController();
  try {
    return await Promise.race([promise, delay(ms, null, { signal: timer.signal })]);
  } finally {
    timer.abort();
  }
}

/**
 * Keeps the snapshot in step with the catalogue: each search asks for it, a cheap
 * version query tells whether an import changed anything, and one reload serves every
 * request that was waiting for it.
 */
export function createSnapshotHolder(database: DatabaseHandle, reloadWaitMs = RELOAD_WAIT_MS, load = loadSnapshot) {
  let current: CatalogueSnapshot | null = null;
  let loading: Promise<CatalogueSnapshot> | null = null;
  // Where each snapshot was read: the catalogue reads that go with it (matches, suggestions' titles) read there too.
  const sources = new WeakMap<CatalogueSnapshot, SqlSource>();
  /**
   * Versions a newer load replaced. The catalogue only moves forward, so a search naming one (the
   * context its caller's last search read) goes on over the newer one: loading it again would put the
   * older version's name on the newer rows, and the search's confirmation would then load the newer again.
   */
  const superseded = new Set<string>();

  /**
   * A read replica when it holds the version asked for, else the primary: a replica an import has
   * not reached yet would give an older catalogue the newer version's name, kept until the next import.
   */
  async function sourceFor(version: string): Promise<SqlSource> {
    const source = database.read();
    if (!source.replica) return database;
    const held = await repo.catalogueVersion(source.executeSql).catch(() => null);
    return held === version ? source : database;
  }

  function startLoading(version: string): Promise<CatalogueSnapshot> {
    loading ??= sourceFor(version)
      .then(async (source) => {
        const loaded = await load(source, version);
        sources.set(loaded, source);
        return loaded;
      })
      .then((loaded) => {
        if (current && current.version !== loaded.version) superseded.add(current.version);
        current = loaded;
        return loaded;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    /** Where to read what goes with `snapshot`: the server it was read from, which holds at least its version. */
    readerOf(snapshot: CatalogueSnapshot): ExecuteSql {
      return (sources.get(snapshot) ?? database).executeSql;
    },

    /** Whether a catalogue is in memory (of any version): readiness asks it without loading one. */
    loaded(): boolean {
      return current !== null;
    },

    /** The newest catalogue in memory, unchecked (null before the first load): a caller confirms its version itself. */
    inMemory(): CatalogueSnapshot | null {
      return current;
    },

    /**
     * `knownVersion`: the catalogue's version when the caller has just read it with its own
     * statement. `fresh`: wait for that version however long it takes to load (exports and
     * alerts must see an import's documents); otherwise a search waits at most RELOAD_WAIT_MS and
     * then goes on over the catalogue in memory.
     */
    async get(knownVersion?: string, options: { fresh?: boolean } = {}): Promise<CatalogueSnapshot> {
      const version = knownVersion ?? (await repo.catalogueVersion(database.executeSql));
      for (;;) {
        if (current && (current.version === version || superseded.has(version))) return current;
        const loaded = startLoading(version);
        // Still loading after the wait: it goes on for the searches after this one (a failure is tried again then).
        const waited = current && !options.fresh ? await within(loaded, reloadWaitMs) : await loaded;
        if (!waited) return current ?? loaded;
        if (waited.version === version) return waited;
      }
    },
  };
}

export type SnapshotHolder = ReturnType<typeof createSnapshotHolder>;
