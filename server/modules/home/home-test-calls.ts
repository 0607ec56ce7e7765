import { expect } from 'vitest';
import { asUser, envelopeOf, type TestApp, type TestSession } from '../../test/test-app.ts';

/** The home module's tests: a call as a signed-in user, its status and envelope. */
export type HomeCall = <T>(
  session: TestSession | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: { json: unknown } | { form: Record<string, string> },
) => Promise<{ status: number; data: T; reasonKey: string | undefined; body: string }>;

export function homeCalls(t: TestApp): HomeCall {
  return async <T>(session: TestSession | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: { json: unknown } | { form: Record<string, string> }) => {
    const headers: Record<string, string> = session ? asUser(session) : {};
    const payload =
      body === undefined
        ? {}
        : 'json' in body
          ? { payload: body.json as object }
          : { payload: new URLSearchParams(body.form).toString(), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } };
    const response = await t.app.inject({ method, url, headers, ...payload });
    const envelope = envelopeOf<T & { reasonKey?: string }>(response);
    return { status: response.statusCode, data: envelope.data as T, reasonKey: (envelope.data as { reasonKey?: string } | undefined)?.reasonKey, body: response.body };
  };
}

/** The data of a call that must succeed. */
export async function ok<T>(answer: Promise<{ status: number; data: T; body: string }>): Promise<T> {
  const { status, data, body } = await answer;
  expect(status, body).toBeLessThan(300);
  return data;
}
