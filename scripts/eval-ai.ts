import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import { createAiIndexService } from '../server/modules/ai/ai-index.service.ts';
import { importFullTextFiles, realDataDir } from '../server/modules/catalogue/index.ts';
import { createEmbeddedAnswerProvider } from '../server/platform/embedded-answer-provider.ts';

/**
 * `npm run eval:ai`: the AI assistant's retrieval and embedded answers over the RFC full texts of
 * the shared data, imported into a fresh PGlite database in a temporary folder. For every question
 * of bench/ai-eval/questions.json it asks the version it names and checks that an answerable
 * question is answered with a quote from one of its sections first, and that an unanswerable one
 * is declined. Prints both rates and the misses; fails (exit 1) when either is below 80 %.
 */

const TARGET = 0.8;
const QUESTIONS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'ai-eval', 'questions.json');

const Question = z.object({ id: z.string(), rfc: z.string(), question: z.string() });
export const EvalSet = z.object({
  answerable: z.array(Question.extend({ sections: z.array(z.string()).min(1) })),
  unanswerable: z.array(Question),
});
export type EvalSet = z.infer<typeof EvalSet>;

export function readEvalSet(file = QUESTIONS_FILE): EvalSet {
  return EvalSet.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The RFC full texts imported into a fresh PGlite in a temporary folder; `close` removes it. */
export async function openEvalDatabase(): Promise<{ database: DatabaseHandle; versions: Map<string, number>; close: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'normscope-eval-ai-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'pglite') });
  await database.migrate();
  const summary = await importFullTextFiles(database, [path.join(realDataDir(), 'fulltext')]);
  if (summary.errors.length > 0) throw new Error(`The import failed: ${JSON.stringify(summary.errors)}`);
  const { rows } = await database.executeSql(`select number, id from document_versions where has_content`);
  const versions = new Map(rows.map((row) => [String(row.number), Number(row.id)]));
  return {
    database,
    versions,
    close: async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type EvalMiss = { id: string; question: string; expected: string; got: string };
export type EvalFigures = { cited: number; answerable: number; declined: number; unanswerable: number; indexMs: number; versions: number; misses: EvalMiss[] };

/** Asks every question of the set of the embedded provider over the RFCs' retrieval indexes. */
export async function runEval(set: EvalSet = readEvalSet()): Promise<EvalFigures> {
  const { database, versions, close } = await openEvalDatabase();
  try {
    const index = createAiIndexService(database);
    const provider = createEmbeddedAnswerProvider();
    const versionOf = (rfc: string) => {
      const id = versions.get(rfc);
      if (id === undefined) throw new Error(`${rfc} is not in the shared data's full texts`);
      return id;
    };
    let indexMs = 0;
    for (const versionId of versions.values()) indexMs += (await index.buildIndex(versionId)).ms;

    async function ask(rfc: string, question: string) {
      const retrieved = await index.retrieve(versionOf(rfc), question);
      return provider.answer({ question, passages: retrieved.passages, language: 'en', documentNumber: rfc, documentTitle: rfc });
    }

    const misses: EvalMiss[] = [];
    let cited = 0;
    for (const entry of set.answerable) {
      const answer = await ask(entry.rfc, entry.question);
      const first = answer.used[0];
      if (answer.answered && first && entry.sections.includes(first.sectionKey)) cited++;
      else misses.push({ id: entry.id, question: entry.question, expected: entry.sections.join(', '), got: answer.answered ? `${first?.sectionKey}: ${first?.text.slice(0, 70)}` : 'declined' });
    }
    let declined = 0;
    for (const entry of set.unanswerable) {
      const answer = await ask(entry.rfc, entry.question);
      if (!answer.answered) declined++;
      else misses.push({ id: entry.id, question: entry.question, expected: 'decline', got: `${answer.used[0]?.sectionKey}: ${answer.used[0]?.text.slice(0, 70)}` });
    }
    return { cited, answerable: set.answerable.length, declined, unanswerable: set.unanswerable.length, indexMs, versions: versions.size, misses };
  } finally {
    await close();
  }
}

/** True when both figures reach the target. */
export function meetsTarget(figures: EvalFigures): boolean {
  return figures.cited / figures.answerable >= TARGET && figures.declined / figures.unanswerable >= TARGET;
}

async function main() {
  const figures = await runEval();
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  console.log(`Indexed ${figures.versions} versions' texts in ${figures.indexMs} ms.`);
  console.log(`Answerable, cited the right section first: ${figures.cited}/${figures.answerable} = ${percent(figures.cited / figures.answerable)}`);
  console.log(`Unanswerable, declined: ${figures.declined}/${figures.unanswerable} = ${percent(figures.declined / figures.unanswerable)}`);
  if (figures.misses.length > 0) {
    console.log('\nMisses:');
    console.table(figures.misses);
  }
  if (!meetsTarget(figures)) {
    console.error(`\nBelow the ${percent(TARGET)} target.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
