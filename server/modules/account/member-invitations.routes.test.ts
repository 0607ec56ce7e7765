import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteMembersReply, MemberInvitationList, MemberInvitationRow } from '../../../common/account/member-invitations.contract.ts';
import { MEMBER_INVITATIONS_MAX_ROWS, memberInvitationPaths } from '../../../common/account/member-invitations.values.ts';
import type { ApiErrorData } from '../../../common/envelope.ts';
import { invitationPaths } from '../../../common/onboarding/onboarding.values.ts';
import { createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { startTestMailServer, type ReceivedMail, type TestMailServer } from '../../test/test-mail-server.ts';

const PUBLIC_URL = 'https://normscope.example.test';
const DOMAIN = 'initech.example.test';
const SUB_DOMAIN = 'labs.initech.example.test';

let mailServer: TestMailServer;
let t: TestApp;
let admin: TestSession;
let member: TestSession;
let otherAdmin: TestSession;
let organisationId: number;
let subscriptionId: number;

beforeAll(async () => {
  mailServer = await startTestMailServer();
  t = await createTestApp({ mailUrl: mailServer.url, publicUrl: PUBLIC_URL, invitationDays: 7 });
  const db = t.database.db;
  const initech = await createOrganisationWithUsers(db, { name: 'Initech' });
  organisationId = initech.organisation.id;
  subscriptionId = initech.subscription.id;
  await t.database.executeSql(`update organisations set email_domains = array[$2], sub_domains = array[$3] where id = $1`, [organisationId, DOMAIN, SUB_DOMAIN]);
  await t.database.executeSql(`update subscriptions set seat_count = 50 where id = $1`, [subscriptionId]);
  admin = await signIn(t.app, initech.admin.email);
  member = await signIn(t.app, initech.member.email);
  const other = await createOrganisationWithUsers(db, { name: 'Umbrella' });
  await t.database.executeSql(`update organisations set email_domains = array['umbrella.example.test'] where id = $1`, [other.organisation.id]);
  otherAdmin = await signIn(t.app, other.admin.email);
});

afterAll(async () => {
  await t.close();
  await mailServer.close();
});

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; json?: unknown };

const send = (session: TestSession | null, call: Call, headers: Record<string, string> = session ? asUser(session) : {}) =>
  t.app.inject({ method: call.method, url: call.url, headers: { accept: 'application/json', ...headers }, ...(call.json === undefined ? {} : { payload: call.json as object }) });

async function ok<T>(session: TestSession, call: Call, status = 200): Promise<T> {
  const response = await send(session, call);
  expect(response.statusCode, response.body).toBe(status);
  return envelopeOf<T>(response).data as T;
}

async function refused(session: TestSession | null, call: Call, status: number): Promise<ApiErrorData> {
  const response = await send(session, call);
  expect(response.statusCode, response.body).toBe(status);
  return envelopeOf<unknown>(response).data as ApiErrorData;
}

const invite = (invitees: { name: string; email: string; role?: string }[], extra: Record<string, unknown> = {}): Call => ({
  method: 'POST',
  url: memberInvitationPaths.invitations,
  json: { invitees, ...extra },
});
const importCsv = (csv: string, extra: Record<string, unknown> = {}): Call => ({ method: 'POST', url: memberInvitationPaths.importCsv, json: { csv, ...extra } });
const list = (session: TestSession = admin) => ok<MemberInvitationList>(session, { method: 'GET', url: memberInvitationPaths.invitations });
const countJoinInvitations = async () => Number((await t.database.executeSql(`select count(*)::int as n from invitations where organisation_id = $1`, [organisationId])).rows[0]?.n);

/** The link of the latest mail to the address, once it has arrived. */
async function mailedToken(address: string, after = 0): Promise<{ token: string; mail: ReceivedMail }> {
  const mine = (mails: ReceivedMail[]) => mails.filter((mail) => mail.envelopeTo.includes(address));
  const mails = mine(await mailServer.waitFor((all) => mine(all).length > after));
  const mail = mails.at(-1);
  const token = /\/management\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!mail || !token) throw new Error(`no invitation link mailed to ${address}`);
  return { token, mail };
}

const accept = (token: string, password = 'a long enough password') => t.app.inject({ method: 'POST', url: invitationPaths.accept(token), payload: { password } });

describe('inviting one colleague', () => {
  it('mails a link in the admin’s language that creates the member with the role, who then signs in', async () => {
    const email = `milton@${DOMAIN}`;
    const { invited } = await ok<InviteMembersReply>(admin, invite([{ name: 'Milton Waddams', email: ' Milton@Initech.example.test ', role: 'powerUser' }]), 201);
    expect(invited).toEqual([
      expect.objectContaining({ email, name: 'Milton Waddams', roles: ['powerUser'], subscriptionId, state: 'pending', acceptedAt: null, actions: { resend: true, revoke: true } }),
    ]);
    expect(invited[0]?.invitedBy).toBe(admin.profile.user.name);
    const { token, mail } = await mailedToken(email);
    expect(mail.subject).toBe(`${admin.profile.user.name} invites you to Initech on Normscope`);
    expect(mail.text).toContain(`${PUBLIC_URL}${invitationPaths.page(token)}`);
    expect(mail.text).toContain('Hello Milton Waddams');

    expect((await accept(token, 'milton’s stapler password')).statusCode).toBe(200);
    const milton = await signIn(t.app, email, 'milton’s stapler password');
    expect(milton.profile).toMatchObject({ subId: subscriptionId, organisation: { id: organisationId }, perms: { isPowerUser: true, isAdmin: false } });
    const row = (await list()).invitations.find((candidate) => candidate.email === email);
    expect(row).toMatchObject({ state: 'accepted', actions: { resend: false, revoke: false } });
    expect(row?.acceptedAt).not.toBeNull();
  });

  it('gives an invited admin the admin’s roles, and takes an address of a listed sub-domain', async () => {
    const { invited } = await ok<InviteMembersReply>(admin, invite([{ name: 'Bill Lumbergh', email: `bill@${SUB_DOMAIN}`, role: 'admin' }]), 201);
    expect(invited[0]?.roles).toEqual(['admin', 'powerUser']);
  });

  it('refuses an address outside the domains, one listed twice, a user’s and a pending one, naming each, and creates nothing', async () => {
    const before = await countJoinInvitations();
    const data = await refused(
      admin,
      invite([
        { name: 'Outsider', email: 'someone@gmail.example.test' },
        { name: 'Parent trick', email: `peter@evil${DOMAIN}` },
        { name: 'Samir', email: `samir@${DOMAIN}` },
        { name: 'Samir again', email: `SAMIR@${DOMAIN}` },
        { name: 'Bill again', email: `bill@${SUB_DOMAIN}` },
      ]),
      400,
    );
    expect(data.reasonKey).toBe('memberInvitations.errors.invalidInvitees');
    expect(data.issues?.map((issue) => [issue.path, issue.messageKey])).toEqual([
      ['invitees.0.email', 'memberInvitations.errors.domain'],
      ['invitees.1.email', 'memberInvitations.errors.domain'],
      ['invitees.3.email', 'memberInvitations.errors.duplicate'],
      ['invitees.4.email', 'memberInvitations.errors.pending'],
    ]);
    expect(data.issues?.[0]).toMatchObject({ values: { email: 'someone@gmail.example.test', domains: `${DOMAIN}, ${SUB_DOMAIN}` } });
    expect(data.issues?.[3]?.message).toBe(`bill@${SUB_DOMAIN} already has a pending invitation. Use Resend to send it again.`);
    expect(await countJoinInvitations()).toBe(before);
  });

  it('refuses an address that already has an account, in any organisation', async () => {
    const existing = `joanna@${DOMAIN}`;
    const { organisation, subscription } = await createOrganisationWithUsers(t.database.db, { name: 'Chotchkie’s' });
    await createUser(t.database.db, { organisationId: organisation.id, subscriptionId: subscription.id, email: existing });
    const data = await refused(admin, invite([{ name: 'Joanna', email: existing }]), 400);
    expect(data.issues).toEqual([expect.objectContaining({ path: 'invitees.0.email', messageKey: 'memberInvitations.errors.userExists', values: { email: existing } })]);
  });
});

describe('inviting by CSV', () => {
  it('invites a file’s three lines: a header, quoted fields and semicolons', async () => {
    const csv = `\uFEFFName;Email;Role\n"Smykowski; Tom";tom@${DOMAIN};Member\n\nMichael Bolton;michael@${DOMAIN};POWERUSER\n"Nagheenanajar, Samir";samir@${SUB_DOMAIN}\n`;
    const { invited } = await ok<InviteMembersReply>(admin, importCsv(csv), 201);
    expect(invited.map((row) => [row.name, row.email, row.roles]).sort()).toEqual([
      ['Michael Bolton', `michael@${DOMAIN}`, ['powerUser']],
      ['Nagheenanajar, Samir', `samir@${SUB_DOMAIN}`, ['member']],
      ['Smykowski; Tom', `tom@${DOMAIN}`, ['member']],
    ]);
    for (const address of [`tom@${DOMAIN}`, `michael@${DOMAIN}`, `samir@${SUB_DOMAIN}`]) await mailedToken(address);
  });

  it('names every bad line by its line in the file, and invites none of the good ones', async () => {
    const before = await countJoinInvitations();
    const csv = [`name,email,role`, `Lawrence,lawrence@${DOMAIN},member`, `,nameless@${DOMAIN}`, `Drew,drew@elsewhere.example.test`, `Anne,not an address`, `Bob,bob@${DOMAIN},boss`, `Lawrence twin,LAWRENCE@${DOMAIN}`].join('\r\n');
    const data = await refused(admin, importCsv(csv), 400);
    expect(data.issues?.map((issue) => [issue.path, issue.messageKey])).toEqual([
      ['lines.3.name', 'memberInvitations.errors.name'],
      ['lines.4.email', 'memberInvitations.errors.domain'],
      ['lines.5.email', 'memberInvitations.errors.email'],
      ['lines.6.role', 'memberInvitations.errors.role'],
      ['lines.7.email', 'memberInvitations.errors.duplicate'],
    ]);
    expect(data.issues?.find((issue) => issue.path === 'lines.6.role')?.values).toMatchObject({ role: 'boss' });
    expect(await countJoinInvitations()).toBe(before);
  });

  it(`refuses a file of more than ${MEMBER_INVITATIONS_MAX_ROWS} lines, and one with none`, async () => {
    const before = await countJoinInvitations();
    const csv = Array.from({ length: MEMBER_INVITATIONS_MAX_ROWS + 1 }, (_, index) => `User ${index},user${index}@${DOMAIN}`).join('\n');
    const tooMany = await refused(admin, importCsv(csv), 400);
    expect(tooMany).toMatchObject({ reasonKey: 'memberInvitations.errors.tooManyLines', reason: `The file has ${MEMBER_INVITATIONS_MAX_ROWS + 1} lines; at most ${MEMBER_INVITATIONS_MAX_ROWS} can be invited at once.` });
    expect((await refused(admin, importCsv('name,email,role\n\n'), 400)).reasonKey).toBe('memberInvitations.errors.csvEmpty');
    expect(await countJoinInvitations()).toBe(before);
  });
});

describe('domains and seats', () => {
  it('refuses every invitation while the organisation has no email domain, saying whom to ask', async () => {
    const bare = await createOrganisationWithUsers(t.database.db, { name: 'Penetrode' });
    const bareAdmin = await signIn(t.app, bare.admin.email);
    const data = await refused(bareAdmin, invite([{ name: 'Anyone', email: 'anyone@penetrode.example.test' }]), 409);
    expect(data).toMatchObject({ reasonKey: 'memberInvitations.errors.noDomain' });
    expect(data.reason).toContain('Ask Normscope support');
    expect(await list(bareAdmin)).toMatchObject({ domains: [], actions: { invite: false } });
  });

  it('holds a seat for each pending invitation and refuses more than the free seats, creating nothing', async () => {
    const small = await createSubscription(t.database.db, { organisationId, name: 'Initech — Small', seatCount: 3 });
    await createUser(t.database.db, { organisationId, subscriptionId: small.id });
    await ok(admin, invite([{ name: 'Peter', email: `peter@${DOMAIN}` }], { subscriptionId: small.id }), 201);
    const seats = (await list()).seats.find((seat) => seat.subscriptionId === small.id);
    expect(seats).toEqual({ subscriptionId: small.id, name: 'Initech — Small', seatCount: 3, seatsUsed: 1, seatsPending: 1, seatsAvailable: 1 });

    const before = await countJoinInvitations();
    const data = await refused(admin, importCsv(`Nina,nina@${DOMAIN}\nBrian,brian@${DOMAIN}`, { subscriptionId: small.id }), 409);
    expect(data).toMatchObject({
      reasonKey: 'memberInvitations.errors.noSeats',
      reason: 'Not enough free seats in Initech — Small: 2 to invite, 1 free.',
      values: { requested: '2', available: '1', subscription: 'Initech — Small' },
    });
    expect(await countJoinInvitations()).toBe(before);
    await ok(admin, invite([{ name: 'Nina', email: `nina@${DOMAIN}` }], { subscriptionId: small.id }), 201);
    expect((await refused(admin, invite([{ name: 'Brian', email: `brian@${DOMAIN}` }], { subscriptionId: small.id }), 409)).reasonKey).toBe('memberInvitations.errors.noSeats');
  });

  it('refuses another organisation’s subscription', async () => {
    const otherSubscription = otherAdmin.profile.subId;
    expect((await refused(admin, invite([{ name: 'Lost', email: `lost@${DOMAIN}` }], { subscriptionId: otherSubscription }), 404)).reasonKey).toBe('errors.notFound');
  });
});

describe('resending and withdrawing', () => {
  async function invited(email: string): Promise<{ row: MemberInvitationRow; token: string }> {
    const { invited: rows } = await ok<InviteMembersReply>(admin, invite([{ name: email.split('@')[0] ?? email, email }]), 201);
    const row = rows[0];
    if (!row) throw new Error('not invited');
    return { row, token: (await mailedToken(email)).token };
  }

  it('withdraws a pending invitation: its link is refused and its seat is free', async () => {
    const { row, token } = await invited(`dom@${DOMAIN}`);
    const pendingBefore = (await list()).seats.find((seat) => seat.subscriptionId === subscriptionId)?.seatsPending ?? 0;
    expect(await ok<MemberInvitationRow>(admin, { method: 'DELETE', url: memberInvitationPaths.invitation(row.id) })).toMatchObject({
      id: row.id,
      state: 'revoked',
      actions: { resend: false, revoke: false },
    });
    expect((await accept(token)).statusCode).toBe(410);
    expect((await list()).seats.find((seat) => seat.subscriptionId === subscriptionId)?.seatsPending).toBe(pendingBefore - 1);
    expect((await refused(admin, { method: 'DELETE', url: memberInvitationPaths.invitation(row.id) }, 409)).reasonKey).toBe('memberInvitations.errors.notRevocable');
    expect((await refused(admin, { method: 'POST', url: memberInvitationPaths.resend(row.id) }, 409)).reasonKey).toBe('memberInvitations.errors.notResendable');
  });

  it('sends a new link: the old one stops working, the new one works', async () => {
    const email = `stan@${DOMAIN}`;
    const { row, token } = await invited(email);
    const resent = await ok<MemberInvitationRow>(admin, { method: 'POST', url: memberInvitationPaths.resend(row.id) });
    expect(resent).toMatchObject({ id: row.id, state: 'pending' });
    const { token: fresh } = await mailedToken(email, 1);
    expect(fresh).not.toBe(token);
    expect((await accept(token)).statusCode).toBe(404);
    expect((await accept(fresh)).statusCode).toBe(200);
  });

  it('sends an expired invitation again with a new expiry', async () => {
    const email = `jennifer@${DOMAIN}`;
    const { row, token } = await invited(email);
    await t.database.executeSql(`update invitations set expires_at = now() - interval '1 day' where id = $1`, [row.id]);
    expect((await list()).invitations.find((candidate) => candidate.id === row.id)).toMatchObject({ state: 'expired', actions: { resend: true, revoke: false } });
    expect((await accept(token)).statusCode).toBe(410);
    const resent = await ok<MemberInvitationRow>(admin, { method: 'POST', url: memberInvitationPaths.resend(row.id) });
    expect(resent.state).toBe('pending');
    expect(Date.parse(resent.expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await accept((await mailedToken(email, 1)).token)).statusCode).toBe(200);
  });

  it('invites an address again once its invitation has expired, replacing it', async () => {
    const email = `drew@${DOMAIN}`;
    const { row } = await invited(email);
    await t.database.executeSql(`update invitations set expires_at = now() - interval '1 day' where id = $1`, [row.id]);
    const { invited: again } = await ok<InviteMembersReply>(admin, invite([{ name: 'Drew', email }]), 201);
    const rows = (await list()).invitations.filter((candidate) => candidate.email === email);
    expect(rows.map((candidate) => [candidate.id, candidate.state])).toEqual([
      [again[0]?.id, 'pending'],
      [row.id, 'revoked'],
    ]);
  });
});

describe('who may invite', () => {
  it('refuses a member (403) and an anonymous caller (401) on every call', async () => {
    const [row] = (await list()).invitations;
    const id = row?.id ?? 1;
    const calls: Call[] = [
      { method: 'GET', url: memberInvitationPaths.invitations },
      invite([{ name: 'Member’s friend', email: `friend@${DOMAIN}` }]),
      importCsv(`Friend,friend@${DOMAIN}`),
      { method: 'POST', url: memberInvitationPaths.resend(id) },
      { method: 'DELETE', url: memberInvitationPaths.invitation(id) },
    ];
    for (const call of calls) {
      expect((await refused(member, call, 403)).reasonKey, `${call.method} ${call.url}`).toBe('errors.forbidden');
      expect((await send(null, call)).statusCode, `${call.method} ${call.url} anonymous`).toBe(401);
      expect((await send(admin, call, { cookie: admin.cookie, 'x-nonce': member.nonce })).statusCode, `${call.method} ${call.url} with a wrong nonce`).toBe(call.method === 'GET' ? 200 : 403);
    }
  });

  it('never lists nor touches another organisation’s invitations (404)', async () => {
    const ours = (await list()).invitations;
    expect(ours.length).toBeGreaterThan(3);
    await ok(otherAdmin, invite([{ name: 'Alice', email: 'alice@umbrella.example.test' }]), 201);
    const theirs = await list(otherAdmin);
    expect(theirs.invitations.map((row) => row.email)).toEqual(['alice@umbrella.example.test']);
    expect(theirs.domains).toEqual(['umbrella.example.test']);
    expect(theirs.seats.map((seat) => seat.subscriptionId)).toEqual([otherAdmin.profile.subId]);
    const pending = ours.find((row) => row.state === 'pending');
    if (!pending) throw new Error('no pending invitation');
    expect((await refused(otherAdmin, { method: 'POST', url: memberInvitationPaths.resend(pending.id) }, 404)).reasonKey).toBe('errors.notFound');
    expect((await refused(otherAdmin, { method: 'DELETE', url: memberInvitationPaths.invitation(pending.id) }, 404)).reasonKey).toBe('errors.notFound');
    expect((await list()).invitations.find((row) => row.id === pending.id)?.state).toBe('pending');
  });
});
