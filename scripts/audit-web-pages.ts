import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInForBench, startBenchServer, type BenchSession } from '../bench/support/bench-server.ts';
import { documentPaths, type DocumentDetail } from '../common/catalogue/document.contract.ts';
import { pagePaths } from '../common/routes.ts';
import type { SearchResults } from '../common/search/search-results.contract.ts';
import { searchPaths } from '../common/search/search-paths.ts';
import { FULLTEXT_NUMBERS } from '../server/db/seeds/demo-catalogue/demo-fulltext-works.data.ts';

/** The pages `npm run audit:web` audits, in the order a user meets them. */
export const AUDITED_PAGES = ['home', 'results', 'display', 'reader', 'collections'] as const;
export type AuditedPage = (typeof AUDITED_PAGES)[number];

export const AUDIT_USER = 'admin@demo.normscope.test';
const WEB_BUILD = path.resolve(import.meta.dirname, '..', 'dist', 'web');
/** The results page's search: a title-word search of the standards tab, as the search bar posts it. */
const RESULTS_SEARCH = { searchCriteria: 'standards', query_2: 'quality management' };

export type AuditTarget = { base: string; session: BenchSession; stop: () => Promise<void> };

/**
 * A server to audit: `base` as given (a running server), or the product's own server in a
 * child process as a deployment runs it (NODE_ENV=production), on a fresh embedded database
 * in a temporary DATA_DIR with the demo data; `stop` ends it and removes the folder. The server
 * serves a copy of the web build (WEB_BUILD_DIR), so a build run elsewhere meanwhile cannot
 * replace the scripts its page names.
 */
export async function openAuditTarget(base: string | undefined, password: string): Promise<AuditTarget> {
  if (base) {
    const trimmed = base.replace(/\/+$/, '');
    return { base: trimmed, session: await signInForBench(trimmed, AUDIT_USER, password), stop: async () => {} };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-audit-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    cpSync(WEB_BUILD, path.join(dataDir, 'web'), { recursive: true });
    const server = await startBenchServer({
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: path.join(dataDir, 'web'),
      SEED_DEMO: 'true',
      DEMO_PASSWORD: password,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    const stop = async () => {
      await server.stop();
      removeData();
    };
    try {
      return { base: server.base, session: await signInForBench(server.base, AUDIT_USER, password), stop };
    } catch (error) {
      await stop();
      throw error;
    }
  } catch (error) {
    removeData();
    throw error;
  }
}

async function apiCall<T>(session: BenchSession, url: string, init: { method: 'GET' | 'POST'; form?: Record<string, string> }): Promise<T> {
  const body = init.form ? new FormData() : undefined;
  for (const [name, value] of Object.entries(init.form ?? {})) body?.append(name, value);
  const response = await fetch(`${session.base}${url}`, {
    method: init.method,
    headers: { accept: 'application/json', cookie: session.cookie, 'x-nonce': session.nonce },
    body,
  });
  const json = (await response.json()) as { status: string; data: T };
  if (!response.ok || json.status !== 'ok') throw new Error(`${init.method} ${url} answered ${response.status}: ${JSON.stringify(json.data)}`);
  return json.data;
}

/** The first version with full text the subscription may read, among the demo's full texts. */
async function findReaderPath(session: BenchSession): Promise<string> {
  for (const number of Object.values(FULLTEXT_NUMBERS)) {
    const found = await apiCall<SearchResults>(session, searchPaths.ajax('standards'), {
      method: 'POST',
      form: { query_1: number, mainsearch: '1', filterby: 'all' },
    });
    const record = found.records.find((candidate) => candidate.name === number);
    if (!record) continue;
    const detail = await apiCall<DocumentDetail>(session, documentPaths.detail(record.doc_id), { method: 'GET' });
    const version = detail.versions.find((candidate) => candidate.hasContent);
    if (detail.entitled && version) return pagePaths.reader(detail.docId, version.versionId);
  }
  throw new Error(`none of the demo's full texts (${Object.values(FULLTEXT_NUMBERS).join(', ')}) is in this catalogue with its text: the reader page cannot be audited`);
}

/** The address of each page, found through the API as a user would reach it (no ids written in here). */
export async function findPagePaths(session: BenchSession, pages: readonly AuditedPage[]): Promise<Map<AuditedPage, string>> {
  const paths = new Map<AuditedPage, string>();
  const wanted = new Set(pages);
  if (wanted.has('home')) paths.set('home', pagePaths.home);
  if (wanted.has('results') || wanted.has('display')) {
    const { searchContext } = await apiCall<{ searchContext: string }>(session, searchPaths.formPost, { method: 'POST', form: RESULTS_SEARCH });
    if (wanted.has('results')) paths.set('results', pagePaths.searchResults(searchContext));
    if (wanted.has('display')) {
      const results = await apiCall<SearchResults>(session, searchPaths.ajax('standards'), { method: 'POST', form: { searchContext } });
      const first = results.records[0];
      if (!first) throw new Error(`the search for "${RESULTS_SEARCH.query_2}" found nothing: the display page cannot be audited`);
      paths.set('display', pagePaths.display(0, first.doc_id, searchContext));
    }
  }
  if (wanted.has('reader')) paths.set('reader', await findReaderPath(session));
  if (wanted.has('collections')) paths.set('collections', pagePaths.collections);
  return new Map(pages.map((page) => [page, paths.get(page) ?? '']));
}
