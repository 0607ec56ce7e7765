import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueWriter } from '../modules/catalogue/index.ts';
import { documentPaths } from '../../common/catalogue/document.values.ts';
import { searchPaths } from '../../common/search/search-paths.ts';
import { datasetId, importCatalogue, standardRecord } from '../test/catalogue-factories.ts';
import { createOrganisationWithUsers, createUser } from '../test/factories.ts';
import { asUser, createTestApp, formData, signIn, type TestApp } from '../test/test-app.ts';
import { MANIFEST_PATH } from './page-preloads.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A build in small: the page with the frame's files Vite writes into it, and the manifest naming each page's files. */
const FRAME = [
  '<script type="module" crossorigin src="/management/assets/vendor-V1.js"></script>',
  '<script type="module" crossorigin src="/management/assets/app-A1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/management/assets/vendor-V1.css">',
].join('');
const MANIFEST = {
  '_vendor-V1.js': { file: 'assets/vendor-V1.js', css: ['assets/vendor-V1.css'] },
  '_app-A1.js': { file: 'assets/app-A1.js', imports: ['_vendor-V1.js'] },
  '_shared-S1.js': { file: 'assets/shared-S1.js', imports: ['_vendor-V1.js', '_app-A1.js'] },
  'pages/home/home-page.tsx': { file: 'assets/home-page-H1.js', imports: ['_shared-S1.js', '_app-A1.js'] },
  'pages/search/search-results-page.tsx': { file: 'assets/search-results-page-R1.js', imports: ['_vendor-V1.js', '_shared-S1.js'], css: ['assets/search-results-page-R1.css'] },
  'pages/not-found/not-found-page.tsx': { file: 'assets/not-found-page-N1.js', imports: ['_app-A1.js'] },
  '../common/locales/en.json?strings=main': { file: 'assets/en-E1.js' },
  '../common/locales/en.json?strings=pageOnly': { file: 'assets/en-E2.js' },
  '../common/locales/de.json?strings=main': { file: 'assets/de-D1.js' },
  '../common/locales/de.json?strings=pageOnly': { file: 'assets/de-D2.js' },
};

const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/management/assets/${file}">`;
const RESULTS = '/management/search/index/0/-/abc';
const dataPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url}">`;

let t: TestApp;
let buildDir: string;
let users: Awaited<ReturnType<typeof createOrganisationWithUsers>>;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-web-preloads-'));
  const source = readFileSync(path.join(ROOT, 'web/index.html'), 'utf8');
  const template = source.replace(/\s*<script type="module"[^>]*><\/script>/, '').replace('</head>', `${FRAME}</head>`);
  writeFileSync(path.join(buildDir, 'index.html'), template);
  mkdirSync(path.join(buildDir, path.dirname(MANIFEST_PATH)), { recursive: true });
  writeFileSync(path.join(buildDir, MANIFEST_PATH), JSON.stringify(MANIFEST));
  t = await createTestApp({ webBuildDir: buildDir });
  users = await createOrganisationWithUsers(t.database.db);
});

afterAll(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("the page names its own files, so they download with the frame's", () => {
  it("preloads the page's file, what it imports and its language's main strings (a lean page), after the frame's files and stylesheet", async () => {
    const session = await signIn(t.app, users.admin.email);
    const page = await t.app.inject({ method: 'GET', url: RESULTS, headers: { cookie: session.cookie } });
    expect(page.statusCode).toBe(200);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    const links = head.slice(head.indexOf(FRAME) + FRAME.length);
    expect(links).toBe(
      '<link rel="preload" as="style" crossorigin href="/management/assets/search-results-page-R1.css">' +
        preload('shared-S1.js') +
        preload('search-results-page-R1.js') +
        preload('en-E1.js') +
        dataPreload('/management/api/collections'),
    );
  });

  it('preloads only the user\'s own language, with its page-only strings on a page that is not lean', async () => {
    const german = await createUser(t.database.db, { organisationId: users.organisation.id, subscriptionId: users.subscription.id, language: 'de' });
    const session = await signIn(t.app, german.email);
    const page = await t.app.inject({ method: 'GET', url: '/management/home/index', headers: { cookie: session.cookie } });
    expect(page.body).toContain(preload('home-page-H1.js') + preload('de-D1.js') + preload('de-D2.js'));
    expect(page.body).not.toContain('/en-E');
  });

  it('preloads the sign-in page for a visitor without a session, and the not-found page for an unknown address', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: RESULTS });
    expect(signedOut.body).toContain(preload('home-page-H1.js'));
    expect(signedOut.body).not.toContain('search-results-page-R1');

    const unknown = await t.app.inject({ method: 'GET', url: '/management/nowhere', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(preload('not-found-page-N1.js'));
  });

  it('never serves the manifest', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/management/${MANIFEST_PATH}` });
    expect(response.statusCode).toBe(404);
    const asset = await t.app.inject({ method: 'GET', url: `/management/assets/../${MANIFEST_PATH}` });
    expect(asset.statusCode).toBe(404);
  });
});

describe('the page starts its first reads with its files', () => {
  it('names the document and the collections on a display page, and they answer the preload as the app will read them', async () => {
    const session = await signIn(t.app, users.admin.email);
    const page = await t.app.inject({ method: 'GET', url: '/management/display/version/7/42', headers: { cookie: session.cookie } });
    expect(page.body).toContain(dataPreload('/management/api/documents/42?versionId=7') + dataPreload('/management/api/collections'));

    // What a preload sends: the cookie, none of the app's own headers.
    const collections = await t.app.inject({ method: 'GET', url: '/management/api/collections', headers: { cookie: session.cookie } });
    expect(collections.statusCode).toBe(200);
    expect(collections.json()).toMatchObject({ status: 'ok' });
  });

  it('carries the document of a display page the user may see, as its detail call answers it, instead of naming that call', async () => {
    const record = standardRecord('ISO 3100:2021', { titles: [{ language: 'en', full: 'Carried </script><script>window.hacked = 1</script> \u2028 record' }] });
    const writer = await createCatalogueWriter(t.database, { kind: 'test', paths: [] });
    await writer.writeRecords([record]);
    await writer.finish();
    const { rows } = await t.database.executeSql(`select document_id, id from document_versions where number = $1`, [record.number]);
    const [docId, versionId] = [Number(rows[0]?.document_id), Number(rows[0]?.id)];
    const entitled = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
    const reader = await signIn(t.app, entitled.member.email);
    const call = documentPaths.detailOf(docId, versionId);

    const page = await t.app.inject({ method: 'GET', url: `/management/display/version/${versionId}/${docId}`, headers: { cookie: reader.cookie } });
    expect(page.body).not.toContain(dataPreload(call));
    expect(page.body).toContain(dataPreload('/management/api/collections'));
    const block = /<script type="application\/json" id="normscope-first-document">([^<]*)<\/script>/.exec(page.body);
    const answer = await t.app.inject({ method: 'GET', url: call, headers: { cookie: reader.cookie } });
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ call, detail: answer.json().data });
    expect(page.body).not.toContain('window.hacked = 1</script>');

    // An unknown document is neither carried nor drawn: the page names its call, whose answer the app shows.
    const unknown = await t.app.inject({ method: 'GET', url: `/management/display/version/${versionId}/99999999`, headers: { cookie: reader.cookie } });
    expect(unknown.body).not.toContain('normscope-first-document');
    expect(unknown.body).toContain(dataPreload(documentPaths.detailOf(99999999, versionId)));
  });

  it("names the reader's outline, bookmarks and highlights in the user's subscription, and only whole numbers", async () => {
    const session = await signIn(t.app, users.admin.email);
    const reader = await t.app.inject({ method: 'GET', url: '/management/reader/42/7', headers: { cookie: session.cookie } });
    expect(reader.body).toContain(dataPreload(`/management/webreader/getContent/42/7/${users.subscription.id}`));
    expect(reader.body).toContain(dataPreload(`/management/webreader/bookmarks/42/7/${users.subscription.id}`));
    expect(reader.body).toContain(dataPreload(`/management/webreader/annotations/highlight/42/7/${users.subscription.id}`));
    const odd = await t.app.inject({ method: 'GET', url: '/management/display/version/7/4x2', headers: { cookie: session.cookie } });
    expect(odd.body).not.toContain('/management/api/documents/');
  });

  it("names the reader's first sections when it opens at the start of a version the user may read, as the app asks for them", async () => {
    const record = standardRecord('ISO 3000:2020', { titles: [{ language: 'en', full: `Costs in $& and $' </p><script>window.hacked = 1</script>` }] });
    const writer = await createCatalogueWriter(t.database, { kind: 'test', paths: [] });
    await writer.writeRecords([record]);
    const sections = Array.from({ length: 3 }, (_, index) => ({ key: `s${index}`, number: String(index + 1), title: `Part ${index} <i>`, level: 1, html: `<p>Text ${index}.</p>`, text: `Text ${index}.` }));
    await writer.writeFullText({ record, sections });
    await writer.finish();
    const { rows } = await t.database.executeSql(`select document_id, id from document_versions where number = $1`, [record.number]);
    const [docId, versionId] = [Number(rows[0]?.document_id), Number(rows[0]?.id)];
    const readerPage = `/management/reader/${docId}/${versionId}`;
    const content = `/management/webreader/getContent/${docId}/${versionId}`;

    const entitled = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
    const reader = await signIn(t.app, entitled.member.email);
    const opened = await t.app.inject({ method: 'GET', url: readerPage, headers: { cookie: reader.cookie } });
    // Three sections: the app asks for all of them (at most SECTIONS_PER_LOAD) from the first.
    const sub = entitled.subscription.id;
    const marks = [`/management/webreader/bookmarks/${docId}/${versionId}/${sub}`, `/management/webreader/annotations/highlight/${docId}/${versionId}/${sub}`];
    expect(opened.body).toContain([`${content}/${sub}`, ...marks, `${content}/${sub}/s0?count=3`].map(dataPreload).join(''));
    for (const mark of marks) {
      const answer = await t.app.inject({ method: 'GET', url: mark, headers: { cookie: reader.cookie } });
      expect(answer.json()).toMatchObject({ status: 'ok', data: [] });
    }
    const firstCall = await t.app.inject({ method: 'GET', url: `${content}/${entitled.subscription.id}/s0?count=3`, headers: { cookie: reader.cookie } });
    expect(firstCall.json().data.sections.map((section: { sectionId: string }) => section.sectionId)).toEqual(['s0', 's1', 's2']);

    // The page itself shows the version and those sections, in the user's font size, every text escaped.
    const screen = opened.body.slice(opened.body.indexOf('<main class="boot-page"'), opened.body.indexOf('</main>') + '</main>'.length);
    expect(screen).toBe(
      '<main class="boot-page" data-testid="first-screen">' +
        `<div class="boot-reader-head"><h1>ISO 3000:2020</h1><p>Costs in $&amp; and $&#39; &lt;/p&gt;&lt;script&gt;window.hacked = 1&lt;/script&gt;</p></div>` +
        '<div class="boot-reader-text" data-font-size="medium">' +
        [0, 1, 2].map((index) => `<section><h2 class="boot-heading">${index + 1} Part ${index} &lt;i&gt;</h2><div class="boot-body"><p>Text ${index}.</p></div></section>`).join('') +
        '</div></main>',
    );
    expect(opened.body).not.toContain('<script>window.hacked');
    await t.app.inject({ method: 'PUT', url: '/management/webreader/user', headers: asUser(reader), payload: { activeFontSize: 'large' } });
    const larger = await t.app.inject({ method: 'GET', url: readerPage, headers: { cookie: reader.cookie } });
    expect(larger.body).toContain('<div class="boot-reader-text" data-font-size="large">');

    // A deep link opens elsewhere; a user outside the subscription has no text to start.
    const deepLink = await t.app.inject({ method: 'GET', url: `${readerPage}?section=s2`, headers: { cookie: reader.cookie } });
    expect(deepLink.body).not.toContain('?count=');
    expect(deepLink.body).not.toContain('data-testid="first-screen"');
    const outsider = await signIn(t.app, users.admin.email);
    const refused = await t.app.inject({ method: 'GET', url: readerPage, headers: { cookie: outsider.cookie } });
    expect(refused.body).toContain(dataPreload(`${content}/${users.subscription.id}`));
    expect(refused.body).not.toContain('?count=');
    expect(refused.body).not.toContain('data-testid="first-screen"');
    expect(refused.body).not.toContain('Text 0.');
  });

  it('carries the results page’s first answer, the same the page’s POST answers, with nothing that could close its element', async () => {
    const title = 'Closing </script><script>window.hacked = 1</script> tags \u2028';
    await importCatalogue(t.database, [standardRecord('ISO 4000:2021', { titles: [{ language: 'en', full: title }] })]);
    const searcher = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
    const session = await signIn(t.app, searcher.member.email);
    const headers = { ...asUser(session), accept: 'application/json' };
    const posted = await t.app.inject({ method: 'POST', url: searchPaths.formPost, headers, body: formData({ searchCriteria: 'standards', query_1: 'ISO 4000' }) });
    const searchContext = String(posted.json().data.searchContext);

    const page = await t.app.inject({ method: 'GET', url: `/management/search/index/0/-/${searchContext}`, headers: { cookie: session.cookie } });
    const carried = /<script type="application\/json" id="normscope-first-results">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(carried).not.toContain('<');
    const answer = await t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers, body: formData({ searchContext }) });
    expect(JSON.parse(carried)).toEqual({ searchContext, results: answer.json().data });
    expect(JSON.parse(carried).results.records[0].title).toBe(title);

    const foreign = await signIn(t.app, users.admin.email);
    for (const [url, cookie] of [[`/management/search/index/0/-/${searchContext}`, foreign.cookie], ['/management/search/index/0/-/sNotAContext', session.cookie], [`/management/search/index/0/-/${searchContext}`, '']] as const) {
      const other = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(other.body, url).not.toContain('normscope-first-results');
    }
  });

  it('names nothing for a visitor without a session', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/management/display/version/7/42' });
    expect(signedOut.body).not.toContain('as="fetch"');
  });
});
