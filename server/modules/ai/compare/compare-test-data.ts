import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRfcText, realDataDir, type SectionInput } from '../../catalogue/index.ts';

/**
 * The compare tests' data: real RFCs parsed in place from the shared data folder (never copied into
 * the repository; tests that need them skip when the folder is missing) and the planted fixture pair.
 */

export const fulltextDir = path.join(realDataDir(), 'fulltext');

export function hasRfcs(...names: string[]): boolean {
  return names.every((name) => existsSync(path.join(fulltextDir, `${name}.txt`)));
}

const parsed = new Map<string, SectionInput[]>();

/** The sections of an RFC as the full-text importer produces them ("rfc5322"). */
export function rfcSections(name: string): SectionInput[] {
  const cached = parsed.get(name);
  if (cached) return cached;
  const fileName = `${name}.txt`;
  const sections = parseRfcText(readFileSync(path.join(fulltextDir, fileName), 'utf8'), { fileName }).sections;
  parsed.set(name, sections);
  return sections;
}

export type PlantedVersion = { name: string; sections: SectionInput[] };

/** One side of the planted fixture pair (fixtures/planted-older.json, fixtures/planted-newer.json). */
export function plantedVersion(side: 'older' | 'newer'): PlantedVersion {
  const file = path.join(import.meta.dirname, 'fixtures', `planted-${side}.json`);
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isPlantedVersion(data)) throw new Error(`${file} is not a version: { name, sections: SectionInput[] }`);
  return data;
}

function isPlantedVersion(value: unknown): value is PlantedVersion {
  if (typeof value !== 'object' || value === null || !('name' in value) || !('sections' in value)) return false;
  const { name, sections } = value;
  return typeof name === 'string' && Array.isArray(sections) && sections.every(isSection);
}

function isSection(value: unknown): value is SectionInput {
  if (typeof value !== 'object' || value === null) return false;
  const record: Record<string, unknown> = { ...value };
  const optionalText = (field: string) => record[field] === undefined || typeof record[field] === 'string';
  return (
    typeof record.key === 'string' &&
    typeof record.title === 'string' &&
    typeof record.level === 'number' &&
    typeof record.html === 'string' &&
    typeof record.text === 'string' &&
    optionalText('number') &&
    optionalText('parentKey')
  );
}
