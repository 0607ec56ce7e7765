import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Bookmark,
  Deleted,
  ReaderComment,
  ReaderHighlight,
  ReaderOutline,
  ReaderSearchResult,
  ReaderSections,
  ReaderUser,
} from '../../../common/reader/reader.contract.ts';
import { readerPaths } from '../../../common/reader/reader-paths.ts';
import { datasetId, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createUser } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { createCatalogueWriter, type SectionInput } from '../catalogue/index.ts';

let t: TestApp;
let docId: number;
let versionId: number;
let ietfDocId: number;
let ietfVersionId: number;
let author: TestSession;
let colleague: TestSession;
let admin: TestSession;
let outsider: TestSession;

const section = (key: string, title: string, text: string, level = 1, parentKey?: string): SectionInput => ({
  key,
  number: key,
  title,
  level,
  ...(parentKey ? { parentKey } : {}),
  html: text
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join(''),
  text,
});

const SECTIONS: SectionInput[] = [
  section('1', 'Scope', 'This document specifies how folding white space is written in header fields of a message.'),
  section('2', 'Terms', 'Terms used in this document.'),
  section(
    '2.1',
    'Folding',
    'Each header field is a single logical line. Folding white space may appear between\n   tokens, and the folding white space is removed when unfolding.\n\nThe end.',
    2,
    '2',
  ),
  section('3', 'Syntax', 'The syntax of the header is given in ABNF.'),
];

async function writeFullText(record: ReturnType<typeof standardRecord>, sections: SectionInput[]) {
  const writer = await createCatalogueWriter(t.database, { kind: 'test', paths: [] });
  await writer.writeFullText({ record, sections });
  await writer.finish();
  const { rows } = await t.database.executeSql(`select d.id as doc_id, v.id as version_id from document_versions v join documents d on d.id = v.document_id where v.number = $1`, [record.number]);
  return { docId: Number(rows[0]?.doc_id), versionId: Number(rows[0]?.version_id) };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ docId, versionId } = await writeFullText(standardRecord('ISO 5322:2020'), SECTIONS));
  ({ docId: ietfDocId, versionId: ietfVersionId } = await writeFullText(standardRecord('IETF RFC 9999', { publisher: 'IETF', workNumber: 'IETF RFC 9999' }), SECTIONS));
  const international = await datasetId(t.database, 'international');
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Acme' });
  const globex = await createOrganisationWithUsers(t.database.db, { datasetIds: [international], name: 'Globex' });
  const second = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: acme.subscription.id, name: 'Aaron Colleague' });
  author = await signIn(t.app, acme.member.email);
  colleague = await signIn(t.app, second.email);
  admin = await signIn(t.app, acme.admin.email);
  outsider = await signIn(t.app, globex.admin.email);
});

afterAll(async () => {
  await t.close();
});

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; payload?: unknown; headers?: Record<string, string> };

async function call<T>(session: TestSession | null, url: string, { method = 'GET', payload, headers }: Call = {}) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...(session ? asUser(session) : {}), 'x-requested-with': 'XMLHttpRequest', ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const envelope = envelopeOf<T>(response);
  return { status: response.statusCode, data: envelope.data as T, reason: envelope.status === 'error' ? envelope.data.reason : '' };
}

const sub = (session: TestSession) => session.profile.subId;
const paths = (session: TestSession, doc = docId, version = versionId) => ({
  outline: readerPaths.outline(doc, version, sub(session)),
  sections: (key: string, count = 2) => `${readerPaths.sections(doc, version, sub(session), key)}?count=${count}`,
  search: (q: string) => `${readerPaths.search(doc, version, sub(session))}?q=${encodeURIComponent(q)}`,
  bookmarks: readerPaths.bookmarks(doc, version, sub(session)),
  bookmark: (id: number) => readerPaths.bookmark(doc, version, sub(session), id),
  comments: (sort?: string) => `${readerPaths.comments(doc, version, sub(session))}${sort ? `?sort=${sort}` : ''}`,
  comment: (id: number) => readerPaths.comment(doc, version, sub(session), id),
  replies: (id: number, sort?: string) => `${readerPaths.commentReplies(doc, version, sub(session), id)}${sort ? `?sort=${sort}` : ''}`,
  highlights: readerPaths.highlights(doc, version, sub(session)),
  highlight: (id: number) => readerPaths.highlight(doc, version, sub(session), id),
  pageView: (index: number) => readerPaths.savePageView(doc, version, index, sub(session)),
});

async function addComment(session: TestSession, body: Record<string, unknown>) {
  const added = await call<ReaderComment>(session, paths(session).comments(), { method: 'POST', payload: body });
  expect(added.status, added.reason).toBe(201);
  return added.data;
}

async function addHighlight(session: TestSession, start: number, end: number) {
  const added = await call<ReaderHighlight>(session, paths(session).highlights, {
    method: 'POST',
    payload: { sectionId: '2.1', offsets: { start, end }, colour: 'green', quote: 'Folding white space' },
  });
  expect(added.status, added.reason).toBe(201);
  return added.data;
}

describe('reading', () => {
  it('answers the table of contents and the sections from a key, rendered', async () => {
    const outline = await call<ReaderOutline>(author, paths(author).outline);
    expect(outline.status).toBe(200);
    expect(outline.data).toMatchObject({ docId, versionId, number: 'ISO 5322:2020' });
    expect(outline.data.tableOfContents.map((entry) => [entry.sectionId, entry.parentId, entry.level, entry.index])).toEqual([
      ['1', null, 1, 0],
      ['2', null, 1, 1],
      ['2.1', '2', 2, 2],
      ['3', null, 1, 3],
    ]);
    const sections = await call<ReaderSections>(author, paths(author).sections('2.1', 5));
    expect(sections.status).toBe(200);
    expect(sections.data.sections.map((s) => [s.sectionId, s.index])).toEqual([
      ['2.1', 2],
      ['3', 3],
    ]);
    expect(sections.data.sections[0]?.html).toContain('<p>Each header field is a single logical line.');
    expect((await call(author, paths(author).sections('9.9'))).status).toBe(404);
    expect((await call(author, paths(author).sections('1', 0))).status).toBe(400);
  });

  it('finds every place of a phrase with five words of context either side, across line breaks', async () => {
    const found = await call<ReaderSearchResult>(author, paths(author).search('Folding  white space'));
    expect(found.status).toBe(200);
    expect(found.data.hits).toEqual([
      { sectionId: '1', sectionNumber: '1', sectionTitle: 'Scope', occurrence: 0, before: 'This document specifies how', match: 'folding white space', after: 'is written in header fields' },
      { sectionId: '2.1', sectionNumber: '2.1', sectionTitle: 'Folding', occurrence: 0, before: 'Each header field is a single logical line.'.split(' ').slice(-5).join(' '), match: 'Folding white space', after: 'may appear between tokens, and' },
      { sectionId: '2.1', sectionNumber: '2.1', sectionTitle: 'Folding', occurrence: 1, before: 'appear between tokens, and the', match: 'folding white space', after: 'is removed when unfolding. The' },
    ]);
    const stopWords = await call<ReaderSearchResult>(author, paths(author).search('the'));
    expect(stopWords.data.hits.length).toBeGreaterThan(0);
    expect(stopWords.data.hits.every((hit) => hit.match.toLowerCase() === 'the')).toBe(true);
    expect((await call<ReaderSearchResult>(author, paths(author).search('unfindable'))).data.hits).toEqual([]);
    expect((await call(author, paths(author).search(' '))).status).toBe(400);
  });

  it('remembers the font size of each user', async () => {
    const before = await call<ReaderUser>(colleague, readerPaths.user, { method: 'POST' });
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({ username: 'Aaron Colleague', subId: sub(colleague), toolbar: { activeFontSize: 'medium' } });
    expect((await call(colleague, readerPaths.user, { method: 'PUT', payload: { activeFontSize: 'extraLarge' } })).status).toBe(200);
    expect((await call<ReaderUser>(colleague, readerPaths.user, { method: 'POST' })).data.toolbar.activeFontSize).toBe('extraLarge');
    expect((await call<ReaderUser>(author, readerPaths.user, { method: 'POST' })).data.toolbar.activeFontSize).toBe('medium');
    expect((await call(colleague, readerPaths.user, { method: 'PUT', payload: { activeFontSize: 'huge' } })).status).toBe(400);
  });

  it('answers the heartbeat and records page views for usage reporting', async () => {
    expect((await call(author, readerPaths.heartbeat)).data).toEqual({ alive: true });
    expect((await call(author, paths(author).pageView(2), { method: 'POST' })).status).toBe(200);
    const { rows } = await t.database.executeSql(`select document_id, details from tracking_events where kind = 'readerPageView'`);
    expect(rows).toEqual([{ document_id: docId, details: { versionId, sectionIndex: 2, sectionKey: '2.1' } }]);
    expect((await call(author, paths(author).pageView(99), { method: 'POST' })).status).toBe(404);
  });
});

describe('bookmarks', () => {
  it('adds (once), lists in reading order and deletes the user’s own bookmarks only', async () => {
    const p = paths(author);
    expect((await call(author, p.bookmarks, { method: 'POST', payload: { sectionId: '3' } })).status).toBe(201);
    const added = await call<Bookmark[]>(author, p.bookmarks, { method: 'POST', payload: { sectionId: '2.1' } });
    await call(author, p.bookmarks, { method: 'POST', payload: { sectionId: '2.1' } });
    expect(added.data.map((b) => b.sectionId)).toEqual(['2.1', '3']);
    expect((await call<Bookmark[]>(author, p.bookmarks)).data.map((b) => b.sectionId)).toEqual(['2.1', '3']);
    expect((await call<Bookmark[]>(colleague, paths(colleague).bookmarks)).data).toEqual([]);
    expect((await call<Bookmark[]>(outsider, paths(outsider).bookmarks)).data).toEqual([]);

    const id = added.data[0]?.bookmarkId ?? 0;
    expect((await call(colleague, paths(colleague).bookmark(id), { method: 'DELETE' })).status).toBe(404);
    expect((await call(outsider, paths(outsider).bookmark(id), { method: 'DELETE' })).status).toBe(404);
    expect((await call<Deleted>(author, p.bookmark(id), { method: 'DELETE' })).data).toEqual({ deleted: 1 });
    expect((await call<Bookmark[]>(author, p.bookmarks)).data.map((b) => b.sectionId)).toEqual(['3']);
    expect((await call(author, p.bookmarks, { method: 'POST', payload: { sectionId: 'nowhere' } })).status).toBe(404);
    expect((await call(author, p.bookmarks, { method: 'POST', payload: {} })).status).toBe(400);
  });
});

describe('comments and highlights', () => {
  it('keeps threads visible to the organisation, sorted newest first, oldest first or by author', async () => {
    const first = await addComment(author, { sectionId: '1', type: 'section', content: 'First thought' });
    const second = await addComment(colleague, { sectionId: '3', type: 'section', content: 'Second thought' });
    const reply = await addComment(colleague, { sectionId: 'ignored', type: 'reply', parentId: first.commentId, content: 'A reply' });
    expect(reply).toMatchObject({ parentId: first.commentId, sectionId: '1', type: 'reply', username: 'Aaron Colleague' });

    const ids = async (session: TestSession, sort?: string) => (await call<ReaderComment[]>(session, paths(session).comments(sort))).data.map((c) => c.commentId);
    expect(await ids(author)).toEqual([second.commentId, first.commentId]);
    expect(await ids(author, 'OtoN')).toEqual([first.commentId, second.commentId]);
    expect(await ids(author, 'Auth')).toEqual([second.commentId, first.commentId]);
    expect((await call(author, paths(author).comments('Random'))).status).toBe(400);

    const listed = (await call<ReaderComment[]>(admin, paths(admin).comments('OtoN'))).data;
    expect(listed[0]).toMatchObject({ commentId: first.commentId, replyCount: 1, content: 'First thought', actions: { delete: true } });
    expect((await call<ReaderComment[]>(colleague, paths(colleague).comments('OtoN'))).data[0]?.actions.delete).toBe(false);
    const replies = await call<ReaderComment[]>(author, paths(author).replies(first.commentId));
    expect(replies.data.map((c) => [c.commentId, c.content, c.timestamp.length > 0])).toEqual([[reply.commentId, 'A reply', true]]);

    expect((await call<ReaderComment[]>(outsider, paths(outsider).comments())).data).toEqual([]);
    expect((await call(outsider, paths(outsider).replies(first.commentId))).status).toBe(404);
    expect((await call(outsider, paths(outsider).comment(first.commentId), { method: 'DELETE' })).status).toBe(404);

    expect((await call(colleague, paths(colleague).comment(first.commentId), { method: 'DELETE' })).status).toBe(403);
    expect((await call<Deleted>(author, paths(author).comment(first.commentId), { method: 'DELETE' })).data).toEqual({ deleted: 2 });
    expect((await call(author, paths(author).replies(first.commentId))).status).toBe(404);
    expect((await call<Deleted>(admin, paths(admin).comment(second.commentId), { method: 'DELETE' })).data).toEqual({ deleted: 1 });
    expect(await ids(author)).toEqual([]);
  });

  it('stores highlights as section offsets; deleting one removes the comments on it', async () => {
    const highlight = await addHighlight(author, 41, 60);
    expect(highlight).toMatchObject({ sectionId: '2.1', offsets: { start: 41, end: 60 }, colour: 'green', quote: 'Folding white space', actions: { delete: true } });
    const onHighlight = await addComment(colleague, { sectionId: '2.1', type: 'highlight', parentId: highlight.highlightId, content: 'Why green?' });
    await addComment(author, { sectionId: '2.1', type: 'reply', parentId: onHighlight.commentId, content: 'Because.' });
    const unrelated = await addComment(author, { sectionId: '2.1', type: 'section', content: 'Stays' });

    expect((await call<ReaderHighlight[]>(colleague, paths(colleague).highlights)).data.map((h) => [h.highlightId, h.offsets, h.actions.delete])).toEqual([
      [highlight.highlightId, { start: 41, end: 60 }, false],
    ]);
    expect((await call<ReaderHighlight[]>(outsider, paths(outsider).highlights)).data).toEqual([]);
    expect((await call(outsider, paths(outsider).highlight(highlight.highlightId), { method: 'DELETE' })).status).toBe(404);
    expect((await call(colleague, paths(colleague).highlight(highlight.highlightId), { method: 'DELETE' })).status).toBe(403);
    // A highlight is not a comment, and the other way round.
    expect((await call(author, paths(author).comment(highlight.highlightId), { method: 'DELETE' })).status).toBe(404);

    expect((await call<Deleted>(author, paths(author).highlight(highlight.highlightId), { method: 'DELETE' })).data).toEqual({ deleted: 3 });
    expect((await call<ReaderHighlight[]>(author, paths(author).highlights)).data).toEqual([]);
    expect((await call<ReaderComment[]>(author, paths(author).comments())).data.map((c) => c.commentId)).toEqual([unrelated.commentId]);
    await call(author, paths(author).comment(unrelated.commentId), { method: 'DELETE' });
  });

  it('refuses bad annotations', async () => {
    const p = paths(author);
    const refused = async (url: string, payload: unknown) => (await call(author, url, { method: 'POST', payload })).status;
    expect(await refused(p.highlights, { sectionId: '1', offsets: { start: 10, end: 5 } })).toBe(400);
    expect(await refused(p.highlights, { sectionId: '1', offsets: { start: -1, end: 5 } })).toBe(400);
    expect(await refused(p.highlights, { sectionId: '1', offsets: { start: 1, end: 5 }, colour: 'black' })).toBe(400);
    expect(await refused(p.highlights, { sectionId: 'nowhere', offsets: { start: 1, end: 5 } })).toBe(404);
    expect(await refused(p.comments(), { sectionId: '1', type: 'reply', content: 'No parent' })).toBe(400);
    expect(await refused(p.comments(), { sectionId: '1', type: 'section', parentId: 5, content: 'A parent' })).toBe(400);
    expect(await refused(p.comments(), { sectionId: '1', type: 'section', content: '   ' })).toBe(400);
    expect(await refused(p.comments(), { sectionId: '1', type: 'section', content: 'x'.repeat(5001) })).toBe(400);
    expect(await refused(p.comments(), { sectionId: '1', type: 'reply', parentId: 999_999, content: 'Lost' })).toBe(404);
    expect(await refused(p.comments(), { sectionId: '1', type: 'section', content: 'hi', extra: true })).toBe(400);
    expect((await call<ReaderComment[]>(author, p.comments())).data).toEqual([]);
  });

  it('strips script from comments on the server', async () => {
    const payloads = [
      ['Before <script>alert(1)</script>after', 'Before after'],
      ['Picture <img src=x onerror="alert(1)">here', 'Picture here'],
      ['<a href="javascript:alert(1)">click</a> me', '<a rel="noopener noreferrer">click</a> me'],
      ['Vector <svg onload="alert(1)"><circle r="1"/></svg>gone', 'Vector gone'],
      ['<b onmouseover="alert(1)">bold</b> <iframe src="https://evil.test"></iframe>text', '<b>bold</b> text'],
    ] as const;
    for (const [content, expected] of payloads) {
      const stored = await addComment(author, { sectionId: '1', type: 'section', content });
      expect(stored.content).toBe(expected);
    }
    const listed = (await call<ReaderComment[]>(colleague, paths(colleague).comments())).data.map((c) => c.content).join(' ');
    expect(listed).not.toMatch(/script|onerror|onload|javascript:|<svg|<iframe|onmouseover/i);
    expect((await call(author, paths(author).comments(), { method: 'POST', payload: { sectionId: '1', type: 'section', content: '<img src=x onerror=alert(1)>' } })).status).toBe(400);
  });
});

describe('access', () => {
  it('refuses a document outside the subscription with the reason, and annotations on it too', async () => {
    const p = paths(author, ietfDocId, ietfVersionId);
    const outline = await call(author, p.outline);
    expect(outline.status).toBe(403);
    expect(outline.reason).toContain('Internet Engineering Task Force');
    expect((await call(author, p.sections('1'))).status).toBe(403);
    expect((await call(author, p.search('folding'))).status).toBe(403);
    expect((await call(author, p.comments())).status).toBe(403);
    expect((await call(author, p.bookmarks, { method: 'POST', payload: { sectionId: '1' } })).status).toBe(403);
  });

  it('opens a document outside the subscription for every member of an organisation it was unlocked for, and for no other', async () => {
    const organisationId = author.profile.organisation.id;
    await t.database.executeSql(`insert into document_unlocks (organisation_id, document_id) values ($1, $2)`, [organisationId, ietfDocId]);
    try {
      for (const session of [author, colleague, admin]) {
        const p = paths(session, ietfDocId, ietfVersionId);
        expect((await call<ReaderOutline>(session, p.outline)).data.number).toBe('IETF RFC 9999');
        expect((await call(session, p.sections('1'))).status).toBe(200);
      }
      expect((await call(outsider, paths(outsider, ietfDocId, ietfVersionId).outline)).status).toBe(403);
    } finally {
      await t.database.executeSql(`delete from document_unlocks where organisation_id = $1`, [organisationId]);
    }
    expect((await call(author, paths(author, ietfDocId, ietfVersionId).outline)).status).toBe(403);
  });

  it('answers 404 for another subscription in the path, an unknown version or a version of another document', async () => {
    expect((await call(author, readerPaths.outline(docId, versionId, sub(outsider)))).status).toBe(404);
    expect((await call(author, readerPaths.outline(docId, 999_999, sub(author)))).status).toBe(404);
    expect((await call(author, readerPaths.outline(docId, ietfVersionId, sub(author)))).status).toBe(404);
    expect((await call(author, readerPaths.outline('abc', versionId, sub(author)))).status).toBe(400);
  });

  it('needs a session, and the nonce for changes', async () => {
    expect((await call(null, paths(author).outline)).status).toBe(401);
    expect((await call(null, readerPaths.heartbeat)).status).toBe(401);
    expect((await call(null, readerPaths.user, { method: 'POST' })).status).toBe(401);
    const wrongNonce = await call(author, paths(author).bookmarks, { method: 'POST', payload: { sectionId: '1' }, headers: { 'x-nonce': 'forged' } });
    expect(wrongNonce.status).toBe(403);
    const noNonce = await t.app.inject({ method: 'POST', url: paths(author).comments(), headers: { cookie: author.cookie }, payload: { sectionId: '1', type: 'section', content: 'x' } });
    expect(noNonce.statusCode).toBe(403);
    expect((await call<Bookmark[]>(author, paths(author).bookmarks)).data.map((b) => b.sectionId)).toEqual(['3']);
  });
});
