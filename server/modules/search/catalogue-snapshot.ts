import { StatusCode } from '../../../common/catalogue/document-status.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { loadNumberIndex, type NumberIndex } from './number-index.ts';
import * as repo from './search-snapshot.repo.ts';

/**
 * The catalogue's facet columns held in memory, one row per document in alphabetical
 * (natural number) order. PostgreSQL finds which documents match; filtering, facet
 * counts, ordering and paging then run over these typed arrays, so a broad search
 * costs one index scan returning ids instead of one aggregate per facet.
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
  publishers: { id: number; code: string; name: string; country: string }[];
  statusCodes: StatusCode[];
  countries: string[];
  languages: string[];
  datasets: { code: string; name: string; publishers: number[] }[];
  /** Every document number and edition number, for the number box. */
  numbers: NumberIndex;
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

async function loadSnapshot(database: DatabaseHandle, version: string): Promise<CatalogueSnapshot> {
  const reference = await repo.loadSnapshotReference(database.executeSql);
  const publisherIndex = new Map(reference.publishers.map((publisher, index) => [publisher.id, index]));
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
  };
}

/**
 * Keeps the snapshot in step with the catalogue: each search asks for it, a cheap
 * version query tells whether an import changed anything, and one reload serves every
 * request that was waiting for it.
 */
export function createSnapshotHolder(database: DatabaseHandle) {
  let current: CatalogueSnapshot | null = null;
  let loading: Promise<CatalogueSnapshot> | null = null;

  return {
    async get(): Promise<CatalogueSnapshot> {
      const version = await repo.catalogueVersion(database.executeSql);
      if (current?.version === version) return current;
      if (!loading) {
        loading = loadSnapshot(database, version).finally(() => {
          loading = null;
        });
        current = await loading;
        return current;
      }
      return loading;
    },
  };
}

export type SnapshotHolder = ReturnType<typeof createSnapshotHolder>;
