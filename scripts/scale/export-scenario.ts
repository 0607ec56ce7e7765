import pg from 'pg';
import { exportPaths, type ExportCreated } from '../../common/exports/exports.contract.ts';
import type { ReceivedMail } from '../../server/test/test-mail-server.ts';
import type { ScaleCluster } from './scale-cluster.ts';
import { form, post, searchStandards, signIn } from './scale-client.ts';
import type { Scenario } from './scale-scenarios.ts';
import { waitUntil } from './scale-processes.ts';

/**
 * 50 exports queued through the proxy while the worker running them is killed with SIGKILL
 * part-way and a second worker started: every export must be mailed exactly once. Each mail is
 * told apart by its attachment's name, which carries the export's id. A worker killed between the
 * mail server's acceptance and its own record of it cannot know the mail went out (SMTP has no
 * way to ask), so its retry sends the same message again, with the same Message-ID, which a
 * mailbox keeps once: the check counts messages by Message-ID, fails on an export mailed as two
 * different messages, and reports such retransmissions.
 */

const EXPORTS = 50;
/** The worker is killed once this many of the mails have arrived: mid-way, with jobs running. */
const KILL_AFTER_MAILS = 10;
/** A killed worker's jobs come back when their lease (15 s) runs out, then retry after a short delay. */
const ALL_MAILED_TIMEOUT_MS = 90_000;

function exportIdOf(mail: ReceivedMail): number | undefined {
  for (const attachment of mail.attachments) {
    const match = /-export-(\d+)-/.exec(attachment.filename ?? '');
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** Per export, its mails' Message-IDs and how many times each arrived. */
function mailsById(cluster: ScaleCluster, ids: Set<number>): Map<number, Map<string, number>> {
  const messages = new Map<number, Map<string, number>>();
  for (const mail of cluster.mail.received) {
    const id = exportIdOf(mail);
    if (id === undefined || !ids.has(id)) continue;
    const byMessageId = messages.get(id) ?? new Map<string, number>();
    const messageId = mail.messageId ?? `(no Message-ID ${byMessageId.size})`;
    byMessageId.set(messageId, (byMessageId.get(messageId) ?? 0) + 1);
    messages.set(id, byMessageId);
  }
  return messages;
}

/** The exports' rows and their jobs, read on the primary. */
async function queueState(url: string, ids: number[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ status: string; n: number }>('select status, count(*)::int as n from exports where id = any($1::int[]) group by status', [ids]);
    const jobs = await client.query<{ state: string; n: number; retried: number }>(
      "select state, count(*)::int as n, count(*) filter (where retry_count > 0)::int as retried from pgboss.job where name = 'exports.run' group by state",
    );
    return {
      exports: Object.fromEntries(rows.rows.map((row) => [row.status, row.n])),
      jobs: Object.fromEntries(jobs.rows.map((row) => [row.state, row.n])),
      retried: jobs.rows.reduce((sum, row) => sum + row.retried, 0),
    };
  } finally {
    await client.end();
  }
}

export const exportsSurviveWorkerKill: Scenario = {
  title: `queue ${EXPORTS} exports and receive exactly ${EXPORTS} mails while the worker is killed (SIGKILL) and a second one started`,
  async run(cluster) {
    const seen: string[] = [];
    const proxy = cluster.proxy.url;
    const session = await signIn(proxy);
    const { searchContext, hits } = await searchStandards(proxy, session, { query_1: 'ISO' });
    const first = cluster.workers[0];
    if (!first) throw new Error('no worker is running');

    const ids = new Set<number>();
    const started = performance.now();
    // Ten at a time, as many users' browsers would, all through the proxy.
    for (let batch = 0; batch < EXPORTS / 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          post<ExportCreated>(proxy, session, exportPaths.create('standards'), form({ searchContext, fieldsToExport: 'name,title', csvSeparator: 'csv' })),
        ),
      );
      for (const answer of answers) {
        if (answer.status !== 200) throw new Error(`an export call answered ${answer.status}: ${JSON.stringify(answer.body.data)}`);
        ids.add(answer.body.data.id);
      }
    }
    if (ids.size !== EXPORTS) throw new Error(`${EXPORTS} export calls gave ${ids.size} distinct ids`);
    seen.push(`${EXPORTS} exports of ${hits} documents queued through the proxy in ${Math.round(performance.now() - started)} ms`);

    await waitUntil(`${KILL_AFTER_MAILS} export mails`, () => (mailsById(cluster, ids).size >= KILL_AFTER_MAILS ? true : undefined), 60_000, 10);
    await first.kill();
    const atKill = mailsById(cluster, ids).size;
    seen.push(`${first.name} killed with SIGKILL after ${atKill} of ${EXPORTS} mails`);
    if (atKill >= EXPORTS) throw new Error(`all ${EXPORTS} mails had arrived before the worker was killed; the kill proved nothing`);
    const second = await cluster.addWorker();
    seen.push(`${second.name} started`);

    await waitUntil(`all ${EXPORTS} export mails`, () => (mailsById(cluster, ids).size >= EXPORTS ? true : undefined), ALL_MAILED_TIMEOUT_MS, 50);
    const allMailed = performance.now();
    // Every export complete and no job of theirs left to run: a duplicate would only come from a job still to run.
    const settled = await waitUntil(
      'every export complete and its job finished',
      async () => {
        const state = await queueState(cluster.postgres.primaryUrl, [...ids]);
        const pending = (state.jobs.created ?? 0) + (state.jobs.retry ?? 0) + (state.jobs.active ?? 0);
        return state.exports.complete === EXPORTS && pending === 0 ? state : undefined;
      },
      30_000,
      250,
    );
    const messages = mailsById(cluster, ids);
    const twice = [...messages].filter(([, byMessageId]) => byMessageId.size > 1).map(([id, byMessageId]) => `${id}×${byMessageId.size}`);
    const total = [...messages.values()].reduce((sum, byMessageId) => sum + byMessageId.size, 0);
    const resent = [...messages].flatMap(([id, byMessageId]) => [...byMessageId.values()].filter((count) => count > 1).map((count) => `${id}×${count}`));
    seen.push(
      `${messages.size} exports mailed, ${total} messages in all, ${Math.round(allMailed - started)} ms after the first call; ` +
        `jobs ${JSON.stringify(settled.jobs)}, ${settled.retried} retried after the kill`,
    );
    if (resent.length > 0) seen.push(`the same message retransmitted by a retry (one Message-ID, kept once by a mailbox): ${resent.join(', ')}`);
    if (twice.length > 0 || total !== EXPORTS) throw new Error(`mailed as different messages: ${twice.join(', ') || 'none'}; ${total} messages for ${EXPORTS} exports; ${seen.join('; ')}`);
    seen.push(`exactly ${EXPORTS} messages, none twice`);
    return seen;
  },
};
