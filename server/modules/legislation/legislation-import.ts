import { createReadStream, existsSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import { isCalendarDate } from '../../../common/legislation/legislation-library.contract.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { rebuildTitleCitations, type TitleCitationReport } from './legal-act-standards.service.ts';
import { upsertActs, type ActRow } from './legislation-library.repo.ts';

/** Rows per insert statement: big enough to amortise the round trip, small enough for a 384 MB import process. */
const BATCH_SIZE = 500;
/** Skipped records kept with their reason; the count goes on past it. */
const ERRORS_KEPT = 1000;
/** Acts whose title citations are rebuilt per call: a bounded id list (and memory) even when a real import writes all 33k acts. */
const CITATION_BATCH_SIZE = 2000;

/** The sources an import names its acts by: each shape of the shared data, and the fresh machine's demo set. */
export const LEGISLATION_SOURCES = { library: 'eurlex-2004-2019', current: 'eurlex-current', demo: 'demo' } as const;

/** The shared data's legislation files, in import order: the 2004-2019 library, then the current subset (its newer status wins). */
export const REAL_LEGISLATION_FILES = ['eu_legal_acts_2004_2019.jsonl.gz', 'eu_legal_acts_current_subset.jsonl.gz'] as const;

/** Those of the files the shared data folder has (`npm run seed:real` imports them). */
export function realLegislationFiles(dataDir: string): string[] {
  return REAL_LEGISLATION_FILES.map((file) => path.join(dataDir, 'legislation', file)).filter((file) => existsSync(file));
}

export type LegislationImportStats = {
  files: number;
  records: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: { where: string; reason: string }[];
  /** The title citations rebuilt for the acts the import inserted or updated (absent when it wrote none). */
  titleCitations?: TitleCitationReport;
};

export type LegislationImportProgress = { fraction: number; records: number };

const IsoDate = z.string().refine(isCalendarDate, 'must be a date YYYY-MM-DD');
const OptionalDate = IsoDate.nullish();
const Label = z.object({ label: z.string() });
const Identifier = z.string().trim().min(1, 'is empty').max(64, 'is longer than 64 characters');
const Link = z.url().max(2000).nullish();

/** The 2004-2019 library's records (README §1). */
const LibraryRecord = z.object({
  celex: Identifier,
  family: z.string().min(1).max(32),
  type: z.string().min(1).max(32),
  author: z.string().nullish(),
  title: z.string().trim().min(1, 'is empty'),
  date_document: OptionalDate,
  date_publication: OptionalDate,
  date_entry_into_force: OptionalDate,
  date_end_of_validity: OptionalDate,
  in_force: z.boolean().nullish(),
  in_force_as_of: OptionalDate,
  eurovoc: z.array(Label).nullish(),
  eurlex_url: Link,
});

/** The current curated subset's records (README §2): English and French titles, popular names, consolidated versions. */
const CurrentRecord = z
  .object({
    celex: Identifier,
    type: z.string().min(1).max(32),
    title_en: z.string().trim().nullish(),
    title_fr: z.string().trim().nullish(),
    popular_names_en: z.array(z.string()).nullish(),
    date_publication: OptionalDate,
    in_force: z.boolean().nullish(),
    in_force_as_of: OptionalDate,
    consolidated_versions: z.array(z.object({ celex: z.string().min(1).max(64), valid_from: OptionalDate, valid_to: OptionalDate })).nullish(),
    eurovoc: z.array(Label).nullish(),
    eurlex_url: Link,
  })
  .refine((record) => Boolean(record.title_en || record.title_fr), { message: 'has neither title_en nor title_fr', path: ['title_en'] });

/** The family of a current-subset act, from its type code (the library's records name theirs). */
export function familyOfType(type: string): string {
  const head = type.split('_')[0] ?? type;
  const families: Record<string, string> = { REG: 'regulation', DIR: 'directive', DEC: 'decision' };
  return (families[head] ?? head.toLowerCase()).slice(0, 32);
}

const labels = (terms: { label: string }[] | null | undefined) => [...new Set((terms ?? []).map((term) => term.label.trim()).filter(Boolean))];
const issueText = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'record'} ${issue.message}`).join('; ');

/**
 * One JSON line as an act row, or why it is skipped. The record's shape says which kind it is
 * (`title_en` or `consolidated_versions`: the current subset); `source` overrides the kind's name (the demo set).
 */
export function parseActLine(line: string, source?: string): { act: ActRow } | { reason: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return { reason: 'is not valid JSON' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { reason: 'is not a JSON object' };
  const current = 'title_en' in raw || 'consolidated_versions' in raw;
  if (current) {
    const parsed = CurrentRecord.safeParse(raw);
    if (!parsed.success) return { reason: issueText(parsed.error) };
    const r = parsed.data;
    return {
      act: {
        identifier: r.celex,
        title: (r.title_en || r.title_fr) ?? '',
        titleFr: r.title_fr || null,
        actType: r.type,
        family: familyOfType(r.type),
        author: null,
        dateDocument: null,
        datePublication: r.date_publication ?? null,
        dateEntryIntoForce: null,
        dateEndOfValidity: null,
        inForce: r.in_force ?? null,
        inForceAsOf: r.in_force_as_of ?? null,
        subjects: labels(r.eurovoc),
        popularNames: [...new Set((r.popular_names_en ?? []).map((name) => name.trim()).filter(Boolean))],
        link: r.eurlex_url ?? null,
        consolidatedVersions: (r.consolidated_versions ?? []).map((version) => ({
          identifier: version.celex,
          validFrom: version.valid_from ?? null,
          validTo: version.valid_to ?? null,
        })),
        source: source ?? LEGISLATION_SOURCES.current,
      },
    };
  }
  const parsed = LibraryRecord.safeParse(raw);
  if (!parsed.success) return { reason: issueText(parsed.error) };
  const r = parsed.data;
  return {
    act: {
      identifier: r.celex,
      title: r.title,
      titleFr: null,
      actType: r.type,
      family: r.family,
      author: r.author ?? null,
      dateDocument: r.date_document ?? null,
      datePublication: r.date_publication ?? null,
      dateEntryIntoForce: r.date_entry_into_force ?? null,
      dateEndOfValidity: r.date_end_of_validity ?? null,
      inForce: r.in_force ?? null,
      inForceAsOf: r.in_force_as_of ?? null,
      subjects: labels(r.eurovoc),
      popularNames: [],
      link: r.eurlex_url ?? null,
      consolidatedVersions: [],
      source: source ?? LEGISLATION_SOURCES.library,
    },
  };
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The file's lines, gunzipped when it is gzip; `onBytes` hears how much of the file was read. */
async function linesOf(file: string, onBytes: (bytes: number) => void): Promise<AsyncIterable<string>> {
  // Whether it is gzip is read first: the stream must not flow before it is piped.
  const gzip = await isGzip(file);
  const raw = createReadStream(file);
  raw.on('data', (chunk) => onBytes(chunk.length));
  const input: Readable = gzip ? raw.pipe(createGunzip()) : raw;
  return createInterface({ input, crlfDelay: Infinity });
}

/**
 * `npm run import -- legislation <files...>`: the JSON Lines of the shared legislation data
 * (gzip or plain) into legal_acts, upserted by identifier in batches. An act whose fields did not
 * change is left alone, so a second run changes nothing; a bad line is reported with its number.
 */
export async function importLegislationFiles(
  database: DatabaseHandle,
  files: string[],
  options: { source?: string; onProgress?: (progress: LegislationImportProgress) => void } = {},
): Promise<LegislationImportStats> {
  const stats: LegislationImportStats = { files: 0, records: 0, inserted: 0, updated: 0, unchanged: 0, skipped: 0, errors: [] };
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  const totalBytes = sizes.reduce((sum, size) => sum + size, 0) || 1;
  let bytesRead = 0;
  let batch = new Map<string, ActRow>();
  // The acts written, each once however many files or batches wrote it.
  const written = new Set<number>();

  const flush = async () => {
    if (batch.size === 0) return;
    const counts = await upsertActs(database.executeSql, [...batch.values()], { newer: LEGISLATION_SOURCES.current, older: LEGISLATION_SOURCES.library });
    stats.inserted += counts.inserted;
    stats.updated += counts.updated;
    stats.unchanged += batch.size - counts.inserted - counts.updated;
    for (const id of counts.writtenIds) written.add(id);
    batch = new Map();
    options.onProgress?.({ fraction: bytesRead / totalBytes, records: stats.records });
  };

  for (const file of files) {
    stats.files += 1;
    let lineNumber = 0;
    for await (const line of await linesOf(file, (bytes) => (bytesRead += bytes))) {
      lineNumber += 1;
      if (line.trim() === '') continue;
      stats.records += 1;
      const parsed = parseActLine(line, options.source);
      if ('reason' in parsed) {
        stats.skipped += 1;
        if (stats.errors.length < ERRORS_KEPT) stats.errors.push({ where: `${file}: line ${lineNumber}`, reason: parsed.reason });
        continue;
      }
      // A repeated identifier: the later line wins, as a later run would.
      if (batch.has(parsed.act.identifier)) stats.unchanged += 1;
      batch.set(parsed.act.identifier, parsed.act);
      if (batch.size >= BATCH_SIZE) await flush();
    }
    await flush();
  }
  // The standards an act's title cites follow its title (legal_act_standards, relation 'cited'):
  // rebuilt for the acts written only, after every file, so an act two files write is read once.
  if (written.size > 0) stats.titleCitations = await rebuildCitationsOf(database, [...written]);
  options.onProgress?.({ fraction: 1, records: stats.records });
  return stats;
}

/** Rebuilds the title citations of the given acts, CITATION_BATCH_SIZE at a time; answers the reports summed. */
async function rebuildCitationsOf(database: DatabaseHandle, actIds: number[]): Promise<TitleCitationReport> {
  const total: TitleCitationReport = { actsRead: 0, citations: 0, matched: 0, removed: 0 };
  for (let start = 0; start < actIds.length; start += CITATION_BATCH_SIZE) {
    const report = await rebuildTitleCitations(database, actIds.slice(start, start + CITATION_BATCH_SIZE));
    total.actsRead += report.actsRead;
    total.citations += report.citations;
    total.matched += report.matched;
    total.removed += report.removed;
  }
  return total;
}
