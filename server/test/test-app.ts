import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { UserProfile } from '../../common/account/account.contract.ts';
import { accountPaths } from '../../common/account/account.contract.ts';
import type { ApiEnvelope } from '../../common/envelope.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config/config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { SESSION_COOKIE } from '../http/session-guard.ts';
import { createLogger } from '../platform/logger.ts';
import { TEST_PASSWORD } from './factories.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close: () => Promise<void>;
};

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
  const app = await buildApp({ config, database, logger: createLogger({ level: 'silent' }) });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestSession = { cookie: string; nonce: string; profile: UserProfile };

export function sessionCookieFrom(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<TestSession> {
  const response = await app.inject({ method: 'POST', url: accountPaths.login, payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookieFrom(response);
  if (!cookie) throw new Error('no session cookie');
  const profile = envelopeOf<UserProfile>(response).data as UserProfile;
  return { cookie, nonce: profile.nonce, profile };
}

/** Headers of a signed-in browser tab: the session cookie and the page's nonce. */
export function asUser(session: TestSession): Record<string, string> {
  return { cookie: session.cookie, 'x-nonce': session.nonce };
}

export function envelopeOf<T>(response: LightMyRequestResponse): ApiEnvelope<T> {
  return response.json<ApiEnvelope<T>>();
}

/** A multipart form (the search calls' encoding); an array value repeats the field. */
export function formData(fields: Record<string, string | number | (string | number)[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  }
  return form;
}
