import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { UserProfile } from '../../common/account/account.contract.ts';
import { accountPaths } from '../../common/account/account.contract.ts';
import type { ApiEnvelope } from '../../common/envelope.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config/config.ts';
import { jobHandlersFor } from '../jobs/job-handlers.ts';
import { createServicesFromConfig, type Services } from '../services.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { SESSION_COOKIE } from '../http/session-guard.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
import { TEST_PASSWORD } from './factories.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  services: Services;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Start the job workers in the test process (polling every half second). */
  runJobs?: boolean;
  /** Reuse a database (a restarted server); it is then left open by close(). */
  database?: DatabaseHandle;
  /** Where the app and its jobs log (a test reading the lines); silent by default. */
  logger?: Logger;
};

/**
 * The whole app on a fresh database, with its own job queue and mailer: mail goes to
 * `config.mailUrl` (a test SMTP server) or else to an outbox folder under a temporary DATA_DIR.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'normscope-data-')) }),
    jobPollSeconds: 0.5,
    ...overrides,
  };
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const services = createServicesFromConfig(config, database, logger);
  const { jobs, mailer } = services.platform;
  const app = await buildApp({ config, database, logger, services });
  await app.ready();
  if (options.runJobs) {
    await jobs.work({ handlers: jobHandlersFor(services), schedules: {}, pollingIntervalSeconds: config.jobPollSeconds });
  }
  return {
    app,
    database,
    config,
    services,
    close: async () => {
      await app.close();
      await jobs.stop(2000);
      mailer.close();
      if (!options.database) await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
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
