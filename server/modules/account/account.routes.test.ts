import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths, type OrganisationMember, type OrganisationOverview, type UserProfile } from '../../../common/account/account.contract.ts';
import { createDataset, createOrganisationWithUsers, createSubscription, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, sessionCookieFrom, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createOrganisationWithUsers>>;
let globex: Awaited<ReturnType<typeof createOrganisationWithUsers>>;
let liteUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3 });
  const db = t.database.db;
  const standards = await createDataset(db, { code: 'iso', name: 'ISO' });
  const metals = await createDataset(db, { code: 'metals', name: 'Metals', kind: 'metals' });
  acme = await createOrganisationWithUsers(db, { datasetIds: [standards.id, metals.id], name: 'Acme' });
  globex = await createOrganisationWithUsers(db, { datasetIds: [standards.id], name: 'Globex' });
  const lite = await createSubscription(db, { organisationId: acme.organisation.id, isLite: true, datasetIds: [standards.id] });
  liteUser = await createUser(db, { organisationId: acme.organisation.id, subscriptionId: lite.id });
});

afterAll(async () => {
  await t.close();
});

describe('POST /management/login', () => {
  it('signs in with JSON, sets a hardened session cookie and answers the profile', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: accountPaths.login,
      payload: { email: acme.admin.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const envelope = envelopeOf<UserProfile>(response);
    expect(envelope).toMatchObject({ status: 'ok', code: 200 });
    const profile = envelope.data as UserProfile;
    expect(profile).toMatchObject({
      subId: acme.subscription.id,
      perms: { isPowerUser: true, isAdmin: true },
      isLiteSubscription: false,
      language: 'en',
      organisation: { id: acme.organisation.id, name: 'Acme' },
    });
    expect(profile.searchTabs).toEqual(['standards', 'collections', 'categories', 'latest', 'metals', 'metalsSupplier']);
    expect(profile.nonce.length).toBeGreaterThanOrEqual(24);
    const cookie = response.cookies.find((c) => c.name === 'normscope_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/management' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('accepts a form post too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: accountPaths.login,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: acme.member.email, password: TEST_PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(sessionCookieFrom(response)).toBeDefined();
    expect(envelopeOf<UserProfile>(response).data).toMatchObject({ perms: { isPowerUser: false, isAdmin: false } });
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const secure = await createTestApp({ trustProxy: true });
    try {
      const { organisation, subscription } = await createOrganisationWithUsers(secure.database.db);
      const user = await createUser(secure.database.db, { organisationId: organisation.id, subscriptionId: subscription.id });
      const response = await secure.app.inject({
        method: 'POST',
        url: accountPaths.login,
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === 'normscope_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('gives the same generic error for an unknown email and a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: accountPaths.login,
      payload: { email: 'nobody@example.test', password: TEST_PASSWORD },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: accountPaths.login,
      payload: { email: globex.member.email, password: 'not the password' },
    });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'error',
        code: 401,
        data: { reason: 'Incorrect email or password.', reasonKey: 'login.invalid' },
      });
      expect(sessionCookieFrom(response)).toBeUndefined();
    }
  });

  it('rejects malformed and unknown input with a 400 naming the fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: accountPaths.login, payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe('error');
    expect(body.data.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['email', 'password']);

    const malformed = await t.app.inject({
      method: 'POST',
      url: accountPaths.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 'error', code: 400 });
  });

  it('rate-limits repeated failures for an address, even with the right password afterwards', async () => {
    const victim = await createUser(t.database.db, { organisationId: globex.organisation.id, subscriptionId: globex.subscription.id });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.app.inject({ method: 'POST', url: accountPaths.login, payload: { email: victim.email, password: 'guess' } });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: accountPaths.login,
      payload: { email: victim.email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().data.reasonKey).toBe('login.tooManyAttempts');
    expect(sessionCookieFrom(blocked)).toBeUndefined();
  });

  it('refuses disabled users generically and users whose subscription has ended explicitly', async () => {
    const disabled = await createUser(t.database.db, {
      organisationId: acme.organisation.id,
      subscriptionId: acme.subscription.id,
      disabled: true,
    });
    const response = await t.app.inject({ method: 'POST', url: accountPaths.login, payload: { email: disabled.email, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(401);

    const ended = await createSubscription(t.database.db, { organisationId: acme.organisation.id, endsOn: '2021-01-01' });
    const expired = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: ended.id });
    const refused = await t.app.inject({ method: 'POST', url: accountPaths.login, payload: { email: expired.email, password: TEST_PASSWORD } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.reasonKey).toBe('login.subscriptionInactive');
  });

  it('flags a lite subscription in the profile', async () => {
    const session = await signIn(t.app, liteUser.email);
    expect(session.profile.isLiteSubscription).toBe(true);
    expect(session.profile.searchTabs).toEqual(['standards', 'collections', 'categories', 'latest']);
  });
});

describe('sessions and the nonce', () => {
  it('answers the profile for a session and 401 in the envelope without one', async () => {
    const session = await signIn(t.app, acme.member.email);
    const ok = await t.app.inject({ method: 'GET', url: accountPaths.session, headers: { cookie: session.cookie } });
    expect(ok.statusCode).toBe(200);
    expect(envelopeOf<UserProfile>(ok).data).toMatchObject({ nonce: session.nonce, user: { email: acme.member.email } });

    const anonymous = await t.app.inject({ method: 'GET', url: accountPaths.session });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 'error', code: 401, data: { reasonKey: 'errors.unauthenticated' } });

    const forged = await t.app.inject({ method: 'GET', url: accountPaths.session, headers: { cookie: 'normscope_session=forged' } });
    expect(forged.statusCode).toBe(401);
  });

  it('rejects a mutating call whose nonce does not match, and changes nothing', async () => {
    const session = await signIn(t.app, acme.member.email);
    for (const nonce of [undefined, 'wrong-nonce', (await signIn(t.app, acme.member.email)).nonce]) {
      const response = await t.app.inject({
        method: 'POST',
        url: accountPaths.logout,
        headers: { cookie: session.cookie, ...(nonce ? { 'x-nonce': nonce } : {}) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 'error', code: 403, data: { reasonKey: 'errors.badNonce' } });
    }
    const stillSignedIn = await t.app.inject({ method: 'GET', url: accountPaths.session, headers: { cookie: session.cookie } });
    expect(stillSignedIn.statusCode).toBe(200);
  });

  it('signs out with the right nonce and the session is gone afterwards', async () => {
    const session = await signIn(t.app, acme.member.email);
    const response = await t.app.inject({ method: 'POST', url: accountPaths.logout, headers: asUser(session) });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === 'normscope_session');
    expect(cleared?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: accountPaths.session, headers: { cookie: session.cookie } });
    expect(after.statusCode).toBe(401);
  });
});

describe('language', () => {
  it('persists the choice to the profile and serves pages in it', async () => {
    const user = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id });
    const session = await signIn(t.app, user.email);
    const changed = await t.app.inject({ method: 'POST', url: accountPaths.language, headers: asUser(session), payload: { language: 'de' } });
    expect(changed.statusCode).toBe(200);
    const profile = envelopeOf<UserProfile>(await t.app.inject({ method: 'GET', url: accountPaths.session, headers: { cookie: session.cookie } }));
    expect(profile.data).toMatchObject({ language: 'de' });
    const page = await t.app.inject({ method: 'GET', url: '/management/home/index', headers: { cookie: session.cookie } });
    expect(page.body).toContain('<html lang="de"');
    expect(page.body).toContain('<meta name="normscope-lang" content="de">');
  });

  it('refuses an unknown language or a bad nonce without changing anything', async () => {
    const user = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id });
    const session = await signIn(t.app, user.email);
    const unknown = await t.app.inject({ method: 'POST', url: accountPaths.language, headers: asUser(session), payload: { language: 'xx' } });
    expect(unknown.statusCode).toBe(400);
    const badNonce = await t.app.inject({
      method: 'POST',
      url: accountPaths.language,
      headers: { cookie: session.cookie, 'x-nonce': 'nope' },
      payload: { language: 'fr' },
    });
    expect(badNonce.statusCode).toBe(403);
    const profile = envelopeOf<UserProfile>(await t.app.inject({ method: 'GET', url: accountPaths.session, headers: { cookie: session.cookie } }));
    expect(profile.data).toMatchObject({ language: 'en' });
  });

  it('remembers a signed-out visitor choice in a cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: accountPaths.language, payload: { language: 'zh' } });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'normscope_lang');
    expect(cookie?.value).toBe('zh');
    const page = await t.app.inject({ method: 'GET', url: '/management/home/index', headers: { cookie: `normscope_lang=zh` } });
    expect(page.body).toContain('<html lang="zh"');
  });
});

describe('organisation scoping', () => {
  it('shows an admin their own organisation and members only', async () => {
    const session = await signIn(t.app, acme.admin.email);
    const response = await t.app.inject({ method: 'GET', url: accountPaths.organisation, headers: { cookie: session.cookie } });
    const overview = envelopeOf<OrganisationOverview>(response).data as OrganisationOverview;
    expect(overview.organisation.name).toBe('Acme');
    const emails = overview.members.map((m) => m.email);
    expect(emails).toContain(acme.member.email);
    expect(emails).not.toContain(globex.admin.email);
    expect(overview.subscriptions.every((s) => s.subId !== globex.subscription.id)).toBe(true);
  });

  it('shows a member their own subscription and no member list', async () => {
    const session = await signIn(t.app, acme.member.email);
    const overview = envelopeOf<OrganisationOverview>(
      await t.app.inject({ method: 'GET', url: accountPaths.organisation, headers: { cookie: session.cookie } }),
    ).data as OrganisationOverview;
    expect(overview.members).toEqual([]);
    expect(overview.subscriptions.map((s) => s.subId)).toEqual([acme.subscription.id]);
    expect(overview.subscriptions[0]?.datasets.map((d) => d.code).sort()).toEqual(['iso', 'metals']);
  });

  it('counts a seat for every enabled user of each subscription', async () => {
    const db = t.database.db;
    const initech = await createOrganisationWithUsers(db, { name: 'Initech' });
    await createUser(db, { organisationId: initech.organisation.id, subscriptionId: initech.subscription.id, disabled: true });
    const field = await createSubscription(db, { organisationId: initech.organisation.id, seatCount: 3 });
    await createUser(db, { organisationId: initech.organisation.id, subscriptionId: field.id });
    const empty = await createSubscription(db, { organisationId: initech.organisation.id });
    const session = await signIn(t.app, initech.admin.email);
    const overview = envelopeOf<OrganisationOverview>(
      await t.app.inject({ method: 'GET', url: accountPaths.organisation, headers: { cookie: session.cookie } }),
    ).data as OrganisationOverview;
    const seats = Object.fromEntries(overview.subscriptions.map((s) => [s.subId, [s.seatsUsed, s.seatCount]]));
    // The admin and the member share the first subscription; the disabled user holds no seat.
    expect(seats).toEqual({ [initech.subscription.id]: [2, 10], [field.id]: [1, 3], [empty.id]: [0, 10] });
  });

  it('never reveals a user of another organisation', async () => {
    const session = await signIn(t.app, acme.admin.email);
    const own = await t.app.inject({ method: 'GET', url: accountPaths.member(acme.member.id), headers: { cookie: session.cookie } });
    expect(own.statusCode).toBe(200);
    expect((envelopeOf<OrganisationMember>(own).data as OrganisationMember).email).toBe(acme.member.email);
    const foreign = await t.app.inject({ method: 'GET', url: accountPaths.member(globex.admin.id), headers: { cookie: session.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(globex.admin.email);
    const badId = await t.app.inject({ method: 'GET', url: accountPaths.member('abc'), headers: { cookie: session.cookie } });
    expect(badId.statusCode).toBe(400);
  });
});
