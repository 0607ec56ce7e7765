import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflineGrant, OfflineGrantList, OfflinePackage, OfflineSyncResult, OrganisationGrantRow, OrganisationGrants } from '../../../common/reader/offline.contract.ts';
import { offlinePaths } from '../../../common/reader/offline.values.ts';
import type { ReaderComment, ReaderHighlight } from '../../../common/reader/reader.contract.ts';
import { readerPaths } from '../../../common/reader/reader-paths.ts';
import { datasetId, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { createCatalogueWriter, type SectionInput } from '../catalogue/index.ts';

let t: TestApp;
let docId: number;
let versionId: number;
let ietf: { docId: number; versionId: number };
let member: TestSession;
let colleague: TestSession;
let admin: TestSession;
let shortSub: TestSession;
let outsider: TestSession;
const SHORT_END = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

const section = (key: string, title: string): SectionInput => ({ key, number: key, title, level: 1, html: `<p>${title} of the document.</p>`, text: `${title} of the document.` });
const SECTIONS = [section('1', 'Scope'), section('2', 'Terms'), section('3', 'Requirements')];

async function writeFullText(number: string, publisher?: string) {
  const writer = await createCatalogueWriter(t.database, { kind: 'test', paths: [] });
  await writer.writeFullText({ record: standardRecord(number, publisher ? { publisher, workNumber: number } : {}), sections: SECTIONS });
  await writer.finish();
  const { rows } = await t.database.executeSql(`select d.id as doc_id, v.id as version_id from document_versions v join documents d on d.id = v.document_id where v.number = $1`, [number]);
  return { docId: Number(rows[0]?.doc_id), versionId: Number(rows[0]?.version_id) };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ docId, versionId } = await writeFullText('ISO 7001:2023'));
  ietf = await writeFullText('IETF RFC 9998', 'IETF');
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  const second = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id });
  const ending = await createSubscription(t.database.db, { organisationId: acme.organisation.id, datasetIds: [international], endsOn: SHORT_END });
  const onEnding = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: ending.id });
  member = await signIn(t.app, acme.member.email);
  colleague = await signIn(t.app, second.email);
  admin = await signIn(t.app, acme.admin.email);
  shortSub = await signIn(t.app, onEnding.email);
  outsider = await signIn(t.app, globex.admin.email);
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
async function call<T>(session: TestSession | null, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method, url, headers: { ...(session ? asUser(session) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const envelope = envelopeOf<T>(response);
  return { status: response.statusCode, data: envelope.data as T, reasonKey: envelope.status === 'error' ? envelope.data.reasonKey : undefined };
}

const sub = (session: TestSession) => session.profile.subId;
const grantOf = (session: TestSession, doc = docId, version = versionId) => call<OfflinePackage>(session, 'POST', offlinePaths.grant(doc, version, sub(session)), {});
const syncOf = (session: TestSession, ops: unknown[]) => call<OfflineSyncResult>(session, 'POST', offlinePaths.sync(docId, versionId, sub(session)), { ops });
const count = async (table: string) => Number((await t.database.executeSql(`select count(*)::int as n from ${table}`)).rows[0]?.n);
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('granting a copy for offline reading', () => {
  it('answers the whole package to an entitled user and records the grant', async () => {
    const comment = await call<ReaderComment>(colleague, 'POST', readerPaths.comments(docId, versionId, sub(colleague)), { sectionId: '2', type: 'section', content: 'Check this' });
    await call(member, 'POST', readerPaths.comments(docId, versionId, sub(member)), { sectionId: '2', type: 'reply', parentId: comment.data.commentId, content: 'Done' });
    await call(member, 'POST', readerPaths.bookmarks(docId, versionId, sub(member)), { sectionId: '3' });
    const events = await count(`tracking_events where kind = 'offlineGrant'`);
    const granted = await grantOf(member);
    expect(granted.status).toBe(201);
    const copy = granted.data;
    expect(copy.grant).toMatchObject({ docId, versionId, subId: sub(member), number: 'ISO 7001:2023', state: 'active' });
    expect(days(copy.grant.grantedAt, copy.grant.expiresAt)).toBeCloseTo(14, 3);
    expect(copy.outline.tableOfContents.map((entry) => entry.sectionId)).toEqual(['1', '2', '3']);
    expect(copy.sections.map((entry) => [entry.sectionId, entry.index])).toEqual([['1', 0], ['2', 1], ['3', 2]]);
    expect(copy.bookmarks.map((bookmark) => bookmark.sectionId)).toEqual(['3']);
    expect(copy.comments.map((entry) => [entry.content, entry.type])).toEqual([['Check this', 'section'], ['Done', 'reply']]);
    expect(copy.user.username).toBe(member.profile.user.name);
    expect(await count(`tracking_events where kind = 'offlineGrant'`)).toBe(events + 1);
  });

  it('refuses what the reader refuses: not entitled 403, unknown version 404, another organisation’s subscription 404', async () => {
    expect(await grantOf(member, ietf.docId, ietf.versionId)).toMatchObject({ status: 403, reasonKey: 'reader.errors.notEntitled' });
    expect((await grantOf(member, docId, 999_999)).status).toBe(404);
    expect((await call(member, 'POST', offlinePaths.grant(docId, versionId, sub(outsider)), {})).status).toBe(404);
    expect(await count(`offline_grants where version_id = ${ietf.versionId}`)).toBe(0);
  });

  it('ends the licence with the subscription when that comes first', async () => {
    const granted = await grantOf(shortSub);
    expect(granted.status).toBe(201);
    expect(granted.data.grant.expiresAt).toBe(new Date(Date.parse(`${SHORT_END}T00:00:00Z`) + 86_400_000).toISOString());
  });

  it('renews the active grant on a second grant, keeping one active row per user and version', async () => {
    const first = (await grantOf(colleague)).data.grant;
    const second = (await grantOf(colleague)).data.grant;
    expect(second.grantId).toBe(first.grantId);
    expect(Date.parse(second.expiresAt)).toBeGreaterThanOrEqual(Date.parse(first.expiresAt));
    expect(await count(`offline_grants where user_id = ${colleague.profile.user.id}`)).toBe(1);
  });

  it('lists the caller’s grants with the state now: past its end reads expired, and a new grant makes a new one', async () => {
    const grant = (await grantOf(colleague)).data.grant;
    await t.database.executeSql(`update offline_grants set expires_at = now() - interval '1 minute' where id = $1`, [grant.grantId]);
    const listed = await call<OfflineGrantList>(colleague, 'GET', offlinePaths.grants);
    expect(listed.data.grants.find((entry) => entry.grantId === grant.grantId)?.state).toBe('expired');
    const renewed = (await grantOf(colleague)).data.grant;
    expect(renewed.grantId).not.toBe(grant.grantId);
    const after = await call<OfflineGrantList>(colleague, 'GET', offlinePaths.grants);
    expect(after.data.grants.map((entry) => [entry.grantId, entry.state])).toEqual([
      [renewed.grantId, 'active'],
      [grant.grantId, 'expired'],
    ]);
    expect((await call<OfflineGrantList>(outsider, 'GET', offlinePaths.grants)).data.grants).toEqual([]);
  });

  it('lets users release their own grant only', async () => {
    const grant = (await grantOf(member)).data.grant;
    expect((await call(colleague, 'DELETE', offlinePaths.release(grant.grantId))).status).toBe(404);
    expect((await call(outsider, 'DELETE', offlinePaths.release(grant.grantId))).status).toBe(404);
    const released = await call<OfflineGrant>(member, 'DELETE', offlinePaths.release(grant.grantId));
    expect(released).toMatchObject({ status: 200, data: { grantId: grant.grantId, state: 'released' } });
    expect((await call<OfflineGrant>(member, 'DELETE', offlinePaths.release(grant.grantId))).data.state).toBe('released');
  });
});

describe('the admins’ offline copies', () => {
  it('lists the organisation’s grants, newest first, and revokes an active one', async () => {
    const grant = (await grantOf(member)).data.grant;
    const active = await call<OrganisationGrants>(admin, 'GET', `${offlinePaths.organisationGrants}?filter=active`);
    expect(active.status).toBe(200);
    const row = active.data.rows.find((entry) => entry.grantId === grant.grantId);
    expect(row).toMatchObject({ number: 'ISO 7001:2023', state: 'active', user: { id: member.profile.user.id, email: member.profile.user.email }, actions: { revoke: true } });
    expect(active.data.rows.every((entry) => entry.state === 'active')).toBe(true);
    const all = await call<OrganisationGrants>(admin, 'GET', `${offlinePaths.organisationGrants}?filter=all`);
    expect(all.data).toMatchObject({ page: 1, pageSize: 25 });
    expect(all.data.total).toBeGreaterThan(active.data.total);
    expect(all.data.rows.map((entry) => entry.grantedAt)).toEqual([...all.data.rows.map((entry) => entry.grantedAt)].sort().reverse());
    expect(all.data.rows.filter((entry) => entry.state !== 'active').every((entry) => !entry.actions.revoke)).toBe(true);

    expect(await call(member, 'POST', offlinePaths.revoke(grant.grantId))).toMatchObject({ status: 403, reasonKey: 'offlineGrants.errors.notAdmin' });
    expect((await call(outsider, 'POST', offlinePaths.revoke(grant.grantId))).status).toBe(404);
    const revoked = await call<OrganisationGrantRow>(admin, 'POST', offlinePaths.revoke(grant.grantId));
    expect(revoked).toMatchObject({ status: 200, data: { grantId: grant.grantId, state: 'revoked', actions: { revoke: false } } });
    expect(revoked.data.revokedAt).not.toBeNull();
    expect(await call(admin, 'POST', offlinePaths.revoke(grant.grantId))).toMatchObject({ status: 409, reasonKey: 'offlineGrants.errors.alreadyEnded' });
    const mine = await call<OfflineGrantList>(member, 'GET', offlinePaths.grants);
    expect(mine.data.grants.find((entry) => entry.grantId === grant.grantId)?.state).toBe('revoked');
  });

  it('is for admins of the organisation only', async () => {
    expect(await call(member, 'GET', offlinePaths.organisationGrants)).toMatchObject({ status: 403, reasonKey: 'offlineGrants.errors.notAdmin' });
    const others = await call<OrganisationGrants>(outsider, 'GET', `${offlinePaths.organisationGrants}?filter=all`);
    expect(others.data.rows).toEqual([]);
  });
});

describe('replaying changes made offline', () => {
  const refs = Array.from({ length: 4 }, () => randomUUID());
  const queue = [
    { kind: 'bookmark.add', clientRef: refs[0], sectionId: '1' },
    { kind: 'highlight.add', clientRef: refs[1], sectionId: '1', offsets: { start: 0, end: 5 }, colour: 'green', quote: 'Scope' },
    { kind: 'comment.add', clientRef: refs[2], sectionId: '1', type: 'highlight', parentRef: refs[1], content: '<p>Offline <script>alert(1)</script>note</p>' },
    { kind: 'comment.add', clientRef: refs[3], sectionId: '2', type: 'section', content: 'On the terms' },
  ];

  it('applies the adds in order, a comment on a highlight of the same queue included, and a replay makes nothing twice', async () => {
    const first = await syncOf(admin, queue);
    expect(first.status).toBe(200);
    expect(first.data.skipped).toEqual([]);
    expect(first.data.applied.map((entry) => entry.clientRef)).toEqual(refs);
    const highlight = first.data.highlights.find((entry) => entry.quote === 'Scope');
    const note = first.data.comments.find((entry) => entry.content.includes('Offline'));
    expect(note).toMatchObject({ type: 'highlight', parentId: highlight?.highlightId, sectionId: '1' });
    expect(note?.content).not.toContain('script');
    const counts = [await count('reader_bookmarks'), await count('reader_annotations')];
    const again = await syncOf(admin, queue);
    expect(again.data.applied).toEqual(first.data.applied);
    expect([await count('reader_bookmarks'), await count('reader_annotations')]).toEqual(counts);
  });

  it('deletes by a reference of an earlier sync, and treats what is gone already as done', async () => {
    const before = await count('reader_annotations');
    const result = await syncOf(admin, [
      { kind: 'highlight.delete', targetRef: refs[1] },
      { kind: 'comment.delete', targetRef: refs[2] },
      { kind: 'bookmark.delete', targetRef: refs[0] },
      { kind: 'comment.delete', commentId: 999_999 },
    ]);
    expect(result.status).toBe(200);
    expect(result.data.skipped).toEqual([]);
    expect(result.data.highlights.some((entry) => entry.quote === 'Scope')).toBe(false);
    expect(result.data.bookmarks.some((entry) => entry.sectionId === '1')).toBe(false);
    expect(await count('reader_annotations')).toBe(before - 2);
  });

  it('nets out an add and its delete in one queue, replayed too', async () => {
    const ref = randomUUID();
    const queue = [
      { kind: 'highlight.add', clientRef: ref, sectionId: '2', offsets: { start: 0, end: 5 } },
      { kind: 'highlight.delete', targetRef: ref },
    ];
    const before = await count('reader_annotations');
    for (const round of [1, 2]) {
      const result = await syncOf(admin, queue);
      expect(result.data.skipped, `round ${round}`).toEqual([]);
      expect(await count('reader_annotations'), `round ${round}`).toBe(before);
    }
  });

  it('skips a change the reader refuses, with its reason, and applies the rest', async () => {
    const theirs = await call<ReaderHighlight>(colleague, 'POST', readerPaths.highlights(docId, versionId, sub(colleague)), { sectionId: '3', offsets: { start: 0, end: 4 } });
    const ref = randomUUID();
    const result = await syncOf(member, [
      { kind: 'highlight.delete', highlightId: theirs.data.highlightId },
      { kind: 'bookmark.add', clientRef: randomUUID(), sectionId: 'no-such-section' },
      { kind: 'comment.add', clientRef: randomUUID(), sectionId: '1', type: 'reply', parentRef: randomUUID(), content: 'Lost parent' },
      { kind: 'comment.add', clientRef: ref, sectionId: '3', type: 'section', content: 'Still saved' },
    ]);
    expect(result.status).toBe(200);
    expect(result.data.skipped).toEqual([
      { index: 0, reason: 'reader.errors.notAuthor' },
      { index: 1, reason: 'errors.notFound' },
      { index: 2, reason: 'offlineGrants.skipped.parentMissing' },
    ]);
    expect(result.data.applied.map((entry) => entry.clientRef)).toEqual([ref]);
    expect(result.data.highlights.some((entry) => entry.highlightId === theirs.data.highlightId)).toBe(true);
  });

  it('refuses a queue with a bad change whole (400), changing nothing', async () => {
    const before = await count('reader_annotations');
    const good = { kind: 'comment.add', clientRef: randomUUID(), sectionId: '1', type: 'section', content: 'Fine' };
    for (const bad of [
      { kind: 'comment.add', clientRef: 'not-a-uuid', sectionId: '1', type: 'section', content: 'x' },
      { kind: 'comment.add', clientRef: randomUUID(), sectionId: '1', type: 'reply', content: 'No parent' },
      { kind: 'highlight.delete' },
      { kind: 'unknown.op' },
    ]) {
      expect((await syncOf(member, [good, bad])).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await syncOf(member, [])).status).toBe(400);
    expect(await count('reader_annotations')).toBe(before);
  });

  it('needs no grant but the reader’s entitlement, a session and the nonce', async () => {
    const op = { kind: 'bookmark.add', clientRef: randomUUID(), sectionId: '2' };
    expect((await call(member, 'POST', offlinePaths.sync(ietf.docId, ietf.versionId, sub(member)), { ops: [op] })).status).toBe(403);
    expect((await call(null, 'POST', offlinePaths.sync(docId, versionId, sub(member)), { ops: [op] })).status).toBe(401);
    expect((await call(member, 'POST', offlinePaths.sync(docId, versionId, sub(member)), { ops: [op] }, { 'x-nonce': colleague.nonce })).status).toBe(403);
    expect((await call(member, 'POST', offlinePaths.grant(docId, versionId, sub(member)), {}, { 'x-nonce': 'wrong' })).status).toBe(403);
    expect(await count(`reader_bookmarks where client_ref = '${op.clientRef}'`)).toBe(0);
  });
});
