import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { FullTextDocument } from '../../catalogue-record.ts';
import type { DocumentMeta } from './document-meta.ts';
import { parseDocx } from './docx-parser.ts';
import { parseHtmlDocument } from './html-parser.ts';
import { parsePdf } from './pdf-parser.ts';
import { parsePlainText } from './plain-text-parser.ts';
import { parseRfcText } from './rfc-text-parser.ts';

/** File extensions a full text can be imported from. */
export const FULL_TEXT_EXTENSIONS = ['.txt', '.pdf', '.docx', '.html', '.htm'] as const;

const RFC_HEADER = /^Request for Comments:\s*\d+/im;

/**
 * Parses a full-text file, choosing the parser by extension. A .txt (or an HTML page) with
 * an RFC header is read as an RFC, whose own header supplies the metadata; any other file
 * needs at least a publisher and a number in `meta` (the title defaults to the document's own).
 */
export async function parseFullTextFile(path: string, meta: Partial<DocumentMeta> = {}): Promise<FullTextDocument> {
  const extension = extname(path).toLowerCase();
  const fileName = basename(path);
  if (extension === '.txt' || extension === '.html' || extension === '.htm') {
    const text = new TextDecoder('utf-8').decode(await readFile(path));
    if (RFC_HEADER.test(text.replace(/<[^>]*>/g, ''))) return parseRfcText(text, { fileName });
    const complete = completeMeta(meta, path, extension === '.txt' ? 'is not an RFC (no "Request for Comments:" header)' : undefined);
    return extension === '.txt' ? parsePlainText(text, complete) : parseHtmlDocument(text, complete);
  }
  if (extension === '.pdf') return parsePdf(new Uint8Array(await readFile(path)), completeMeta(meta, path));
  if (extension === '.docx') return parseDocx(new Uint8Array(await readFile(path)), completeMeta(meta, path));
  throw new Error(`${path}: unsupported file type '${extension || '(none)'}'; expected one of ${FULL_TEXT_EXTENSIONS.join(', ')}`);
}

function completeMeta(meta: Partial<DocumentMeta>, path: string, problem?: string): DocumentMeta {
  const { publisher, number } = meta;
  if (!publisher?.trim() || !number?.trim()) {
    const missing = [!publisher?.trim() && 'publisher', !number?.trim() && 'number'].filter(Boolean).join(' and ');
    throw new Error(`${path} ${problem ?? 'has no metadata of its own'}: give its ${missing} to import it`);
  }
  return { ...meta, publisher: publisher.trim(), number: number.trim(), title: meta.title?.trim() ?? '' };
}

/**
 * Expands the given paths into the full-text files to import: files as given, directories
 * walked recursively (hidden entries skipped) for supported extensions, in name order.
 */
export function listFullTextFiles(paths: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const add = (file: string): void => {
    if (!seen.has(file)) {
      seen.add(file);
      files.push(file);
    }
  };
  const walk = (directory: string): void => {
    const entries = readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && isFullTextFile(path)) add(path);
    }
  };
  for (const path of paths) {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) throw new Error(`${path}: no such file or directory`);
    if (stats.isDirectory()) walk(path);
    else add(path);
  }
  return files;
}

function isFullTextFile(path: string): boolean {
  return (FULL_TEXT_EXTENSIONS as readonly string[]).includes(extname(path).toLowerCase());
}
