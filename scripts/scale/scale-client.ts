import { accountPaths } from '../../common/account/account.contract.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import type { SearchResults } from '../../common/search/search-results.contract.ts';

/**
 * The web client's side of the calls the scenarios make, as the browser makes them: sign in with
 * JSON, then the session cookie on every call and the session's nonce in X-Nonce on every call
 * that changes state. The base address picks where a call goes: one instance's own port, or the proxy.
 */

export type Session = { cookie: string; nonce: string; email: string };
export type Answer<T> = { status: number; body: { status: string; code?: number; data: T } };

export const DEMO_ADMIN = 'admin@demo.normscope.test';
/** The product's default DEMO_PASSWORD, which the harness's instances seed with. */
export const DEMO_PASSWORD = 'normscope-demo';

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Answer<T>['body'] };
  } catch {
    return { status: response.status, body: { status: 'error', data: { reason: text.slice(0, 200) } as T } };
  }
}

export async function signIn(base: string, email = DEMO_ADMIN, password = DEMO_PASSWORD): Promise<Session> {
  const response = await fetch(`${base}${accountPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const answer = await answerOf<{ nonce: string }>(response);
  if (answer.status !== 200) throw new Error(`sign-in through ${base} answered ${answer.status}: ${JSON.stringify(answer.body.data)}`);
  const cookie = (response.headers.getSetCookie().find((header) => header.startsWith('normscope_session=')) ?? '').split(';')[0] ?? '';
  if (!cookie) throw new Error(`sign-in through ${base} set no session cookie`);
  return { cookie, nonce: answer.body.data.nonce, email };
}

export async function get<T>(base: string, session: Session | null, url: string): Promise<Answer<T>> {
  return answerOf<T>(await fetch(`${base}${url}`, { headers: session ? { cookie: session.cookie } : {} }));
}

/** A state-changing call: the body as a form (multipart or urlencoded) or JSON, the nonce in its header. */
export async function post<T>(base: string, session: Session | null, url: string, body?: FormData | URLSearchParams | Record<string, unknown>): Promise<Answer<T>> {
  const headers: Record<string, string> = session ? { cookie: session.cookie, 'x-nonce': session.nonce } : {};
  let payload: FormData | URLSearchParams | string | undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) payload = body;
  else if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return answerOf<T>(await fetch(`${base}${url}`, { method: 'POST', headers, ...(payload === undefined ? {} : { body: payload }) }));
}

export function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** A standards search as the search bar posts it; throws unless it answers 200. */
export async function searchStandards(base: string, session: Session, fields: Record<string, string>): Promise<SearchResults> {
  const answer = await post<SearchResults>(base, session, searchPaths.ajax('standards'), form(fields));
  if (answer.status !== 200) throw new Error(`search ${JSON.stringify(fields)} through ${base} answered ${answer.status}: ${JSON.stringify(answer.body.data)}`);
  return answer.body.data;
}
