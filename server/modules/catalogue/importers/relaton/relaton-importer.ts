import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '../../../../db/database.ts';
import type { CatalogueRecord } from '../../catalogue-record.ts';
import { createCatalogueWriter, type ImportStats } from '../../catalogue-writer.service.ts';
import { KNOWN_PUBLISHERS, type PublisherCode } from '../../publishers.ts';
import { contributorNames, isObject, primaryIdentifier } from './relaton-fields.ts';
import { mapRelatonItem, RelatonRecordError } from './relaton-mapper.ts';
import { publisherNamedBy } from './relaton-numbers.ts';
import { listRelatonFiles, readRelatonFile } from './relaton-reader.ts';

export type RelatonImportProgress = {
  file: string;
  fileIndex: number;
  files: number;
  /** Share of all input bytes read so far, 0..1. */
  fraction: number;
  records: number;
};

export type RelatonImportSummary = ImportStats & { files: number; duplicates: number };

/**
 * Records per transaction: large enough to amortise round trips, small enough to keep
 * memory flat. PGlite's WebAssembly memory grows to its largest statement and never
 * shrinks, so it gets smaller batches.
 */
const BATCH_SIZE = { postgres: 500, pglite: 200 } as const;

/** The publisher whose data a file holds, from its name ('iso.yaml.gz'); undefined for other names. */
export function publisherOfFile(file: string): PublisherCode | undefined {
  const stem = path.basename(file).split('.')[0]?.toUpperCase();
  return KNOWN_PUBLISHERS.find((publisher) => publisher.code === stem)?.code;
}

/** The publisher whose data a record is: the file's, else the record's publisher, else its number's. */
function homeOf(item: unknown, fileHint: PublisherCode | undefined): PublisherCode | undefined {
  if (fileHint || !isObject(item)) return fileHint;
  const named = contributorNames(item, 'publisher')
    .map((entry) => (entry.abbreviation ? publisherNamedBy(entry.abbreviation) : undefined))
    .find((code) => code !== undefined);
  const identifier = primaryIdentifier(item);
  return named ?? (identifier ? publisherNamedBy(identifier) : undefined);
}

/**
 * Imports Relaton YAML (files, .gz streams or directories) into the catalogue. Records
 * are streamed and written in batches; a bad record is reported with its file, position
 * and line, and skipped. Within one run the first record of an edition wins over later
 * copies from the same source (the data files put their newest snapshot first), so
 * running the same import twice changes nothing.
 */
export async function importRelatonFiles(
  database: DatabaseHandle,
  paths: string[],
  onProgress?: (progress: RelatonImportProgress) => void,
): Promise<RelatonImportSummary> {
  const files = await listRelatonFiles(paths);
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  const totalBytes = sizes.reduce((sum, size) => sum + size, 0) || 1;
  const writer = await createCatalogueWriter(database, { kind: 'relaton', paths: files });
  const seen = new Set<string>();
  let duplicates = 0;
  let records = 0;
  let bytesBefore = 0;

  // One batch is written while the next is read and mapped: the database and the parser
  // each keep a core busy. Writes stay in order, since a batch may name the previous one's documents.
  let writing: Promise<void> = Promise.resolve();
  const write = async (batch: CatalogueRecord[]) => {
    await writing;
    writing = writer.writeRecords(batch);
    // Marks the promise handled so a failure waits for the next await instead of crashing the process.
    writing.catch(() => undefined);
  };

  for (const [fileIndex, file] of files.entries()) {
    const fileHint = publisherOfFile(file);
    let batch: CatalogueRecord[] = [];
    let fileBytes = 0;
    const report = () => onProgress?.({ file, fileIndex, files: files.length, fraction: (bytesBefore + fileBytes) / totalBytes, records });
    for await (const entry of readRelatonFile(file, (bytes) => (fileBytes = bytes))) {
      records += 1;
      const where = `${file}: document ${entry.position} (line ${entry.line})`;
      if (entry.error) {
        writer.reportError(where, entry.error);
        continue;
      }
      const home = homeOf(entry.item, fileHint);
      if (!home) {
        writer.reportError(where, 'unknown publisher: neither the file name nor the record names a known publisher');
        continue;
      }
      let record: CatalogueRecord;
      try {
        record = mapRelatonItem(entry.item, home);
      } catch (error) {
        if (!(error instanceof RelatonRecordError)) throw error;
        writer.reportError(where, error.message);
        continue;
      }
      const key = `${record.source}|${record.sourceKey}`;
      if (seen.has(key)) {
        duplicates += 1;
        continue;
      }
      seen.add(key);
      batch.push(record);
      if (batch.length >= BATCH_SIZE[database.kind]) {
        await write(batch);
        batch = [];
        report();
      }
    }
    await write(batch);
    bytesBefore += sizes[fileIndex] ?? 0;
    fileBytes = 0;
    report();
  }
  await writing;
  const stats = await writer.finish();
  return { ...stats, records, files: files.length, duplicates };
}
