import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountPaths } from '../../../common/account/account.contract.ts';
import { ORDER_BY_ALPHABETIC, ORDER_BY_RELEVANCE } from '../../../common/domain/constants.ts';
import type { SearchResults } from '../../../common/search/search-results.contract.ts';
import { searchPaths } from '../../../common/search/search-paths.ts';
import { datasetId, importCatalogue, standardRecord } from '../../test/catalogue-factories.ts';
import { createOrganisationWithUsers } from '../../test/factories.ts';
import { asUser, createTestApp, envelopeOf, formData, signIn, type TestApp, type TestSession } from '../../test/test-app.ts';
import { SESSION_COOKIE } from '../../http/session-guard.ts';

/**
 * A search takes a session this instance resolved a moment ago from memory and lets the page's
 * statement confirm it: whatever changed the session elsewhere (another instance, an admin, the
 * database itself) must show on the very next search, exactly as if it had been read first.
 */
let t: TestApp;
let member: TestSession;
let memberId: number;
let subscriptionId: number;

beforeAll(async () => {
  t = await createTestApp();
  await importCatalogue(t.database, [
    standardRecord('ISO 9001:2015', {
      titles: [
        { language: 'en', full: 'Quality management systems — Requirements' },
        { language: 'fr', full: 'Systèmes de management de la qualité — Exigences' },
      ],
    }),
    standardRecord('ISO 9000:2015', { titles: [{ language: 'en', full: 'Quality management systems — Fundamentals and vocabulary' }] }),
  ]);
});

beforeEach(async () => {
  const acme = await createOrganisationWithUsers(t.database.db, { datasetIds: [await datasetId(t.database, 'international')] });
  memberId = acme.member.id;
  subscriptionId = acme.member.subscriptionId;
  member = await signIn(t.app, acme.member.email);
  // The first search resolves the session in full; the instance remembers it for the next.
  expect((await search(member, { query_2: 'quality' })).statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
});

function search(session: TestSession, fields: Record<string, string>, headers = asUser(session)) {
  return t.app.inject({ method: 'POST', url: searchPaths.ajax('standards'), headers, payload: formData(fields) });
}

async function results(session: TestSession, fields: Record<string, string>): Promise<SearchResults> {
  const response = await search(session, fields);
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<SearchResults>(response).data as SearchResults;
}

const sessionCookieCleared = (response: Awaited<ReturnType<typeof search>>) =>
  response.cookies.some((cookie) => cookie.name === SESSION_COOKIE && cookie.value === '');

describe('a remembered session, confirmed by the search', () => {
  it('answers the next search at once for a session that stays as it was', async () => {
    const found = await results(member, { query_2: 'quality' });
    expect(found.records.map((record) => record.name).sort()).toEqual(['ISO 9000:2015', 'ISO 9001:2015']);
  });

  it('refuses a session ended elsewhere (another instance signed it out): 401, and the cookie goes', async () => {
    await t.database.executeSql(`delete from sessions where user_id = $1`, [memberId]);
    const response = await search(member, { query_2: 'quality' });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response)).toMatchObject({ status: 'error', data: { reasonKey: 'errors.unauthenticated' } });
    expect(sessionCookieCleared(response)).toBe(true);
    expect((await search(member, { query_2: 'quality' })).statusCode).toBe(401);
  });

  it('refuses a user disabled elsewhere', async () => {
    await t.database.executeSql(`update users set disabled = true where id = $1`, [memberId]);
    const response = await search(member, { query_2: 'quality' });
    expect(response.statusCode).toBe(401);
    expect(sessionCookieCleared(response)).toBe(true);
  });

  it('answers for the user as they are now: a language and a subscription changed elsewhere', async () => {
    const before = await results(member, { query_2: 'quality' });
    await t.database.executeSql(`update users set language = 'fr' where id = $1`, [memberId]);
    const after = await results(member, { query_2: 'quality' });
    const titleOf = (found: SearchResults, name: string) => found.records.find((record) => record.name === name)?.title;
    expect(titleOf(before, 'ISO 9001:2015')).toBe('Quality management systems — Requirements');
    expect(titleOf(after, 'ISO 9001:2015')).toBe('Systèmes de management de la qualité — Exigences');
    expect(titleOf(after, 'ISO 9000:2015')).toBe('Quality management systems — Fundamentals and vocabulary');
    expect(after.activeCollection?.name).not.toBe(before.activeCollection?.name);
    expect(after.activeCollection?.name).toBe((await results(member, { query_2: 'quality' })).activeCollection?.name);

    await t.database.executeSql(`update subscriptions set is_lite = true where id = $1`, [subscriptionId]);
    expect((await results(member, { query_2: 'quality', orderBy: String(ORDER_BY_ALPHABETIC) })).criteria.orderBy).toBe(ORDER_BY_RELEVANCE);
  });

  it('still needs the nonce, and refuses the wrong one without a result', async () => {
    const response = await search(member, { query_2: 'quality' }, { cookie: member.cookie, 'x-nonce': 'not-the-nonce' });
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response)).toMatchObject({ status: 'error', data: { reasonKey: 'errors.badNonce' } });
  });

  it('signs out on this instance at once', async () => {
    const out = await t.app.inject({ method: 'POST', url: accountPaths.logout, headers: asUser(member) });
    expect(out.statusCode, out.body).toBe(200);
    expect((await search(member, { query_2: 'quality' })).statusCode).toBe(401);
  });
});
