import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPACT_ROWS, homePaths, type Announcement, type AnnouncementsContent } from '../../../common/home/home.contract.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { createGlobalAnnouncements } from './global-announcements.service.ts';
import { homeCalls, ok, type HomeCall } from './home-test-calls.ts';

let t: TestApp;
let call: HomeCall;
let admin: TestSession;
let member: TestSession;
let otherAdmin: TestSession;
let adminName: string;

beforeAll(async () => {
  t = await createTestApp();
  call = homeCalls(t);
  const acme = await createOrganisationWithUsers(t.database.db, { name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { name: 'Globex' });
  admin = await signIn(t.app, acme.admin.email);
  member = await signIn(t.app, acme.member.email);
  otherAdmin = await signIn(t.app, globex.admin.email);
  adminName = acme.admin.name;
});

afterAll(async () => {
  await t.close();
});

const announcements = (session: TestSession, view: 'compact' | 'detailed' = 'compact') =>
  ok(call<AnnouncementsContent>(session, 'GET', `${homePaths.content('announcements')}?view=${view}`));
const create = (session: TestSession, json: Record<string, unknown>) => call<Announcement>(session, 'POST', homePaths.announcements, { json });
const rows = async () => (await t.database.executeSql(`select * from announcements order by id`)).rows;

describe('announcements', () => {
  it('lets an organisation’s admin write one, sanitised, that the organisation sees and others do not', async () => {
    const created = await call<Announcement>(admin, 'POST', homePaths.announcements, {
      json: {
        note: '<p onclick="steal()">Audit on <strong>Friday</strong><script>alert(1)</script> <img src=x onerror="alert(2)"> <a href="javascript:alert(3)">here</a> <a href="https://example.test/audit">plan</a></p>',
        linkUrl: 'https://example.test/audit',
        linkName: 'Audit plan',
      },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      type: 'organisation',
      subName: adminName,
      linkURL: 'https://example.test/audit',
      linkName: 'Audit plan',
      actions: { edit: true, delete: true },
    });
    const note = created.data.note;
    expect(note).toContain('<strong>Friday</strong>');
    expect(note).toContain('<a rel="noopener noreferrer" target="_blank" href="https://example.test/audit">plan</a>');
    for (const unsafe of ['<script', 'alert(1)', 'onerror', 'onclick', '<img', 'javascript:']) expect(note).not.toContain(unsafe);
    expect((await rows())[0]?.note).toBe(note);

    const seen = await announcements(member);
    expect(seen.actions).toEqual({ create: false });
    expect(seen.items).toEqual([{ ...created.data, actions: { edit: false, delete: false } }]);
    expect((await announcements(admin)).actions).toEqual({ create: true });
    expect((await announcements(otherAdmin)).items).toEqual([]);
  });

  it('shows the operator’s announcements to everyone, from Normscope, newest first, and nobody changes them here', async () => {
    await createGlobalAnnouncements(t.database).set({ key: 'maintenance', note: '<p>Maintenance tonight</p>', linkUrl: null, linkName: null });
    const global = (await announcements(member)).items[0];
    expect(global).toMatchObject({ type: 'global', subName: 'Normscope', note: '<p>Maintenance tonight</p>', actions: { edit: false, delete: false } });
    expect((await announcements(otherAdmin)).items.map((item) => item.type)).toEqual(['global']);
    const before = await rows();
    for (const attempt of [
      await call(admin, 'PUT', homePaths.announcement(global?.id ?? 0), { json: { note: 'Taken over' } }),
      await call(admin, 'DELETE', homePaths.announcement(global?.id ?? 0)),
    ]) {
      expect(attempt.status).toBe(403);
      expect(attempt.data).toMatchObject({ reason: 'Announcements from Normscope cannot be changed here.', reasonKey: 'home.errors.globalAnnouncement' });
    }
    expect(await rows()).toEqual(before);
  });

  it('lets the admin edit and delete, sanitising the edit too', async () => {
    const created = await ok(create(admin, { note: 'First draft' }));
    expect(created).toMatchObject({ note: 'First draft', linkURL: null, linkName: null });
    const edited = await ok(call<Announcement>(admin, 'PUT', homePaths.announcement(created.id), { json: { note: '<em>Final</em><script>x()</script>', linkUrl: 'http://example.test' } }));
    expect(edited).toMatchObject({ id: created.id, note: '<em>Final</em>', linkURL: 'http://example.test' });
    expect(Date.parse(edited.timestamp)).toBeGreaterThanOrEqual(Date.parse(created.timestamp));
    expect((await announcements(member)).items[0]).toMatchObject({ id: created.id, note: '<em>Final</em>' });
    expect(await ok(call(admin, 'DELETE', homePaths.announcement(created.id)))).toEqual({ id: created.id });
    expect((await announcements(member)).items.some((item) => item.id === created.id)).toBe(false);
    expect((await call(admin, 'DELETE', homePaths.announcement(created.id))).status).toBe(404);
  });

  it('refuses members, other organisations and bad notes, and changes nothing', async () => {
    const mine = await ok(create(admin, { note: 'Ours' }));
    const before = await rows();
    const memberCreate = await create(member, { note: 'Mine' });
    expect(memberCreate.status).toBe(403);
    expect((await call(member, 'PUT', homePaths.announcement(mine.id), { json: { note: 'Changed' } })).status).toBe(403);
    expect((await call(member, 'DELETE', homePaths.announcement(mine.id))).status).toBe(403);
    for (const attempt of [
      await call(otherAdmin, 'PUT', homePaths.announcement(mine.id), { json: { note: 'Changed' } }),
      await call(otherAdmin, 'DELETE', homePaths.announcement(mine.id)),
    ]) {
      expect(attempt.status).toBe(404);
      expect(attempt.body).not.toContain('Ours');
    }
    for (const json of [
      { note: '' },
      { note: '<script>alert(1)</script>' },
      { note: 'x'.repeat(4001) },
      { note: 'Link', linkUrl: 'javascript:alert(1)' },
      { note: 'Link', linkUrl: 'ftp://example.test' },
      { note: 'Field', colour: 'red' },
    ]) {
      expect((await create(admin, json)).status, JSON.stringify(json).slice(0, 60)).toBe(400);
    }
    expect((await call(admin, 'PUT', homePaths.announcement('abc'), { json: { note: 'x' } })).status).toBe(400);
    expect((await call(admin, 'PUT', homePaths.announcement(999_999), { json: { note: 'x' } })).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('shows the newest few in compact view and more in detailed view', async () => {
    for (let n = 0; n < COMPACT_ROWS + 2; n++) await ok(create(admin, { note: `Note ${n}` }));
    const compact = await announcements(member);
    expect(compact.items).toHaveLength(COMPACT_ROWS);
    expect(compact.items[0]?.note).toBe(`Note ${COMPACT_ROWS + 1}`);
    const detailed = await announcements(member, 'detailed');
    expect(detailed.items.length).toBeGreaterThan(COMPACT_ROWS + 2);
    const times = detailed.items.map((item) => Date.parse(item.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
