import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '../../../common/account/account.contract.ts';
import { DEVICE_COOKIE } from '../../http/session-guard.ts';
import { createOrganisationWithUsers, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { asUser, createTestApp, sessionCookieFrom, signIn, type TestApp } from '../../test/test-app.ts';

/**
 * Sign-in throttling through HTTP (README "Sign-in throttling"): three free failures per
 * address and client, twelve per client IP in this file's app.
 */
let t: TestApp;
let org: Awaited<ReturnType<typeof createOrganisationWithUsers>>;

beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3, loginClientMaxFailures: 12 });
  org = await createOrganisationWithUsers(t.database.db, { name: 'Initech' });
});

afterAll(async () => {
  await t.close();
});

const newUser = () => createUser(t.database.db, { organisationId: org.organisation.id, subscriptionId: org.subscription.id });

function attempt(email: string, password: string, from: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: accountPaths.login,
    remoteAddress: from,
    payload: { email, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function deviceCookieOf(response: Awaited<ReturnType<typeof attempt>>): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie');
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

describe('sign-in throttling', () => {
  it('counts and decides in one step: of ten parallel wrong passwords only the free three are checked', async () => {
    const victim = await newUser();
    const answers = await Promise.all(Array.from({ length: 10 }, () => attempt(victim.email, 'guess', '10.9.0.1')));
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    const refused = answers.find((response) => response.statusCode === 429);
    expect(refused?.json()).toMatchObject({ status: 'error', code: 429, data: { reasonKey: 'login.tooManyAttempts' } });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('never lets failures from one client lock the address out of another', async () => {
    const victim = await newUser();
    for (let guess = 0; guess < 6; guess += 1) await attempt(victim.email, `guess ${guess}`, '10.9.1.1');
    expect((await attempt(victim.email, TEST_PASSWORD, '10.9.1.1')).statusCode).toBe(429);
    expect((await attempt(victim.email, TEST_PASSWORD, '10.9.1.2')).statusCode).toBe(200);
  });

  it('lets a browser that signed in before through, even when a colleague behind the same IP guessed its address', async () => {
    const victim = await newUser();
    const office = '10.9.2.1';
    const device = deviceCookieOf(await attempt(victim.email, TEST_PASSWORD, office));
    for (let guess = 0; guess < 5; guess += 1) await attempt(victim.email, `guess ${guess}`, office);
    expect((await attempt(victim.email, TEST_PASSWORD, office)).statusCode, 'a new browser behind that IP waits').toBe(429);
    expect((await attempt(victim.email, TEST_PASSWORD, office, device)).statusCode).toBe(200);
    // The device's own bucket: its own wrong passwords count against it, nobody else's.
    for (let guess = 0; guess < 3; guess += 1) expect((await attempt(victim.email, 'typo', office, device)).statusCode).toBe(401);
    expect((await attempt(victim.email, TEST_PASSWORD, office, device)).statusCode).toBe(429);
  });

  it('does not trust a device cookie for another address', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const device = deviceCookieOf(await attempt(owner.email, TEST_PASSWORD, '10.9.3.1'));
    for (let guess = 0; guess < 3; guess += 1) expect((await attempt(other.email, 'guess', '10.9.3.1', device)).statusCode).toBe(401);
    expect((await attempt(other.email, TEST_PASSWORD, '10.9.3.1', device)).statusCode).toBe(429);
  });

  it('makes a client IP wait only after many failures over all addresses, and never a trusted browser', async () => {
    const trusted = await newUser();
    const nat = '10.9.4.1';
    const device = deviceCookieOf(await attempt(trusted.email, TEST_PASSWORD, nat));
    for (let address = 0; address < 12; address += 1) {
      expect((await attempt(`someone-${address}@initech.test`, 'guess', nat)).statusCode).toBe(401);
    }
    expect((await attempt('someone-else@initech.test', 'guess', nat)).statusCode).toBe(429);
    expect((await attempt(trusted.email, TEST_PASSWORD, nat, device)).statusCode).toBe(200);
  });

  it('keeps the caller’s session through a failed sign-in, and replaces it on success', async () => {
    const user = await newUser();
    const session = await signIn(t.app, user.email);
    const failed = await attempt(user.email, 'wrong', '127.0.0.1', session.cookie);
    expect(failed.statusCode).toBe(401);
    expect(failed.cookies.find((c) => c.name === 'normscope_session')).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: accountPaths.session, headers: asUser(session) })).statusCode).toBe(200);

    const replaced = await attempt(user.email, TEST_PASSWORD, '127.0.0.1', session.cookie);
    expect(replaced.statusCode).toBe(200);
    expect(sessionCookieFrom(replaced)).not.toBe(session.cookie);
    expect((await t.app.inject({ method: 'GET', url: accountPaths.session, headers: asUser(session) })).statusCode).toBe(401);
  });
});

describe('calls from another site', () => {
  const host = 'normscope.test';

  it('refuses a cross-site form post to sign in, by Origin or else by Referer', async () => {
    const user = await newUser();
    const form = new URLSearchParams({ email: user.email, password: TEST_PASSWORD }).toString();
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: accountPaths.login, payload: form, headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...headers } });
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.test' }, { origin: 'null' }, { referer: 'https://evil.test/page' }, { origin: `https://${host}` }];
    for (const headers of foreign) {
      const refused = await post(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json()).toEqual({ status: 'error', code: 403, data: { reason: 'This request came from another site and was refused.', reasonKey: 'errors.foreignOrigin' } });
      expect(sessionCookieFrom(refused)).toBeUndefined();
    }
    expect((await post({ origin: `http://${host}` })).statusCode).toBe(200);
    expect((await post({ referer: `http://${host}/management/home/index` })).statusCode).toBe(200);
  });

  it('refuses a state-changing call from another site even with the session and its nonce', async () => {
    const user = await newUser();
    const session = await signIn(t.app, user.email);
    const change = (origin: string) =>
      t.app.inject({ method: 'POST', url: accountPaths.language, payload: { language: 'de' }, headers: { ...asUser(session), host, origin } });
    const refused = await change('https://evil.test');
    expect(refused.statusCode).toBe(403);
    const profile = await t.app.inject({ method: 'GET', url: accountPaths.session, headers: asUser(session) });
    expect(profile.json().data.language).toBe('en');
    expect((await change(`http://${host}`)).statusCode).toBe(200);
  });
});
