import { NONCE_HEADER, type ApiEnvelope, type ApiIssue } from '../../common/envelope.ts';
import { pagePaths } from '../../common/routes.ts';

export class ApiRequestError extends Error {
  readonly code: number;
  readonly reason: string;
  readonly reasonKey: string | undefined;
  readonly issues: ApiIssue[];
  /** What the reasonKey's translation fills in. */
  readonly values: Record<string, string>;

  constructor(code: number, reason: string, reasonKey?: string, issues: ApiIssue[] = [], values: Record<string, string> = {}) {
    super(reason);
    this.name = 'ApiRequestError';
    this.code = code;
    this.reason = reason;
    this.reasonKey = reasonKey;
    this.issues = issues;
    this.values = values;
  }
}

let currentNonce: string | null = null;

/** The session's nonce; set from the page variables at start and from the login reply. */
export function setApiNonce(nonce: string | null): void {
  currentNonce = nonce;
}

/** Where a 401 sends the browser: the home page, which shows the sign-in form, then back here. */
export function redirectToSignIn(): void {
  const here = window.location.pathname + window.location.search;
  const target = here.startsWith(pagePaths.home) ? pagePaths.home : `${pagePaths.home}?next=${encodeURIComponent(here)}`;
  window.location.assign(target);
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData | URLSearchParams;
  signal?: AbortSignal;
  /** The sign-in call answers 401 for a wrong password; it must not bounce the page. */
  redirectOnUnauthenticated?: boolean;
};

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  if (currentNonce) headers[NONCE_HEADER] = currentNonce;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      credentials: 'same-origin',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'Normscope cannot be reached.', 'errors.network');
  }
  let envelope: ApiEnvelope<T>;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    throw new ApiRequestError(response.status, 'Unexpected answer from the server.', 'errors.server');
  }
  if (envelope.status === 'ok') return envelope.data;
  if (envelope.code === 401 && options.redirectOnUnauthenticated !== false) redirectToSignIn();
  throw new ApiRequestError(envelope.code, envelope.data.reason, envelope.data.reasonKey, envelope.data.issues, envelope.data.values);
}
