import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePaths, type OrdersContent } from '../../../common/home/home.contract.ts';
import { ipdPaths, type LegislationStatus } from '../../../common/legislation/legislation-panels.contract.ts';
import {
  legislationSeatPaths,
  type LegislationSeatList,
  type LegislationSeatMember,
  type LegislationSeatRequestRow,
} from '../../../common/legislation/legislation-seats.contract.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { startTestMailServer, type TestMailServer } from '../../test/test-mail-server.ts';
import { createLegislationWorld, legislationCalls, offerAddOns, type LegislationWorld } from './legislation-test-world.ts';

let mail: TestMailServer;
let t: TestApp;
let world: LegislationWorld;
let call: ReturnType<typeof legislationCalls>;
let admin: TestSession;
let member: TestSession;
let suspended: TestSession;
let lite: TestSession;
let outsiderAdmin: TestSession;

beforeAll(async () => {
  mail = await startTestMailServer();
  t = await createTestApp({ mailUrl: mail.url, publicUrl: 'https://portal.example.test' });
  call = legislationCalls(t);
  world = await createLegislationWorld(t.database);
  admin = await signIn(t.app, world.acme.admin.email);
  member = await signIn(t.app, world.acme.member.email);
  suspended = await signIn(t.app, world.suspended.email);
  lite = await signIn(t.app, world.lite.email);
  outsiderAdmin = await signIn(t.app, world.globex.admin.email);
});

afterAll(async () => {
  await t.close();
  await mail.close();
});

const setSeat = (session: TestSession, userId: number, body: unknown) => call<LegislationSeatMember>(session, 'POST', legislationSeatPaths.seat(userId), { json: body });
const askSeat = (session: TestSession, addOn: string) => call<LegislationSeatRequestRow>(session, 'POST', legislationSeatPaths.seatRequests, { json: { addOn } });
const decide = (session: TestSession, requestId: number, decision: string) =>
  call<LegislationSeatRequestRow>(session, 'POST', legislationSeatPaths.seatDecision(requestId), { json: { decision } });
const stateOf = async (session: TestSession, addOn: 'legislation' | 'euLaw') =>
  (await call<LegislationStatus>(session, 'GET', ipdPaths.status)).data.addOns.find((entry) => entry.addOn === addOn);
const orders = async (session: TestSession) => (await call<OrdersContent>(session, 'GET', homePaths.content('orders'))).data;

describe('seat management', () => {
  it("lists the organisation's members with their seats and what the admin may set, to admins only", async () => {
    const answer = await call<LegislationSeatList>(admin, 'GET', legislationSeatPaths.seats);
    expect(answer.status, answer.body).toBe(200);
    const byId = new Map(answer.data.members.map((row) => [row.userId, row]));
    expect([...byId.keys()].sort()).toEqual([world.acme.admin.id, world.acme.member.id, world.suspended.id, world.lite.id].sort());
    expect(byId.get(world.acme.member.id)).toMatchObject({
      offered: ['legislation', 'euLaw'],
      seats: { legislation: 'active', euLaw: 'none' },
      actions: { legislation: true, euLaw: true },
    });
    expect(byId.get(world.suspended.id)?.seats).toEqual({ legislation: 'inactive', euLaw: 'none' });
    expect(byId.get(world.lite.id)).toMatchObject({ name: 'Lee Lite', offered: [], actions: { legislation: false, euLaw: false } });
    expect((await call(member, 'GET', legislationSeatPaths.seats)).status).toBe(403);
    expect((await call(null, 'GET', legislationSeatPaths.seats)).status).toBe(401);
  });

  it("sets a member's seat on an add-on the subscription offers: active, inactive, none", async () => {
    const activated = await setSeat(admin, world.suspended.id, { addOn: 'legislation', seat: 'active' });
    expect(activated.status, activated.body).toBe(200);
    expect(activated.data.seats).toEqual({ legislation: 'active', euLaw: 'none' });
    expect(await stateOf(suspended, 'legislation')).toMatchObject({ state: 'unlocked' });
    expect((await setSeat(admin, world.suspended.id, { addOn: 'legislation', seat: 'inactive' })).data.seats.legislation).toBe('inactive');
    expect(await stateOf(suspended, 'legislation')).toMatchObject({ state: 'notActive' });
    expect((await setSeat(admin, world.suspended.id, { addOn: 'euLaw', seat: 'active' })).data.seats.euLaw).toBe('active');
    expect((await setSeat(admin, world.suspended.id, { addOn: 'euLaw', seat: 'none' })).data.seats.euLaw).toBe('none');
    expect(await stateOf(suspended, 'euLaw')).toMatchObject({ state: 'notRegistered', canRequest: true });
  });

  it("refuses a member, an add-on the member's subscription lacks and another organisation's user", async () => {
    expect(await setSeat(member, world.suspended.id, { addOn: 'legislation', seat: 'active' })).toMatchObject({ status: 403 });
    expect(await setSeat(admin, world.lite.id, { addOn: 'legislation', seat: 'active' })).toMatchObject({ status: 400, reasonKey: 'legislation.errors.addOnNotOffered' });
    expect((await setSeat(admin, world.globex.member.id, { addOn: 'legislation', seat: 'none' })).status).toBe(404);
    expect((await setSeat(outsiderAdmin, world.acme.member.id, { addOn: 'legislation', seat: 'none' })).status).toBe(404);
    expect(await stateOf(member, 'legislation')).toMatchObject({ state: 'unlocked' });
  });
});

describe('seat requests', () => {
  let requestId: number;

  it('lets a member ask for a seat on an add-on they are not registered with, once, and mails the admins', async () => {
    const mailsBefore = mail.received.length;
    const asked = await askSeat(member, 'euLaw');
    // The mail is sent before the call answers; the organisation's one admin gets it, nobody else.
    const sent = mail.received.slice(mailsBefore);
    expect(sent.map((received) => received.envelopeTo)).toEqual([[world.acme.admin.email.toLowerCase()]]);
    expect(sent[0]?.subject).toBe(`${world.acme.member.name} asks for a seat on EU law`);
    expect(sent[0]?.text).toContain('https://portal.example.test/management/account/organisation');
    expect(asked.status, asked.body).toBe(201);
    expect(asked.data).toMatchObject({ userId: world.acme.member.id, addOn: 'euLaw', status: 'pending', decidedBy: null, actions: { approve: false, decline: false } });
    requestId = asked.data.id;
    expect(await askSeat(member, 'euLaw')).toMatchObject({ status: 409, reasonKey: 'legislation.errors.seatRequestPending' });
    expect(await stateOf(member, 'euLaw')).toMatchObject({ state: 'notRegistered', requestPending: true, canRequest: false });
  });

  it('refuses a request for an add-on the user has a seat on or the subscription lacks', async () => {
    expect(await askSeat(member, 'legislation')).toMatchObject({ status: 400, reasonKey: 'legislation.errors.seatNotRequestable' });
    expect(await askSeat(suspended, 'legislation')).toMatchObject({ status: 400 });
    expect(await askSeat(lite, 'euLaw')).toMatchObject({ status: 400 });
  });

  it("shows the requests to the organisation's admins with the document requests, and members their own", async () => {
    const adminView = await orders(admin);
    expect(adminView.requests).toEqual([]);
    expect(adminView.seatRequests).toEqual([expect.objectContaining({ id: requestId, addOn: 'euLaw', actions: { approve: true, decline: true } })]);
    expect((await orders(member)).seatRequests).toEqual([expect.objectContaining({ id: requestId, actions: { approve: false, decline: false } })]);
    expect((await orders(suspended)).seatRequests).toEqual([]);
    expect((await orders(outsiderAdmin)).seatRequests).toEqual([]);
    const seats = await call<LegislationSeatList>(admin, 'GET', legislationSeatPaths.seats);
    expect(seats.data.requests.map((row) => row.id)).toEqual([requestId]);
  });

  it('lets only an admin of the organisation decide, once; an approval gives an active seat', async () => {
    expect((await decide(member, requestId, 'approve')).status).toBe(403);
    expect((await decide(outsiderAdmin, requestId, 'approve')).status).toBe(404);
    const approved = await decide(admin, requestId, 'approve');
    expect(approved.status, approved.body).toBe(200);
    expect(approved.data).toMatchObject({ status: 'approved', decidedBy: world.acme.admin.name, actions: { approve: false, decline: false } });
    expect(await decide(admin, requestId, 'decline')).toMatchObject({ status: 409, reasonKey: 'home.errors.alreadyDecided' });
    expect(await stateOf(member, 'euLaw')).toMatchObject({ state: 'unlocked', requestPending: false });
  });

  it('declines without a seat, and the member may ask again', async () => {
    const asked = await askSeat(suspended, 'euLaw');
    expect(asked.status).toBe(201);
    expect((await decide(admin, asked.data.id, 'decline')).data.status).toBe('declined');
    expect(await stateOf(suspended, 'euLaw')).toMatchObject({ state: 'notRegistered', canRequest: true });
    expect((await askSeat(suspended, 'euLaw')).status).toBe(201);
  });
});

describe('a request once the subscription lost the add-on', () => {
  it('refuses the approval and the direct seat, keeps the request pending, and lets the admin decline it', async () => {
    const initech = await createOrganisationWithUsers(t.database.db, { name: 'Initech' });
    await offerAddOns(t.database, initech.subscription.id, { legislation: true, euLaw: true });
    const [initechAdmin, initechMember] = [await signIn(t.app, initech.admin.email), await signIn(t.app, initech.member.email)];
    const asked = await askSeat(initechMember, 'euLaw');
    expect(asked.status, asked.body).toBe(201);
    // The operator takes EU law out of the subscription while the request waits.
    await offerAddOns(t.database, initech.subscription.id, { legislation: true });
    const approved = await decide(initechAdmin, asked.data.id, 'approve');
    expect(approved).toMatchObject({ status: 409, reasonKey: 'legislation.errors.addOnWithdrawn' });
    expect(JSON.parse(approved.body)).toMatchObject({ status: 'error', code: 409, data: { reason: expect.stringContaining('no longer includes') } });
    const seatsOf = async () =>
      (await t.database.executeSql(`select count(*)::int as n from legislation_seats where user_id = $1`, [initech.member.id])).rows[0]?.n;
    expect(await seatsOf()).toBe(0);
    expect((await orders(initechAdmin)).seatRequests).toEqual([expect.objectContaining({ id: asked.data.id, status: 'pending', actions: { approve: true, decline: true } })]);
    // Giving the seat directly on the organisation page is refused as well.
    expect(await setSeat(initechAdmin, initech.member.id, { addOn: 'euLaw', seat: 'active' })).toMatchObject({ status: 400, reasonKey: 'legislation.errors.addOnNotOffered' });
    expect(await seatsOf()).toBe(0);
    const declined = await decide(initechAdmin, asked.data.id, 'decline');
    expect(declined.status, declined.body).toBe(200);
    expect(declined.data.status).toBe('declined');
    expect(await decide(initechAdmin, asked.data.id, 'approve')).toMatchObject({ status: 409, reasonKey: 'home.errors.alreadyDecided' });
  });
});

describe('bad input', () => {
  it('answers 400 in the envelope and changes nothing', async () => {
    const before = (await t.database.executeSql(`select count(*)::int as n from legislation_seats`)).rows[0]?.n;
    const bad: [string, unknown][] = [
      [legislationSeatPaths.seat(world.acme.member.id), { addOn: 'lawlex', seat: 'active' }],
      [legislationSeatPaths.seat(world.acme.member.id), { addOn: 'euLaw', seat: 'on' }],
      [legislationSeatPaths.seat(world.acme.member.id), { addOn: 'euLaw', seat: 'active', extra: true }],
      [legislationSeatPaths.seat('abc'), { addOn: 'euLaw', seat: 'active' }],
      [legislationSeatPaths.seat('0'), { addOn: 'euLaw', seat: 'active' }],
      [legislationSeatPaths.seatRequests, { addOn: 'nope' }],
      [legislationSeatPaths.seatRequests, {}],
      [legislationSeatPaths.seatDecision('x'), { decision: 'approve' }],
      [legislationSeatPaths.seatDecision(1), { decision: 'maybe' }],
    ];
    for (const [path, json] of bad) {
      const answer = await call(admin, 'POST', path, { json });
      expect(answer.status, `${path} ${JSON.stringify(json)}`).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', code: 400, data: { reason: expect.any(String), reasonKey: 'errors.invalidRequest' } });
    }
    expect((await t.database.executeSql(`select count(*)::int as n from legislation_seats`)).rows[0]?.n).toBe(before);
  });
});
