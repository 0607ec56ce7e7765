import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legislationApiPaths, type LegalActDetail, type LegislationSearchResult } from '../../../common/legislation/legislation-library.contract.ts';
import { DEMO_ACTS_FILE } from '../../db/seeds/demo-legislation.seed.ts';
import { createOrganisationWithUsers, createSubscription, createUser } from '../../test/factories.ts';
import { enableLegislationAddOns, giveLegislationSeat } from '../../test/legal-act-factories.ts';
import { asUser, createTestApp, envelopeOf, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { importLegislationFiles } from './legislation-import.ts';
import { RECENT_SEARCHES_KEPT } from './legislation-library.service.ts';

let t: TestApp;
let sessions: Record<'unlocked' | 'unregistered' | 'suspended' | 'lite' | 'otherOrganisation', TestSession>;
let unlockedUserId: number;

type Answer<T> = { status: number; data: T; reasonKey: string | undefined };

async function call<T>(session: TestSession, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Answer<T>> {
  const response = await t.app.inject({ method, url, headers: asUser(session), ...(payload === undefined ? {} : { payload: payload as object }) });
  const envelope = envelopeOf<T>(response);
  return { status: response.statusCode, data: envelope.data as T, reasonKey: envelope.status === 'error' ? envelope.data.reasonKey : undefined };
}

const search = (criteria: Record<string, unknown>, session: TestSession = sessions.unlocked) => call<LegislationSearchResult>(session, 'POST', legislationApiPaths.search, criteria);
const identifiersOf = (result: LegislationSearchResult) => result.records.map((record) => record.identifier);
const recentOf = async (userId: number) =>
  (await t.database.executeSql(`select label, criteria from legislation_recent_searches where user_id = $1 order by searched_at desc, id desc`, [userId])).rows;

beforeAll(async () => {
  t = await createTestApp();
  await importLegislationFiles(t.database, [DEMO_ACTS_FILE], { source: 'demo' });
  const acme = await createOrganisationWithUsers(t.database.db, { name: 'Acme' });
  await enableLegislationAddOns(t.database, acme.subscription.id, { legislation: true, euLaw: true });
  const user = (subscriptionId = acme.subscription.id) => createUser(t.database.db, { organisationId: acme.organisation.id, subscriptionId });
  const [unregistered, suspended] = [await user(), await user()];
  const lite = await user((await createSubscription(t.database.db, { organisationId: acme.organisation.id, isLite: true })).id);
  await giveLegislationSeat(t.database, acme.member);
  await giveLegislationSeat(t.database, suspended, { active: false });
  await giveLegislationSeat(t.database, lite);
  // Another organisation whose subscription has no add-on: its admin's seat row opens nothing.
  const globex = await createOrganisationWithUsers(t.database.db, { name: 'Globex' });
  await giveLegislationSeat(t.database, globex.admin);
  unlockedUserId = acme.member.id;
  sessions = {
    unlocked: await signIn(t.app, acme.member.email),
    unregistered: await signIn(t.app, unregistered.email),
    suspended: await signIn(t.app, suspended.email),
    lite: await signIn(t.app, lite.email),
    otherOrganisation: await signIn(t.app, globex.admin.email),
  };
});

afterAll(async () => {
  await t.close();
});

describe('the legislation library search', () => {
  it('finds acts by words, prefix-friendly, with the facets of the result', async () => {
    const { status, data } = await search({ words: 'machinery' });
    expect(status).toBe(200);
    expect(identifiersOf(data)).toContain('32006L0042');
    expect(data.total).toBe(data.records.length);
    expect(data.facets.family.reduce((sum, entry) => sum + entry.count, 0)).toBe(data.total);
    expect(data.records.every((record) => record.demo)).toBe(true);
    const prefix = await search({ words: 'electromagn compat' });
    expect(identifiersOf(prefix.data)).toContain('32014L0030');
    // Relevance first: acts whose titles say "machinery" before one that does not say it in its title.
    expect(identifiersOf(data).slice(0, 2).sort()).toEqual(['32006L0042', '32019D0436']);
  });

  it('finds acts by identifier: CELEX, "2006/42/EC", "305/2011" and a CELEX prefix', async () => {
    expect(identifiersOf((await search({ identifier: '2006/42/EC' })).data)).toEqual(['32006L0042']);
    expect(identifiersOf((await search({ identifier: 'Regulation (EU) No 305/2011' })).data)).toEqual(['32011R0305']);
    expect(identifiersOf((await search({ identifier: '32017r0745' })).data)).toEqual(['32017R0745']);
    const prefix = (await search({ identifier: '32019D' })).data;
    expect(identifiersOf(prefix).sort()).toEqual(['32019D0436', '32019D0451', '32019D0919']);
  });

  it('filters by type, family, subject, in force and publication dates, and sorts', async () => {
    const decisions = (await search({ types: ['DEC_IMPL'] })).data;
    expect(decisions.total).toBe(3);
    const regulations = (await search({ families: ['regulation'], sort: 'oldest' })).data;
    expect(regulations.records.every((record) => record.family === 'regulation')).toBe(true);
    const dates = regulations.records.map((record) => record.datePublication ?? '');
    expect(dates).toEqual([...dates].sort());
    const notInForce = (await search({ inForce: 'no' })).data;
    expect(notInForce.records.every((record) => record.inForce === false)).toBe(true);
    expect(notInForce.facets.inForce).toEqual([{ value: 'no', count: notInForce.total }]);
    const in2014 = (await search({ publishedFrom: '2014-01-01', publishedTo: '2014-12-31', sort: 'newest' })).data;
    expect(in2014.records.every((record) => record.datePublication?.startsWith('2014'))).toBe(true);
    expect(in2014.facets.year).toEqual([{ value: '2014', count: in2014.total }]);
    const subject = in2014.facets.subject[0]?.value ?? '';
    const bySubject = (await search({ subjects: [subject, 'no such subject'] })).data;
    expect(bySubject.total).toBeGreaterThan(0);
    expect(bySubject.records.every((record) => record.subjects.includes(subject))).toBe(true);
  });

  it('pages 20 acts at a time over the whole result', async () => {
    const first = (await search({ sort: 'newest' })).data;
    expect(first.total).toBe(43);
    expect(first.records).toHaveLength(20);
    const third = (await search({ sort: 'newest', page: 3 })).data;
    expect(third.records).toHaveLength(3);
    expect((await search({ sort: 'newest', page: 4 })).data.records).toEqual([]);
    expect(first.facets.subject.length).toBeLessThanOrEqual(20);
  });

  it('records each search as the user\'s newest recent search, once per repeat, at most 50', async () => {
    await t.database.executeSql(`delete from legislation_recent_searches`);
    await search({ words: 'lifts' });
    await search({ words: 'lifts', page: 2 });
    await search({ identifier: '2014/33/EU' });
    await search({ families: ['directive'], inForce: 'yes' });
    await search({});
    expect(await recentOf(unlockedUserId)).toEqual([
      { label: 'directive, in force: yes', criteria: { families: ['directive'], inForce: 'yes' } },
      { label: '2014/33/EU', criteria: { identifier: '2014/33/EU' } },
      { label: 'lifts', criteria: { words: 'lifts' } },
    ]);
    for (let index = 0; index < RECENT_SEARCHES_KEPT + 2; index += 1) await search({ words: `word${index}` });
    const kept = await recentOf(unlockedUserId);
    expect(kept).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(kept[0]?.label).toBe(`word${RECENT_SEARCHES_KEPT + 1}`);
  });

  it('answers 400 for bad criteria and records nothing', async () => {
    const before = (await recentOf(unlockedUserId)).length;
    for (const bad of [{ page: 0 }, { sort: 'random' }, { publishedFrom: '1 May 2014' }, { publishedTo: '2019-13-45' }, { words: 'x'.repeat(201) }, { unknown: 1 }, { types: 'DIR' }]) {
      const answer = await search(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.reasonKey).toBeTruthy();
    }
    expect(await recentOf(unlockedUserId)).toHaveLength(before);
  });

  it('answers 403 with the reason unless the add-on is unlocked', async () => {
    const cases = [
      ['unregistered', 'legislationLibrary.errors.notRegistered'],
      ['suspended', 'legislationLibrary.errors.notActive'],
      ['lite', 'legislationLibrary.errors.notSubscribed'],
      ['otherOrganisation', 'legislationLibrary.errors.notSubscribed'],
    ] as const;
    for (const [who, reasonKey] of cases) {
      expect(await search({ words: 'machinery' }, sessions[who]), who).toMatchObject({ status: 403, reasonKey });
      expect((await call(sessions[who], 'GET', legislationApiPaths.act(1))).status, who).toBe(403);
    }
    expect(await t.database.executeSql(`select 1 from legislation_recent_searches where user_id <> $1`, [unlockedUserId])).toEqual({ rows: [] });
  });
});

describe('the act page', () => {
  it('shows every field and the attribution; the standards come from their own call', async () => {
    const { rows } = await t.database.executeSql(`select id from legal_acts where identifier = '32006L0042'`);
    const actId = Number(rows[0]?.id);
    await t.database.executeSql(`insert into legal_act_standards (act_id, standard_number, relation, origin) values ($1, 'EN 999:2099', 'cited', 'title')`, [actId]);
    const { status, data } = await call<LegalActDetail>(sessions.unlocked, 'GET', legislationApiPaths.act(actId));
    expect(status).toBe(200);
    expect(data).toMatchObject({
      identifier: '32006L0042',
      family: 'directive',
      type: 'DIR',
      author: 'European Parliament and Council',
      datePublication: '2006-06-09',
      inForce: true,
      inForceAsOf: '2019-07-17',
      demo: true,
      source: 'demo',
      consolidatedVersions: [],
      link: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32006L0042',
    });
    expect(data.attribution).toContain('EUR-Lex');
    expect(data.subjects.length).toBeGreaterThan(0);
    // One list of an act's standards: GET …/acts/:id/standards (legal-act-standards.routes.test.ts).
    expect(data).not.toHaveProperty('standards');
  });

  it('answers 404 for an act that does not exist and 400 for a bad id', async () => {
    expect((await call(sessions.unlocked, 'GET', legislationApiPaths.act(999_999))).status).toBe(404);
    expect((await call(sessions.unlocked, 'GET', legislationApiPaths.act('abc'))).status).toBe(400);
  });
});
