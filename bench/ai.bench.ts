import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { createAiIndexService } from '../server/modules/ai/ai-index.service.ts';
import { importFullTextFiles, realDataDir } from '../server/modules/catalogue/index.ts';
import { createEmbeddedAnswerProvider } from '../server/platform/embedded-answer-provider.ts';
import { readEvalSet } from '../scripts/eval-ai.ts';
import { percentile, printTable } from './support/report.ts';
import { createScratchPostgres } from './support/scratch-postgres.ts';

/**
 * `npm run bench:ai`: the AI assistant's embedded path on PostgreSQL (DATABASE_URL's server, else the local one, in a
 * scratch database): RFC 2616 (HTTP/1.1, about 175 pages) imported from the shared data, its
 * retrieval index built from cold, then question to answer (retrieval and the embedded provider's
 * answer) over the evaluation set's RFC 2616 questions and a few generic HTTP ones, ROUNDS times.
 * Prints the figures beside the target; asserts nothing.
 */
const ROUNDS = 10;
const TARGET_P95_MS = 300;
const GENERIC_QUESTIONS = [
  'What is HTTP?',
  'How do cookies work?',
  'What is the difference between GET and POST?',
  'How does caching work in HTTP?',
  'What status code means the resource was not found?',
  'Which headers control caching?',
  'How are persistent connections kept open?',
  'What is content negotiation?',
];

const rfcFile = path.join(realDataDir(), 'fulltext', 'rfc2616.txt');
if (!existsSync(rfcFile)) {
  console.error(`No RFC 2616 at ${rfcFile}; set SHARED_DATA_DIR to the shared data folder.`);
  process.exit(1);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? Number.NaN };
};

const scratch = await createScratchPostgres('normscope_bench_ai');
const database = await openDatabase({ kind: 'postgres', url: scratch.url });
try {
  await database.migrate();
  const summary = await importFullTextFiles(database, [rfcFile]);
  const { rows } = await database.executeSql(`select id, (select count(*)::int from document_sections s where s.version_id = v.id) as sections from document_versions v where v.number = 'RFC 2616'`);
  const versionId = Number(rows[0]?.id);
  if (!versionId) throw new Error(`RFC 2616 was not imported: ${JSON.stringify(summary.errors)}`);

  const index = createAiIndexService(database);
  const provider = createEmbeddedAnswerProvider();
  const build = await index.buildIndex(versionId);
  const { rows: indexRows } = await database.executeSql(`select count(distinct k)::int as lexemes from ai_indexes, jsonb_object_keys(document_frequencies) k where version_id = $1`, [versionId]);
  console.log(`RFC 2616: ${rows[0]?.sections} sections, indexed into ${build.passages} passages (${indexRows[0]?.lexemes} distinct lexemes) in ${ms(build.ms)}.`);

  const set = readEvalSet();
  const questions = [
    ...set.answerable.filter((entry) => entry.rfc === 'RFC 2616').map((entry) => ({ label: entry.id, question: entry.question })),
    ...set.unanswerable.filter((entry) => entry.rfc === 'RFC 2616').map((entry) => ({ label: entry.id, question: entry.question })),
    ...GENERIC_QUESTIONS.map((question, position) => ({ label: `http-${position + 1}`, question })),
  ];

  async function ask(question: string) {
    const started = performance.now();
    const retrieved = await index.retrieve(versionId, question);
    const retrievedAt = performance.now();
    const answer = await provider.answer({ question, passages: retrieved.passages, language: 'en', documentNumber: 'RFC 2616', documentTitle: 'Hypertext Transfer Protocol -- HTTP/1.1' });
    return { retrieve: retrievedAt - started, total: performance.now() - started, answered: answer.answered };
  }

  // Warm the connection pool and PostgreSQL's plan cache as a running server would be.
  for (const { question } of questions.slice(0, 3)) await ask(question);
  const totals: number[] = [];
  const retrievals: number[] = [];
  const perQuestion = new Map<string, { samples: number[]; answered: boolean }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const { label, question } of questions) {
      const timing = await ask(question);
      totals.push(timing.total);
      retrievals.push(timing.retrieve);
      const entry = perQuestion.get(label) ?? { samples: [], answered: timing.answered };
      entry.samples.push(timing.total);
      perQuestion.set(label, entry);
    }
  }

  const slowest = [...perQuestion.entries()].map(([label, entry]) => ({ label, answered: entry.answered, ...stats(entry.samples) })).sort((a, b) => b.p95 - a.p95);
  printTable(
    ['Slowest questions', 'answered', 'p50', 'p95', 'max'],
    slowest.slice(0, 8).map((entry) => [entry.label, entry.answered ? 'yes' : 'declined', ms(entry.p50), ms(entry.p95), ms(entry.max)]),
  );
  const total = stats(totals);
  const retrieval = stats(retrievals);
  console.log('');
  printTable(
    [`Question to answer (${questions.length} questions × ${ROUNDS})`, 'p50', 'p95', 'max'],
    [
      ['retrieval', ms(retrieval.p50), ms(retrieval.p95), ms(retrieval.max)],
      ['retrieval and embedded answer', ms(total.p50), ms(total.p95), ms(total.max)],
    ],
  );
  console.log(`Target: question to answer p95 under ${TARGET_P95_MS} ms: ${total.p95 < TARGET_P95_MS ? 'met' : 'MISSED'} (p95 ${ms(total.p95)}).`);
} finally {
  await database.close();
  await scratch.drop();
}
