import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../common/envelope.ts';
import { operationsPaths, type LivenessReply, type ReadinessReply } from '../../common/operations/health.contract.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestApp, envelopeOf, type TestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';

let t: TestApp;
let real: DatabaseHandle;
/** While set, every statement fails as it would with the database unreachable. */
let databaseDown = false;

beforeAll(async () => {
  real = await createTestDatabase();
  const database: DatabaseHandle = {
    ...real,
    executeSql: (text, values, options) => (databaseDown ? Promise.reject(new Error('connect ECONNREFUSED')) : real.executeSql(text, values, options)),
  };
  t = await createTestApp({}, { database });
});

afterAll(async () => {
  await t.close();
  await real.close();
});

const readiness = () => t.app.inject({ method: 'GET', url: operationsPaths.readiness });
const liveness = () => t.app.inject({ method: 'GET', url: operationsPaths.liveness });

/** The checks a 503 readiness names. */
function failedChecks(response: Awaited<ReturnType<typeof readiness>>): string[] {
  expect(response.statusCode, response.body).toBe(503);
  const body = response.json<ApiError>();
  expect(body).toMatchObject({ status: 'error', code: 503, data: { reasonKey: 'errors.unavailable' } });
  return (body.data.issues ?? []).map((issue) => issue.path);
}

describe('liveness and readiness', () => {
  it('is not ready before the search catalogue is loaded, and ready with every check once it is', async () => {
    expect(failedChecks(await readiness())).toEqual(['catalogue']);
    await t.services.snapshots.get();
    const ready = await readiness();
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    const data = envelopeOf<ReadinessReply>(ready).data as ReadinessReply;
    expect(data).toMatchObject({ ready: true, checks: { database: 'up', catalogue: 'loaded', accepting: true } });
    expect(data.checks.migrations.applied).toBeGreaterThan(20);
    expect(data.checks.migrations.expected).toMatch(/^\d{4}_/);
  });

  it('is not ready while the database’s schema is behind this release, and ready again once migrated', async () => {
    const { rows } = await real.executeSql(`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    const newest = rows[0]?.id;
    // As an older release left it: the newest migration not applied yet.
    await real.executeSql(`update drizzle.__drizzle_migrations set created_at = created_at - 1000000 where id = $1`, [newest]);
    try {
      expect(failedChecks(await readiness())).toEqual(['migrations']);
    } finally {
      await real.executeSql(`update drizzle.__drizzle_migrations set created_at = created_at + 1000000 where id = $1`, [newest]);
    }
    expect((await readiness()).statusCode).toBe(200);
  });

  it('stays alive without the database, while readiness says the database is unreachable', async () => {
    databaseDown = true;
    try {
      const alive = await liveness();
      expect(alive.statusCode).toBe(200);
      expect(alive.headers['cache-control']).toBe('no-store');
      expect(envelopeOf<LivenessReply>(alive).data).toEqual({ alive: true, engine: t.database.kind });
      expect(failedChecks(await readiness())).toEqual(['database']);
    } finally {
      databaseDown = false;
    }
    expect((await readiness()).statusCode).toBe(200);
  });

  it('answers 503 to readiness at once when the shutdown begins, and stays alive', async () => {
    t.app.stopAccepting();
    const response = await readiness();
    expect(failedChecks(response)).toEqual(['accepting']);
    expect(response.json<ApiError>().data.reason).toMatch(/accepting/);
    expect((await liveness()).statusCode).toBe(200);
  });
});
