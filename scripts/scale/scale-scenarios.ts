import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { accountPaths, type UserProfile } from '../../common/account/account.contract.ts';
import { savedSearchPaths, type SavedSearchList, type SavedSearchRow } from '../../common/saved-searches/saved-searches.contract.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import type { ScaleCluster } from './scale-cluster.ts';
import { get, post, searchStandards, signIn } from './scale-client.ts';
import { countInLog, runCommand } from './scale-processes.ts';

/**
 * The scale-out scenarios of issue 23 (the export one is in export-scenario.ts). Each throws with
 * what it saw when something is not as it must be, and answers its observations when all is.
 */

export type Scenario = { title: string; run: (cluster: ScaleCluster) => Promise<string[]> };

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The product's exact log line when a replica cannot be reached (server/db, issue 23). */
export const REPLICA_FALLBACK_LINE = 'replica unreachable; reading from the primary';

function instances(cluster: ScaleCluster) {
  const [a, b] = cluster.webs;
  if (!a || !b) throw new Error('the scenarios need two web instances');
  return { a, b, proxy: cluster.proxy.url };
}

function expectStatus(what: string, actual: number, expected: number, data?: unknown) {
  if (actual !== expected) throw new Error(`${what}: answered ${actual}, expected ${expected}${data === undefined ? '' : ` (${JSON.stringify(data).slice(0, 300)})`}`);
}

const ms = (started: number) => `${Math.round(performance.now() - started)} ms`;

/** The committed migrations (drizzle-kit's journal), each of which must be recorded once on the primary. */
function committedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export const migratedOnce: Scenario = {
  title: 'both web instances and the worker migrated and seeded the fresh primary together, each migration once',
  async run(cluster) {
    const client = new pg.Client({ connectionString: cluster.postgres.primaryUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number; hashes: number }>('select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations');
      const expected = committedMigrations();
      const found = rows[0] ?? { n: 0, hashes: 0 };
      if (found.n !== expected || found.hashes !== expected) throw new Error(`${found.n} migration rows (${found.hashes} distinct) for ${expected} committed migrations`);
      return [`${expected} migrations recorded once each; ${[...cluster.webs, ...cluster.workers].map((p) => p.name).join(', ')} all running`];
    } finally {
      await client.end();
    }
  },
};

export const signInAcrossInstances: Scenario = {
  title: 'sign in through one instance and continue through the other',
  async run(cluster) {
    const { a, b, proxy } = instances(cluster);
    const seen: string[] = [];
    const session = await signIn(a.url);
    seen.push(`signed in through ${a.name} (:${a.port})`);
    const profile = await get<UserProfile>(b.url, session, accountPaths.session);
    expectStatus(`the session through ${b.name}`, profile.status, 200, profile.body.data);
    const results = await searchStandards(b.url, session, { query_1: 'ISO' });
    seen.push(`${b.name} knows the session and accepts its nonce (a search: ${results.hits} hits)`);
    const noNonce = await post(b.url, { ...session, nonce: 'not-the-nonce' }, searchPaths.ajax('standards'), new URLSearchParams({ query_1: 'ISO' }));
    expectStatus(`a search with a wrong nonce through ${b.name}`, noNonce.status, 403, noNonce.body.data);
    for (let n = 0; n < 4; n++) expectStatus('the session through the proxy', (await get(proxy, session, accountPaths.session)).status, 200);
    seen.push('a wrong nonce answers 403 there; four calls through the proxy (both instances) keep the session');

    // Signing out anywhere ends the session everywhere: no instance keeps it in its own memory.
    const second = await signIn(b.url);
    const out = await post(a.url, second, accountPaths.logout);
    expectStatus(`sign-out through ${a.name}`, out.status, 200, out.body.data);
    const after = await get(b.url, second, accountPaths.session);
    expectStatus(`the signed-out session through ${b.name}`, after.status, 401, after.body.data);
    seen.push(`a session signed in through ${b.name} and out through ${a.name} answers 401 on ${b.name} at once`);
    return seen;
  },
};

export const savedSearchAcrossInstances: Scenario = {
  title: 'save a search through one instance and find it at once through the other',
  async run(cluster) {
    const { a, b, proxy } = instances(cluster);
    const session = await signIn(proxy);
    const results = await searchStandards(a.url, session, { query_1: 'ISO', orderBy: '1' });
    const name = `Scale-out check ${randomBytes(4).toString('hex')}`;
    const saved = await post<SavedSearchRow>(
      a.url,
      session,
      savedSearchPaths.save(results.searchContext),
      new URLSearchParams({ onclk_saveSearch: '1', save_search_name: name, save_search_sel: 'standards', nonce: session.nonce }),
    );
    expectStatus(`saving through ${a.name}`, saved.status, 201, saved.body.data);
    const started = performance.now();
    const list = await get<SavedSearchList>(b.url, session, savedSearchPaths.list);
    expectStatus(`the saved searches through ${b.name}`, list.status, 200, list.body.data);
    const names = list.body.data.rows.map((row) => row.name.linkName);
    if (!names.includes(name)) throw new Error(`${b.name} lists ${JSON.stringify(names)} right after the save, without "${name}"`);
    const seen = [`saved "${name}" through ${a.name}; ${b.name} lists it on the first read (${ms(started)})`];
    // The search context is signed with the installation's secret: another instance must accept it.
    const again = await searchStandards(b.url, session, { searchContext: results.searchContext, page: '1' });
    if (again.hits !== results.hits) throw new Error(`${b.name} ran the saved context to ${again.hits} hits, ${a.name} to ${results.hits}`);
    seen.push(`${b.name} runs the context ${a.name} signed (${again.hits} hits on both)`);
    return seen;
  },
};

/** One Relaton record (the `npm run import -- relaton` format) that no other document resembles. */
function relatonRecord(number: string, word: string): string {
  return `id: ${number.replace(/\W/g, '')}
title:
- {content: '${word} telemetry for scale-out checks', language: [en], type: main}
docid:
- {id: '${number}', type: ISO, primary: true}
date:
- {type: published, value: 2031-01}
language: [en]
docstatus:
  stage: {value: '60'}
  substage: {value: '60'}
ext:
  doctype: {type: international-standard}
`;
}

export const importFoundEverywhere: Scenario = {
  title: 'import a document from the command line and find it through both instances within seconds',
  async run(cluster) {
    const { a, b } = instances(cluster);
    const session = await signIn(cluster.proxy.url);
    const number = `ISO ${90_000 + Math.floor(Math.random() * 9999)}:2031`;
    const word = `quokka${randomBytes(3).toString('hex').replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'q')}`;
    const importDir = path.join(cluster.dir, 'import');
    mkdirSync(importDir, { recursive: true });
    const file = path.join(importDir, 'iso.yaml');
    writeFileSync(file, relatonRecord(number, word));
    const started = performance.now();
    const result = await runCommand('npm', ['run', '--silent', 'import', '--', 'relaton', file], { cwd: ROOT, env: cluster.env });
    if (result.code !== 0 || !/documents created\s+1\b/.test(result.output)) throw new Error(`npm run import answered ${String(result.code)}:\n${result.output.trim()}`);
    const imported = performance.now();
    const seen = [`npm run import -- relaton: ${number} ("${word} telemetry…") created in ${((imported - started) / 1000).toFixed(1)} s`];
    const found = await Promise.all(
      [a, b].map(async (web) => {
        let last = '';
        while (performance.now() - imported < 10_000) {
          const byNumber = await searchStandards(web.url, session, { query_1: number });
          const byWord = await searchStandards(web.url, session, { query_2: word });
          const names = [byNumber, byWord].map((results) => results.records.map((record) => record.name));
          if (names.every((list) => list.includes(number))) return `${web.name} finds it by number and by title word ${ms(imported)} after the import`;
          last = `by number: ${JSON.stringify(names[0]?.slice(0, 3))}, by word: ${JSON.stringify(names[1]?.slice(0, 3))}`;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        throw new Error(`${web.name} did not find ${number} within 10 s (last answers ${last})`);
      }),
    );
    return [...seen, ...found];
  },
};

async function clientConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid() and application_name <> 'psql'",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

export const replicaStops: Scenario = {
  title: 'stop the replica and keep serving (reads fall back to the primary, logged once)',
  async run(cluster) {
    const { a, b, proxy } = instances(cluster);
    const seen: string[] = [];
    const session = await signIn(proxy);
    if (!cluster.postgres.replicaUrl) throw new Error('the cluster has no replica');
    // Reads the replica served before it stops: the instances hold connections to it.
    for (const web of [a, b]) await searchStandards(web.url, session, { query_2: 'management' });
    seen.push(`the replica had ${await clientConnections(cluster.postgres.replicaUrl)} client connection(s) before it stopped`);
    await cluster.postgres.stopReplica();
    seen.push('replica stopped (pg_ctl stop -m fast)');
    const words = ['quality', 'safety', 'electrical', 'steel', 'water', 'testing', 'machinery', 'information'];
    let served = 0;
    for (let round = 0; round < 2; round++) {
      for (const [n, word] of words.entries()) {
        for (const base of [a.url, b.url, proxy]) {
          await searchStandards(base, session, { query_2: `${word} ${round}`, page: String(1 + (n % 2)) });
          served += 1;
        }
      }
      const suggest = await post(proxy, session, searchPaths.suggest, new URLSearchParams({ type: 'title', term: 'qual' }));
      expectStatus('a suggestion after the replica stopped', suggest.status, 200, suggest.body.data);
    }
    seen.push(`${served} searches and 2 suggestions answered 200 through both instances and the proxy after the stop`);
    const counts = [a, b].map((web) => ({ name: web.name, count: countInLog(web.logFile, REPLICA_FALLBACK_LINE) }));
    const summary = counts.map((entry) => `${entry.name}: ${entry.count}`).join(', ');
    if (counts.some((entry) => entry.count !== 1)) throw new Error(`"${REPLICA_FALLBACK_LINE}" in the logs: ${summary} (expected exactly once each); ${seen.join('; ')}`);
    seen.push(`"${REPLICA_FALLBACK_LINE}" logged exactly once by each instance (${summary})`);
    return seen;
  },
};
