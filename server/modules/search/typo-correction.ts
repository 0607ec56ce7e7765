import type { ExecuteSql } from '../../db/database.ts';
import * as repo from './search.repo.ts';

/** Edits between two words (insert, delete, replace, swap two neighbours): "ethernt" is 1 from "ethernet", 2 from "ether". */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const cell = new Uint16Array(rows * columns);
  for (let i = 0; i < rows; i++) cell[i * columns] = i;
  for (let j = 0; j < columns; j++) cell[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((cell[(i - 1) * columns + j] ?? 0) + 1, (cell[i * columns + j - 1] ?? 0) + 1, (cell[(i - 1) * columns + j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (cell[(i - 2) * columns + j - 2] ?? 0) + 1);
      cell[i * columns + j] = best;
    }
  }
  return cell[rows * columns - 1] ?? 0;
}

/** A correction further than this from what was typed is a different word, not a typo. */
const maxEdits = (word: string) => Math.max(2, Math.ceil(word.length / 4));

/**
 * For each typed word, the candidate fewest edits away, and among those the one most titles use:
 * the catalogue's own vocabulary by frequency.
 */
export function pickCorrections(candidates: readonly { typed: string; word: string; documents: number }[]): Map<string, string> {
  const best = new Map<string, { word: string; edits: number; documents: number }>();
  for (const candidate of candidates) {
    const edits = editDistance(candidate.typed, candidate.word);
    if (edits > maxEdits(candidate.typed)) continue;
    const current = best.get(candidate.typed);
    if (!current || edits < current.edits || (edits === current.edits && candidate.documents > current.documents)) {
      best.set(candidate.typed, { word: candidate.word, edits, documents: candidate.documents });
    }
  }
  return new Map([...best].map(([typed, choice]) => [typed, choice.word]));
}

/** The likeliest word titles use for each typed word no title uses. */
export async function correctWords(sql: ExecuteSql, words: string[]): Promise<Map<string, string>> {
  return pickCorrections(await repo.findCorrectionCandidates(sql, words));
}
