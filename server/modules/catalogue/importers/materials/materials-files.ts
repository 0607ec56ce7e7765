import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '../../../../db/database.ts';
import type { MaterialRecord, MaterialSupplierRecord, MetalRecord, MetalSupplierRecord } from '../../materials-record.ts';
import { parseFcmat } from './fcmat-parser.ts';
import { parseMaterialsCsv } from './materials-csv.ts';
import { createMaterialsWriter, type WriteCounts } from './materials-writer.ts';

export type MaterialsImportError = { file: string; row?: number; reason: string };

export type MaterialsImportSummary = {
  files: number;
  metals: WriteCounts;
  materials: WriteCounts;
  metalSuppliers: WriteCounts;
  materialSuppliers: WriteCounts;
  errors: MaterialsImportError[];
};

export type MaterialsImportProgress = { file: string; done: number; total: number };

/**
 * Imports FreeCAD cards (`*.FCMat`) and CSV files (`metals*.csv`, `metal-suppliers*.csv`,
 * `materials*.csv`, `material-suppliers*.csv`, or any CSV whose header tells its kind).
 * Directories are searched recursively; other files are ignored. Everything is parsed
 * first and written per table at the end, so a record found in two files is written once,
 * the later file winning. Problems are collected, never thrown, except database failures.
 */
export async function importMaterialsFiles(
  database: DatabaseHandle,
  paths: string[],
  onProgress?: (progress: MaterialsImportProgress) => void,
): Promise<MaterialsImportSummary> {
  const errors: MaterialsImportError[] = [];
  const files = await expandPaths(paths, errors);
  const found = {
    metals: [] as MetalRecord[],
    materials: [] as MaterialRecord[],
    metalSuppliers: [] as MetalSupplierRecord[],
    materialSuppliers: [] as MaterialSupplierRecord[],
  };

  for (const [index, file] of files.entries()) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      errors.push({ file, reason: `cannot read: ${error instanceof Error ? error.message : String(error)}` });
      onProgress?.({ file, done: index + 1, total: files.length });
      continue;
    }
    if (/\.fcmat$/i.test(file)) {
      const result = parseFcmat(text, file);
      if (result.kind === 'metal') found.metals.push(result.record);
      else if (result.kind === 'material') found.materials.push(result.record);
      else errors.push({ file, reason: result.reason });
    } else {
      const result = parseMaterialsCsv(text, 'auto', file);
      for (const error of result.errors) errors.push({ file, row: error.row, reason: error.reason });
      if (result.kind === 'metals') found.metals.push(...result.records);
      else if (result.kind === 'materials') found.materials.push(...result.records);
      else if (result.kind === 'metal-suppliers') found.metalSuppliers.push(...result.records);
      else if (result.kind === 'material-suppliers') found.materialSuppliers.push(...result.records);
    }
    onProgress?.({ file, done: index + 1, total: files.length });
  }

  const writer = createMaterialsWriter(database);
  return {
    files: files.length,
    metals: await writer.writeMetals(found.metals),
    materials: await writer.writeMaterials(found.materials),
    metalSuppliers: await writer.writeMetalSuppliers(found.metalSuppliers),
    materialSuppliers: await writer.writeMaterialSuppliers(found.materialSuppliers),
    errors,
  };
}

const IMPORTABLE = /\.(fcmat|csv)$/i;

/** Directories give the cards and CSVs under them; a file named directly must be one of the two. */
async function expandPaths(paths: string[], errors: MaterialsImportError[]): Promise<string[]> {
  const files: string[] = [];
  for (const entry of paths) {
    try {
      const info = await stat(entry);
      if (info.isDirectory()) files.push(...(await filesUnder(entry)));
      else if (IMPORTABLE.test(entry)) files.push(entry);
      else errors.push({ file: entry, reason: 'neither a .FCMat card nor a .csv file' });
    } catch (error) {
      errors.push({ file: entry, reason: `cannot open: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return [...new Set(files)];
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const files: string[] = [];
  // Sorted, so the "later file wins" rule is the same on every machine.
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(full)));
    else if (entry.isFile() && IMPORTABLE.test(entry.name)) files.push(full);
  }
  return files;
}
