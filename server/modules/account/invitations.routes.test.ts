import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationPaths } from '../../../common/onboarding/onboarding.values.ts';
import { createInvitation, createOrganisationWithUsers, createSubscription } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let organisationId: number;
let subscriptionId: number;
let memberId: number;
let memberEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const acme = await createOrganisationWithUsers(t.database.db, { name: 'Acme' });
  organisationId = acme.organisation.id;
  subscriptionId = acme.subscription.id;
  memberId = acme.member.id;
  memberEmail = acme.member.email;
});

afterAll(async () => {
  await t.close();
});

const accept = (token: string, password = 'a long enough password') =>
  t.app.inject({ method: 'POST', url: invitationPaths.accept(token), payload: { password } });
const describeLink = (token: string) => t.app.inject({ method: 'GET', url: invitationPaths.invitation(token) });
const DAY = 86_400_000;

describe('one-time links', () => {
  it('refuses an expired link, and says so', async () => {
    const token = await createInvitation(t.database, { organisationId, subscriptionId, email: 'late@acme.example.test', validDays: 7, now: new Date(Date.now() - 8 * DAY) });
    expect((await describeLink(token)).json()).toMatchObject({ data: { state: 'expired' } });
    const response = await accept(token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ status: 'error', data: { reasonKey: 'invitations.errors.expired' } });
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    expect((await describeLink('A'.repeat(43))).statusCode).toBe(404);
    expect((await accept('A'.repeat(43))).statusCode).toBe(404);
    expect((await describeLink('short')).statusCode).toBe(400);
  });

  it('replaces a pending link: the earlier one is withdrawn', async () => {
    const first = await createInvitation(t.database, { organisationId, subscriptionId, email: 'twice@acme.example.test' });
    const second = await createInvitation(t.database, { organisationId, subscriptionId, email: 'twice@acme.example.test' });
    expect((await describeLink(first)).json()).toMatchObject({ data: { state: 'revoked' } });
    expect((await accept(first)).statusCode).toBe(410);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('sets a first password once; the user signs in with it and their old sessions end', async () => {
    const old = await signIn(t.app, memberEmail);
    const token = await createInvitation(t.database, { organisationId, subscriptionId, email: memberEmail, purpose: 'setPassword', userId: memberId });
    expect((await accept(token, 'the member’s new password')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/management/session', headers: { cookie: old.cookie } })).statusCode).toBe(401);
    await signIn(t.app, memberEmail, 'the member’s new password');
    expect((await accept(token, 'yet another password')).statusCode).toBe(409);
  });

  it('creates the invited user with the invitation’s roles, within the subscription’s seats', async () => {
    const small = await createSubscription(t.database.db, { organisationId, seatCount: 1 });
    const token = await createInvitation(t.database, { organisationId, subscriptionId: small.id, email: 'new.colleague@acme.example.test', roles: ['member', 'powerUser'] });
    const response = await accept(token, 'colleague password 1');
    expect(response.statusCode, response.body).toBe(200);
    const colleague = await signIn(t.app, 'new.colleague@acme.example.test', 'colleague password 1');
    expect(colleague.profile).toMatchObject({ subId: small.id, organisation: { id: organisationId }, perms: { isPowerUser: true, isAdmin: false } });
    const { rows } = await t.database.executeSql(`select count(*)::int as n from collections where owner_user_id = $1`, [colleague.profile.user.id]);
    expect(rows[0]?.n).toBe(1);

    const noSeat = await createInvitation(t.database, { organisationId, subscriptionId: small.id, email: 'one.too.many@acme.example.test' });
    const refused = await accept(noSeat);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ data: { reasonKey: 'invitations.errors.noSeats' } });
    expect((await describeLink(noSeat)).json()).toMatchObject({ data: { state: 'pending' } });
  });
});
