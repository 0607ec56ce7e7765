/**
 * The e2e server's control (scripts/e2e-control.ts): what no user does through a page, such as a
 * scheduled job's run, an operator's import or reading a mailbox. Its port follows the server's.
 */
const CONTROL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8787) + 1}`;

export type HarnessMail = { subject: string; text: string; html: string };

async function call<T>(method: 'GET' | 'POST', path: string, body?: string): Promise<T> {
  const response = await fetch(`${CONTROL}${path}`, { method, ...(body === undefined ? {} : { body }) });
  if (!response.ok) throw new Error(`e2e control ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The mails the server has sent to an address so far, oldest first. */
export async function mailsTo(address: string): Promise<HarnessMail[]> {
  return (await call<{ mails: HarnessMail[] }>('GET', `/mail?to=${encodeURIComponent(address)}`)).mails;
}

/** Imports legal acts (JSON Lines, the `npm run import -- legislation` format) as an operator would. */
export async function importLegalActs(records: object[]): Promise<{ inserted: number; updated: number; skipped: number }> {
  return call('POST', '/legislation/import', records.map((record) => JSON.stringify(record)).join('\n'));
}

/** Runs a scheduled job now, as its schedule would, and answers once it has run (its final state). */
export async function runScheduledJob(name: 'alerts.run' | 'watches.notify' | 'legislation.feeds-poll'): Promise<string | null> {
  return (await call<{ state: string | null }>('POST', `/jobs/${name}`)).state;
}
