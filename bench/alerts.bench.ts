import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { StandardsCriteria } from '../common/search/search-criteria.contract.ts';
import { loadConfig } from '../server/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/database.ts';
import { seedDemoCatalogue } from '../server/db/seeds/demo-catalogue.seed.ts';
import { hasRealData } from '../server/modules/catalogue/index.ts';
import { createLogger } from '../server/platform/logger.ts';
import { createServicesFromConfig } from '../server/services.ts';
import { createOrganisation, createSubscription, createUser } from '../server/test/factories.ts';
import { withDatabase } from '../server/test/test-engine.ts';
import { realCatalogueOnPostgres } from './support/real-catalogue.ts';
import { benchServerUrl, queryBenchServer } from './support/scratch-postgres.ts';

/**
 * `npm run bench:export` (after the export bench; alone: `node bench/alerts.bench.ts`): the saved-search alerts run ('alerts.run') with 1,000 notify
 * searches of a few hundred users over the real catalogue, after a realistic change set
 * (a few hundred documents with a new edition, a withdrawal or a status change). Mail goes
 * to an outbox folder. It works on a scratch copy of the benchmark catalogue database,
 * which it drops at the end (`--keep` keeps it).
 * Options: --searches N, --users N, --changes N, --catalogue real|demo, --rebuild, --keep.
 */
const TARGET_SECONDS = 60;

const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '1000' },
    users: { type: 'string', default: '300' },
    changes: { type: 'string', default: '300' },
    catalogue: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const log = (line: string) => console.log(line);
const serverUrl = benchServerUrl();
const searchCount = Number(values.searches);
const userCount = Number(values.users);
const changeCount = Number(values.changes);
const useReal = values.catalogue ? values.catalogue === 'real' : hasRealData();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A deterministic pseudo-random sequence, so every run builds the same searches. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

/** A scratch database: a copy of the real benchmark catalogue, or a fresh demo catalogue. */
async function scratchDatabase(): Promise<{ url: string; name: string; source: string }> {
  const name = `normscope_bench_alerts_${process.pid}`;
  await queryBenchServer(`drop database if exists ${name} with (force)`);
  if (useReal) {
    const realUrl = await realCatalogueOnPostgres(Boolean(values.rebuild), log);
    const template = new URL(realUrl).pathname.slice(1);
    await queryBenchServer(`create database ${name} template ${template}`);
    return { url: withDatabase(serverUrl, name), name, source: `the real catalogue (a copy of ${template})` };
  }
  await queryBenchServer(`create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    await seedDemoCatalogue(database);
  } finally {
    await database.close();
  }
  return { url, name, source: 'the generated demo catalogue (no real data here, or --catalogue demo)' };
}

async function rows(database: DatabaseHandle, text: string, params: unknown[] = []) {
  return (await database.executeSql(text, params)).rows;
}

/** Varied, realistic criteria drawn from the catalogue itself: numbers, title words, publishers, ICS. */
async function criteriaPool(database: DatabaseHandle) {
  const random = randomSource(20_261_123);
  const publishers = (await rows(database, `select p.code from documents d join publishers p on p.id = d.publisher_id where d.organisation_id is null group by p.code order by count(*) desc limit 12`)).map((r) => String(r.code));
  const sample = await rows(database, `select number, title, ics_codes from documents where organisation_id is null and id % 97 = 3 limit 3000`);
  const numbers = sample.map((r) => String(r.number)).filter((n) => /\d/.test(n));
  const words = [...new Set(sample.flatMap((r) => String(r.title).toLowerCase().match(/\p{L}{6,}/gu) ?? []))].filter((w) => !['requirements', 'general', 'methods'].includes(w));
  const ics = [...new Set(sample.flatMap((r) => (Array.isArray(r.ics_codes) ? (r.ics_codes as string[]) : []).map((code) => code.slice(0, 6))))];
  const numberPrefix = () => {
    const number = random.pick(numbers);
    const firstDigit = number.search(/\d/);
    return number.slice(0, firstDigit + 2 + Math.floor(random.next() * 3)).trim();
  };
  const kinds = [
    () => ({ documentNumber: numberPrefix() }),
    () => ({ documentTitle: random.pick(words) }),
    () => ({ documentTitle: `${random.pick(words)} ${random.pick(words)}` }),
    () => ({ publisher: [random.pick(publishers)], documentTitle: random.pick(words) }),
    () => ({ publisher: [random.pick(publishers)], status: ['current'] }),
    () => ({ icsCode: random.pick(ics.length > 0 ? ics : ['03.120']) }),
    () => ({ documentNumber: numberPrefix(), status: ['current'] }),
  ];
  return () => StandardsCriteria.parse(random.pick(kinds)());
}

async function setUp(database: DatabaseHandle) {
  const datasetIds = (await rows(database, `select id from datasets where kind = 'standards'`)).map((r) => Number(r.id));
  const organisation = await createOrganisation(database.db, { name: `Alerts bench ${Date.now()}` });
  const subscription = await createSubscription(database.db, { organisationId: organisation.id, datasetIds, seatCount: userCount });
  const languages = ['en', 'en', 'en', 'fr', 'de', 'it', 'es', 'ru', 'zh'];
  const users: { id: number }[] = [];
  for (let n = 0; n < userCount; n++) {
    users.push(await createUser(database.db, { organisationId: organisation.id, subscriptionId: subscription.id, language: languages[n % languages.length] as string, email: `alerts-bench-${n}@bench.normscope.test` }));
  }
  const nextCriteria = await criteriaPool(database);
  const searches = Array.from({ length: searchCount }, (_, n) => ({
    organisation_id: organisation.id,
    user_id: (users[n % users.length] as { id: number }).id,
    name: `Bench search ${n + 1}`,
    tab: 'standards',
    criteria: nextCriteria(),
  }));
  await database.executeSql(
    `insert into saved_searches (organisation_id, user_id, name, tab, criteria, notify, alerted_through_event_id)
     select s.organisation_id, s.user_id, s.name, s.tab, s.criteria, true, (select coalesce(max(id), 0) from document_events)
     from jsonb_to_recordset($1::jsonb) as s(organisation_id int, user_id int, name text, tab text, criteria jsonb)`,
    [JSON.stringify(searches)],
  );
  // The change set: documents spread over the catalogue get a new edition, a withdrawal or a status change.
  const changed = await rows(database, `select id, number, current_version_id from documents where organisation_id is null order by md5(id::text) limit $1`, [changeCount]);
  const events = changed.map((r, n) => {
    const kind = ['newEdition', 'withdrawn', 'statusChanged'][n % 3] as string;
    const details = kind === 'newEdition' ? { previousNumber: `${String(r.number)} (previous)` } : { from: 'CUR', to: kind === 'withdrawn' ? 'W' : 'AVS' };
    return { document_id: Number(r.id), version_id: r.current_version_id === null ? null : Number(r.current_version_id), kind, summary: `Bench: ${kind} ${String(r.number)}`, details };
  });
  await database.executeSql(
    `insert into document_events (document_id, version_id, kind, summary, details)
     select document_id, version_id, kind::document_event_kind, summary, details
     from jsonb_to_recordset($1::jsonb) as e(document_id int, version_id int, kind text, summary text, details jsonb)`,
    [JSON.stringify(events)],
  );
  return { users: users.length, searches: searches.length, changes: events.length };
}

const scratch = await scratchDatabase();
log(`\n## Saved-search alerts on PostgreSQL, ${scratch.source}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-bench-alerts-'));
const database = await openDatabase({ kind: 'postgres', url: scratch.url });
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: scratch.url, PUBLIC_URL: 'https://normscope.example' });
const logger = createLogger({ level: 'warn' });
const services = createServicesFromConfig(config, database, logger);
try {
  await database.migrate();
  const documents = Number((await rows(database, `select count(*)::int as n from documents`))[0]?.n);
  const made = await setUp(database);
  log(`  ${documents.toLocaleString('en-GB')} documents; ${made.searches.toLocaleString('en-GB')} notify saved searches of ${made.users} users; ${made.changes} documents changed`);
  let started = performance.now();
  await services.snapshots.get();
  log(`  loading the catalogue columns (once per process, before the run): ${seconds(performance.now() - started)}`);

  started = performance.now();
  const summary = await services.savedSearches.runAlerts();
  const wall = performance.now() - started;
  const mails = readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml')).length;
  log(`  alerts run: ${seconds(wall)} wall (target < ${TARGET_SECONDS} s: ${wall < TARGET_SECONDS * 1000 ? 'met' : 'MISSED'})`);
  log(`  ${summary.searchesRun.toLocaleString('en-GB')} searches run, ${summary.changedDocuments} changed documents, ${summary.mailsSent} digests mailed listing ${summary.documentsAlerted.toLocaleString('en-GB')} documents; ${mails} mails written to the outbox`);

  started = performance.now();
  const again = await services.savedSearches.runAlerts();
  log(`  a second run right after: ${seconds(performance.now() - started)}, ${again.mailsSent} mails (nothing changed since)`);
  if (mails !== summary.mailsSent || again.mailsSent !== 0) {
    console.error('  unexpected: the outbox does not match the run, or the second run sent mail');
    process.exitCode = 1;
  }
} finally {
  services.platform.mailer.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (values.keep) log(`  kept database ${scratch.name}`);
  else await queryBenchServer(`drop database if exists ${scratch.name} with (force)`);
}
