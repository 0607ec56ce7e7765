import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../../../db/database.ts';
import { importFullTextFiles, type FullTextImportSummary } from './fulltext/fulltext-importer.ts';
import { importIcsFile } from './ics/ics-importer.ts';
import { importMaterialsFiles, type MaterialsImportSummary } from './materials/materials-files.ts';
import { importRelatonFiles, type RelatonImportProgress, type RelatonImportSummary } from './relaton/relaton-importer.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where the shared real data lives: SHARED_DATA_DIR, else ../shared/data beside the repository. */
export function realDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.SHARED_DATA_DIR ?? path.join(ROOT, '..', 'shared', 'data'));
}

export function hasRealData(dataDir = realDataDir()): boolean {
  return existsSync(path.join(dataDir, 'relaton'));
}

/**
 * The Relaton files in import order: each body's own file before the files that hold
 * copies of its joint documents, so the owner's record is written first.
 */
export function relatonFilesInOrder(dataDir: string): string[] {
  const directory = path.join(dataDir, 'relaton');
  const files = readdirSync(directory).filter((name) => /\.ya?ml(\.gz)?$/i.test(name));
  const rank = (name: string) => ['iso', 'iec', 'ieee'].indexOf(name.split('.')[0] ?? '');
  return files
    .sort((a, b) => {
      const ra = rank(a);
      const rb = rank(b);
      if (ra !== rb) return (ra === -1 ? 99 : ra) - (rb === -1 ? 99 : rb);
      return a.localeCompare(b);
    })
    .map((name) => path.join(directory, name));
}

export type RealDataSummary = {
  ics: Awaited<ReturnType<typeof importIcsFile>>;
  relaton: RelatonImportSummary;
  fulltext: FullTextImportSummary;
  materials: MaterialsImportSummary;
};

export type RealDataProgress = { step: 'ics' | 'relaton' | 'fulltext' | 'materials'; relaton?: RelatonImportProgress };

/** Imports everything in the shared data folder: ICS, all Relaton files, the RFC full texts, the material cards. */
export async function importRealData(
  database: DatabaseHandle,
  dataDir = realDataDir(),
  onProgress?: (progress: RealDataProgress) => void,
): Promise<RealDataSummary> {
  onProgress?.({ step: 'ics' });
  const ics = await importIcsFile(database, path.join(dataDir, 'ics', 'ics-ed7.json'));
  const relaton = await importRelatonFiles(database, relatonFilesInOrder(dataDir), (progress) => onProgress?.({ step: 'relaton', relaton: progress }));
  onProgress?.({ step: 'fulltext' });
  const fulltext = await importFullTextFiles(database, [path.join(dataDir, 'fulltext')]);
  onProgress?.({ step: 'materials' });
  const materials = await importMaterialsFiles(database, [path.join(dataDir, 'materials')]);
  return { ics, relaton, fulltext, materials };
}
