import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createOrganisationWithUsers, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createAccountService, searchTabsFor } from './account.service.ts';

let database: DatabaseHandle;
let users: Awaited<ReturnType<typeof createOrganisationWithUsers>>;
const settings = { sessionIdleMinutes: 30, sessionMaxHours: 8, loginMaxFailures: 2, loginWindowMinutes: 15, loginClientMaxFailures: 50, chatUserQuota: 100 };
const from = (ipAddress: string) => ({ ipAddress, userAgent: null, deviceToken: undefined, endSessionId: undefined });

function clockAt(start: Date) {
  let current = start.getTime();
  return { now: () => new Date(current), advanceMinutes: (minutes: number) => (current += minutes * 60_000) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  users = await createOrganisationWithUsers(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('account service', () => {
  it('expires a session after the idle time and slides it while in use', async () => {
    const clock = clockAt(new Date('2026-03-01T09:00:00Z'));
    const accounts = createAccountService(database.db, settings, clock.now);
    const { token } = await accounts.login({ email: users.member.email, password: TEST_PASSWORD, ...from('10.0.0.1') });

    clock.advanceMinutes(25);
    expect(await accounts.resolveSession(token)).toBeDefined();
    clock.advanceMinutes(25);
    expect(await accounts.resolveSession(token), 'used 25 minutes ago, within the idle time').toBeDefined();
    clock.advanceMinutes(31);
    expect(await accounts.resolveSession(token), 'idle for 31 minutes').toBeUndefined();
  });

  it('ends a session at its maximum age however active it is', async () => {
    const clock = clockAt(new Date('2026-03-02T09:00:00Z'));
    const accounts = createAccountService(database.db, settings, clock.now);
    const { token } = await accounts.login({ email: users.member.email, password: TEST_PASSWORD, ...from('10.0.0.1') });
    for (let step = 0; step < 16; step += 1) {
      clock.advanceMinutes(29);
      await accounts.resolveSession(token);
    }
    clock.advanceMinutes(29);
    expect(await accounts.resolveSession(token)).toBeUndefined();
  });

  it('lifts the sign-in block once the window has passed', async () => {
    const clock = clockAt(new Date('2026-03-03T09:00:00Z'));
    const accounts = createAccountService(database.db, settings, clock.now);
    const attempt = (password: string) =>
      accounts.login({ email: users.admin.email, password, ...from('10.0.0.2') });
    await expect(attempt('wrong')).rejects.toMatchObject({ code: 401 });
    await expect(attempt('wrong')).rejects.toMatchObject({ code: 401 });
    await expect(attempt(TEST_PASSWORD)).rejects.toMatchObject({ code: 429 });
    clock.advanceMinutes(16);
    await expect(attempt(TEST_PASSWORD)).resolves.toMatchObject({ profile: { user: { email: users.admin.email } } });
  });

  it('makes each failure past the free ones wait twice as long, up to the window, and says how long', async () => {
    const clock = clockAt(new Date('2026-03-04T09:00:00Z'));
    const accounts = createAccountService(database.db, settings, clock.now);
    const attempt = (password: string) => accounts.login({ email: users.member.email, password, ...from('10.0.0.3') });
    const advanceSeconds = (seconds: number) => clock.advanceMinutes(seconds / 60);
    await expect(attempt('wrong')).rejects.toMatchObject({ code: 401 });
    await expect(attempt('wrong')).rejects.toMatchObject({ code: 401 });
    // Past the free failures each wait doubles: 30 s, 60 s, 120 s... never more than the 15-minute window.
    for (const wait of [30, 60, 120, 240, 480, 900, 900]) {
      await expect(attempt(TEST_PASSWORD)).rejects.toMatchObject({ code: 429, retryAfterSeconds: wait });
      advanceSeconds(wait - 1);
      await expect(attempt('wrong'), `still waiting ${wait} s`).rejects.toMatchObject({ code: 429, retryAfterSeconds: 1 });
      advanceSeconds(1);
      await expect(attempt('wrong')).rejects.toMatchObject({ code: 401 });
    }
    advanceSeconds(900);
    await expect(attempt(TEST_PASSWORD)).resolves.toMatchObject({ profile: { user: { email: users.member.email } } });
    // The success forgave the failures: two free ones again.
    await expect(attempt('wrong')).rejects.toMatchObject({ code: 401 });
    await expect(attempt(TEST_PASSWORD)).resolves.toBeDefined();
  });

  it('never makes a parallel attempt wait within the free failures, whatever order the clocks were read in', async () => {
    // Two web instances (or two requests) read the time, then claim: the one that read it later claims first.
    const later = createAccountService(database.db, settings, () => new Date('2026-03-05T09:00:00.050Z'));
    const earlier = createAccountService(database.db, settings, () => new Date('2026-03-05T09:00:00.000Z'));
    await expect(later.login({ email: users.admin.email, password: TEST_PASSWORD, ...from('10.0.0.4') })).resolves.toBeDefined();
    await expect(earlier.login({ email: users.admin.email, password: TEST_PASSWORD, ...from('10.0.0.4') })).resolves.toBeDefined();
    await expect(later.login({ email: users.member.email, password: 'wrong', ...from('10.0.0.4') })).rejects.toMatchObject({ code: 401 });
    await expect(earlier.login({ email: users.member.email, password: TEST_PASSWORD, ...from('10.0.0.4') })).resolves.toBeDefined();
  });

  it('derives the search tabs from the entitled dataset kinds', () => {
    expect(searchTabsFor([])).toEqual(['standards', 'collections', 'categories', 'latest']);
    expect(searchTabsFor(['standards', 'materials'])).toEqual([
      'standards',
      'collections',
      'categories',
      'latest',
      'materials',
      'materialsSupplier',
    ]);
  });
});
