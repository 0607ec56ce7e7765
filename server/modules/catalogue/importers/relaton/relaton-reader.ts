import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { CORE_SCHEMA, load } from 'js-yaml';

export type RelatonEntry = {
  file: string;
  /** 1-based index of the document within its file. */
  position: number;
  /** Line of the file where the document starts. */
  line: number;
  item?: unknown;
  error?: string;
};

const RELATON_FILE = /\.ya?ml(\.gz)?$/i;

/** Files to read: the given files, and the YAML files under given directories, in name order. */
export async function listRelatonFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const entry of paths) {
    const info = await stat(entry);
    if (info.isDirectory()) files.push(...(await filesUnder(entry)));
    else files.push(entry);
  }
  return [...new Set(files)];
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = (await readdir(directory, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(full)));
    else if (entry.isFile() && RELATON_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

/**
 * Streams the documents of a YAML multi-document file (gzipped or not), one at a time,
 * so memory stays flat however large the file. A document that does not parse is
 * yielded with its error instead of an item. `onBytes` reports how much of the file
 * (as stored, compressed or not) has been read.
 */
export async function* readRelatonFile(file: string, onBytes?: (bytesRead: number) => void): AsyncGenerator<RelatonEntry> {
  let bytesRead = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytesRead += chunk.length;
      onBytes?.(bytesRead);
      callback(null, chunk);
    },
  });
  const raw = createReadStream(file).pipe(counter);
  const input = /\.gz$/i.test(file) ? raw.pipe(createGunzip()) : raw;
  const lines = createInterface({ input, crlfDelay: Infinity });

  let buffer: string[] = [];
  let startLine = 1;
  let lineNumber = 0;
  let position = 0;
  const flush = (): RelatonEntry | undefined => {
    const text = buffer.join('\n');
    buffer = [];
    if (text.trim() === '') return undefined;
    position += 1;
    try {
      const item = load(text, { schema: CORE_SCHEMA, filename: file });
      return item === null || item === undefined ? undefined : { file, position, line: startLine, item };
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return { file, position, line: startLine, error: `invalid YAML: ${reason}` };
    }
  };

  for await (const line of lines) {
    lineNumber += 1;
    if (line === '---' || line.startsWith('--- ') || line === '...') {
      const entry = flush();
      if (entry) yield entry;
      startLine = lineNumber + 1;
      if (line.startsWith('--- ')) buffer.push(line.slice(4));
      continue;
    }
    buffer.push(line);
  }
  const last = flush();
  if (last) yield last;
}
