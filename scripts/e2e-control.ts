import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { importLegislationFiles } from '../server/modules/legislation/index.ts';
import type { Services } from '../server/services.ts';
import type { TestMailServer } from '../server/test/test-mail-server.ts';

/**
 * The browser suite's hand on what is not a user's: the clock-driven jobs, the command-line
 * imports and the mail the server sends. The browser tests do the user's part through the page
 * and use this for the rest (a scheduled job's run, an operator's import, reading a mailbox).
 * It listens on 127.0.0.1 only, in the e2e server's process, and is never part of the product; it listens
 * before the server does, so it is there whenever a test starts, and its calls wait for the services.
 */
export type E2eControlOptions = { port: number; services: Promise<Services>; mail: TestMailServer };

/** Jobs a test may run now, as their schedule would. */
const RUNNABLE_JOBS = ['alerts.run', 'watches.notify', 'legislation.feeds-poll'] as const;
type RunnableJob = (typeof RUNNABLE_JOBS)[number];
const isRunnable = (name: string): name is RunnableJob => (RUNNABLE_JOBS as readonly string[]).includes(name);

const MAX_BODY_BYTES = 1_000_000;
const JOB_WAIT_MS = 30_000;

/** Waits until the job has run (pg-boss's own table), so a test reads what the run did, not what it may yet do. */
async function finalStateOf(database: Services['platform']['database'], id: string): Promise<string> {
  const deadline = Date.now() + JOB_WAIT_MS;
  for (;;) {
    const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
    const state = String(rows[0]?.state ?? 'missing');
    if (['completed', 'failed', 'cancelled'].includes(state) || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startE2eControl({ port, services, mail }: E2eControlOptions): Promise<void> {
  const importDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-e2e-import-'));
  let importCount = 0;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/mail') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      const mails = mail.received
        .filter((received) => received.envelopeTo.some((address) => address.toLowerCase() === to))
        .map((received) => ({ subject: received.subject ?? '', text: received.text ?? '', html: typeof received.html === 'string' ? received.html : '' }));
      return answer(response, 200, { mails });
    }
    if (request.method === 'POST' && url.pathname === '/legislation/import') {
      // The JSON Lines an operator would give `npm run import -- legislation`, through the same importer.
      importCount += 1;
      const file = path.join(importDir, `acts-${importCount}.jsonl`);
      writeFileSync(file, await bodyOf(request));
      const stats = await importLegislationFiles((await services).platform.database, [file]);
      return answer(response, 200, { inserted: stats.inserted, updated: stats.updated, skipped: stats.skipped });
    }
    const job = /^\/jobs\/([a-z.-]+)$/.exec(url.pathname)?.[1];
    if (request.method === 'POST' && job && isRunnable(job)) {
      const { jobs, database } = (await services).platform;
      const id = await jobs.send(job, {});
      return answer(response, 200, { id, state: id ? await finalStateOf(database, id) : null });
    }
    return answer(response, 404, { error: 'no such control call' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => answer(response, 500, { error: error instanceof Error ? error.message : String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}
