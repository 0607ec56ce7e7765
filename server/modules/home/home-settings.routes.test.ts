import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePaths, TOUR_GUIDE_ID, TOUR_SECTIONS, type AccordionList, type HomeLayout, type TourSectionsContent } from '../../../common/home/home.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { homeCalls, ok, type HomeCall } from './home-test-calls.ts';

let t: TestApp;
let call: HomeCall;
let admin: TestSession;
let member: TestSession;
let lite: TestSession;
let other: TestSession;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = homeCalls(t);
  const acme = await createOrganisationWithUsers(t.database.db, { name: 'Acme' });
  const liteSubscription = await createSubscription(t.database.db, { organisationId: acme.organisation.id, isLite: true });
  const liteUser = await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: liteSubscription.id });
  const globex = await createOrganisationWithUsers(t.database.db, { name: 'Globex' });
  admin = await signIn(t.app, acme.admin.email);
  member = await signIn(t.app, acme.member.email);
  lite = await signIn(t.app, liteUser.email);
  other = await signIn(t.app, globex.member.email);
  memberId = acme.member.id;
});

afterAll(async () => {
  await t.close();
});

const accordions = async (session: TestSession) => (await ok(call<AccordionList>(session, 'GET', homePaths.accordions))).accordions;
const settingsRows = async () => (await t.database.executeSql(`select user_id, layout, tour_sections, updated_at from home_settings order by user_id`)).rows;
const saveForm = (session: TestSession, value: string, key = 'home') => call<AccordionList>(session, 'POST', homePaths.settings, { form: { key, value } });

const DRAGGABLE = ['orders', 'unlock', 'myStandards', 'myC2VStandards', 'myAlerts', 'myWatchedDocuments', 'myActivities'] as const;

describe('the accordions', () => {
  it('start in the default order, announcements fixed first, each with its kind, state and footer', async () => {
    const list = await accordions(member);
    expect(list.map((accordion) => accordion.id)).toEqual(['announcements', ...DRAGGABLE]);
    expect(list.map((accordion) => accordion.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(list[0]).toEqual({ id: 'announcements', order: 0, fixed: true, open: true, settings: { viewMode: 'compact' }, kind: 'plain', footer: null });
    const byId = Object.fromEntries(list.map((accordion) => [accordion.id, accordion]));
    expect(byId.orders).toMatchObject({ fixed: false, open: true, kind: 'plain', footer: null });
    expect(byId.myStandards).toMatchObject({ open: true, kind: 'table', footer: { url: pagePaths.collections } });
    expect(byId.myAlerts).toMatchObject({ kind: 'table', footer: { url: pagePaths.savedSearches } });
    expect(byId.myWatchedDocuments).toMatchObject({ kind: 'table', footer: { url: pagePaths.watchedDocuments } });
    expect(byId.myActivities).toMatchObject({ kind: 'cards', footer: null });
    expect(list.every((accordion) => accordion.settings.viewMode === 'compact')).toBe(true);
    // Reading the defaults writes nothing.
    expect(await settingsRows()).toEqual([]);
  });

  it('leaves myAlerts out for a lite subscription, and its content and settings with it', async () => {
    const list = await accordions(lite);
    expect(list.map((accordion) => accordion.id)).toEqual(['announcements', ...DRAGGABLE.filter((id) => id !== 'myAlerts')]);
    const content = await call(lite, 'GET', homePaths.content('myAlerts'));
    expect(content.status).toBe(404);
    const withAlerts: HomeLayout = { order: [...DRAGGABLE], open: {}, viewMode: {} };
    const refused = await saveForm(lite, JSON.stringify(withAlerts));
    expect(refused.status).toBe(400);
    expect(refused.reasonKey).toBe('home.errors.layoutInvalid');
    const own: HomeLayout = { order: DRAGGABLE.filter((id) => id !== 'myAlerts').reverse(), open: {}, viewMode: {} };
    expect((await saveForm(lite, JSON.stringify(own))).status).toBe(200);
    expect((await accordions(lite)).map((accordion) => accordion.id)).toEqual(['announcements', ...own.order]);
  });

  it('adds the legislation cards with either legislation add-on, and only for that subscription', async () => {
    const acme = await createOrganisationWithUsers(t.database.db, { name: 'Acme Legal' });
    const withLaw = await createSubscription(t.database.db, { organisationId: acme.organisation.id });
    const lawyer = await signIn(t.app, (await createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId: withLaw.id })).email);
    expect((await call(lawyer, 'GET', homePaths.content('legislation'))).status).toBe(404);
    await t.database.executeSql(`update subscriptions set eu_law_add_on = true where id = $1`, [withLaw.id]);
    const list = await accordions(lawyer);
    expect(list.map((accordion) => accordion.id)).toEqual(['announcements', ...DRAGGABLE, 'legislation']);
    expect(list.at(-1)).toMatchObject({ id: 'legislation', kind: 'cards', open: true, footer: null });
    expect(await ok(call(lawyer, 'GET', homePaths.content('legislation')))).toEqual({ panels: ['recentSearches', 'regulatoryNewsFeed', 'euLawSavedSearches'] });
    // The order must now hold it, and it may be moved like any other.
    expect((await saveForm(lawyer, JSON.stringify({ order: [...DRAGGABLE], open: {}, viewMode: {} }))).status).toBe(400);
    const moved: HomeLayout = { order: ['legislation', ...DRAGGABLE], open: { legislation: false }, viewMode: {} };
    expect((await saveForm(lawyer, JSON.stringify(moved))).status).toBe(200);
    expect((await accordions(lawyer)).slice(0, 2)).toMatchObject([{ id: 'announcements' }, { id: 'legislation', open: false }]);
    // A user whose subscription has neither add-on has no such accordion.
    expect((await accordions(member)).map((accordion) => accordion.id)).not.toContain('legislation');
    expect((await saveForm(member, JSON.stringify(moved))).status).toBe(400);
  });
});

describe('the settings call', () => {
  it('saves the order, open states and view modes (a form), answers the new list, and keeps them', async () => {
    const layout: HomeLayout = {
      order: ['myActivities', 'myStandards', 'orders', 'myC2VStandards', 'unlock', 'myWatchedDocuments', 'myAlerts'],
      open: { announcements: false, myActivities: true, orders: false },
      viewMode: { myStandards: 'detailed', myActivities: 'detailed' },
    };
    const saved = await ok(saveForm(member, JSON.stringify(layout)));
    expect(saved.accordions.map((accordion) => accordion.id)).toEqual(['announcements', ...layout.order]);
    expect(await accordions(member)).toEqual(saved.accordions);
    const byId = Object.fromEntries(saved.accordions.map((accordion) => [accordion.id, accordion]));
    expect(byId.announcements).toMatchObject({ order: 0, open: false });
    expect(byId.myActivities).toMatchObject({ order: 1, open: true, settings: { viewMode: 'detailed' } });
    expect(byId.orders).toMatchObject({ open: false, settings: { viewMode: 'compact' } });
    expect(byId.myStandards?.settings.viewMode).toBe('detailed');
    // Another user's dashboard is their own.
    expect((await accordions(admin)).map((accordion) => accordion.id)).toEqual(['announcements', ...DRAGGABLE]);
    expect((await accordions(other)).map((accordion) => accordion.id)).toEqual(['announcements', ...DRAGGABLE]);
    expect((await settingsRows()).map((row) => row.user_id)).toContain(memberId);
  });

  it('takes a JSON body too, and keeps open states and view modes it does not name', async () => {
    const layout = { order: [...DRAGGABLE], open: { unlock: true } };
    const saved = await ok(call<AccordionList>(member, 'POST', homePaths.settings, { json: { key: 'home', value: JSON.stringify(layout) } }));
    const byId = Object.fromEntries(saved.accordions.map((accordion) => [accordion.id, accordion]));
    expect(saved.accordions.map((accordion) => accordion.id)).toEqual(['announcements', ...DRAGGABLE]);
    expect(byId.unlock?.open).toBe(true);
    expect(byId.announcements?.open).toBe(false);
    expect(byId.myActivities?.settings.viewMode).toBe('detailed');
  });

  it('refuses malformed and foreign settings, and changes nothing', async () => {
    const before = await settingsRows();
    const good = { order: [...DRAGGABLE], open: {}, viewMode: {} };
    const cases: [string, Record<string, string>, string | undefined][] = [
      ['not JSON', { key: 'home', value: '{order: [' }, 'home.errors.layoutInvalid'],
      ['JSON of the wrong shape', { key: 'home', value: '[1, 2]' }, 'home.errors.layoutInvalid'],
      ['an unknown id', { key: 'home', value: JSON.stringify({ ...good, order: [...DRAGGABLE, 'legislation'] }) }, 'home.errors.layoutInvalid'],
      ['a missing id', { key: 'home', value: JSON.stringify({ ...good, order: DRAGGABLE.slice(1) }) }, 'home.errors.layoutInvalid'],
      ['an id twice', { key: 'home', value: JSON.stringify({ ...good, order: [...DRAGGABLE, 'orders'] }) }, 'home.errors.layoutInvalid'],
      ['the fixed accordion moved', { key: 'home', value: JSON.stringify({ ...good, order: ['announcements', ...DRAGGABLE] }) }, 'home.errors.layoutInvalid'],
      ['an unknown field', { key: 'home', value: JSON.stringify({ ...good, colour: 'red' }) }, 'home.errors.layoutInvalid'],
      ['a bad view mode', { key: 'home', value: JSON.stringify({ ...good, viewMode: { myStandards: 'huge' } }) }, 'home.errors.layoutInvalid'],
      ['a bad open state', { key: 'home', value: JSON.stringify({ ...good, open: { myStandards: 'yes' } }) }, 'home.errors.layoutInvalid'],
      ['another key', { key: 'legislation', value: JSON.stringify(good) }, 'errors.invalidRequest'],
      ['no value', { key: 'home' }, 'errors.invalidRequest'],
      ['an unknown field in the form', { key: 'home', value: JSON.stringify(good), extra: '1' }, 'errors.invalidRequest'],
    ];
    for (const [label, form, reasonKey] of cases) {
      const answer = await call(member, 'POST', homePaths.settings, { form });
      expect(answer.status, label).toBe(400);
      expect(answer.reasonKey, label).toBe(reasonKey);
    }
    const invalid = await saveForm(member, '{');
    expect(invalid.data).toMatchObject({ reason: 'These dashboard settings are not valid.', reasonKey: 'home.errors.layoutInvalid' });
    expect(await settingsRows()).toEqual(before);
  });

  it('needs a session and the nonce', async () => {
    const before = await settingsRows();
    expect((await call(null, 'GET', homePaths.accordions)).status).toBe(401);
    const noNonce = await t.app.inject({
      method: 'POST',
      url: homePaths.settings,
      headers: { cookie: member.cookie },
      payload: { key: 'home', value: JSON.stringify({ order: [...DRAGGABLE] }) },
    });
    expect(noNonce.statusCode).toBe(403);
    expect(await settingsRows()).toEqual(before);
  });

  it('puts an accordion the saved layout does not know at its default place, with its defaults', async () => {
    // A layout saved before myC2VStandards and myActivities existed.
    await t.database.executeSql(`update home_settings set layout = $2::jsonb where user_id = $1`, [
      memberId,
      JSON.stringify({ order: ['myAlerts', 'orders', 'myStandards', 'unlock', 'myWatchedDocuments', 'legislation'], open: { legislation: true }, viewMode: {} }),
    ]);
    const list = await accordions(member);
    expect(list.map((accordion) => accordion.id)).toEqual([
      'announcements',
      'myAlerts',
      'orders',
      'myStandards',
      'myC2VStandards',
      'unlock',
      'myWatchedDocuments',
      'myActivities',
    ]);
    expect(list.find((accordion) => accordion.id === 'myC2VStandards')).toMatchObject({ open: true, settings: { viewMode: 'compact' } });
  });
});

describe('the tour guide', () => {
  const sections = (session: TestSession) => ok(call<TourSectionsContent>(session, 'GET', homePaths.tourGuideSections));
  const setTour = (session: TestSession, key: string, value: string) =>
    call<TourSectionsContent>(session, 'POST', homePaths.tourGuideSettings, { form: { key, value, guideId: TOUR_GUIDE_ID } });
  const states = (content: TourSectionsContent) => Object.fromEntries(content.sections.map((section) => [section.id, section.state]));

  it('offers every section as new at first', async () => {
    const content = await sections(admin);
    expect(content.guideId).toBe(TOUR_GUIDE_ID);
    expect(content.sections.map((section) => section.id)).toEqual([...TOUR_SECTIONS]);
    expect(content.sections.every((section) => section.state === 'new')).toBe(true);
  });

  it('marks sections completed or dismissed, keeps them past a new sign-in, and resets them all', async () => {
    expect(states(await ok(setTour(admin, 'dashboard', 'completed')))).toMatchObject({ dashboard: 'completed', searchBar: 'new' });
    const json = await ok(call<TourSectionsContent>(admin, 'POST', homePaths.tourGuideSettings, { json: { key: 'results', value: 'dismissed', guideId: TOUR_GUIDE_ID } }));
    expect(states(json)).toMatchObject({ dashboard: 'completed', results: 'dismissed', document: 'new' });

    // A completed section survives signing out and in again: it is in the database.
    const again = await signIn(t.app, admin.profile.user.email);
    expect(states(await sections(again))).toMatchObject({ dashboard: 'completed', results: 'dismissed' });
    // The layout is untouched by the tour, and the tour by the layout.
    expect((await accordions(again)).map((accordion) => accordion.id)).toEqual(['announcements', ...DRAGGABLE]);
    expect(states(await sections(member))).toMatchObject({ dashboard: 'new' });

    const reset = await ok(setTour(again, 'all', 'reset'));
    expect(reset.sections.every((section) => section.state === 'new')).toBe(true);
    expect(states(await sections(again))).toMatchObject({ dashboard: 'new', results: 'new' });
  });

  it('refuses what is not a section’s state or the whole tour’s reset, and changes nothing', async () => {
    await ok(setTour(member, 'searchBar', 'completed'));
    const before = await settingsRows();
    for (const [key, value, guideId] of [
      ['all', 'completed', TOUR_GUIDE_ID],
      ['searchBar', 'reset', TOUR_GUIDE_ID],
      ['nowhere', 'completed', TOUR_GUIDE_ID],
      ['searchBar', 'started', TOUR_GUIDE_ID],
      ['searchBar', 'completed', 'another-guide'],
    ] as const) {
      const answer = await call(member, 'POST', homePaths.tourGuideSettings, { form: { key, value, guideId } });
      expect(answer.status, `${key} ${value} ${guideId}`).toBe(400);
    }
    expect(await settingsRows()).toEqual(before);
  });
});
