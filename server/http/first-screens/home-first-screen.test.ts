import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accordion } from '../../../common/home/home.contract.ts';
import { homePaths } from '../../../common/home/home.values.ts';
import { pagePaths } from '../../../common/routes.ts';
import { translatorFor } from '../../emails/email-translator.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { homeFirstScreen, isEmptyContent, type HomeFirstScreenData } from './home-first-screen.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let buildDir: string;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'normscope-home-first-screen-'));
  copyFileSync(path.join(ROOT, 'web/index.html'), path.join(buildDir, 'index.html'));
  t = await createTestApp({ webBuildDir: buildDir });
});

afterAll(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const firstScreenOf = (body: string) => /<main class="boot-page boot-home"[^>]*>(.*?)<\/main>/s.exec(body)?.[1] ?? '';
const carriedOf = (body: string) => JSON.parse(/<script type="application\/json" id="normscope-first-dashboard">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null') as unknown;

describe("the home page's first screen, drawn by the server", () => {
  it('draws the welcome and the first accordions as their calls answer them, and carries those answers for the app', async () => {
    const { admin } = await createOrganisationWithUsers(t.database.db);
    const session = await signIn(t.app, admin.email);
    const page = await t.app.inject({ method: 'GET', url: pagePaths.home, headers: { cookie: session.cookie } });
    expect(page.statusCode).toBe(200);
    const screen = firstScreenOf(page.body);
    expect(screen).toContain(`<h1 class="boot-title">Welcome, ${admin.name}</h1>`);
    expect(screen).toContain(`href="${pagePaths.organisation}"`);

    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: asUser(session) })).json().data as unknown;
    const list = (await get(homePaths.accordions)) as { accordions: Accordion[] };
    const open = list.accordions.filter((accordion) => accordion.open);
    const contents = await Promise.all(open.map(async (accordion) => ({ id: accordion.id, view: accordion.settings.viewMode, content: await get(`${homePaths.content(accordion.id)}?view=${accordion.settings.viewMode}`) })));
    expect(carriedOf(page.body)).toEqual({ accordions: list, contents, tourSections: await get(homePaths.tourGuideSections) });

    // A new organisation's dashboard: the announcements, empty, which its admin may write, then the others in order.
    const drawn = [...screen.matchAll(/data-accordion-id="(\w+)"/g)].map((match) => match[1]);
    expect(drawn).toEqual(list.accordions.slice(0, drawn.length).map((accordion) => accordion.id));
    expect(drawn[0]).toBe('announcements');
    expect(screen).toContain('No announcements.');
    expect(screen).toContain('New announcement');
  });

  it('stops before an accordion with something in it, and carries that content with nothing that could close its element', async () => {
    const { admin, member } = await createOrganisationWithUsers(t.database.db);
    const adminSession = await signIn(t.app, admin.email);
    // Kept as HTML (a paragraph, and the text of a closing tag): the page carries it with every `<` escaped.
    const note = '<p>Closing &lt;/script&gt; tags</p>';
    const created = await t.app.inject({ method: 'POST', url: homePaths.announcements, headers: asUser(adminSession), payload: { note, linkUrl: null, linkName: null } });
    expect(created.statusCode).toBe(201);

    const session = await signIn(t.app, member.email);
    const page = await t.app.inject({ method: 'GET', url: pagePaths.home, headers: { cookie: session.cookie } });
    const screen = firstScreenOf(page.body);
    expect(screen).toContain(`Welcome, ${member.name}`);
    expect(screen).not.toContain('data-accordion-id');
    const block = /id="normscope-first-dashboard">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(block).not.toContain('<');
    const carried = carriedOf(page.body) as { contents: { id: string; content: unknown }[] };
    const answer = await t.app.inject({ method: 'GET', url: `${homePaths.content('announcements')}?view=compact`, headers: asUser(session) });
    expect(carried.contents.find((entry) => entry.id === 'announcements')?.content).toEqual(answer.json().data);
    expect(JSON.stringify(answer.json().data)).toContain('<p>Closing');
  });

  it('draws nothing of the dashboard for a visitor without a session', async () => {
    const page = await t.app.inject({ method: 'GET', url: pagePaths.home });
    expect(page.body).not.toContain('class="boot-page boot-home"');
    expect(page.body).not.toContain('normscope-first-dashboard');
  });
});

describe('which accordions the first screen draws', () => {
  const accordion = (id: Accordion['id'], open: boolean, fixed = false): Accordion => ({ id, order: 0, fixed, open, settings: { viewMode: 'compact' }, kind: 'plain', footer: null });
  const data = (accordions: Accordion[], contents: HomeFirstScreenData['contents']): HomeFirstScreenData => ({
    userName: 'A <b>name</b>',
    subscription: null,
    tourOffer: false,
    tourSections: undefined,
    accordions,
    contents,
  });
  const drawn = (html: string) => [...html.matchAll(/data-accordion-id="(\w+)"/g)].map((match) => match[1]);
  const { t: translate, locale } = translatorFor('en');

  it('draws closed accordions as their header and open ones while they are empty, up to the first filled one', () => {
    const html = homeFirstScreen(
      data([accordion('announcements', true, true), accordion('unlock', false), accordion('orders', true), accordion('myStandards', true)], {
        announcements: { items: [], actions: { create: false } },
        orders: { requests: [{ id: 1 }] },
        myStandards: { rows: [] },
      }),
      translate,
      locale,
    );
    expect(drawn(html)).toEqual(['announcements', 'unlock']);
    expect(html).toContain('A &lt;b&gt;name&lt;/b&gt;');
    expect(html).not.toContain('New announcement');
    expect(html).not.toContain("No document requests");
  });

  it('draws no more accordions than a phone shows first, and none whose content did not come', () => {
    const ids = ['announcements', 'orders', 'unlock', 'myStandards', 'myC2VStandards', 'myAlerts'] as const;
    const all = ids.map((id) => accordion(id, false));
    expect(drawn(homeFirstScreen(data(all, {}), translate, locale))).toEqual(['announcements', 'orders', 'unlock', 'myStandards']);
    expect(drawn(homeFirstScreen(data([accordion('orders', true)], {}), translate, locale))).toEqual([]);
  });

  it('reads an accordion as empty only when every list it draws is', () => {
    expect(isEmptyContent('orders', { requests: [] })).toBe(true);
    expect(isEmptyContent('orders', { requests: [], seatRequests: [{ id: 1 }] })).toBe(false);
    expect(isEmptyContent('legislation', { panels: ['acts'] })).toBe(false);
    expect(isEmptyContent('myAlerts', { rows: 'none' })).toBe(false);
    expect(isEmptyContent('myAlerts', null)).toBe(false);
  });
});
